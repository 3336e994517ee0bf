/**
 * Model-based tests of the contact form machine in jsdom: every path of
 * `contact-form-model.ts` runs against a fresh render of the real app on the contact page,
 * with the real contact form machine. The test hands the app the forms' logic itself, as the
 * contact page would, with a `sendEmail` actor that only counts the sends: the test reports the
 * email service's answer in its place (`contact.send.succeeded` or `contact.send.failed`). Each state is checked by what a person
 * sees: the fields, the inline errors linked to them, the disabled "Sending…" button, the
 * success and failure alerts, and focus after a refused Send.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { appMachine, type AppActorRef } from '@machines/app.machine';
import { authFormMachine } from '@machines/auth-form.machine';
import {
  contactFormMachine,
  type ContactFormEvent,
  type SendEmailInput,
} from '@machines/contact-form.machine';
import { App } from '@/app/App';
import { fixedSource } from '@/app/app-actor';
import {
  CONTACT_PATHS,
  contactCoverage,
  contactTargets,
  describePath,
  focusAfter,
  gestureFor,
  sendsIn,
  sightOf,
  SUMMARY_COUNT,
  type ContactGesture,
  type ContactSight,
} from './contact-form-model';
import { control, fillIn } from './jsdom-person';
import { describeJsdomModel } from './jsdom-suite';
import { runPath } from './run-path';

const FORM = 'Send us a message';

/** The contact page as a person meets it, with a send actor that sends nothing. */
class Person {
  /** What the form handed the send actor, one entry per send. */
  readonly sends: SendEmailInput[] = [];

  private constructor(
    readonly user: UserEvent,
    private readonly app: AppActorRef,
  ) {}

  static async open(): Promise<Person> {
    window.history.replaceState(null, '', '/#contact');
    let person: Person | null = null;
    const sendEmail = fromCallback<ContactFormEvent, SendEmailInput>(({ input }) => {
      person?.sends.push(input);
    });
    // The forms' code provided up front, the contact form's sender recording what it would send.
    const app = createActor(
      appMachine.provide({
        actors: {
          contactForm: contactFormMachine.provide({ actors: { sendEmail } }),
          authForm: authFormMachine,
        },
      }),
      { input: { loggedIn: false } },
    );
    app.start();
    app.send({ type: 'nav.contact' });
    app.send({ type: 'site.forms.ready' });
    person = new Person(userEvent.setup({ delay: null }), app);
    render(<App app={fixedSource(app)} />);
    await screen.findByRole('form', { name: FORM });
    return person;
  }

  close() {
    this.app.stop();
  }

  private form() {
    return within(screen.getByRole('form', { name: FORM }));
  }

  private field(label: string) {
    return this.form().getByLabelText(new RegExp(`^${label}\\b`)) as
      HTMLInputElement | HTMLTextAreaElement;
  }

  private submitButton(): HTMLButtonElement {
    const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
    if (!button) throw new Error('The contact form has no submit button.');
    return button;
  }

  async perform(gesture: ContactGesture): Promise<void> {
    switch (gesture.kind) {
      case 'fill':
        await fillIn(this.user, this.field(gesture.label), gesture.value);
        return;
      case 'send':
        await this.user.click(this.submitButton());
        return;
      case 'service': {
        // The email service answers: what the EmailJS actor would report.
        const form = this.app.getSnapshot().children.contactForm;
        act(() => {
          form?.send(
            gesture.result === 'sent'
              ? { type: 'contact.send.succeeded' }
              : { type: 'contact.send.failed', failure: gesture.result },
          );
        });
        return;
      }
    }
  }

  async seesFocusOn(label: string): Promise<void> {
    await waitFor(() => expect(this.field(label)).toHaveFocus());
  }

  sees(sight: ContactSight): void {
    for (const [label, value] of Object.entries(sight.fields)) {
      const field = this.field(label);
      expect(field, label).toHaveValue(value);
      expect(field.readOnly, `${label} read-only`).toBe(sight.sending);
      const error = sight.errors[label];
      if (error) {
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(error);
      } else {
        expect(field).not.toHaveAttribute('aria-invalid', 'true');
      }
    }
    const submit = this.submitButton();
    if (sight.sending) {
      expect(submit).toBeDisabled();
      expect(submit).toHaveTextContent('Sending…');
    } else {
      expect(submit).toBeEnabled();
      expect(control('Send message', { scope: this.form() })).toBe(submit);
    }
    if (sight.success) expect(screen.getByText(sight.success)).toBeVisible();
    else expect(screen.queryByText(/has been sent successfully/)).toBeNull();
    if (sight.failure) {
      const alert = screen.getByText(sight.failure.title).closest('[role="alert"]');
      expect(alert).not.toBeNull();
      expect(alert).toHaveTextContent(sight.failure.cause);
    } else {
      expect(screen.queryByText(/Failed to send your message/)).toBeNull();
    }
  }
}

describeJsdomModel({
  title: 'contact form machine, model-based, in jsdom',
  coverageTitle:
    'walks every state (the transient validating too), every transition and every summary',
  machine: contactFormMachine,
  coverage: contactCoverage,
  targets: contactTargets,
  summaryCount: SUMMARY_COUNT,
  summariesName: 'form summaries',
  outcomesName: 'Send and send result outcomes',
  paths: CONTACT_PATHS,
  describePath,
  open: () => Person.open(),
  walk: async (current, path) => {
    await runPath(path, {
      perform: async (event, before) => {
        await current.perform(gestureFor(event));
        const focus = focusAfter(event, before);
        if (focus) await current.seesFocusOn(focus);
      },
      sees: (state) => waitFor(() => current.sees(sightOf(state))),
    });
    // One send per Send the form accepted: a second click while sending sends nothing.
    expect(current.sends).toHaveLength(sendsIn(path));
  },
});
