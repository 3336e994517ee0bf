import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/browser';

// Several people (or agents) may test at once: each can pick its own port and build folder.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry, reported as "flaky" in the list: on a loaded 2-core CI machine a row menu
  // followed by its dialog has failed once in about a thousand runs and never locally in
  // hundreds of repeats. A test that fails twice still fails the run.
  retries: 1,
  // One worker per CPU: a third on two CPUs made each test half as slow again, for no gain.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace is recorded when a failed test runs again: recording one for every test, to keep
    // it only on failure, cost every test its DOM snapshots.
    trace: 'on-first-retry',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The tests run against the production build (`npm run test:e2e` builds first).
    command: `node build/serve.mjs --port ${PORT} --dir ${DIST}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
