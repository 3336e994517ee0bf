import type { Page } from '@playwright/test';
import { expectNoAxeFindingsInEitherMode } from './axe';
import { MOBILE, openDashboard } from './dashboard-helpers';
import { chooseMenuItem, expect, test } from './fixtures';

/** The dashboard screens this issue owns: its tabs and every dialog, in the state shown. */
const SCREENS: { name: string; setup: (page: Page) => Promise<void> }[] = [
  { name: 'overview', setup: async () => {} },
  {
    name: 'campaigns',
    setup: async (page) => {
      await page.getByRole('tab', { name: 'Campaigns' }).click();
      await expect(page.getByRole('table', { name: 'Campaign history' })).toBeVisible();
    },
  },
  {
    name: 'campaigns, nothing matches',
    setup: async (page) => {
      await page.getByRole('tab', { name: 'Campaigns' }).click();
      await page.getByRole('searchbox', { name: 'Search campaigns' }).fill('zzz');
      await expect(page.getByText('No campaigns match')).toBeVisible();
    },
  },
  {
    name: 'campaign details (completed)',
    setup: async (page) => {
      await page.getByRole('tab', { name: 'Campaigns' }).click();
      await page.getByRole('button', { name: 'Harmattan Skin Care Promo', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'row menu and delete confirmation',
    setup: async (page) => {
      await page.getByRole('tab', { name: 'Campaigns' }).click();
      await page.getByRole('button', { name: 'Actions for VIP Loyalty Points' }).click();
      await chooseMenuItem(page, 'Delete');
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  {
    name: 'analytics',
    setup: async (page) => {
      await page.getByRole('tab', { name: 'Analytics' }).click();
      await expect(page.locator('canvas')).toHaveCount(4);
    },
  },
  {
    name: 'new campaign with errors',
    setup: async (page) => {
      await page.getByRole('button', { name: 'New Campaign', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Send Now' }).click();
      await expect(page.getByText('Message is required.')).toBeVisible();
    },
  },
  ...['Profile', 'Notifications', 'SMS', 'Billing'].map((tab) => ({
    name: `settings, ${tab}`,
    setup: async (page: Page) => {
      await page.getByRole('button', { name: 'Account settings' }).click();
      await page.getByRole('dialog').getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    },
  })),
];

test.describe('dashboard accessibility, light and dark mode', () => {
  for (const screen of SCREENS) {
    test(`axe finds no WCAG 2.2 AA violations: ${screen.name}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await openDashboard(page);
      await screen.setup(page);
      await expectNoAxeFindingsInEitherMode(page, screen.name);
    });
  }
});

test.describe('dashboard at 375 px', () => {
  test.use({ viewport: MOBILE });

  test('every control in the header and tabs is at least 24 px square', async ({ page }) => {
    await openDashboard(page);
    // The Statecharts button shows from tablet width up: at 375 px it is not there to press.
    const targets = page.locator('header button:visible, [role="tab"]');
    const count = await targets.count();
    expect(count).toBeGreaterThanOrEqual(9);
    for (let index = 0; index < count; index += 1) {
      const box = await targets.nth(index).boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    }
  });
});
