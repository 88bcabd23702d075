import { describe, expect, it } from 'vitest';
import { errorLineCollector, isErrorLogLine } from './app-process.ts';

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

describe('errorLineCollector', () => {
  const info = '{"level":30,"msg":"request completed"}\n';
  const error = '{"level":50,"msg":"deadlock detected"}';

  it('keeps an error line split across chunks, whole, and nothing else', () => {
    const collector = errorLineCollector(10);
    collector.push(info + error.slice(0, 12));
    collector.push(error.slice(12) + '\n' + info);
    expect(collector.lines()).toEqual([error]);
  });

  it('keeps a line only once it has ended', () => {
    const collector = errorLineCollector(10);
    collector.push(error);
    expect(collector.lines()).toEqual([]);
    collector.push('\n');
    expect(collector.lines()).toEqual([error]);
  });

  it('keeps the first `max` error lines', () => {
    const collector = errorLineCollector(2);
    for (let i = 0; i < 5; i++) collector.push(`{"level":50,"msg":"e${i}"}\n`);
    expect(collector.lines()).toEqual(['{"level":50,"msg":"e0"}', '{"level":50,"msg":"e1"}']);
  });
});
