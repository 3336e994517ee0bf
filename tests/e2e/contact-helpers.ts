import type { Locator, Page, Route } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The contact form against the real EmailJS SDK in the e2e build (`.env.e2e`: fake ids,
 * blockHeadless off, no rate limit). Every request to EmailJS is intercepted: the tests answer
 * for the service and read exactly what the SDK sent.
 */
const SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send';
const CORS = { 'Access-Control-Allow-Origin': '*' };

/** How the intercepted service answers: a status, a dropped connection, or no answer yet. */
export type Reply = { status: number; body?: string } | 'abort' | 'hang';

/**
 * Answers every EmailJS send with `reply`; returns the JSON bodies the page posted, and `release`
 * to answer a send held with `'hang'` (a slow reply: the test decides how long the page waits).
 */
export async function interceptEmailJs(page: Page, reply: Reply) {
  const posted: Record<string, unknown>[] = [];
  let release: (() => void) | null = null;
  await page.route(SEND_URL, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: { ...CORS, 'Access-Control-Allow-Headers': 'content-type' },
      });
      return;
    }
    posted.push(request.postDataJSON() as Record<string, unknown>);
    if (reply === 'abort') return route.abort('internetdisconnected');
    if (reply === 'hang') await new Promise<void>((resolve) => (release = resolve));
    const { status, body } = reply === 'hang' ? { status: 200, body: 'OK' } : reply;
    // The page may be gone by the time a slow answer comes.
    await route.fulfill({ status, body: body ?? 'OK', headers: CORS }).catch(() => undefined);
  });
  return { posted, release: () => release?.() };
}

/** Opens the contact page; returns its form. */
export async function openContact(page: Page): Promise<Locator> {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  return page.getByRole('form', { name: 'Send us a message' });
}

/** A form control by the start of its label ("Company" matches "Company (optional)"). */
export const field = (page: Page, label: string) =>
  page.getByRole('form', { name: 'Send us a message' }).getByLabel(new RegExp(`^${label}\\b`));

/** Fills the fields, by label. */
export async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}
