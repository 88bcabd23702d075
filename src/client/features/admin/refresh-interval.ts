/**
 * The list refreshes itself every 30 s (spec 01 §4, §9). A build may shorten it with
 * VITE_ADMIN_REFRESH_MS (scripts/e2e-server.ts does, so a journey can watch a new lead appear
 * without waiting half a minute); anything under a second or not a whole number is ignored.
 */
export const DEFAULT_ADMIN_REFRESH_MS = 30_000;

export function refreshIntervalFrom(value: unknown): number {
  const ms = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(ms) && ms >= 1000 ? ms : DEFAULT_ADMIN_REFRESH_MS;
}

export const adminRefreshMs = refreshIntervalFrom(import.meta.env.VITE_ADMIN_REFRESH_MS);
