/**
 * Issue 23's "Done when", in Chromium against the production build: a person sends a campaign
 * and watches its messages arrive, opens the failed ones and reads why, sees the rejected ones
 * refunded (in the details and in Billing), exports the report, stops a campaign that is
 * sending, and cancels or reschedules a scheduled one before it goes.
 *
 * Delivery moves on ticks of 250 ms (a setInterval). The tests that watch it take Playwright's
 * clock and pause it once the dashboard has loaded, so every tick happens when `runFor` says
 * and the counts are exact: the first campaign sent in a visit gets id 11, which seeds its
 * outcomes. A paused clock also stops requestAnimationFrame, which Zag's presence needs to let
 * a dialog go: `closeDialog` runs the clock frame by frame until it has gone.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeFindingsInEitherMode } from './axe';
import { openDashboard } from './dashboard-helpers';
import { chooseMenuItem, expect, fixDate, test } from './fixtures';

test.use({ timezoneId: 'Africa/Accra' });

/** Thursday 26 November 2026 at 10:00 in Accra (GMT, UTC), inside business hours. */
const MORNING = Date.UTC(2026, 10, 26, 10, 0);
/** A minute later: the clock pauses here, well after the dashboard has loaded. */
const PAUSED_AT = MORNING + 60_000;
const TICK_MS = 250;

/** Promotional, one GSM-7 SMS, and it says how to opt out: nothing in the way of Send Now. */
const OFFER = 'Flu jabs now at our Adum branch, GHS 20 only. Reply STOP to opt out.';

const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('status');
const details = (page: Page, name: string) => page.getByRole('dialog', { name });
/** One of the details dialog's counters ("Queued", "Delivered", "Not sent"...). */
const counter = (dialog: Locator, label: string) => dialog.locator(`dt:text-is("${label}") + dd`);
/** A row of the Campaigns table, also while a dialog over it hides it from the accessibility tree. */
const campaignRow = (page: Page, name: string) =>
  page
    .getByRole('row', { includeHidden: true })
    .filter({ has: page.getByRole('button', { name, exact: true, includeHidden: true }) });
const reportFilter = (dialog: Locator) =>
  dialog.getByRole('combobox', { name: 'Filter the report by status' });
const reportRows = (dialog: Locator) =>
  dialog.getByRole('region', { name: 'Delivery report table' }).locator('tbody tr');

async function expectCounters(dialog: Locator, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) {
    await expect(counter(dialog, label), label).toHaveText(value);
  }
}

/** The Compose tab with the campaign written, addressed to Customers (1,250). */
async function compose(page: Page, name: string, message = OFFER) {
  await page.getByRole('tab', { name: 'Compose' }).click();
  await page.getByRole('textbox', { name: 'Campaign Name' }).fill(name);
  await page.getByRole('combobox', { name: /^Contact Group/ }).selectOption('customers');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
}

/**
 * Opens the dashboard on Playwright's clock at 10:00 and pauses it a minute later: from then on
 * time moves only with `runFor`.
 */
async function openDashboardOnPausedClock(page: Page) {
  await page.clock.install({ time: MORNING });
  await openDashboard(page);
  await loadToaster(page);
  await page.clock.pauseAt(PAUSED_AT);
}

/**
 * The toaster loads with the first toast, and React shows a lazy component after a timer of its
 * own: with the clock paused the first toast would never show. Send Now with nothing written
 * brings up the first, while the clock still runs; it is dismissed straight away.
 */
async function loadToaster(page: Page) {
  await page.getByRole('tab', { name: 'Compose' }).click();
  await page.getByRole('button', { name: 'Send Now' }).click();
  await expect(toasts(page).getByText('Error', { exact: true })).toBeVisible();
  await toasts(page).getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toasts(page)).toHaveCount(0);
}

