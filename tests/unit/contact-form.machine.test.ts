// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import { appWithChildren } from '../support/app-children';
import {
  contactFormMachine,
  type ContactFormActorRef,
  type ContactFormEmitted,
  type ContactFormEvent,
  type ContactSendResult,
  type SendEmailInput,
} from '@machines/contact-form.machine';
import { selectIsSending } from '@/site/contact/use-contact-form';
import type { ContactField, ContactFormValues } from '@/domain/contact-form';
import type { SendFailure } from '@/domain/contact-send';

const FILLED: ContactFormValues = {
  name: '  Akosua Asante ',
  email: ' Akosua@KumasiPharmacy.com.gh ',
  company: 'Kumasi Pharmacy',
  phone: '+233 24 123 4567',
  subject: 'Bulk SMS for 3 branches',
  message: 'We want to remind 2,000 customers about prescription refills every month.',
};

/**
 * A contact form whose send actor records its input and lets the test answer for the
 * service: `reply(result)` delivers the result the way the EmailJS edge actor does.
 */
function startForm() {
  const sends: SendEmailInput[] = [];
  let sendBack: ((event: AnyEventObject) => void) | null = null;
  const actor: ContactFormActorRef = createActor(
    contactFormMachine.provide({
      actors: {
        sendEmail: fromCallback<ContactFormEvent, SendEmailInput>(({ input, sendBack: back }) => {
          sends.push(input);
          sendBack = back;
        }),
      },
    }),
  ).start();
  const invalid: ContactField[] = [];
  actor.on('contact.invalid', (event: ContactFormEmitted) => invalid.push(event.field));
  const fill = (values: Partial<ContactFormValues>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'contact.field.change', field: field as ContactField, value });
    }
  };
  const reply = (result: ContactSendResult) => {
    if (!sendBack) throw new Error('No send is running.');
    sendBack(result);
  };
  const state = () => actor.getSnapshot();
  return { actor, sends, invalid, fill, reply, state };
}

