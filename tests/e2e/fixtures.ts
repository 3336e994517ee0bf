import { test as base, expect, type Page as BrowserPage } from '@playwright/test';
import { SITE_PAGES, pathForPage, type SitePage } from '../../src/domain/pages';

/** Patterns a test declared it expects (an aborted chunk logs a failed load, for example). */
const toleratedFor = new WeakMap<string[], RegExp[]>();

/**
 * Every browser test fails on a console error, an uncaught exception, an unhandled rejection
 * or a Content-Security-Policy violation, wherever in the test it happened. A test that
 * causes one on purpose names it with `tolerate(/pattern/)`; everything else still fails.
 */
export const test = base.extend<{
  pageProblems: string[];
  tolerate: (pattern: RegExp) => void;
}>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Each page arrives as finished HTML, and the app hydrates it a moment after it shows: a
    // click or a keystroke before then does nothing. A navigation that waits for the page (not
    // `commit`, which tests of the HTML itself use) waits until the app has taken it over, as a
    // person waits until the page answers. With JavaScript off the HTML is all there is.
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = page[method].bind(page) as (
        ...args: unknown[]
      ) => ReturnType<BrowserPage['goto']>;
      const waitUntil = (args: unknown[]) =>
        (
          args.find((arg) => typeof arg === 'object' && arg !== null) as
            { waitUntil?: string } | undefined
        )?.waitUntil;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          const app = /^https?:/.test(page.url());
          if (app && javaScriptEnabled !== false && waitUntil(args) !== 'commit') {
            await untilHydrated(page);
          }
          return response;
        },
      });
    }
    await use(page);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      toleratedFor.set(problems, []);
      const reported = watchProblems(page);
      await page.addInitScript(() => {
        window.addEventListener('unhandledrejection', (event) => {
          console.error(`unhandled rejection: ${String(event.reason)}`);
        });
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(problems);
      problems.push(...reported());
      const tolerated = toleratedFor.get(problems) ?? [];
      const unexpected = problems.filter(
        (problem) => !tolerated.some((pattern) => pattern.test(problem)),
      );
      expect(unexpected, 'the page reported problems').toEqual([]);
    },
    { auto: true },
  ],
  tolerate: async ({ pageProblems }, use) => {
    await use((pattern) => toleratedFor.get(pageProblems)?.push(pattern));
  },
});

export { expect };

/**
 * Watches a page for console errors and uncaught exceptions; the function returned lists them.
 * An address that names no page is answered with the 404 page and status 404, by design, and
 * the browser logs that status like any failed load: for such a page itself that is no problem.
 */
export function watchProblems(page: BrowserPage): () => string[] {
  const problems: { text: string; notFound?: string }[] = [];
  const notFoundPages = new Set<string>();
  const withoutHash = (url: string) => url.replace(/#.*$/, '');
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) {
      notFoundPages.add(withoutHash(response.url()));
    }
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `console.error: ${message.text()}`;
    problems.push(
      /status of 404 \(Not Found\)/.test(text)
        ? { text, notFound: withoutHash(message.location().url) }
        : { text },
    );
  });
  page.on('pageerror', (error) => problems.push({ text: `uncaught: ${error.message}` }));
  return () =>
    problems
      .filter(({ notFound }) => notFound === undefined || !notFoundPages.has(notFound))
      .map(({ text }) => text);
}

/** Every public page, with the address that opens it. */
export const PUBLIC_PAGES: readonly { name: SitePage; path: string }[] = SITE_PAGES.map((name) => ({
  name,
  path: pathForPage(name),
}));

export const MOBILE = { width: 375, height: 740 } as const;

/**
 * Signs in to the demo the way a visitor who signed in earlier in this tab is: the demo's
 * session flag is set before the app first starts, once. Each page is a document of its own, so
 * the flag is set only if this tab has not had it yet; a sign-out in the test is not undone by
 * the next address opened or a reload.
 */
export async function signInToDemo(page: BrowserPage): Promise<void> {
  await page.addInitScript(() => {
    try {
      if (window.sessionStorage.getItem('e2e.signedInOnce') !== null) return;
      window.sessionStorage.setItem('e2e.signedInOnce', '1');
      window.sessionStorage.setItem('nkra.demo.signedIn', '1');
    } catch {
      // A test that makes storage throw signs in through the form instead.
    }
  });
}

