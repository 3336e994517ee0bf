/**
 * The composer machine's model paths (`tests/model/composer-model.ts`) in Chromium against the
 * production build: one test per path where Chromium adds something (a toast read as a person
 * reads it, or another tab visited; see BROWSER_ADDS), each in a fresh tab signed in to the demo
 * and on the Compose tab, each event done the way a person does it, and each Send Now, Schedule
 * Send or Schedule for 08:00 by its toast, which the person then dismisses. Every state is
 * checked by what a person sees: wholly where Chromium adds something and at the path's end, by
 * its fields and summary between steps that only edit the draft (jsdom checks those wholly).
 *
 * What the app hands the composer, a person causes here where one can: a customer opted out in
 * the Contacts tab's row menu, the account's zone saved in Settings. Emptying a whole group
 * (1,262 opt-outs) no person does in a test: that path runs in jsdom only, so the two
 * transitions it alone takes (nobody to send to) are listed below as not walked here.
 *
 * The browser is in Kiritimati (UTC+14, a different day from Accra for ten hours of every day)
 * and its clock fixed at the model's `NOW`: what the person sees is read in the account's zone.
 */
import type { Page } from '@playwright/test';
import {
  COMPOSER_PATHS,
  composerCoverage,
  composerTargets,
  describePath,
  gestureFor,
  isAppEvent,
  NOW,
  personChangeFor,
  SENDER_OPTIONS,
  sightOf,
  SUMMARY_COUNT,
  toastAfter,
  type ComposerGesture,
  type ComposerPath,
  type ComposerSight,
  type PersonChange,
  type SelectLabel,
  type ToastSight,
} from '../model/composer-model';
import { eventsOf, formatCoverage } from '../model/coverage';
import { runPath } from '../model/run-path';
import { chooseMenuItem, expect, fixDate, signInToDemo, test } from './fixtures';

// Runs for a visitor who asked for less motion: the paths test the machine, not the fades, and
// every fade they skip is time the other worker gets.
test.use({ reducedMotion: 'reduce', timezoneId: 'Pacific/Kiritimati' });

/** A path a person can walk here: whatever the app sends in it, a person causes. */
const personCanWalk = (path: ComposerPath) =>
  eventsOf(path).every((event) => !isAppEvent(event) || personChangeFor(event) !== null);

/**
 * What Chromium adds to a path: a toast read as a person reads it (Send Now, Schedule Send,
 * Schedule for 08:00, with real date and time inputs in another time zone), or another tab
 * visited (a draft loaded from Campaigns, a customer opted out in Contacts, the zone saved in
 * Settings). Paths of editing alone run once, in jsdom, which walks every transition.
 */
const BROWSER_ADDS = new Set([
  'composer.send',
  'composer.schedule',
  'composer.schedule.quietEnd',
  'composer.load',
  'composer.audience.change',
  'composer.account.change',
]);
const browserAdds = (path: ComposerPath) =>
  eventsOf(path).some((event) => BROWSER_ADDS.has(event.type));

const BROWSER_PATHS = COMPOSER_PATHS.filter((path) => personCanWalk(path) && browserAdds(path));

/**
 * Taken only where every customer has opted out, which no person does in a test, or where the
 * balance the campaigns actor announces is short of the campaign (a person would first have to
 * send away 3,000 credits): jsdom walks both, handing the composer what the app would.
 */
const NOT_WALKED_HERE = [
  'composer.drafting.ready: composer.send [hasNoRecipients] -> (stays)',
  'composer.drafting.ready: composer.schedule [hasNoRecipients] -> (stays)',
  'composer.drafting.ready: composer.send [isShortOfCredit] -> (stays)',
];

const TEMPLATE_NAMES = [
  'Welcome Message',
  'Promotional Offer',
  'Appointment Reminder',
  'Shipping Update',
];

/** Lazy chunks load on first visit; a busy machine must not fail a correct path. */
const WAIT = { timeout: 15_000 };

const SELECTS: Record<SelectLabel, RegExp> = {
  'Contact Group': /^Contact Group/,
  'Sender ID': /^Sender ID$/,
  'Message type': /^Message type$/,
};

const select = (page: Page, label: SelectLabel) =>
  page.getByRole('combobox', { name: SELECTS[label] });
const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('status');

