// One Vitest run, four projects: pure rules, API through app.inject(), web helpers, browser journeys.
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two workers on a 2-core machine (the default is one fewer than the cores): many test files
    // wait on a child process, a socket or a timer, so a second worker halves the suite's time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          // Pure rules with no module state: files share one module graph per worker.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on a fresh database (from a dumped template on PGlite).
          // Files share one module graph per worker instead of importing the whole app again
          // for each of them: that import was over half of the suite's time (docs/testing.md,
          // 'Test files share their modules'). So a test file must leave no module state behind:
          // it closes what it opens and never mocks a module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          passWithNoTests: true,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          // The journeys across several processes need PostgreSQL, Redis and nginx: project cluster.
          exclude: [...configDefaults.exclude, 'e2e/**/*.cluster.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        // The app scaled out: each file starts its own processes behind nginx on a fresh
        // PostgreSQL database and the shared Redis (scripts/cluster). Run by `npm run test:cluster`
        // in .ci/run, never by `npm test` (docs/operating.md, "Running several processes").
        test: {
          name: 'cluster',
          include: ['apps/server/cluster/**/*.cluster.test.ts', 'e2e/**/*.cluster.e2e.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
