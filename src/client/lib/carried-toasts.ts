/**
 * Where toasts wait for the next page across a full-page redirect (lib/toast.ts). Its own module:
 * the prerendered pages' islands chunk reads it without React (decision 0072).
 */
export const carriedToastsKey = 'pending-toasts';

/** Whether a toast waits to be shown on this page. */
export function hasCarriedToasts(): boolean {
  try {
    return Boolean(sessionStorage.getItem(carriedToastsKey));
  } catch {
    return false;
  }
}
