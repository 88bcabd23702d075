import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_ATTEMPTS, describeMailError, retryDelayMs } from './mail-queue.service.ts';

describe('retryDelayMs', () => {
  it.each<[attempts: number, seconds: number]>([
    [1, 30],
    [2, 60],
    [3, 120],
    [4, 240],
    [7, 1920],
    [8, 3600],
    [12, 3600],
  ])('after attempt %i waits %i s', (attempts, seconds) => {
    expect(retryDelayMs(attempts)).toBe(seconds * 1000);
  });

  it('spreads the attempts over hours, not minutes', () => {
    let total = 0;
    for (let attempt = 1; attempt < DEFAULT_MAX_ATTEMPTS; attempt++) total += retryDelayMs(attempt);
    expect(total / 3_600_000).toBeGreaterThan(4);
    expect(total / 3_600_000).toBeLessThan(6);
  });
});

describe('describeMailError', () => {
  it.each<[error: unknown, text: string]>([
    [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' }),
      'ESOCKET: connect ECONNREFUSED 127.0.0.1:2525',
    ],
    [new Error('Invalid login: 535 5.7.8 rejected'), 'Invalid login: 535 5.7.8 rejected'],
    [
      new Error('cannot reach smtps://apikey:SECRET@smtp.example.com:465'),
      'cannot reach smtps://[redacted]@smtp.example.com:465',
    ],
    ['plain string', 'plain string'],
  ])('%s', (error, text) => {
    expect(describeMailError(error)).toBe(text);
  });

  it('keeps stored errors short', () => {
    expect(describeMailError(new Error('x'.repeat(2000)))).toHaveLength(500);
  });
});
