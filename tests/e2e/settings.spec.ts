/**
 * Account Settings' SMS tab in Chromium, against the production build: sender IDs requested,
 * refused and decided by the networks, the default sender, the opt-out line, quiet hours and the
 * time zone's hint; all of it with the keyboard alone, and axe on the tab in each state.
 */
import type { Locator, Page } from '@playwright/test';
import { SENDER_REVIEW_MS } from '../../src/domain/sender-ids';
import { expectNoAxeFindingsInEitherMode } from './axe';
import { dismissToasts, openDashboard } from './dashboard-helpers';
import { expect, test } from './fixtures';

/** The networks decide after SENDER_REVIEW_MS: a person waits that long, and a little more. */
const REVIEW_WAIT = SENDER_REVIEW_MS + 5000;

const settings = (page: Page) => page.getByRole('dialog', { name: 'Account Settings' });
const toast = (page: Page, title: string) =>
  page
    .getByRole('status')
    .filter({ hasText: title })
    .or(page.getByRole('alert').filter({ hasText: title }));

/** One sender ID of the list, by its name. */
const senderRow = (page: Page, name: string) =>
  settings(page)
    .getByRole('list', { name: 'Sender IDs' })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

/** The statuses a sender ID's row shows, network by network. */
const statusesOf = (row: Locator) =>
  row.getByRole('list', { name: /by network$/ }).getByRole('listitem');

async function openSmsTab(page: Page) {
  await page.getByRole('button', { name: 'Account settings' }).click();
  await settings(page).getByRole('tab', { name: 'SMS' }).click();
  await expect(page.getByRole('tabpanel', { name: 'SMS' })).toBeVisible();
}

