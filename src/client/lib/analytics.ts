/** The global Google tag function, when the page has one (spec 01 §7). */
export type Gtag = (...args: unknown[]) => void;

export function currentGtag(): Gtag | undefined {
  if (typeof window === 'undefined') return undefined;
  const candidate = (window as unknown as { gtag?: unknown }).gtag;
  return typeof candidate === 'function' ? (candidate as Gtag) : undefined;
}

/** Every analytics event carries the fixed business category (spec 01 §7). */
export const analyticsCategory = 'business';

export function trackEvent(name: string, params: Record<string, unknown> = {}): void {
  try {
    currentGtag()?.('event', name, { event_category: analyticsCategory, ...params });
  } catch (error) {
    console.warn('analytics event failed', error);
  }
}
