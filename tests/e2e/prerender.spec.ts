import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsoleMessage, Page as BrowserPage } from '@playwright/test';
import { loadEnv, runnerImport } from 'vite';
import type { Page } from '../../src/domain/pages';
import { COMPILE_HINT } from '../../build/vite-compile-hints';
import { siteUrlFrom } from '../../build/vite-prerender';
import { PAGE_SIGHTS } from '../model/app-model';
import { MOBILE, PUBLIC_PAGES, expect, test, untilHydrated } from './fixtures';

/**
 * The build writes every public page as finished HTML (build/vite-prerender.ts): its markup,
 * the CSS it uses inline, its title, description, canonical address and Open Graph tags. These
 * tests read the pages as a visitor without JavaScript and as a search engine get them, then
 * check that the app takes each one over in place (hydrates it) rather than drawing it again.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = resolve(ROOT, process.env.E2E_DIST ?? 'dist');

/** The site's public address, as the e2e build (`vite build --mode e2e`) worked it out. */
const SITE = siteUrlFrom(loadEnv('e2e', ROOT, 'VITE_'));

/**
 * `documentTitle` of src/app/page-meta.ts. Its module reads `import.meta.env` (through the app's
 * config in src/state), which only Vite provides, so Vite loads it here, with the app's aliases.
 */
let titles: Promise<(page: Page) => string> | undefined;
function documentTitle(page: Page): Promise<string> {
  titles ??= runnerImport<{ documentTitle: (page: Page) => string }>(
    join(ROOT, 'src/app/page-meta.ts'),
    {
      configFile: false,
      root: ROOT,
      mode: 'e2e',
      logLevel: 'silent',
      resolve: {
        alias: [
          { find: '@', replacement: join(ROOT, 'src') },
          { find: '@machines', replacement: join(ROOT, 'machines') },
        ],
      },
    },
  ).then(({ module }) => module.documentTitle);
  return titles.then((title) => title(page));
}

/** Home's heading is marketing copy, which the model only checks loosely. */
const HOME_HEADING = 'Bulk SMS that reaches every customer in Ghana';

/** The main heading a page shows, from the model tests' sights. */
function headingOf(page: Page): string | RegExp {
  return page === 'home' ? HOME_HEADING : PAGE_SIGHTS[page].heading;
}

/** What the page's own <head> says, read as a crawler reads it. */
function headOf(page: BrowserPage) {
  return page.evaluate(() => {
    const content = (selector: string) =>
      document.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      robots: content('meta[name="robots"]'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogTitle: content('meta[property="og:title"]'),
      ogUrl: content('meta[property="og:url"]'),
      ogDescription: content('meta[property="og:description"]'),
    };
  });
}

