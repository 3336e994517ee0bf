import { expect, test } from './fixtures';

const NEW_TAB_REL = 'noopener noreferrer';

test.describe('site shell', () => {
  test('top nav reaches every nav page and mirrors it in the path', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await nav.getByRole('link', { name: 'Solutions' }).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions' })).toBeFocused();
    await expect(page).toHaveTitle(/Solutions/);

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();

    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('footer links navigate the app', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const targets: [string, RegExp, string][] = [
      ['About Us', /\/about$/, 'About us'],
      ['Privacy Policy', /\/privacy$/, 'Privacy Policy'],
      ['Terms of Service', /\/terms$/, 'Terms of Service'],
      ['Help Support', /\/contact$/, 'Contact us'],
      ['API quick start', /\/docs$/, 'API documentation'],
      ['FAQ', /\/faq$/, 'Frequently asked questions'],
    ];
    for (const [link, url, heading] of targets) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('external links open in a new tab without access to this page', async ({ page }) => {
    await page.goto('/');
    const external = page.locator('a[target="_blank"]');
    const count = await external.count();
    expect(count).toBeGreaterThanOrEqual(6);
    for (let index = 0; index < count; index += 1) {
      await expect(external.nth(index)).toHaveAttribute('rel', NEW_TAB_REL);
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /Developers/ })).toHaveAttribute(
      'href',
      'https://docs.example.com',
    );
    await expect(nav.getByRole('link', { name: /Signup\/Login/ })).toHaveAttribute(
      'href',
      'https://app.example.com',
    );
  });

  test('the demo entry in the footer opens the sign-in page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Try the demo' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('Back and Forward follow the pages, reload keeps the page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await nav.getByRole('link', { name: 'Solutions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  });

  test('a shared link to the dashboard shows home while signed out', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    // The address that named no page stays.
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, navigates, closes on navigation and on Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
    ).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Solutions' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Solutions' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});
