/**
 * The composer machine's test model, shared by the jsdom suite (`composer.model.test.tsx`) and
 * the Chromium suite (`tests/e2e/model-composer.spec.ts`): sample events, the summary of the
 * draft the traversal walks over, the paths, what a person does for each event and what a
 * person sees after it (fields, selects, counters, content check, quiet hours, preview,
 * campaign summary, toast).
 *
 * The composer's states say whether the draft can go out (`drafting.incomplete`, `tooLong`,
 * `ready`); the rest is in its context. The traversal therefore counts a state as a summary of
 * the draft (message blank, whitespace only, one SMS, several SMS or too long; group chosen or
 * not; date set or not; time set or not), 40 in all, and names each move between the states.
 * The message type, sender ID and preview are walked as steps on the way, not as summaries: a
 * path takes each, and the person sees what each changes.
 *
 * The page's clock is fixed (both runners pin it): 21:30 in Accra on 26 November 2026, inside
 * the default quiet hours, so the quiet-hours warning and "Schedule for 08:00" show for
 * promotional messages and never depend on when the suite runs.
 */
import { createTestModel, type TestPath } from 'xstate/graph';
import {
  composerMachine,
  mergeValuesAt,
  previewRecipient,
  type ComposerContext,
  type ComposerEvent,
  type ComposerSnapshot,
} from '@machines/composer.machine';
import {
  audienceCounts,
  campaignReach,
  groupOptionLabel,
  type CampaignReach,
} from '@/domain/audience';
import { sampleCampaigns } from '@/domain/sample-campaigns';
import { checkContent, hasOptOutInstructions } from '@/domain/content-check';
import { formatLastContact, optOutContact, type Contact } from '@/domain/contacts';
import { insufficientCredit } from '@/domain/credits';
import { CONTACT_GROUPS, groupById, type ContactGroupId } from '@/domain/groups';
import { formatNumber } from '@/domain/numbers';
import {
  audienceCost,
  personalise,
  recipientMessage,
  type AudienceCost,
} from '@/domain/personalise';
import { formatCedis } from '@/domain/plans';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import {
  describeZone,
  formatZoned,
  isInPast,
  isQuietAt,
  isQuietTime,
  nextQuietEnd,
  scheduledAt,
  wallClock,
  zoneLabel,
} from '@/domain/schedule';
import { canSendWith, senderIdByName, type SenderId } from '@/domain/sender-ids';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import {
  charactersRemaining,
  isMessageTooLong,
  MAX_MESSAGE_LENGTH,
  MAX_SMS_PER_MESSAGE,
  sendablePart,
  SMS_LENGTH,
  smsCount,
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

/* ---------- the page's clock ---------- */

/**
 * What the page's clock reads, in every path: Thursday 26 November 2026, 21:30 in Accra (GMT,
 * which is UTC). Inside quiet hours (20:00 to 08:00), so Send Now is warned about and "Schedule
 * for 08:00" schedules for 27 November at 08:00.
 */
export const NOW = Date.UTC(2026, 10, 26, 21, 30);

/* ---------- sample payloads ---------- */

/** One SMS, with an em dash and "GH₵" that Replace with GSM-safe characters rewrites. */
export const VALID_MESSAGE =
  'Flu jabs now at our Tema branch — GH₵ 20 only. Reply STOP to opt out.';
/** One character past one SMS: two SMS, 159 characters remaining. */
export const MESSAGE_161 =
  'Kumasi Pharma: free blood pressure checks at our Adum, Ahodwo and Bantama branches this Saturday, 8 AM to 2 PM. Bring a friend along, too. Reply STOP to opt out.';
/** One character past the 10-SMS limit, with no opt-out line: Add opt-out line offers one. */
export const OVER_LIMIT_MESSAGE =
  'Kumasi Pharma health tip: drink clean water, sleep well and check your blood pressure every month. '
    .repeat(17)
    .slice(0, MAX_MESSAGE_LENGTH + 1);
export const WHITESPACE_MESSAGE = '   \n  ';
export const FUTURE_DATE = '2099-06-15';
/** Ghana's Independence Day 2020: a date that has passed whenever the suite runs. */
export const PAST_DATE = '2020-03-06';
export const TIME = '10:00';
/** Inside the default quiet hours: a promotional message is not scheduled then. */
export const QUIET_TIME = '21:00';
const GROUP: ContactGroupId = 'customers';
const TEMPLATE: TemplateId = 'reminder';
const TAG: PersonalizationTag = '[name]';
const CAMPAIGN_NAME = 'Harmattan skin care';
/** Approved on MTN and Telecel, rejected on AirtelTigo: its customers there are left out. */
const PARTIAL_SENDER = 'KPL Deals';
const DEFAULT_SENDER = DEFAULT_SETTINGS.defaultSender;
/** Ɛfua Asante, a customer: her name makes a message with [name] UCS-2. */
export const EFUA = 15;

if (MESSAGE_161.length !== SMS_LENGTH + 1 || OVER_LIMIT_MESSAGE.length !== MAX_MESSAGE_LENGTH + 1) {
  throw new Error('The sample messages must be 161 and 1,601 characters long.');
}

/** The first draft of the demo's campaign history: Send Now on it loads it into the composer. */
const DRAFT = sampleCampaigns(new Date(NOW)).find((campaign) => campaign.status === 'draft');
if (!DRAFT) throw new Error('The demo campaigns have no draft.');
export const DRAFT_CAMPAIGN = DRAFT;

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
  { type: 'composer.time.change', value: QUIET_TIME },
  { type: 'composer.time.change', value: '' },
  { type: 'composer.name.change', value: CAMPAIGN_NAME },
  { type: 'composer.template.select', templateId: TEMPLATE },
  { type: 'composer.tag.append', tag: TAG },
  { type: 'composer.message.makeGsmSafe' },
  { type: 'composer.send', now: NOW },
  { type: 'composer.schedule', now: NOW },
  { type: 'composer.type.change', messageType: 'transactional' },
  { type: 'composer.type.change', messageType: 'promotional' },
  { type: 'composer.optOutLine.add' },
  { type: 'composer.sender.change', senderId: PARTIAL_SENDER },
  { type: 'composer.sender.change', senderId: DEFAULT_SENDER },
  { type: 'composer.preview.select', contactId: EFUA },
  { type: 'composer.preview.step', by: 1 },
  { type: 'composer.preview.step', by: -1 },
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
  group: DRAFT_CAMPAIGN.group,
};