test.describe('the built pages, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { name, path } of PUBLIC_PAGES) {
    test(`${path}: the whole page, its title, description, canonical address and styles`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', name);

      const headings = page.getByRole('heading', { level: 1 });
      await expect(headings).toHaveCount(1);
      await expect(headings).toBeVisible();
      await expect(headings).toHaveAccessibleName(headingOf(name));
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      const head = await headOf(page);
      const title = await documentTitle(name);
      expect(head.title).toBe(title);
      expect(head.description?.trim()).toBeTruthy();
      expect(head.ogTitle).toBe(title);
      expect(head.ogDescription).toBe(head.description);
      expect(head.ogUrl).toBe(`${SITE}${path}`);
      if (name === 'auth') {
        // The demo sign-in is not for search engines.
        expect(head.canonical).toBeNull();
        expect(head.robots).toBe('noindex');
      } else {
        expect(head.canonical).toBe(`${SITE}${path}`);
        expect(head.robots).toBeNull();
      }

      // The page's CSS came with it: its heading is set larger than the text around it.
      const sizes = await headings.evaluate((heading) => ({
        heading: parseFloat(getComputedStyle(heading).fontSize),
        body: parseFloat(getComputedStyle(document.body).fontSize),
      }));
      expect(sizes.heading).toBeGreaterThan(sizes.body * 1.2);
    });
  }

  test('the app’s start-up script and the page’s code ask to be compiled as they download', async ({
    request,
  }) => {
    // The loader imports the entry's scripts in order; the last is the app's start-up chunk.
    // The page's own chunks (and what they import) are preloaded beside it.
    const html = await (await request.get('/pricing')).text();
    const entry = /data-entry="([^"]+)"/.exec(html)?.[1]?.split(' ').at(-1);
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const modules = /data-modules="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(modules.some((file) => /^\/assets\/pricing-page-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of new Set([entry ?? '', ...modules])) {
      const script = await (await request.get(file)).text();
      expect(script.startsWith(`${COMPILE_HINT}\n`), file).toBe(true);
    }
  });

  test('every page has a description of its own', async ({ page }) => {
    const descriptions = new Map<string, string>();
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      descriptions.set(path, (await headOf(page)).description ?? '');
    }
    expect(new Set(descriptions.values()).size, JSON.stringify([...descriptions])).toBe(
      PUBLIC_PAGES.length,
    );
  });

  test('Pricing shows the four plans and their prices', async ({ page }) => {
    await page.goto('/pricing');
    const plans: [string, string, string][] = [
      ['STANDARD', 'GH₵ 10.00', '300 SMS credits'],
      ['PREMIUM', 'GH₵ 20.00', '626 SMS credits'],
      ['EXECUTIVE', 'GH₵ 100.00', '1,642 SMS credits'],
      ['BUSINESS', 'GH₵ 200.00', '3,218 SMS credits'],
    ];
    for (const [plan, price, credits] of plans) {
      const card = page.getByRole('article', { name: plan });
      await expect(card).toBeVisible();
      await expect(card).toContainText(price);
      await expect(card).toContainText(credits);
    }
    await expect(page.getByRole('article', { name: 'PREMIUM' })).toContainText('Most popular');
  });

  test('the static parts are styled by the CSS in the page (src/ui/static-styles.ts)', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const look = (name: string) =>
      page.getByRole('article', { name }).evaluate((card) => {
        const line = card.querySelector('li');
        const mark = line ? getComputedStyle(line, '::before') : null;
        return {
          border: getComputedStyle(card).borderTopWidth,
          radius: getComputedStyle(card).borderTopLeftRadius,
          line: line && getComputedStyle(line).display,
          mark: mark && `${mark.width} ${mark.height}`,
          markImage: mark?.maskImage,
          markColour: mark?.backgroundColor,
          text: getComputedStyle(card).color,
        };
      });
    const standard = await look('STANDARD');
    // Without these rules the card has no border, the list is a column of blocks and no line
    // has a check mark (its ::before, a 16 px mask in the brand colour).
    expect(standard).toMatchObject({ border: '1px', line: 'flex', mark: '16px 16px' });
    expect(standard.markImage).toContain('data:image/svg+xml');
    expect(standard.radius).not.toBe('0px');
    expect(standard.markColour).not.toBe(standard.text);
    expect((await look('PREMIUM')).border).toBe('2px');
  });

  test('the links are real: the nav and footer lead to the other pages', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Try the demo' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Try the demo dashboard' }),
    ).toBeVisible();
  });

  /**
   * Every element's computed style but transitions and custom properties (the whole sheet
   * declares more of those; what they resolve to is in the properties that read them).
   */
  const computedStyles = (page: BrowserPage) =>
    page.evaluate(() =>
      [document.documentElement, ...document.body.querySelectorAll('*')].map((element) => {
        const style = getComputedStyle(element);
        const properties = [...style].filter(
          (property) => !property.startsWith('--') && !property.startsWith('transition'),
        );
        return `${element.tagName} ${properties.map((property) => `${property}:${style.getPropertyValue(property)}`).join(';')}`;
      }),
    );

  for (const { name, path } of [...PUBLIC_PAGES, { name: 'notFound', path: '/no/such/page' }]) {
    test(`${path}: the page's CSS is the part of the whole stylesheet it uses, and styles it the same`, async ({
      page,
      request,
    }) => {
      for (const [viewport, colorScheme] of [
        [MOBILE, 'light'],
        [{ width: 1280, height: 800 }, 'dark'],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        const inline = await page.locator('style[data-static-styles]').textContent();
        // The loader links the whole stylesheet once the page has loaded (with JavaScript).
        const href = await page.locator('script[data-styles]').getAttribute('data-styles');
        expect(href, `${name}: the loader names the whole stylesheet`).toMatch(
          /^\/assets\/static-[\w-]+\.css$/,
        );
        const whole = await (await request.get(href ?? '')).text();
        expect(inline?.length ?? 0).toBeLessThan(whole.length / 2);
        const own = await computedStyles(page);
        // (Not `addStyleTag`, which waits on a script the page does not run.)
        await page.evaluate((css) => {
          const style = document.createElement('style');
          style.textContent = css;
          document.head.append(style);
        }, whole);
        const styled = await computedStyles(page);
        expect(styled.length).toBe(own.length);
        // Each property the whole sheet changes, on the first elements it changes.
        const changed = styled
          .flatMap((element, index) => {
            const before = own[index]?.split(';') ?? [];
            return element
              .split(';')
              .filter((property, at) => property !== before[at])
              .map((property) => `${element.split(' ')[0]}: ${property}`);
          })
          .slice(0, 5);
        expect(changed, `${path} at ${viewport.width} px, ${colorScheme}`).toEqual([]);
      }
    });
  }

  test('/dashboard says that the demo needs JavaScript, with a way home', async ({ page }) => {
    const response = await page.goto('/dashboard');
    expect(response?.status()).toBe(200);
    // Playwright's text and role locators skip <noscript>, which shows here: CSS finds it.
    const note = page.locator('#root noscript p');
    await expect(note).toBeVisible();
    expect(await note.innerText()).toContain(
      'The demo dashboard runs in your browser and needs JavaScript.',
    );
    const home = note.locator('a', { hasText: 'Back to the home page' });
    await expect(home).toHaveAttribute('href', '/');
    const head = await headOf(page);
    expect(head.title).toBe(await documentTitle('dashboard'));
    expect(head.robots).toBe('noindex');
    await home.click();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });

  test('an unknown path is answered with status 404 and the 404 page', async ({ page }) => {
    expect(existsSync(join(DIST, '404.html'))).toBe(true);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    const head = await headOf(page);
    expect(head.title).toBe(await documentTitle('notFound'));
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeNull();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });
});

