import { carryToastsToNextPage } from '#client/lib/toast.ts';

/**
 * Where to go after signing in: the protected page first asked for (`?redirect=`), if it is a path
 * of this site; otherwise home. Never another origin (open-redirect protection).
 */
export function safeRedirectTarget(search: string, fallback: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}

/** Full-page redirect (spec 01 §4) that keeps the success toast visible on the next page. */
export function fullPageRedirect(target: string): void {
  carryToastsToNextPage();
  window.location.assign(target);
}
