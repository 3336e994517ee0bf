/**
 * The composer machine's test model, shared by the jsdom suite (`composer.model.test.tsx`) and
 * the Chromium suite (`tests/e2e/model-composer.spec.ts`): sample events, the summary of the
 * draft the traversal walks over, the paths, what a person does for each event and what a
 * person sees after it (fields, counters, campaign summary, toast).
 *
 * The composer's states say whether the draft can go out (`drafting.incomplete`, `tooLong`,
 * `ready`); the rest is in its context. The traversal therefore counts a state as a summary of
 * the draft (message blank, whitespace only, one SMS, several SMS or too long; group chosen or
 * not; date set or not; time set or not), 40 in all, and names each move between the states.
 */
import { createTestModel, type TestPath } from 'xstate/graph';
import {
  composerMachine,
  type ComposerEvent,
  type ComposerSnapshot,
} from '@machines/composer.machine';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import { composerGroupFor, sampleCampaigns } from '@/domain/campaigns';
import { groupById, type ContactGroupId } from '@/domain/groups';
import { formatCedis } from '@/domain/plans';
import { isInPast, scheduledAt } from '@/domain/schedule';
import {
  charactersRemaining,
  estimatedCost,
  isMessageTooLong,
  MAX_MESSAGE_LENGTH,
  MAX_SMS_PER_MESSAGE,
  SMS_LENGTH,
  smsCount,
  totalSms,
} from '@/domain/sms';
import { templateById, type PersonalizationTag, type TemplateId } from '@/domain/templates';
import { isBlank } from '@/domain/validation';
import {
  coverageOf,
  guardName,
  shortestPathsExtended,
  type Coverage,
  type PathPlan,
  targetCounts,
  type TargetCounts,
} from './coverage';

export type ComposerPath = TestPath<ComposerSnapshot, ComposerEvent>;

/* ---------- sample payloads ---------- */

/** One SMS, with an em dash and "GH₵" that Replace with GSM-safe characters rewrites. */
export const VALID_MESSAGE =
  'Flu jabs now at our Tema branch — GH₵ 20 only. Reply STOP to opt out.';
/** One character past one SMS: two SMS, 159 characters remaining. */
export const MESSAGE_161 =
  'Kumasi Pharma: free blood pressure checks at our Adum, Ahodwo and Bantama branches this Saturday, 8 AM to 2 PM. Bring a friend along, too. Reply STOP to opt out.';
/** One character past the 10-SMS limit. */
export const OVER_LIMIT_MESSAGE =
  'Kumasi Pharma health tip: drink clean water, sleep well and check your blood pressure every month. '
    .repeat(17)
    .slice(0, MAX_MESSAGE_LENGTH + 1);
export const WHITESPACE_MESSAGE = '   \n  ';
export const FUTURE_DATE = '2099-06-15';
/** Ghana's Independence Day 2020: a date that has passed whenever the suite runs. */
export const PAST_DATE = '2020-03-06';
export const TIME = '10:00';
const GROUP: ContactGroupId = 'customers';
const TEMPLATE: TemplateId = 'reminder';
const TAG: PersonalizationTag = '[name]';
const CAMPAIGN_NAME = 'Harmattan skin care';

if (MESSAGE_161.length !== SMS_LENGTH + 1 || OVER_LIMIT_MESSAGE.length !== MAX_MESSAGE_LENGTH + 1) {
  throw new Error('The sample messages must be 161 and 1,601 characters long.');
}

/** The first draft of the demo's campaign history: Send Now on it loads it into the composer. */
const DRAFT = sampleCampaigns(new Date()).find((campaign) => campaign.status === 'draft');
if (!DRAFT) throw new Error('The demo campaigns have no draft.');
export const DRAFT_CAMPAIGN = DRAFT;

/** When the model's Schedule Send happens: the page's clock reads a later time, on the same side of both dates. */
const NOW = Date.now();

/**
 * Every event a person can cause in the composer, with sample payloads, in the order the
 * traversal tries them (so the shortest paths type a message rather than pick a template).
 */
