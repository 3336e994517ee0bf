import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { expect, test } from './fixtures';

async function openContacts(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('nkra.demo.signedIn', '1'));
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByText('Manage your SMS contact database')).toBeVisible();
  await expect(rows(page)).toHaveCount(14);
}

const table = (page: Page) => page.getByRole('table');
const rows = (page: Page) => table(page).locator('tbody tr');
const card = (page: Page, name: string) =>
  page
    .getByRole('group', { name: /Contact groups/ })
    .getByRole('button', { name: new RegExp(name) });
const groupFilter = (page: Page) => page.getByRole('combobox', { name: 'Filter by group' });
const search = (page: Page) => page.getByPlaceholder('Search contacts...');
const dialog = (page: Page) => page.getByRole('dialog');
const exportButton = (page: Page) => page.getByRole('button', { name: 'Export', exact: true });

/** The one sheet of a downloaded workbook, as read-excel-file gives it: text cells as strings. */
async function workbookRows(download: Download): Promise<unknown[][]> {
  const sheets = await readXlsxFile(await readFile(await download.path()));
  expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Contacts']);
  return sheets[0]?.data ?? [];
}
const field = (page: Page, name: string) =>
  dialog(page).getByRole('textbox', { name: new RegExp(`^${name}`) });

test.describe('contacts', () => {
  test.beforeEach(async ({ page }) => openContacts(page));

  test('shows the table columns, statuses and group counts', async ({ page }) => {
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Name',
      'Phone',
      'Group',
      'Status',
      'Last Contact',
      'Actions',
    ]);
    const kwame = rows(page).filter({ hasText: 'Kwame Boateng' });
    await expect(kwame.getByRole('cell')).toHaveText([
      'Kwame Boateng',
      '+233 24 412 3456',
      'Customers',
      'active',
      '18 Nov 2026',
      '',
    ]);
    await expect(rows(page).filter({ hasText: 'opted-out' })).toHaveCount(3);
    await expect(card(page, 'Total Contacts')).toContainText('14');
    await expect(card(page, 'Customers')).toContainText('7');
    await expect(card(page, 'Prospects')).toContainText('4');
    await expect(card(page, 'VIP')).toContainText('3');
    await expect(card(page, 'Total Contacts')).toHaveAttribute('aria-pressed', 'true');
  });

  test('cards and the group dropdown filter together', async ({ page }) => {
    await card(page, 'Customers').click();
    await expect(card(page, 'Customers')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Total Contacts')).toHaveAttribute('aria-pressed', 'false');
    await expect(groupFilter(page)).toHaveValue('customers');
    await expect(rows(page)).toHaveCount(7);

    await groupFilter(page).selectOption('vip');
    await expect(card(page, 'VIP')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Customers')).toHaveAttribute('aria-pressed', 'false');
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByText('Showing 3 of 14 contacts')).toBeVisible();

    const options = await groupFilter(page).locator('option').allTextContents();
    expect(options).toEqual(['All Groups', 'Customers', 'Prospects', 'VIP']);
    await card(page, 'Total Contacts').click();
    await expect(groupFilter(page)).toHaveValue('all');
    await expect(rows(page)).toHaveCount(14);
  });

  test('search matches names in any case and phone numbers', async ({ page }) => {
    await search(page).fill('EFUA');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Efua Quaye');
    await search(page).fill('024 412');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Kwame Boateng');
    await search(page).fill('nobody here');
    await expect(page.getByText('No contacts match this search and group.')).toBeVisible();
    await page.getByRole('button', { name: 'Show all contacts' }).click();
    await expect(rows(page)).toHaveCount(14);
    await expect(search(page)).toHaveValue('');
  });

  test('Add Contact checks name and phone inline, then adds in E.164', async ({ page }) => {
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
    ).toEqual(['customers', 'prospects', 'vip']);

    await dialog(page).getByRole('button', { name: 'Add Contact' }).click();
    await expect(dialog(page).getByText('Name is required.')).toBeVisible();
    await expect(dialog(page).getByText('Phone number is required.')).toBeVisible();
    await expect(field(page, 'Name')).toBeFocused();
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');

    await field(page, 'Name').fill('Yaa Asare');
    await field(page, 'Phone Number').fill('024 123');
    await dialog(page).getByRole('button', { name: 'Add Contact' }).click();
    await expect(field(page, 'Phone Number')).toBeFocused();
    await expect(dialog(page).getByText(/Enter a valid phone number/)).toBeVisible();
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
      '',
    ]);
    await expect(card(page, 'VIP')).toContainText('4');
  });

  test('Edit opens the dialog filled and saves in place', async ({ page }) => {
    await page.getByRole('button', { name: 'Actions for Efua Quaye' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(dialog(page).getByText('Edit Contact')).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('Efua Quaye');
    await expect(field(page, 'Phone Number')).toHaveValue('+233 27 700 4512');
    await field(page, 'Name').fill('Efua Quaye-Mensah');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByText('Contact updated')).toBeVisible();
    await expect(rows(page).nth(5)).toContainText('Efua Quaye-Mensah');
    await expect(rows(page)).toHaveCount(14);
  });

  test('Delete asks first, then Undo brings the contact back', async ({ page }) => {
    await page.getByRole('button', { name: 'Actions for Abena Darko' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Abena Darko (+233 26 555 0142) will be removed');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page)).toHaveCount(14);
    await expect(page.getByRole('button', { name: 'Actions for Abena Darko' })).toBeFocused();

    await page.getByRole('button', { name: 'Actions for Abena Darko' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rows(page)).toHaveCount(13);
    await expect(page.getByRole('region', { name: 'Contacts table' })).toBeFocused();
    await expect(table(page).getByText('Abena Darko')).toHaveCount(0);
    await expect(page.getByText('Contact deleted')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(rows(page)).toHaveCount(14);
    await expect(rows(page).nth(3)).toContainText('Abena Darko');
    await expect(page.getByText('Contact restored')).toBeVisible();
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
    expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
      'Name,Phone,Group,Status,Last Contact',
      'Akosua Mensah,+233201234567,vip,active,2026-11-20',
      'Efua Quaye,+233277004512,vip,active,2026-11-19',
      'Nana Ama Tetteh,+233208812345,vip,active,2026-11-10',
    ]);
  });

  test('Export offers an Excel workbook from the keyboard, phones kept as text', async ({
    page,
  }) => {
    await search(page).fill('kwa');
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
    expect(await workbookRows(download)).toEqual([
      ['Name', 'Phone', 'Group', 'Status', 'Last Contact'],
      ['Kwame Boateng', '+233244123456', 'customers', 'active', '2026-11-18'],
      ['Kwabena Ofori', '+233571234098', 'prospects', 'opted-out', '2026-08-30'],
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

test.describe('contacts at 1,014', () => {
  const MORE = 1_000;
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
    await expect(page.getByText('Showing 1,014 of 1,014 contacts')).toBeVisible();
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
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(14 + MORE + 1));
    const rendered = table(page).locator('tbody tr[data-index]');
    expect(await rendered.count()).toBeLessThan(80);
    await expect(rendered.first()).toHaveAttribute('aria-rowindex', '2');
    await expect(rendered.first()).toContainText('Kwame Boateng');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = rows(page).filter({ hasText: member(MORE) });
    await expect(last).toBeInViewport();
    await expect(last).toHaveAttribute('aria-rowindex', String(14 + MORE + 1));
    await expect(last.getByRole('cell').nth(1)).toHaveText('+233 24 000 1000');
    expect(await rendered.count()).toBeLessThan(80);
    await expect(table(page).getByText('Kwame Boateng')).toHaveCount(0);

    // Searching narrows the rows to a few, all rendered; clearing brings the window back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await search(page).fill('member 099');
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByText('Showing 10 of 1,014 contacts')).toBeVisible();
    await expect(table(page)).toHaveAttribute('aria-rowcount', '11');
    await search(page).fill('');
    await expect(page.getByText('Showing 1,014 of 1,014 contacts')).toBeVisible();

    // Spacer rows, row indexes and the one row menu pass axe, the menu open too.
    const axe = () => new AxeBuilder({ page }).disableRules(['region']).analyze();
    expect((await axe()).violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole('button', { name: 'Actions for Kwame Boateng' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menu')).toHaveAccessibleName('Actions for Kwame Boateng');
    expect((await axe()).violations.map((violation) => violation.id)).toEqual([]);
  });

  test('Tab walks the row menus past the rendered rows, and a dialog hands focus back', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Actions for Kwame Boateng' }).focus();
    // 14 samples, then members: 60 presses end far below the first screen's rows.
    for (let press = 0; press < 60; press += 1) await page.keyboard.press('Tab');
    expect(await focusedRow(page)).toBe(`Actions for ${member(60 - 13)}`);
    const trigger = page.getByRole('button', { name: `Actions for ${member(47)}` });
    await expect(trigger).toBeInViewport();

    // The focused row stays rendered while the page scrolls far away, so focus is not lost.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(rows(page).filter({ hasText: member(MORE) })).toBeInViewport();
    expect(await focusedRow(page)).toBe(`Actions for ${member(47)}`);

    await page.keyboard.press('Shift+Tab');
    expect(await focusedRow(page)).toBe(`Actions for ${member(46)}`);
    await page.keyboard.press('Enter');
    const edit = page.getByRole('menuitem', { name: 'Edit' });
    await expect(edit).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Enter');
    await expect(field(page, 'Name')).toHaveValue(member(46));
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Actions for ${member(46)}` })).toBeFocused();
  });

  test('exports all 1,014 as CSV and as a workbook', async ({ page }) => {
    let downloading = page.waitForEvent('download');
    await exportButton(page).click();
    const csv = (await readFile(await (await downloading).path(), 'utf8')).split('\r\n');
    expect(csv).toHaveLength(14 + MORE + 1);
    expect(csv.at(-1)).toBe(`${member(MORE)},+233240001000,customers,active,`);

    downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Choose export format' }).click();
    await page.getByRole('menuitem', { name: 'Excel workbook (.xlsx)' }).click();
    const sheet = await workbookRows(await downloading);
    expect(sheet).toHaveLength(14 + MORE + 1);
    expect(sheet.at(-1)).toEqual([member(MORE), '+233240001000', 'customers', 'active', null]);
  });
});
