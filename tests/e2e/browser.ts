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

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
