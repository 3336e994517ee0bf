/**
 * The new-campaign machine's test model (the New Campaign dialog's form), shared by the jsdom
 * suite (`new-campaign.model.test.tsx`) and the Chromium suite
 * (`tests/e2e/model-new-campaign.spec.ts`): sample events, the summary of the form the
 * traversal walks over, the paths, what a person does and what a person sees.
 *
 * The traversal counts a state as: errors hidden or shown (`fresh`, `showingErrors`), the name
 * missing or given, the message missing, within one SMS or over it, and the schedule (no date; a
 * date the account refuses: no time, past, or inside quiet hours; a date and time it takes): 36
 * in all. What else a person types (whitespace, a 160-character message, a group) is covered as
 * sample events, and every outcome of a submit and a cancel as targets.
 *
 * The page's clock is pinned to `NOW` in both runners (the composer model's: 21:30 on 26
 * November 2026, UTC, the demo account's zone), so a past date and quiet hours are decided the
 * same way whenever the suite runs. The app's contacts and credits stay the sample ones on every
 * path (no path sends more than the balance holds): a Send Now the campaigns actor cannot pay
 * for, or to a group with no one to send to, is tested in tests/unit (new-campaign.machine and
 * app.machine) and in tests/e2e/dashboard.spec.ts; `UNWALKED_TRANSITIONS` names its transitions
 * and those of the events only the app sends.
 */
import { createTestModel, type TestPath } from 'xstate/graph';
import {
  newCampaignMachine,
  type NewCampaignEvent,
  type NewCampaignSnapshot,
} from '@machines/new-campaign.machine';
import { groupById, isContactGroupId } from '@/domain/groups';
import {
  describeZone,
  isInPast,
  isQuietTime,
  pastScheduleMessage,
  quietHoursMessage,
} from '@/domain/schedule';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import { isBlank } from '@/domain/validation';
import { MESSAGE_161, FUTURE_DATE, NOW, PAST_DATE, QUIET_TIME, TIME } from './composer-model';
import {
  coverageOf,
  shortestPathsExtended,
  type Coverage,
  type PathPlan,
  targetCounts,
  type TargetCounts,
  summaryTargets,
} from './coverage';

export type NewCampaignPath = TestPath<NewCampaignSnapshot, NewCampaignEvent>;

export { NOW };

/** The demo account's settings: the paths never change them. */
const ACCOUNT = DEFAULT_SETTINGS;

/* ---------- sample payloads ---------- */

const NAME = 'Harmattan Skin Care Promo';
const VALID_MESSAGE =
  'Harmattan sale: 20% off shea butter and body lotion at every Kumasi Pharma branch this week. Reply STOP to opt out.';
/** Exactly one SMS: the longest message the dialog takes. */
export const MESSAGE_160 = MESSAGE_161.replace('along, too.', 'along too.');
const WHITESPACE = '   ';

if (MESSAGE_160.length !== 160) throw new Error('MESSAGE_160 must be 160 characters long.');

const field = (
  name: 'name' | 'message' | 'scheduledDate' | 'scheduledTime',
  value: string,
): NewCampaignEvent => ({ type: 'newCampaign.field.change', field: name, value });

/** Every event a person can cause in the dialog, in the order the traversal tries them. */
export const NEW_CAMPAIGN_EVENTS: NewCampaignEvent[] = [
  field('name', NAME),
  field('name', WHITESPACE),
  field('name', ''),
  field('message', VALID_MESSAGE),
  field('message', MESSAGE_160),
  field('message', MESSAGE_161),
  field('message', WHITESPACE),
  field('message', ''),
  field('scheduledDate', FUTURE_DATE),
  field('scheduledDate', PAST_DATE),
  field('scheduledDate', ''),
  field('scheduledTime', TIME),
  field('scheduledTime', QUIET_TIME),
  field('scheduledTime', ''),
  { type: 'newCampaign.group.change', group: 'newsletter' },
  { type: 'newCampaign.submit', now: NOW },
  { type: 'newCampaign.cancel' },
];

/* ---------- the summary the traversal counts ---------- */

