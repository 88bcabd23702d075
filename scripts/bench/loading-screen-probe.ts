/**
 * The part of `npm run bench:translations-loading` that runs inside the measured page (issue 26
 * §3). Installed with `context.addInitScript`, so it runs before the page's own scripts and before
 * the parser has read the body; it must be self-contained (Playwright sends this function's source).
 *
 * The loading screen is found by its text (any language's), on an element with role "status", so
 * the same probe measures builds that had no test id on it. A MutationObserver on the document
 * sees the parser insert it and the app remove it; times are `performance.now()`, from the
 * navigation's start. First-contentful-paint is read too: the screen cannot be seen before the
 * first paint, so the bench counts its time on screen from there.
 */

export interface LoadingProbeState {
  fcp: number | null;
  /** [shown from, removed at] for every time the loading screen was in the document. */
  intervals: [number, number][];
  /** The page's own heading (an h1 other than the loading screen) first in the document. */
  headingAt: number | null;
  texts: string[];
}

declare global {
  interface Window {
    __loadingProbe?: { read(): LoadingProbeState; settled(): boolean };
  }
}

export function installLoadingProbe(loadingTexts: string[]): void {
  const state: LoadingProbeState = { fcp: null, intervals: [], headingAt: null, texts: [] };
  let since: number | null = null;
  const find = () => {
    for (const element of document.querySelectorAll('[role="status"]')) {
      const text = (element.textContent ?? '').trim();
      if (loadingTexts.includes(text)) return text;
    }
    return null;
  };
  const check = () => {
    const now = performance.now();
    const text = find();
    if (text !== null) {
      if (!state.texts.includes(text)) state.texts.push(text);
      since ??= now;
    } else if (since !== null) {
      state.intervals.push([since, now]);
      since = null;
    }
    if (state.headingAt === null && document.querySelector('main h1, h1')) state.headingAt = now;
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  window.__loadingProbe = {
    read: () => state,
    settled: () => {
      check();
      return since === null && state.headingAt !== null && state.fcp !== null;
    },
  };
}
