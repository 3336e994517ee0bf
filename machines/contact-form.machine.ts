import {
  assign,
  emit,
  fromCallback,
  setup,
  spawnChild,
  stopChild,
  type ActorRefFrom,
} from 'xstate';
import {
  EMPTY_CONTACT_FORM,
  firstInvalidField,
  normaliseContactForm,
  validateContactForm,
  type ContactField,
  type ContactFormValues,
} from '@/domain/contact-form';
import type { SendFailure } from '@/domain/contact-send';
import type { FieldErrors } from '@/domain/validation';

export interface ContactFormContext {
  values: ContactFormValues;
  errors: FieldErrors<ContactField>;
  /** Why the last send failed; null unless the form is in `failed`. */
  failure: SendFailure | null;
}

/** What the send actor reports back. */
export type ContactSendResult =
  { type: 'contact.send.succeeded' } | { type: 'contact.send.failed'; failure: SendFailure };

export type ContactFormEvent =
  | { type: 'contact.field.change'; field: ContactField; value: string }
  | { type: 'contact.submit' }
  | ContactSendResult;

/** Tells the view which field to focus after a refused submit. */
export type ContactFormEmitted = { type: 'contact.invalid'; field: ContactField };

/** The message the send actor gets: the form as it is sent (trimmed, email in lower case). */
export interface SendEmailInput {
  values: ContactFormValues;
}

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    emitted: {} as ContactFormEmitted,
  },
  actors: {
    /** Sends the message and reports `contact.send.*`; provided at the edge (EmailJS). */
    sendEmail: fromCallback<ContactFormEvent, SendEmailInput>(() => {}),
  },
  guards: {
    isFormValid: ({ context }) => firstInvalidField(context.errors) === null,
  },
  actions: {
    updateField: assign(({ context, event }) => {
      if (event.type !== 'contact.field.change') return {};
      const values = { ...context.values, [event.field]: event.value };
      // A field in error is checked again as it is corrected; others wait for the next submit.
      if (!context.errors[event.field]) return { values };
      const { [event.field]: _previous, ...others } = context.errors;
      const error = validateContactForm(values)[event.field];
      return { values, errors: error ? { ...others, [event.field]: error } : others };
    }),
    validate: assign({ errors: ({ context }) => validateContactForm(context.values) }),
    announceFirstInvalid: emit(({ context }) => ({
      type: 'contact.invalid' as const,
      field: firstInvalidField(context.errors) ?? 'name',
    })),
    startSend: spawnChild('sendEmail', {
      id: 'sendEmail',
      input: ({ context }) => ({ values: normaliseContactForm(context.values) }),
    }),
    stopSend: stopChild('sendEmail'),
    clearForm: assign({ values: { ...EMPTY_CONTACT_FORM }, errors: {}, failure: null }),
    rememberFailure: assign({
      failure: ({ event }) => (event.type === 'contact.send.failed' ? event.failure : null),
    }),
    forgetFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'contactForm',
  context: { values: { ...EMPTY_CONTACT_FORM }, errors: {}, failure: null },
  initial: 'editing',
  states: {
    /** The visitor types; waits for Send. */
    editing: {
      on: {
        'contact.field.change': { actions: 'updateField' },
        'contact.submit': 'validating',
      },
    },
    /** Checks the fields once, then sends or goes back to editing with the errors shown. */
    validating: {
      entry: 'validate',
      always: [
        { guard: 'isFormValid', target: 'sending' },
        { target: 'editing', actions: 'announceFirstInvalid' },
      ],
    },
    /** One request is on its way; waits for its result and refuses a second Send. */
    sending: {
      entry: 'startSend',
      exit: 'stopSend',
      on: {
        'contact.send.succeeded': { target: 'sent', actions: 'clearForm' },
        'contact.send.failed': { target: 'failed', actions: 'rememberFailure' },
      },
    },
    /** The message went out and the form is empty; waits for the visitor to write again. */
    sent: {
      on: {
        'contact.field.change': { target: 'editing', actions: 'updateField' },
        'contact.submit': 'validating',
      },
    },
    /** The send failed and the typed message is kept; waits for an edit or another Send. */
    failed: {
      on: {
        'contact.field.change': { target: 'editing', actions: ['forgetFailure', 'updateField'] },
        'contact.submit': { target: 'validating', actions: 'forgetFailure' },
      },
    },
  },
});

export type ContactFormActorRef = ActorRefFrom<typeof contactFormMachine>;