describe('contact form machine: validation', () => {
  it('starts empty, in editing', () => {
    const { state } = startForm();
    expect(state().value).toBe('editing');
    expect(state().context.values).toEqual({
      name: '',
      email: '',
      company: '',
      phone: '',
      subject: '',
      message: '',
    });
  });

  it('refuses an empty form: an error per required field, focus to the first, no send', () => {
    const { actor, state, sends, invalid } = startForm();
    actor.send({ type: 'contact.submit' });
    expect(state().value).toBe('editing');
    expect(state().context.errors).toEqual({
      name: 'Full name is required.',
      email: 'Email is required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
    expect(invalid).toEqual(['name']);
    expect(sends).toHaveLength(0);
  });

  it('treats whitespace as blank and leaves company and phone optional', () => {
    const { actor, state, fill, invalid } = startForm();
    fill({ ...FILLED, company: '', phone: '', subject: '   \n ' });
    actor.send({ type: 'contact.submit' });
    expect(state().context.errors).toEqual({ subject: 'Subject is required.' });
    expect(invalid).toEqual(['subject']);
  });

  it('refuses an address that is not an email and names the field', () => {
    const { actor, state, fill, invalid } = startForm();
    fill({ ...FILLED, email: 'akosua@pharmacy' });
    actor.send({ type: 'contact.submit' });
    expect(state().context.errors.email).toBe('Enter a valid email address, like ama@example.com.');
    expect(invalid).toEqual(['email']);
  });

  it('clears a field error as soon as the field is corrected', () => {
    const { actor, state, fill } = startForm();
    actor.send({ type: 'contact.submit' });
    fill({ name: 'Kwame' });
    expect(state().context.errors.name).toBeUndefined();
    fill({ email: 'kwame@' });
    expect(state().context.errors.email).toMatch(/valid email/);
    fill({ email: 'kwame@tema.church' });
    expect(state().context.errors.email).toBeUndefined();
    expect(state().context.errors.subject).toBe('Subject is required.');
  });

  it('keeps hostile text as plain data', () => {
    const { actor, state, fill, sends } = startForm();
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    fill({ ...FILLED, name: hostile, message: hostile });
    actor.send({ type: 'contact.submit' });
    expect(state().value).toBe('sending');
    expect(sends[0]?.values.message).toBe(hostile);
  });
});

describe('contact form machine: sending', () => {
  it('sends once, with the trimmed values and the email in lower case', () => {
    const { actor, state, fill, sends } = startForm();
    fill(FILLED);
    actor.send({ type: 'contact.submit' });
    expect(state().value).toBe('sending');
    expect(sends).toEqual([
      {
        values: {
          name: 'Akosua Asante',
          email: 'akosua@kumasipharmacy.com.gh',
          company: 'Kumasi Pharmacy',
          phone: '+233 24 123 4567',
          subject: 'Bulk SMS for 3 branches',
          message: FILLED.message,
        },
      },
    ]);
  });

  it('makes exactly one request however often Send is pressed while sending', () => {
    const { actor, state, fill, sends } = startForm();
    fill(FILLED);
    for (let press = 0; press < 5; press += 1) actor.send({ type: 'contact.submit' });
    expect(sends).toHaveLength(1);
    expect(state().can({ type: 'contact.submit' })).toBe(false);
  });

  it('is busy while the message is on its way, and only then', () => {
    const { actor, state, fill, reply } = startForm();
    fill(FILLED);
    expect(selectIsSending(state())).toBe(false);
    actor.send({ type: 'contact.submit' });
    expect(state().hasTag('busy')).toBe(true);
    expect(selectIsSending(state())).toBe(true);
    reply({ type: 'contact.send.failed', failure: { kind: 'offline' } });
    expect(selectIsSending(state())).toBe(false);
  });

  it('ignores edits while the message is on its way, so nothing typed is lost', () => {
    const { actor, state, fill } = startForm();
    fill(FILLED);
    actor.send({ type: 'contact.submit' });
    fill({ message: 'changed' });
    expect(state().context.values.message).toBe(FILLED.message);
  });

  it('on success: says so, clears the form and stops the send actor', () => {
    const { actor, state, fill, reply } = startForm();
    fill(FILLED);
    actor.send({ type: 'contact.submit' });
    reply({ type: 'contact.send.succeeded' });
    expect(state().value).toBe('sent');
    expect(Object.values(state().context.values).every((value) => value === '')).toBe(true);
    expect(state().context.failure).toBeNull();
    expect(state().children.sendEmail).toBeUndefined();
  });

  it('after a success, writing again starts a new message and a new send', () => {
    const { actor, state, fill, reply, sends } = startForm();
    fill(FILLED);
    actor.send({ type: 'contact.submit' });
    reply({ type: 'contact.send.succeeded' });
    fill(FILLED);
    expect(state().value).toBe('editing');
    actor.send({ type: 'contact.submit' });
    expect(sends).toHaveLength(2);
  });

  const failures: SendFailure[] = [
    { kind: 'notConfigured', missing: ['VITE_EMAILJS_PUBLIC_KEY'] },
    { kind: 'rateLimited' },
    { kind: 'blocked' },
    { kind: 'automated' },
    { kind: 'http', status: 500 },
    { kind: 'offline' },
    { kind: 'unknown' },
  ];

  it.each(failures)('on failure ($kind): keeps every typed value and the cause', (failure) => {
    const { actor, state, fill, reply } = startForm();
    fill(FILLED);
    actor.send({ type: 'contact.submit' });
    reply({ type: 'contact.send.failed', failure });
    expect(state().value).toBe('failed');
    expect(state().context.failure).toEqual(failure);
    expect(state().context.values).toEqual(FILLED);
    expect(state().can({ type: 'contact.submit' })).toBe(true);
  });

  it('after a failure, Send tries again with one new request; no retry on its own', () => {
    const { actor, state, fill, reply, sends } = startForm();
    fill(FILLED);
    actor.send({ type: 'contact.submit' });
    reply({ type: 'contact.send.failed', failure: { kind: 'offline' } });
    expect(sends).toHaveLength(1);
    actor.send({ type: 'contact.submit' });
    expect(state().value).toBe('sending');
    expect(state().context.failure).toBeNull();
    expect(sends).toHaveLength(2);
    reply({ type: 'contact.send.succeeded' });
    expect(state().value).toBe('sent');
  });

  it('after a failure, an edit hides the failure and keeps the other values', () => {
    const { actor, state, fill, reply } = startForm();
    fill(FILLED);
    actor.send({ type: 'contact.submit' });
    reply({ type: 'contact.send.failed', failure: { kind: 'rateLimited' } });
    fill({ subject: 'Bulk SMS for 4 branches' });
    expect(state().value).toBe('editing');
    expect(state().context.failure).toBeNull();
    expect(state().context.values.message).toBe(FILLED.message);
  });

  it('ignores results that arrive when no send is running', () => {
    const { actor, state } = startForm();
    actor.send({ type: 'contact.send.succeeded' });
    actor.send({ type: 'contact.send.failed', failure: { kind: 'offline' } });
    expect(state().value).toBe('editing');
  });
});

describe('contact form inside the app', () => {
  it('is spawned once its logic arrives and keeps typed text across page changes', () => {
    const app = createActor(appWithChildren, { input: {} }).start();
    expect(app.getSnapshot().children.contactForm).toBeUndefined();
    app.send({ type: 'nav.contact' });
    app.send({ type: 'site.forms.ready' });
    const form = app.getSnapshot().children.contactForm;
    if (!form) throw new Error('The contact form did not start.');
    form.send({ type: 'contact.field.change', field: 'message', value: 'Akwaaba' });
    app.send({ type: 'nav.pricing' });
    app.send({ type: 'nav.contact' });
    // Told again that the forms' code is here, the app keeps the form it has.
    app.send({ type: 'site.forms.ready' });
    expect(app.getSnapshot().children.contactForm).toBe(form);
    expect(form.getSnapshot().context.values.message).toBe('Akwaaba');
  });
});
