import type { Page } from '@playwright/test';
import { openDashboard } from './dashboard-helpers';
import { cssRuleCount, expect, openPage, settledCssRuleCount, test } from './fixtures';

/** The visitor's browser asks to save data (Chromium's Save-Data setting). */
async function saveData(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    });
  });
}

function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

const NEXT_PAGES = ['solutions-page', 'pricing-page', 'auth-page', 'contact-page'];

test.describe('code fetched ahead while the visitor reads', () => {
  test('home fetches the next pages after it has loaded; Pricing then opens without a loading state', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await openPage(page, '/');
    for (const chunk of NEXT_PAGES) {
      await expect
        .poll(() => scripts.some((url) => url.includes(chunk)), { message: chunk })
        .toBe(true);
    }
    expect(scripts.filter((url) => /dashboard-page|chart-canvas/.test(url))).toEqual([]);
    const skeletons: number[] = [];
    await page.exposeFunction('sawSkeleton', () => skeletons.push(1));
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Loading page"]')) void window.sawSkeleton();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeFocused();
    expect(skeletons).toEqual([]);
  });

  for (const signedIn of [false, true]) {
    test(`${signedIn ? 'signed in' : 'signed out'}, the next pages are rendered ahead: opening Solutions, then Pricing, adds no style rules`, async ({
      page,
    }) => {
      if (signedIn) {
        await page.addInitScript(() => sessionStorage.setItem('nkra.demo.signedIn', '1'));
      }
      await openPage(page, '/');
      // Until the warm-up has had its go at every next page (its `WARM_UP_DONE` mark), and
      // whatever else the page renders has stopped inserting styles.
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('warm-up: done').length))
        .toBe(1);
      const before = await settledCssRuleCount(page, [750]);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Solutions', 'Pricing']) {
        await nav.getByRole('link', { name }).click();
        await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
        expect(await cssRuleCount(page), name).toBe(before);
      }
    });
  }

  test('with Save-Data on, home fetches no page ahead', async ({ page }) => {
    await saveData(page);
    const scripts = scriptsOf(page);
    await openPage(page, '/');
    await page.waitForTimeout(1500);
    expect(scripts.filter((url) => NEXT_PAGES.some((chunk) => url.includes(chunk)))).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeFocused();
  });

  test('with Save-Data on, the dashboard fetches chart.js only when Analytics opens', async ({
    page,
  }) => {
    await saveData(page);
    const scripts = scriptsOf(page);
    await openDashboard(page);
    await page.waitForTimeout(1500);
    expect(scripts.filter((url) => url.includes('chart-canvas'))).toEqual([]);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.locator('canvas')).toHaveCount(4);
    expect(scripts.filter((url) => url.includes('chart-canvas'))).toHaveLength(1);
  });
});

declare global {
  interface Window {
    sawSkeleton(): Promise<void>;
  }
}
