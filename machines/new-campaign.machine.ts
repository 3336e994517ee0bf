import { assertEvent, assign, emit, sendParent, setup, type SnapshotFrom } from 'xstate';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import type { CampaignOrder } from '@/domain/campaigns';
import type { Contact } from '@/domain/contacts';
import {
  EMPTY_NEW_CAMPAIGN,
  campaignGroupLabel,
  firstErrorField,
  isCampaignGroupId,
  isNewCampaignValid,
  isScheduled,
  newCampaignErrors,
  sendProblem,
  type NewCampaignErrorField,
  type NewCampaignForm,
  type NewCampaignProblem,
  type NewCampaignTextField,
  type SendContext,
} from '@/domain/new-campaign';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import { DEFAULT_SETTINGS, type AccountSettings } from '@/domain/settings';
import type { FieldErrors } from '@/domain/validation';
import { toastEvent, type ToastEmitted } from './toast';

export interface NewCampaignContext {
  form: NewCampaignForm;
  /** The account's saved settings: its time zone and quiet hours, company and sender IDs. */
  account: AccountSettings;
  /** The contact database, as the contacts actor last announced it (through the app). */
  audience: readonly Contact[];
  /** SMS credits on the account, as the campaigns actor last announced them (through the app). */
  credits: number;
  /** When the last refused submit was made: the errors shown are checked at that moment. */
  checkedAt: number | null;
}

export type NewCampaignEvent =
  | { type: 'newCampaign.field.change'; field: NewCampaignTextField; value: string }
  | { type: 'newCampaign.group.change'; group: string }
  /** `now` (epoch ms) comes from the edge: the schedule is checked and the campaign ordered at it. */
  | { type: 'newCampaign.submit'; now: number }
  | { type: 'newCampaign.cancel' }
  /** From the app: the account's settings were saved, or a sender ID was reviewed. */
  | { type: 'newCampaign.account.change'; settings: AccountSettings }
  /** From the app: the contact database changed. */
  | { type: 'newCampaign.audience.change'; contacts: readonly Contact[] }
  /** From the app: the credit balance changed. */
  | { type: 'newCampaign.credits.change'; balance: number };

/** Where focus goes after a refused submit: the first field in error, else the group. */
export type NewCampaignFocus = NewCampaignErrorField | 'contactGroup';

/** A refused submit: the view moves focus to this field. */
export interface FieldInvalid {
  type: 'field.invalid';
  field: NewCampaignFocus;
}

export type NewCampaignEmitted = ToastEmitted | FieldInvalid;

/** To the app: a campaign to send now or at its time (the campaigns actor runs it). */
export interface NewCampaignOrder {
  type: 'newCampaign.order';
  order: CampaignOrder;
}

function orderOf(form: NewCampaignForm, now: number): NewCampaignOrder {
  return {
    type: 'newCampaign.order',
    order: {
      name: form.name.trim(),
      message: form.message,
      group: form.contactGroup,
      messageType: 'promotional',
      senderId: null,
      schedule: isScheduled(form) ? { date: form.scheduledDate, time: form.scheduledTime } : null,
      draftId: null,
      now,
    },
  };
}

const sendContext = (context: NewCampaignContext): SendContext => ({
  contacts: context.audience,
  settings: context.account,
  credits: context.credits,
});

function submittedToast(form: NewCampaignForm) {
  const name = form.name.trim();
  const audience = campaignGroupLabel(form.contactGroup);
  if (isScheduled(form)) {
    return toastEvent({
      status: 'success',
      title: 'Campaign Scheduled!',
      description: `“${name}” is scheduled for ${form.scheduledDate} at ${form.scheduledTime}, to ${audience}.`,
    });
  }
  return toastEvent({
    status: 'success',
    title: 'Campaign Sent!',
    description: `“${name}” has been sent to ${audience}.`,
  });
}

