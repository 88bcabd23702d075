import { defineConfig } from 'vitest/config';

// Three projects so each test runs in the environment it needs (STYLE.md: tests beside code).
export default defineConfig({
  test: {
    // The JSON report feeds the one-line total that .ci/run prints (scripts/test-summary.ts).
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // Starts one real PostgreSQL cluster for the whole run (spec: API tests on both databases).
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
