/**
 * True when an error means "the database cannot be reached right now" rather than a bug: the
 * caller should answer 503 and the same process recovers once the database is back.
 *
 * Libraries wrap driver errors (Better Auth rethrows them as its own 500 with the original as
 * `cause`), so the whole cause chain is searched.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current);) {
    seen.add(current);
    if (isUnavailableItself(current)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = current.cause;
  }
  return false;
}

const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

function isUnavailableItself(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (socketCodes.has(code)) return true;
    // PostgreSQL classes 08 (connection exception), 57P (operator intervention: admin shutdown,
    // crash shutdown, cannot connect now) and 53300 (too many connections).
    if (code.startsWith('08') || code.startsWith('57P') || code === '53300') return true;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return true;
  }
  // pg reports pool and socket trouble with plain messages and no code.
  return /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Query read timeout/i.test(
    error.message,
  );
}

/**
 * PostgreSQL's and better-sqlite3's codes for a unique index refusing a row (lead views' names,
 * content slugs, a meeting moved onto a taken slot: issue 25 §6, migration 010's index): the
 * index decides a race the caller's own check could not.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
