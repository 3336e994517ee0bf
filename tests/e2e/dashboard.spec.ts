import type { Locator, Page } from '@playwright/test';
import { MOBILE, openDashboard } from './dashboard-helpers';
import { expect, test } from './fixtures';

/** Waits until the page shows its h1 and nothing is loading. */
async function waitForPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

const table = (page: Page) => page.getByRole('table', { name: 'Campaign history' });
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name, exact: true }) });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search campaigns' });
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Status' });
const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, title: string) =>
  page
    .getByRole('status')
    .filter({ hasText: title })
    .or(page.getByRole('alert').filter({ hasText: title }));

test.describe('dashboard shell', () => {
  test('the public pages never download the dashboard or chart code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await waitForPage(page);
    await page.goto('/pricing');
    await waitForPage(page);
    expect(scripts.filter((url) => /dashboard-page|chart-canvas/.test(url))).toEqual([]);
  });

  test('the other panels are rendered and laid out ahead, hidden; the charts are drawn ahead, once', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => void scripts.push(request.url()));
    const chartCode = () => scripts.filter((url) => url.includes('chart-canvas'));
    await openDashboard(page);
    const dashboardAt = scripts.findIndex((url) => url.includes('dashboard-page'));
    expect(dashboardAt).toBeGreaterThanOrEqual(0);
    // While the visitor reads the overview, the other four panels are rendered behind it, out
    // of sight, so a tab switch only reveals one ...
    await expect(page.locator('[role="tabpanel"]')).toHaveCount(5);
    const hiddenSearch = page.getByRole('searchbox', {
      name: 'Search campaigns',
      includeHidden: true,
    });
    await expect(hiddenSearch).toHaveCount(1);
    await expect(hiddenSearch).toBeHidden();
    // ... and laid out: hidden by content-visibility, which keeps an element's layout, the
    // search box has its size, though nobody can see, focus or find it.
    const campaigns = page.locator('#dashboard-panel-campaigns');
    await expect(campaigns).toHaveAttribute('hidden', '');
    expect(
      await campaigns.evaluate((panel) => ({
        display: getComputedStyle(panel).display,
        contentVisibility: getComputedStyle(panel).contentVisibility,
        height: panel.getBoundingClientRect().height,
      })),
    ).toEqual({ display: 'block', contentVisibility: 'hidden', height: 0 });
    expect((await hiddenSearch.boundingBox())?.width).toBeGreaterThan(100);
    await expect(page.getByRole('searchbox', { name: 'Search campaigns' })).toHaveCount(0);
    // The hidden panels themselves are no empty tab stops, and assistive technology meets the
    // shown one only.
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await page.getByRole('button', { name: /Campaign history/ }).focus();
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.id ?? null),
      ).toBeNull();
    }
    // chart.js comes while the page is idle, after the dashboard's code, and the charts are
    // drawn in the hidden panel.
    const analytics = page.locator('#dashboard-panel-analytics');
    const canvases = analytics.locator('canvas');
    await expect(canvases).toHaveCount(4);
    await expect(analytics.getByLabel(/^Loading /)).toHaveCount(0);
    expect(chartCode()).toHaveLength(1);
    expect(scripts.indexOf(chartCode()[0] ?? '')).toBeGreaterThan(dashboardAt);
    await expect.poll(() => painted(canvases.first())).toBeGreaterThan(500);
    await canvases.first().evaluate((canvas) => canvas.setAttribute('data-first-drawn', ''));
    // Analytics shown: the same charts, drawn before, with no placeholder and no second fetch.
    await openTab(page, 'Analytics');
    await expect(page.getByRole('tabpanel', { name: 'Analytics' })).toBeVisible();
    await expect(analytics.locator('canvas[data-first-drawn]')).toBeVisible();
    await openTab(page, 'Overview');
    await expect(analytics).toBeHidden();
    await openTab(page, 'Analytics');
    await expect(analytics.locator('canvas[data-first-drawn]')).toBeVisible();
    await expect(canvases).toHaveCount(4);
    expect(chartCode()).toHaveLength(1);
  });

  test('with Save-Data on, chart code loads only when Analytics first shows', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
    const chartCode: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('chart-canvas')) chartCode.push(request.url());
    });
    await openDashboard(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('canvas')).toHaveCount(0);
    expect(chartCode).toEqual([]);
    await openTab(page, 'Analytics');
    await expect(page.getByRole('tabpanel', { name: 'Analytics' }).locator('canvas')).toHaveCount(
      4,
    );
    expect(chartCode).toHaveLength(1);
  });

  test('signs in to the demo and shows the overview with computed stats', async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      'Overview',
      'Contacts',
      'Compose',
      'Campaigns',
      'Analytics',
    ]);
    const panel = page.getByRole('tabpanel');
    const stats: [string, string][] = [
      ['Contacts', '2,847'],
      ['Messages sent', '6,762'],
      ['Delivery rate', '97.6%'],
      ['Active campaigns', '2'],
    ];
    for (const [label, value] of stats) {
      await expect(panel.getByText(label, { exact: true })).toBeVisible();
      await expect(panel.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('heading', { name: 'Recent campaigns' })).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(5);
  });

  test('quick actions and tabs switch tabs; the header opens both dialogs', async ({ page }) => {
    await openDashboard(page);
    const quick: [RegExp, string][] = [
      [/Compose a message/, 'Compose'],
      [/Manage contacts/, 'Contacts'],
      [/View analytics/, 'Analytics'],
      [/Campaign history/, 'Campaigns'],
    ];
    for (const [action, tab] of quick) {
      await openTab(page, 'Overview');
      await page.getByRole('button', { name: action }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: tab })).toBeFocused();
    }
    await openTab(page, 'Analytics');
    await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Account settings' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Account Settings');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('button', { name: 'New Campaign', exact: true }).click();
    await expect(dialog(page)).toHaveAccessibleName('New Campaign');
  });

  test('Back to Home and Sign out leave the dashboard', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('dashboard at 375 px', () => {
  test.use({ viewport: MOBILE });

  test('tabs scroll sideways inside their strip; the page does not', async ({ page }) => {
    await openDashboard(page);
    const list = page.getByRole('tablist', { name: 'Dashboard sections' });
    const sizes = await list.evaluate((element) => {
      const strip = element.parentElement as HTMLElement;
      return {
        strip: strip.scrollWidth > strip.clientWidth,
        page: document.documentElement.scrollWidth,
      };
    });
    expect(sizes.strip).toBe(true);
    expect(sizes.page).toBeLessThanOrEqual(MOBILE.width);
    await openTab(page, 'Analytics');
    await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
    await openTab(page, 'Campaigns');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE.width,
    );
  });
});