test.describe('Account Settings, SMS tab', () => {
  test('lists the sender IDs with their status on each network and the default', async ({
    page,
  }) => {
    await openDashboard(page);
    await openSmsTab(page);
    await expect(statusesOf(senderRow(page, 'KumasiPharm'))).toHaveText([
      'MTN: Approved',
      'Telecel: Approved',
      'AirtelTigo: Approved',
    ]);
    await expect(senderRow(page, 'KumasiPharm')).toContainText('Default');
    const deals = senderRow(page, 'KPL Deals');
    await expect(statusesOf(deals)).toHaveText([
      'MTN: Approved',
      'Telecel: Approved',
      'AirtelTigo: Rejected',
    ]);
    await expect(deals).toContainText(
      'AirtelTigo: Promotional sender IDs need a letter of authorisation from the business.',
    );
    const alerts = senderRow(page, 'KPL Alerts');
    await expect(statusesOf(alerts)).toHaveText([
      'MTN: Pending',
      'Telecel: Pending',
      'AirtelTigo: Pending',
    ]);
    await expect(alerts.getByRole('button')).toHaveCount(0);
    await expect(alerts).toContainText('Can be the default once a network approves it.');
    await expect(settings(page).getByRole('combobox', { name: 'Timezone' })).toHaveValue('UTC');
    await expect(settings(page).getByText('UTC (UTC+0).')).toBeVisible();
    await settings(page).getByRole('combobox', { name: 'Timezone' }).selectOption('GMT');
    await expect(settings(page).getByText('GMT (UTC+0, Accra time).')).toBeVisible();
  });

  test('refuses a blocked word, sends a valid name for review, and uses it once approved', async ({
    page,
  }) => {
    await openDashboard(page);
    await openSmsTab(page);
    const dialog = settings(page);
    const field = dialog.getByRole('textbox', { name: 'Request a sender ID' });

    await field.fill('MoMo Deals');
    await expect(dialog.getByText('10/11')).toBeVisible();
    await dialog.getByRole('button', { name: 'Request', exact: true }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleErrorMessage(
      'Networks refuse sender IDs with “MoMo” in them.',
    );
    await expect(field).toBeFocused();
    await expect(senderRow(page, 'MoMo Deals')).toHaveCount(0);

    await field.fill('NkraHealth');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await field.press('Enter');
    await expect(field).toHaveValue('');
    await expect(toast(page, 'NkraHealth requested')).toBeVisible();
    await dismissToasts(page);
    const row = senderRow(page, 'NkraHealth');
    await expect(statusesOf(row)).toHaveText([
      'MTN: Pending',
      'Telecel: Pending',
      'AirtelTigo: Pending',
    ]);
    await expect(
      row.getByRole('button', { name: 'Make NkraHealth the default sender' }),
    ).toHaveCount(0);

    await expect(toast(page, 'NkraHealth approved on MTN, Telecel and AirtelTigo')).toBeVisible({
      timeout: REVIEW_WAIT,
    });
    await expect(statusesOf(row)).toHaveText([
      'MTN: Approved',
      'Telecel: Approved',
      'AirtelTigo: Approved',
    ]);
    await row.getByRole('button', { name: 'Make NkraHealth the default sender' }).click();
    await expect(row).toContainText('Default');
    await expect(senderRow(page, 'KumasiPharm')).not.toContainText('Default');

    await dialog.getByRole('textbox', { name: 'Quiet hours start' }).fill('21:30');
    await dialog.getByRole('textbox', { name: 'Quiet hours end' }).fill('07:00');
    const optOut = dialog.getByRole('textbox', { name: 'Opt-out line' });
    await optOut.fill('Reply STOP to opt out.');
    await expect(dialog.getByText(/Say that opting out is free/)).toBeVisible();
    await optOut.fill('To opt out free, dial *713*44#.');
    await expect(dialog.getByText(/Say that opting out is free/)).toHaveCount(0);
    // The toasts sit over the dialog's corner: a person closes them, and the dialog stays.
    await dismissToasts(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Settings saved')).toBeVisible();

    await openSmsTab(page);
    await expect(senderRow(page, 'NkraHealth')).toContainText('Default');
    await expect(dialog.getByRole('textbox', { name: 'Quiet hours start' })).toHaveValue('21:30');
    await expect(dialog.getByRole('textbox', { name: 'Quiet hours end' })).toHaveValue('07:00');
    await expect(optOut).toHaveValue('To opt out free, dial *713*44#.');
  });

  test('a request is decided while the dialog is closed, and Cancel does not withdraw it', async ({
    page,
  }) => {
    await openDashboard(page);
    await openSmsTab(page);
    const dialog = settings(page);
    await dialog.getByRole('textbox', { name: 'Request a sender ID' }).fill('Nkra Promo');
    await dialog.getByRole('button', { name: 'Request', exact: true }).click();
    await expect(senderRow(page, 'Nkra Promo')).toBeVisible();
    await dismissToasts(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      toast(page, 'Nkra Promo approved on MTN and Telecel, rejected on AirtelTigo'),
    ).toBeVisible({ timeout: REVIEW_WAIT });
    await openSmsTab(page);
    const row = senderRow(page, 'Nkra Promo');
    await expect(statusesOf(row)).toHaveText([
      'MTN: Approved',
      'Telecel: Approved',
      'AirtelTigo: Rejected',
    ]);
    await expect(row).toContainText(
      'AirtelTigo: Promotional sender IDs need a letter of authorisation from the business.',
    );
  });

  test('dismissing a decision while the dialog is open keeps the dialog and its changes', async ({
    page,
  }) => {
    await openDashboard(page);
    await openSmsTab(page);
    const dialog = settings(page);
    await dialog.getByRole('textbox', { name: 'Quiet hours start' }).fill('21:00');
    await dialog.getByRole('textbox', { name: 'Request a sender ID' }).fill('Osu Fashion');
    await dialog.getByRole('button', { name: 'Request', exact: true }).click();
    await dialog.getByRole('tab', { name: 'Notifications' }).click();
    const decision = toast(page, 'Osu Fashion approved on MTN, Telecel and AirtelTigo');
    await expect(decision).toBeVisible({ timeout: REVIEW_WAIT });
    await decision.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(decision).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('tab', { name: 'SMS' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Quiet hours start' })).toHaveValue('21:00');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Save refuses a blank opt-out line and says why on the SMS tab', async ({ page }) => {
    await openDashboard(page);
    await openSmsTab(page);
    const dialog = settings(page);
    const optOut = dialog.getByRole('textbox', { name: 'Opt-out line' });
    await optOut.fill('');
    await dialog.getByRole('tab', { name: 'Profile' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    await expect(optOut).toBeFocused();
    await expect(optOut).toHaveAttribute('aria-invalid', 'true');
    await expect(optOut).toHaveAccessibleErrorMessage(
      'Write how people opt out: promotional messages must say it, and it must be free.',
    );
    await expectNoAxeFindingsInEitherMode(page, 'a refused save');
    await optOut.fill('Dial *713*44# to opt out (free).');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
  });

  test('equal quiet hours mean none, and the tab says so', async ({ page }) => {
    await openDashboard(page);
    await openSmsTab(page);
    const dialog = settings(page);
    await expect(dialog.getByText(/No quiet hours/)).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Quiet hours start' }).fill('08:00');
    await expect(dialog.getByText(/No quiet hours: start and end are the same/)).toBeVisible();
  });

  test('works with the keyboard alone: request, wait for the networks, make it default, save', async ({
    page,
  }) => {
    await openDashboard(page);
    const opener = page.getByRole('button', { name: 'Account settings' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = settings(page);
    await expect(dialog).toBeVisible();
    // The dialog takes focus once it has opened; a Tab pressed before then leaves from the page.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    const smsTab = dialog.getByRole('tab', { name: 'SMS' });
    await tabTo(page, dialog.getByRole('tab', { name: 'Profile' }));
    // One arrow, then the next once focus has moved, as a person sees it move.
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'Notifications' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(smsTab).toBeFocused();
    await expect(smsTab).toHaveAttribute('aria-selected', 'true');

    const field = dialog.getByRole('textbox', { name: 'Request a sender ID' });
    await tabTo(page, field);
    await page.keyboard.type('Tamale SHS');
    await page.keyboard.press('Enter');
    const row = senderRow(page, 'Tamale SHS');
    await expect(statusesOf(row).first()).toHaveText('MTN: Pending');
    await expect(field).toBeFocused();
    const makeDefault = row.getByRole('button', { name: 'Make Tamale SHS the default sender' });
    await expect(makeDefault).toBeVisible({ timeout: REVIEW_WAIT });
    await page.keyboard.press('Shift+Tab');
    await tabBackTo(page, makeDefault);
    await page.keyboard.press('Enter');
    await expect(row).toContainText('Default');

    await tabTo(page, dialog.getByRole('button', { name: 'Save Changes' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(toast(page, 'Settings saved')).toBeVisible();
  });

  test('axe finds no violations with a request refused and one pending', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openDashboard(page);
    await openSmsTab(page);
    const dialog = settings(page);
    const field = dialog.getByRole('textbox', { name: 'Request a sender ID' });
    await field.fill('Osu Fashion');
    await field.press('Enter');
    await field.fill('KP');
    await field.press('Enter');
    await dialog.getByRole('textbox', { name: 'Opt-out line' }).fill('Reply STOP to opt out.');
    await dialog.getByRole('textbox', { name: 'Quiet hours end' }).fill('20:00');
    await expect(dialog.getByText('KP is 2 characters: a sender ID has 3 to 11.')).toBeVisible();
    await expectNoAxeFindingsInEitherMode(page, 'the SMS tab');
  });
});

async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

async function tabBackTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error(`Shift+Tab never reached ${String(target)}`);
}
