import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function openAuth(page: Page) {
  await page.goto('/auth');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Try the demo dashboard' }),
  ).toBeVisible();
  return page.getByRole('form', { name: /Sign in to the demo|Create a demo account/ });
}

/** A control by the start of its label ("Company" matches "Company (optional)"). */
const field = (page: Page, label: string) =>
  page.getByRole('form').getByLabel(new RegExp(`^${label}\\b`));

test.describe('demo sign-in', () => {
  test('the home page demo entry opens it, and it says plainly it is a demo', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Try the demo' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('This is a demo.')).toBeVisible();
    const real = page.getByRole('link', { name: /Sign up on the Nkra web app/ });
    await expect(real).toHaveAttribute('href', 'https://app.example.com');
    await expect(real).toHaveAttribute('target', '_blank');
    await expect(real).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('Sign In needs email and password, then opens the dashboard', async ({ page }) => {
    const form = await openAuth(page);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(field(page, 'First name')).toHaveCount(0);

    await form.getByRole('button', { name: 'Sign in to the demo' }).click();
    await expect(field(page, 'Email')).toBeFocused();
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await field(page, 'Email').fill('ama@kumasipharmacy.com.gh');
    await field(page, 'Password').fill('akwaaba-2025');
    await form.getByRole('button', { name: 'Sign in to the demo' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('Create Account asks for names, marks company optional, ignores confirm', async ({
    page,
  }) => {
    await openAuth(page);
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Create Account', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const form = page.getByRole('form', { name: 'Create a demo account' });
    for (const label of [
      'First name',
      'Last name',
      'Company',
      'Email',
      'Password',
      'Confirm password',
    ]) {
      await expect(field(page, label)).toBeVisible();
    }
    await expect(form.getByLabel('Company (optional)')).toBeVisible();

    await form.getByRole('button', { name: 'Create demo account' }).click();
    await expect(field(page, 'First name')).toBeFocused();
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Password is required.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByText('Company is required.')).toHaveCount(0);

    await field(page, 'First name').fill('Esi');
    await field(page, 'Last name').fill('Owusu');
    await field(page, 'Email').fill('esi@capecoastschool.edu.gh');
    await field(page, 'Password').fill('one password');
    await field(page, 'Confirm password').fill('a different one');
    await form.getByRole('button', { name: 'Create demo account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('the password can be shown and hidden with a labelled button', async ({ page }) => {
    await openAuth(page);
    const password = field(page, 'Password');
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).press('Enter');
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('switching forms keeps the email and clears old errors', async ({ page }) => {
    const form = await openAuth(page);
    await field(page, 'Email').fill('kofi@example.com');
    await form.getByRole('button', { name: 'Sign in to the demo' }).click();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page.getByText('Password is required.')).toHaveCount(0);
    await expect(field(page, 'Email')).toHaveValue('kofi@example.com');
  });
});
