import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { audienceCounts } from '../../src/domain/audience';
import { formatDay, type Contact } from '../../src/domain/contacts';
import { todayIso } from '../../src/domain/dates';
import { formatNumber } from '../../src/domain/numbers';
import { SAMPLE_CONTACTS } from '../../src/domain/sample-contacts';
import { axeFindings } from './axe';
import { chooseMenuItem, expect, test, untilIdle } from './fixtures';

/**
 * The Contacts tab in the browser, over the demo's 2,873 sample contacts: the table renders a
 * window of them, so tests count what the count line, the cards and aria-rowcount say, narrow
 * the rows with a search or a filter, and act on the rows in view.
 */

const TOTAL = SAMPLE_CONTACTS.length;
const AUDIENCE = audienceCounts(SAMPLE_CONTACTS);
/** The WCAG tags the dashboard's own axe checks use (dashboard-a11y.spec.ts). */
const today = formatDay(todayIso());

const sample = (name: string): Contact => {
  const found = SAMPLE_CONTACTS.find((contact) => contact.name === name);
  if (!found) throw new Error(`The sample has no ${name}.`);
  return found;
};

async function openContacts(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('nkra.demo.signedIn', '1'));
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByText('Manage your SMS contact database')).toBeVisible();
  await expect(showing(page, TOTAL)).toBeVisible();
  // The first rows show at once; once the virtualizer has arrived, the table renders a window
  // and a spacer row stands in for the rows below it. Rows are acted on from then on: the
  // window's rows replace the first ones.
  await expect(table(page).locator('tbody tr[aria-hidden="true"]').last()).toBeAttached();
}

const table = (page: Page) => page.getByRole('table');
const rows = (page: Page) => table(page).locator('tbody tr[data-index]');
/** The row at a place in the list: the window may start below the first row. */
const rowAt = (page: Page, index: number) => table(page).locator(`tbody tr[data-index="${index}"]`);
/** A contact's row, by the whole name: text matching would take Kwabena Darko for Abena Darko. */
const row = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });
const card = (page: Page, name: string) =>
  page
    .getByRole('group', { name: /Contact groups/ })
    .getByRole('button', { name: new RegExp(`^${name}`) });
