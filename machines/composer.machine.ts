import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import { groupById, type ContactGroupId } from '@/domain/groups';
import { isInPast, isWithinBusinessHours, scheduledAt } from '@/domain/schedule';
import {
  capMessage,
  estimatedCost,
  hasGsmSafeReplacements,
  isMessageTooLong,
  MAX_MESSAGE_LENGTH,
  MAX_SMS_PER_MESSAGE,
  messageStats,
  smsCount,
  toGsmSafe,
  totalSms,
  type MessageStats,
} from '@/domain/sms';
import {
  appendTag,
  templateById,
  type PersonalizationTag,
  type TemplateId,
} from '@/domain/templates';
import { isBlank } from '@/domain/validation';
import { toastEvent, type ToastEmitted } from './toast';

/** The campaign being written: SPEC section 3 "Composer draft". */
export interface ComposerDraft {
  name: string;
  message: string;
  group: ContactGroupId | null;
  templateId: TemplateId | null;
  scheduleDate: string;
  scheduleTime: string;
}

export interface ComposerContext extends ComposerDraft {
  /** Length of the last text that arrived too long and was cut, until the next edit. */
  messageCutFrom: number | null;
  /** GHS per SMS on the account's plan. */
  ratePerSms: number;
}

export type ComposerEvent =
  | { type: 'composer.name.change'; value: string }
  | { type: 'composer.group.change'; group: ContactGroupId | null }
  | { type: 'composer.message.change'; value: string }
  | { type: 'composer.template.select'; templateId: TemplateId }
  | { type: 'composer.tag.append'; tag: PersonalizationTag }
  | { type: 'composer.message.makeGsmSafe' }
  | { type: 'composer.date.change'; value: string }
  | { type: 'composer.time.change'; value: string }
  | { type: 'composer.send' }
  /** `now` (epoch ms) comes from the edge, so a test can say what time it is. */
  | { type: 'composer.schedule'; now: number }
  /** A draft from the campaigns tab replaces the name, message and group. */
  | { type: 'composer.load'; name: string; message: string; group: ContactGroupId };

export type ComposerEmitted = ToastEmitted;

const EMPTY_DRAFT: ComposerDraft = {
  name: '',
  message: '',
  group: null,
  templateId: null,
  scheduleDate: '',
  scheduleTime: '',
};

const hasMessageAndGroup = (context: ComposerContext) =>
  !isBlank(context.message) && context.group !== null;

const hasScheduleFields = (context: ComposerContext) =>
  hasMessageAndGroup(context) && scheduledAt(context.scheduleDate, context.scheduleTime) !== null;

const groupCount = (context: ComposerContext) =>
  context.group === null ? 0 : groupById(context.group).count;

const formatNumber = (value: number) => value.toLocaleString('en-GH');

export const SEND_INVALID = 'Please select a contact group and enter a message.';
export const SCHEDULE_INVALID = 'Please fill in all required fields to schedule the campaign.';