/** "Schedule for 08:00", clicked at the page's clock. */
export const SCHEDULE_QUIET_END: ComposerEvent = { type: 'composer.schedule.quietEnd', now: NOW };

function sampleCustomer(name: string): Contact {
  const contact = SAMPLE_CONTACTS.find((candidate) => candidate.name === name);
  if (!contact || contact.group !== 'customers') throw new Error(`No customer ${name}.`);
  return contact;
}
const KWAME = sampleCustomer('Kwame Boateng');
const OPT_OUT_REASON = 'Asked at the counter to stop promotions';

const optedOut = (contact: Contact) => optOutContact(contact, OPT_OUT_REASON, '2026-11-26');

/**
 * What the app tells the composer, no person's click on it (the contacts and settings actors
 * announce a change through the app): a customer opted out in the Contacts tab; every customer
 * opted out (no person does that in a test: 1,262 opt-outs); the account's zone saved as GMT in
 * Settings.
 */
export const KWAME_OPTS_OUT: ComposerEvent = {
  type: 'composer.audience.change',
  contacts: SAMPLE_CONTACTS.map((contact) =>
    contact.id === KWAME.id ? optedOut(contact) : contact,
  ),
};
export const EVERY_CUSTOMER_OPTS_OUT: ComposerEvent = {
  type: 'composer.audience.change',
  contacts: SAMPLE_CONTACTS.map((contact) =>
    contact.group === 'customers' && contact.optOut === null ? optedOut(contact) : contact,
  ),
};
export const ACCOUNT_ON_GMT: ComposerEvent = {
  type: 'composer.account.change',
  settings: { ...DEFAULT_SETTINGS, timezone: 'GMT' },
};
/** Campaigns sent meanwhile left 1,000 SMS credits: fewer than the Customers need. */
export const CREDITS_LOW: ComposerEvent = { type: 'composer.credits.change', balance: 1000 };