export const COMPOSER_EVENTS: ComposerEvent[] = [
  { type: 'composer.message.change', value: '' },
  { type: 'composer.message.change', value: WHITESPACE_MESSAGE },
  { type: 'composer.message.change', value: VALID_MESSAGE },
  { type: 'composer.message.change', value: MESSAGE_161 },
  { type: 'composer.message.change', value: OVER_LIMIT_MESSAGE },
  { type: 'composer.group.change', group: GROUP },
  { type: 'composer.group.change', group: null },
  { type: 'composer.date.change', value: FUTURE_DATE },
  { type: 'composer.date.change', value: PAST_DATE },
  { type: 'composer.date.change', value: '' },
  { type: 'composer.time.change', value: TIME },
  { type: 'composer.time.change', value: '' },
  { type: 'composer.name.change', value: CAMPAIGN_NAME },
  { type: 'composer.template.select', templateId: TEMPLATE },
  { type: 'composer.tag.append', tag: TAG },
  { type: 'composer.message.makeGsmSafe' },
  { type: 'composer.send' },
  { type: 'composer.schedule', now: NOW },
];

/**
 * Send Now on the draft in the campaigns tab. A person reaches it through another tab, a row
 * menu and a dialog, the slowest gesture of the suite, so it is not among the events the
 * traversal tries (it would take it as a short cut to a loaded draft in many paths): one path
 * of its own loads the draft over a schedule and schedules it.
 */
export const LOAD_DRAFT: ComposerEvent = {
  type: 'composer.load',
  name: DRAFT_CAMPAIGN.name,
  message: DRAFT_CAMPAIGN.message,
  group: composerGroupFor(DRAFT_CAMPAIGN.group),
};

const LOAD_DRAFT_PATH: ComposerEvent[] = [
  { type: 'composer.message.change', value: MESSAGE_161 },
  { type: 'composer.date.change', value: FUTURE_DATE },
  { type: 'composer.time.change', value: TIME },
  LOAD_DRAFT,
  { type: 'composer.schedule', now: NOW },
];

/* ---------- the summary the traversal counts ---------- */

export type MessageKind = 'blank' | 'whitespace only' | 'one SMS' | 'several SMS' | 'too long';

export function messageKind(message: string): MessageKind {
  if (message === '') return 'blank';
  if (isBlank(message)) return 'whitespace only';
  if (isMessageTooLong(message.length)) return 'too long';
  return message.length > SMS_LENGTH ? 'several SMS' : 'one SMS';
}

/** What the traversal tells apart: "one SMS, group, date, no time". */
export function draftSummary(snapshot: ComposerSnapshot): string {
  const { message, group, scheduleDate, scheduleTime } = snapshot.context;
  return [
    messageKind(message),
    group ? 'group' : 'no group',
    scheduleDate ? 'date' : 'no date',
    scheduleTime ? 'time' : 'no time',
  ].join(', ');
}

/**
 * What a person can do in a draft: an edit that leaves a field as it is (typing the text it
 * already holds, choosing the group already chosen) is no edit at all, in a browser.
 */
export function personCan(snapshot: ComposerSnapshot, event: ComposerEvent): boolean {
  const { context } = snapshot;
  switch (event.type) {
    case 'composer.name.change':
      return event.value !== context.name;
    case 'composer.message.change':
      return event.value !== context.message;
    case 'composer.group.change':
      return event.group !== context.group;
    case 'composer.date.change':
      return event.value !== context.scheduleDate;
    case 'composer.time.change':
      return event.value !== context.scheduleTime;
    default:
      return true;
  }
}

export const composerModel = createTestModel(composerMachine, {
  events: COMPOSER_EVENTS,
  // Loading a draft is a path of its own (LOAD_DRAFT): without its payload it would not run.
  filterEvents: (snapshot, event) => event.type !== 'composer.load' && personCan(snapshot, event),
  serializeState: (snapshot) => draftSummary(snapshot as ComposerSnapshot),
});

/** The guard that decided a Send Now or Schedule Send, for failure messages and targets. */
function decision(before: ComposerSnapshot, event: ComposerEvent): string {
  const [taken] = composerMachine.getTransitionData(before, event);
  return taken?.guard === undefined ? 'none' : guardName(taken.guard);
}

const isDecision = (event: ComposerEvent) =>
  event.type === 'composer.send' || event.type === 'composer.schedule';

/**
 * Targets besides transitions: every summary, every sample payload, and every outcome of Send
 * Now and Schedule Send (the guard that decides it, for each kind of message).
 */
