/**
 * Issue 22's "Done when", in Chromium against the production build, with the browser in New
 * York (UTC−5 in November) while the account keeps Accra's time: a customer opted out in the
 * Contacts tab leaves every count and the cost; 10:00 GMT stays 10:00 GMT; a promotional
 * message is not scheduled at 21:00 GMT; Ɛfua's name changes what her message costs; a sender
 * ID no network approved cannot be picked; "Schedule for 08:00" at 21:30 GMT schedules the next
 * morning. Every test fixes the page's clock, so quiet hours never depend on when it runs.
 * Settings are changed as a person changes them, in Account Settings' SMS tab.
 */
import type { Page } from '@playwright/test';
import { SENDER_REVIEW_MS } from '../../src/domain/sender-ids';
import { expectNoAxeFindingsInEitherMode } from './axe';
import { dismissToasts, openDashboard } from './dashboard-helpers';
import { chooseMenuItem, expect, fixDate, test } from './fixtures';

test.use({ timezoneId: 'America/New_York' });

/** Thursday 26 November 2026 at this time in Accra (GMT, which is UTC). */
const accra = (hours: number, minutes = 0) => Date.UTC(2026, 10, 26, hours, minutes);

/** Promotional, one SMS, and it says how to opt out: no content warning in the way. */
const OFFER = 'Flu jabs now at our Adum branch, GHS 20 only. Reply STOP to opt out.';
/** 75 characters with a four-letter name: one GSM-7 SMS, or two in UCS-2. */
const PERSONAL = 'Hi [name], your prescription is ready for pickup at our Adum branch in Kumasi.';

const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('status');
const group = (page: Page) => page.getByRole('combobox', { name: /^Contact Group/ });
const sender = (page: Page) => page.getByRole('combobox', { name: 'Sender ID' });
const message = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const summary = (page: Page, term: string) =>
  page.getByLabel('Campaign summary').locator(`dt:text-is("${term}") + dd`);

async function openDashboardAt(page: Page, time: number) {
  await fixDate(page, time);
  await openDashboard(page);
}

async function openCompose(page: Page) {
  await page.getByRole('tab', { name: 'Compose' }).click();
  await expect(message(page)).toBeVisible();
}

/** Reads the one toast, then closes it, so the next stands alone. */
async function seesToast(page: Page, title: string, description: string) {
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).getByText(title, { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(description, { exact: true })).toBeVisible();
  await toasts(page).getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toasts(page)).toHaveCount(0);
}

/** Account Settings, SMS tab, Timezone, Save Changes: as a person keeps Accra's time. */
async function setTimezone(page: Page, zone: string) {
  await page.getByRole('button', { name: 'Account settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account Settings' });
  await dialog.getByRole('tab', { name: 'SMS' }).click();
  await dialog.getByRole('combobox', { name: 'Timezone' }).selectOption(zone);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await seesToast(page, 'Settings saved', 'Your changes are kept for the rest of this visit.');
}

async function draft(page: Page, text: string, date = '', time = '') {
  await group(page).selectOption('customers');
  await message(page).fill(text);
  if (date) await page.getByLabel('Schedule Date').fill(date);
  if (time) await page.getByLabel('Schedule Time').fill(time);
}

