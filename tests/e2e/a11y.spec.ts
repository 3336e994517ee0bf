import type { Page as BrowserPage } from '@playwright/test';
import { axeFindings } from './axe';
import {
  chooseMenuItem,
  colorModeOf,
  expect,
  MOBILE,
  openMobileMenu,
  openPage,
  PUBLIC_PAGES,
  signInToDemo,
  test,
  untilStill,
  waitForPage,
  watchProblems,
} from './fixtures';

/**
 * The screens axe checks here: a page, the state it is in, and how to get there. Adding a
 * screen (a tab, a dialog open, the contact form showing its errors, a toast on screen) is one
 * line here; each runs in light and in dark mode. The dashboard's own tabs and dialogs, and the
 * public site's interactive states, have theirs in dashboard-a11y.spec.ts and site.spec.ts.
 */
interface Screen {
  page: string;
  state: string;
  path: string;
  viewport?: { width: number; height: number };
  signedIn?: boolean;
  /** Brings the page into the state, after it has loaded. */
  setup?: (page: BrowserPage) => Promise<void>;
  /** The state does not last (a toast leaves after 5 s): it is brought about again for the
   * second colour mode instead of waiting on screen through the first mode's scan. */
  transient?: boolean;
}

const dashboard = (state: string, setup?: Screen['setup'], transient?: boolean): Screen => ({
  page: 'dashboard',
  state,
  path: '/dashboard',
  signedIn: true,
  setup,
  transient,
});

const openTab = (name: string) => async (page: BrowserPage) => {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name })).toBeVisible();
};

const SCREENS: Screen[] = [
  ...PUBLIC_PAGES.map(({ name, path }) => ({ page: name, state: 'as loaded', path })),
  { page: '404', state: 'unknown path', path: '/no/such/page' },
  { page: 'home', state: 'mobile menu open', path: '/', viewport: MOBILE, setup: openMobileMenu },
  {
    page: 'contact',
    state: 'form with every error shown',
    path: '/contact',
    setup: async (page) => {
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Message is required.')).toBeVisible();
    },
  },
  // Overview, Campaigns, Analytics and the dialogs are in dashboard-a11y.spec.ts.
  dashboard('Contacts tab', openTab('Contacts')),
  dashboard('Compose tab', openTab('Compose')),
  dashboard(
    'toast on screen',
    async (page) => {
      await openTab('Campaigns')(page);
      await page.getByRole('button', { name: 'Actions for Malaria Season Stock Alert' }).click();
      await chooseMenuItem(page, 'Duplicate');
      await expect(
        page.getByRole('status').filter({ hasText: 'Campaign duplicated' }),
      ).toBeVisible();
    },
    true,
  ),
  dashboard('contacts row menu open', async (page) => {
    await openTab('Contacts')(page);
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
  }),
  dashboard('contact delete confirmation', async (page) => {
    await openTab('Contacts')(page);
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await chooseMenuItem(page, 'Delete');
    await expect(page.getByRole('alertdialog')).toBeVisible();
  }),
  dashboard(
    'composer with its error toast',
    async (page) => {
      await openTab('Compose')(page);
      await page.getByRole('button', { name: 'Send Now' }).click();
      await expect(
        page.getByText('Please select a contact group and enter a message.'),
      ).toBeVisible();
    },
    true,
  ),
  dashboard('campaign details dialog', async (page) => {
    await openTab('Campaigns')(page);
    await page.getByRole('button', { name: 'Free Blood Pressure Screening', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }),
];

const MODES = ['light', 'dark'] as const;

/** The screens in two halves, one test each, so the two workers share them. */
const HALVES = [
  SCREENS.slice(0, Math.ceil(SCREENS.length / 2)),
  SCREENS.slice(Math.ceil(SCREENS.length / 2)),
];

for (const [half, screens] of HALVES.entries()) {
  test(`axe finds no WCAG 2.2 AA violations on any screen in light and dark mode (${half + 1} of 2)`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(60_000 + screens.length * 25_000);
    let scans = 0;
    let found = 0;
    for (const screen of screens) {
      const label = `${screen.page}: ${screen.state}`;
      await test.step(label, async () => {
        // A fresh browser context per screen: no storage or sign-in carries over.
        const context = await browser.newContext({
          colorScheme: 'light',
          viewport: screen.viewport ?? { width: 1280, height: 800 },
          baseURL: testInfo.project.use.baseURL,
        });
        const page = await context.newPage();
        const problems = watchProblems(page);
        try {
          if (screen.signedIn) await signInToDemo(page);
          await openPage(page, screen.path);
          await screen.setup?.(page);
          // The same screen in both modes: the app follows the system's setting as it changes.
          for (const mode of MODES) {
            await page.emulateMedia({ colorScheme: mode });
            if (screen.transient && mode !== MODES[0]) {
              await page.reload();
              await waitForPage(page);
              await screen.setup?.(page);
            }
            await expect
              .poll(() => colorModeOf(page), {
                message: `${label} follows the ${mode} system setting`,
              })
              .toBe(mode);
            // Let dialog, menu and toast transitions finish, so axe sees the final colours.
            await untilStill(page);
            const violations = await axeFindings(page);
            scans += 1;
            found += violations.length;
            expect.soft(violations, `axe on ${label} (${mode})`).toEqual([]);
          }
          expect.soft(problems(), `console errors on ${label}`).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
    const summary = `axe light and dark mode: ${screens.length} screens, ${scans} scans, ${found} violations`;
    console.log(summary);
    testInfo.annotations.push({ type: 'axe', description: summary });
    expect(scans).toBe(screens.length * MODES.length);
  });
}

test.describe('dashboard at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no tab makes the page scroll sideways', async ({ page }) => {
    await signInToDemo(page);
    await openPage(page, '/dashboard');
    for (const name of ['Overview', 'Contacts', 'Compose', 'Campaigns', 'Analytics']) {
      await openTab(name)(page);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const width = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        body: document.body.scrollWidth,
      }));
      expect(width, `${name} tab at 320 px`).toEqual({ page: 320, body: 320 });
    }
    // A chart's canvas is drawn 300 px wide (a canvas's own width) until chart.js sizes it: in
    // that moment too the page stays 320 px wide. (The charts' code may still be on its way when
    // the panel has drawn: wait for a canvas.)
    const canvases = page.locator('[role="tabpanel"]:not([hidden]) canvas');
    await expect(canvases.first()).toBeAttached();
    const widths = await page.evaluate(() =>
      [...document.querySelectorAll('[role="tabpanel"]:not([hidden]) canvas')].map((drawn) => {
        const bare = document.createElement('canvas');
        drawn.after(bare);
        const width = document.documentElement.scrollWidth;
        bare.remove();
        return width;
      }),
    );
    expect(widths.length).toBeGreaterThan(0);
    expect(
      widths.every((width) => width === 320),
      `${widths}`,
    ).toBe(true);
  });
});

