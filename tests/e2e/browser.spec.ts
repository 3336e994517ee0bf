import { execFileSync } from 'node:child_process';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, DISABLED_FEATURES, JS_FLAGS, findChromium } from './browser';

// The browser the other tests run in, launched here on its own so its command line can be read.
test('the test browser keeps the features Playwright turns off, builds no address-bar popup, and hands its pages V8 flags', async () => {
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
    // The page's renderer runs with the test browser's V8 flags.
    const processes = execFileSync('ps', ['-ww', '-e', '-o', 'pid=,ppid=,args='], {
      encoding: 'utf8',
    })
      .split('\n')
      .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map(([, pid = '', parent = '', args = '']) => ({ pid, parent, args }));
    // The browser's descendants (its zygotes, and the renderers they start), whatever their pids.
    const ours = new Set([String(server.process().pid)]);
    let known = 0;
    while (known !== ours.size) {
      known = ours.size;
      for (const { pid, parent } of processes) if (ours.has(parent)) ours.add(pid);
    }
    const renderers = processes.filter(
      ({ pid, args }) => ours.has(pid) && args.includes('--type=renderer'),
    );
    expect(renderers.length).toBeGreaterThan(0);
    for (const { args } of renderers) expect(args.split(' ')).toContain(JS_FLAGS);
    await browser.close();
  } finally {
    await server.close();
  }
});