export const composerMachine = setup({
  types: {
    context: {} as ComposerContext,
    events: {} as ComposerEvent,
    emitted: {} as ComposerEmitted,
  },
  guards: {
    isMissingMessageOrGroup: ({ context }) => !hasMessageAndGroup(context),
    isMissingScheduleFields: ({ context }) => !hasScheduleFields(context),
    isMessageTooLong: ({ context }) => isMessageTooLong(context.message.length),
    isScheduleInPast: ({ context, event }) => {
      assertEvent(event, 'composer.schedule');
      return isInPast(context.scheduleDate, context.scheduleTime, event.now);
    },
    canSendNow: ({ context }) =>
      hasMessageAndGroup(context) && !isMessageTooLong(context.message.length),
    isCompleteButTooLong: ({ context }) =>
      hasMessageAndGroup(context) && isMessageTooLong(context.message.length),
    hasGsmSafeReplacements: ({ context }) => hasGsmSafeReplacements(context.message),
  },
  actions: {
    setName: assign(({ event }) => {
      assertEvent(event, 'composer.name.change');
      return { name: event.value };
    }),
    setGroup: assign(({ event }) => {
      assertEvent(event, 'composer.group.change');
      return { group: event.group };
    }),
    setMessage: assign(({ event }) => {
      assertEvent(event, 'composer.message.change');
      const { message, cutFrom } = capMessage(event.value);
      return { message, messageCutFrom: cutFrom };
    }),
    useTemplate: assign(({ event }) => {
      assertEvent(event, 'composer.template.select');
      return {
        templateId: event.templateId,
        message: templateById(event.templateId).content,
        messageCutFrom: null,
      };
    }),
    appendTag: assign(({ context, event }) => {
      assertEvent(event, 'composer.tag.append');
      const { message, cutFrom } = capMessage(appendTag(context.message, event.tag));
      return { message, messageCutFrom: cutFrom };
    }),
    makeGsmSafe: assign(({ context }) => {
      const { message, cutFrom } = capMessage(toGsmSafe(context.message));
      return { message, messageCutFrom: cutFrom };
    }),
    setScheduleDate: assign(({ event }) => {
      assertEvent(event, 'composer.date.change');
      return { scheduleDate: event.value };
    }),
    setScheduleTime: assign(({ event }) => {
      assertEvent(event, 'composer.time.change');
      return { scheduleTime: event.value };
    }),
    loadDraft: assign(({ event }) => {
      assertEvent(event, 'composer.load');
      const { message, cutFrom } = capMessage(event.message);
      return {
        name: event.name,
        message,
        group: event.group,
        templateId: null,
        messageCutFrom: cutFrom,
      };
    }),
    /** Send Now keeps the schedule fields (SPEC section 4). */
    clearDraftExceptSchedule: assign({
      name: '',
      message: '',
      group: null,
      templateId: null,
      messageCutFrom: null,
    }),
    clearDraft: assign({ ...EMPTY_DRAFT, messageCutFrom: null }),
    notifySendInvalid: emit(
      toastEvent({ status: 'error', title: 'Error', description: SEND_INVALID }),
    ),
    notifyScheduleInvalid: emit(
      toastEvent({ status: 'error', title: 'Error', description: SCHEDULE_INVALID }),
    ),
    notifyMessageTooLong: emit(({ context }) => {
      const length = context.message.length;
      const over = length - MAX_MESSAGE_LENGTH;
      return toastEvent({
        status: 'error',
        title: 'Message too long',
        description: `This message is ${formatNumber(length)} characters (${smsCount(length)} SMS). The limit is ${formatNumber(MAX_MESSAGE_LENGTH)} characters (${MAX_SMS_PER_MESSAGE} SMS): remove ${formatNumber(over)} ${over === 1 ? 'character' : 'characters'} to send it.`,
      });
    }),
    notifyScheduleInPast: emit(({ context }) =>
      toastEvent({
        status: 'error',
        title: 'Schedule is in the past',
        description: `${context.scheduleDate} at ${context.scheduleTime} has already passed. Choose a later date and time, or use Send Now.`,
      }),
    ),
    notifySent: emit(({ context }) =>
      toastEvent({
        status: 'success',
        title: 'Campaign Sent!',
        description: `Your SMS campaign has been sent to ${groupCount(context)} contacts.`,
      }),
    ),
    notifyScheduled: emit(({ context }) =>
      toastEvent({
        status: 'success',
        title: 'Campaign Scheduled!',
        description: `Your SMS campaign has been scheduled for ${context.scheduleDate} at ${context.scheduleTime}.`,
      }),
    ),
  },
}).createMachine({
  id: 'composer',
  // Spawned by the app without input: the demo account's plan sets the rate.
  context: { ...EMPTY_DRAFT, messageCutFrom: null, ratePerSms: SAMPLE_ACCOUNT.plan.ratePerSms },
  description:
    'The Compose tab: the campaign being written, kept while the visitor switches tabs, and its Send Now and Schedule Send.',
  initial: 'drafting',
  states: {
    drafting: {
      description:
        'The visitor writes the campaign: name, contact group, message, template, tags and schedule.',
      initial: 'incomplete',
      on: {
        'composer.name.change': { actions: 'setName' },
        'composer.group.change': { actions: 'setGroup' },
        'composer.message.change': {
          actions: 'setMessage',
          description:
            'The message is replaced by what was typed; a paste over 10,000 characters is cut there and a note says so.',
        },
        'composer.template.select': {
          actions: 'useTemplate',
          description:
            "The template's text replaces the message and the template shows as selected.",
        },
        'composer.tag.append': {
          actions: 'appendTag',
          description: 'A personalization tag such as [name] is added at the end of the message.',
        },
        'composer.message.makeGsmSafe': {
          guard: 'hasGsmSafeReplacements',
          actions: 'makeGsmSafe',
          description:
            'Curly quotes, long dashes and similar characters become plain ones, so the message costs fewer SMS.',
        },
        'composer.date.change': { actions: 'setScheduleDate' },
        'composer.time.change': { actions: 'setScheduleTime' },
        'composer.load': {
          actions: 'loadDraft',
          description:
            "Send Now on a draft campaign puts that campaign's name, message and group in the composer.",
        },
      },
      states: {
        incomplete: {
          description: 'No message or no contact group yet: nothing can go out.',
          always: [
            { guard: 'isCompleteButTooLong', target: 'tooLong' },
            { guard: 'canSendNow', target: 'ready' },
          ],
          on: {
            'composer.send': {
              actions: 'notifySendInvalid',
              description: 'Send Now without a message or a group: an error message.',
            },
            'composer.schedule': {
              actions: 'notifyScheduleInvalid',
              description: 'Schedule Send without a message or a group: an error message.',
            },
          },
        },
        tooLong: {
          description:
            'A message and a group, but the message is over the 10-SMS limit: it must be shortened first.',
          always: [
            { guard: 'isMissingMessageOrGroup', target: 'incomplete' },
            { guard: 'canSendNow', target: 'ready' },
          ],
          on: {
            'composer.send': {
              actions: 'notifyMessageTooLong',
              description: 'Refused with how many characters to remove.',
            },
            'composer.schedule': [
              {
                guard: 'isMissingScheduleFields',
                actions: 'notifyScheduleInvalid',
                description: 'Schedule Send without a date or a time: an error message.',
              },
              {
                actions: 'notifyMessageTooLong',
                description: 'Refused with how many characters to remove.',
              },
            ],
          },
        },
        ready: {
          description: 'A message within the limit and a contact group: Send Now sends it.',
          always: [
            { guard: 'isMissingMessageOrGroup', target: 'incomplete' },
            { guard: 'isMessageTooLong', target: 'tooLong' },
          ],
          on: {
            'composer.send': {
              actions: ['notifySent', 'clearDraftExceptSchedule'],
              description:
                'Campaign Sent! The draft is cleared except the schedule date and time, so it is incomplete again.',
            },
            'composer.schedule': [
              {
                guard: 'isMissingScheduleFields',
                actions: 'notifyScheduleInvalid',
                description: 'Schedule Send without a date or a time: an error message.',
              },
              {
                guard: 'isScheduleInPast',
                actions: 'notifyScheduleInPast',
                description: 'A date and time that have already passed are refused.',
              },
              {
                actions: ['notifyScheduled', 'clearDraft'],
                description:
                  'Campaign Scheduled! The whole draft is cleared, so it is incomplete again.',
              },
            ],
          },
        },
      },
    },
  },
});

