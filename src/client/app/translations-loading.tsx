/** Exact text of spec 01 §2, shown before any translation exists, so it cannot come from one. */
export const TRANSLATIONS_LOADING_TEXT = 'Carregando traduções...';

/** Full-screen loading screen while translations initialise (spec 01 §2 "Protected and admin routes"). */
export function TranslationsLoading() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4">
        <span
          aria-hidden="true"
          className="block size-10 animate-spin rounded-full border-4 border-primary border-t-transparent motion-reduce:animate-none"
        />
        <p className="text-sm text-muted-foreground">{TRANSLATIONS_LOADING_TEXT}</p>
      </div>
    </div>
  );
}
