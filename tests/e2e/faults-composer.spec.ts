import type { Page } from '@playwright/test';
import { expect, signInToDemo, test } from './fixtures';

/**
 * The composer under hostile input: a huge paste through the clipboard, letters and symbols
 * outside GSM-7, and a message of blanks. `composer.spec.ts` covers a 100,000-character
 * `fill`; here the text arrives as a real paste, and the rest of the page must keep answering.
 */

/** 10:00 in Accra: daytime, so no quiet-hours warning joins the page whatever the hour. */
const DAYTIME = Date.UTC(2026, 10, 26, 10, 0);

async function openCompose(page: Page) {
  await page.clock.setFixedTime(DAYTIME);
  await signInToDemo(page);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Compose' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const message = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const group = (page: Page) => page.getByRole('combobox', { name: /Contact Group/ });
const toast = (page: Page, title: string) =>
  page
    .getByRole('status')
    .or(page.getByRole('alert'))
    .filter({ has: page.getByText(title, { exact: true }) });

test('a 100,000-character paste: counters match what is kept, a limit message, the page answers', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openCompose(page);
  await group(page).selectOption('customers');
  const pasted = 'Medaase! '.repeat(11_112).slice(0, 100_000);
  await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
  await message(page).focus();
  await page.keyboard.press('ControlOrMeta+V');

  await expect(page.getByText('Only the first 10,000 characters were kept')).toBeVisible();
  await expect(
    page.getByText('The text was 100,000 characters long.', { exact: false }),
  ).toBeVisible();
  const kept = await message(page).inputValue();
  expect(kept).toBe(pasted.slice(0, 10_000));
  await expect(page.getByTestId('character-count')).toHaveText(
    `${kept.length.toLocaleString('en-GH')} characters`,
  );
  await expect(page.getByTestId('sms-count')).toHaveText('63 SMS');
  await expect(
    page.getByText(/Too long to send: 10,000 characters is over the 1,600-character/),
  ).toBeVisible();

  // Another control still answers: a template click replaces the message.
  await page.getByRole('button', { name: /^Welcome Message/ }).click();
  await expect(page.getByRole('button', { name: /^Welcome Message/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('sms-count')).toHaveText('1 SMS');
  await expect(page.getByText('Only the first 10,000 characters were kept')).toHaveCount(0);
});

test('emoji, Twi letters, GH₵ and curly quotes are counted, named and kept as typed', async ({
  page,
}) => {
  await openCompose(page);
  const text = 'Akwaaba 🎉! Ɔdɔ ne ɛyɛ: GH₵ 5 “Medaase”';
  await message(page).fill(text);
  await expect(message(page)).toHaveValue(text);
  // The product counts UTF-16 units: the emoji is two.
  await expect(page.getByTestId('character-count')).toHaveText('39 characters');
  await expect(page.getByTestId('sms-count')).toHaveText('1 SMS');
  const note = page.getByRole('status').filter({ hasText: 'Unicode (UCS-2)' });
  await expect(note).toContainText('70 characters fit in one SMS');
  await expect(note).toContainText('Unicode because of: 🎉, Ɔ, ɔ, ɛ, ₵, “, ”');
  await expect(page.getByRole('region', { name: 'Message preview' })).toHaveText(text);

  // The text is accepted for sending as typed.
  await group(page).selectOption('vip');
  await page.getByRole('button', { name: 'Send Now' }).click();
  await expect(page.getByText('Your SMS campaign has been sent to 145 contacts.')).toBeVisible();
});

test('a message of blanks is refused by Send Now with the spec error toast', async ({ page }) => {
  await openCompose(page);
  await group(page).selectOption('prospects');
  await message(page).fill(' \t\n   \n ');
  await page.getByRole('button', { name: 'Send Now' }).click();
  const error = toast(page, 'Error');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Please select a contact group and enter a message.');
  await expect(message(page)).toHaveValue(' \t\n   \n ');
  await expect(page.getByText(/has been sent to/)).toHaveCount(0);
});
