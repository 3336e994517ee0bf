import { EmailJSResponseStatus, send } from '@emailjs/browser';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { contactFormMachine } from '@machines/contact-form.machine';
import type { EmailJsConfig } from '@/state/config';
import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  validateContactForm,
  type ContactFormValues,
} from '@/domain/contact-form';
import { buildTemplateParams, classifySendError, failureCause } from '@/domain/contact-send';
import { emailJsSender } from '@/site/contact/emailjs-sender';
import { sendContactEmail } from '@/site/contact/send-contact-email';

const VALUES: ContactFormValues = {
  name: ' Yaw Mensah ',
  email: ' Yaw@TakoradiLogistics.com.gh',
  company: 'Takoradi Logistics',
  phone: '',
  subject: 'Delivery alerts',
  message: 'We ship 400 parcels a day and want to text each customer a tracking link.',
};

const CONFIGURED: EmailJsConfig = {
  publicKey: 'pk_test_123',
  serviceId: 'service_test',
  templateId: 'template_test',
  blockHeadless: false,
  blockList: [],
  limitRateMs: 0,
};

const ENDPOINT = 'https://api.emailjs.com/api/v1.0/email/send';

describe('contact form rules', () => {
  it('uses the spec alerts word for word', () => {
    expect(CONTACT_SUCCESS_MESSAGE).toBe('Your message has been sent successfully!');
    expect(CONTACT_FAILURE_MESSAGE).toBe('Failed to send your message. Please try again later.');
  });

  it('accepts a complete form and optional company and phone', () => {
    expect(validateContactForm(VALUES)).toEqual({});
  });

  it.each([
    ['0244 123 456', undefined],
    ['+233 (0) 24-123-4567', undefined],
    ['call me', 'Enter a phone number with digits only, like +233 24 123 4567.'],
  ])('phone %j', (phone, error) => {
    expect(validateContactForm({ ...VALUES, phone }).phone).toBe(error);
  });

  it('limits a pasted 100,000-character message', () => {
    expect(validateContactForm({ ...VALUES, message: 'a'.repeat(100_000) }).message).toBe(
      'Message is too long: keep it under 5,000 characters.',
    );
  });

  it('builds the template params of spec section 7', () => {
    expect(buildTemplateParams(VALUES, 'Nkra')).toEqual({
      from_name: 'Yaw Mensah',
      from_email: 'yaw@takoradilogistics.com.gh',
      company: 'Takoradi Logistics',
      phone: '',
      subject: 'Delivery alerts',
      message: VALUES.message,
      to_name: 'Nkra',
    });
  });
});

describe('classifying what EmailJS 4.4.1 rejects with', () => {
  it('reads the SDK string for a missing key as "not configured"', async () => {
    const error: unknown = await send('service', 'template', {}, { publicKey: '' }).catch(
      (reason: unknown) => reason,
    );
    expect(typeof error).toBe('string');
    expect(classifySendError(error)).toEqual({ kind: 'notConfigured', missing: ['public key'] });
  });

  it.each([
    [new EmailJSResponseStatus(429, 'Too Many Requests'), { kind: 'rateLimited' }],
    [new EmailJSResponseStatus(403, 'Forbidden'), { kind: 'blocked' }],
    [new EmailJSResponseStatus(451, 'Unavailable For Headless Browser'), { kind: 'automated' }],
    [new EmailJSResponseStatus(500, 'Internal Server Error'), { kind: 'http', status: 500 }],
    [new EmailJSResponseStatus(400, 'The template ID is invalid'), { kind: 'http', status: 400 }],
    [new EmailJSResponseStatus(), { kind: 'offline' }],
    [new TypeError('Failed to fetch'), { kind: 'offline' }],
    ['something else', { kind: 'unknown' }],
    [new Error('boom'), { kind: 'unknown' }],
    [undefined, { kind: 'unknown' }],
  ])('%o', (error, failure) => {
    expect(classifySendError(error)).toEqual(failure);
  });

  it('says each known cause in plain words, and nothing for an unknown one', () => {
    expect(failureCause({ kind: 'notConfigured', missing: [] })).toMatch(/not configured/);
    expect(failureCause({ kind: 'rateLimited' })).toMatch(/Too many messages/);
    expect(failureCause({ kind: 'blocked' })).toMatch(/not accepted/);
    expect(failureCause({ kind: 'automated' })).toMatch(/automated browsers/);
    expect(failureCause({ kind: 'http', status: 502 })).toMatch(/error 502/);
    expect(failureCause({ kind: 'offline' })).toMatch(/internet connection/);
    expect(failureCause({ kind: 'unknown' })).toBeNull();
  });
});

