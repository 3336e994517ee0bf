import type { Page } from '@playwright/test';
import { expect, signInToDemo } from './fixtures';

export { MOBILE, colorModeOf } from './fixtures';

/**
 * Opens the dashboard signed in, without depending on the sign-in form: the demo's session
 * flag is set before the app starts, as a visitor who signed in earlier in the tab would have
 * (`signInToDemo`).
 */
export async function openDashboard(page: Page): Promise<void> {
  await signInToDemo(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
