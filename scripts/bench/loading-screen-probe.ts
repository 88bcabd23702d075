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
 *
 * Issue 26 §3 (decision 0135) also asks when the page is there: `readyAt` is the last moment the
 * document turned to "a heading, no loading screen and no session status" (the spec's "Carregando
 * sua sessão…", a status by its text or, in older builds, its accessible name).
 */

export interface LoadingProbeState {
  fcp: number | null;
  /** [shown from, removed at] for every time the loading screen was in the document. */
  intervals: [number, number][];
  /** The page's own heading (an h1 other than the loading screen) first in the document. */
  headingAt: number | null;
  /** When the page's content replaced every loading and session status, last time it did. */
  readyAt: number | null;
  texts: string[];
}

declare global {
  interface Window {
    __loadingProbe?: { read(): LoadingProbeState; settled(): boolean };
  }
}

export function installLoadingProbe({
  loadingTexts,
  sessionTexts,
}: {
  loadingTexts: string[];
  sessionTexts: string[];
}): void {
  const state: LoadingProbeState = {
    fcp: null,
    intervals: [],
    headingAt: null,
    readyAt: null,
    texts: [],
  };
  let since: number | null = null;
  let ready = false;
  const sessionPending = () => {
    for (const element of document.querySelectorAll('[role="status"]')) {
      const text = (element.textContent ?? '').trim();
      const name = element.getAttribute('aria-label') ?? '';
      if (sessionTexts.includes(text) || sessionTexts.includes(name)) return true;
    }
    return false;
  };
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
    const heading = document.querySelector('main h1, h1') !== null;
    if (state.headingAt === null && heading) state.headingAt = now;
    const readyNow = heading && text === null && !sessionPending();
    if (readyNow && !ready) state.readyAt = now;
    ready = readyNow;
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
      return ready && state.fcp !== null;
    },
  };
}
