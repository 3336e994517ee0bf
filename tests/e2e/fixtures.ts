import { test as base, expect, type Page as BrowserPage } from '@playwright/test';
import { SITE_PAGES, hashForPage, type SitePage } from '../../src/domain/pages';

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
  /**
   * Whether the browser has `requestIdleCallback`. Off, the page runs as in Safari, which has
   * none: nothing is fetched or rendered ahead, each page and tab loads when first asked for.
   * The model-based specs walk many short paths through fresh pages and use it: they test the
   * machines' paths, and the work done ahead would only compete with the other worker.
   */
  idleCallbacks: boolean;
}>({
  idleCallbacks: [true, { option: true }],
  page: async ({ page, idleCallbacks }, use) => {
    if (!idleCallbacks) {
      await page.addInitScript(() => {
        for (const name of ['requestIdleCallback', 'cancelIdleCallback']) {
          Object.defineProperty(window, name, { configurable: true, value: undefined });
        }
      });
    }
    // A deep link shows its prerendered page before the app runs, inert until the app has
    // taken it over (src/app/boot.js): a click there does nothing, and a person waits until
    // the page answers. A navigation that waits for the page (not `commit`, which tests of
    // the prerendered page itself use) waits for that too.
    for (const method of ['goto', 'reload'] as const) {
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
          if (waitUntil(args) !== 'commit') await untilTakenOver(page);
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
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await page.addInitScript(() => {
        window.addEventListener('unhandledrejection', (event) => {
          console.error(`unhandled rejection: ${String(event.reason)}`);
        });
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(problems);
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

/** Every public page, with the address that opens it. */
export const PUBLIC_PAGES: readonly { name: SitePage; path: string }[] = SITE_PAGES.map((name) => ({
  name,
  path: `/${hashForPage(name)}`,
}));

export const MOBILE = { width: 375, height: 740 } as const;

/** The demo's sign-in flag, set before the app starts, so `/#dashboard` opens the dashboard. */
export async function signInToDemo(page: BrowserPage): Promise<void> {
  await page.addInitScript(() => {
    try {
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
  await untilTakenOver(page);
}

/** Waits until no prerendered page is waiting, inert, for the app to take it over. */
export async function untilTakenOver(page: BrowserPage): Promise<void> {
  await expect(page.locator('main[inert]')).toHaveCount(0, { timeout: 15_000 });
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
 * Waits until every finite animation and CSS transition on the page has finished (a fade, a
 * dialog opening, a colour-mode change), so a colour check such as axe's contrast rule reads the
 * final colours and not one frame of a transition. Spinners and other endless animations are
 * left running.
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
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
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
 * Waits until the dashboard has rendered every tab's panel ahead, one per idle period (see
 * `useIdleMount`), and Analytics has drawn its four charts: after that, nothing is left for it
 * to render, or to style, until the visitor acts. On a busy machine an idle period can come
 * long after the page has gone quiet, so waiting for quiet alone is not enough.
 */
export async function dashboardRenderedAhead(page: BrowserPage): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const panels = [...document.querySelectorAll('[role="tabpanel"]')];
          const rendered = panels.filter((panel) => panel.childElementCount > 0).length;
          const loading = document.querySelectorAll('[aria-busy="true"], [aria-label^="Loading "]');
          const charts = document.querySelectorAll('canvas').length;
          return `${rendered} of ${panels.length} panels, ${loading.length} loading, ${charts} charts`;
        }),
      { timeout: 20_000 },
    )
    .toBe('5 of 5 panels, 0 loading, 4 charts');
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
