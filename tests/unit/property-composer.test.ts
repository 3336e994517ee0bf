// @vitest-environment node
/**
 * Property-based tests of the composer machine with fast-check: long random sequences of the
 * events a person causes in the composer (edits with any text, any group, any date and time,
 * templates, tags, message types, sender IDs, the opt-out line, the preview, drafts from the
 * campaigns tab, Send Now, Schedule Send and Schedule for 08:00 at any moment) and of those the
 * app sends it (a changed contact database, saved settings), against invariants that must hold
 * after every single step.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  composerMachine,
  mergeValuesAt,
  previewRecipient,
  selectAudienceCost,
  selectCanMakeGsmSafe,
  selectIsMessageTooLong,
  selectMessageStats,
  selectReach,
  selectRecipients,
  selectSmsPerMessage,
  type ComposerContext,
  type ComposerEvent,
  type ComposerOrder,
  type ComposerSnapshot,
} from '@machines/composer.machine';
import type { Toast } from '@machines/toast';
import { startUnderParent } from '../support/under-parent';
import type { CampaignOrder } from '@/domain/campaigns';
import { insufficientCredit } from '@/domain/credits';
import { hasOptOutInstructions, withOptOutLine } from '@/domain/content-check';
import { formatLastContact, optOutContact, type Contact } from '@/domain/contacts';
import { CONTACT_GROUPS } from '@/domain/groups';
import { networkOf, NETWORKS } from '@/domain/networks';
import { formatNumber } from '@/domain/numbers';
import {
  audienceCost,
  personalise,
  recipientMessage,
  type SharedMergeValues,
} from '@/domain/personalise';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import {
  formatZoned,
  isInPast,
  isQuietTime,
  nextQuietEnd,
  scheduledAt,
  wallClock,
} from '@/domain/schedule';
import type { Timezone } from '@/domain/settings';
import { SAMPLE_SENDER_IDS, type SenderId, type SenderIdStatus } from '@/domain/sender-ids';
import { DEFAULT_SETTINGS, TIMEZONES, type AccountSettings } from '@/domain/settings';
import {
  capMessage,
  carrierView,
  estimatedCost,
  hasGsmSafeReplacements,
  isMessageTooLong,
  MAX_MESSAGE_LENGTH,
  MESSAGE_INPUT_CAP,
  messageStats,
  smsCount,
  toGsmSafe,
} from '@/domain/sms';
import { PERSONALIZATION_TAGS, TEMPLATE_IDS } from '@/domain/templates';
import { isBlank } from '@/domain/validation';

/* ---------- what a person may type ---------- */

const anyMessage: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '   \n  ',
    '\t',
    'Akwaaba!',
    'Flu jabs — GH₵ 20 “only”… Reply STOP.',
    'Hi [name], 20% off at [company] on [date] from [time]. Code [order|SAVE20]',
    'Hello [Name | Customer], your order [order] is ready: [link|kpl.com.gh]',
    `Hi [name], your prescription is ready for pickup at our Adum branch in Kumasi. ${'x'.repeat(60)}`,
  ),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  // Tags among other text, so names and fallbacks decide parts.
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...PERSONALIZATION_TAGS, '[name|Friend]', '[name|Ɔdɔfo]'),
        fc.string({ maxLength: 70 }),
      ),
      { maxLength: 6 },
    )
    .map((pieces) => pieces.join(' ')),
  // Around the limits: one SMS, two SMS, the 1,600-character cap.
  fc
    .constantFrom(159, 160, 161, 320, 321, MAX_MESSAGE_LENGTH - 1, MAX_MESSAGE_LENGTH)
    .chain((length) => fc.constant('x'.repeat(length))),
  fc
    .integer({ min: MAX_MESSAGE_LENGTH + 1, max: MAX_MESSAGE_LENGTH + 40 })
    .map((n) => 'y'.repeat(n)),
  // A paste far longer than the composer holds.
  fc.constant('z'.repeat(MESSAGE_INPUT_CAP + 25)),
  fc.constant(`${'a'.repeat(MESSAGE_INPUT_CAP - 1)}😀tail`),
);

const anyGroup = fc.constantFrom(null, ...CONTACT_GROUPS.map((group) => group.id));

