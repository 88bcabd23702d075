/** Centred spinner with an accessible name, for loading states (spec 01 §2, §4). */
export function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status" aria-label={label}>
      <span
        aria-hidden="true"
        className="block size-10 animate-spin rounded-full border-4 border-brand-500 border-t-transparent motion-reduce:animate-none"
      />
    </div>
  );
}

export function InlineSpinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
    />
  );
}