export const COMPOSER_PLAN: PathPlan<ComposerSnapshot, ComposerEvent> = {
  events: (snapshot) => COMPOSER_EVENTS.filter((event) => personCan(snapshot, event)),
  targets: (before, event, after) => [
    `summary ${draftSummary(after)}`,
    // A move between the composer's states (incomplete, too long, ready) is an `always`
    // transition, which the step's own transitions do not list: name it, so paths take each.
    ...(JSON.stringify(before.value) === JSON.stringify(after.value)
      ? []
      : [`move ${JSON.stringify(before.value)} -> ${JSON.stringify(after.value)}`]),
    `sample ${JSON.stringify(event)}`,
    ...(isDecision(event)
      ? [
          `outcome ${event.type} [${decision(before, event)}] (${messageKind(before.context.message)})`,
        ]
      : []),
  ],
  extraSteps: 2,
  additional: [LOAD_DRAFT_PATH],
};

export const COMPOSER_PATHS: ComposerPath[] = shortestPathsExtended(
  composerMachine,
  composerModel,
  COMPOSER_PLAN,
);

export const composerCoverage = (): Coverage => coverageOf(composerMachine, COMPOSER_PATHS);

/** How many summaries, samples and outcomes the paths cover, for the suites' report. */
export const composerTargets = (): TargetCounts =>
  targetCounts(composerMachine, COMPOSER_PLAN, COMPOSER_PATHS);

/** All 40 summaries: 5 kinds of message, group or not, date or not, time or not. */
export const SUMMARY_COUNT = 5 * 2 * 2 * 2;

/* ---------- what a person sees ---------- */

const count = (value: number) => value.toLocaleString('en-GH');
const plural = (value: number, word: string) => `${count(value)} ${word}${value === 1 ? '' : 's'}`;

export interface ComposerSight {
  /** The text fields and what they hold, by label. */
  fields: Record<'Campaign Name' | 'Message' | 'Schedule Date' | 'Schedule Time', string>;
  /** The Contact Group select's value ('' while "Select a contact group" shows). */
  group: string;
  /** The counters under the message: characters, SMS, and characters remaining past one SMS. */
  counters: string[];
  /** Whether "characters remaining" shows at all. */
  remaining: boolean;
  /** The inline error of a message over the limit, or null. */
  tooLong: string | null;
  /** The Campaign Summary's values: group, recipients, SMS per message, total SMS, cost. */
  summary: string[];
  /** The message preview's bubble. */
  preview: string;
  /** The template button marked as selected, or null. */
  selectedTemplate: string | null;
}

/** What a person sees in the composer for this draft, from the spec's rules (SPEC section 9). */
export function sightOf(snapshot: ComposerSnapshot): ComposerSight {
  const { name, message, group, templateId, scheduleDate, scheduleTime } = snapshot.context;
  const characters = message.length;
  const sms = smsCount(characters);
  const remaining = charactersRemaining(characters);
  const recipients = group ? groupById(group).count : 0;
  const total = totalSms(recipients, sms);
  return {
    fields: {
      'Campaign Name': name,
      Message: message,
      'Schedule Date': scheduleDate,
      'Schedule Time': scheduleTime,
    },
    group: group ?? '',
    counters: [
      plural(characters, 'character'),
      `${count(sms)} SMS`,
      ...(remaining === null ? [] : [`${plural(remaining, 'character')} remaining`]),
    ],
    remaining: remaining !== null,
    tooLong: isMessageTooLong(characters)
      ? `Too long to send: ${count(characters)} characters is over the ${count(MAX_MESSAGE_LENGTH)}-character (${MAX_SMS_PER_MESSAGE} SMS) limit. Remove ${plural(characters - MAX_MESSAGE_LENGTH, 'character')}.`
      : null,
    summary: [
      group ? groupById(group).name : 'Not selected',
      count(recipients),
      count(sms),
      count(total),
      formatCedis(estimatedCost(total, SAMPLE_ACCOUNT.plan.ratePerSms)),
    ],
    preview: isBlank(message) ? 'Your message will appear here...' : message,
    selectedTemplate: templateId ? templateById(templateId).name : null,
  };
}

export interface ToastSight {
  title: string;
  description: string;
}

/**
 * The toast a person sees after Send Now or Schedule Send in `before`, as the spec words it
 * (SPEC sections 4 and 9); null for an edit, which shows none.
 */
