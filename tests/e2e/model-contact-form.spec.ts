/**
 * The contact form machine's model paths (`tests/model/contact-form-model.ts`) in Chromium
 * against the e2e build (`vite build --mode e2e`: EmailJS has test ids, so the real SDK sends).
 * Every request to the email service is intercepted and held: the path's next event decides
 * the answer (200, 429, 403, 451, 500, or no network), so the form is seen while its request is
 * on its way, as a person on a slow line sees it. One test per path, in a fresh tab.
 */
import type { Page, Route } from '@playwright/test';
import type { SendFailure } from '../../src/domain/contact-send';
import {
  CONTACT_PATHS,
  contactCoverage,
  contactTargets,
  describePath,
  focusAfter,
  gestureFor,
  isSendResult,
  sendsIn,
  sightOf,
  SUMMARY_COUNT,
  type ContactGesture,
  type ContactSight,
} from '../model/contact-form-model';
import { eventsOf, formatCoverage } from '../model/coverage';
import { runPath } from '../model/run-path';
import { expect, test } from './fixtures';

// Runs for a visitor who asked for less motion: the paths test the machine, not the fades, and
// every fade they skip is time the other worker gets.
test.use({ reducedMotion: 'reduce' });

const SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send';
const CORS = { 'Access-Control-Allow-Origin': '*' };
const FORM = 'Send us a message';
const WAIT = { timeout: 15_000 };

/** The email service as the test plays it: it holds each request until the path answers it. */
class EmailService {
  readonly posted: Record<string, unknown>[] = [];
  private readonly held: Route[] = [];

  async intercept(page: Page) {
    await page.route(SEND_URL, async (route) => {
      if (route.request().method() === 'OPTIONS') {
        await route.fulfill({
          status: 204,
          headers: { ...CORS, 'Access-Control-Allow-Headers': 'content-type' },
        });
        return;
      }
      this.posted.push(route.request().postDataJSON() as Record<string, unknown>);
      this.held.push(route);
    });
  }

  async answer(result: 'sent' | SendFailure) {
    await expect.poll(() => this.held.length, WAIT).toBeGreaterThan(0);
    const route = this.held.shift() as Route;
    if (result === 'sent') return route.fulfill({ status: 200, body: 'OK', headers: CORS });
    switch (result.kind) {
      case 'offline':
        return route.abort('internetdisconnected');
      case 'rateLimited':
        return route.fulfill({ status: 429, body: 'Too Many Requests', headers: CORS });
      case 'blocked':
        return route.fulfill({ status: 403, body: 'Forbidden', headers: CORS });
      case 'automated':
        return route.fulfill({ status: 451, body: 'Unavailable', headers: CORS });
      case 'http':
        return route.fulfill({ status: result.status, body: 'Server error', headers: CORS });
      default:
        throw new Error(`The browser cannot cause a ${result.kind} failure.`);
    }
  }
}

const form = (page: Page) => page.getByRole('form', { name: FORM });
const field = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${label}\\b`));
const submitButton = (page: Page) => form(page).locator('button[type="submit"]');

async function perform(page: Page, service: EmailService, gesture: ContactGesture) {
  switch (gesture.kind) {
    case 'fill':
      await field(page, gesture.label).fill(gesture.value);
      return;
    case 'send':
      // A person clicks Send message, also a second time while it is disabled: the click
      // lands on a disabled button and does nothing.
      await submitButton(page).click({ force: true });
      return;
    case 'service':
      await service.answer(gesture.result);
      return;
  }
}

async function sees(page: Page, sight: ContactSight): Promise<void> {
  for (const [label, value] of Object.entries(sight.fields)) {
    const control = field(page, label);
    await expect(control, label).toHaveValue(value);
    if (sight.sending) await expect(control).not.toBeEditable();
    else await expect(control).toBeEditable();
    const error = sight.errors[label];
    if (error) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(error);
    } else {
      await expect(control).not.toHaveAttribute('aria-invalid', 'true');
    }
  }
  const submit = submitButton(page);
  if (sight.sending) {
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveText('Sending…');
  } else {
    await expect(submit).toBeEnabled(WAIT);
    await expect(submit).toHaveAccessibleName('Send message');
  }
  const success = page.getByText(/has been sent successfully/);
  if (sight.success) await expect(page.getByRole('status')).toContainText(sight.success, WAIT);
  else await expect(success).toHaveCount(0);
  if (sight.failure) {
    const alert = page.getByRole('alert').filter({ hasText: sight.failure.title });
    await expect(alert).toBeVisible(WAIT);
    await expect(alert).toContainText(sight.failure.cause);
  } else {
    await expect(page.getByText(/Failed to send your message/)).toHaveCount(0);
  }
}

test.describe('contact form machine, model-based, in Chromium', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the paths walk every state, every transition and every form summary', () => {
    const coverage = contactCoverage();
    const { summaries, samples, outcomes } = contactTargets();
    console.log(
      `${formatCoverage(coverage, 'Chromium')}\n  form summaries ${summaries}/${SUMMARY_COUNT}, ` +
        `sample events ${samples}, Send and send result outcomes ${outcomes.length}`,
    );
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(summaries).toBe(SUMMARY_COUNT);
  });

  for (const path of CONTACT_PATHS) {
    test(describePath(path), async ({ page, tolerate }) => {
      // A failed answer is logged by Chromium as a failed load: expected when the path fails
      // a send on purpose.
      const fails = eventsOf(path).some(
        (event) => isSendResult(event) && event.type === 'contact.send.failed',
      );
      if (fails) tolerate(/Failed to load resource/);
      const service = new EmailService();
      await service.intercept(page);
      await page.goto('/contact');
      await expect(form(page)).toBeVisible(WAIT);
      await runPath(path, {
        perform: async (event, before) => {
          await perform(page, service, gestureFor(event));
          const focus = focusAfter(event, before);
          if (focus) await expect(field(page, focus)).toBeFocused();
        },
        sees: (state) => sees(page, sightOf(state)),
      });
      // One request per Send the form accepted: a second click while sending sends nothing.
      expect(service.posted).toHaveLength(sendsIn(path));
    });
  }
});
