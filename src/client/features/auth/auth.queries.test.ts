import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api.ts';
import { announcePageHydrated } from '#client/lib/page-hydrated.ts';
import { userQueryOptions } from './auth.queries.ts';

// The app after its page has hydrated, unless a test says otherwise (decision 0157).
beforeEach(() => announcePageHydrated());
afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.hydrated;
});

const run = () => {
  const queryFn = userQueryOptions.queryFn as () => Promise<unknown>;
  return queryFn();
};

describe('session query (GET /api/session)', () => {
  it('asks at once but answers only once the page has hydrated', async () => {
    delete document.documentElement.dataset.hydrated;
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('{"user":null}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    let answered = false;
    const answer = run().then(() => (answered = true));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    announcePageHydrated();
    await answer;
    expect(answered).toBe(true);
  });

  it('yields null, not an error, when nobody is signed in', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('{"user":null}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(run()).resolves.toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/session');
  });

  it('yields the user when signed in', async () => {
    const user = {
      id: '1',
      fullName: 'Ana',
      email: 'a@b.co',
      isAdmin: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(new Response(JSON.stringify({ user }), { status: 200 })),
    );
    await expect(run()).resolves.toEqual(user);
  });

  it('raises any other failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(new Response('down', { status: 503 })),
    );
    await expect(run()).rejects.toBeInstanceOf(ApiError);
  });
});
