import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Finds a Chromium to drive, in this order: CHROME_PATH, Playwright's own download, Debian's
 * /usr/bin/chromium. Browser downloads may be impossible where the tests run, so a system
 * Chromium is the usual answer.
 */
export function findChromium(): string {
  const candidates: { source: string; path: string | undefined }[] = [
    { source: 'CHROME_PATH', path: process.env.CHROME_PATH },
    { source: "Playwright's download", path: safeBundledPath() },
    { source: 'Debian chromium', path: '/usr/bin/chromium' },
  ];
  for (const { path } of candidates) {
    if (path && existsSync(path)) return path;
  }
  throw new Error(
    [
      'No Chromium found for the browser tests. Looked at:',
      ...candidates.map(({ source, path }) => `  - ${source}: ${path ?? '(not set)'}`),
      'Install one with `apt-get update && apt-get install -y chromium` (Debian),',
      'or point CHROME_PATH at a Chrome or Chromium binary.',
    ].join('\n'),
  );
}

function safeBundledPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The features Playwright turns off in every Chromium it launches (its chromiumSwitches.ts).
 * Chromium honours only the last `--disable-features` on its command line, so ours repeats
 * them; tests/e2e/browser.spec.ts fails when this copy falls behind Playwright's.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 builds each window's address-bar popup as a WebUI page, headless too, in a
 * renderer of its own: every test's new context is a new window, and that renderer's start
 * took a sixth of the CPU the tests had (the dashboard and faults specs: 92 s, 76 s without).
 */
export const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * V8 in the test browser compiles to bytecode and to its baseline code only, never with its
 * optimising compilers (Maglev, TurboFan): a test's page lives a few seconds, too short for
 * their work in the background to pay for itself. That work was about half of a renderer's
 * background threads' CPU time while the dashboard opened (1.05 s to 0.42 s), and on this
 * suite's two-CPU machines every test waits for CPU: the browser tests went from 21.4 to 18.1
 * minutes on the same machine and day. The benchmark (build/bench.mjs) keeps V8's defaults.
 */
export const JS_FLAGS = '--js-flags=--max-opt=1';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...DISABLED_FEATURES].join(',')}`,
  JS_FLAGS,
];
