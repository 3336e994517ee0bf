import { execFileSync } from 'node:child_process';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, DISABLED_FEATURES, findChromium } from './browser';

// The browser the other tests run in, launched here on its own so its command line can be read.
test('the test browser keeps the features Playwright turns off, and builds no address-bar popup', async () => {
  const server = await chromium.launchServer({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
  });
  try {
    const commandLine = execFileSync(
      'ps',
      ['-ww', '-o', 'args=', '-p', String(server.process().pid)],
      {
        encoding: 'utf8',
      },
    );
    const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map(([, list]) =>
      (list ?? '').split(','),
    );
    // Playwright's own switch, then ours: Chromium honours the last, which must carry both.
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const honoured = lists.at(-1) ?? [];
    for (const list of lists) expect(honoured).toEqual(expect.arrayContaining(list));
    expect(honoured).toEqual(expect.arrayContaining(DISABLED_FEATURES));

    const browser = await chromium.connect(server.wsEndpoint());
    const context = await browser.newContext();
    await context.newPage();
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.map(({ type, url }) => `${type} ${url}`)).toEqual(['page about:blank']);
    await browser.close();
  } finally {
    await server.close();
  }
});
