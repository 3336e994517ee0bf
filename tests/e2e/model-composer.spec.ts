/**
 * The composer machine's model paths (`tests/model/composer-model.ts`) in Chromium against the
 * production build: one test per path, each in a fresh tab signed in to the demo and on the
 * Compose tab, each event done the way a person does it, each state checked by what a person
 * sees, and each Send Now or Schedule Send by its toast, which the person then dismisses.
 */
import type { Page } from '@playwright/test';
import {
  COMPOSER_PATHS,
  composerCoverage,
  composerTargets,
  describePath,
  gestureFor,
  sightOf,
  SUMMARY_COUNT,
  toastAfter,
  type ComposerGesture,
  type ComposerSight,
  type ToastSight,
} from '../model/composer-model';
import { formatCoverage } from '../model/coverage';
import { runPath } from '../model/run-path';
import { expect, signInToDemo, test } from './fixtures';

// Runs for a visitor who asked for less motion: the paths test the machine, not the fades, and
// every fade they skip is time the other worker gets.
test.use({ reducedMotion: 'reduce' });

const TEMPLATE_NAMES = [
  'Welcome Message',
  'Promotional Offer',
  'Appointment Reminder',
  'Shipping Update',
];

/** Lazy chunks load on first visit; a busy machine must not fail a correct path. */
const WAIT = { timeout: 15_000 };

const group = (page: Page) => page.getByRole('combobox', { name: /^Contact Group/ });
const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('status');

async function openCompose(page: Page) {
  await signInToDemo(page);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Compose' }).click();
  await expect(page.getByLabel('Message', { exact: true })).toBeVisible(WAIT);
}

async function perform(page: Page, gesture: ComposerGesture): Promise<void> {
  switch (gesture.kind) {
    case 'fill':
      // Playwright's fill empties the field and types the text in one go, as a paste does.
      await page.getByLabel(gesture.label, { exact: true }).fill(gesture.value);
      return;
    case 'select':
      await group(page).selectOption({ value: gesture.value });
      return;
    case 'click':
      await page
        .getByRole('button', { name: gesture.name, exact: typeof gesture.name === 'string' })
        .click();
      return;
    case 'load draft': {
      await page.getByRole('tab', { name: 'Campaigns' }).click();
      await page.getByRole('button', { name: `Actions for ${gesture.campaign}` }).click();
      await page.getByRole('menuitem', { name: 'View Details' }).click();
      const dialog = page.getByRole('dialog', { name: gesture.campaign });
      await dialog.getByRole('button', { name: 'Send Now' }).click();
      await expect(page.getByRole('tab', { name: 'Compose' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByLabel('Message', { exact: true })).toBeVisible(WAIT);
      return;
    }
  }
}

/** Reads the one toast on screen, then dismisses it, so the next one stands alone. */
async function seesToast(page: Page, toast: ToastSight): Promise<void> {
  const shown = toasts(page);
  await expect(shown).toHaveCount(1, WAIT);
  await expect(shown.getByText(toast.title, { exact: true })).toBeVisible();
  await expect(shown.getByText(toast.description, { exact: true })).toBeVisible();
  await shown.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(shown).toHaveCount(0, WAIT);
}

async function sees(page: Page, sight: ComposerSight): Promise<void> {
  await expect(toasts(page)).toHaveCount(0);
  for (const [label, value] of Object.entries(sight.fields)) {
    await expect(page.getByLabel(label, { exact: true }), label).toHaveValue(value);
  }
  await expect(group(page)).toHaveValue(sight.group);
  for (const counter of sight.counters) {
    await expect(page.getByText(counter, { exact: true })).toBeVisible();
  }
  if (!sight.remaining) await expect(page.getByText(/characters? remaining$/)).toHaveCount(0);
  if (sight.tooLong) await expect(page.getByText(sight.tooLong, { exact: true })).toBeVisible();
  else await expect(page.getByText(/^Too long to send/)).toHaveCount(0);
  await expect(page.getByLabel('Campaign summary').locator('dd')).toHaveText(sight.summary);
  await expect(page.getByRole('region', { name: 'Message preview' })).toHaveText(sight.preview, {
    useInnerText: true,
  });
  for (const name of TEMPLATE_NAMES) {
    await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-pressed',
      String(name === sight.selectedTemplate),
    );
  }
}

test.describe('composer machine, model-based, in Chromium', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the paths walk every state, every transition and every draft summary', () => {
    const coverage = composerCoverage();
    const { summaries, samples, outcomes } = composerTargets();
    console.log(
      `${formatCoverage(coverage, 'Chromium')}\n  draft summaries ${summaries}/${SUMMARY_COUNT}, ` +
        `sample events ${samples}, Send Now and Schedule Send outcomes ${outcomes.length}`,
    );
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(summaries).toBe(SUMMARY_COUNT);
  });

  for (const path of COMPOSER_PATHS) {
    test(describePath(path), async ({ page }) => {
      await openCompose(page);
      await runPath(path, {
        perform: async (event, before) => {
          await perform(page, gestureFor(event));
          const toast = toastAfter(event, before);
          if (toast) await seesToast(page, toast);
        },
        sees: (state) => sees(page, sightOf(state)),
      });
    });
  }
});
