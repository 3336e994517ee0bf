/**
 * Property-based tests of the composer machine with fast-check: long random sequences of the
 * events a person causes in the composer (edits with any text, any group, any date and time,
 * templates, tags, drafts from the campaigns tab, Send Now and Schedule Send at any moment)
 * against invariants that must hold after every single step.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  composerMachine,
  selectCanMakeGsmSafe,
  selectEstimatedCost,
  selectIsMessageTooLong,
  selectMessageStats,
  selectRecipients,
  selectSmsPerMessage,
  selectTotalSms,
  type ComposerContext,
  type ComposerEvent,
  type ComposerSnapshot,
} from '@machines/composer.machine';
import type { Toast } from '@machines/toast';
import { CONTACT_GROUPS } from '@/domain/groups';
import { isInPast, scheduledAt } from '@/domain/schedule';
import {
  capMessage,
  estimatedCost,
  hasGsmSafeReplacements,
  isMessageTooLong,
  MAX_MESSAGE_LENGTH,
  MESSAGE_INPUT_CAP,
  messageStats,
  smsCount,
  toGsmSafe,
  totalSms,
} from '@/domain/sms';
import { PERSONALIZATION_TAGS, TEMPLATE_IDS } from '@/domain/templates';
import { isBlank } from '@/domain/validation';

/* ---------- what a person may type ---------- */

const anyMessage: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '   \n  ', '\t', 'Akwaaba!', 'Flu jabs — GH₵ 20 “only”… Reply STOP.'),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
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
  fc.constantFrom('', '10:00', '00:00', '23:59', '25:00', '9:30', 'noon'),
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(
      ([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`,
    ),
);

/** The page's clock at Schedule Send: anywhere from 2019 to 2101. */
const anyNow = fc.integer({
  min: new Date(2019, 0, 1).getTime(),
  max: new Date(2101, 0, 1).getTime(),
});

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
    .map(({ name, message, group }): ComposerEvent => ({
      type: 'composer.load',
      name,
      message,
      group: group ?? 'all',
    })),
  { weight: 2, arbitrary: fc.constant<ComposerEvent>({ type: 'composer.send' }) },
  {
    weight: 2,
    arbitrary: anyNow.map((now): ComposerEvent => ({ type: 'composer.schedule', now })),
  },
);

const RUNS = 200;
const LONG = { minLength: 30, maxLength: 200 };

/* ---------- the invariants ---------- */

/** Counters and flags read through the machine's selectors equal the domain functions'. */
function checkCounters(snapshot: ComposerSnapshot) {
  const { message, group, ratePerSms } = snapshot.context;
  const recipients = group === null ? 0 : (CONTACT_GROUPS.find((g) => g.id === group)?.count ?? -1);
  const sms = smsCount(message.length);
  expect(selectMessageStats(snapshot)).toEqual(messageStats(message));
  expect(selectSmsPerMessage(snapshot)).toBe(sms);
  expect(selectRecipients(snapshot)).toBe(recipients);
  expect(selectTotalSms(snapshot)).toBe(totalSms(recipients, sms));
  expect(selectEstimatedCost(snapshot)).toBe(estimatedCost(totalSms(recipients, sms), ratePerSms));
  expect(selectIsMessageTooLong(snapshot)).toBe(isMessageTooLong(message.length));
  expect(selectCanMakeGsmSafe(snapshot)).toBe(hasGsmSafeReplacements(message));
  // The composer never holds more than the input cap.
  expect(message.length).toBeLessThanOrEqual(MESSAGE_INPUT_CAP);
}

const draftOf = (context: ComposerContext) => {
  const { name, message, group, templateId, scheduleDate, scheduleTime } = context;
  return { name, message, group, templateId, scheduleDate, scheduleTime };
};

const canSend = (context: ComposerContext) =>
  !isBlank(context.message) && context.group !== null && !isMessageTooLong(context.message.length);

const canSchedule = (context: ComposerContext, now: number) =>
  canSend(context) &&
  scheduledAt(context.scheduleDate, context.scheduleTime) !== null &&
  !isInPast(context.scheduleDate, context.scheduleTime, now);

/** What one event must do to the draft, and the toast it must show, from the spec. */
function checkStep(
  before: ComposerContext,
  event: ComposerEvent,
  after: ComposerContext,
  toasts: Toast[],
) {
  const draft = draftOf(before);
  switch (event.type) {
    case 'composer.send':
      expect(toasts).toHaveLength(1);
      if (canSend(before)) {
        // SPEC section 4: Send Now clears every draft field except the schedule date and time.
        expect(toasts[0]?.title).toBe('Campaign Sent!');
        expect(draftOf(after)).toEqual({
          name: '',
          message: '',
          group: null,
          templateId: null,
          scheduleDate: before.scheduleDate,
          scheduleTime: before.scheduleTime,
        });
      } else {
        expect(toasts[0]?.status).toBe('error');
        expect(draftOf(after)).toEqual(draft);
      }
      return;
    case 'composer.schedule':
      expect(toasts).toHaveLength(1);
      if (canSchedule(before, event.now)) {
        // Schedule Send clears everything.
        expect(toasts[0]?.title).toBe('Campaign Scheduled!');
        expect(draftOf(after)).toEqual({
          name: '',
          message: '',
          group: null,
          templateId: null,
          scheduleDate: '',
          scheduleTime: '',
        });
      } else {
        expect(toasts[0]?.status).toBe('error');
        expect(draftOf(after)).toEqual(draft);
      }
      return;
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
    'keeps its counters equal to the domain functions, its state true to the draft, and clears the draft as the spec says, and never fails',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(fc.array(anyEvent, LONG), (events) => {
          const errors: unknown[] = [];
          const actor = createActor(composerMachine);
          actor.subscribe({ error: (error) => errors.push(error) });
          let toasts: Toast[] = [];
          actor.on('toast', (event) => toasts.push(event.toast));
          actor.start();
          checkCounters(actor.getSnapshot());
          for (const event of events) {
            const before = actor.getSnapshot().context;
            toasts = [];
            expect(() => actor.send(event)).not.toThrow();
            const snapshot = actor.getSnapshot();
            expect(snapshot.status).toBe('active');
            expect(snapshot.matches({ drafting: stateFor(snapshot.context) })).toBe(true);
            checkStep(before, event, snapshot.context, toasts);
            checkCounters(snapshot);
          }
          expect(errors).toEqual([]);
          actor.stop();
        }),
        { numRuns: RUNS },
      );
    },
  );
});
