import type { Page } from '@playwright/test';
import {
  fill as fillIn,
  field,
  interceptEmailJs,
  openContact,
  type Reply,
} from './contact-helpers';
import { expect, test } from './fixtures';

/** The contact form against EmailJS answering well, refusing, or not at all. */
const FORM = {
  'Full name': 'Kwabena Owusu',
  Email: 'Kwabena@TemaMethodist.org',
  Company: 'Tema Methodist Church',
  Phone: '+233 20 555 0199',
  Subject: 'Weekly service reminders',
  Message: 'We want to remind 1,500 members about Sunday service and midweek prayer meetings.',
};

const fill = (page: Page, values: Partial<typeof FORM> = FORM) => fillIn(page, values);

test.describe('contact form', () => {
  test('names every missing required field inline and focuses the first', async ({ page }) => {
    const { posted } = await interceptEmailJs(page, { status: 200 });
    const form = await openContact(page);
    await form.getByRole('button', { name: 'Send message' }).click();

    const name = field(page, 'Full name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    for (const [label, message] of [
      ['Full name', 'Full name is required.'],
      ['Email', 'Email is required.'],
      ['Subject', 'Subject is required.'],
      ['Message', 'Message is required.'],
    ] as const) {
      const input = field(page, label);
      const describedBy = await input.getAttribute('aria-describedby');
      expect(describedBy, `${label} points at its error`).toBeTruthy();
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
    }
    await expect(field(page, 'Company')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Phone')).not.toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);

    // Fixing the name clears its error; the next submit focuses the next field in error.
    await name.fill('Kwabena Owusu');
    await expect(page.getByText('Full name is required.')).toHaveCount(0);
    await field(page, 'Email').fill('kwabena@');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(field(page, 'Email')).toBeFocused();
    await expect(
      page.getByText('Enter a valid email address, like ama@example.com.'),
    ).toBeVisible();
  });

  test('sends the spec payload once, shows success and clears the form', async ({ page }) => {
    const { posted } = await interceptEmailJs(page, { status: 200, body: 'OK' });
    const form = await openContact(page);
    await fill(page);
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('status')).toContainText(
      'Your message has been sent successfully!',
    );
    expect(posted).toEqual([
      {
        lib_version: '4.4.1',
        user_id: 'e2e-public-key',
        service_id: 'e2e-service',
        template_id: 'e2e-template',
        template_params: {
          from_name: 'Kwabena Owusu',
          from_email: 'kwabena@temamethodist.org',
          company: 'Tema Methodist Church',
          phone: '+233 20 555 0199',
          subject: 'Weekly service reminders',
          message: FORM.Message,
          to_name: 'Nkra',
        },
      },
    ]);
    for (const label of Object.keys(FORM)) await expect(field(page, label)).toHaveValue('');
  });

  const failures: [string, Reply, RegExp][] = [
    ['429 Too Many Requests', { status: 429, body: 'Too Many Requests' }, /Too many messages/],
    ['500 from the service', { status: 500, body: 'Internal Server Error' }, /error 500/],
    ['a network failure', 'abort', /could not be reached.*internet connection/],
  ];

  for (const [name, reply, cause] of failures) {
    test(`on ${name}: the spec alert, the cause, the message kept`, async ({ page, tolerate }) => {
      tolerate(
        /Failed to load resource: (the server responded with a status of (429|500)|net::ERR_)/,
      );
      const { posted } = await interceptEmailJs(page, reply);
      const form = await openContact(page);
      await fill(page);
      await form.getByRole('button', { name: 'Send message' }).click();

      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Failed to send your message. Please try again later.');
      await expect(alert).toContainText(cause);
      expect(posted).toHaveLength(1);
      await expect(field(page, 'Message')).toHaveValue(FORM.Message);
      await expect(field(page, 'Full name')).toHaveValue(FORM['Full name']);
      // No retry on its own; the button is usable again.
      await page.waitForTimeout(300);
      expect(posted).toHaveLength(1);
      await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
    });
  }

  test('a slow reply shows a busy state and repeated presses send one request', async ({
    page,
  }) => {
    const { posted, release } = await interceptEmailJs(page, 'hang');
    const form = await openContact(page);
    await fill(page);
    const send = form.getByRole('button', { name: /Send message|Sending/ });
    await send.click();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(send).toBeDisabled();
    await expect(form.getByText('Sending…')).toBeVisible();
    // Enter in a field and a forced click while busy must not send again.
    await field(page, 'Subject').press('Enter');
    await send.click({ force: true });
    await expect.poll(() => posted.length).toBe(1);
    await page.waitForTimeout(300);
    expect(posted).toHaveLength(1);

    release();
    await expect(page.getByRole('status')).toContainText(
      'Your message has been sent successfully!',
    );
    expect(posted).toHaveLength(1);
  });

  test('a double click sends exactly one request', async ({ page }) => {
    const { posted } = await interceptEmailJs(page, { status: 200 });
    const form = await openContact(page);
    await fill(page);
    await form.getByRole('button', { name: 'Send message' }).dblclick();
    await expect(page.getByRole('status')).toContainText(
      'Your message has been sent successfully!',
    );
    expect(posted).toHaveLength(1);
  });

  test('a blocked address is refused before any request (403)', async ({ page }) => {
    const { posted } = await interceptEmailJs(page, { status: 200 });
    const form = await openContact(page);
    await fill(page, { ...FORM, Email: ' BLOCKED@example.com ' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Messages from this email address are not accepted.',
    );
    expect(posted).toHaveLength(0);
  });

  test('hostile text is shown and sent as text; nothing runs', async ({ page, tolerate }) => {
    tolerate(/Failed to load resource: the server responded with a status of 500/);
    const { posted } = await interceptEmailJs(page, { status: 500 });
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const form = await openContact(page);
    await fill(page, { ...FORM, 'Full name': hostile, Message: hostile });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to send your message.');
    await expect(field(page, 'Message')).toHaveValue(hostile);
    expect((posted[0]?.template_params as Record<string, string>).message).toBe(hostile);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('a draft survives a visit to another page', async ({ page }) => {
    await openContact(page);
    await field(page, 'Message').fill('Half-written question about sender IDs');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await page.goBack();
    await expect(field(page, 'Message')).toHaveValue('Half-written question about sender IDs');
  });

  test('the WhatsApp button opens wa.me with the configured number in a new tab', async ({
    page,
  }) => {
    await openContact(page);
    const whatsapp = page.getByRole('link', { name: /Chat on WhatsApp/ }).first();
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/233200000000\?text=/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('shows a short FAQ that opens and closes', async ({ page }) => {
    await openContact(page);
    const question = page.getByRole('button', { name: 'Can I get my money back?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/30-day money-back guarantee/)).toBeVisible();
  });
});
