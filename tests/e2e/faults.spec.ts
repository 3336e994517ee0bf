import type { Page as BrowserPage, Route } from '@playwright/test';
import {
  MOBILE,
  PUBLIC_PAGES,
  colorModeOf,
  expect,
  openMobileMenu,
  openPage,
  signInToDemo,
  test,
  waitForPage,
} from './fixtures';

/** A lazy chunk that cannot load: the browser logs the failed request and the import error. */
const CHUNK_FAILURE = [
  /Failed to load resource/,
  /Failed to fetch dynamically imported module/,
  /TypeError: .*(dynamically imported module|Importing a module script failed)/,
];

/** Counts full page loads (the first one and every reload). */
function countDocumentLoads(page: BrowserPage): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

test.describe('storage that throws', () => {
  test('on access: the app starts, navigates, signs in to the demo and switches mode', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('Storage is disabled', 'SecurityError');
          },
        });
      }
    });
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeFocused();

    // The colour mode still switches; it is only not remembered.
    const before = await colorModeOf(page);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    expect(await colorModeOf(page)).not.toBe(before);

    // The demo sign-in works for this visit.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Try the demo' }).click();
    const form = page.getByRole('form', { name: 'Sign in to the demo' });
    await form.getByLabel(/^Email/).fill('ama@kumasipharmacy.com.gh');
    await form.getByLabel(/^Password/).fill('akwaaba-2025');
    await form.getByRole('button', { name: 'Sign in to the demo' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Without storage a reload cannot remember the sign-in: it lands on home, not a blank page.
    await page.reload();
    await waitForPage(page);
    await expect(page).toHaveURL(/\/$/);
  });

  test('on every call (a full quota, a blocked store): the app starts and works', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Storage.prototype[method] = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      }
    });
    await openPage(page, '/faq');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Solutions' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions' })).toBeFocused();
  });
});