/** How a person causes what the app sends, where a person can in a test; null where not. */
export type PersonChange =
  { kind: 'opt out'; contact: string; reason: string } | { kind: 'timezone'; zone: string };

export function personChangeFor(event: ComposerEvent): PersonChange | null {
  if (event === KWAME_OPTS_OUT) {
    return { kind: 'opt out', contact: KWAME.name, reason: OPT_OUT_REASON };
  }
  if (event === ACCOUNT_ON_GMT) return { kind: 'timezone', zone: 'GMT' };
  return null;
}

/**
 * Paths the traversal does not choose: events no person causes in the composer (a draft from
 * the campaigns tab, the app's contacts and settings), "Schedule for 08:00" (its button shows
 * at night only, at the page's clock), and a transactional message at a quiet time.
 */
const ADDITIONAL_PATHS: ComposerEvent[][] = [
  [
    { type: 'composer.message.change', value: MESSAGE_161 },
    { type: 'composer.date.change', value: FUTURE_DATE },
    { type: 'composer.time.change', value: TIME },
    LOAD_DRAFT,
    { type: 'composer.schedule', now: NOW },
  ],
  // Quiet hours: refused for a promotional message, scheduled for a transactional one; then
  // "Schedule for 08:00" (shown for promotional messages only) schedules the next morning.
  [
    { type: 'composer.group.change', group: GROUP },
    { type: 'composer.message.change', value: VALID_MESSAGE },
    { type: 'composer.date.change', value: FUTURE_DATE },
    { type: 'composer.time.change', value: QUIET_TIME },
    { type: 'composer.schedule', now: NOW },
    { type: 'composer.type.change', messageType: 'transactional' },
    { type: 'composer.schedule', now: NOW },
    { type: 'composer.group.change', group: GROUP },
    { type: 'composer.message.change', value: MESSAGE_161 },
    SCHEDULE_QUIET_END,
  ],
  // The account on GMT, then a customer opts out: 1,249 recipients, and the cost with them.
  [
    ACCOUNT_ON_GMT,
    { type: 'composer.group.change', group: GROUP },
    { type: 'composer.message.change', value: MESSAGE_161 },
    { type: 'composer.date.change', value: FUTURE_DATE },
    { type: 'composer.time.change', value: TIME },
    KWAME_OPTS_OUT,
    { type: 'composer.send', now: NOW },
    { type: 'composer.group.change', group: GROUP },
    { type: 'composer.message.change', value: VALID_MESSAGE },
    { type: 'composer.schedule', now: NOW },
  ],
  // The balance falls below what the campaign needs: Send Now is refused and the draft stays.
  [
    CREDITS_LOW,
    { type: 'composer.group.change', group: GROUP },
    { type: 'composer.message.change', value: VALID_MESSAGE },
    { type: 'composer.send', now: NOW },
  ],
  // Nobody left in the group: Send Now and Schedule Send both refuse.
  [
    { type: 'composer.group.change', group: GROUP },
    { type: 'composer.message.change', value: VALID_MESSAGE },
    { type: 'composer.date.change', value: FUTURE_DATE },
    { type: 'composer.time.change', value: TIME },
    EVERY_CUSTOMER_OPTS_OUT,
    { type: 'composer.send', now: NOW },
    { type: 'composer.schedule', now: NOW },
  ],
];

/** Events only the app causes: paths with one of them and no person's way are jsdom's alone. */
export const isAppEvent = (event: ComposerEvent) =>
  event.type === 'composer.audience.change' ||
  event.type === 'composer.account.change' ||
  event.type === 'composer.credits.change';

/* ---------- what the rules say, from the domain ---------- */

/** The sender ID in use: the one picked, else the account's default. */
const senderOf = (context: ComposerContext): SenderId | undefined =>
  senderIdByName(context.account.senderIds, context.senderId ?? context.account.defaultSender);

