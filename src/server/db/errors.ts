/**
 * True when an error means "the database cannot be reached right now" rather than a bug: the
 * caller should answer 503 and the same process recovers once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Node socket errors, PostgreSQL admin shutdown / connection failure classes, SQLite lock.
    if (
      ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(
        code,
      )
    ) {
      return true;
    }
    if (code.startsWith('08') || code.startsWith('57P')) return true;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return true;
  }
  return /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error/i.test(
    error.message,
  );
}
