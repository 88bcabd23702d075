import { cn } from '#client/lib/cn.ts';

/** Centred spinner with an accessible name, for loading states (spec 01 §2, §4). */
export function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status" aria-label={label}>
      <span
        aria-hidden="true"
        className="block size-10 animate-spin rounded-full border-4 border-primary border-t-transparent motion-reduce:animate-none"
      />
    </div>
  );
}

/** A small spinner in the current text colour, beside a label that says what is running. */
export function InlineSpinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none',
        className,
      )}
    />
  );
}