/**
 * Reach and cost, worked out once per contact list, group, sender ID and message: the
 * traversal asks for them thousands of times over the same few drafts.
 */
const reaches = new WeakMap<readonly Contact[], Map<string, CampaignReach>>();
const costs = new WeakMap<CampaignReach, Map<string, AudienceCost>>();

function reachOf(context: ComposerContext): CampaignReach {
  const sender = senderOf(context);
  const key = `${context.group}|${sender ? JSON.stringify(sender) : ''}`;
  let byKey = reaches.get(context.audience);
  if (!byKey) reaches.set(context.audience, (byKey = new Map()));
  let reach = byKey.get(key);
  if (!reach) byKey.set(key, (reach = campaignReach(context.audience, context.group, sender)));
  return reach;
}

function costOf(context: ComposerContext, reach: CampaignReach): AudienceCost {
  const shared = mergeValuesAt(context, NOW);
  const key = JSON.stringify([context.message, shared, context.ratePerSms]);
  let byKey = costs.get(reach);
  if (!byKey) costs.set(reach, (byKey = new Map()));
  let cost = byKey.get(key);
  if (!cost) {
    cost = audienceCost(context.message, reach.recipients, shared, context.ratePerSms);
    byKey.set(key, cost);
  }
  return cost;
}

const isPromotional = (context: ComposerContext) => context.messageType === 'promotional';

/** "Add opt-out line" shows: a promotional message that does not say how to opt out. */
const needsOptOutLine = (context: ComposerContext) =>
  !isBlank(context.message) &&
  isPromotional(context) &&
  !hasOptOutInstructions(context.message, context.account.optOutLine);

/** The quiet-hours warning, with "Schedule for 08:00", shows at the page's clock. */
const isQuietNow = (context: ComposerContext) =>
  isPromotional(context) && isQuietAt(NOW, context.account.timezone, context.account.quietHours);

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
 * already holds, choosing the option already chosen) is no edit at all, in a browser; a button
 * that is not shown, or disabled, cannot be clicked; a disabled option cannot be chosen.
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
    case 'composer.type.change':
      return (
        (event.messageType === 'promotional' || event.messageType === 'transactional') &&
        event.messageType !== context.messageType
      );
    case 'composer.sender.change': {
      const sender = senderIdByName(context.account.senderIds, event.senderId);
      return (
        event.senderId !== senderOf(context)?.name && sender !== undefined && canSendWith(sender)
      );
    }
    case 'composer.optOutLine.add':
      return needsOptOutLine(context);
    case 'composer.preview.select': {
      // Its button is in the summary's note on names that make the message UCS-2.
      const reach = reachOf(context);
      return costOf(context, reach).ucs2.examples.some(({ id }) => id === event.contactId);
    }
    case 'composer.preview.step':
      return (event.by === 1 || event.by === -1) && reachOf(context).recipients.length > 1;
    case 'composer.schedule.quietEnd':
      return event.now === NOW && isQuietNow(context);
    case 'composer.load':
    case 'composer.audience.change':
    case 'composer.account.change':
      // Not in the composer: the campaigns tab, the contacts and settings actors.
      return false;
    default:
      return true;
  }
}

/**
 * The machine as the model walks it, alone: Send Now and Schedule Send hand the campaign to its
 * parent (the app), and here it has none. The suites run it inside the app.
 */
export const walkedComposerMachine = composerMachine.provide({
  actions: { orderNow: () => {}, orderLater: () => {} },
});

export const composerModel = createTestModel(walkedComposerMachine, {
  events: COMPOSER_EVENTS,
  filterEvents: (snapshot, event) => personCan(snapshot as ComposerSnapshot, event),
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
    `sample ${sampleName(event)}`,
    ...(isDecision(event)
      ? [
          `outcome ${event.type} [${decision(before, event)}] (${messageKind(before.context.message)})`,
        ]
      : []),
  ],
  extraSteps: 2,
  additional: ADDITIONAL_PATHS,
};