/** Characters as the dialog counts them: an emoji is one. */
const characters = (text: string) => Array.from(text).length;

type ScheduleKind = 'no date' | 'no time' | 'past' | 'quiet' | 'taken';

/** How the account reads the schedule at `NOW`: a date needs a time, not past, not quiet. */
function scheduleKind(snapshot: NewCampaignSnapshot): ScheduleKind {
  const { scheduledDate: date, scheduledTime: time } = snapshot.context.form;
  if (!date.trim()) return 'no date';
  if (!time.trim()) return 'no time';
  if (isInPast(date, time, NOW, ACCOUNT.timezone)) return 'past';
  return isQuietTime(time, ACCOUNT.quietHours) ? 'quiet' : 'taken';
}

/** The error under the time, in the words the account's rules give. */
function scheduleError(snapshot: NewCampaignSnapshot): string | null {
  const { scheduledDate: date, scheduledTime: time } = snapshot.context.form;
  switch (scheduleKind(snapshot)) {
    case 'no time':
      return 'Choose a time.';
    case 'past':
      return pastScheduleMessage(date, time, ACCOUNT.timezone, '');
    case 'quiet':
      return quietHoursMessage(time, ACCOUNT);
    default:
      return null;
  }
}

/** The inline errors of the form, as the spec words them, in the order of the fields. */
export function formErrors(snapshot: NewCampaignSnapshot): string[] {
  const { name, message } = snapshot.context.form;
  const schedule = scheduleError(snapshot);
  return [
    ...(isBlank(name) ? ['Campaign name is required.'] : []),
    ...(isBlank(message)
      ? ['Message is required.']
      : characters(message) > 160
        ? ['Message must be 160 characters or fewer.']
        : []),
    ...(schedule ? [schedule] : []),
  ];
}

const showsErrors = (snapshot: NewCampaignSnapshot) =>
  snapshot.matches({ editing: 'showingErrors' });

/** What the traversal tells apart: "errors shown, name missing, message over one SMS, date". */
export function formSummary(snapshot: NewCampaignSnapshot): string {
  const { name, message } = snapshot.context.form;
  const schedule = scheduleKind(snapshot);
  const messageKind = isBlank(message)
    ? 'message missing'
    : characters(message) > 160
      ? 'message over one SMS'
      : 'message';
  return [
    showsErrors(snapshot) ? 'errors shown' : 'errors hidden',
    isBlank(name) ? 'name missing' : 'name',
    messageKind,
    schedule === 'no date' ? 'no date' : schedule === 'taken' ? 'date taken' : 'date refused',
  ].join(', ');
}

export const SUMMARY_COUNT = 2 * 2 * 3 * 3;

/** Typing what a field already holds, or choosing the group already chosen, is no edit. */
export function personCan(snapshot: NewCampaignSnapshot, event: NewCampaignEvent): boolean {
  const { form } = snapshot.context;
  if (event.type === 'newCampaign.field.change') return form[event.field] !== event.value;
  if (event.type === 'newCampaign.group.change') return form.contactGroup !== event.group;
  return true;
}

/**
 * The machine as the model walks it, alone: `placeOrder` hands the campaign to its parent (the
 * app) and `finish` tells it to close the dialog, and here it has none. The suites run it inside
 * the app, where the campaign goes to Campaigns and the dialog closes.
 */
export const walkedNewCampaignMachine = newCampaignMachine.provide({
  actions: { placeOrder: () => {}, finish: () => {} },
});

export const newCampaignModel = createTestModel(walkedNewCampaignMachine, {
  events: NEW_CAMPAIGN_EVENTS,
  filterEvents: personCan,
  serializeState: (snapshot) => formSummary(snapshot as NewCampaignSnapshot),
});

/* ---------- what a person sees after an event ---------- */

export interface ToastSight {
  title: string;
  description: string;
}

export interface Outcome {
  /** The toast a valid submit shows. */
  toast: ToastSight | null;
  /** Whether the dialog closes (a valid submit, or cancel). */
  closes: boolean;
  /** The field that takes focus after a refused submit, by label. */
  focus: 'Campaign name' | 'Message' | 'Schedule time (with a date)' | null;
}

