import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const MOBILE = { width: 375, height: 740 } as const;

/**
 * Opens the dashboard signed in, without depending on the sign-in form: the demo's session
 * flag is set before the app starts, as a visitor who signed in earlier in the tab would have.
 */
export async function openDashboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      window.sessionStorage.setItem('nkra.demo.signedIn', '1');
    } catch {
      // Storage that throws: the test that needs it signs in another way.
    }
  });
  await page.goto('/#dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The colour mode the page is showing, read from `<html>`. */
export function colorModeOf(page: Page): Promise<'light' | 'dark'> {
  return page.evaluate(() =>
    document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  );
}