/** A sample as the targets name it: contact lists and settings by what they are. */
function sampleName(event: ComposerEvent): string {
  if (event === KWAME_OPTS_OUT) return 'contacts: Kwame Boateng opted out';
  if (event === EVERY_CUSTOMER_OPTS_OUT) return 'contacts: every customer opted out';
  if (event === ACCOUNT_ON_GMT) return 'settings: GMT';
  if (event === CREDITS_LOW) return 'campaigns: 1,000 credits left';
  return JSON.stringify(event);
}

export const COMPOSER_PATHS: ComposerPath[] = shortestPathsExtended(
  walkedComposerMachine,
  composerModel,
  COMPOSER_PLAN,
);

export const composerCoverage = (paths: readonly ComposerPath[] = COMPOSER_PATHS): Coverage =>
  coverageOf(walkedComposerMachine, paths);

/** How many summaries, samples and outcomes the paths cover, for the suites' report. */
export const composerTargets = (paths: readonly ComposerPath[] = COMPOSER_PATHS): TargetCounts =>
  targetCounts(walkedComposerMachine, COMPOSER_PLAN, paths);

/** All 40 summaries: 5 kinds of message, group or not, date or not, time or not. */
export const SUMMARY_COUNT = 5 * 2 * 2 * 2;

/* ---------- what a person sees ---------- */

const count = (value: number) => formatNumber(value);
const plural = (value: number, word: string) => `${count(value)} ${word}${value === 1 ? '' : 's'}`;

/** The Sender ID options of the demo account, as the select reads them. */
export const SENDER_OPTIONS = [
  { label: 'KumasiPharm', disabled: false },
  { label: 'KPL Deals (not on AirtelTigo)', disabled: false },
  { label: 'KPL Alerts (in review on every network)', disabled: true },
] as const;

export interface ComposerSight {
  /** The text fields and what they hold, by label. */
  fields: Record<'Campaign Name' | 'Message' | 'Schedule Date' | 'Schedule Time', string>;
  /** The Contact Group select's value ('' while "Select a contact group" shows). */
  group: string;
  /** The Contact Group options: "Customers (1,250) · 12 opted out". */
  groupOptions: string[];
  /** The Sender ID select's value, and the Message type select's. */
  sender: string;
  messageType: string;
  /** The counters under the message: characters, SMS, and characters remaining past one SMS. */
  counters: string[];
  /** Whether "characters remaining" shows at all. */
  remaining: boolean;
  /** The inline error of a message over the limit, or null. */
  tooLong: string | null;
  /** The content check's warnings, in order, and whether "Add opt-out line" shows. */
  warnings: string[];
  addOptOutLine: boolean;
  /** The note on the account's time zone beside the schedule. */
  zone: string;
  /** The note on a scheduled time inside quiet hours, or null. */
  quietSchedule: string | null;
  /** The title of the warning that it is quiet hours now, with "Schedule for 08:00"; or null. */
  quietNow: string | null;
  /** The Campaign Summary's values, in order. */
  summary: string[];
  /** The summary's notes on who the sender ID cannot reach, and on names that make UCS-2. */
  blocked: string[];
  ucs2: string | null;
  ucs2Previews: string[];
  /** "Preview as Kwame Boateng" and "1 of 1,250 recipients", or null without recipients. */
  previewAs: { name: string; position: string } | null;
  /** The message preview's bubble: over the limit, the first 1,600 characters and "…". */
  preview: string;
  /** Whether the note that the preview stops at the limit shows. */
  previewCut: boolean;
  /** "Kwame Boateng's message: 2 SMS (GSM-7) · GH₵ 0.0638", or null. */
  previewCost: string | null;
  /** The template button marked as selected, or null. */
  selectedTemplate: string | null;
}

/** "Not sent to 185 recipients on AirtelTigo (…, … and 182 more). KPL Deals was rejected there: …" */
function blockedText(blocked: CampaignReach['blocked'][number], sender: string): string {
  const names = blocked.examples.map((contact) => contact.name);
  const more = blocked.count - names.length;
  const who = more > 0 ? `${names.join(', ')} and ${count(more)} more` : names.join(', ');
  const { status } = blocked;
  const why =
    status.state === 'rejected'
      ? `${sender} was rejected there: ${status.reason}`
      : `${sender} is still in review there`;
  return `Not sent to ${plural(blocked.count, 'recipient')} on ${blocked.network} (${who}). ${why}`;
}