const audience = (group: string) => (isContactGroupId(group) ? groupById(group).name : group);

/** What a person sees right after `event` in `before`: a toast, the dialog closing, focus. */
export function outcomeOf(event: NewCampaignEvent, before: NewCampaignSnapshot): Outcome {
  if (event.type === 'newCampaign.cancel') return { toast: null, closes: true, focus: null };
  if (event.type !== 'newCampaign.submit') return { toast: null, closes: false, focus: null };
  const errors = formErrors(before);
  if (errors.length > 0) {
    const focus = errors[0]?.startsWith('Campaign name')
      ? 'Campaign name'
      : errors[0]?.startsWith('Message')
        ? 'Message'
        : 'Schedule time (with a date)';
    return { toast: null, closes: false, focus };
  }
  const { name, contactGroup, scheduledDate, scheduledTime } = before.context.form;
  const to = audience(contactGroup);
  const toast = scheduledDate
    ? {
        title: 'Campaign Scheduled!',
        description: `“${name.trim()}” is scheduled for ${scheduledDate} at ${scheduledTime}, to ${to}.`,
      }
    : { title: 'Campaign Sent!', description: `“${name.trim()}” has been sent to ${to}.` };
  return { toast, closes: true, focus: null };
}

/** The kinds of error a refused submit shows: "name, message too long, quiet". */
function refusalKinds(before: NewCampaignSnapshot): string {
  const { name, message } = before.context.form;
  const schedule = scheduleKind(before);
  return [
    ...(isBlank(name) ? ['name'] : []),
    ...(isBlank(message) ? ['message'] : characters(message) > 160 ? ['message too long'] : []),
    ...(schedule === 'no date' || schedule === 'taken' ? [] : [schedule]),
  ].join(', ');
}

function outcomeName(event: NewCampaignEvent, before: NewCampaignSnapshot): string | null {
  if (event.type === 'newCampaign.cancel') {
    return `cancel (${showsErrors(before) ? 'errors shown' : 'errors hidden'})`;
  }
  if (event.type !== 'newCampaign.submit') return null;
  const { toast } = outcomeOf(event, before);
  if (!toast) return `submit refused: ${refusalKinds(before)}`;
  return `submit: ${before.context.form.scheduledDate ? 'scheduled' : 'sent'}`;
}

export const NEW_CAMPAIGN_PLAN: PathPlan<NewCampaignSnapshot, NewCampaignEvent> = {
  events: (snapshot) => NEW_CAMPAIGN_EVENTS.filter((event) => personCan(snapshot, event)),
  targets: summaryTargets(formSummary, outcomeName),
  extraSteps: 2,
};

export const NEW_CAMPAIGN_PATHS: NewCampaignPath[] = shortestPathsExtended(
  walkedNewCampaignMachine,
  newCampaignModel,
  NEW_CAMPAIGN_PLAN,
);

/**
 * The transitions no path takes: a complete form that cannot go (no recipients, not enough
 * credit), and what the app tells the dialog. The coverage check requires every other one.
 */
export const UNWALKED_TRANSITIONS: readonly string[] = [
  'new-campaign.editing: newCampaign.submit [cannotSend] -> new-campaign.editing.showingErrors',
  'new-campaign.editing: newCampaign.account.change -> (stays)',
  'new-campaign.editing: newCampaign.audience.change -> (stays)',
  'new-campaign.editing: newCampaign.credits.change -> (stays)',
];

export const newCampaignCoverage = (
  paths: readonly NewCampaignPath[] = NEW_CAMPAIGN_PATHS,
): Coverage => coverageOf(walkedNewCampaignMachine, paths);

/** How many summaries, samples and outcomes the paths cover, for the suites' report. */
export const newCampaignTargets = (): TargetCounts =>
  targetCounts(walkedNewCampaignMachine, NEW_CAMPAIGN_PLAN, NEW_CAMPAIGN_PATHS);

/* ---------- what a person sees in a state ---------- */

export type FieldLabel =
  'Campaign name' | 'Message' | 'Schedule date (optional)' | 'Schedule time (with a date)';

