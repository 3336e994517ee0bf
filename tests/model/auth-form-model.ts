/**
 * The auth form machine's test model (the demo sign-in page's form), used by the jsdom suite
 * (`auth-form.model.test.tsx`): sample events, what a person can do, the summary the traversal
 * walks over, the paths, what a person does and what a person sees.
 *
 * The traversal counts a state as: Sign In or Create Account, errors shown or not, and how many
 * fields a submit would refuse, or none (14 in all). What a person types (a valid or a malformed
 * email, a password, names) is covered as sample events, and as outcomes: which field a refused
 * submit focuses, an error corrected or changed as it is typed, the password shown and hidden,
 * errors cleared by a switch of form, and signing in from either form.
 */
import { createTestModel, type TestPath } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { authFormMachine, type AuthFormEvent } from '@machines/auth-form.machine';
import {
  AUTH_LABELS,
  AUTH_MODE_FIELDS,
  firstInvalidAuthField,
  validateAuthForm,
  type AuthField,
  type AuthMode,
} from '@/domain/auth-form';
import {
  coverageOf,
  shortestPathsExtended,
  type Coverage,
  type PathPlan,
  targetCounts,
  type TargetCounts,
  summaryTargets,
} from './coverage';

export type AuthFormSnapshot = SnapshotFrom<typeof authFormMachine>;
export type AuthFormPath = TestPath<AuthFormSnapshot, AuthFormEvent>;

/* ---------- sample payloads ---------- */

export const DEMO_EMAIL = 'ama.mensah@kumasi-traders.com.gh';
const MALFORMED_EMAIL = 'ama.mensah';
const PASSWORD = 'Akwaaba-2025';

const change = (field: AuthField, value: string): AuthFormEvent => ({
  type: 'auth.field.change',
  field,
  value,
});

/** Every event a person can cause on the page, in the order the traversal tries them. */
export const AUTH_EVENTS: AuthFormEvent[] = [
  { type: 'auth.form.submit' },
  change('email', DEMO_EMAIL),
  change('email', MALFORMED_EMAIL),
  change('email', ''),
  change('password', PASSWORD),
  change('password', ''),
  { type: 'auth.mode.select', mode: 'signUp' },
  { type: 'auth.mode.select', mode: 'signIn' },
  change('firstName', 'Ama'),
  change('lastName', 'Mensah'),
  change('company', 'Kumasi Traders'),
  change('confirmPassword', PASSWORD),
  { type: 'auth.password.toggle' },
];

const modeOf = (snapshot: AuthFormSnapshot): AuthMode =>
  snapshot.matches('signUp') ? 'signUp' : 'signIn';

/**
 * What a person can do: type into a field the form shows a value it does not hold (typing what
 * a field holds is no event), choose either form (the chosen one too: its button stays
 * clickable, and clears the errors), show or hide the password, submit.
 */
export function personCan(snapshot: AuthFormSnapshot, event: AuthFormEvent): boolean {
  if (event.type !== 'auth.field.change') return true;
  return (
    AUTH_MODE_FIELDS[modeOf(snapshot)].includes(event.field) &&
    snapshot.context.values[event.field] !== event.value
  );
}

/* ---------- the summary the traversal counts ---------- */

const MODE_NAMES: Record<AuthMode, string> = { signIn: 'Sign In', signUp: 'Create Account' };

/** The fields a submit would refuse: required ones missing, an email that is not one. */
const refusedFields = (snapshot: AuthFormSnapshot): number =>
  Object.keys(validateAuthForm(modeOf(snapshot), snapshot.context.values)).length;

const showsErrors = (snapshot: AuthFormSnapshot) => Object.keys(snapshot.context.errors).length > 0;

/** "Create Account, errors shown, 2 to fix": what the traversal tells apart. */
export function authSummary(snapshot: AuthFormSnapshot): string {
  const refused = refusedFields(snapshot);
  return [
    MODE_NAMES[modeOf(snapshot)],
    showsErrors(snapshot) ? 'errors shown' : 'errors hidden',
    refused === 0 ? 'form accepted' : `${refused} to fix`,
  ].join(', ');
}

/**
 * Sign In has 2 required fields, Create Account 4: each with 1 to all of them to fix, errors
 * shown or hidden, or accepted (errors show only after a refused submit, and each goes as its
 * field is corrected, so an accepted form shows none).
 */
export const SUMMARY_COUNT = 2 * 2 + 1 + (4 * 2 + 1);

/**
 * The machine as the model walks it, alone: `signIn` tells its parent (the app) to open the
 * dashboard, and here it has none. The suite runs it inside the app, where the dashboard opens.
 */
export const walkedAuthFormMachine = authFormMachine.provide({ actions: { signIn: () => {} } });

export const authFormModel = createTestModel(walkedAuthFormMachine, {
  events: AUTH_EVENTS,
  filterEvents: personCan,
  serializeState: (snapshot) => authSummary(snapshot as AuthFormSnapshot),
});