/** What a person sees in the composer for this draft, from the spec's and the rules. */
export function sightOf(snapshot: ComposerSnapshot): ComposerSight {
  const { context } = snapshot;
  const { name, message, group, templateId, scheduleDate, scheduleTime, account } = context;
  const characters = message.length;
  const sms = smsCount(characters);
  const remaining = charactersRemaining(characters);
  const reach = reachOf(context);
  const cost = costOf(context, reach);
  const sender = senderOf(context)?.name ?? 'None';
  const zone = zoneLabel(account.timezone);
  const { start, end } = account.quietHours;
  const empty = isBlank(message);
  const recipient = previewRecipient(reach.recipients, context.previewId);
  const shared = mergeValuesAt(context, NOW);
  const counts = audienceCounts(context.audience);
  const hers = recipient ? recipientMessage(message, recipient, shared, context.ratePerSms) : null;
  // Over the limit the bubble shows what a campaign could carry, then "…".
  const cut = isMessageTooLong(characters);
  const kept = sendablePart(message);
  const previewText = recipient ? personalise(kept, recipient, shared) : kept;
  const { ucs2 } = cost;
  return {
    fields: {
      'Campaign Name': name,
      Message: message,
      'Schedule Date': scheduleDate,
      'Schedule Time': scheduleTime,
    },
    group: group ?? '',
    groupOptions: [
      'Select a contact group',
      ...CONTACT_GROUPS.map((option) => groupOptionLabel(option.id, counts)),
    ],
    sender,
    messageType: context.messageType,
    counters: [
      plural(characters, 'character'),
      `${count(sms)} SMS`,
      ...(remaining === null ? [] : [`${plural(remaining, 'character')} remaining`]),
    ],
    remaining: remaining !== null,
    tooLong: isMessageTooLong(characters)
      ? `Too long to send: ${count(characters)} characters is over the ${count(MAX_MESSAGE_LENGTH)}-character (${MAX_SMS_PER_MESSAGE} SMS) limit. Remove ${plural(characters - MAX_MESSAGE_LENGTH, 'character')}.`
      : null,
    warnings: checkContent(message, {
      messageType: context.messageType,
      optOutLine: account.optOutLine,
    }).map((warning) => warning.message),
    addOptOutLine: needsOptOutLine(context),
    zone: `Date and time are in ${describeZone(account.timezone)}, your account's time zone (Settings, SMS tab).`,
    quietSchedule:
      isPromotional(context) && scheduleTime !== '' && isQuietTime(scheduleTime, account.quietHours)
        ? `${scheduleTime} ${zone} is inside your quiet hours (${start} to ${end} ${zone}): a promotional message cannot be scheduled then.`
        : null,
    quietNow: isQuietNow(context)
      ? `It is ${wallClock(NOW, account.timezone).time} ${zone}, inside your quiet hours`
      : null,
    summary: [
      group ? groupById(group).name : 'Not selected',
      count(reach.recipients.length),
      ...(reach.optedOut > 0 ? [count(reach.optedOut)] : []),
      sender,
      count(sms),
      count(cost.sms),
      formatCedis(cost.cost),
      scheduledAt(scheduleDate, scheduleTime, account.timezone) === null
        ? 'Not scheduled'
        : formatZoned(scheduleDate, scheduleTime, account.timezone),
    ],
    blocked: reach.blocked.map((blocked) => blockedText(blocked, sender)),
    ucs2:
      ucs2.recipients > 0
        ? `${count(ucs2.recipients)} ${ucs2.recipients === 1 ? "recipient's name makes" : "recipients' names make"} the message Unicode (UCS-2, 70 characters per SMS): ${count(ucs2.extraSms)} SMS more, ${formatCedis(ucs2.extraCost, 4)}.`
        : null,
    ucs2Previews:
      ucs2.recipients > 0 ? ucs2.examples.map((contact) => `Preview as ${contact.name}`) : [],
    previewAs: recipient
      ? {
          name: recipient.name,
          position: `${count(reach.recipients.indexOf(recipient) + 1)} of ${count(reach.recipients.length)} recipients`,
        }
      : null,
    preview: empty ? 'Your message will appear here...' : `${previewText}${cut ? '…' : ''}`,
    previewCut: cut && !empty,
    previewCost:
      recipient && hers && !empty
        ? `${recipient.name}'s message: ${count(hers.parts)} SMS (${hers.encoding}) · ${formatCedis(hers.cost, 4)}`
        : null,
    selectedTemplate: templateId ? templateById(templateId).name : null,
  };
}

