import { describe, expect, it } from 'vitest';
import { isErrorLogLine } from './app-process.ts';

describe('isErrorLogLine (what a benchmark keeps of the server log)', () => {
  it.each([
    ['{"level":50,"time":1,"msg":"request failed"}', true],
    ['{"level":60,"time":1,"msg":"fatal"}', true],
    ['{"level":40,"time":1,"msg":"slow"}', false],
    ['{"level":30,"time":1,"msg":"request completed","res":{"statusCode":500}}', false],
    ['{"level":500,"time":1}', false],
    ['not json {"level":50}', false],
    ['', false],
  ])('%s → %s', (line, expected) => {
    expect(isErrorLogLine(line)).toBe(expected);
  });
});
