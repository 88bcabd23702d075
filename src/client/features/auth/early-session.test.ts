import { afterEach, describe, expect, it } from 'vitest';
import { earlySessionGlobal } from '#shared/early-session.ts';
import { takeEarlySession } from './early-session.ts';

const holder = window as unknown as Record<string, Promise<unknown> | undefined>;

afterEach(() => {
  holder[earlySessionGlobal] = undefined;
});

// Decision 0135: the session request a workspace page's HTML started is used once.
describe('takeEarlySession', () => {
  it('gives the answer the page asked for, once', async () => {
    const answer = { user: null };
    holder[earlySessionGlobal] = Promise.resolve(answer);
    await expect(takeEarlySession()).resolves.toBe(answer);
    await expect(takeEarlySession()).resolves.toBeUndefined();
  });

  it('gives nothing when the page started none or its request failed', async () => {
    await expect(takeEarlySession()).resolves.toBeUndefined();
    holder[earlySessionGlobal] = Promise.resolve(null);
    await expect(takeEarlySession()).resolves.toBeUndefined();
  });
});
