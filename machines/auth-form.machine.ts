import { assertEvent, assign, emit, sendParent, setup, type ActorRefFrom } from 'xstate';
import {
  EMPTY_AUTH_FORM,
  firstInvalidAuthField,
  validateAuthForm,
  type AuthField,
  type AuthFormValues,
  type AuthMode,
} from '@/domain/auth-form';
import type { FieldErrors } from '@/domain/validation';

export interface AuthFormContext {
  values: AuthFormValues;
  errors: FieldErrors<AuthField>;
  passwordVisible: boolean;
}

export type AuthFormEvent =
  | { type: 'auth.mode.select'; mode: AuthMode }
  | { type: 'auth.field.change'; field: AuthField; value: string }
  | { type: 'auth.password.toggle' }
  | { type: 'auth.form.submit' };

/** Tells the view which field to focus after a refused submit. */
export type AuthFormEmitted = { type: 'auth.invalid'; field: AuthField };

/**
 * The demo sign-in form. A valid submit tells the app (`auth.submit`), which sets the
 * logged-in flag and opens the dashboard; nothing leaves the browser.
 */
export const authFormMachine = setup({
  types: {
    context: {} as AuthFormContext,
    events: {} as AuthFormEvent,
    emitted: {} as AuthFormEmitted,
  },
  guards: {
    wantsSignUp: ({ event }) => {
      assertEvent(event, 'auth.mode.select');
      return event.mode === 'signUp';
    },
    isFormValid: ({ context }, params: { mode: AuthMode }) =>
      firstInvalidAuthField(params.mode, validateAuthForm(params.mode, context.values)) === null,
  },
  actions: {
    updateField: assign(({ context, event }, params: { mode: AuthMode }) => {
      assertEvent(event, 'auth.field.change');
      const values = { ...context.values, [event.field]: event.value };
      // A field in error is checked again as it is corrected; others wait for the next submit.
      if (!context.errors[event.field]) return { values };
      const { [event.field]: _previous, ...others } = context.errors;
      const error = validateAuthForm(params.mode, values)[event.field];
      return { values, errors: error ? { ...others, [event.field]: error } : others };
    }),
    showErrors: assign({
      errors: ({ context }, params: { mode: AuthMode }) =>
        validateAuthForm(params.mode, context.values),
    }),
    announceFirstInvalid: emit(({ context }, params: { mode: AuthMode }) => ({
      type: 'auth.invalid' as const,
      field:
        firstInvalidAuthField(params.mode, validateAuthForm(params.mode, context.values)) ??
        'email',
    })),
    clearErrors: assign({ errors: {} }),
    togglePassword: assign({ passwordVisible: ({ context }) => !context.passwordVisible }),
    signIn: sendParent({ type: 'auth.submit' }),
    /** The password is not kept once it has served its purpose. */
    resetForm: assign({
      values: { ...EMPTY_AUTH_FORM },
      errors: {},
      passwordVisible: false,
    }),
  },
}).createMachine({
  id: 'authForm',
  context: { values: { ...EMPTY_AUTH_FORM }, errors: {}, passwordVisible: false },
  description:
    'The demo sign-in screen: Sign In or Create Account. Nothing leaves the browser; a valid form opens the dashboard.',
  initial: 'signIn',
  on: {
    'auth.password.toggle': {
      actions: 'togglePassword',
      description: 'Shows or hides the password as typed.',
    },
    'auth.mode.select': [
      {
        guard: 'wantsSignUp',
        target: '.signUp',
        actions: 'clearErrors',
        description: 'The Create Account tab; errors from the other tab are cleared.',
      },
      {
        target: '.signIn',
        actions: 'clearErrors',
        description: 'The Sign In tab; errors from the other tab are cleared.',
      },
    ],
  },
  states: {
    signIn: {
      description: 'Sign In: email and password.',
      on: {
        'auth.field.change': { actions: { type: 'updateField', params: { mode: 'signIn' } } },
        'auth.form.submit': [
          {
            guard: { type: 'isFormValid', params: { mode: 'signIn' } },
            actions: ['signIn', 'resetForm'],
            description:
              'A valid email and a password: the visitor is signed in to the demo dashboard and the form is emptied.',
          },
          {
            actions: [
              { type: 'showErrors', params: { mode: 'signIn' } },
              { type: 'announceFirstInvalid', params: { mode: 'signIn' } },
            ],
            description:
              'Something missing or wrong: the errors show and the first field in error gets focus.',
          },
        ],
      },
    },
    signUp: {
      description:
        'Create Account: first and last name, company, email, password and its confirmation (company is optional, and the confirmation is not compared).',
      on: {
        'auth.field.change': { actions: { type: 'updateField', params: { mode: 'signUp' } } },
        'auth.form.submit': [
          {
            guard: { type: 'isFormValid', params: { mode: 'signUp' } },
            actions: ['signIn', 'resetForm'],
            description:
              'First and last name, a valid email and a password: the visitor is signed in to the demo dashboard and the form is emptied.',
          },
          {
            actions: [
              { type: 'showErrors', params: { mode: 'signUp' } },
              { type: 'announceFirstInvalid', params: { mode: 'signUp' } },
            ],
            description:
              'Something missing or wrong: the errors show and the first field in error gets focus.',
          },
        ],
      },
    },
  },
});

export type AuthFormActorRef = ActorRefFrom<typeof authFormMachine>;
