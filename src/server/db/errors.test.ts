import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

/** Which errors mean "database unreachable" (→ 503) rather than a bug (→ 500); decision 0020. */

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each<[string, unknown, boolean]>([
    ['connection refused', withCode('ECONNREFUSED'), true],
    ['connection reset', withCode('ECONNRESET'), true],
    ['PostgreSQL admin shutdown (57P01)', withCode('57P01'), true],
    ['PostgreSQL cannot connect now (57P03)', withCode('57P03'), true],
    ['PostgreSQL connection failure (08006)', withCode('08006'), true],
    ['PostgreSQL too many connections (53300)', withCode('53300'), true],
    ['SQLite busy', withCode('SQLITE_BUSY'), true],
    ['pg pool timeout', new Error('timeout exceeded when trying to connect'), true],
    ['pg socket closed', new Error('Connection terminated unexpectedly'), true],
    [
      'a library error wrapping a refused connection',
      new Error('FAILED_TO_GET_SESSION', { cause: withCode('ECONNREFUSED') }),
      true,
    ],
    [
      'two levels of wrapping',
      new Error('outer', { cause: new Error('middle', { cause: withCode('57P01') }) }),
      true,
    ],
    [
      'every address of a host refused',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect'),
      true,
    ],
    ['a unique violation (23505)', withCode('23505'), false],
    ['a syntax error (42601)', withCode('42601'), false],
    ['SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE'), false],
    ['a plain bug', new TypeError('x is undefined'), false],
    ['a wrapped bug', new Error('outer', { cause: new TypeError('x') }), false],
    ['not an error', 'ECONNREFUSED', false],
    ['undefined', undefined, false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });

  it('stops on a cause chain that loops', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    Object.assign(a, { cause: b });
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