async function openCompose(page: Page) {
  await fixDate(page, NOW);
  await signInToDemo(page);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Compose' }).click();
  await expect(page.getByLabel('Message', { exact: true })).toBeVisible(WAIT);
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

/** What the contacts or settings actor would tell the app, caused the way a person does. */
async function change(page: Page, person: PersonChange): Promise<void> {
  switch (person.kind) {
    case 'opt out': {
      await page.getByRole('tab', { name: 'Contacts' }).click();
      await page.getByRole('button', { name: `Actions for ${person.contact}` }).click();
      await chooseMenuItem(page, 'Opt out');
      const dialog = page.getByRole('dialog', { name: 'Opt out of campaigns' });
      await dialog.getByRole('textbox', { name: 'Reason' }).fill(person.reason);
      await dialog.getByRole('button', { name: 'Opt out', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(toasts(page).getByText('Contact opted out', { exact: true })).toBeVisible();
      await toasts(page).getByRole('button', { name: 'Dismiss notification' }).click();
      await expect(toasts(page)).toHaveCount(0, WAIT);
      break;
    }
    case 'timezone': {
      await page.getByRole('button', { name: 'Account settings' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'SMS' }).click();
      await dialog.getByRole('combobox', { name: 'Timezone' }).selectOption(person.zone);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog).toBeHidden();
      await expect(toasts(page).getByText('Settings saved', { exact: true })).toBeVisible();
      await toasts(page).getByRole('button', { name: 'Dismiss notification' }).click();
      await expect(toasts(page)).toHaveCount(0, WAIT);
      break;
    }
  }
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
      await select(page, gesture.label).selectOption({ value: gesture.value });
      return;
    case 'click':
      await page
        .getByRole('button', { name: gesture.name, exact: typeof gesture.name === 'string' })
        .click();
      return;
    case 'load draft': {
      await page.getByRole('tab', { name: 'Campaigns' }).click();
      await page.getByRole('button', { name: `Actions for ${gesture.campaign}` }).click();
      await chooseMenuItem(page, 'View Details');
      const dialog = page.getByRole('dialog', { name: gesture.campaign });
      await dialog.getByRole('button', { name: 'Send Now' }).click();
      await expect(page.getByRole('tab', { name: 'Compose' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByLabel('Message', { exact: true })).toBeVisible(WAIT);
      return;
    }
    case 'app':
      if (!gesture.person) throw new Error('No person causes this change in a test.');
      await change(page, gesture.person);
      return;
  }
}

/**
 * What a person sees between two steps that only edit the draft: the fields and the campaign
 * summary. jsdom checks everything else at every state of every path; here the whole sight is
 * checked where Chromium adds something (after a toast, another tab) and at each path's end.
 */
async function seesBriefly(page: Page, sight: ComposerSight): Promise<void> {
  await expect(toasts(page)).toHaveCount(0);
  for (const [label, value] of Object.entries(sight.fields)) {
    await expect(page.getByLabel(label, { exact: true }), label).toHaveValue(value);
  }
  await expect(page.getByLabel('Campaign summary').locator('dd')).toHaveText(sight.summary);
}

async function sees(page: Page, sight: ComposerSight): Promise<void> {
  await expect(toasts(page)).toHaveCount(0);
  for (const [label, value] of Object.entries(sight.fields)) {
    await expect(page.getByLabel(label, { exact: true }), label).toHaveValue(value);
  }
  const group = select(page, 'Contact Group');
  await expect(group).toHaveValue(sight.group);
  await expect(group.locator('option')).toHaveText(sight.groupOptions);
  const sender = select(page, 'Sender ID');
  await expect(sender).toHaveValue(sight.sender);
  expect(
    await sender
      .locator('option')
      .evaluateAll((options: HTMLOptionElement[]) =>
        options.map((option) => ({ label: option.text, disabled: option.disabled })),
      ),
  ).toEqual(SENDER_OPTIONS);
  await expect(select(page, 'Message type')).toHaveValue(sight.messageType);

  // The counters under the message, read there: a dialog closing over the composer can show the
  // same words for a moment ("139 characters").
  const counters = page.getByTestId('character-count').locator('..');
  for (const counter of sight.counters) {
    await expect(counters.getByText(counter, { exact: true })).toBeVisible();
  }
  if (!sight.remaining) await expect(page.getByText(/characters? remaining$/)).toHaveCount(0);
  if (sight.tooLong) await expect(page.getByText(sight.tooLong, { exact: true })).toBeVisible();
  else await expect(page.getByText(/^Too long to send/)).toHaveCount(0);

  const warnings = page.getByRole('list', { name: 'Content warnings' }).getByRole('listitem');
  await expect(warnings).toHaveCount(sight.warnings.length);
  for (const [index, warning] of sight.warnings.entries()) {
    await expect(warnings.nth(index)).toContainText(warning);
  }
  await expect(page.getByRole('button', { name: 'Add opt-out line' })).toHaveCount(
    sight.addOptOutLine ? 1 : 0,
  );

  await expect(page.getByTestId('schedule-zone')).toHaveText(sight.zone);
  if (sight.quietSchedule) {
    await expect(page.getByText(sight.quietSchedule, { exact: true })).toBeVisible();
  } else {
    await expect(page.getByText(/a promotional message cannot be scheduled then\.$/)).toHaveCount(
      0,
    );
  }
  if (sight.quietNow) {
    await expect(page.getByText(sight.quietNow, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule for 08:00' })).toBeVisible();
  } else {
    await expect(page.getByText(/, inside your quiet hours$/)).toHaveCount(0);
  }

  await expect(page.getByLabel('Campaign summary').locator('dd')).toHaveText(sight.summary);
  await expect(page.getByTestId('summary-blocked')).toHaveText(sight.blocked);
  const ucs2 = page.getByTestId('summary-ucs2');
  if (sight.ucs2) await expect(ucs2.locator('p')).toHaveText(sight.ucs2);
  else await expect(ucs2).toHaveCount(0);
  await expect(ucs2.getByRole('button')).toHaveText(sight.ucs2Previews);

  const previewAs = page.getByTestId('preview-as');
  if (sight.previewAs) {
    await expect(previewAs.locator('strong')).toHaveText(sight.previewAs.name);
    await expect(previewAs).toContainText(sight.previewAs.position);
  } else {
    await expect(previewAs).toHaveCount(0);
  }
  await expect(page.getByRole('region', { name: 'Message preview' })).toHaveText(sight.preview, {
    useInnerText: true,
  });
  if (sight.previewCut) await expect(page.getByTestId('preview-cut')).toBeVisible();
  else await expect(page.getByTestId('preview-cut')).toBeHidden();
  if (sight.previewCost)
    await expect(page.getByTestId('preview-cost')).toHaveText(sight.previewCost);
  else await expect(page.getByTestId('preview-cost')).toHaveCount(0);
  for (const name of TEMPLATE_NAMES) {
    await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-pressed',
      String(name === sight.selectedTemplate),
    );
  }
}

test.describe('composer machine, model-based, in Chromium', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the paths walk every state, every transition and every draft summary', () => {
    const coverage = composerCoverage(BROWSER_PATHS);
    const { summaries, samples, outcomes } = composerTargets(BROWSER_PATHS);
    console.log(
      `${formatCoverage(coverage, 'Chromium')}\n  draft summaries ${summaries}/${SUMMARY_COUNT}, ` +
        `sample events ${samples}, Send Now and Schedule Send outcomes ${outcomes.length}\n` +
        `  ${COMPOSER_PATHS.length - BROWSER_PATHS.length} path(s) left to jsdom: editing alone, a group everyone left, a balance too low`,
    );
    expect(coverage.states.missing).toEqual([]);
    // Every transition left out here is one of editing alone (jsdom walks it), or needs a group
    // everyone left.
    const leftToJsdom = coverage.transitions.missing.filter(
      (transition) => !NOT_WALKED_HERE.includes(transition),
    );
    for (const transition of leftToJsdom) {
      expect(transition).not.toMatch(/composer\.(send|schedule|load|audience|account)\b/);
    }
    expect(coverage.transitions.missing).toEqual(expect.arrayContaining(NOT_WALKED_HERE));
    expect(composerCoverage().transitions.missing).toEqual([]);
    // The draft summaries of editing alone are walked in jsdom with the rest.
    expect(summaries).toBeGreaterThan(0);
    expect(composerTargets().summaries).toBe(SUMMARY_COUNT);
  });

  for (const path of BROWSER_PATHS) {
    test(describePath(path), async ({ page }) => {
      await openCompose(page);
      let seen = 0;
      let browserAdded = true;
      await runPath(path, {
        perform: async (event, before) => {
          await perform(page, gestureFor(event));
          browserAdded = BROWSER_ADDS.has(event.type);
          const toast = toastAfter(event, before);
          if (toast) await seesToast(page, toast);
        },
        sees: (state) => {
          seen += 1;
          const whole = browserAdded || seen === path.steps.length;
          return whole ? sees(page, sightOf(state)) : seesBriefly(page, sightOf(state));
        },
      });
    });
  }
});