test.describe('the 404 page, with JavaScript on', () => {
  test('an unknown path keeps its address, shows the 404 page, and Return to Home goes home', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(page).toHaveTitle(await documentTitle('notFound'));
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeFocused();
    await expect(page).toHaveTitle(await documentTitle('home'));
  });
});

/**
 * Marks the page's main heading and its first text node, as the HTML parser inserts them, with
 * a property only those very nodes carry, saying whether the app had yet taken `#root` over
 * (React keys the root it renders into with `__reactContainer$…`).
 */
async function markHeadingFromHtml(page: BrowserPage) {
  await page.addInitScript(() => {
    type Marked = Node & { fromHtml?: string };
    const observer = new MutationObserver(() => {
      const heading = document.querySelector<HTMLElement>('#root main h1') as Marked | null;
      if (!heading) return;
      const root = document.getElementById('root') ?? {};
      const when = Object.keys(root).some((key) => key.startsWith('__reactContainer$'))
        ? 'after the app started'
        : 'before the app started';
      heading.fromHtml ??= when;
      const text = heading.firstChild as Marked | null;
      if (text) {
        text.fromHtml ??= when;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Whether the main heading, and its text, are the nodes the HTML brought, owned by React. */
function headingFromHtml(page: BrowserPage) {
  return page.evaluate(() => {
    type Marked = Node & { fromHtml?: string };
    const heading = document.querySelector('#root main h1') as (Marked & Element) | null;
    return {
      heading: heading?.fromHtml ?? null,
      text: (heading?.firstChild as Marked | null)?.fromHtml ?? null,
      react: Boolean(
        heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$')),
      ),
    };
  });
}

/** Collects the console's warnings and errors (the fixture fails a test on errors only). */
function consoleWarnings(page: BrowserPage): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (['warning', 'error'].includes(message.type())) {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

/** What React says when the HTML does not match its first render. */
const HYDRATION_TROUBLE =
  /Hydration failed|did not match|hydrat|Minified React error #(418|419|422|423|425)|Warning:/i;

test.describe('hydration, with JavaScript on', () => {
  for (const { name, path } of PUBLIC_PAGES) {
    test(`${path} is hydrated in place, without a warning, and answers`, async ({ page }) => {
      const warnings = consoleWarnings(page);
      await markHeadingFromHtml(page);
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1, name: headingOf(name) });
      await expect(heading).toBeVisible();
      // React took over the HTML's own heading: not a copy drawn in its place.
      expect(await headingFromHtml(page)).toEqual({
        heading: 'before the app started',
        text: 'before the app started',
        react: true,
      });
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', name);
      await expect(page).toHaveTitle(await documentTitle(name));

      // The hydrated page answers: the colour mode switches.
      const toggle = page.getByRole('button', { name: 'Dark mode' });
      const pressed = await toggle.getAttribute('aria-pressed');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
      // A public page runs without Chakra: no provider has inserted its styles (Emotion's).
      await expect(page.locator('style[data-emotion]')).toHaveCount(0);
      // The whole static stylesheet came with the app, for what the app shows next, and took
      // the place of the page's part of it: linked for print, applied once it had loaded.
      await expect(
        page.locator('link[rel="stylesheet"][href^="/assets/static-"][href$=".css"][media="all"]'),
      ).toHaveCount(1);
      await expect(page.locator('style[data-static-styles]')).toHaveCount(0);
      // The loader preloads each of the page's scripts once.
      const preloads = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(preloads.length).toBeGreaterThan(2);
      expect(preloads.filter((href, index) => preloads.indexOf(href) !== index)).toEqual([]);
      expect(warnings.filter((message) => HYDRATION_TROUBLE.test(message))).toEqual([]);
      expect(warnings).toEqual([]);
    });
  }

  test.describe('at 375 px, in dark mode', () => {
    test.use({ viewport: { width: 375, height: 740 }, colorScheme: 'dark' });

    test('a page hydrates in the visitor’s mode, and its mobile menu works', async ({ page }) => {
      const warnings = consoleWarnings(page);
      await markHeadingFromHtml(page);
      await page.goto('/faq');
      expect(await headingFromHtml(page)).toEqual({
        heading: 'before the app started',
        text: 'before the app started',
        react: true,
      });
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      // The server drew the toggle for light; after hydration it shows the visitor's mode.
      await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Pricing' }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeFocused();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      expect(warnings).toEqual([]);
    });
  });

  test('the app’s code is asked for once the page has been painted', async ({ page }) => {
    // What the page had painted when the loader added each of its <link> elements.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { linksAdded: seen });
      const append = Element.prototype.appendChild;
      Element.prototype.appendChild = function <T extends Node>(this: Element, node: T): T {
        if (node instanceof HTMLLinkElement) {
          const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
          seen.push(`${node.rel} ${painted ? 'after' : 'before'} the first paint`);
        }
        return append.call(this, node) as T;
      };
    });
    await page.goto('/pricing');
    await untilHydrated(page);
    const added = await page.evaluate(
      () => (window as unknown as { linksAdded: string[] }).linksAdded,
    );
    expect(added.length).toBeGreaterThan(2);
    expect(added.filter((line) => !line.endsWith('after the first paint'))).toEqual([]);
  });

  test('a page loaded in a background tab starts its app without waiting to be painted', async ({
    page,
  }) => {
    // A tab opened behind the current one: hidden, and it paints nothing until it is shown.
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options) {
        if (options?.type !== 'paint') observe.call(this, options);
      };
    });
    await page.goto('/faq');
    await untilHydrated(page);
    await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();
  });

  test('a page the app draws from the dashboard shell has the static parts styled', async ({
    page,
  }) => {
    // The dashboard's file has no page content: the pricing page below is drawn by the app,
    // with the stylesheet the shell carries like every page file.
    await page.addInitScript(() => window.sessionStorage.setItem('nkra.demo.signedIn', '1'));
    await page.goto('/dashboard');
    await expect(page.locator('style[data-static-styles]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    const card = page.getByRole('article', { name: 'PREMIUM' });
    await expect(card).toBeVisible();
    expect(await card.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('2px');
  });

  test('a signed-in visitor on /auth gets the dashboard, drawn afresh, without errors', async ({
    page,
  }) => {
    const warnings = consoleWarnings(page);
    await page.addInitScript(() => window.sessionStorage.setItem('nkra.demo.signedIn', '1'));
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Not the sign-in page's HTML under another page's name.
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /./);
    await expect(page.getByRole('form', { name: 'Sign in to the demo' })).toHaveCount(0);
    await expect(page).toHaveTitle(await documentTitle('dashboard'));
    // The dashboard is drawn with Chakra, which its code brings and starts.
    await expect(page.locator('style[data-emotion]').first()).toBeAttached();
    expect(warnings).toEqual([]);
  });
});

test.describe('addresses', () => {
  test('an old link /#pricing ends on /pricing, without an extra history entry', async ({
    page,
  }) => {
    await page.goto('/about');
    const before = await page.evaluate(() => history.length);
    await page.goto('/#pricing');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(page).toHaveTitle(await documentTitle('pricing'));
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    // Back leaves for the page before: /#pricing itself is not in the history.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });

  test('an old link to no page, /#nowhere, stays home', async ({ page }) => {
    await page.goto('/about');
    const before = await page.evaluate(() => history.length);
    await page.goto('/#nowhere');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'home');
    await expect(page).toHaveTitle(await documentTitle('home'));
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  });

  test('Back and Forward across paths: address, heading and title follow; focus goes to the new heading', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const shows = async (path: RegExp, pageName: Page, heading: string) => {
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(await documentTitle(pageName));
    };

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await shows(/\/pricing$/, 'pricing', 'Pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeFocused();
    await nav.getByRole('link', { name: 'Solutions' }).click();
    await shows(/\/solutions$/, 'solutions', 'Solutions');
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions' })).toBeFocused();

    await page.goBack();
    await shows(/\/pricing$/, 'pricing', 'Pricing');
    await page.goBack();
    await shows(/127\.0\.0\.1:\d+\/$/, 'home', HOME_HEADING);
    await page.goForward();
    await shows(/\/pricing$/, 'pricing', 'Pricing');
  });

  test('sitemap.xml lists every public page but the demo; robots.txt names it', async ({
    request,
  }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, url]) => url,
    );
    const expected = PUBLIC_PAGES.filter(({ name }) => name !== 'auth').map(
      ({ path }) => `${SITE}${path}`,
    );
    expect(listed.sort()).toEqual(expected.sort());
    expect(listed.some((url) => /\/(auth|dashboard)$/.test(url ?? ''))).toBe(false);

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const lines = (await robots.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines).toContain('Disallow: /dashboard');
  });
});