export interface ToastSight {
  title: string;
  description: string;
}

function noRecipientsToast(context: ComposerContext, reach: CampaignReach): ToastSight {
  const why =
    reach.blocked.length > 0
      ? `everyone left is on a network where ${senderOf(context)?.name ?? 'the sender ID'} is not approved`
      : reach.optedOut > 0
        ? 'everyone in it has opted out'
        : 'it has no contacts';
  return { title: 'No one to send to', description: `This group has no recipients: ${why}.` };
}

/** The toast Schedule Send shows for this draft, by the order of checks. */
function scheduleToast(context: ComposerContext, now: number): ToastSight {
  const { message, group, scheduleDate, scheduleTime, account } = context;
  const zone = zoneLabel(account.timezone);
  if (
    isBlank(message) ||
    group === null ||
    scheduledAt(scheduleDate, scheduleTime, account.timezone) === null
  ) {
    return {
      title: 'Error',
      description: 'Please fill in all required fields to schedule the campaign.',
    };
  }
  if (isMessageTooLong(message.length)) return tooLongToast(message);
  if (isInPast(scheduleDate, scheduleTime, now, account.timezone)) {
    return {
      title: 'Schedule is in the past',
      description: `${formatZoned(scheduleDate, scheduleTime, account.timezone)} has already passed. Choose a later date and time, or use Send Now.`,
    };
  }
  if (isPromotional(context) && isQuietTime(scheduleTime, account.quietHours)) {
    const { start, end } = account.quietHours;
    return {
      title: 'Inside quiet hours',
      description: `${scheduleTime} ${zone} is inside your quiet hours (${start} to ${end} ${zone}), when promotional messages are not sent. Choose a time from ${end} to ${start}, or mark the message Transactional if it is one.`,
    };
  }
  const reach = reachOf(context);
  if (reach.recipients.length === 0) return noRecipientsToast(context, reach);
  return {
    title: 'Campaign Scheduled!',
    description: `Your SMS campaign has been scheduled for ${formatZoned(scheduleDate, scheduleTime, account.timezone)}.`,
  };
}

const tooLongToast = (message: string): ToastSight => ({
  title: 'Message too long',
  description: `This message is ${count(message.length)} characters (${smsCount(message.length)} SMS). The limit is ${count(MAX_MESSAGE_LENGTH)} characters (${MAX_SMS_PER_MESSAGE} SMS): remove ${plural(message.length - MAX_MESSAGE_LENGTH, 'character')} to send it.`,
});

/**
 * The toast a person sees after Send Now, Schedule Send or Schedule for 08:00 in `before`, as the
 * spec and the issue word it (SPEC sections 4 and 9); null for an edit, which shows none.
 */
