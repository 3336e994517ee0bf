/**
 * The new-campaign machine's model paths (`tests/model/new-campaign-model.ts`) in Chromium
 * against the production build: one test per path, each in a fresh tab signed in to the demo,
 * the New Campaign dialog opened from the header as a person opens it. Each event is done the
 * way a person does it; each state is checked by what a person sees (fields, the n/160
 * counter, inline errors, the submit button's words), each submit and cancel by its toast,
 * where focus goes, or the dialog closing with focus back on New Campaign. The page's Date is
 * pinned to the model's `NOW`, so a past date and quiet hours are decided as the model decides.
 *
 * jsdom runs every path (tests/model/new-campaign.model.test.tsx). Chromium runs the paths that
 * add something a real browser shows: each date and time typed into a real date or time input,
 * each kind of refusal with the focus it moves, and each way the dialog closes (its toast, focus
 * back on New Campaign). The other paths vary the same form summaries and run once, in jsdom.
 */
import type { Page } from '@playwright/test';
import type { NewCampaignEvent } from '@machines/new-campaign.machine';
import { formatCoverage } from '../model/coverage';
import {
  describePath,
  gestureFor,
  NEW_CAMPAIGN_PATHS,
  newCampaignCoverage,
  newCampaignTargets,
  NOW,
  outcomeOf,
  sightOf,
  SUMMARY_COUNT,
  UNWALKED_TRANSITIONS,
  type FieldLabel,
  type NewCampaignGesture,
  type NewCampaignPath,
  type NewCampaignSight,
  type ToastSight,
} from '../model/new-campaign-model';
import { runPath } from '../model/run-path';
import { expect, fixDate, signInToDemo, test } from './fixtures';

// Runs for a visitor who asked for less motion: the paths test the machine, not the fades, and
// every fade they skip is time the other worker gets.
test.use({ reducedMotion: 'reduce' });

const WAIT = { timeout: 15_000 };

/** What a step shows that only a real browser shows: a date or time input, a focus, a close. */
function browserSights(path: NewCampaignPath): string[] {
  const sights: string[] = [];
  path.steps.forEach((step, index) => {
    const event: NewCampaignEvent = step.event;
    const before = path.steps[index - 1]?.state;
    if (event.type === 'newCampaign.field.change' && event.field.startsWith('scheduled')) {
      sights.push(`${event.field}=${event.value}`);
    }
    if (!before) return;
    const outcome = outcomeOf(event, before);
    if (outcome.closes) sights.push(`closes: ${outcome.toast?.title ?? 'cancelled'}`);
    if (outcome.focus) sights.push(`focus: ${outcome.focus}`);
  });
  return sights;
}

/** The paths, in order, that show something no earlier path showed in Chromium. */
const BROWSER_PATHS = (() => {
  const seen = new Set<string>();
  return NEW_CAMPAIGN_PATHS.filter((path) => {
    const fresh = browserSights(path).filter((sight) => !seen.has(sight));
    for (const sight of fresh) seen.add(sight);
    return fresh.length > 0;
  });
})();

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'New Campaign' });
const newCampaignButton = (page: Page) =>
  page.getByRole('button', { name: 'New Campaign', exact: true });
const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('status');
const field = (page: Page, label: FieldLabel) =>
  dialogOf(page).getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

/** Opens the dialog from the header; focus lands in its first field. */
async function openTheDialog(page: Page) {
  await newCampaignButton(page).click();
  await expect(dialogOf(page)).toBeVisible(WAIT);
  await expect(field(page, 'Campaign name')).toBeFocused();
}

async function perform(page: Page, gesture: NewCampaignGesture): Promise<void> {
  // After a submit or a cancel the dialog is closed: a person opens it again to go on.
  if ((await dialogOf(page).count()) === 0) await openTheDialog(page);
  const dialog = dialogOf(page);
  switch (gesture.kind) {
    case 'fill':
      await field(page, gesture.label).fill(gesture.value);
      return;
    case 'select':
      await dialog.getByLabel('Contact group').selectOption({ value: gesture.value });
      return;
    case 'click':
      await dialog.getByRole('button', { name: gesture.name, exact: true }).click();
      return;
    case 'press':
      await page.keyboard.press(gesture.key);
      return;
  }
}

async function seesToast(page: Page, toast: ToastSight): Promise<void> {
  const shown = toasts(page);
  await expect(shown).toHaveCount(1, WAIT);
  await expect(shown.getByText(toast.title, { exact: true })).toBeVisible();
  await expect(shown.getByText(toast.description, { exact: true })).toBeVisible();
  await shown.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(shown).toHaveCount(0, WAIT);
}

async function sees(page: Page, sight: NewCampaignSight, dialogOpen: boolean): Promise<void> {
  await expect(toasts(page)).toHaveCount(0);
  if (!dialogOpen) {
    await expect(dialogOf(page)).toHaveCount(0);
    return;
  }
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  for (const [label, value] of Object.entries(sight.fields)) {
    const control = field(page, label as FieldLabel);
    await expect(control, label).toHaveValue(value);
    if (sight.invalid.includes(label as FieldLabel)) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
    } else {
      await expect(control).not.toHaveAttribute('aria-invalid', 'true');
    }
  }
  await expect(dialog.getByLabel('Contact group')).toHaveValue(sight.group);
  await expect(dialog.getByText(sight.counter, { exact: true })).toBeVisible();
  await expect(dialog).toContainText(sight.zoneNote);
  await expect(dialog.locator('[data-part="error-text"]')).toHaveText(sight.errors);
  await expect(dialog.locator('button[type="submit"]')).toHaveText(sight.submit);
}

test.describe('new-campaign machine, model-based, in Chromium', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the paths walk every state, every transition and every form summary', () => {
    const coverage = newCampaignCoverage();
    const { summaries, samples, outcomes } = newCampaignTargets();
    console.log(
      `${formatCoverage(coverage, 'jsdom')}\n  form summaries ${summaries}/${SUMMARY_COUNT}, ` +
        `sample events ${samples}, submit and cancel outcomes ${outcomes.length}\n` +
        `  ${BROWSER_PATHS.length} of ${NEW_CAMPAIGN_PATHS.length} paths here: each date, time, focus and close once`,
    );
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual(UNWALKED_TRANSITIONS);
    expect(summaries).toBe(SUMMARY_COUNT);
    // Every state is seen in Chromium too, and everything only a browser shows at least once.
    expect(newCampaignCoverage(BROWSER_PATHS).states.missing).toEqual([]);
    const shown = new Set(BROWSER_PATHS.flatMap(browserSights));
    for (const sight of NEW_CAMPAIGN_PATHS.flatMap(browserSights)) expect(shown).toContain(sight);
  });

  for (const path of BROWSER_PATHS) {
    test(describePath(path), async ({ page }) => {
      await fixDate(page, NOW);
      await signInToDemo(page);
      await page.goto('/dashboard');
      await openTheDialog(page);
      let dialogOpen = true;
      await runPath(path, {
        perform: async (event, before) => {
          await perform(page, gestureFor(event, before));
          dialogOpen = true;
          const outcome = outcomeOf(event, before);
          if (outcome.closes) {
            await expect(dialogOf(page)).toHaveCount(0, WAIT);
            // Focus goes back to where the person opened the dialog.
            await expect(newCampaignButton(page)).toBeFocused();
            dialogOpen = false;
          }
          if (outcome.toast) await seesToast(page, outcome.toast);
          if (outcome.focus) await expect(field(page, outcome.focus)).toBeFocused();
        },
        sees: (state) => sees(page, sightOf(state), dialogOpen),
      });
    });
  }
});
