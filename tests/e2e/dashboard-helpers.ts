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

/**
 * Closes every toast on screen with its Dismiss button, as a person does. A toast may close on
 * its own while this runs (its time is up): then the next one still open is the one dismissed.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const open = page.locator('[data-scope="toast"][data-part="root"][data-state="open"]');
  await expect(async () => {
    if ((await open.count()) > 0) {
      await open
        .first()
        .getByRole('button', { name: 'Dismiss notification' })
        .click({ timeout: 2_000 });
    }
    await expect(open).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
