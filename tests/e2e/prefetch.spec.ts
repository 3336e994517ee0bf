/**
 * A page's code fetched ahead of a likely visit (src/app/page-modules.ts): the main navigation's
 * pages once the browser is idle after loading, a page when a link to it is pointed at, focused
 * or touched, a public page once a link to it has been in view, the dashboard once the demo
 * sign-in form is in use, and nothing ahead for a visitor who asked the browser to save data or
 * is on 2G.
 * Each test watches the requests for the pages' chunks, which the build names after the page
 * (`/assets/docs-page-<hash>.js`), and checks that a fetch came before the visit, not with it.
 */
import type { Page as BrowserPage } from '@playwright/test';
import { expect, openPage, test, untilIdle } from './fixtures';

/** The pages whose code the tab has requested, in order (`'docs'` for docs-page-<hash>.js). */
function watchPageChunks(page: BrowserPage): () => string[] {
  const pages: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/([a-z]+)-page-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) pages.push(name);
  });
  return () => [...pages];
}

const footerLink = (page: BrowserPage, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });

test.describe('fetched when the browser is idle after loading', () => {
  test('home: the other pages of the main navigation and the demo sign-in, nothing more', async ({
    page,
  }) => {
    const chunks = watchPageChunks(page);
    await openPage(page, '/');
    await expect.poll(chunks).toEqual(expect.arrayContaining(['solutions', 'pricing', 'auth']));
    await untilIdle(page);
    // Home's own code comes with its HTML; the dashboard waits for a sign-in.
    expect(new Set(chunks())).toEqual(new Set(['home', 'solutions', 'pricing', 'auth']));
  });

  test('the demo sign-in: not the dashboard, until the visitor starts on the form', async ({
    page,
  }) => {
    const chunks = watchPageChunks(page);
    await openPage(page, '/auth');
    await untilIdle(page);
    expect(chunks()).not.toContain('dashboard');
    // Focus in the form (a pointer over it does the same): a sign-in is near.
    await page
      .getByRole('form')
      .getByLabel(/^Email\b/)
      .focus();
    await expect.poll(chunks).toContain('dashboard');
  });
});

test.describe('fetched when a visit looks likely, before the click', () => {
  // Each gesture reaches the link where it is, below the fold: scrolled into view, the link
  // would be seen, and its page fetched for that alone (the next test).
  for (const [gesture, name, chunk, heading, act] of [
    [
      'pointed at',
      'API quick start',
      'docs',
      'API documentation',
      (link) => link.dispatchEvent('pointerover'),
    ],
    [
      'focused',
      'FAQ',
      'faq',
      'Frequently asked questions',
      (link) => link.evaluate((element: HTMLElement) => element.focus({ preventScroll: true })),
    ],
    ['touched', 'About Us', 'about', 'About us', (link) => link.dispatchEvent('touchstart')],
  ] as const satisfies readonly (readonly [
    string,
    string,
    string,
    string,
    (link: ReturnType<typeof footerLink>) => Promise<void>,
  ])[]) {
    test(`a link ${gesture}: its page's code is requested, once`, async ({ page }) => {
      const chunks = watchPageChunks(page);
      await openPage(page, '/');
      // The idle work is done: whatever comes next, the gesture asked for.
      await untilIdle(page);
      expect(chunks()).not.toContain(chunk);
      const link = footerLink(page, name);
      await act(link);
      await expect.poll(chunks).toContain(chunk);
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(chunks().filter((page) => page === chunk)).toHaveLength(1);
    });
  }
});

test.describe('fetched once a link to the page has been in view', () => {
  test('the footer seen: its public pages are requested while the browser is idle, once', async ({
    page,
  }) => {
    const chunks = watchPageChunks(page);
    await openPage(page, '/');
    await untilIdle(page);
    const footerPages = ['docs', 'contact', 'about', 'privacy', 'terms', 'faq'];
    expect(chunks()).not.toEqual(expect.arrayContaining(footerPages));
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(chunks).toEqual(expect.arrayContaining(footerPages));
    // A visit uses the code fetched ahead: no second request.
    await footerLink(page, 'Help Support').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    expect(chunks().filter((name) => name === 'contact')).toHaveLength(1);
  });
});

test.describe('nothing fetched ahead where every byte costs the visitor', () => {
  for (const [reason, connection] of [
    ['the visitor asked the browser to save data', { saveData: true, effectiveType: '4g' }],
    ['a 2G connection', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`${reason}: not when idle, pointed at, focused or touched; a click still loads the page`, async ({
      page,
    }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => value,
        });
      }, connection);
      const chunks = watchPageChunks(page);
      await openPage(page, '/');
      await untilIdle(page);
      await footerLink(page, 'API quick start').hover();
      await footerLink(page, 'FAQ').focus();
      await footerLink(page, 'About Us').dispatchEvent('touchstart');
      // Every footer link has been in view by now, too.
      // A visit is the one fetch. Its page shows only once its code has come, and by then every
      // request asked for before the click has been seen.
      await footerLink(page, 'Privacy Policy').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      expect(chunks()).toEqual(['home', 'privacy']);
    });
  }
});