export interface NewCampaignSight {
  /** The text fields and what they hold, by the start of their label. */
  fields: Record<FieldLabel, string>;
  /** The Contact group select's value. */
  group: string;
  /** The counter under the message: "42/160 characters". */
  counter: string;
  /** The inline errors shown, in the order of the fields (none until a submit is refused). */
  errors: string[];
  /** The note under the schedule: the account's time zone. */
  zoneNote: string;
  /** The fields marked invalid. */
  invalid: FieldLabel[];
  /** The submit button's words. */
  submit: 'Send Now' | 'Schedule Campaign';
}

export function sightOf(snapshot: NewCampaignSnapshot): NewCampaignSight {
  const { name, message, contactGroup, scheduledDate, scheduledTime } = snapshot.context.form;
  const errors = showsErrors(snapshot) ? formErrors(snapshot) : [];
  return {
    fields: {
      'Campaign name': name,
      Message: message,
      'Schedule date (optional)': scheduledDate,
      'Schedule time (with a date)': scheduledTime,
    },
    group: contactGroup,
    counter: `${characters(message)}/160 characters`,
    errors,
    zoneNote: `Date and time are in ${describeZone(ACCOUNT.timezone)}, your account's time zone.`,
    invalid: [
      ...(errors.some((error) => error.startsWith('Campaign name'))
        ? ['Campaign name' as const]
        : []),
      ...(errors.some((error) => error.startsWith('Message')) ? ['Message' as const] : []),
      ...(showsErrors(snapshot) && scheduleError(snapshot)
        ? ['Schedule time (with a date)' as const]
        : []),
    ],
    submit: scheduledDate.trim() ? 'Schedule Campaign' : 'Send Now',
  };
}

/* ---------- what a person does ---------- */

export type NewCampaignGesture =
  | { kind: 'fill'; label: FieldLabel; value: string }
  | { kind: 'select'; value: string }
  /** A button of the dialog, by its words. */
  | { kind: 'click'; name: string }
  | { kind: 'press'; key: 'Escape' };

const LABELS: Record<
  Extract<NewCampaignEvent, { type: 'newCampaign.field.change' }>['field'],
  FieldLabel
> = {
  name: 'Campaign name',
  message: 'Message',
  scheduledDate: 'Schedule date (optional)',
  scheduledTime: 'Schedule time (with a date)',
};

/**
 * How a person causes `event`. Cancel is done three ways, as people do: the Cancel button
 * while errors are hidden, Escape while they show and the form has a date, the close button
 * otherwise.
 */
export function gestureFor(
  event: NewCampaignEvent,
  before: NewCampaignSnapshot,
): NewCampaignGesture {
  switch (event.type) {
    case 'newCampaign.field.change':
      return { kind: 'fill', label: LABELS[event.field], value: event.value };
    case 'newCampaign.group.change':
      return { kind: 'select', value: event.group };
    case 'newCampaign.submit':
      return { kind: 'click', name: sightOf(before).submit };
    case 'newCampaign.cancel':
      if (!showsErrors(before)) return { kind: 'click', name: 'Cancel' };
      return before.context.form.scheduledDate
        ? { kind: 'press', key: 'Escape' }
        : { kind: 'click', name: 'Close new campaign' };
    case 'newCampaign.account.change':
    case 'newCampaign.audience.change':
    case 'newCampaign.credits.change':
      throw new Error(`No person sends ${event.type}: the app does.`);
  }
}

export function describePath(path: NewCampaignPath): string {
  const events = path.steps
    .slice(1)
    .map(({ event }) => {
      switch (event.type) {
        case 'newCampaign.field.change': {
          const { value } = event;
          const kind =
            value === ''
              ? 'empty'
              : isBlank(value)
                ? 'whitespace'
                : event.field === 'message'
                  ? `${characters(value)} chars`
                  : value;
          return `${event.field}(${kind})`;
        }
        case 'newCampaign.group.change':
          return `group(${event.group})`;
        default:
          return event.type.replace('newCampaign.', '');
      }
    })
    .join(' > ');
  return `${events} => ${formSummary(path.state)}`;
}
