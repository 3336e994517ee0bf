import {
  assertEvent,
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
    /** `busy`: a message is on its way. */
    tags: {} as 'busy',
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
      assertEvent(event, 'contact.field.change');
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
    rememberFailure: assign(({ event }) => {
      assertEvent(event, 'contact.send.failed');
      return { failure: event.failure };
    }),
    forgetFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'contactForm',
  context: { values: { ...EMPTY_CONTACT_FORM }, errors: {}, failure: null },
  description:
    "The Contact page's form: name, email, company, phone, subject and message, sent by email.",
  initial: 'editing',
  states: {
    editing: {
      description:
        'The visitor types the message; errors from a refused Send show under the fields.',
      on: {
        'contact.field.change': { actions: 'updateField' },
        'contact.submit': 'validating',
      },
    },
    validating: {
      description: 'Send was pressed: the fields are checked once.',
      entry: 'validate',
      always: [
        {
          guard: 'isFormValid',
          target: 'sending',
          description:
            'Name, email, subject and message are filled in, and every field is well formed.',
        },
        {
          target: 'editing',
          actions: 'announceFirstInvalid',
          description:
            'Something missing or wrong: the errors show and the first field in error gets focus.',
        },
      ],
    },
    sending: {
      tags: 'busy',
      description: 'The message is on its way; a second Send is refused until it arrives or fails.',
      entry: 'startSend',
      exit: 'stopSend',
      on: {
        'contact.send.succeeded': {
          target: 'sent',
          actions: 'clearForm',
          description: 'The success message shows and the form is cleared.',
        },
        'contact.send.failed': {
          target: 'failed',
          actions: 'rememberFailure',
          description: 'The failure message shows; what was typed is kept.',
        },
      },
    },
    sent: {
      description: 'The message went out and the form is empty.',
      on: {
        'contact.field.change': {
          target: 'editing',
          actions: 'updateField',
          description: 'Typing again hides the success message.',
        },
        'contact.submit': 'validating',
      },
    },
    failed: {
      description: 'The send failed; the typed message is kept for another try.',
      on: {
        'contact.field.change': {
          target: 'editing',
          actions: ['forgetFailure', 'updateField'],
          description: 'Typing hides the failure message.',
        },
        'contact.submit': {
          target: 'validating',
          actions: 'forgetFailure',
          description: 'Send tries again.',
        },
      },
    },
  },
});

export type ContactFormActorRef = ActorRefFrom<typeof contactFormMachine>;