const groupFilter = (page: Page) => page.getByRole('combobox', { name: 'Filter by group' });
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Filter by status' });
const search = (page: Page) => page.getByPlaceholder('Search contacts...');
const dialog = (page: Page) => page.getByRole('dialog');
const exportButton = (page: Page) => page.getByRole('button', { name: 'Export', exact: true });
const menuButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Actions for ${name}`, exact: true });
/** "Showing 147 of 2,873 contacts" */
const showing = (page: Page, shown: number, total = TOTAL) =>
  page.getByText(`Showing ${formatNumber(shown)} of ${formatNumber(total)} contacts`, {
    exact: true,
  });
/** A card's text: its label, who a campaign reaches, and how many opted out. */
const cardText = (label: string, recipients: number, optedOut: number) =>
  `${label}${formatNumber(recipients)}${optedOut > 0 ? `${formatNumber(optedOut)} opted out` : ''}`;

/** The one sheet of a downloaded workbook, as read-excel-file gives it: text cells as strings. */
async function workbookRows(download: Download): Promise<unknown[][]> {
  const sheets = await readXlsxFile(await readFile(await download.path()));
  expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Contacts']);
  return sheets[0]?.data ?? [];
}
const field = (page: Page, name: string) =>
  dialog(page).getByRole('textbox', { name: new RegExp(`^${name}`) });

/** A CSV row as Export writes it. */
const csvLine = (contact: Contact) =>
  [contact.name, contact.phone, contact.group, contact.status, contact.lastContact ?? ''].join(',');

test.describe('contacts', () => {
  test.beforeEach(async ({ page }) => openContacts(page));

  test('shows the table columns, statuses, consent and the cards of recipients', async ({
    page,
  }) => {
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Name',
      'Phone',
      'Group',
      'Status',
      'Last Contact',
      'Consent',
      'Actions',
    ]);
    await expect(row(page, 'Kwame Boateng').getByRole('cell')).toHaveText([
      'Kwame Boateng',
      '+233 24 412 3456',
      'Customers',
      'active',
      '18 Nov 2026',
      'Imported · 2 Mar 2025customers-2025.xlsx',
      '',
    ]);
    await expect(row(page, 'Abena Darko').getByRole('cell')).toHaveText([
      'Abena Darko',
      '+233 26 555 0142',
      'Customers',
      'opted-out',
      '14 Sep 2026',
      'Opted out · 15 Sep 2026Asked at the counter to stop promotions',
      '',
    ]);
    await expect(row(page, 'Kofi Owusu-Ansah').getByRole('cell').nth(5)).toHaveText(
      'Web form · 14 Jun 2026Loyalty card sign-up',
    );
    // The cards: the spec's numbers as recipients, the opted-out beside them.
    await expect(card(page, 'Total Contacts')).toHaveText(cardText('Total Contacts', 2847, 26));
    await expect(card(page, 'Customers')).toHaveText(cardText('Customers', 1250, 12));
    await expect(card(page, 'Prospects')).toHaveText(cardText('Prospects', 890, 7));
    await expect(card(page, 'VIP')).toHaveText(cardText('VIP', 145, 2));
    await expect(card(page, 'Total Contacts')).toHaveAttribute('aria-pressed', 'true');
    // The table says how many rows there are, and renders only a window of them.
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
    await expect(table(page).locator('tbody tr[aria-hidden="true"]').last()).toBeAttached();
    expect(await rows(page).count()).toBeLessThan(80);
  });

  test('cards and the group dropdown filter together', async ({ page }) => {
    const groupSize = (group: Contact['group']) =>
      SAMPLE_CONTACTS.filter((contact) => contact.group === group).length;
    await card(page, 'Customers').click();
    await expect(card(page, 'Customers')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Total Contacts')).toHaveAttribute('aria-pressed', 'false');
    await expect(groupFilter(page)).toHaveValue('customers');
    await expect(showing(page, groupSize('customers'))).toBeVisible();

    await groupFilter(page).selectOption('vip');
    await expect(card(page, 'VIP')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Customers')).toHaveAttribute('aria-pressed', 'false');
    // 147 VIPs, few enough to render every row.
    await expect(rows(page)).toHaveCount(groupSize('vip'));
    await expect(showing(page, groupSize('vip'))).toBeVisible();

    const options = await groupFilter(page).locator('option').allTextContents();
    expect(options).toEqual(['All Groups', 'Customers', 'Prospects', 'VIP', 'Newsletter']);
    // Newsletter is in the dropdown; no card is pressed for it.
    await groupFilter(page).selectOption('newsletter');
    await expect(showing(page, groupSize('newsletter'))).toBeVisible();
    await expect(
      page.getByRole('group', { name: /Contact groups/ }).locator('[aria-pressed="true"]'),
    ).toHaveCount(0);
    await card(page, 'Total Contacts').click();
    await expect(groupFilter(page)).toHaveValue('all');
    await expect(showing(page, TOTAL)).toBeVisible();
  });

  test('search matches names in any case and phone numbers', async ({ page }) => {
    await search(page).fill('ƐFUA ASANTE');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Ɛfua Asante');
    await search(page).fill('024 412 3456');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Kwame Boateng');
    await search(page).fill('nobody here');
    await expect(page.getByText('No contacts match this search and these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Show all contacts' }).click();
    await expect(showing(page, TOTAL)).toBeVisible();
    await expect(search(page)).toHaveValue('');
  });

  test('Add Contact checks name and phone inline, then adds in E.164 with consent by hand', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByText('Add New Contact')).toBeVisible();
    await expect(dialog(page).getByText('Enter the contact details below')).toBeVisible();
    await expect(field(page, 'Phone Number')).toHaveAttribute('placeholder', '+1234567890');
    const groups = dialog(page).getByRole('combobox', { name: 'Group' });
    expect(
      await groups
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['customers', 'prospects', 'vip', 'newsletter']);

    await dialog(page).getByRole('button', { name: 'Add Contact' }).click();
    await expect(dialog(page).getByText('Name is required.')).toBeVisible();
    await expect(dialog(page).getByText('Phone number is required.')).toBeVisible();
    await expect(field(page, 'Name')).toBeFocused();
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');

    await field(page, 'Name').fill('Yaa Asare');
    await field(page, 'Phone Number').fill('024 123');
    await dialog(page).getByRole('button', { name: 'Add Contact' }).click();
    await expect(field(page, 'Phone Number')).toBeFocused();
    await expect(dialog(page).getByText(/Enter a Ghana mobile number/)).toBeVisible();
    await expect(dialog(page).getByText('Name is required.')).toHaveCount(0);

    await field(page, 'Phone Number').fill('024 555 0101');
    await groups.selectOption('vip');
    await dialog(page).getByRole('button', { name: 'Add Contact' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByText('Contact added')).toBeVisible();
    await expect(rows(page).first().getByRole('cell')).toHaveText([
      'Yaa Asare',
      '+233 24 555 0101',
      'VIP',
      'active',
      'Never',
      `Added by hand · ${today}`,
      '',
    ]);
    await expect(card(page, 'VIP')).toHaveText(cardText('VIP', 146, 2));
    await expect(showing(page, TOTAL + 1, TOTAL + 1)).toBeVisible();
  });

  test('Edit opens the dialog filled and saves in place', async ({ page }) => {
    await menuButton(page, 'Kofi Owusu-Ansah').click();
    await chooseMenuItem(page, 'Edit');
    await expect(dialog(page).getByText('Edit Contact')).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('Kofi Owusu-Ansah');
    await expect(field(page, 'Phone Number')).toHaveValue('+233 55 123 9876');
    await field(page, 'Name').fill('Kofi Owusu-Ansah Jnr');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByText('Contact updated')).toBeVisible();
    await expect(rowAt(page, 2)).toContainText('Kofi Owusu-Ansah Jnr');
    // Its consent on record stays.
    await expect(rowAt(page, 2)).toContainText('Web form · 14 Jun 2026');
    await expect(showing(page, TOTAL)).toBeVisible();
  });

  test('Delete asks first, then Undo brings the contact back', async ({ page }) => {
    await menuButton(page, 'Abena Darko').click();
    await chooseMenuItem(page, 'Delete');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Abena Darko (+233 26 555 0142) will be removed');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(showing(page, TOTAL)).toBeVisible();
    await expect(menuButton(page, 'Abena Darko')).toBeFocused();

    await menuButton(page, 'Abena Darko').click();
    await chooseMenuItem(page, 'Delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(showing(page, TOTAL - 1, TOTAL - 1)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contacts table' })).toBeFocused();
    await expect(row(page, 'Abena Darko')).toHaveCount(0);
    // She was opted out: the cards' opted-out count goes with her.
    await expect(card(page, 'Customers')).toHaveText(cardText('Customers', 1250, 11));
    await expect(page.getByText('Contact deleted')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(showing(page, TOTAL)).toBeVisible();
    await expect(rowAt(page, 3)).toContainText('Abena Darko');
    await expect(page.getByText('Contact restored')).toBeVisible();
    await expect(card(page, 'Customers')).toHaveText(cardText('Customers', 1250, 12));
  });

  test('Export shows its toast and downloads the filtered contacts as CSV', async ({ page }) => {
    await card(page, 'VIP').click();
    const downloading = page.waitForEvent('download');
    await exportButton(page).click();
    await expect(page.getByText('Export Started')).toBeVisible();
    await expect(page.getByText('Contact export will begin shortly.')).toBeVisible();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('nkra-contacts-vip.csv');
    const bytes = await readFile(await download.path());
    // The byte-order mark that makes Excel read the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    const vip = SAMPLE_CONTACTS.filter((contact) => contact.group === 'vip');
    expect(lines).toHaveLength(1 + vip.length);
    expect(lines.slice(0, 4)).toEqual([
      'Name,Phone,Group,Status,Last Contact',
      'Akosua Mensah,+233201234567,vip,active,2026-11-20',
      'Efua Quaye,+233277004512,vip,active,2026-11-19',
      'Nana Ama Tetteh,+233208812345,vip,active,2026-11-10',
    ]);
  });

  test('Export offers an Excel workbook from the keyboard, phones kept as text', async ({
    page,
  }) => {
    await search(page).fill('kwabena ofori');
    await expect(rows(page)).toHaveCount(2);
    const formats = page.getByRole('button', { name: 'Choose export format' });
    await formats.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['CSV (.csv)', 'Excel workbook (.xlsx)']);
    await expect(menu.getByRole('menuitem', { name: 'CSV (.csv)' })).toHaveAttribute(
      'data-highlighted',
      '',
    );
    await page.keyboard.press('ArrowDown');
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Export Started')).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(formats).toBeFocused();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('nkra-contacts-all.xlsx');
    const found = SAMPLE_CONTACTS.filter(({ name }) => name === 'Kwabena Ofori');
    expect(found.map(({ status }) => status)).toEqual(['opted-out', 'active']);
    expect(await workbookRows(download)).toEqual([
      ['Name', 'Phone', 'Group', 'Status', 'Last Contact'],
      ...found.map((contact) => [
        contact.name,
        contact.phone,
        contact.group,
        contact.status,
        contact.lastContact,
      ]),
    ]);
  });

  test('has no detectable accessibility problems, with the dialog open too', async ({ page }) => {
    const rules = ['region'];
    let results = await new AxeBuilder({ page }).disableRules(rules).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await dialog(page).getByRole('button', { name: 'Add Contact' }).click();
    await expect(dialog(page).getByText('Name is required.')).toBeVisible();
    results = await new AxeBuilder({ page }).disableRules(rules).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe('opt out and back in', () => {
  test.beforeEach(async ({ page }) => openContacts(page));

  test('a customer opted out from the row menu leaves every count and joins the suppression list; opting back in restores', async ({
    page,
  }) => {
    const kwame = sample('Kwame Boateng');
    // Opted out with a reason: a blank one is refused first.
    await menuButton(page, 'Kwame Boateng').click();
    await expect(page.getByRole('menuitem', { name: 'Opt back in' })).toHaveCount(0);
    await chooseMenuItem(page, 'Opt out');
    const optOut = page.getByRole('dialog', { name: 'Opt out of campaigns' });
    await expect(optOut).toContainText(
      'Kwame Boateng (+233 24 412 3456) will get no more campaigns. Say why, for the record.',
    );
    const reason = optOut.getByRole('textbox', { name: /^Reason/ });
    await expect(reason).toBeFocused();
    await optOut.getByRole('button', { name: 'Opt out', exact: true }).click();
    await expect(
      optOut.getByText('Enter a reason: the record says why consent changed.'),
    ).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toBeFocused();
    await optOut.getByRole('button', { name: 'Asked by phone' }).click();
    await expect(reason).toHaveValue('Asked by phone');
    await expect(optOut.getByText(/Enter a reason/)).toHaveCount(0);
    await optOut.getByRole('button', { name: 'Opt out', exact: true }).click();
    await expect(optOut).toHaveCount(0);
    await expect(page.getByText('Contact opted out')).toBeVisible();
    await expect(
      page.getByText('Kwame Boateng (+233 24 412 3456) will get no more campaigns.'),
    ).toBeVisible();
    await expect(menuButton(page, 'Kwame Boateng')).toBeFocused();

    // Every count drops by one; the row says when and why.
    await expect(card(page, 'Customers')).toHaveText(cardText('Customers', 1249, 13));
    await expect(card(page, 'Total Contacts')).toHaveText(cardText('Total Contacts', 2846, 27));
    await expect(row(page, 'Kwame Boateng').getByRole('cell').nth(3)).toHaveText('opted-out');
    await expect(row(page, 'Kwame Boateng').getByRole('cell').nth(5)).toHaveText(
      `Opted out · ${today}Asked by phone`,
    );

    // The suppression list, of every group and of the customers, and its export.
    await statusFilter(page).selectOption({ label: 'Opted out (suppression list)' });
    await expect(showing(page, AUDIENCE.all.optedOut + 1)).toBeVisible();
    await expect(rows(page)).toHaveCount(AUDIENCE.all.optedOut + 1);
    await expect(rows(page).first()).toContainText('Kwame Boateng');
    await card(page, 'Customers').click();
    await expect(showing(page, 13)).toBeVisible();
    await expect(rows(page).getByRole('cell', { name: 'active', exact: true })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await exportButton(page).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('nkra-contacts-customers-opted-out.csv');
    const lines = (await readFile(await download.path(), 'utf8')).slice(1).split('\r\n');
    expect(lines).toHaveLength(1 + 13);
    expect(lines[1]).toBe(csvLine({ ...kwame, status: 'opted-out' }));

    // The composer reaches one customer fewer.
    await page.getByRole('tab', { name: 'Compose' }).click();
    await expect(
      page.getByRole('combobox', { name: /Contact Group/ }).locator('option[value="customers"]'),
    ).toHaveText('Customers (1,249) · 13 opted out');
    await page.getByRole('tab', { name: 'Contacts' }).click();

    // Back in, from the same menu: how consent was given again is the consent on record.
    await menuButton(page, 'Kwame Boateng').click();
    await expect(page.getByRole('menuitem', { name: 'Opt out' })).toHaveCount(0);
    await chooseMenuItem(page, 'Opt back in');
    const optIn = page.getByRole('dialog', { name: 'Opt back in to campaigns' });
    await expect(optIn).toContainText('Kwame Boateng (+233 24 412 3456) will get campaigns again.');
    await optIn
      .getByRole('textbox', { name: /^Reason/ })
      .fill('Signed the consent form at the Adum branch');
    await optIn.getByRole('button', { name: 'Opt back in', exact: true }).click();
    await expect(optIn).toHaveCount(0);
    await expect(page.getByText('Contact opted back in')).toBeVisible();
    await expect(
      page.getByText('Kwame Boateng (+233 24 412 3456) will get campaigns again.'),
    ).toBeVisible();
    // Off the suppression list, which the table still shows; focus goes to the table.
    await expect(showing(page, 12)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contacts table' })).toBeFocused();
    await expect(card(page, 'Customers')).toHaveText(cardText('Customers', 1250, 12));
    await statusFilter(page).selectOption({ label: 'All statuses' });
    await expect(row(page, 'Kwame Boateng').getByRole('cell').nth(5)).toHaveText(
      `Opted back in · ${today}Signed the consent form at the Adum branch`,
    );
  });

  test('keyboard only, with axe on the dialog: Abena opts back in, then out again', async ({
    page,
  }) => {
    const axe = async () => expect(await axeFindings(page)).toEqual([]);
    const button = menuButton(page, 'Abena Darko');
    // Enter opens the menu on its first item; the arrow keys move from there once it is open.
    const openMenu = async () => {
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
        'data-highlighted',
        '',
      );
    };
    await button.focus();
    await openMenu();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Opt back in' })).toHaveAttribute(
      'data-highlighted',
      '',
    );
    await page.keyboard.press('Enter');
    const optIn = page.getByRole('dialog', { name: 'Opt back in to campaigns' });
    const reason = optIn.getByRole('textbox', { name: /^Reason/ });
    await expect(reason).toBeFocused();
    await axe();
    // Enter with no reason: refused, focus stays, and the error passes axe too.
    await page.keyboard.press('Enter');
    await expect(optIn.getByText(/Enter a reason/)).toBeVisible();
    await expect(reason).toBeFocused();
    await axe();
    // A suggestion, reached with Tab and taken with Space, fills the reason and gives focus back.
    await page.keyboard.press('Tab');
    await expect(
      optIn.getByRole('button', { name: 'Gave consent again in writing' }),
    ).toBeFocused();
    await page.keyboard.press('Space');
    await expect(reason).toHaveValue('Gave consent again in writing');
    await expect(reason).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(optIn).toHaveCount(0);
    await expect(page.getByText('Contact opted back in')).toBeVisible();
    await expect(button).toBeFocused();
    await expect(card(page, 'Customers')).toHaveText(cardText('Customers', 1251, 11));

    // And out again: Escape closes the dialog without a change, then a typed reason.
    await openMenu();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Opt out' })).toHaveAttribute(
      'data-highlighted',
      '',
    );
    await page.keyboard.press('Enter');
    const optOut = page.getByRole('dialog', { name: 'Opt out of campaigns' });
    await expect(optOut.getByRole('textbox', { name: /^Reason/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(optOut).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(card(page, 'Customers')).toHaveText(cardText('Customers', 1251, 11));
    await openMenu();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(optOut.getByRole('textbox', { name: /^Reason/ })).toBeFocused();
    await page.keyboard.type('No longer a customer');
    await page.keyboard.press('Enter');
    await expect(optOut).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(card(page, 'Customers')).toHaveText(cardText('Customers', 1250, 12));
    await expect(row(page, 'Abena Darko').getByRole('cell').nth(5)).toHaveText(
      `Opted out · ${today}No longer a customer`,
    );
  });
});

test.describe('contacts at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the page does not scroll sideways; the table scrolls in its own box', async ({ page }) => {
    await openContacts(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await expect(field(page, 'Name')).toBeFocused();
    const box = await dialog(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  });
});

/**
 * Opens the dashboard signed in, with the contacts table rendered ahead in its hidden panel (the
 * virtualizer's window and its spacer); returns what reads the indexes of its rendered rows.
 */
async function dashboardWithHiddenContacts(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('nkra.demo.signedIn', '1'));
  await page.goto('/dashboard');
  await expect(
    page.locator('#dashboard-panel-contacts tbody tr[aria-hidden="true"]').last(),
  ).toBeAttached();
  // The contacts panel's rows, found by id: hidden, the table has no role to find it by.
  const hiddenRows = page.locator('#dashboard-panel-contacts tbody tr[data-index]');
  return () =>
    hiddenRows.evaluateAll((found) => found.map((row) => row.getAttribute('data-index')));
}

test('a contacts table never shown is placed, while the page is idle, where its tab will show it', async ({
  page,
}) => {
  const indexes = await dashboardWithHiddenContacts(page);
  // Idle twice: the panel's layout, then the table's place, each waits for an idle moment.
  await untilIdle(page);
  await untilIdle(page);
  const ahead = await indexes();
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByText('Manage your SMS contact database')).toBeVisible();
  // Shown, the table keeps the window it had: the rows in view and a few below, no more.
  expect(await indexes()).toEqual(ahead);
  await expect(rows(page).last()).not.toBeInViewport();
  expect(ahead.length).toBeLessThan(16);
});

test('a hidden contacts table stays placed while the tab that shows grows, and shows as placed', async ({
  page,
}) => {
  const indexes = await dashboardWithHiddenContacts(page);
  await page.getByRole('tab', { name: 'Compose' }).click();
  await untilIdle(page);
  await untilIdle(page);
  const ahead = await indexes();
  // A long message makes the page much taller: the hidden table's place is as it was.
  const message = page.getByRole('textbox', { name: 'Message', exact: true });
  await message.fill('Akwaaba! Your order is ready for pickup. '.repeat(60));
  await message.press('Home');
  await untilIdle(page);
  expect(await indexes()).toEqual(ahead);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByText('Manage your SMS contact database')).toBeVisible();
  expect(await indexes()).toEqual(ahead);
  await expect(rowAt(page, 0)).toBeInViewport();
});

test.describe('contacts at 3,873', () => {
  const MORE = 1_000;
  const ALL = TOTAL + MORE;
  const GROUPS = ['customers', 'prospects', 'vip'] as const;
  const member = (n: number) => `Member ${String(n).padStart(4, '0')}`;

  /** A thousand more contacts, brought in through the Import contacts dialog as a person would. */
  async function importMembers(page: Page) {
    const lines = Array.from(
      { length: MORE },
      (_, index) =>
        `${member(index + 1)},024${String(index + 1).padStart(7, '0')},${GROUPS[index % 3]}`,
    );
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import contacts' });
    await importDialog.getByLabel('Contacts file').setInputFiles({
      name: 'members.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['Name,Phone,Group', ...lines].join('\n')),
    });
    await importDialog.getByRole('button', { name: 'Import 1,000 contacts', exact: true }).click();
    await expect(importDialog).toHaveCount(0);
    await expect(showing(page, ALL, ALL)).toBeVisible();
    // The first rows show at once; once the virtualizer has arrived, a spacer stands in for the
    // rows below the window.
    await expect(table(page).locator('tbody tr[aria-hidden="true"]').last()).toBeAttached();
  }

  /** The name of the contact whose row menu has focus. */
  const focusedRow = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

  test.beforeEach(async ({ page }) => {
    await openContacts(page);
    await importMembers(page);
  });

  test('the table renders a window of the rows, and the page scrolls through all of them', async ({
    page,
  }) => {
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(ALL + 1));
    const rendered = table(page).locator('tbody tr[data-index]');
    expect(await rendered.count()).toBeLessThan(80);
    await expect(rendered.first()).toHaveAttribute('aria-rowindex', '2');
    await expect(rendered.first()).toContainText('Kwame Boateng');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = rows(page).filter({ hasText: member(MORE) });
    await expect(last).toBeInViewport();
    await expect(last).toHaveAttribute('aria-rowindex', String(ALL + 1));
    await expect(last.getByRole('cell').nth(1)).toHaveText('+233 24 000 1000');
    expect(await rendered.count()).toBeLessThan(80);
    await expect(table(page).getByText('Kwame Boateng')).toHaveCount(0);

    // Searching narrows the rows to a few, all rendered; clearing brings the window back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await search(page).fill('member 099');
    await expect(rows(page)).toHaveCount(10);
    await expect(showing(page, 10, ALL)).toBeVisible();
    await expect(table(page)).toHaveAttribute('aria-rowcount', '11');
    await search(page).fill('');
    await expect(showing(page, ALL, ALL)).toBeVisible();

    // Spacer rows, row indexes and the one row menu pass axe, the menu open too.
    const axe = () => new AxeBuilder({ page }).disableRules(['region']).analyze();
    expect((await axe()).violations.map((violation) => violation.id)).toEqual([]);
    await menuButton(page, 'Kwame Boateng').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menu')).toHaveAccessibleName('Actions for Kwame Boateng');
    expect((await axe()).violations.map((violation) => violation.id)).toEqual([]);
  });

  test('while another tab shows, its scrolling leaves the rows alone; back on Contacts they follow the page', async ({
    page,
  }) => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(rows(page).filter({ hasText: member(MORE) })).toBeInViewport();
    // The contacts panel's rows, found by id: hidden, the table has no role to find it by.
    const firstRow = page.locator('#dashboard-panel-contacts tbody tr[data-index]').first();
    const before = await firstRow.getAttribute('data-index');
    expect(Number(before)).toBeGreaterThan(3000);
    // Campaigns is shorter: the page scrolls up to its end, and the hidden table ignores it.
    // The click is dispatched: Playwright's own click scrolls the tab into view first, and the
    // rows, still shown, would rightly follow that scroll before the switch.
    await page.getByRole('tab', { name: 'Campaigns', exact: true }).dispatchEvent('click');
    await expect(page.getByRole('tabpanel', { name: 'Campaigns' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(300);
    await expect(firstRow).toHaveAttribute('data-index', before ?? '');
    // Shown again, the table reads where the page is: at the top, its first rows.
    await page.getByRole('tab', { name: 'Contacts', exact: true }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(rowAt(page, 0)).toContainText('Kwame Boateng');
    await expect(rowAt(page, 0)).toBeInViewport();
  });

  test('Tab walks the row menus past the rendered rows, and a dialog hands focus back', async ({
    page,
  }) => {
    // The thousand members alone: still a long list, windowed.
    await search(page).fill('member');
    await expect(showing(page, MORE, ALL)).toBeVisible();
    await menuButton(page, member(1)).focus();
    // 60 presses end far below the first screen's rows.
    for (let press = 0; press < 60; press += 1) await page.keyboard.press('Tab');
    expect(await focusedRow(page)).toBe(`Actions for ${member(61)}`);
    const trigger = menuButton(page, member(61));
    await expect(trigger).toBeInViewport();

    // The focused row stays rendered while the page scrolls far away, so focus is not lost.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(rows(page).filter({ hasText: member(MORE) })).toBeInViewport();
    expect(await focusedRow(page)).toBe(`Actions for ${member(61)}`);

    await page.keyboard.press('Shift+Tab');
    expect(await focusedRow(page)).toBe(`Actions for ${member(60)}`);
    await page.keyboard.press('Enter');
    const edit = page.getByRole('menuitem', { name: 'Edit' });
    await expect(edit).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Enter');
    await expect(field(page, 'Name')).toHaveValue(member(60));
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(menuButton(page, member(60))).toBeFocused();
  });

  test('exports all 3,873 as CSV and as a workbook', async ({ page }) => {
    let downloading = page.waitForEvent('download');
    await exportButton(page).click();
    const csv = (await readFile(await (await downloading).path(), 'utf8')).split('\r\n');
    expect(csv).toHaveLength(ALL + 1);
    expect(csv.at(-1)).toBe(`${member(MORE)},+233240001000,customers,active,`);

    downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Choose export format' }).click();
    await chooseMenuItem(page, 'Excel workbook (.xlsx)');
    const sheet = await workbookRows(await downloading);
    expect(sheet).toHaveLength(ALL + 1);
    expect(sheet.at(-1)).toEqual([member(MORE), '+233240001000', 'customers', 'active', null]);
  });
});
