import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One vitest run covers every layer; `npm test` runs them all. Workspace packages resolve to
// their TypeScript sources through the `@ponteiro/source` export condition (no build needed).
const conditions = ['@ponteiro/source'];
const sourceResolve = {
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
};

export default defineConfig({
  ...sourceResolve,
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one worker, and the
    // suite took 37 minutes. Test files own their databases (a PGlite copy or a PostgreSQL
    // database of their own), so two run side by side. The browser tests stay one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    projects: [
      {
        ...sourceResolve,
        test: {
          name: 'shared',
          include: [
            'packages/shared/src/**/*.test.ts',
            'packages/time-engine/src/**/*.test.ts',
            'packages/rep-files/src/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        ...sourceResolve,
        test: {
          name: 'api',
          include: [
            'apps/api/src/**/*.test.ts',
            'apps/api/test/**/*.test.ts',
            'packages/db/src/**/*.test.ts',
            'packages/cli/src/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['./apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...sourceResolve,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./apps/web/src/test/setup.ts'],
          // Lazy area chunks load slowly on a busy 2-core machine, two test files at a time (see
          // test/setup.ts): a guard against a hung test, not a measure of speed.
          testTimeout: 30_000,
        },
      },
      {
        ...sourceResolve,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