describe('the EmailJS edge actor, with the real SDK and a stubbed network', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response('OK', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const sendWith = (settings: Partial<EmailJsConfig> = {}, values = VALUES) =>
    sendContactEmail({ ...CONFIGURED, ...settings }, { values }, 'Nkra');

  it('reports "not configured" without loading the SDK when a key is empty', async () => {
    const load = vi.fn();
    const result = await sendContactEmail(
      { ...CONFIGURED, publicKey: '', templateId: '' },
      { values: VALUES },
      'Nkra',
      load,
    );
    expect(result).toEqual({
      type: 'contact.send.failed',
      failure: {
        kind: 'notConfigured',
        missing: ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_TEMPLATE_ID'],
      },
    });
    expect(load).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the spec payload once and reports success', async () => {
    expect(await sendWith()).toEqual({ type: 'contact.send.succeeded' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(ENDPOINT);
    expect(JSON.parse(String(init?.body))).toEqual({
      lib_version: '4.4.1',
      user_id: 'pk_test_123',
      service_id: 'service_test',
      template_id: 'template_test',
      template_params: buildTemplateParams(VALUES, 'Nkra'),
    });
  });

  it('refuses from an automated browser when blockHeadless is on (451)', async () => {
    // What Playwright and other automation set; jsdom does not define it.
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'webdriver');
    });
    expect(await sendWith({ blockHeadless: true })).toEqual({
      type: 'contact.send.failed',
      failure: { kind: 'automated' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('matches the block list whatever the case and spacing of address and list (403)', async () => {
    expect(await sendWith({ blockList: [' YAW@takoradilogistics.com.gh '] })).toEqual({
      type: 'contact.send.failed',
      failure: { kind: 'blocked' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets a second send within the throttle fail as rate limited (429)', async () => {
    expect(await sendWith({ limitRateMs: 10_000 })).toEqual({ type: 'contact.send.succeeded' });
    expect(await sendWith({ limitRateMs: 10_000 })).toEqual({
      type: 'contact.send.failed',
      failure: { kind: 'rateLimited' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([429, 403, 500, 503])('reads an HTTP %d from the service', async (status) => {
    fetchMock.mockResolvedValue(new Response('nope', { status }));
    const result = await sendWith();
    expect(result.type).toBe('contact.send.failed');
    expect(result).toEqual({
      type: 'contact.send.failed',
      failure: classifySendError(new EmailJSResponseStatus(status, 'nope')),
    });
  });

  it('reports a network failure as offline', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sendWith()).toEqual({
      type: 'contact.send.failed',
      failure: { kind: 'offline' },
    });
  });

  it('reports an SDK that cannot load (offline, stale deploy) instead of crashing', async () => {
    const result = await sendContactEmail(CONFIGURED, { values: VALUES }, 'Nkra', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(result).toEqual({ type: 'contact.send.failed', failure: { kind: 'offline' } });
  });

  it('reports offline when the sending code itself cannot load', async () => {
    const actor = createActor(
      contactFormMachine.provide({
        actors: {
          sendEmail: emailJsSender(CONFIGURED, 'Nkra', () =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
          ),
        },
      }),
    ).start();
    for (const [field, value] of Object.entries(VALUES)) {
      actor.send({ type: 'contact.field.change', field: field as keyof ContactFormValues, value });
    }
    actor.send({ type: 'contact.submit' });
    const snapshot = await waitFor(actor, (state) => state.matches('failed'));
    expect(snapshot.context.failure).toEqual({ kind: 'offline' });
  });

  it('drives the form machine from sending to sent', async () => {
    const actor = createActor(
      contactFormMachine.provide({ actors: { sendEmail: emailJsSender(CONFIGURED, 'Nkra') } }),
    ).start();
    for (const [field, value] of Object.entries(VALUES)) {
      actor.send({ type: 'contact.field.change', field: field as keyof ContactFormValues, value });
    }
    actor.send({ type: 'contact.submit' });
    actor.send({ type: 'contact.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('drives the form machine to failed, keeping the message, when not configured', async () => {
    const actor = createActor(
      contactFormMachine.provide({
        actors: { sendEmail: emailJsSender({ ...CONFIGURED, serviceId: '' }, 'Nkra') },
      }),
    ).start();
    for (const [field, value] of Object.entries(VALUES)) {
      actor.send({ type: 'contact.field.change', field: field as keyof ContactFormValues, value });
    }
    actor.send({ type: 'contact.submit' });
    const snapshot = await waitFor(actor, (state) => state.matches('failed'));
    expect(snapshot.context.failure).toEqual({
      kind: 'notConfigured',
      missing: ['VITE_EMAILJS_SERVICE_ID'],
    });
    expect(snapshot.context.values.message).toBe(VALUES.message);
  });
});
