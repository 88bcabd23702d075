import { afterEach, describe, expect, it } from 'vitest';
import { announcePageHydrated, isPageHydrated, whenPageHydrated } from './page-hydrated.ts';

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
});

/** Whether `promise` has settled once pending callbacks and microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve));
  return done;
}

describe('whenPageHydrated', () => {
  it('waits for the announcement, then resolves', async () => {
    const hydrated = whenPageHydrated();
    expect(await settled(hydrated)).toBe(false);
    expect(isPageHydrated()).toBe(false);
    announcePageHydrated();
    expect(await settled(hydrated)).toBe(true);
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('resolves at once on a page that has hydrated', async () => {
    announcePageHydrated();
    expect(await settled(whenPageHydrated())).toBe(true);
  });
});
