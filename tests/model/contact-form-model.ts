/**
 * The contact form machine's test model, shared by the jsdom suite
 * (`contact-form.model.test.tsx`) and the Chromium suite (`tests/e2e/model-contact-form.spec.ts`):
 * sample events, the summary of the form the traversal walks over, the paths, what a person
 * does and what a person sees.
 *
 * The send result events (`contact.send.succeeded`, `contact.send.failed`) are what the
 * EmailJS actor reports: in jsdom the test sends them itself, in place of that actor (the app
 * runs with a no-op one); in Chromium the real SDK sends and the test answers its request for
 * the email service, with success or the failure of each kind.
 */
import { createTestModel, type TestPath } from 'xstate/graph';
import { contactFormMachine, type ContactFormEvent } from '@machines/contact-form.machine';
import type { SnapshotFrom } from 'xstate';
import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  type ContactField,
} from '@/domain/contact-form';
import type { SendFailure } from '@/domain/contact-send';
import { isBlank, isEmail } from '@/domain/validation';
import {
  coverageOf,
  eventsOf,
  shortestPathsExtended,
  snapshotsOf,
  type Coverage,
  type PathPlan,
  targetCounts,
  type TargetCounts,
} from './coverage';

export type ContactSnapshot = SnapshotFrom<typeof contactFormMachine>;
export type ContactPath = TestPath<ContactSnapshot, ContactFormEvent>;

/* ---------- sample payloads ---------- */

export const CONTACT_VALUES = {
  name: 'Kwabena Owusu',
  email: 'Kwabena@TemaMethodist.org',
  subject: 'Weekly service reminders',
  message: 'We want to remind 1,500 members about Sunday service and midweek prayer meetings.',
} as const;
export const INVALID_EMAIL = 'kwabena@';

const change = (field: ContactField, value: string): ContactFormEvent => ({
  type: 'contact.field.change',
  field,
  value,
});

/**
 * Failures the browser can cause and the Chromium runner can answer for: the service's 429,
 * 403, 451 and 500, and no network. (A build without EmailJS ids fails as `notConfigured`,
 * which the site's own contact tests cover.)
 */
export const FAILURES: SendFailure[] = [
  { kind: 'rateLimited' },
  { kind: 'blocked' },
  { kind: 'automated' },
  { kind: 'http', status: 500 },
  { kind: 'offline' },
];

/** Every event, in the order the traversal tries them. */
export const CONTACT_EVENTS: ContactFormEvent[] = [
  change('name', CONTACT_VALUES.name),
  change('email', CONTACT_VALUES.email),
  change('email', INVALID_EMAIL),
  change('subject', CONTACT_VALUES.subject),
  change('message', CONTACT_VALUES.message),
  change('name', ''),
  { type: 'contact.submit' },
  { type: 'contact.send.succeeded' },
  ...FAILURES.map((failure): ContactFormEvent => ({ type: 'contact.send.failed', failure })),
];

/* ---------- the summary the traversal counts ---------- */

const REQUIRED: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** Where a submit of these values would stop, as a person reads the form. */
function formStatus(snapshot: ContactSnapshot): string {
  const { values } = snapshot.context;
  const missing = REQUIRED.filter((field) => isBlank(values[field]));
  if (missing.length > 0) return `${missing.length} required missing`;
  return isEmail(values.email) ? 'complete' : 'email invalid';
}

/** "editing, 2 required missing, errors shown", "failed (rateLimited)", "sending". */
export function formSummary(snapshot: ContactSnapshot): string {
  const value = String(snapshot.value);
  if (value === 'sending' || value === 'sent') return value;
  if (value === 'failed') return `failed (${snapshot.context.failure?.kind ?? 'unknown'})`;
  const errors = Object.keys(snapshot.context.errors).length > 0;
  return `${value}, ${formStatus(snapshot)}, ${errors ? 'errors shown' : 'no errors shown'}`;
}

/** Typing what a field already holds is no edit: the browser reports no change. */
export function personCan(snapshot: ContactSnapshot, event: ContactFormEvent): boolean {
  return (
    event.type !== 'contact.field.change' || snapshot.context.values[event.field] !== event.value
  );
}

export const contactModel = createTestModel(contactFormMachine, {
  events: CONTACT_EVENTS,
  filterEvents: personCan,
  serializeState: (snapshot) => formSummary(snapshot as ContactSnapshot),
});

export const isSendResult = (event: ContactFormEvent) =>
  event.type === 'contact.send.succeeded' || event.type === 'contact.send.failed';

const describeEvent = (event: ContactFormEvent): string => {
  switch (event.type) {
    case 'contact.field.change':
      return `${event.field}(${event.value === INVALID_EMAIL ? 'invalid' : event.value ? 'filled' : 'empty'})`;
    case 'contact.submit':
      return 'Send message';
    case 'contact.send.succeeded':
      return 'service: sent';
    case 'contact.send.failed':
      return `service: ${event.failure.kind}`;
  }
};

/**
 * A second Send while the first is on its way: the button is disabled and the machine does not
 * take `contact.submit` in `sending`, so the traversal never offers it. A person still tries.
 */
const DOUBLE_SUBMIT: ContactFormEvent[] = [
  change('name', CONTACT_VALUES.name),
  change('email', CONTACT_VALUES.email),
  change('subject', CONTACT_VALUES.subject),
  change('message', CONTACT_VALUES.message),
  { type: 'contact.submit' },
  { type: 'contact.submit' },
  { type: 'contact.send.succeeded' },
];