export type ComposerActorRef = ActorRefFrom<typeof composerMachine>;
export type ComposerSnapshot = SnapshotFrom<typeof composerMachine>;

// Named selectors.
/** A new object on every call: a view reads `selectMessage` and memoises the stats on it. */
export const selectMessageStats = (snapshot: ComposerSnapshot): MessageStats =>
  messageStats(snapshot.context.message);

export const selectName = (snapshot: ComposerSnapshot) => snapshot.context.name;
export const selectMessage = (snapshot: ComposerSnapshot) => snapshot.context.message;
export const selectGroup = (snapshot: ComposerSnapshot) => snapshot.context.group;
export const selectTemplateId = (snapshot: ComposerSnapshot) => snapshot.context.templateId;
export const selectScheduleDate = (snapshot: ComposerSnapshot) => snapshot.context.scheduleDate;
export const selectScheduleTime = (snapshot: ComposerSnapshot) => snapshot.context.scheduleTime;
export const selectMessageCutFrom = (snapshot: ComposerSnapshot) => snapshot.context.messageCutFrom;
export const selectRatePerSms = (snapshot: ComposerSnapshot) => snapshot.context.ratePerSms;

export const selectRecipients = (snapshot: ComposerSnapshot) => groupCount(snapshot.context);
export const selectSmsPerMessage = (snapshot: ComposerSnapshot) =>
  smsCount(snapshot.context.message.length);
export const selectTotalSms = (snapshot: ComposerSnapshot) =>
  totalSms(selectRecipients(snapshot), selectSmsPerMessage(snapshot));
export const selectEstimatedCost = (snapshot: ComposerSnapshot) =>
  estimatedCost(selectTotalSms(snapshot), snapshot.context.ratePerSms);

export const selectIsMessageTooLong = (snapshot: ComposerSnapshot) =>
  isMessageTooLong(snapshot.context.message.length);

/** A chosen time outside 9 AM to 6 PM: worth a warning, not a refusal. */
export const selectIsOutsideBusinessHours = (snapshot: ComposerSnapshot) =>
  snapshot.context.scheduleTime !== '' && !isWithinBusinessHours(snapshot.context.scheduleTime);

export const selectCanMakeGsmSafe = (snapshot: ComposerSnapshot) =>
  snapshot.can({ type: 'composer.message.makeGsmSafe' });
