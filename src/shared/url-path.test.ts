import { describe, expect, it } from 'vitest';
import { trimTrailingSlashes } from './url-path.ts';

describe('trimTrailingSlashes: what `/\\/+$/` removed, by a loop (issue 22 finding 1)', () => {
  it.each([
    ['', ''],
    ['/', ''],
    ['///', ''],
    ['/en/faq', '/en/faq'],
    ['/en/faq/', '/en/faq'],
    ['/en/faq///', '/en/faq'],
    ['//a//b', '//a//b'],
    ['/a/?q=/', '/a/?q='],
  ])('%j → %j', (path, trimmed) => {
    expect(trimTrailingSlashes(path)).toBe(trimmed);
    expect(trimTrailingSlashes(path)).toBe(path.replace(/\/+$/, ''));
  });
});