const anyDate: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', '2099-06-15', '2020-03-06', '2026-02-30', 'tomorrow', ' 2030-01-01 '),
  fc
    .date({ min: new Date(2019, 0, 1), max: new Date(2101, 0, 1), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
);

const anyTime: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', '10:00', '00:00', '23:59', '25:00', '9:30', 'noon', '08:00', '20:00'),
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(
      ([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`,
    ),
);

/** The page's clock at Schedule Send: anywhere from 2019 to 2101. */
const anyNow = fc.integer({
  min: Date.UTC(2019, 0, 1),
  max: Date.UTC(2101, 0, 1),
});

/* ---------- what the app may send ---------- */

/**
 * Contacts to build small databases from: the hand-written sample rows (Akan, Ewe and French
 * names, opted-out customers), a few more generated ones, and names that test how parts are
 * counted (an emoji, a GSM-7 extension character, a blank name, a number outside Ghana).
 */
const POOL: readonly Contact[] = [
  ...SAMPLE_CONTACTS.slice(0, 40),
  ...SAMPLE_CONTACTS.filter((contact) => carrierView(contact.name).encoding === 'UCS-2').slice(
    0,
    8,
  ),
  ...(
    [
      ['😀Ama Owusu', '+233241110001', 'customers'],
      ['Nana€ Mensah', '+233261110002', 'vip'],
      ['', '+233501110003', 'prospects'],
      ['   Yaw  Addo', '+233271110004', 'newsletter'],
      ['Kouassi Yao', '+2250700000000', 'customers'],
    ] as const
  ).map(([name, phone, group], index): Contact => ({
    ...(SAMPLE_CONTACTS[0] as Contact),
    id: 90_000 + index,
    name,
    phone,
    group,
  })),
];

const anyAudience: fc.Arbitrary<readonly Contact[]> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(SAMPLE_CONTACTS) },
  {
    weight: 4,
    arbitrary: fc
      .subarray([...POOL], { maxLength: 30 })
      .chain((contacts) =>
        fc
          .array(fc.boolean(), { minLength: contacts.length, maxLength: contacts.length })
          .map((outs) =>
            contacts.map((contact, index) =>
              outs[index] && contact.optOut === null
                ? optOutContact(contact, 'Asked to stop', '2026-11-25')
                : contact,
            ),
          ),
      ),
  },
);

const anyStatus: fc.Arbitrary<SenderIdStatus> = fc.constantFrom(
  { state: 'approved' },
  { state: 'pending' },
  { state: 'rejected', reason: 'No letter of authorisation.' },
);

const anySender = (name: string): fc.Arbitrary<SenderId> =>
  fc.tuple(anyStatus, anyStatus, anyStatus).map(([MTN, Telecel, AirtelTigo]) => ({
    name,
    requestedAt: '2026-11-01',
    statuses: { MTN, Telecel, AirtelTigo },
  }));

const SENDER_NAMES = [...SAMPLE_SENDER_IDS.map((sender) => sender.name), 'KPL Promo'];

const anySettings: fc.Arbitrary<AccountSettings> = fc
  .record({
    timezone: fc.constantFrom(...TIMEZONES),
    quietHours: fc.oneof(
      fc.constant(DEFAULT_SETTINGS.quietHours),
      fc.record({ start: anyTime, end: anyTime }),
    ),
    optOutLine: fc.constantFrom(
      DEFAULT_SETTINGS.optOutLine,
      'Dial *920*55# to opt out (free).',
      '',
      'Text NO to 1234',
    ),
    senderIds: fc.oneof(
      fc.constant<SenderId[]>([...SAMPLE_SENDER_IDS]),
      fc
        .tuple(...SENDER_NAMES.map(anySender))
        .chain((senders): fc.Arbitrary<SenderId[]> => fc.subarray(senders)),
    ),
    defaultSender: fc.constantFrom(...SENDER_NAMES),
  })
  .map((changes) => ({ ...DEFAULT_SETTINGS, ...changes }));

const anyEvent: fc.Arbitrary<ComposerEvent> = fc.oneof(
  {
    weight: 3,
    arbitrary: anyMessage.map((value): ComposerEvent => ({
      type: 'composer.message.change',
      value,
    })),
  },
  {
    weight: 2,
    arbitrary: anyGroup.map((group): ComposerEvent => ({ type: 'composer.group.change', group })),
  },
  fc
    .string({ maxLength: 40 })
    .map((value): ComposerEvent => ({ type: 'composer.name.change', value })),
  anyDate.map((value): ComposerEvent => ({ type: 'composer.date.change', value })),
  anyTime.map((value): ComposerEvent => ({ type: 'composer.time.change', value })),
  fc
    .constantFrom(...TEMPLATE_IDS)
    .map((templateId): ComposerEvent => ({ type: 'composer.template.select', templateId })),
  fc
    .constantFrom(...PERSONALIZATION_TAGS)
    .map((tag): ComposerEvent => ({ type: 'composer.tag.append', tag })),
  fc.constant<ComposerEvent>({ type: 'composer.message.makeGsmSafe' }),
  fc
    .record({ name: fc.string({ maxLength: 40 }), message: anyMessage, group: anyGroup })
    .filter((draft) => draft.group !== null)
    .chain((draft) =>
      fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }).map((draftId) => ({
        ...draft,
        draftId,
      })),
    )
    .map(({ name, message, group, draftId }): ComposerEvent => ({
      type: 'composer.load',
      name,
      message,
      group: group ?? 'all',
      ...(draftId === undefined ? {} : { draftId }),
    })),
  fc
    .constantFrom('promotional', 'transactional')
    .map((messageType): ComposerEvent => ({ type: 'composer.type.change', messageType })),
  fc.constant<ComposerEvent>({ type: 'composer.optOutLine.add' }),
  fc
    .constantFrom(...SENDER_NAMES, 'Nobody')
    .map((senderId): ComposerEvent => ({ type: 'composer.sender.change', senderId })),
  fc
    .constantFrom(...POOL.map((contact) => contact.id), 4, 15, 99_999)
    .map((contactId): ComposerEvent => ({ type: 'composer.preview.select', contactId })),
  fc
    .constantFrom(1, -1)
    .map((by): ComposerEvent => ({ type: 'composer.preview.step', by: by as 1 | -1 })),
  {
    weight: 2,
    arbitrary: anyNow.map((now): ComposerEvent => ({ type: 'composer.send', now })),
  },
  fc
    .oneof(fc.integer({ min: 0, max: 6000 }), fc.constantFrom(0, 145, 1250, 2847, 4218))
    .map((balance): ComposerEvent => ({ type: 'composer.credits.change', balance })),
  {
    weight: 2,
    arbitrary: anyNow.map((now): ComposerEvent => ({ type: 'composer.schedule', now })),
  },
  anyNow.map((now): ComposerEvent => ({ type: 'composer.schedule.quietEnd', now })),
  {
    weight: 2,
    arbitrary: anyAudience.map((contacts): ComposerEvent => ({
      type: 'composer.audience.change',
      contacts,
    })),
  },
  anySettings.map((settings): ComposerEvent => ({ type: 'composer.account.change', settings })),
);

const RUNS = 200;
const LONG = { minLength: 30, maxLength: 200 };
/** When the merge values are read for the cost: the summary's clock. */
const COST_NOW = Date.UTC(2026, 11, 1, 9, 30);
/** Up to this many recipients, each one's message is personalised and counted on its own. */
const EXACT_UP_TO = 60;

/* ---------- the rules, written out from the issue ---------- */

/** The sender ID in use: the one picked, else the account's default. */
function senderIn(context: ComposerContext): SenderId | undefined {
  const name = context.senderId ?? context.account.defaultSender;
  return context.account.senderIds.find((sender) => sender.name === name);
}

const isUsable = (sender: SenderId | undefined) =>
  sender !== undefined && NETWORKS.some((network) => sender.statuses[network].state === 'approved');

/**
 * Who a campaign reaches: the group's contacts who have not opted out, on no network where the
 * sender ID is not approved (numbers outside Ghana's networks are not held back).
 */
function recipientsOf(context: ComposerContext): Contact[] {
  const { group, audience } = context;
  if (group === null) return [];
  const sender = senderIn(context);
  return audience.filter((contact) => {
    if (group !== 'all' && contact.group !== group) return false;
    if (contact.optOut !== null) return false;
    const network = networkOf(contact.phone);
    return !sender || network === null || sender.statuses[network].state === 'approved';
  });
}

/**
 * Parts every recipient pays at least: the message with its [name] tags left empty (each
 * recipient's name or fallback only adds characters, and a UCS-2 name only makes parts smaller).
 */
function leastParts(message: string, shared: ReturnType<typeof mergeValuesAt>): number {
  const MARK = '\u0000';
  return carrierView(personalise(message, { name: MARK }, shared).replaceAll(MARK, '')).parts;
}

/** Counters, reach and cost read through the machine's selectors, against the rules. */
function checkCounters(snapshot: ComposerSnapshot) {
  const { context } = snapshot;
  const { message, ratePerSms } = context;
  const recipients = recipientsOf(context);
  expect(selectMessageStats(snapshot)).toEqual(messageStats(message));
  expect(selectSmsPerMessage(snapshot)).toBe(smsCount(message.length));
  expect(selectRecipients(snapshot)).toBe(recipients.length);
  expect(selectIsMessageTooLong(snapshot)).toBe(isMessageTooLong(message.length));
  expect(selectCanMakeGsmSafe(snapshot)).toBe(hasGsmSafeReplacements(message));
  // The composer never holds more than the input cap.
  expect(message.length).toBeLessThanOrEqual(MESSAGE_INPUT_CAP);
  // A sender ID in use can send on some network, or it is the account's default.
  if (context.senderId !== null) expect(isUsable(senderIn(context))).toBe(true);

  const cost = selectAudienceCost(snapshot, COST_NOW);
  const shared = mergeValuesAt(context, COST_NOW);
  expect(cost.recipients).toBe(recipients.length);
  expect(cost.cost).toBe(estimatedCost(cost.sms, ratePerSms));
  expect(cost.sms).toBeGreaterThanOrEqual(recipients.length * leastParts(message, shared));
  if (!/\[name/i.test(message)) {
    // No names: everyone gets the same text.
    const { parts } = carrierView(personalise(message, { name: '' }, shared));
    expect(cost.sms).toBe(recipients.length * parts);
  }
  if (recipients.length <= EXACT_UP_TO) {
    // Total SMS is the sum of every recipient's own parts.
    const each = recipients.map((contact) =>
      recipientMessage(message, contact, shared, ratePerSms),
    );
    expect(cost.sms).toBe(each.reduce((total, one) => total + one.parts, 0));
  }
  expect(cost.ucs2.recipients).toBeLessThanOrEqual(recipients.length);
  expect(cost.ucs2.extraSms).toBeGreaterThanOrEqual(0);
  expect(cost.ucs2.extraSms).toBeLessThanOrEqual(cost.sms);
  for (const example of cost.ucs2.examples) expect(recipients).toContain(example);

  // The preview shows a recipient, or nobody when there is none.
  const previewed = previewRecipient(selectReach(snapshot).recipients, context.previewId);
  if (recipients.length === 0) expect(previewed).toBeNull();
  else expect(recipients).toContain(previewed);
}

const draftOf = (context: ComposerContext) => {
  const { name, message, group, templateId, scheduleDate, scheduleTime, messageType, senderId } =
    context;
  return { name, message, group, templateId, scheduleDate, scheduleTime, messageType, senderId };
};

/**
 * SMS credits Send Now at `now` holds: every recipient's personalised parts, counted one by one
 * for small audiences (the summary's total for large ones), with [date] and [time] as they read
 * at `now` whatever the schedule fields say: that is what the campaigns actor charges.
 */
/** The date and time tags' values at `now` in the account's zone, written out by hand here. */
function sendTimeValues(now: number, zone: Timezone) {
  const when = wallClock(now, zone);
  return { date: formatLastContact(when.date), time: when.time };
}

function creditsNeeded(context: ComposerContext, now: number): number {
  const recipients = recipientsOf(context);
  const { company, timezone } = context.account;
  const shared: SharedMergeValues = { company, ...sendTimeValues(now, timezone) };
  if (recipients.length > EXACT_UP_TO) {
    return audienceCost(context.message, recipients, shared, 0).sms;
  }
  return recipients.reduce(
    (total, contact) => total + recipientMessage(context.message, contact, shared, 0).parts,
    0,
  );
}

/** The order Send Now (schedule null) or Schedule Send hands the app for this draft. */
const orderFor = (
  context: ComposerContext,
  now: number,
  schedule: CampaignOrder['schedule'],
): CampaignOrder => ({
  name: context.name,
  message: context.message,
  group: context.group ?? 'all',
  messageType: context.messageType,
  senderId: context.senderId,
  schedule,
  draftId: context.draftId,
  now,
});

const canSend = (context: ComposerContext) =>
  !isBlank(context.message) && context.group !== null && !isMessageTooLong(context.message.length);

/** The toast title Schedule Send shows, by the order of checks. */
function scheduleOutcome(context: ComposerContext, now: number): string {
  const { message, group, scheduleDate, scheduleTime, account } = context;
  const complete =
    !isBlank(message) &&
    group !== null &&
    scheduledAt(scheduleDate, scheduleTime, account.timezone) !== null;
  if (!complete) return 'Error';
  if (isMessageTooLong(message.length)) return 'Message too long';
  if (isInPast(scheduleDate, scheduleTime, now, account.timezone)) return 'Schedule is in the past';
  if (context.messageType === 'promotional' && isQuietTime(scheduleTime, account.quietHours)) {
    return 'Inside quiet hours';
  }
  if (recipientsOf(context).length === 0) return 'No one to send to';
  return 'Campaign Scheduled!';
}

const CLEARED = {
  name: '',
  message: '',
  group: null,
  templateId: null,
  scheduleDate: '',
  scheduleTime: '',
  messageType: 'promotional',
  senderId: null,
};

function checkSchedule(
  before: ComposerContext,
  now: number,
  after: ComposerContext,
  toasts: Toast[],
  orders: CampaignOrder[],
) {
  const title = scheduleOutcome(before, now);
  expect(toasts.map((toast) => toast.title)).toEqual([title]);
  expect(orders).toEqual(
    title === 'Campaign Scheduled!'
      ? [orderFor(before, now, { date: before.scheduleDate, time: before.scheduleTime })]
      : [],
  );
  if (title === 'Campaign Scheduled!') {
    // Schedule Send clears everything, and says when in the account's zone.
    expect(toasts[0]?.description).toBe(
      `Your SMS campaign has been scheduled for ${formatZoned(before.scheduleDate, before.scheduleTime, before.account.timezone)}.`,
    );
    expect(draftOf(after)).toEqual(CLEARED);
    expect(after.previewId).toBeNull();
  } else {
    expect(draftOf(after)).toEqual(draftOf(before));
  }
}

/** What one event must do to the draft, and the toast it must show. */
function checkStep(
  before: ComposerContext,
  event: ComposerEvent,
  after: ComposerContext,
  toasts: Toast[],
  orders: CampaignOrder[],
) {
  const draft = draftOf(before);
  if (event.type !== 'composer.send' && !event.type.startsWith('composer.schedule')) {
    expect(orders).toEqual([]);
  }
  switch (event.type) {
    case 'composer.send': {
      const recipients = recipientsOf(before).length;
      const needed = creditsNeeded(before, event.now);
      expect(toasts).toHaveLength(1);
      if (canSend(before) && recipients > 0 && needed > before.credits) {
        // Short of credit: nothing goes and the draft stays.
        expect(toasts[0]).toEqual({
          status: 'error',
          title: 'Not enough credit',
          description: insufficientCredit(needed, before.credits),
        });
        expect(orders).toEqual([]);
        expect(draftOf(after)).toEqual(draft);
      } else if (canSend(before) && recipients > 0) {
        expect(orders).toEqual([orderFor(before, event.now, null)]);
        expect(after.draftId).toBeNull();
        // SPEC section 4: Send Now clears every draft field except the schedule date and time.
        expect(toasts[0]).toMatchObject({
          title: 'Campaign Sent!',
          description: `Your SMS campaign has been sent to ${formatNumber(recipients)} contacts.`,
        });
        expect(draftOf(after)).toEqual({
          ...CLEARED,
          scheduleDate: before.scheduleDate,
          scheduleTime: before.scheduleTime,
          messageType: before.messageType,
          senderId: before.senderId,
        });
      } else {
        expect(toasts[0]?.status).toBe('error');
        if (canSend(before)) expect(toasts[0]?.title).toBe('No one to send to');
        expect(orders).toEqual([]);
        expect(draftOf(after)).toEqual(draft);
      }
      return;
    }
    case 'composer.schedule':
      checkSchedule(before, event.now, after, toasts, orders);
      return;
    case 'composer.schedule.quietEnd': {
      // The date and time become the end of the quiet hours in force, then Schedule Send.
      const end = nextQuietEnd(event.now, before.account.timezone, before.account.quietHours);
      const moved = { ...before, scheduleDate: end.date, scheduleTime: end.time };
      checkSchedule(moved, event.now, after, toasts, orders);
      return;
    }
    case 'composer.message.change':
      expect(toasts).toEqual([]);
      expect(draftOf(after)).toEqual({ ...draft, message: capMessage(event.value).message });
      return;
    case 'composer.message.makeGsmSafe':
      expect(toasts).toEqual([]);
      expect(after.message).toBe(
        hasGsmSafeReplacements(before.message)
          ? capMessage(toGsmSafe(before.message)).message
          : before.message,
      );
      return;
    case 'composer.optOutLine.add': {
      expect(toasts).toEqual([]);
      const { optOutLine } = before.account;
      const owed =
        before.messageType === 'promotional' && !hasOptOutInstructions(before.message, optOutLine);
      const message = owed
        ? capMessage(withOptOutLine(before.message, optOutLine)).message
        : before.message;
      expect(draftOf(after)).toEqual({ ...draft, message });
      // Once added (and not cut off at the cap), the line is not owed again.
      if (owed && message.length < MESSAGE_INPUT_CAP && !isBlank(optOutLine)) {
        expect(hasOptOutInstructions(message, optOutLine)).toBe(true);
      }
      return;
    }
    case 'composer.type.change':
      expect(toasts).toEqual([]);
      expect(draftOf(after)).toEqual({ ...draft, messageType: event.messageType });
      return;
    case 'composer.sender.change': {
      expect(toasts).toEqual([]);
      const sender = before.account.senderIds.find(({ name }) => name === event.senderId);
      expect(after.senderId).toBe(isUsable(sender) ? event.senderId : before.senderId);
      return;
    }
    case 'composer.preview.select': {
      expect(toasts).toEqual([]);
      const isRecipient = recipientsOf(before).some(({ id }) => id === event.contactId);
      expect(after.previewId).toBe(isRecipient ? event.contactId : before.previewId);
      return;
    }
    case 'composer.preview.step': {
      expect(toasts).toEqual([]);
      const recipients = recipientsOf(before);
      if (recipients.length < 2) {
        expect(after.previewId).toBe(before.previewId);
        return;
      }
      const at = Math.max(
        0,
        recipients.findIndex(({ id }) => id === before.previewId),
      );
      const next = (at + event.by + recipients.length) % recipients.length;
      expect(after.previewId).toBe(recipients[next]?.id);
      return;
    }
    case 'composer.audience.change':
      expect(toasts).toEqual([]);
      expect(after.audience).toBe(event.contacts);
      expect(draftOf(after)).toEqual(draft);
      return;
    case 'composer.account.change': {
      expect(toasts).toEqual([]);
      expect(after.account).toBe(event.settings);
      // A picked sender ID that can no longer send gives way to the default.
      const picked = event.settings.senderIds.find(({ name }) => name === before.senderId);
      expect(after.senderId).toBe(isUsable(picked) ? before.senderId : null);
      return;
    }
    case 'composer.credits.change':
      expect(toasts).toEqual([]);
      expect(after.credits).toBe(event.balance);
      expect(draftOf(after)).toEqual(draft);
      return;
    case 'composer.load':
      expect(toasts).toEqual([]);
      expect(after.draftId).toBe(event.draftId ?? null);
      return;
    default:
      // Every other edit changes the draft and shows no toast.
      expect(toasts).toEqual([]);
  }
}

/** The state the composer must be in for a draft: whether it can go out, and why not. */
function stateFor(draft: ComposerContext): 'incomplete' | 'tooLong' | 'ready' {
  if (isBlank(draft.message) || draft.group === null) return 'incomplete';
  return isMessageTooLong(draft.message.length) ? 'tooLong' : 'ready';
}

describe('composer machine properties', () => {
  // 200 runs of up to 200 events: about 17 s alone, more on a loaded 2-core machine.
  it(
    'keeps its counters, reach and per-recipient cost true to the rules, its state true to the draft, and clears the draft as the spec says, and never fails',
    { timeout: 120_000 },
    () => {
      fc.assert(
        fc.property(fc.array(anyEvent, LONG), (events) => {
          const errors: unknown[] = [];
          // Under a parent, as the app starts it: Send Now and Schedule Send hand it an order.
          const { actor, log, parent } = startUnderParent(composerMachine);
          actor.subscribe({ error: (error) => errors.push(error) });
          let toasts: Toast[] = [];
          actor.on('toast', (event) => toasts.push(event.toast));
          checkCounters(actor.getSnapshot());
          for (const event of events) {
            const before = actor.getSnapshot().context;
            toasts = [];
            log.length = 0;
            expect(() => actor.send(event)).not.toThrow();
            const snapshot = actor.getSnapshot();
            expect(snapshot.status).toBe('active');
            expect(snapshot.matches({ drafting: stateFor(snapshot.context) })).toBe(true);
            const orders = log.flatMap((logged) =>
              logged.type === 'composer.order' ? [(logged as ComposerOrder).order] : [],
            );
            checkStep(before, event, snapshot.context, toasts, orders);
            checkCounters(snapshot);
          }
          expect(errors).toEqual([]);
          parent.stop();
        }),
        { numRuns: RUNS },
      );
    },
  );
});