test.describe('colour mode before the app', () => {
  test.use({ colorScheme: 'dark' });

  test('a dark-mode visitor gets a dark page from the inline script alone, before any module runs', async ({
    page,
    tolerate,
  }) => {
    tolerate(/Failed to load resource/);
    tolerate(/Failed to fetch dynamically imported module/);
    // Not one of the site's scripts runs: only the colour-mode script inline in the HTML.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/pricing', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    expect(
      await page.evaluate(() => ({
        dark: document.documentElement.classList.contains('dark'),
        scheme: document.documentElement.style.colorScheme,
        app: Object.keys(document.querySelector('h1') ?? {}).some((key) =>
          key.startsWith('__react'),
        ),
      })),
    ).toEqual({ dark: true, scheme: 'dark', app: false });
    // And the page's CSS paints it dark: a near-black background.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(Math.max(r, g, b), background).toBeLessThan(60);
  });

  test('<html> is dark when the HTML has been parsed, before the app’s module has run', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { atParsed: unknown }).atParsed = {
          dark: document.documentElement.classList.contains('dark'),
          // The app's module has not taken the root over yet.
          app: Object.keys(document.getElementById('root') ?? {}).some((key) =>
            key.startsWith('__react'),
          ),
        };
      });
    });
    await page.goto('/');
    expect(
      await page.evaluate(() => (window as unknown as { atParsed: unknown }).atParsed),
    ).toEqual({ dark: true, app: false });
  });
});