export const newCampaignMachine = setup({
  types: {
    context: {} as NewCampaignContext,
    events: {} as NewCampaignEvent,
    emitted: {} as NewCampaignEmitted,
    /** `invalid`: the form shows its errors. */
    tags: {} as 'invalid',
  },
  guards: {
    isFormInvalid: ({ context, event }) => {
      assertEvent(event, 'newCampaign.submit');
      return !isNewCampaignValid(context.form, context.account, event.now);
    },
    cannotSend: ({ context, event }) => {
      assertEvent(event, 'newCampaign.submit');
      return sendProblem(context.form, sendContext(context), event.now) !== null;
    },
    isCampaignGroup: ({ event }) => {
      assertEvent(event, 'newCampaign.group.change');
      return isCampaignGroupId(event.group);
    },
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'newCampaign.field.change');
      return { form: { ...context.form, [event.field]: event.value } };
    }),
    // The guard has refused other values; the check narrows the string to a group.
    setGroup: assign(({ context, event }) => {
      assertEvent(event, 'newCampaign.group.change');
      return isCampaignGroupId(event.group)
        ? { form: { ...context.form, contactGroup: event.group } }
        : {};
    }),
    setAccount: assign(({ event }) => {
      assertEvent(event, 'newCampaign.account.change');
      return { account: event.settings };
    }),
    setAudience: assign(({ event }) => {
      assertEvent(event, 'newCampaign.audience.change');
      return { audience: event.contacts };
    }),
    setCredits: assign(({ event }) => {
      assertEvent(event, 'newCampaign.credits.change');
      return { credits: event.balance };
    }),
    noteCheckTime: assign(({ event }) => {
      assertEvent(event, 'newCampaign.submit');
      return { checkedAt: event.now };
    }),
    resetForm: assign({ form: () => ({ ...EMPTY_NEW_CAMPAIGN }), checkedAt: null }),
    /** The campaign goes to the app, which hands it to the campaigns actor. */
    placeOrder: sendParent(({ context, event }) => {
      assertEvent(event, 'newCampaign.submit');
      return orderOf(context.form, event.now);
    }),
    toastSubmitted: emit(({ context }) => submittedToast(context.form)),
    focusFirstError: emit(({ context, event }): FieldInvalid => {
      assertEvent(event, 'newCampaign.submit');
      return {
        type: 'field.invalid',
        field: firstErrorField(context.form, context.account, event.now) ?? 'contactGroup',
      };
    }),
    /** The dialog's work is over (saved or cancelled): the app closes it. */
    finish: sendParent({ type: 'dashboard.dialog.close' }),
  },
}).createMachine({
  id: 'new-campaign',
  // Spawned by the app without input: the sample database, settings and balance are what the
  // contacts, settings and campaigns actors start with.
  context: {
    form: { ...EMPTY_NEW_CAMPAIGN },
    account: DEFAULT_SETTINGS,
    audience: SAMPLE_CONTACTS,
    credits: SAMPLE_ACCOUNT.creditBalance,
    checkedAt: null,
  },
  description:
    "The New Campaign dialog: name, message, contact group and an optional schedule in the account's time zone.",
  initial: 'editing',
  states: {
    editing: {
      description: 'The visitor fills in the form.',
      initial: 'fresh',
      on: {
        'newCampaign.field.change': { actions: 'setField' },
        'newCampaign.group.change': { guard: 'isCampaignGroup', actions: 'setGroup' },
        'newCampaign.submit': [
          {
            guard: 'isFormInvalid',
            target: '.showingErrors',
            actions: ['noteCheckTime', 'focusFirstError'],
            description:
              'Something missing or too long, a date without a time, a time past or inside quiet hours: the errors show and the first field in error gets focus.',
          },
          {
            guard: 'cannotSend',
            target: '.showingErrors',
            actions: ['noteCheckTime', 'focusFirstError'],
            description:
              'Nobody in the group can get it, or Send Now needs more SMS than the credit balance: the form says why and the group gets focus.',
          },
          {
            target: '.fresh',
            reenter: true,
            actions: ['placeOrder', 'toastSubmitted', 'resetForm', 'finish'],
            description:
              'Campaign Sent! (it starts sending) or Campaign Scheduled! (it waits for its time): Campaigns shows it, and the dialog closes empty.',
          },
        ],
        'newCampaign.cancel': {
          target: '.fresh',
          reenter: true,
          actions: ['resetForm', 'finish'],
          description: 'Cancel closes the dialog and forgets what was typed.',
        },
        'newCampaign.account.change': {
          actions: 'setAccount',
          description:
            'Settings were saved: the schedule is read in the new time zone and quiet hours.',
        },
        'newCampaign.audience.change': {
          actions: 'setAudience',
          description: 'The contacts changed: Send Now counts the recipients afresh.',
        },
        'newCampaign.credits.change': {
          actions: 'setCredits',
          description: 'Credits were held or came back: Send Now checks the new balance.',
        },
      },
      states: {
        fresh: {
          description: 'No submit tried yet: errors stay hidden while the visitor types.',
        },
        showingErrors: {
          tags: 'invalid',
          description:
            'A submit was refused: errors show and follow the typing until the form is valid.',
        },
      },
    },
  },
});

export type NewCampaignSnapshot = SnapshotFrom<typeof newCampaignMachine>;

// Named selectors.
export const selectNewCampaignAccount = (snapshot: NewCampaignSnapshot) => snapshot.context.account;

const NO_ERRORS: FieldErrors<NewCampaignErrorField> = {};

/** The errors the form shows: none until a submit is refused, then as at that submit. */
export function selectNewCampaignErrors(
  snapshot: NewCampaignSnapshot,
): FieldErrors<NewCampaignErrorField> {
  const { form, account, checkedAt } = snapshot.context;
  return checkedAt === null ? NO_ERRORS : newCampaignErrors(form, account, checkedAt);
}

/** Why the complete form cannot go (no recipients, not enough credit), once a submit says so. */
export function selectNewCampaignProblem(snapshot: NewCampaignSnapshot): NewCampaignProblem | null {
  const { form, checkedAt } = snapshot.context;
  if (checkedAt === null || !isNewCampaignValid(form, snapshot.context.account, checkedAt)) {
    return null;
  }
  return sendProblem(form, sendContext(snapshot.context), checkedAt);
}
