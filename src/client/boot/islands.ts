import { hasCarriedToasts } from '#client/lib/carried-toasts.ts';
import { readConsent } from '#client/lib/consent.ts';
import { registerServiceWorker } from '#client/lib/service-worker.ts';

/**
 * What a prerendered page shows without anyone touching it, done without the app (issue 14 §7,
 * decision 0072). Loaded by the page's inline script once the page has loaded and the browser is
 * idle; the app itself (~230 KB) loads at the next idle moment after it (decision 0084), so these
 * few hundred bytes show the sign-in button long before the app could on a slow phone. `run` says
 * whether the page needs the app for what it shows (the gate starts it either way now):
 * - (the cookie banner needs nothing here: it is in the HTML, a form that works without
 *   JavaScript, and its own inline script hides it or takes a tap before this loads, decision 0085);
 * - a signed-in visitor needs the app for their name and account controls in the header; an
 *   anonymous one gets the sign-in button revealed in its reserved place;
 * - a visitor who allowed analytics needs the app, which counts the page view;
 * - so does a toast carried over from the page before (lib/toast.ts).
 * A few hundred bytes; nothing here may import React or the app.
 */
export async function run(): Promise<boolean> {
  registerServiceWorker();
  const consent = readConsent();
  if (consent?.analytics && import.meta.env.VITE_GA_MEASUREMENT_ID) return true;
  // A toast carried over a full-page redirect ("Senha redefinida" on the sign-in page) is shown
  // by the app.
  if (hasCarriedToasts()) return true;
  if (await signedIn()) return true;
  for (const pending of document.querySelectorAll('[data-session-pending]')) {
    pending.classList.remove('invisible');
  }
  return false;
}

/** Asks the server (GET /api/session); if it cannot say, the visitor is treated as signed out. */
async function signedIn(): Promise<boolean> {
  try {
    const response = await fetch('/api/session', { headers: { accept: 'application/json' } });
    if (!response.ok) return false;
    const body = (await response.json()) as { user?: unknown };
    return Boolean(body.user);
  } catch (error) {
    console.info('session check failed', error);
    return false;
  }
}
