import { existsSync, readFileSync } from 'node:fs';

/**
 * Prints one closing line over both runners, `tests: N passed, N failed`, from their JSON reports
 * (vitest.config.ts, playwright.config.ts). Exits non-zero if a report is missing or counted nothing.
 */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}
interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  tests: { status: string }[];
}
interface PlaywrightSuite {
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** Journeys that failed once and passed on their retry: named, so they get fixed (decision 0066). */
function flakyJourneys(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === 'flaky'))
      .map((spec) => `${spec.file}:${spec.line} ${spec.title}`),
    ...flakyJourneys(suite.suites ?? []),
  ]);
}

function read<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

const unit = read<VitestReport>('reports/vitest.json');
const e2e = read<PlaywrightReport>('reports/playwright.json');
const passed = (unit?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats.skipped ?? 0);

console.log(
  `unit and API (vitest): ${unit ? `${unit.numPassedTests} passed, ${unit.numFailedTests} failed` : 'no report'}`,
);
console.log(
  `journeys (playwright): ${e2e ? `${e2e.stats.expected} passed, ${e2e.stats.flaky} flaky (passed on retry), ${e2e.stats.unexpected} failed` : 'no report'}`,
);
for (const title of e2e ? flakyJourneys(e2e.suites) : []) console.log(`  flaky: ${title}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = !unit || !e2e || passed === 0 || failed > 0 ? 1 : 0;
