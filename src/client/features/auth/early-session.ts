import type { ApiAnswer } from '#shared/api-contract.ts';
import { earlySessionGlobal } from '#shared/early-session.ts';

type SessionAnswer = ApiAnswer<'GET /api/session'>;

/**
 * The session request the page's HTML started (decision 0135), once: later reads (after sign-in
 * or out, a refetch) ask the API themselves. Undefined when the page started none or it failed.
 */
export async function takeEarlySession(): Promise<SessionAnswer | undefined> {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as Record<string, Promise<unknown> | undefined>;
  const early = holder[earlySessionGlobal];
  if (!early) return undefined;
  holder[earlySessionGlobal] = undefined;
  // The server serialised it with the contract's schema, as apiRequest trusts (decision 0095).
  const answer = (await early) as SessionAnswer | null;
  return answer ?? undefined;
}