test.describe('campaigns', () => {
  test.beforeEach(async ({ page }) => {
    await openDashboard(page);
    await openTab(page, 'Campaigns');
  });

  test('shows figures for completed campaigns and "Not sent" for the rest', async ({ page }) => {
    await expect(table(page).getByRole('row')).toHaveCount(11);
    await expect(row(page, 'Harmattan Skin Care Promo')).toContainText('1,218/1,250');
    await expect(row(page, 'Harmattan Skin Care Promo')).toContainText('97.4%');
    await expect(row(page, 'Harmattan Skin Care Promo')).toContainText('Completed');
    const unsent: [string, string][] = [
      ['Christmas Opening Hours', 'Scheduled'],
      ['New Branch at Ahodwo', 'Draft'],
      ['Vitamin C Flash Sale', 'Failed'],
    ];
    for (const [name, status] of unsent) {
      await expect(row(page, name)).toContainText(status);
      await expect(row(page, name).getByText('Not sent')).toHaveCount(3);
    }
  });

  test('searches names case-insensitively and filters by status', async ({ page }) => {
    await search(page).fill('hARMATTAN');
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(page.getByText('Showing 1 of 10 campaigns')).toBeVisible();
    await search(page).fill('');

    const expected: [string, number][] = [
      ['Completed', 5],
      ['Scheduled', 2],
      ['Draft', 2],
      ['Failed', 1],
      ['All', 10],
    ];
    for (const [label, count] of expected) {
      await statusFilter(page).selectOption({ label });
      await expect(table(page).getByRole('row')).toHaveCount(count + 1);
      if (label !== 'All') {
        await expect(table(page).getByRole('row').nth(1)).toContainText(label);
      }
    }

    await statusFilter(page).selectOption({ label: 'Scheduled' });
    await search(page).fill('malaria');
    await expect(table(page)).toBeHidden();
    await expect(page.getByText('No campaigns match')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filter' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(statusFilter(page)).toHaveValue('all');
    await expect(table(page).getByRole('row')).toHaveCount(11);
  });

  test('details of a completed campaign show its performance and no Send Now', async ({ page }) => {
    await page.getByRole('button', { name: 'Free Blood Pressure Screening', exact: true }).click();
    const details = dialog(page);
    await expect(details).toHaveAccessibleName('Free Blood Pressure Screening');
    await expect(details).toContainText('All Contacts');
    await expect(details).toContainText('2,779/2,847');
    await expect(details).toContainText('97.6%');
    await expect(details).toContainText('Free blood pressure and sugar checks');
    await expect(details.getByRole('button', { name: 'Send Now' })).toHaveCount(0);
    await details.getByRole('button', { name: 'Close campaign details' }).click();
    await expect(details).toBeHidden();
  });

  test('a draft shows Not sent, and Send Now opens it in the composer', async ({ page }) => {
    await page.getByRole('button', { name: 'New Branch at Ahodwo', exact: true }).click();
    const details = dialog(page);
    await expect(details).toContainText('Not sent');
    await expect(details).toContainText('Prospects');
    await details.getByRole('button', { name: 'Send Now' }).click();
    await expect(details).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Compose' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Compose' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Campaign Name' })).toHaveValue(
      'New Branch at Ahodwo',
    );
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      /^Kumasi Pharma opens at Ahodwo Roundabout/,
    );
    // The dialog is closed for good: it does not come back with the Campaigns tab, and its
    // content is gone (unmountOnExit).
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('[role="dialog"]')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Campaigns' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(table(page)).toBeVisible();
  });

  test('the row menu views, duplicates, and deletes with confirmation and Undo', async ({
    page,
  }) => {
    // Opens a row's menu and returns it once it is ready for a choice, as a person sees it:
    // shown, holding focus and in view (see `chooseMenuItem`).
    const menuFor = async (name: string) => {
      await page.getByRole('button', { name: `Actions for ${name}` }).click();
      const menu = page.getByRole('menu', { name: `Actions for ${name}` });
      await expect(menu).toBeFocused();
      await menu.scrollIntoViewIfNeeded();
      return menu;
    };

    await (
      await menuFor('Malaria Season Stock Alert')
    )
      .getByRole('menuitem', { name: 'View Details' })
      .click();
    await expect(dialog(page)).toHaveAccessibleName('Malaria Season Stock Alert');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    await (
      await menuFor('Malaria Season Stock Alert')
    )
      .getByRole('menuitem', { name: 'Duplicate' })
      .click();
    await expect(row(page, 'Copy of Malaria Season Stock Alert')).toContainText('Draft');
    const duplicated = toast(page, 'Campaign duplicated');
    await expect(duplicated).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(12);
    // Dismissed, as a person would before reaching past it: at the bottom corner it can cover
    // the next row's menu, and a click there would land on the toast.
    await duplicated.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(duplicated).toBeHidden();

    await (await menuFor('Vitamin C Flash Sale')).getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this campaign?' });
    await expect(confirm).toContainText('Vitamin C Flash Sale');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, 'Vitamin C Flash Sale')).toBeVisible();

    await (await menuFor('Vitamin C Flash Sale')).getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(row(page, 'Vitamin C Flash Sale')).toHaveCount(0);
    const deleted = toast(page, 'Campaign deleted');
    await expect(deleted).toContainText('Vitamin C Flash Sale');
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await expect(row(page, 'Vitamin C Flash Sale')).toBeVisible();
    await expect(toast(page, 'Campaign restored')).toBeVisible();
  });

  test('the menu works from the keyboard', async ({ page }) => {
    await page.getByRole('button', { name: 'Actions for World Diabetes Week' }).focus();
    await page.keyboard.press('Enter');
    // The menu keeps focus and marks the active item (aria-activedescendant).
    await expect(page.getByRole('menu')).toBeFocused();
    await expect(page.getByRole('menuitem', { name: 'View Details' })).toHaveAttribute(
      'data-highlighted',
      '',
    );
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveAccessibleName('World Diabetes Week');
    await expect(dialog(page)).toContainText('Scheduled for');
  });
});