export function toastAfter(event: ComposerEvent, before: ComposerSnapshot): ToastSight | null {
  const { context } = before;
  if (event.type === 'composer.send') {
    if (isBlank(context.message) || context.group === null) {
      return { title: 'Error', description: 'Please select a contact group and enter a message.' };
    }
    if (isMessageTooLong(context.message.length)) return tooLongToast(context.message);
    const reach = reachOf(context);
    if (reach.recipients.length === 0) return noRecipientsToast(context, reach);
    // Every recipient's parts, with [date] and [time] as they read when Send Now is pressed.
    const { company, timezone } = context.account;
    const when = wallClock(event.now, timezone);
    const shared = { company, date: formatLastContact(when.date), time: when.time };
    const needed = audienceCost(context.message, reach.recipients, shared, 0).sms;
    if (needed > context.credits) {
      return {
        title: 'Not enough credit',
        description: insufficientCredit(needed, context.credits),
      };
    }
    return {
      title: 'Campaign Sent!',
      description: `Your SMS campaign has been sent to ${count(reach.recipients.length)} contacts.`,
    };
  }
  if (event.type === 'composer.schedule') return scheduleToast(context, event.now);
  if (event.type === 'composer.schedule.quietEnd') {
    // The date and time become the end of the quiet hours in force, then Schedule Send.
    const end = nextQuietEnd(event.now, context.account.timezone, context.account.quietHours);
    return scheduleToast({ ...context, scheduleDate: end.date, scheduleTime: end.time }, event.now);
  }
  return null;
}

/* ---------- what a person does ---------- */

export type FieldLabel = keyof ComposerSight['fields'];
export type SelectLabel = 'Contact Group' | 'Sender ID' | 'Message type';

export type ComposerGesture =
  /** Empty a labelled field and type (or paste) the text; an empty text only empties it. */
  | { kind: 'fill'; label: FieldLabel; value: string }
  /** Choose an option of a labelled select by its value ('' is the group's placeholder). */
  | { kind: 'select'; label: SelectLabel; value: string }
  /** Click a button found by its words, or by its label when it shows only an icon. */
  | { kind: 'click'; name: string | RegExp; labelled?: boolean }
  /** Campaigns tab, the draft's row menu, View Details, Send Now: the composer opens with it. */
  | { kind: 'load draft'; campaign: string }
  /**
   * The app hands the composer changed contacts or settings. A runner that can reach the app
   * sends it as the contacts or settings actor does; `person` says how a person causes it in
   * the Contacts tab or in Settings, where one can in a test.
   */
  | { kind: 'app'; event: ComposerEvent; person: PersonChange | null };

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
      return { kind: 'select', label: 'Contact Group', value: event.group ?? '' };
    case 'composer.sender.change':
      return { kind: 'select', label: 'Sender ID', value: event.senderId };
    case 'composer.type.change':
      return { kind: 'select', label: 'Message type', value: event.messageType };
    case 'composer.template.select':
      return { kind: 'click', name: new RegExp(`^${templateById(event.templateId).name}`) };
    case 'composer.tag.append':
      return { kind: 'click', name: event.tag };
    case 'composer.message.makeGsmSafe':
      return { kind: 'click', name: 'Replace with GSM-safe characters' };
    case 'composer.optOutLine.add':
      return { kind: 'click', name: 'Add opt-out line' };
    case 'composer.preview.select': {
      const contact = SAMPLE_CONTACTS.find(({ id }) => id === event.contactId);
      return { kind: 'click', name: `Preview as ${contact?.name ?? event.contactId}` };
    }
    case 'composer.preview.step':
      return {
        kind: 'click',
        name: event.by === 1 ? 'Next recipient' : 'Previous recipient',
        labelled: true,
      };
    case 'composer.schedule.quietEnd':
      return { kind: 'click', name: `Schedule for ${DEFAULT_SETTINGS.quietHours.end}` };
    case 'composer.send':
      return { kind: 'click', name: 'Send Now' };
    case 'composer.schedule':
      return { kind: 'click', name: 'Schedule Send' };
    case 'composer.load':
      return { kind: 'load draft', campaign: event.name };
    case 'composer.audience.change':
    case 'composer.account.change':
    case 'composer.credits.change':
      return { kind: 'app', event, person: personChangeFor(event) };
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
        case 'composer.type.change':
          return event.messageType;
        case 'composer.sender.change':
          return `sender(${event.senderId})`;
        case 'composer.preview.select':
          return `preview(${event.contactId})`;
        case 'composer.preview.step':
          return event.by === 1 ? 'next recipient' : 'previous recipient';
        case 'composer.schedule.quietEnd':
          return `Schedule for ${DEFAULT_SETTINGS.quietHours.end}`;
        case 'composer.audience.change':
        case 'composer.account.change':
          return sampleName(event);
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