export const CONTACT_PLAN: PathPlan<ContactSnapshot, ContactFormEvent> = {
  events: (snapshot) => CONTACT_EVENTS.filter((event) => personCan(snapshot, event)),
  targets: (before, event, after) => [
    `summary ${formSummary(after)}`,
    `sample ${JSON.stringify(event)}`,
    ...(event.type === 'contact.submit' || isSendResult(event)
      ? [`outcome ${describeEvent(event)} in ${formSummary(before)} => ${formSummary(after)}`]
      : []),
  ],
  extraSteps: 2,
  additional: [DOUBLE_SUBMIT],
};

export const CONTACT_PATHS: ContactPath[] = shortestPathsExtended(
  contactFormMachine,
  contactModel,
  CONTACT_PLAN,
);

export const contactCoverage = (): Coverage => coverageOf(contactFormMachine, CONTACT_PATHS);

/** How many summaries, samples and outcomes the paths cover, for the suites' report. */
export const contactTargets = (): TargetCounts =>
  targetCounts(contactFormMachine, CONTACT_PLAN, CONTACT_PATHS);

/** Every summary the traversal reaches, for the suites' report. */
export const SUMMARY_COUNT = contactModel.getShortestPaths({ allowDuplicatePaths: true }).length;

/** How many sends a path starts: a request the email service gets, in Chromium. */
export function sendsIn(path: ContactPath): number {
  const snapshots = snapshotsOf<ContactSnapshot>(contactFormMachine, eventsOf(path));
  return snapshots.filter(
    (snapshot, index) =>
      index > 0 && snapshot.matches('sending') && !snapshots[index - 1]?.matches('sending'),
  ).length;
}

/* ---------- what a person sees ---------- */

export const LABELS: Record<ContactField, string> = {
  name: 'Full name',
  email: 'Email',
  company: 'Company',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
};

/** The cause under the failure alert, as the site words it for each kind. */
export const FAILURE_CAUSES: Record<string, string> = {
  rateLimited:
    'Too many messages were sent from this browser in a short time. Wait a minute, then send again.',
  blocked: 'Messages from this email address are not accepted. Use another address or call us.',
  automated:
    'Messages from automated browsers are not accepted. Open this page in a normal browser.',
  http: 'The email service could not take the message (error 500). Nothing was sent.',
  offline: 'The email service could not be reached. Check your internet connection and send again.',
};

export interface ContactSight {
  /** Each field's value, by its label. */
  fields: Record<string, string>;
  /** The inline error under each field that has one, by label. */
  errors: Record<string, string>;
  /** While sending: the button is disabled and reads "Sending…", the fields are read-only. */
  sending: boolean;
  /** The success alert. */
  success: string | null;
  /** The failure alert and its cause. */
  failure: { title: string; cause: string } | null;
}

/** The inline error of each required field, as the spec's rules word it. */
function errorFor(field: ContactField, value: string): string | null {
  if (isBlank(value)) return `${LABELS[field]} is required.`;
  if (field === 'email' && !isEmail(value)) {
    return 'Enter a valid email address, like ama@example.com.';
  }
  return null;
}

export function sightOf(snapshot: ContactSnapshot): ContactSight {
  const { values, errors, failure } = snapshot.context;
  const shown: Record<string, string> = {};
  // A field shows an error from the last Send until it is corrected.
  for (const field of REQUIRED) {
    if (!errors[field]) continue;
    const error = errorFor(field, values[field]);
    if (error) shown[LABELS[field]] = error;
  }
  return {
    fields: Object.fromEntries(REQUIRED.map((field) => [LABELS[field], values[field]])),
    errors: shown,
    sending: snapshot.matches('sending'),
    success: snapshot.matches('sent') ? CONTACT_SUCCESS_MESSAGE : null,
    failure:
      snapshot.matches('failed') && failure
        ? { title: CONTACT_FAILURE_MESSAGE, cause: FAILURE_CAUSES[failure.kind] ?? '' }
        : null,
  };
}

/** The field that takes focus after a Send that the form refuses, by label. */
export function focusAfter(event: ContactFormEvent, before: ContactSnapshot): string | null {
  if (event.type !== 'contact.submit' || before.matches('sending')) return null;
  const first = REQUIRED.find((field) => errorFor(field, before.context.values[field]));
  return first ? LABELS[first] : null;
}

/* ---------- what a person does ---------- */

export type ContactGesture =
  | { kind: 'fill'; label: string; value: string }
  /** Click Send message, also while it is disabled (a person who clicks twice). */
  | { kind: 'send' }
  /** The email service answers the request that is on its way. */
  | { kind: 'service'; result: 'sent' | SendFailure };

export function gestureFor(event: ContactFormEvent): ContactGesture {
  switch (event.type) {
    case 'contact.field.change':
      return { kind: 'fill', label: LABELS[event.field], value: event.value };
    case 'contact.submit':
      return { kind: 'send' };
    case 'contact.send.succeeded':
      return { kind: 'service', result: 'sent' };
    case 'contact.send.failed':
      return { kind: 'service', result: event.failure };
  }
}

export function describePath(path: ContactPath): string {
  return `${eventsOf(path).map(describeEvent).join(' > ')} => ${formSummary(path.state)}`;
}