export function toastAfter(event: ComposerEvent, before: ComposerSnapshot): ToastSight | null {
  const { message, group, scheduleDate, scheduleTime } = before.context;
  const hasMessageAndGroup = !isBlank(message) && group !== null;
  const tooLong: ToastSight = {
    title: 'Message too long',
    description: `This message is ${count(message.length)} characters (${smsCount(message.length)} SMS). The limit is ${count(MAX_MESSAGE_LENGTH)} characters (${MAX_SMS_PER_MESSAGE} SMS): remove ${plural(message.length - MAX_MESSAGE_LENGTH, 'character')} to send it.`,
  };
  if (event.type === 'composer.send') {
    if (!hasMessageAndGroup) {
      return { title: 'Error', description: 'Please select a contact group and enter a message.' };
    }
    if (isMessageTooLong(message.length)) return tooLong;
    return {
      title: 'Campaign Sent!',
      description: `Your SMS campaign has been sent to ${groupById(group).count} contacts.`,
    };
  }
  if (event.type === 'composer.schedule') {
    if (!hasMessageAndGroup || scheduledAt(scheduleDate, scheduleTime) === null) {
      return {
        title: 'Error',
        description: 'Please fill in all required fields to schedule the campaign.',
      };
    }
    if (isMessageTooLong(message.length)) return tooLong;
    if (isInPast(scheduleDate, scheduleTime, Date.now())) {
      return {
        title: 'Schedule is in the past',
        description: `${scheduleDate} at ${scheduleTime} has already passed. Choose a later date and time, or use Send Now.`,
      };
    }
    return {
      title: 'Campaign Scheduled!',
      description: `Your SMS campaign has been scheduled for ${scheduleDate} at ${scheduleTime}.`,
    };
  }
  return null;
}

/* ---------- what a person does ---------- */

export type FieldLabel = keyof ComposerSight['fields'];

export type ComposerGesture =
  /** Empty a labelled field and type (or paste) the text; an empty text only empties it. */
  | { kind: 'fill'; label: FieldLabel; value: string }
  /** Choose an option of the Contact Group select by its value ('' is the placeholder). */
  | { kind: 'select'; value: string }
  /** Click a button found by its accessible name. */
  | { kind: 'click'; name: string | RegExp }
  /** Campaigns tab, the draft's row menu, View Details, Send Now: the composer opens with it. */
  | { kind: 'load draft'; campaign: string };

export function gestureFor(event: ComposerEvent): ComposerGesture {
  switch (event.type) {
    case 'composer.name.change':
      return { kind: 'fill', label: 'Campaign Name', value: event.value };
    case 'composer.message.change':
      return { kind: 'fill', label: 'Message', value: event.value };
    case 'composer.date.change':
      return { kind: 'fill', label: 'Schedule Date', value: event.value };
    case 'composer.time.change':
      return { kind: 'fill', label: 'Schedule Time', value: event.value };
    case 'composer.group.change':
      return { kind: 'select', value: event.group ?? '' };
    case 'composer.template.select':
      return { kind: 'click', name: new RegExp(`^${templateById(event.templateId).name}`) };
    case 'composer.tag.append':
      return { kind: 'click', name: event.tag };
    case 'composer.message.makeGsmSafe':
      return { kind: 'click', name: 'Replace with GSM-safe characters' };
    case 'composer.send':
      return { kind: 'click', name: 'Send Now' };
    case 'composer.schedule':
      return { kind: 'click', name: 'Schedule Send' };
    case 'composer.load':
      return { kind: 'load draft', campaign: event.name };
  }
}

/** A short name for a path: what the person does, and the draft it leaves. */
export function describePath(path: ComposerPath): string {
  const events = path.steps
    .slice(1)
    .map(({ event }) => {
      switch (event.type) {
        case 'composer.message.change':
          return `message(${messageKind(event.value)})`;
        case 'composer.group.change':
          return `group(${event.group ?? 'none'})`;
        case 'composer.date.change':
          return `date(${event.value || 'none'})`;
        case 'composer.time.change':
          return `time(${event.value || 'none'})`;
        case 'composer.send':
          return 'Send Now';
        case 'composer.schedule':
          return 'Schedule Send';
        default:
          return event.type.replace('composer.', '');
      }
    })
    .join(' > ');
  return `${events} => ${draftSummary(path.state)}`;
}
