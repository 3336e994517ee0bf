import {
  assertEvent,
  assign,
  emit,
  raise,
  sendParent,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import { campaignReach, type CampaignReach } from '@/domain/audience';
import type { CampaignOrder } from '@/domain/campaigns';
import { insufficientCredit } from '@/domain/credits';
import { hasOptOutInstructions, withOptOutLine, type MessageType } from '@/domain/content-check';
import type { ContactGroupId } from '@/domain/groups';
import type { Contact } from '@/domain/contacts';
import { formatNumber } from '@/domain/numbers';
import {
  audienceCost,
  sharedMergeValues,
  type AudienceCost,
  type SharedMergeValues,
} from '@/domain/personalise';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import {
  formatZoned,
  isInPast,
  isQuietAt,
  isQuietTime,
  isWithinBusinessHours,
  nextQuietEnd,
  pastScheduleMessage,
  quietHoursMessage,
  scheduledAt,
  wallClock,
} from '@/domain/schedule';
import { canSendWith, senderIdByName, type SenderId } from '@/domain/sender-ids';
import { DEFAULT_SETTINGS, type AccountSettings } from '@/domain/settings';
import {
  capMessage,
  hasGsmSafeReplacements,
  isMessageTooLong,
  MAX_MESSAGE_LENGTH,
  MAX_SMS_PER_MESSAGE,
  messageStats,
  smsCount,
  toGsmSafe,
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

/** The campaign being written: SPEC section 3 "Composer draft", with its type and sender. */
export interface ComposerDraft {
  name: string;
  message: string;
  group: ContactGroupId | null;
  templateId: TemplateId | null;
  scheduleDate: string;
  scheduleTime: string;
  /** Promotional messages need opt-out instructions and keep out of quiet hours. */
  messageType: MessageType;
  /** The sender ID picked for this campaign; null for the account's default. */
  senderId: string | null;
}

export interface ComposerContext extends ComposerDraft {
  /** Length of the last text that arrived too long and was cut, until the next edit. */
  messageCutFrom: number | null;
  /** GHS per SMS on the account's plan. */
  ratePerSms: number;
  /** The contact database, as the contacts actor last announced it (through the app). */
  audience: readonly Contact[];
  /** The account's saved settings: time zone, quiet hours, opt-out line, sender IDs. */
  account: AccountSettings;
  /** The recipient the preview shows the message as; null for the first recipient. */
  previewId: number | null;
  /** SMS credits on the account, as the campaigns actor last announced them (through the app). */
  credits: number;
  /** The draft campaign being written (Send Now on a draft), which a send replaces. */
  draftId: number | null;
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
  /** `now` (epoch ms) comes from the edge: the campaign's date, and the [date] and [time] tags. */
  | { type: 'composer.send'; now: number }
  /** `now` (epoch ms) comes from the edge, so a test can say what time it is. */
  | { type: 'composer.schedule'; now: number }
  /** A draft from the campaigns tab replaces the name, message and group. */
  | {
      type: 'composer.load';
      name: string;
      message: string;
      group: ContactGroupId;
      draftId?: number;
    }
  | { type: 'composer.type.change'; messageType: MessageType }
  /** Adds the account's opt-out line to the message, as typed text the counters count. */
  | { type: 'composer.optOutLine.add' }
  | { type: 'composer.sender.change'; senderId: string }
  /** "Preview as": the message as this recipient gets it. */
  | { type: 'composer.preview.select'; contactId: number }
  | { type: 'composer.preview.step'; by: 1 | -1 }
  /** "Schedule for 08:00": the end of the quiet hours now in force, then Schedule Send. */
  | { type: 'composer.schedule.quietEnd'; now: number }
  /** From the app: the contact database changed (added, imported, deleted, opted out). */
  | { type: 'composer.audience.change'; contacts: readonly Contact[] }
  /** From the app: the account's settings were saved, or a sender ID was reviewed. */
  | { type: 'composer.account.change'; settings: AccountSettings }
  /** From the app: the credit balance changed. */
  | { type: 'composer.credits.change'; balance: number };

export type ComposerEmitted = ToastEmitted;

/** To the app: a campaign to send now or at its time (the campaigns actor runs it). */
export interface ComposerOrder {
  type: 'composer.order';
  order: CampaignOrder;
}

function orderOf(context: ComposerContext, now: number, scheduled: boolean): ComposerOrder {
  return {
    type: 'composer.order',
    order: {
      name: context.name,
      message: context.message,
      group: context.group ?? 'all',
      messageType: context.messageType,
      senderId: context.senderId,
      schedule: scheduled ? { date: context.scheduleDate, time: context.scheduleTime } : null,
      draftId: context.draftId,
      now,
    },
  };
}

/**
 * SMS credits Send Now at `now` would hold: every recipient's personalised parts, with [date]
 * and [time] as they read at `now` (not the schedule fields Send Now keeps), as the campaigns
 * actor charges them.
 */
const creditsNeeded = (context: ComposerContext, now: number) =>
  audienceCost(
    context.message,
    reachOf(context).recipients,
    sharedMergeValues(context.account.company, wallClock(now, context.account.timezone)),
    0,
  ).sms;

const EMPTY_DRAFT: ComposerDraft = {
  name: '',
  message: '',
  group: null,
  templateId: null,
  scheduleDate: '',
  scheduleTime: '',
  messageType: 'promotional',
  senderId: null,
};

const hasMessageAndGroup = (context: ComposerContext) =>
  !isBlank(context.message) && context.group !== null;

const hasScheduleFields = (context: ComposerContext) =>
  hasMessageAndGroup(context) &&
  scheduledAt(context.scheduleDate, context.scheduleTime, context.account.timezone) !== null;

/** The sender ID this campaign goes out with: the one picked, else the account's default. */
export function senderOf(context: Pick<ComposerContext, 'senderId' | 'account'>) {
  const { senderIds, defaultSender } = context.account;
  return senderIdByName(senderIds, context.senderId ?? defaultSender);
}

/** Who the campaign reaches: the group's contacts, minus opted-out ones and unapproved networks. */
export const reachOf = (context: ComposerContext): CampaignReach =>
  campaignReach(context.audience, context.group, senderOf(context));

const isPromotional = (context: ComposerContext) => context.messageType === 'promotional';

/** Quiet hours hold promotional messages back (GHANA.md); transactional ones are exempt. */
const isScheduledInQuietHours = (context: ComposerContext) =>
  isPromotional(context) && isQuietTime(context.scheduleTime, context.account.quietHours);

/** "10:00 GMT": a time in the account's zone. */
const zoned = (context: ComposerContext) =>
  formatZoned(context.scheduleDate, context.scheduleTime, context.account.timezone);

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
      return isInPast(
        context.scheduleDate,
        context.scheduleTime,
        event.now,
        context.account.timezone,
      );
    },
    canSendNow: ({ context }) =>
      hasMessageAndGroup(context) && !isMessageTooLong(context.message.length),
    isCompleteButTooLong: ({ context }) =>
      hasMessageAndGroup(context) && isMessageTooLong(context.message.length),
    hasGsmSafeReplacements: ({ context }) => hasGsmSafeReplacements(context.message),
    isScheduleInQuietHours: ({ context }) => isScheduledInQuietHours(context),
    hasNoRecipients: ({ context }) => reachOf(context).recipients.length === 0,
    isMissingOptOutLine: ({ context }) =>
      isPromotional(context) && !hasOptOutInstructions(context.message, context.account.optOutLine),
    isSenderUsable: ({ context, event }) => {
      assertEvent(event, 'composer.sender.change');
      const sender = senderIdByName(context.account.senderIds, event.senderId);
      return sender !== undefined && canSendWith(sender);
    },
    isRecipient: ({ context, event }) => {
      assertEvent(event, 'composer.preview.select');
      return reachOf(context).recipients.some((contact) => contact.id === event.contactId);
    },
    hasRecipientsToStepThrough: ({ context }) => reachOf(context).recipients.length > 1,
    isShortOfCredit: ({ context, event }) => {
      assertEvent(event, 'composer.send');
      return creditsNeeded(context, event.now) > context.credits;
    },
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
        draftId: event.draftId ?? null,
      };
    }),
    setCredits: assign(({ event }) => {
      assertEvent(event, 'composer.credits.change');
      return { credits: event.balance };
    }),
    orderNow: sendParent(({ context, event }) => {
      assertEvent(event, 'composer.send');
      return orderOf(context, event.now, false);
    }),
    orderLater: sendParent(({ context, event }) => {
      assertEvent(event, 'composer.schedule');
      return orderOf(context, event.now, true);
    }),
    notifyShortOfCredit: emit(({ context, event }) => {
      assertEvent(event, 'composer.send');
      return toastEvent({
        status: 'error',
        title: 'Not enough credit',
        description: insufficientCredit(creditsNeeded(context, event.now), context.credits),
      });
    }),
    setMessageType: assign(({ event }) => {
      assertEvent(event, 'composer.type.change');
      return { messageType: event.messageType };
    }),
    addOptOutLine: assign(({ context }) => {
      const { message, cutFrom } = capMessage(
        withOptOutLine(context.message, context.account.optOutLine),
      );
      return { message, messageCutFrom: cutFrom };
    }),
    setSender: assign(({ event }) => {
      assertEvent(event, 'composer.sender.change');
      return { senderId: event.senderId };
    }),
    setPreview: assign(({ event }) => {
      assertEvent(event, 'composer.preview.select');
      return { previewId: event.contactId };
    }),
    stepPreview: assign(({ context, event }) => {
      assertEvent(event, 'composer.preview.step');
      const { recipients } = reachOf(context);
      const at = Math.max(
        0,
        recipients.findIndex((contact) => contact.id === context.previewId),
      );
      const next = (at + event.by + recipients.length) % recipients.length;
      return { previewId: recipients[next]?.id ?? null };
    }),
    setAudience: assign(({ event }) => {
      assertEvent(event, 'composer.audience.change');
      return { audience: event.contacts };
    }),
    /** A sender ID that can no longer send (removed, or rejected everywhere) falls back to the default. */
    setAccount: assign(({ context, event }) => {
      assertEvent(event, 'composer.account.change');
      const picked =
        context.senderId === null
          ? undefined
          : senderIdByName(event.settings.senderIds, context.senderId);
      return {
        account: event.settings,
        senderId: picked && canSendWith(picked) ? context.senderId : null,
      };
    }),
    setQuietEnd: assign(({ context, event }) => {
      assertEvent(event, 'composer.schedule.quietEnd');
      const end = nextQuietEnd(event.now, context.account.timezone, context.account.quietHours);
      return { scheduleDate: end.date, scheduleTime: end.time };
    }),
    scheduleNow: raise(({ event }) => {
      assertEvent(event, 'composer.schedule.quietEnd');
      return { type: 'composer.schedule' as const, now: event.now };
    }),
    /** Send Now keeps the schedule fields (SPEC section 4), and the type and sender. */
    clearDraftExceptSchedule: assign({
      name: '',
      message: '',
      group: null,
      templateId: null,
      messageCutFrom: null,
      previewId: null,
      draftId: null,
    }),
    clearDraft: assign({ ...EMPTY_DRAFT, messageCutFrom: null, previewId: null, draftId: null }),
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
        description: pastScheduleMessage(
          context.scheduleDate,
          context.scheduleTime,
          context.account.timezone,
          ', or use Send Now',
        ),
      }),
    ),
    notifyQuietHours: emit(({ context }) =>
      toastEvent({
        status: 'error',
        title: 'Inside quiet hours',
        description: quietHoursMessage(context.scheduleTime, context.account),
      }),
    ),
    notifyNoRecipients: emit(({ context }) => {
      const reach = reachOf(context);
      const sender = senderOf(context)?.name ?? 'the sender ID';
      const why =
        reach.blocked.length > 0
          ? `everyone left is on a network where ${sender} is not approved`
          : reach.optedOut > 0
            ? 'everyone in it has opted out'
            : 'it has no contacts';
      return toastEvent({
        status: 'error',
        title: 'No one to send to',
        description: `This group has no recipients: ${why}.`,
      });
    }),
    notifySent: emit(({ context }) =>
      toastEvent({
        status: 'success',
        title: 'Campaign Sent!',
        description: `Your SMS campaign has been sent to ${formatNumber(reachOf(context).recipients.length)} contacts.`,
      }),
    ),
    notifyScheduled: emit(({ context }) =>
      toastEvent({
        status: 'success',
        title: 'Campaign Scheduled!',
        description: `Your SMS campaign has been scheduled for ${zoned(context)}.`,
      }),
    ),
  },
}).createMachine({
  id: 'composer',
  // Spawned by the app without input: the demo account's plan sets the rate, and the sample
  // database and settings are what the contacts and settings actors start with.
  context: {
    ...EMPTY_DRAFT,
    messageCutFrom: null,
    ratePerSms: SAMPLE_ACCOUNT.plan.ratePerSms,
    audience: SAMPLE_CONTACTS,
    account: DEFAULT_SETTINGS,
    previewId: null,
    credits: SAMPLE_ACCOUNT.creditBalance,
    draftId: null,
  },
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
        'composer.type.change': {
          actions: 'setMessageType',
          description:
            'Promotional (the default) or Transactional: transactional messages skip the opt-out check and quiet hours.',
        },
        'composer.optOutLine.add': {
          guard: 'isMissingOptOutLine',
          actions: 'addOptOutLine',
          description:
            "A promotional message without opt-out instructions gets the account's opt-out line, as text the counters count.",
        },
        'composer.sender.change': {
          guard: 'isSenderUsable',
          actions: 'setSender',
          description: 'Only a sender ID approved on at least one network can be picked.',
        },
        'composer.preview.select': {
          guard: 'isRecipient',
          actions: 'setPreview',
          description: 'The preview shows the message as this recipient gets it.',
        },
        'composer.preview.step': {
          guard: 'hasRecipientsToStepThrough',
          actions: 'stepPreview',
          description: 'The preview moves to the next or previous recipient.',
        },
        'composer.schedule.quietEnd': {
          actions: ['setQuietEnd', 'scheduleNow'],
          description:
            'Schedule for 08:00: the date and time become the end of the quiet hours, then Schedule Send.',
        },
        'composer.audience.change': {
          actions: 'setAudience',
          description: 'The contacts changed: every count, the recipients and the cost follow.',
        },
        'composer.credits.change': {
          actions: 'setCredits',
          description: 'Credits were held or came back: Send Now checks the new balance.',
        },
        'composer.account.change': {
          actions: 'setAccount',
          description:
            'Settings were saved or a sender ID reviewed: time zone, quiet hours, opt-out line and sender IDs follow.',
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
            'composer.send': [
              {
                guard: 'hasNoRecipients',
                actions: 'notifyNoRecipients',
                description:
                  'Everyone in the group opted out, or is on a network where the sender ID is not approved: nothing goes.',
              },
              {
                guard: 'isShortOfCredit',
                actions: 'notifyShortOfCredit',
                description:
                  'The SMS it needs are more than the credit balance: nothing goes and the draft stays.',
              },
              {
                actions: ['orderNow', 'notifySent', 'clearDraftExceptSchedule'],
                description:
                  'Campaign Sent! It starts sending (Campaigns shows it); the draft is cleared except the schedule date and time.',
              },
            ],
            'composer.schedule': [
              {
                guard: 'isMissingScheduleFields',
                actions: 'notifyScheduleInvalid',
                description: 'Schedule Send without a date or a time: an error message.',
              },
              {
                guard: 'isScheduleInPast',
                actions: 'notifyScheduleInPast',
                description:
                  "A date and time that have already passed, in the account's time zone, are refused.",
              },
              {
                guard: 'isScheduleInQuietHours',
                actions: 'notifyQuietHours',
                description: 'A promotional message is not scheduled inside quiet hours.',
              },
              {
                guard: 'hasNoRecipients',
                actions: 'notifyNoRecipients',
                description: 'Nobody in the group can get it: nothing is scheduled.',
              },
              {
                actions: ['orderLater', 'notifyScheduled', 'clearDraft'],
                description:
                  'Campaign Scheduled! It waits in Campaigns for its time; the whole draft is cleared.',
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

export const selectMessageType = (snapshot: ComposerSnapshot) => snapshot.context.messageType;
export const selectAudience = (snapshot: ComposerSnapshot) => snapshot.context.audience;
export const selectAccount = (snapshot: ComposerSnapshot) => snapshot.context.account;
export const selectPreviewId = (snapshot: ComposerSnapshot) => snapshot.context.previewId;
/** The sender ID's name the campaign goes out with (the picked one, else the default). */
export const selectSenderName = (snapshot: ComposerSnapshot) =>
  senderOf(snapshot.context)?.name ?? null;
export const selectSender = (snapshot: ComposerSnapshot): SenderId | undefined =>
  senderOf(snapshot.context);

/**
 * Who the campaign reaches and who it leaves out, worked out afresh on each call (a pass over the
 * database): for tests and one-off reads. Views memoise `campaignReach` on the audience, group
 * and sender they read.
 */
export const selectReach = (snapshot: ComposerSnapshot): CampaignReach => reachOf(snapshot.context);
export const selectRecipients = (snapshot: ComposerSnapshot) =>
  reachOf(snapshot.context).recipients.length;
export const selectSmsPerMessage = (snapshot: ComposerSnapshot) =>
  smsCount(snapshot.context.message.length);

/**
 * What every recipient's tags share: the sender's company, and the send date and time as they
 * read them in the account's zone (the schedule when one is set, else `now`).
 */
export function mergeValuesAt(
  context: Pick<ComposerContext, 'account' | 'scheduleDate' | 'scheduleTime'>,
  now: number,
): SharedMergeValues {
  const { timezone, company } = context.account;
  const scheduled = scheduledAt(context.scheduleDate, context.scheduleTime, timezone) !== null;
  const when = scheduled
    ? { date: context.scheduleDate, time: context.scheduleTime }
    : wallClock(now, timezone);
  return sharedMergeValues(company, when);
}

/**
 * Segments and cost worked out per recipient (a name in Akan letters makes that message UCS-2),
 * afresh on each call: for tests and one-off reads. Views memoise `audienceCost`.
 */
export const selectAudienceCost = (snapshot: ComposerSnapshot, now: number): AudienceCost =>
  audienceCost(
    snapshot.context.message,
    reachOf(snapshot.context).recipients,
    mergeValuesAt(snapshot.context, now),
    snapshot.context.ratePerSms,
  );

/** The recipient the preview shows the message as: the one chosen, else the first. */
export function previewRecipient(
  recipients: readonly Contact[],
  previewId: number | null,
): Contact | null {
  return recipients.find((contact) => contact.id === previewId) ?? recipients[0] ?? null;
}

/** Whether "Add opt-out line" has something to do. */
export const selectNeedsOptOutLine = (snapshot: ComposerSnapshot) =>
  !isBlank(snapshot.context.message) && snapshot.can({ type: 'composer.optOutLine.add' });

/** A promotional message's chosen time is inside quiet hours: Schedule Send would refuse it. */
export const selectIsScheduledInQuietHours = (snapshot: ComposerSnapshot) =>
  isScheduledInQuietHours(snapshot.context);

/** Whether a promotional Send Now at `now` would go out inside quiet hours: worth a warning. */
export const selectIsQuietNow = (snapshot: ComposerSnapshot, now: number) =>
  isPromotional(snapshot.context) &&
  isQuietAt(now, snapshot.context.account.timezone, snapshot.context.account.quietHours);

export const selectIsMessageTooLong = (snapshot: ComposerSnapshot) =>
  isMessageTooLong(snapshot.context.message.length);

/** A chosen time outside 9 AM to 6 PM: worth a warning, not a refusal. */
export const selectIsOutsideBusinessHours = (snapshot: ComposerSnapshot) =>
  snapshot.context.scheduleTime !== '' && !isWithinBusinessHours(snapshot.context.scheduleTime);

export const selectCanMakeGsmSafe = (snapshot: ComposerSnapshot) =>
  snapshot.can({ type: 'composer.message.makeGsmSafe' });
