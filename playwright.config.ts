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
  // Three workers on two CPUs: a browser test waits (for a page, a worker, an animation) about
  // half of its time, and with two workers CI used 46% of the machine's CPU (18.6 CPU-minutes
  // in a 20.4-minute run).
  workers: 3,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
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
