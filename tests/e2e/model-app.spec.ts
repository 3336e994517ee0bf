/**
 * The app machine's model paths (`tests/model/app-model.ts`) in Chromium against the
 * production build: one test per path, each in a fresh tab, each event done the way a person
 * does it, each state checked by what a person sees.
 */
import type { Locator, Page } from '@playwright/test';
import {
  APP_PATHS,
  appCoverage,
  describePath,
  gestureFor,
  sightOf,
  UNWALKED_TRANSITIONS,
  type Gesture,
  type Sight,
} from '../model/app-model';
import { formatCoverage } from '../model/coverage';
import { runPath } from '../model/run-path';
import { expect, test } from './fixtures';

// Runs for a visitor who asked for less motion: the paths test the machine, not the fades, and
// every fade they skip is time the other worker gets.
test.use({ reducedMotion: 'reduce' });

const DEMO_USER = { email: 'ama.mensah@kumasi-traders.com.gh', password: 'Akwaaba-2025' };
const SIGN_IN_FORM = 'Sign in to the demo';

function landmark(page: Page, name: NonNullable<Extract<Gesture, { kind: 'click' }>['within']>) {
  switch (name) {
    case 'main navigation':
      return page.getByRole('navigation', { name: 'Main' });
    case 'footer':
      return page.getByRole('contentinfo');
    case 'open dialog':
      return page.getByRole('dialog');
  }
}

async function perform(page: Page, gesture: Gesture): Promise<void> {
  switch (gesture.kind) {
    case 'click': {
      const scope: Page | Locator = gesture.within ? landmark(page, gesture.within) : page;
      await scope.getByRole(gesture.role, { name: gesture.name, exact: true }).click();
      return;
    }
    case 'press':
      await page.keyboard.press(gesture.key);
      return;
    case 'address':
      // A typed or shared address loads a new document: focus starts at the top, not on the
      // heading, as on any first load.
      lastHeading.delete(page);
      await page.goto(gesture.path);
      return;
    case 'sign in':
      await signIn(page);
      return;
    case 'wait':
      // The app sends it when the dashboard's code arrives; the next sight waits for the tabs.
      return;
    case 'send draft': {
      await page.getByRole('button', { name: gesture.campaign, exact: true }).click();
      const details = page.getByRole('dialog');
      await details.getByRole('button', { name: 'Send Now' }).click();
      await expect(details).toBeHidden();
      return;
    }
  }
}

/** The demo sign-in form: any email and password will do. */
async function signIn(page: Page) {
  const form = page.getByRole('form', { name: SIGN_IN_FORM });
  await form.getByLabel(/^email/i).fill(DEMO_USER.email);
  await form.getByLabel(/^password/i).fill(DEMO_USER.password);
  await form.getByRole('button', { name: SIGN_IN_FORM }).click();
}

/** Lazy chunks load on first visit; a busy machine must not fail a correct path. */
const WAIT = { timeout: 15_000 };

/** The main heading last seen in each tab: when it changes, the page did. */
const lastHeading = new WeakMap<Page, string>();

/** Behind an open dialog the page is inert (aria-hidden) but still visible. */
async function sees(page: Page, sight: Sight): Promise<void> {
  const behindDialog = typeof sight.dialog === 'string';
  const heading = page.getByRole('heading', {
    level: 1,
    name: sight.heading,
    exact: typeof sight.heading === 'string',
    includeHidden: behindDialog,
  });
  await expect(heading).toBeVisible(WAIT);
  await expect(page.locator('h1')).toHaveCount(1, WAIT);
  // After a page change focus moves to the new page's heading, where keyboard and screen
  // reader users start.
  const text = await heading.textContent();
  const before = lastHeading.get(page);
  if (before !== undefined && text !== before && !behindDialog) {
    await expect(heading).toBeFocused(WAIT);
  }
  lastHeading.set(page, text ?? '');
  if (sight.currentNavLink) {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(
      nav.getByRole('link', { name: sight.currentNavLink, exact: true }),
    ).toHaveAttribute('aria-current', 'page', WAIT);
  }
  if (sight.tab) {
    const tab = page.getByRole('tab', {
      name: sight.tab,
      exact: true,
      includeHidden: behindDialog,
    });
    await expect(tab).toHaveAttribute('aria-selected', 'true', WAIT);
  }
  if (typeof sight.dialog === 'string') {
    await expect(page.getByRole('dialog', { name: sight.dialog })).toBeVisible(WAIT);
  } else if (sight.dialog === null) {
    await expect(page.getByRole('dialog')).toHaveCount(0, WAIT);
  }
}

/**
 * A tab with a dialog over it is one state per pair, eight pairs: jsdom walks all eight, and
 * Chromium, which adds nothing to a pair but a second look at the same dialog, walks each tab
 * once, under one dialog or the other. Every state and transition stays walked here (checked
 * below).
 */
const KEPT_PAIRS = new Set([
  'contacts + settings',
  'compose + newCampaign',
  'campaigns + settings',
  'analytics + newCampaign',
]);
const isOtherPair = (path: (typeof APP_PATHS)[number]) => {
  const { value } = path.state;
  if (typeof value !== 'object' || !('dashboard' in value)) return false;
  const { tab, dialog } = value.dashboard;
  const pair = `${tab} + ${dialog}`;
  return tab !== 'overview' && dialog !== 'none' && !KEPT_PAIRS.has(pair);
};
const BROWSER_PATHS = APP_PATHS.filter((path) => !isOtherPair(path));

test.describe('app machine, model-based, in Chromium', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the paths walk every state and every transition a person can take', () => {
    const coverage = appCoverage(BROWSER_PATHS);
    console.log(
      `${formatCoverage(coverage, 'Chromium')}\n  ${APP_PATHS.length - BROWSER_PATHS.length} tab + dialog pair(s) left to jsdom`,
    );
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual(UNWALKED_TRANSITIONS);
    expect(BROWSER_PATHS.length).toBeLessThan(APP_PATHS.length);
  });

  for (const path of BROWSER_PATHS) {
    test(describePath(path), async ({ page }) => {
      await page.goto('/');
      await runPath(path, {
        perform: (event, before) => perform(page, gestureFor(event, before)),
        sees: (state) => sees(page, sightOf(state)),
      });
    });
  }
});