test.describe('a lazy chunk that fails to load', () => {
  test('once (a stale deploy): one reload, then the page shows', async ({ page, tolerate }) => {
    CHUNK_FAILURE.forEach(tolerate);
    const loads = countDocumentLoads(page);
    // Every request the first document makes for the chunk fails (its own import, and the
    // fetch ahead while the visitor reads home); after the reload they succeed.
    await page.route('**/assets/pricing-page-*.js', (route) =>
      loads() === 1 ? route.abort() : route.continue(),
    );
    await openPage(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
    expect(loads()).toBe(2);
  });

  test('every time (offline): one reload, then a fallback with a Reload button', async ({
    page,
    tolerate,
  }) => {
    CHUNK_FAILURE.forEach(tolerate);
    const loads = countDocumentLoads(page);
    await page.route('**/assets/pricing-page-*.js', (route) => route.abort('internetdisconnected'));
    await openPage(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();

    const fallback = page
      .getByRole('alert')
      .filter({ hasText: 'Something went wrong with this page.' });
    await expect(fallback).toBeVisible();
    await page.waitForTimeout(500);
    expect(loads(), 'exactly one automatic reload').toBe(2);
    // Never a blank page: the header and footer still work around the fallback.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Solutions' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions' })).toBeFocused();

    // Back on the broken page, the network returns and Reload brings the page.
    await page.goBack();
    await expect(fallback).toBeVisible();
    await page.unroute('**/assets/pricing-page-*.js');
    await fallback.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  });

  test("a page's own code on a direct visit: the HTML shows, one reload, then the fallback with a Reload button", async ({
    page,
    tolerate,
  }) => {
    CHUNK_FAILURE.forEach(tolerate);
    const loads = countDocumentLoads(page);
    await page.route('**/assets/pricing-page-*.js', (route) => route.abort('internetdisconnected'));
    // The page's HTML is complete without its code: it shows before the app has tried it.
    await page.goto('/pricing', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    const fallback = page
      .getByRole('alert')
      .filter({ hasText: 'Something went wrong with this page.' });
    await expect(fallback).toBeVisible();
    await page.waitForTimeout(500);
    expect(loads(), 'exactly one automatic reload').toBe(2);
    await expect(page).toHaveURL(/\/pricing$/);
    // The header and footer work around the fallback, and Reload brings the page once the
    // network is back.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.unroute('**/assets/pricing-page-*.js');
    await fallback.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });

  test('without storage to guard the reload: no reload at all, straight to the fallback', async ({
    page,
    tolerate,
  }) => {
    CHUNK_FAILURE.forEach(tolerate);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    const loads = countDocumentLoads(page);
    await page.route('**/assets/pricing-page-*.js', (route) => route.abort());
    await openPage(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page.getByText('Something went wrong with this page.')).toBeVisible();
    await page.waitForTimeout(500);
    expect(loads()).toBe(1);
  });
});

test.describe('a part that fails', () => {
  test('the charts cannot load: each chart shows its fallback, the rest of the dashboard works', async ({
    page,
    tolerate,
  }) => {
    CHUNK_FAILURE.forEach(tolerate);
    await page.route('**/assets/chart-canvas-*.js', (route) => route.abort());
    await signInToDemo(page);
    const loads = countDocumentLoads(page);
    await openPage(page, '/dashboard');
    // First failure: the guarded reload. The dashboard comes back on its first tab.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await reloaded;
    expect(loads()).toBe(2);
    await waitForPage(page);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const analytics = page.getByRole('tabpanel', { name: 'Analytics' });
    await expect(analytics.getByText('Something went wrong with this chart.')).toHaveCount(4);
    await expect(analytics.getByRole('button', { name: 'Reload' })).toHaveCount(4);
    // The numbers around the charts, and the other tabs, still work.
    await expect(analytics.getByRole('heading').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await expect(page.getByRole('table', { name: 'Campaign history' })).toBeVisible();
  });

  test('a render error in the footer (its clock throws): the footer shows a fallback, the page works', async ({
    page,
    tolerate,
  }) => {
    tolerate(/The year is unavailable/);
    tolerate(/Minified React error/);
    // The footer prints the year; a broken Date takes the footer down, and only the footer.
    await page.addInitScript(() => {
      Date.prototype.getFullYear = () => {
        throw new Error('The year is unavailable');
      };
    });
    await page.goto('/pricing');
    const fallback = page
      .getByRole('alert')
      .filter({ hasText: 'Something went wrong with the footer.' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Solutions' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions' })).toBeVisible();
  });
});

test.describe('history and addresses', () => {
  test('Back, Forward and reload through the dashboard and sign-out', async ({ page }) => {
    await signInToDemo(page);
    await openPage(page, '/pricing');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
    // Signed out, the dashboard stays closed to Back and to a reload.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
    await page.goto('/dashboard');
    await page.reload();
    await waitForPage(page);
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of [
    '/no/such/page',
    '/pricing/plans',
    '/index.htm',
    '/assets/',
    '/%E2%82%B5',
    '/a/b/c?x=<script>#pricing',
  ]) {
    test(`${path} shows the 404 page with a way home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeVisible();
      await expect(page).toHaveTitle('Page not found · Nkra');
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      // The address that named no page stays, to be corrected by the visitor.
      expect(new URL(page.url()).pathname).toBe(new URL(path, page.url()).pathname);
    });
  }

  // Old links named a page by their hash: a page's is replaced by its path, any other stays home.
  for (const hash of ['#nope', '#PRICING', '#/faq', '#%3Cscript%3E']) {
    test(`/${hash} lands on a sensible page`, async ({ page }) => {
      await openPage(page, `/${hash}`);
      const expected = /faq/i.test(hash) ? 'faq' : /pricing/i.test(hash) ? 'pricing' : 'home';
      const heading = {
        faq: 'Frequently asked questions',
        pricing: 'Pricing',
        home: 'Bulk SMS that reaches every customer in Ghana',
      }[expected];
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (expected === 'home') expect(new URL(page.url()).pathname).toBe('/');
      else await expect(page).toHaveURL(new RegExp(`/${expected}$`));
    });
  }
});

/** The opacity of the page wrapper at every frame for `ms` after `action`. */
async function opacityDuring(page: BrowserPage, action: () => Promise<void>, ms = 600) {
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { opacitySamples: number[] }).opacitySamples = samples;
    const sample = () => {
      const wrapper = document.querySelector('main')?.firstElementChild;
      if (wrapper) samples.push(Number(getComputedStyle(wrapper).opacity));
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await action();
  await page.waitForTimeout(ms);
  return page.evaluate(() => (window as unknown as { opacitySamples: number[] }).opacitySamples);
}

/** Waits until the motion code has arrived, so the next page change could fade. */
async function motionReady(page: BrowserPage) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes('motion-fade')),
      ),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
}

test.describe('motion', () => {
  test('the fade’s code arriving after the first page change leaves that page in place', async ({
    page,
  }) => {
    // The fade's code loads once the app has started; on a slow line the visitor may be quicker.
    const held: Route[] = [];
    await page.route('**/assets/motion-fade-*.js', (route) => void held.push(route));
    await openPage(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Solutions' })
      .click();
    const heading = page.getByRole('heading', { level: 1, name: 'Solutions' });
    await expect(heading).toBeFocused();
    await heading.evaluate((element) => element.setAttribute('data-before-fade', ''));
    await expect.poll(() => held.length).toBe(1);
    await Promise.all(held.map((route) => route.continue()));
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some(({ name }) => name.includes('motion-fade')),
        ),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    // The page the visitor is on is not drawn again: the same heading, still focused.
    await expect(page.locator('main h1[data-before-fade]')).toBeFocused();
  });

  test('pages fade in for visitors who have not asked for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openPage(page, '/');
    await motionReady(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Solutions' }).click();
    await waitForPage(page);
    const samples = await opacityDuring(page, () =>
      nav.getByRole('link', { name: 'Pricing' }).click(),
    );
    expect(Math.min(...samples)).toBeLessThan(1);
    expect(samples.at(-1)).toBe(1);
  });

  test('with reduced motion, pages appear at once: no fade', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/');
    await motionReady(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Solutions' }).click();
    await waitForPage(page);
    const samples = await opacityDuring(page, () =>
      nav.getByRole('link', { name: 'Pricing' }).click(),
    );
    expect(samples.length).toBeGreaterThan(5);
    expect(Math.min(...samples)).toBe(1);
  });
});

/** Screens for the narrow-width checks besides the public pages. */
const NARROW_SCREENS: { name: string; path: string; signedIn?: boolean; menu?: boolean }[] = [
  { name: '404', path: '/no/such/page' },
  { name: 'home with the menu open', path: '/', menu: true },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
];

/**
 * Opens every public page in turn in one document: home first, then each other page by its link
 * in the header or footer, as a visitor's click does; runs `check` on each once its code has
 * loaded. A fresh document per page costs a CI worker about 2 s each for the same layout.
 */
async function eachPublicPage(page: BrowserPage, check: (name: string) => Promise<void>) {
  const pages = [...PUBLIC_PAGES].sort((a, b) => Number(b.path === '/') - Number(a.path === '/'));
  let previousHeading = '';
  for (const { name, path } of pages) {
    await test.step(name, async () => {
      if (path === '/') {
        await openPage(page, path);
      } else {
        await page
          .locator(`header a[href="${path}"]:visible, footer a[href="${path}"]:visible`)
          .first()
          .click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await waitForPage(page);
      }
      await page.waitForLoadState('networkidle');
      // The page has changed, not just the address.
      const heading = await page.locator('main h1').innerText();
      expect(heading, name).not.toBe(previousHeading);
      previousHeading = heading;
      await check(name);
    });
  }
}

const scrollWidth = (page: BrowserPage) =>
  page.evaluate(() => document.documentElement.scrollWidth);

test.describe('320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('every public page: nothing scrolls sideways', async ({ page }) => {
    await eachPublicPage(page, async (name) => {
      expect.soft(await scrollWidth(page), name).toBeLessThanOrEqual(320);
    });
  });

  for (const screen of NARROW_SCREENS) {
    test(`${screen.name}: nothing scrolls sideways`, async ({ page }) => {
      if (screen.signedIn) await signInToDemo(page);
      await openPage(page, screen.path);
      if (screen.menu) await openMobileMenu(page);
      await page.waitForLoadState('networkidle');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(320);
    });
  }
});

test.describe('200% zoom (a 1280 px window shows 640 CSS px at 2× scale)', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test('every public page: nothing scrolls sideways, the menu is reachable', async ({ page }) => {
    await eachPublicPage(page, async (name) => {
      expect.soft(await scrollWidth(page), name).toBeLessThanOrEqual(640);
      await expect.soft(page.getByRole('button', { name: 'Open menu' }), name).toBeVisible();
    });
  });

  for (const screen of NARROW_SCREENS) {
    test(`${screen.name}: nothing scrolls sideways, the menu is reachable`, async ({ page }) => {
      if (screen.signedIn) await signInToDemo(page);
      await openPage(page, screen.path);
      if (screen.menu) await openMobileMenu(page);
      await page.waitForLoadState('networkidle');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(640);
      if (!screen.signedIn && screen.name !== '404') {
        await expect(
          page.getByRole('button', { name: screen.menu ? 'Close menu' : 'Open menu' }),
        ).toBeVisible();
      }
    });
  }
});

test('the mobile layout at 375 px keeps the header on one line', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await openPage(page, '/');
  const header = await page.locator('header').first().boundingBox();
  expect(header?.height ?? 0).toBeLessThanOrEqual(72);
});
