/**
 * Whether the page has hydrated: every part of the shell (app/hydration-parts.tsx, decision 0154)
 * has committed. Announced once per page load as `data-hydrated` on <html> and the
 * `nexus:hydrated` event, which the prerendered pages' gate (scripts/hydration-gate.ts) and the
 * journeys wait for.
 */
const hydratedEvent = 'nexus:hydrated';

export function isPageHydrated(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';
}

export function announcePageHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
  window.dispatchEvent(new Event(hydratedEvent));
}

/**
 * Resolves once the page has hydrated (at once if it has). For an answer that changes what the
 * whole page reads (decision 0157): an update that reaches a part React has not hydrated yet makes
 * React hydrate that part at once, at the update's priority, and an external store's update (a
 * query's answer) has the highest, so React hydrated, committed and ran the effects of the rest of
 * the page in one task instead of in slices.
 */
export function whenPageHydrated(): Promise<void> {
  if (typeof window === 'undefined' || isPageHydrated()) return Promise.resolve();
  return new Promise((resolve) =>
    window.addEventListener(hydratedEvent, () => resolve(), { once: true }),
  );
}