/* ---------- what a person sees after an event ---------- */

export interface Outcome {
  /** A valid submit signs the visitor in: the dashboard replaces the page. */
  signsIn: boolean;
  /** The field that takes focus after a refused submit, by label. */
  focus: string | null;
}

export function outcomeOf(event: AuthFormEvent, before: AuthFormSnapshot): Outcome {
  if (event.type !== 'auth.form.submit') return { signsIn: false, focus: null };
  const mode = modeOf(before);
  const first = firstInvalidAuthField(mode, validateAuthForm(mode, before.context.values));
  return first === null
    ? { signsIn: true, focus: null }
    : { signsIn: false, focus: AUTH_LABELS[first] };
}

function outcomeName(event: AuthFormEvent, before: AuthFormSnapshot): string | null {
  const mode = MODE_NAMES[modeOf(before)];
  switch (event.type) {
    case 'auth.form.submit': {
      const { focus } = outcomeOf(event, before);
      return focus ? `${mode} refused: focus on ${focus}` : `signed in from ${mode}`;
    }
    case 'auth.field.change': {
      const previous = before.context.errors[event.field];
      if (!previous) return null;
      const values = { ...before.context.values, [event.field]: event.value };
      const next = validateAuthForm(modeOf(before), values)[event.field];
      return `${AUTH_LABELS[event.field]} error ${next === undefined ? 'corrected' : next === previous ? 'kept' : 'changed'} as typed`;
    }
    case 'auth.mode.select':
      return showsErrors(before) ? `errors cleared by ${MODE_NAMES[event.mode]}` : null;
    case 'auth.password.toggle':
      return before.context.passwordVisible ? 'password hidden' : 'password shown';
  }
}

export const AUTH_PLAN: PathPlan<AuthFormSnapshot, AuthFormEvent> = {
  events: (snapshot) => AUTH_EVENTS.filter((event) => personCan(snapshot, event)),
  targets: summaryTargets(authSummary, outcomeName),
  extraSteps: 3,
};

export const AUTH_PATHS: AuthFormPath[] = shortestPathsExtended(
  walkedAuthFormMachine,
  authFormModel,
  AUTH_PLAN,
);

export const authFormCoverage = (): Coverage => coverageOf(walkedAuthFormMachine, AUTH_PATHS);

/** How many summaries, samples and outcomes the paths cover, for the suites' report. */
export const authFormTargets = (): TargetCounts =>
  targetCounts(walkedAuthFormMachine, AUTH_PLAN, AUTH_PATHS);

/* ---------- what a person sees in a state ---------- */

export interface AuthSight {
  /** The pressed one of Sign In and Create Account. */
  mode: string;
  /** The form's heading, which names it, and its submit button's words (the same). */
  title: 'Sign in to the demo' | 'Create a demo account';
  submit: 'Sign in to the demo' | 'Create demo account';
  /** The fields the form shows, in order, by label, with their values and inline errors. */
  fields: { label: string; value: string; error: string | null }[];
  /** Whether the password (and its confirmation) show as typed. */
  passwordVisible: boolean;
}

export function sightOf(snapshot: AuthFormSnapshot): AuthSight {
  const mode = modeOf(snapshot);
  const { values, errors, passwordVisible } = snapshot.context;
  return {
    mode: MODE_NAMES[mode],
    title: mode === 'signIn' ? 'Sign in to the demo' : 'Create a demo account',
    submit: mode === 'signIn' ? 'Sign in to the demo' : 'Create demo account',
    fields: AUTH_MODE_FIELDS[mode].map((field) => ({
      label: AUTH_LABELS[field],
      value: values[field],
      error: errors[field] ?? null,
    })),
    passwordVisible,
  };
}

/* ---------- what a person does ---------- */

export type AuthGesture =
  | { kind: 'fill'; label: string; value: string }
  /** A button of the form, by its words or its label. */
  | { kind: 'click'; name: string };

export function gestureFor(event: AuthFormEvent, before: AuthFormSnapshot): AuthGesture {
  switch (event.type) {
    case 'auth.field.change':
      return { kind: 'fill', label: AUTH_LABELS[event.field], value: event.value };
    case 'auth.mode.select':
      return { kind: 'click', name: MODE_NAMES[event.mode] };
    case 'auth.password.toggle':
      return {
        kind: 'click',
        name: before.context.passwordVisible ? 'Hide password' : 'Show password',
      };
    case 'auth.form.submit':
      return { kind: 'click', name: sightOf(before).submit };
  }
}

export function describePath(path: AuthFormPath): string {
  const events = path.steps
    .slice(1)
    .map(({ event }) => {
      switch (event.type) {
        case 'auth.field.change':
          return `${event.field}(${event.value === '' ? 'empty' : event.value})`;
        case 'auth.mode.select':
          return `mode(${event.mode})`;
        default:
          return event.type.replace('auth.', '');
      }
    })
    .join(' > ');
  return `${events} => ${authSummary(path.state)}`;
}