test.describe('New Campaign dialog', () => {
  test.beforeEach(async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('button', { name: 'New Campaign', exact: true }).click();
  });

  test('requires name and message, and points at the first missing one', async ({ page }) => {
    const form = dialog(page);
    await expect(form.getByRole('textbox', { name: 'Campaign name' })).toBeFocused();
    await form.getByRole('button', { name: 'Send Now' }).click();
    await expect(form.getByText('Campaign name is required.')).toBeVisible();
    await expect(form.getByText('Message is required.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Campaign name' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Campaign name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await form.getByRole('textbox', { name: 'Campaign name' }).fill('Speech day');
    await form.getByRole('button', { name: 'Send Now' }).click();
    await expect(form.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await expect(form).toBeVisible();
  });

  test('counts to 160 characters and refuses more, keeping the text', async ({ page }) => {
    const form = dialog(page);
    const message = form.getByRole('textbox', { name: 'Message' });
    await message.fill('Akwaaba!');
    await expect(form.getByText('8/160 characters')).toBeVisible();
    await form.getByRole('textbox', { name: 'Campaign name' }).fill('Long one');
    await message.fill('a'.repeat(161));
    await expect(form.getByText('161/160 characters')).toBeVisible();
    await form.getByRole('button', { name: 'Send Now' }).click();
    await expect(form.getByText('Message must be 160 characters or fewer.')).toBeVisible();
    await expect(message).toHaveValue('a'.repeat(161));
  });

  test('offers the five groups and submits: close, toast, reset', async ({ page }) => {
    const form = dialog(page);
    const group = form.getByRole('combobox', { name: 'Contact group' });
    // Counted from the contacts: recipients, and the opted-out contacts beside them.
    await expect(group.locator('option')).toHaveText([
      'All Contacts (2,847) · 26 opted out',
      'Customers (1,250) · 12 opted out',
      'Prospects (890) · 7 opted out',
      'VIP Customers (145) · 2 opted out',
      'Newsletter (562) · 5 opted out',
    ]);
    await form.getByRole('textbox', { name: 'Campaign name' }).fill('Speech day reminder');
    await form.getByRole('textbox', { name: 'Message' }).fill('Speech day is Friday at 10am.');
    await group.selectOption({ label: 'VIP Customers (145) · 2 opted out' });
    await expect(form.getByRole('button', { name: 'Send Now' })).toBeVisible();
    await form.getByLabel('Schedule date (optional)').fill('2099-06-15');
    await form.getByLabel('Schedule time (with a date)').fill('10:00');
    await expect(form.getByRole('button', { name: 'Send Now' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Schedule Campaign' }).click();
    await expect(form).toBeHidden();
    await expect(toast(page, 'Campaign Scheduled!')).toContainText(
      '“Speech day reminder” is scheduled for 2099-06-15 at 10:00, to VIP Customers.',
    );

    await page.getByRole('button', { name: 'New Campaign', exact: true }).click();
    await expect(form.getByRole('textbox', { name: 'Campaign name' })).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Send Now' })).toBeVisible();
  });

  test('Send Now puts the campaign in Campaigns, sending; a second one to everyone is refused for credit', async ({
    page,
  }) => {
    const form = dialog(page);
    await form.getByRole('textbox', { name: 'Campaign name' }).fill('Harmattan promo');
    await form.getByRole('textbox', { name: 'Message' }).fill('Shea butter 15% off this week.');
    await form.getByRole('button', { name: 'Send Now' }).click();
    await expect(form).toBeHidden();
    await expect(toast(page, 'Campaign Sent!')).toContainText(
      '“Harmattan promo” has been sent to All Contacts.',
    );
    await openTab(page, 'Campaigns');
    await expect(row(page, 'Harmattan promo')).toContainText('Sending');

    // 2,847 credits are held of 4,218 (rejected messages give a few back): the next Send Now to
    // All Contacts cannot be paid for.
    await page.getByRole('button', { name: 'New Campaign', exact: true }).click();
    await form.getByRole('textbox', { name: 'Campaign name' }).fill('Second blast');
    await form.getByRole('textbox', { name: 'Message' }).fill('Akwaaba!');
    await form.getByRole('button', { name: 'Send Now' }).click();
    const group = form.getByRole('combobox', { name: 'Contact group' });
    await expect(group).toBeFocused();
    const problem = form.getByRole('alert');
    await expect(problem.getByText('Not enough credit', { exact: true })).toBeVisible();
    await expect(problem).toContainText(
      /This campaign needs 2,847 SMS credits and your balance is 1,[\d,]+ SMS\./,
    );
    await expect(page.getByText('“Second blast” has been sent to All Contacts.')).toHaveCount(0);
    await group.selectOption('vip');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expect(row(page, 'Harmattan promo')).toBeVisible();
    await expect(row(page, 'Second blast')).toHaveCount(0);
  });

  test("schedules in the account's zone: a time is needed, and not a past or quiet one", async ({
    page,
  }) => {
    const form = dialog(page);
    await expect(form).toContainText("Date and time are in UTC (UTC+0), your account's time zone.");
    await form.getByRole('textbox', { name: 'Campaign name' }).fill('Christmas hours');
    await form.getByRole('textbox', { name: 'Message' }).fill('Open 8am to 4pm on 24 Dec.');
    const date = form.getByLabel('Schedule date (optional)');
    const time = form.getByLabel('Schedule time (with a date)');
    await date.fill('2099-12-20');
    await form.getByRole('button', { name: 'Schedule Campaign' }).click();
    await expect(time).toBeFocused();
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Choose a time.', { exact: true })).toBeVisible();
    await time.fill('21:00');
    await expect(
      form.getByText(/^21:00 UTC is inside your quiet hours \(20:00 to 08:00 UTC\)/),
    ).toBeVisible();
    await date.fill('2020-03-06');
    await time.fill('10:00');
    await expect(
      form.getByText('2020-03-06 at 10:00 UTC has already passed. Choose a later date and time.'),
    ).toBeVisible();
    await date.fill('2099-12-20');
    await form.getByRole('button', { name: 'Schedule Campaign' }).click();
    await expect(form).toBeHidden();
    await openTab(page, 'Campaigns');
    await expect(row(page, 'Christmas hours')).toContainText('Scheduled');
  });

  test('Cancel and Escape close without submitting', async ({ page }) => {
    const form = dialog(page);
    await form.getByRole('textbox', { name: 'Campaign name' }).fill('Not this one');
    await form.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: 'New Campaign', exact: true }).click();
    await expect(form.getByRole('textbox', { name: 'Campaign name' })).toHaveValue('');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Campaign Sent!')).toHaveCount(0);
  });
});

test.describe('Account Settings dialog', () => {
  test.beforeEach(async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('button', { name: 'Account settings' }).click();
  });

  test('shows the defaults on each tab and enforces the sender ID length', async ({ page }) => {
    const settings = dialog(page);
    await expect(settings.getByRole('textbox', { name: 'First name' })).toHaveValue('Ama');
    await expect(settings.getByRole('textbox', { name: 'Company' })).toHaveValue(
      'Kumasi Pharma Ltd',
    );

    await settings.getByRole('tab', { name: 'Notifications' }).click();
    await expect(settings.getByRole('checkbox', { name: /Email notifications/ })).toBeChecked();
    await expect(settings.getByRole('checkbox', { name: /SMS notifications/ })).not.toBeChecked();
    await expect(settings.getByRole('checkbox', { name: /Campaign reports/ })).toBeChecked();

    await settings.getByRole('tab', { name: 'SMS' }).click();
    const sender = settings.getByRole('textbox', { name: 'Request a sender ID' });
    await sender.pressSequentially('TemaMethodistChurch');
    await expect(sender).toHaveValue('TemaMethodi');
    await expect(settings.getByText(/at least one letter/)).toContainText('11/11');
    await expect(settings.getByRole('checkbox', { name: /Delivery reports/ })).toBeChecked();
    const timezone = settings.getByRole('combobox', { name: 'Timezone' });
    await expect(timezone).toHaveValue('UTC');
    await expect(timezone.locator('option')).toHaveText(['UTC', 'EST', 'PST', 'GMT']);

    await settings.getByRole('tab', { name: 'Billing' }).click();
    await expect(settings).toContainText('PREMIUM');
    await expect(settings).toContainText('4,218 SMS');
    await settings.getByRole('link', { name: 'See plans and pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('Save Changes keeps the edits; Cancel throws them away', async ({ page }) => {
    const settings = dialog(page);
    await settings.getByRole('textbox', { name: 'First name' }).fill('Kofi');
    await settings.getByRole('tab', { name: 'Notifications' }).click();
    await settings.getByText('SMS notifications', { exact: true }).click();
    await settings.getByRole('button', { name: 'Save Changes' }).click();
    await expect(settings).toBeHidden();
    await expect(toast(page, 'Settings saved')).toBeVisible();

    await page.getByRole('button', { name: 'Account settings' }).click();
    await expect(settings.getByRole('textbox', { name: 'First name' })).toHaveValue('Kofi');
    await settings.getByRole('tab', { name: 'Notifications' }).click();
    await expect(settings.getByRole('checkbox', { name: /SMS notifications/ })).toBeChecked();

    await settings.getByRole('tab', { name: 'Profile' }).click();
    await settings.getByRole('textbox', { name: 'First name' }).fill('Yaw');
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await expect(settings).toBeHidden();
    await page.getByRole('button', { name: 'Account settings' }).click();
    await expect(settings.getByRole('textbox', { name: 'First name' })).toHaveValue('Kofi');
  });
});

/** How many of a canvas's pixels are painted (not transparent): 0 until chart.js has drawn. */
function painted(chart: Locator): Promise<number> {
  return chart.evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0 || canvas.height === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) count += 1;
    return count;
  });
}

test.describe('analytics', () => {
  test('the charts follow the colour mode, also a switch made while another tab shows', async ({
    page,
  }) => {
    await openDashboard(page);
    await openTab(page, 'Analytics');
    const chart = page.getByRole('tabpanel', { name: 'Analytics' }).locator('canvas').first();
    const drawing = () => chart.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(chart).toBeVisible();
    await expect.poll(() => painted(chart)).toBeGreaterThan(500);
    const light = await drawing();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => (await painted(chart)) > 500 && (await drawing()) !== light)
      .toBe(true);
    const dark = await drawing();
    // Switched back while another tab is shown: Analytics shows its charts in light again.
    await openTab(page, 'Overview');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await openTab(page, 'Analytics');
    await expect.poll(drawing).toBe(light);
    expect(dark).not.toBe(light);
  });

  test('shows the totals and four charts, each with a text alternative', async ({ page }) => {
    await openDashboard(page);
    await openTab(page, 'Analytics');
    const totals = page.getByRole('region', { name: 'Totals' });
    for (const text of ['Total sent', '6,762', 'Delivered', '6,600', 'Failed', '82']) {
      await expect(totals.getByText(text, { exact: true })).toBeVisible();
    }
    for (const text of ['Delivery rate', '97.6%', 'Click-through', '13.0%', 'Opt-outs', '30']) {
      await expect(totals.getByText(text, { exact: true })).toBeVisible();
    }

    const charts = page.locator('canvas');
    await expect(charts).toHaveCount(4);
    for (let index = 0; index < 4; index += 1) {
      const chart = charts.nth(index);
      await expect(chart).toHaveAttribute('role', 'img');
      await expect(chart).toHaveAttribute('aria-label', /\d/);
      const box = await chart.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(150);
      // chart.js has drawn something: the canvas is not blank.
      await expect.poll(() => painted(chart)).toBeGreaterThan(500);
    }

    await expect(page.getByRole('table', { name: 'Messages per day this week' })).toBeAttached();
    await expect(page.getByRole('table', { name: 'Link opens by hour' })).toBeAttached();
    await expect(page.getByRole('table', { name: 'Share of link opens by device' })).toBeAttached();
    await expect(page.getByRole('list', { name: 'Messages by delivery status' })).toContainText(
      '6,600',
    );
    await expect(
      page.getByRole('img', { name: /Mobile 75%, Desktop 20%, Tablet 5%/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Campaign performance' })).toBeVisible();
    await expect(
      page.getByRole('tabpanel', { name: 'Analytics' }).getByText('Prescription Refill Reminder'),
    ).toBeVisible();
  });
});