/** Send Now, then the campaign's details from the Campaigns tab, at tick 0. */
async function sendAndOpen(page: Page, name: string) {
  await page.getByRole('button', { name: 'Send Now' }).click();
  await expect(toasts(page).getByText('Campaign Sent!', { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText('Your SMS campaign has been sent to 1,250 contacts.', { exact: true }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const row = campaignRow(page, name);
  await expect(row.getByText('Sending', { exact: true })).toBeVisible();
  await expect(row).toContainText('Sending · 0 of 1,250');
  await row.getByRole('button', { name, exact: true }).click();
  const dialog = details(page, name);
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Closes a dialog while the clock is paused. Zag's presence lets the dialog go on the next
 * animation frame, or, if the dialog is animating out, when that animation ends; a frame that
 * comes after the end (as a faked one can) waits for an end that has passed. With animations
 * of no length it goes on the frame itself, which `runFor` brings.
 */
async function closeDialog(page: Page, dialog: Locator, closeLabel: string) {
  await page.addStyleTag({
    content: '*, *::before, *::after { animation-duration: 0s !important; }',
  });
  await dialog.getByRole('button', { name: closeLabel }).click();
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return dialog.count();
    })
    .toBe(0);
}

test.describe('a campaign on its way', () => {
  // Each of the 35 to 40 ticks these tests run renders the counters and the report again: on a
  // loaded 2-core machine that alone is several seconds.
  test.setTimeout(60_000);

  test('a person sends a campaign, watches it arrive, reads why some failed, exports the report and sees the refunds in Billing', async ({
    page,
  }) => {
    await openDashboardOnPausedClock(page);
    await expect(page.getByText(/4,218 SMS credits/)).toBeVisible();
    await compose(page, 'Flu jab week');
    const dialog = await sendAndOpen(page, 'Flu jab week');
    // Every message is held: 1,250 credits leave the balance at once.
    await expect(page.getByText(/2,968 SMS credits/)).toBeAttached();

    await expect(dialog.getByText('Sending', { exact: true })).toBeVisible();
    await expectCounters(dialog, {
      Queued: '1,250',
      Submitted: '0',
      Delivered: '0',
      Failed: '0',
      Rejected: '0',
      Expired: '0',
    });
    await expect(dialog.getByText('0 of 1,250 (0%)')).toBeVisible();
    await expect(counter(dialog, 'Not sent')).toHaveCount(0);

    // One second: four ticks.
    await page.clock.runFor(4 * TICK_MS);
    await expectCounters(dialog, {
      Queued: '610',
      Submitted: '408',
      Delivered: '228',
      Failed: '1',
      Rejected: '3',
      Expired: '0',
    });
    await expect(dialog.getByText('232 of 1,250 (18%)')).toBeVisible();
    await expect(
      dialog.getByRole('progressbar', { name: 'Messages with an outcome' }),
    ).toHaveAttribute('aria-valuenow', '18');
    await expect(
      dialog.getByText('Held 1,250 SMS · refunded 3 SMS · charged so far'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stop sending' })).toBeVisible();

    // The last expired message settles on tick 38.
    await page.clock.runFor(36 * TICK_MS);
    await expect(dialog.getByText('Completed', { exact: true })).toBeVisible();
    await expectCounters(dialog, {
      Queued: '0',
      Submitted: '0',
      Delivered: '1,218',
      Failed: '13',
      Rejected: '7',
      Expired: '12',
    });
    await expect(dialog.getByText('1,250 of 1,250 (100%)')).toBeVisible();
    await expect(dialog.getByText('97.4%', { exact: true })).toBeVisible();
    // The rejected messages came back; the failed and expired ones are charged.
    await expect(
      dialog.getByText('Held 1,250 SMS · refunded 7 SMS · charged 1,243 SMS (GH₵ 39.65)'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stop sending' })).toHaveCount(0);
    await expect(toasts(page).getByText('Campaign delivered', { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText(
        '“Flu jab week”: 1,218 of 1,250 delivered (97.4%). 7 SMS of credits came back for 7 rejected or unsent messages.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByText(/2,975 SMS credits/)).toBeAttached();

    // The failed ones, and why.
    await expect(dialog.getByText('Showing 1–25 of 1,250')).toBeVisible();
    await reportFilter(dialog).selectOption('Not delivered (failed, rejected, expired)');
    await expect(dialog.getByText('Showing 1–25 of 32')).toBeVisible();
    await expect(reportRows(dialog)).toHaveCount(25);
    await expect(
      reportRows(dialog).filter({ hasText: 'Failed' }).filter({ hasText: 'Number not in service' }),
    ).not.toHaveCount(0);
    await expect(reportRows(dialog).filter({ hasText: 'Delivered' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Showing 26–32 of 32')).toBeVisible();
    await expect(reportRows(dialog)).toHaveCount(7);

    // The rejected ones cost nothing.
    await reportFilter(dialog).selectOption('Rejected');
    await expect(dialog.getByText('Showing 1–7 of 7')).toBeVisible();
    await expect(reportRows(dialog).filter({ hasText: 'Refunded GH₵ 0.0319' })).toHaveCount(7);
    await expect(
      reportRows(dialog).filter({ hasText: 'Number barred by its network' }),
    ).toHaveCount(7);

    // A search narrows the report to a name.
    await reportFilter(dialog).selectOption('Not delivered (failed, rejected, expired)');
    const firstName = (await reportRows(dialog).first().locator('td').nth(1).textContent()) ?? '';
    expect(firstName).not.toBe('');
    await dialog
      .getByRole('searchbox', { name: 'Search the report by number or name' })
      .fill(firstName);
    await expect(reportRows(dialog).first()).toContainText(firstName);
    await dialog.getByRole('searchbox', { name: 'Search the report by number or name' }).fill('');

    // The export holds what the filter matches: the 32 not delivered.
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('nkra-delivery-report-11-flu-jab-week.csv');
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split(/\r?\n/).filter((line) => line !== '');
    expect(lines[0]).toBe('Number,Name,Network,Status,Reason,Segments,Cost (GHS),Refunded (GHS)');
    expect(lines).toHaveLength(33);
    const statuses = lines.slice(1).map((line) => /,(Failed|Rejected|Expired),/.exec(line)?.[1]);
    expect(statuses.filter((status) => status === 'Failed')).toHaveLength(13);
    expect(statuses.filter((status) => status === 'Rejected')).toHaveLength(7);
    expect(statuses.filter((status) => status === 'Expired')).toHaveLength(12);
    expect(lines.filter((line) => line.includes(',Number not in service,'))).not.toHaveLength(0);
    expect(
      lines.filter((line) =>
        line.endsWith(',Rejected,Number barred by its network,1,0.0000,0.0319'),
      ),
    ).toHaveLength(7);

    await closeDialog(page, dialog, 'Close campaign details');
    await page.clock.resume();

    // Billing: what the campaign held, what came back, what it cost.
    await page.getByRole('button', { name: 'Account settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Account Settings' });
    await settings.getByRole('tab', { name: 'Billing' }).click();
    await expect(settings.getByTestId('credit-balance')).toHaveText('2,975 SMS');
    const charge = settings
      .getByRole('table', { name: 'Charges this visit' })
      .getByRole('row')
      .filter({ hasText: 'Flu jab week' });
    await expect(charge.getByRole('cell')).toHaveText([
      'Flu jab week',
      '26 Nov 2026 10:01',
      '1,250 SMS',
      '7 SMS',
      '1,243 SMS',
    ]);
  });

  test('Stop sending: what the networks had not been handed is Not sent and not charged; axe finds no WCAG 2.2 AA violations in the details', async ({
    page,
  }) => {
    await openDashboardOnPausedClock(page);
    await compose(page, 'Flu jab week');
    const dialog = await sendAndOpen(page, 'Flu jab week');
    await page.clock.runFor(3 * TICK_MS);
    await expectCounters(dialog, { Queued: '770', Submitted: '342', Delivered: '135' });

    await dialog.getByRole('button', { name: 'Stop sending' }).click();
    await expect(toasts(page).getByText('Stopping campaign', { exact: true })).toBeVisible();
    // The 770 still queued will not go; the 342 with the networks still get their outcome.
    await expectCounters(dialog, {
      Queued: '0',
      Submitted: '342',
      Delivered: '135',
      'Not sent': '770',
    });
    await expect(
      dialog.getByText(
        'Stopped: messages already with the networks still get their outcome; the rest are not sent and not charged.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stop sending' })).toHaveCount(0);

    await page.clock.runFor(32 * TICK_MS);
    await expect(dialog.getByText('Stopped', { exact: true })).toBeVisible();
    await expectCounters(dialog, {
      Queued: '0',
      Submitted: '0',
      Delivered: '461',
      Failed: '7',
      Rejected: '4',
      Expired: '8',
      'Not sent': '770',
    });
    await expect(
      dialog.getByText('Held 1,250 SMS · refunded 774 SMS · charged 476 SMS (GH₵ 15.18)'),
    ).toBeVisible();
    await expect(toasts(page).getByText('Campaign stopped', { exact: true })).toBeVisible();
    await expect(page.getByText(/3,742 SMS credits/)).toBeAttached();

    await reportFilter(dialog).selectOption('Not sent');
    await expect(dialog.getByText('Showing 1–25 of 770')).toBeVisible();
    const unsent = reportRows(dialog);
    await expect(unsent).toHaveCount(25);
    await expect(
      unsent.filter({ hasText: 'Campaign stopped before this message was sent' }),
    ).toHaveCount(25);
    await expect(unsent.filter({ hasText: 'Refunded GH₵ 0.0319' })).toHaveCount(25);

    // axe, with every counter showing and the report on the messages not delivered. Nothing
    // moves any more; axe waits on timers of its own, so the clock runs again.
    await reportFilter(dialog).selectOption('Not delivered (failed, rejected, expired)');
    await expect(dialog.getByText('Showing 1–19 of 19')).toBeVisible();
    await page.clock.resume();
    await expectNoAxeFindingsInEitherMode(page, 'campaign details', '[role="dialog"]');
  });
});

test.describe('a scheduled campaign before it goes', () => {
  test('Cancel campaign in the row menu puts it back in Drafts, and it does not go at its time', async ({
    page,
  }) => {
    await page.clock.install({ time: MORNING });
    await openDashboard(page);
    for (const name of ['Clinic day', 'Clinic day reminder']) {
      await compose(page, name);
      await page.getByLabel('Schedule Date').fill('2026-11-26');
      await page.getByLabel('Schedule Time').fill('10:30');
      await page.getByRole('button', { name: 'Schedule Send' }).click();
      await expect(
        toasts(page).getByText('Your SMS campaign has been scheduled for 2026-11-26 at 10:30 UTC.'),
      ).not.toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
    }
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    const cancelled = campaignRow(page, 'Clinic day reminder');
    const kept = campaignRow(page, 'Clinic day');
    await expect(cancelled.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(kept.getByText('Scheduled', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Actions for Clinic day reminder' }).click();
    await chooseMenuItem(page, 'Cancel campaign');
    await expect(cancelled.getByText('Draft', { exact: true })).toBeVisible();
    await expect(cancelled).toContainText('Not scheduled');
    await expect(toasts(page).getByText('Campaign cancelled', { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText('“Clinic day reminder” will not be sent. It is back in your drafts.', {
        exact: true,
      }),
    ).toBeVisible();

    // 10:30 comes: the other one starts, the cancelled one stays a draft and holds nothing.
    await page.clock.fastForward('30:00');
    await expect(kept.getByText('Sending', { exact: true })).toBeVisible();
    await expect(cancelled.getByText('Draft', { exact: true })).toBeVisible();
    // Only the one that went holds its 1,250 credits (less what its rejections gave back).
    await expect(page.getByText(/ 2,9\d\d SMS credits/)).toBeVisible();
  });

  test('Reschedule refuses a time that has passed, then takes a later one', async ({ page }) => {
    await fixDate(page, MORNING);
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    const row = campaignRow(page, 'World Diabetes Week');
    await expect(row).toContainText('5 Dec 2026');

    await page.getByRole('button', { name: 'Actions for World Diabetes Week' }).click();
    await chooseMenuItem(page, 'Reschedule');
    const dialog = page.getByRole('dialog', { name: 'Reschedule campaign' });
    await expect(dialog).toContainText(
      '“World Diabetes Week”, now scheduled for 2026-12-05 at 09:30 UTC.',
    );
    const date = dialog.getByLabel('Date', { exact: true });
    await expect(date).toBeFocused();

    await date.fill('2026-11-25');
    await dialog.getByRole('button', { name: 'Reschedule', exact: true }).click();
    const refusal = dialog.getByText(
      '2026-11-25 at 09:30 UTC has already passed. Choose a later date and time.',
    );
    await expect(refusal).toBeVisible();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toBeFocused();
    await expect(row).toContainText('5 Dec 2026');

    await date.fill('2026-12-08');
    await dialog.getByLabel('Time', { exact: true }).fill('11:00');
    await dialog.getByRole('button', { name: 'Reschedule', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Campaign rescheduled', { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText(
        '“World Diabetes Week” is now scheduled for 2026-12-08 at 11:00 UTC.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(row).toContainText('8 Dec 2026');
    await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Actions for World Diabetes Week' }),
    ).toBeFocused();
  });
});