test.describe('sending like a responsible Ghanaian business', () => {
  test('a customer opted out in Contacts leaves every count and the cost', async ({ page }) => {
    await openDashboardAt(page, accra(11));
    await openCompose(page);
    await draft(page, 'x'.repeat(161));
    await expect(group(page).locator('option')).toContainText([
      'All Contacts (2,847) · 26 opted out',
      'Customers (1,250) · 12 opted out',
    ]);
    await expect(summary(page, 'Recipients')).toHaveText('1,250');
    await expect(summary(page, 'Opted out, not sent')).toHaveText('12');
    await expect(summary(page, 'Total SMS')).toHaveText('2,500');
    await expect(summary(page, 'Estimated cost')).toHaveText('GH₵ 79.75');

    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByRole('button', { name: 'Actions for Kwame Boateng' }).click();
    await chooseMenuItem(page, 'Opt out');
    const optOut = page.getByRole('dialog', { name: 'Opt out of campaigns' });
    await optOut.getByRole('textbox', { name: /^Reason/ }).fill('Asked at the counter to stop');
    await optOut.getByRole('button', { name: 'Opt out', exact: true }).click();
    await expect(optOut).toBeHidden();
    await seesToast(
      page,
      'Contact opted out',
      'Kwame Boateng (+233 24 412 3456) will get no more campaigns.',
    );
    await expect(
      page
        .getByRole('group', { name: /Contact groups/ })
        .getByRole('button', { name: /^Customers/ }),
    ).toHaveText('Customers1,24913 opted out');

    // The draft is as it was; one person fewer gets it, and it costs their two SMS less.
    await openCompose(page);
    await expect(message(page)).toHaveValue('x'.repeat(161));
    await expect(group(page).locator('option')).toContainText([
      'All Contacts (2,846) · 27 opted out',
      'Customers (1,249) · 13 opted out',
    ]);
    await expect(summary(page, 'Recipients')).toHaveText('1,249');
    await expect(summary(page, 'Opted out, not sent')).toHaveText('13');
    await expect(summary(page, 'Total SMS')).toHaveText('2,498');
    await expect(summary(page, 'Estimated cost')).toHaveText('GH₵ 79.69');
    await page.getByRole('button', { name: 'Send Now' }).click();
    await seesToast(page, 'Campaign Sent!', 'Your SMS campaign has been sent to 1,249 contacts.');
  });

  test('with the browser in New York and the account on GMT, 10:00 stays 10:00 GMT', async ({
    page,
  }) => {
    // Noon in Accra, 07:00 in New York.
    await openDashboardAt(page, accra(12));
    await setTimezone(page, 'GMT');
    await openCompose(page);
    await expect(page.getByTestId('schedule-zone')).toHaveText(
      "Date and time are in GMT (UTC+0, Accra time), your account's time zone (Settings, SMS tab).",
    );

    // 10:00 today has passed in Accra (read in New York's zone it would be still to come).
    await draft(page, OFFER, '2026-11-26', '10:00');
    await expect(summary(page, 'Scheduled')).toHaveText('2026-11-26 at 10:00 GMT');
    await page.getByRole('button', { name: 'Schedule Send' }).click();
    await seesToast(
      page,
      'Schedule is in the past',
      '2026-11-26 at 10:00 GMT has already passed. Choose a later date and time, or use Send Now.',
    );

    await page.getByLabel('Schedule Date').fill('2026-12-01');
    await expect(page.getByLabel('Schedule Time')).toHaveValue('10:00');
    await expect(summary(page, 'Scheduled')).toHaveText('2026-12-01 at 10:00 GMT');
    await page.getByRole('button', { name: 'Schedule Send' }).click();
    await seesToast(
      page,
      'Campaign Scheduled!',
      'Your SMS campaign has been scheduled for 2026-12-01 at 10:00 GMT.',
    );
  });

  test('a promotional message is not scheduled at 21:00 GMT; a transactional one is', async ({
    page,
  }) => {
    await openDashboardAt(page, accra(12));
    await setTimezone(page, 'GMT');
    await openCompose(page);
    await draft(page, OFFER, '2026-12-01', '21:00');
    await expect(
      page.getByText(
        '21:00 GMT is inside your quiet hours (20:00 to 08:00 GMT): a promotional message cannot be scheduled then.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Schedule Send' }).click();
    await seesToast(
      page,
      'Inside quiet hours',
      '21:00 GMT is inside your quiet hours (20:00 to 08:00 GMT), when promotional messages are not sent. Choose a time from 08:00 to 20:00, or mark the message Transactional if it is one.',
    );
    await expect(message(page)).toHaveValue(OFFER);

    await page.getByRole('combobox', { name: 'Message type' }).selectOption('Transactional');
    await expect(page.getByText(/a promotional message cannot be scheduled then\.$/)).toHaveCount(
      0,
    );
    await page.getByRole('button', { name: 'Schedule Send' }).click();
    await seesToast(
      page,
      'Campaign Scheduled!',
      'Your SMS campaign has been scheduled for 2026-12-01 at 21:00 GMT.',
    );
  });

  test('previewed as Ɛfua Asante, the message is UCS-2 and costs her more', async ({ page }) => {
    await openDashboardAt(page, accra(11));
    await openCompose(page);
    await draft(page, PERSONAL);
    const previewAs = page.getByTestId('preview-as');
    const cost = page.getByTestId('preview-cost');
    const bubble = page.getByRole('region', { name: 'Message preview' });
    await expect(previewAs).toHaveText('Preview as Kwame Boateng1 of 1,250 recipients');
    await expect(bubble).toHaveText(PERSONAL.replace('[name]', 'Kwame'));
    await expect(cost).toHaveText("Kwame Boateng's message: 1 SMS (GSM-7) · GH₵ 0.0319");

    const note = page.getByTestId('summary-ucs2');
    await expect(note).toContainText(
      'names make the message Unicode (UCS-2, 70 characters per SMS)',
    );
    await note.getByRole('button', { name: 'Preview as Ɛfua Asante' }).click();
    await expect(previewAs.locator('strong')).toHaveText('Ɛfua Asante');
    await expect(bubble).toHaveText(PERSONAL.replace('[name]', 'Ɛfua'));
    await expect(cost).toHaveText("Ɛfua Asante's message: 2 SMS (UCS-2) · GH₵ 0.0638");

    // The arrows step through the recipients and back.
    await page.getByRole('button', { name: 'Next recipient' }).click();
    await expect(previewAs.locator('strong')).not.toHaveText('Ɛfua Asante');
    await page.getByRole('button', { name: 'Previous recipient' }).click();
    await expect(previewAs.locator('strong')).toHaveText('Ɛfua Asante');
  });

  test('a sender ID no network approved cannot be picked; one AirtelTigo rejected names who it misses', async ({
    page,
  }) => {
    await openDashboardAt(page, accra(11));
    // A name that passes for a public body (the GRA): every network turns it down.
    await page.getByRole('button', { name: 'Account settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account Settings' });
    await dialog.getByRole('tab', { name: 'SMS' }).click();
    await dialog.getByRole('textbox', { name: 'Request a sender ID' }).fill('KumasiGRA');
    await dialog.getByRole('button', { name: 'Request', exact: true }).click();
    await expect(
      toasts(page).getByText('KumasiGRA rejected on MTN, Telecel and AirtelTigo'),
    ).toBeVisible({ timeout: SENDER_REVIEW_MS + 10_000 });
    await dialog.getByRole('button', { name: 'Close settings' }).click();
    await expect(dialog).toBeHidden();
    await dismissToasts(page);
    await expect(toasts(page)).toHaveCount(0);

    await openCompose(page);
    await draft(page, OFFER);
    const options = sender(page).locator('option');
    await expect(options).toHaveText([
      'KumasiPharm',
      'KPL Deals (not on AirtelTigo)',
      'KPL Alerts (in review on every network)',
      'KumasiGRA (not approved on every network)',
    ]);
    await expect(options.filter({ hasText: 'KPL Alerts' })).toBeDisabled();
    await expect(options.filter({ hasText: 'KumasiGRA' })).toBeDisabled();
    await expect(options.filter({ hasText: 'KPL Deals' })).toBeEnabled();
    await expect(sender(page)).toHaveValue('KumasiPharm');

    await sender(page).selectOption('KPL Deals');
    await expect(summary(page, 'Sender ID')).toHaveText('KPL Deals');
    await expect(page.getByTestId('summary-blocked')).toHaveText(
      /^Not sent to 185 recipients on AirtelTigo \(.+ and 182 more\)\. KPL Deals was rejected there: Promotional sender IDs need a letter of authorisation from the business\.$/,
    );
    await expect(summary(page, 'Recipients')).toHaveText('1,065');
    await page.getByRole('button', { name: 'Send Now' }).click();
    await seesToast(page, 'Campaign Sent!', 'Your SMS campaign has been sent to 1,065 contacts.');
  });

  test('Schedule for 08:00 at 21:30 GMT schedules the next morning at 08:00 GMT', async ({
    page,
  }) => {
    // 21:30 in Accra is 16:30 the same day in New York.
    await openDashboardAt(page, accra(21, 30));
    await setTimezone(page, 'GMT');
    await openCompose(page);
    await draft(page, OFFER);
    await expect(page.getByText('It is 21:30 GMT, inside your quiet hours')).toBeVisible();
    await page.getByRole('button', { name: 'Schedule for 08:00' }).click();
    await seesToast(
      page,
      'Campaign Scheduled!',
      'Your SMS campaign has been scheduled for 2026-11-27 at 08:00 GMT.',
    );
    await expect(message(page)).toHaveValue('');
    // A transactional message may go out now: no warning for it.
    await page.getByRole('combobox', { name: 'Message type' }).selectOption('Transactional');
    await expect(page.getByText(/, inside your quiet hours$/)).toHaveCount(0);
  });

  test('axe finds no WCAG 2.2 AA violations in the compose tab with every new note showing', async ({
    page,
  }) => {
    await openDashboardAt(page, accra(21, 30));
    await openCompose(page);
    await draft(page, `${PERSONAL} Order at bit.ly/kpl`, '2026-12-01', '21:00');
    await sender(page).selectOption('KPL Deals');
    await page.getByRole('button', { name: 'Preview as Ɛfua Asante' }).click();
    await expect(page.getByRole('list', { name: 'Content warnings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add opt-out line' })).toBeVisible();
    await expect(page.getByTestId('summary-blocked')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule for 08:00' })).toBeVisible();
    await expect(page.getByText(/a promotional message cannot be scheduled then\.$/)).toBeVisible();
    await expectNoAxeFindingsInEitherMode(page, 'compose tab');
  });
});