test.describe('colour modes', () => {
  test('follow the system setting by default', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPage(page, '/');
    expect(await colorModeOf(page)).toBe('dark');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The page really is dark: the body's background is near black, its text near white.
    const [background, text] = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return [style.backgroundColor, style.color];
    });
    expect(luminance(background)).toBeLessThan(0.1);
    expect(luminance(text)).toBeGreaterThan(0.7);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    );

    // The system switches to light while the page is open: the page follows.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => colorModeOf(page)).toBe('light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(
      luminance(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)),
    ).toBeGreaterThan(0.9);
  });

  test('the header toggle switches the mode and remembers it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await colorModeOf(page)).toBe('dark');

    // The choice outlives a reload and wins over the system setting.
    await page.reload();
    await waitForPage(page);
    expect(await colorModeOf(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await colorModeOf(page)).toBe('dark');

    await page.getByRole('button', { name: 'Dark mode' }).click();
    expect(await colorModeOf(page)).toBe('light');
    await page.reload();
    await waitForPage(page);
    expect(await colorModeOf(page)).toBe('light');
  });

  test('the page is never shown in the wrong mode while it starts', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // Before every frame from the very start: is the app's root showing, and in which mode?
    await page.addInitScript(() => {
      const frames: { shown: boolean; dark: boolean }[] = [];
      (window as unknown as { startFrames: typeof frames }).startFrames = frames;
      const sample = () => {
        const root = document.getElementById('root');
        const shown =
          !!root && root.childElementCount > 0 && getComputedStyle(root).visibility === 'visible';
        frames.push({ shown, dark: document.documentElement.classList.contains('dark') });
        if (frames.length < 120) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await openPage(page, '/');
    await page.waitForTimeout(500);
    const frames = await page.evaluate(
      () => (window as unknown as { startFrames: { shown: boolean; dark: boolean }[] }).startFrames,
    );
    const shown = frames.filter((frame) => frame.shown);
    expect(shown.length, 'frames sampled with the page showing').toBeGreaterThan(0);
    expect(
      shown.filter((frame) => !frame.dark),
      'frames painted in light mode',
    ).toEqual([]);
  });
});

/** Relative luminance of a CSS `rgb()`/`rgba()` colour, 0 (black) to 1 (white). */
function luminance(color: string): number {
  const channels =
    color
      .match(/[\d.]+/g)
      ?.slice(0, 3)
      .map(Number) ?? [];
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
