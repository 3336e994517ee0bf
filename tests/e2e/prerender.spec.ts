import type { Locator, Page, Route } from '@playwright/test';
import { PUBLIC_PAGES, expect, test } from './fixtures';

/**
 * The build prerenders the home page into index.html, and every other public page into a file
 * that the boot script inlined in index.html puts in place when a link names it; the app
 * hydrates what is in place. These tests hold the app's script back to look at the page as a
 * visitor sees it before any of the app's code runs, then let it through.
 */

/** Holds every request for the app's scripts until `release()` is called. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Holds the code of home's islands (its lower sections and the footer) until released. */
async function holdIslands(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/(home-sections|site-footer)-[\w-]+\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** React has taken this element over. */
function hasFiber(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber')),
  );
}

/** React has taken the page's main heading over (hydrated or rendered it). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return Boolean(heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber')));
  });
}

test.describe('prerendered home page', () => {
  test('shows the home page before any script runs, and the app takes it over', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'home');

    await scripts.release();
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  });

  test('keeps the prerendered heading node when the app starts on home', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page
      .getByRole('heading', { level: 1 })
      .evaluate((element) => element.setAttribute('data-before-script', ''));
    await scripts.release();
    await hydrated(page);
    await expect(page.locator('main h1[data-before-script]')).toBeVisible();
  });

  test('a link to another page shows that page before the app runs, never home', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/#pricing', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'pricing');
    await expect(page.getByText('Bulk SMS that reaches every customer in Ghana')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
    await scripts.release();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  });

  test("without the page's prerendered file, home's content stays hidden until the app renders the page", async ({
    page,
    tolerate,
  }) => {
    tolerate(/Failed to load resource/);
    const scripts = await holdScripts(page);
    await page.route(/\/assets\/page-pricing-[\w-]+\.json$/, (route) => route.abort());
    await page.goto('/#pricing', { waitUntil: 'commit' });
    await expect(page.locator('#root main')).toBeAttached();
    // The header is the same on every page and shows at once; home's content does not.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('#root main')).toBeHidden();
    // The page's code is still loaded ahead, beside the app's.
    await expect(page.locator('link[rel="modulepreload"][href*="pricing-page"]')).toHaveCount(1);
    await scripts.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(page.locator('#root main')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  });

  test('a prerendered page cannot be typed into until the app has taken it over', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/#contact', { waitUntil: 'commit' });
    const main = page.locator('#root main');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    // Typing now would be lost to the app: the page is shown but inert.
    await expect(main).toHaveAttribute('inert', '');
    await scripts.release();
    await hydrated(page);
    await expect(main).not.toHaveAttribute('inert');
    const name = page.getByLabel(/^Full name/);
    await name.fill('Ama Mensah');
    await expect(name).toHaveValue('Ama Mensah');
  });

  test('every other page is hydrated in place: the heading sent before the app ran is the one it keeps', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // One page visits them all (routing turns the HTTP cache off, so each visit fetches the
    // app's scripts again and is held again).
    let release = () => {};
    let gate = Promise.resolve();
    const hold = () => (gate = new Promise<void>((resolve) => (release = resolve)));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    for (const { name, path } of PUBLIC_PAGES.filter(({ name }) => name !== 'home')) {
      hold();
      // A new document each time: from one hash to another would stay in the same one.
      await page.goto('about:blank');
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', name);
      const heading = page.locator('main h1');
      await expect(heading).toBeVisible();
      await heading.evaluate((element) => element.setAttribute('data-before-script', ''));
      release();
      await hydrated(page);
      // Hydrated, not replaced (a mismatch would also fail the test through the console).
      await expect(page.locator('main h1[data-before-script]'), path).toBeVisible();
    }
  });

  test("a link to another page fetches the page's markup first, then its code, while the app's is on its way", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const scripts = await holdScripts(page);
    await page.goto('/#docs', { waitUntil: 'commit' });
    // Requested while the app's own script is still held back: in parallel, not after it.
    await expect(page.locator('link[rel="modulepreload"][href*="docs-page"]')).toHaveCount(1);
    // The markup is what the visitor waits for: its request does not queue behind the code's.
    const markup = requested.findIndex((path) => /\/page-docs-[\w-]+\.json$/.test(path));
    const code = requested.findIndex((path) => /\/docs-page-[\w-]+\.js$/.test(path));
    expect(markup, requested.join('\n')).toBeGreaterThanOrEqual(0);
    expect(code, requested.join('\n')).toBeGreaterThan(markup);
    await scripts.release();
    await expect(page.getByRole('heading', { level: 1, name: /API/ })).toBeVisible();
  });

  test('the islands are in the HTML at once and hydrate in place once their code arrives', async ({
    page,
  }) => {
    const islands = await holdIslands(page);
    await page.goto('/');
    await hydrated(page);
    await expect.poll(() => islands.held()).toBe(2);
    const closing = page.getByRole('heading', { name: /Start writing to them today/ });
    const footer = page.getByRole('contentinfo');
    await expect(closing).toBeVisible();
    await expect(footer).toBeAttached();
    expect(await hasFiber(closing)).toBe(false);
    expect(await hasFiber(footer)).toBe(false);
    await closing.evaluate((element) => element.setAttribute('data-before-island', ''));
    await islands.release();
    await expect.poll(() => hasFiber(footer)).toBe(true);
    await expect.poll(() => hasFiber(closing)).toBe(true);
    // Hydrated, not replaced: the node the server sent is the one React took over.
    await expect(page.locator('h2[data-before-island]')).toBeVisible();
  });

  test('a link in an island works before the island has hydrated', async ({ page }) => {
    const islands = await holdIslands(page);
    await page.goto('/');
    await hydrated(page);
    await expect.poll(() => islands.held()).toBe(2);
    const footer = page.getByRole('contentinfo');
    expect(await hasFiber(footer)).toBe(false);
    // The address changes, and the app follows it.
    await footer.getByRole('link', { name: 'Try the demo' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Try the demo dashboard' }),
    ).toBeVisible();
    await islands.release();
  });

  test('a visitor in dark mode does not see the light page before the colour mode is set', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    try {
      const scripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.locator('#root')).toBeAttached();
      await expect(page.locator('#root')).toBeHidden();
      await scripts.release();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a signed-in visitor on home gets a fresh render, without hydration errors', async ({
    page,
  }) => {
    await page.addInitScript(() => window.sessionStorage.setItem('nkra.demo.signedIn', '1'));
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