/** Opens an address and waits until its page has rendered its main heading. */
export async function openPage(page: BrowserPage, path: string): Promise<void> {
  await page.goto(path);
  await waitForPage(page);
}

/** Waits until the current page shows its h1 and no lazy chunk is still loading. */
export async function waitForPage(page: BrowserPage): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await untilHydrated(page);
}

/**
 * Waits until React has taken over what `#root` shows: hydrated the page's HTML, or rendered the
 * page the app chose in its place. React marks each element it owns with a `__reactFiber$…` key,
 * and the last child of the root is the last it reaches before it commits.
 */
export async function untilHydrated(page: BrowserPage): Promise<void> {
  await page.waitForFunction(
    () => {
      const last = document.getElementById('root')?.lastElementChild;
      return Boolean(last && Object.keys(last).some((key) => key.startsWith('__reactFiber$')));
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** Opens the mobile menu (at a narrow viewport) with its toggle. */
export async function openMobileMenu(page: BrowserPage): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

/** The colour mode the page is showing, read from `<html>`. */
export async function colorModeOf(page: BrowserPage): Promise<'light' | 'dark'> {
  return page.evaluate(() =>
    document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  );
}

/**
 * Waits until the browser has been idle since the app asked for its idle work: an idle callback
 * asked for now runs after every one asked for earlier with the same or a shorter timeout.
 */
export async function untilIdle(page: BrowserPage): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
  );
}

/**
 * Waits until every finite animation and CSS transition on the page has finished (a fade, a
 * dialog opening, a colour-mode change), so a colour check such as axe's contrast rule reads the
 * final colours and not one frame of a transition. Spinners and other endless animations are
 * left running, and so are those in content nobody sees: the browser does not run animations
 * in a hidden dashboard panel (`content-visibility: hidden`) until it shows.
 */
export async function untilStill(page: BrowserPage): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 10; round += 1) {
      // getAnimations() flushes style first, so a class toggled just now has started its transitions.
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity &&
            (!(animation.effect instanceof KeyframeEffect) ||
              (animation.effect.target?.checkVisibility() ?? true)),
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Picks an item of the open menu by its name. The menu is scrolled into view first, so that the
 * click waits for it to settle there: when Playwright scrolls an item into view itself, the menu
 * is positioned again for its new room above and below its button after the press, and the
 * release lands on the page under it.
 */
export async function chooseMenuItem(page: BrowserPage, name: string): Promise<void> {
  await page.getByRole('menu').scrollIntoViewIfNeeded();
  await page.getByRole('menuitem', { name }).click();
}

/**
 * How many CSS rules the page's style sheets hold. Each rule Chakra's emotion inserts makes
 * Chromium restyle the whole document, so what a first input shows should already be styled.
 */
export function cssRuleCount(page: BrowserPage): Promise<number> {
  return page.evaluate(() =>
    [...document.styleSheets].reduce((sum, sheet) => sum + sheet.cssRules.length, 0),
  );
}

/**
 * Waits until the page has stopped inserting style rules (the same count twice running, polled
 * at `intervals`) and returns the count.
 */
export async function settledCssRuleCount(
  page: BrowserPage,
  intervals?: number[],
): Promise<number> {
  let count = -1;
  await expect
    .poll(async () => count === (count = await cssRuleCount(page)), { intervals })
    .toBe(true);
  return count;
}

/**
 * Fixes the page's `Date` at `time` before the app starts, and nothing else. Playwright's
 * `page.clock` fixes the date too, but runs requestAnimationFrame on its own timers, and Zag's
 * presence (which unmounts a dialog once its closing animation ends) then now and then reads
 * the styles before the animation starts and waits for an end that never comes: a quarter of
 * Settings dialogs stayed on screen after Save Changes.
 */
export async function fixDate(page: BrowserPage, time: number): Promise<void> {
  await page.addInitScript((now) => {
    const RealDate = Date;
    class FixedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(now);
        else super(...(args as [string]));
      }

      static override now() {
        return now;
      }
    }
    window.Date = FixedDate as DateConstructor;
  }, time);
}
