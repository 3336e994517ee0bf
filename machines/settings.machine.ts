import {
  assertEvent,
  assign,
  emit,
  fromCallback,
  sendParent,
  setup,
  spawnChild,
  stopChild,
  type SnapshotFrom,
} from 'xstate';
import { todayIso } from '@/domain/dates';
import type { Network } from '@/domain/networks';
import {
  canSendWith,
  checkSenderIdName,
  describeReview,
  limitSenderId,
  requestedSenderId,
  reviewSenderId,
  senderIdByName,
  SENDER_REVIEW_MS,
  withStatuses,
  type SenderIdStatus,
} from '@/domain/sender-ids';
import {
  DEFAULT_SETTINGS,
  isClockTime,
  isSettingsTab,
  isTimezone,
  optOutLineError,
  withTextField,
  type AccountSettings,
  type QuietHours,
  type SettingsTab,
  type SettingsTextField,
  type SettingsToggle,
} from '@/domain/settings';
import { toastEvent, type ToastEmitted } from './toast';

export interface SettingsContext {
  /** What Save Changes last kept, for the rest of the visit. */
  saved: AccountSettings;
  /** What the open dialog shows; Cancel throws it away. */
  draft: AccountSettings;
  tab: SettingsTab;
  /** The sender ID typed in "Request a sender ID", not yet requested. */
  request: string;
  /** Sender IDs requested in this visit whose networks have not decided yet. */
  reviewing: string[];
}

export type SenderReview = Record<Network, SenderIdStatus>;

export type SettingsEvent =
  | { type: 'settings.field.change'; field: SettingsTextField; value: string }
  | { type: 'settings.toggle'; field: SettingsToggle; on: boolean }
  | { type: 'settings.timezone.change'; value: string }
  | { type: 'settings.tab.select'; tab: string }
  | { type: 'settings.senderId.change'; value: string }
  | { type: 'settings.senderId.request' }
  /** From the review child (the networks): their decision on a requested sender ID. */
  | { type: 'settings.senderId.reviewed'; name: string; statuses: SenderReview }
  | { type: 'settings.defaultSender.select'; name: string }
  | { type: 'settings.optOutLine.change'; value: string }
  | { type: 'settings.quietHours.change'; field: keyof QuietHours; value: string }
  | { type: 'settings.save' }
  | { type: 'settings.cancel' };

/** What the app hears whenever the kept settings change: Save Changes, a request, a decision. */
export interface SettingsChanged {
  type: 'settings.changed';
  settings: AccountSettings;
}

/** A refusal: the view moves focus to the field that says why. */
export interface SettingsFieldInvalid {
  type: 'settings.field.invalid';
  field: 'request' | 'optOutLine';
}

export type SettingsEmitted = ToastEmitted | SettingsFieldInvalid;

/** The review child of one request: one per name, so a decision stops the right one. */
export const reviewId = (name: string) => `review:${name}`;

export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    emitted: {} as SettingsEmitted,
  },
  actors: {
    /** The networks, simulated: they decide a request after a short wait, the same way each time. */
    reviewSenderId: fromCallback<SettingsEvent, { name: string }>(({ sendBack, input }) => {
      const timer = setTimeout(
        () =>
          sendBack({
            type: 'settings.senderId.reviewed',
            name: input.name,
            statuses: reviewSenderId(input.name),
          }),
        SENDER_REVIEW_MS,
      );
      return () => clearTimeout(timer);
    }),
  },
  guards: {
    isTimezone: ({ event }) => {
      assertEvent(event, 'settings.timezone.change');
      return isTimezone(event.value);
    },
    isSettingsTab: ({ event }) => {
      assertEvent(event, 'settings.tab.select');
      return isSettingsTab(event.tab);
    },
    isSenderIdAllowed: ({ context }) =>
      checkSenderIdName(context.request, context.draft.senderIds) === null,
    /** Typing that makes the refused name acceptable hides the reason. */
    fixesSenderId: ({ context, event }) => {
      assertEvent(event, 'settings.senderId.change');
      return checkSenderIdName(limitSenderId(event.value), context.draft.senderIds) === null;
    },
    isUnderReview: ({ context, event }) => {
      assertEvent(event, 'settings.senderId.reviewed');
      return context.reviewing.includes(event.name);
    },
    canSendWithSender: ({ context, event }) => {
      assertEvent(event, 'settings.defaultSender.select');
      const sender = senderIdByName(context.draft.senderIds, event.name);
      return sender !== undefined && canSendWith(sender);
    },
    isClockTime: ({ event }) => {
      assertEvent(event, 'settings.quietHours.change');
      return isClockTime(event.value);
    },
    isDraftSavable: ({ context }) => optOutLineError(context.draft.optOutLine) === null,
    fixesOptOutLine: ({ event }) => {
      assertEvent(event, 'settings.optOutLine.change');
      return optOutLineError(event.value) === null;
    },
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'settings.field.change');
      return { draft: withTextField(context.draft, event.field, event.value) };
    }),
    setToggle: assign(({ context, event }) => {
      assertEvent(event, 'settings.toggle');
      return { draft: { ...context.draft, [event.field]: event.on } };
    }),
    // The guard has refused other values; the check narrows the string to a timezone.
    setTimezone: assign(({ context, event }) => {
      assertEvent(event, 'settings.timezone.change');
      return isTimezone(event.value) ? { draft: { ...context.draft, timezone: event.value } } : {};
    }),
    setTab: assign(({ event }) => {
      assertEvent(event, 'settings.tab.select');
      return isSettingsTab(event.tab) ? { tab: event.tab } : {};
    }),
    setRequest: assign(({ event }) => {
      assertEvent(event, 'settings.senderId.change');
      return { request: limitSenderId(event.value) };
    }),
    /**
     * A request goes to the networks at once: it joins what was saved as well as the draft, so
     * Cancel does not withdraw it.
     */
    addSenderId: assign(({ context }) => {
      const sender = requestedSenderId(context.request, todayIso());
      return {
        saved: { ...context.saved, senderIds: [...context.saved.senderIds, sender] },
        draft: { ...context.draft, senderIds: [...context.draft.senderIds, sender] },
        reviewing: [...context.reviewing, sender.name],
        request: '',
      };
    }),
    startReview: spawnChild('reviewSenderId', {
      id: ({ context }) => reviewId(context.reviewing.at(-1) ?? ''),
      input: ({ context }) => ({ name: context.reviewing.at(-1) ?? '' }),
    }),
    toastRequested: emit(({ context }) =>
      toastEvent({
        status: 'info',
        title: `${context.reviewing.at(-1) ?? ''} requested`,
        description:
          'MTN, Telecel and AirtelTigo are reviewing it: you will be told when they decide.',
      }),
    ),
    applyReview: assign(({ context, event }) => {
      assertEvent(event, 'settings.senderId.reviewed');
      const apply = (settings: AccountSettings) => ({
        ...settings,
        senderIds: withStatuses(settings.senderIds, event.name, event.statuses),
      });
      return {
        saved: apply(context.saved),
        draft: apply(context.draft),
        reviewing: context.reviewing.filter((name) => name !== event.name),
      };
    }),
    stopReview: stopChild(({ event }) => {
      assertEvent(event, 'settings.senderId.reviewed');
      return reviewId(event.name);
    }),
    toastReviewed: emit(({ event }) => {
      assertEvent(event, 'settings.senderId.reviewed');
      const outcome = describeReview(event.name, event.statuses);
      const status = { approved: 'success', mixed: 'warning', rejected: 'error' } as const;
      return toastEvent({
        status: status[outcome.kind],
        title: outcome.title,
        description: outcome.description,
      });
    }),
    selectDefaultSender: assign(({ context, event }) => {
      assertEvent(event, 'settings.defaultSender.select');
      return { draft: { ...context.draft, defaultSender: event.name } };
    }),
    setOptOutLine: assign(({ context, event }) => {
      assertEvent(event, 'settings.optOutLine.change');
      return { draft: { ...context.draft, optOutLine: event.value } };
    }),
    setQuietHours: assign(({ context, event }) => {
      assertEvent(event, 'settings.quietHours.change');
      const quietHours = { ...context.draft.quietHours, [event.field]: event.value };
      return { draft: { ...context.draft, quietHours } };
    }),
    /** Save Changes refused: the SMS tab shows the opt-out line and why. */
    showSmsTab: assign({ tab: 'sms' as SettingsTab }),
    focusOptOutLine: emit({ type: 'settings.field.invalid', field: 'optOutLine' } as const),
    focusRequest: emit({ type: 'settings.field.invalid', field: 'request' } as const),
    keepDraft: assign({
      saved: ({ context }) => context.draft,
      tab: 'profile' as SettingsTab,
      request: '',
    }),
    discardDraft: assign({
      draft: ({ context }) => context.saved,
      tab: 'profile' as SettingsTab,
      request: '',
    }),
    toastSaved: emit(
      toastEvent({
        status: 'success',
        title: 'Settings saved',
        description: 'Your changes are kept for the rest of this visit.',
      }),
    ),
    /** The app (the composer) reads the kept settings: sender IDs, opt-out line, hours, zone. */
    tellApp: sendParent(({ context }): SettingsChanged => ({
      type: 'settings.changed',
      settings: context.saved,
    })),
    /** The dialog's work is over (saved or cancelled): the app closes it. */
    finish: sendParent({ type: 'dashboard.dialog.close' }),
  },
}).createMachine({
  id: 'settings',
  context: {
    saved: DEFAULT_SETTINGS,
    draft: DEFAULT_SETTINGS,
    tab: 'profile',
    request: '',
    reviewing: [],
  },
  description:
    'The Account Settings dialog: profile, notifications, SMS preferences and billing, kept for the rest of the visit.',
  initial: 'editing',
  on: {
    'settings.senderId.reviewed': {
      guard: 'isUnderReview',
      actions: ['applyReview', 'stopReview', 'toastReviewed', 'tellApp'],
      description:
        'The networks decide a request, whether the dialog is open or not: the decision is kept and told.',
    },
  },
  states: {
    editing: {
      description: 'The settings form with its tabs; changes stay a draft until Save Changes.',
      type: 'parallel',
      on: {
        'settings.field.change': { actions: 'setField' },
        'settings.toggle': { actions: 'setToggle' },
        'settings.timezone.change': {
          guard: 'isTimezone',
          actions: 'setTimezone',
          description: 'Only UTC, EST, PST or GMT.',
        },
        'settings.tab.select': {
          guard: 'isSettingsTab',
          actions: 'setTab',
          description: 'Profile, Notifications, SMS or Billing.',
        },
        'settings.senderId.change': { actions: 'setRequest' },
        'settings.defaultSender.select': {
          guard: 'canSendWithSender',
          actions: 'selectDefaultSender',
          description: 'Only a sender ID that at least one network approved.',
        },
        'settings.optOutLine.change': { actions: 'setOptOutLine' },
        'settings.quietHours.change': {
          guard: 'isClockTime',
          actions: 'setQuietHours',
          description: 'Only an "HH:MM" time.',
        },
        'settings.save': [
          {
            guard: 'isDraftSavable',
            target: 'editing',
            reenter: true,
            actions: ['keepDraft', 'toastSaved', 'tellApp', 'finish'],
            description:
              'Save Changes keeps the draft for the rest of the visit, says so, tells the app and closes the dialog.',
          },
          {
            target: '.form.showingErrors',
            actions: ['showSmsTab', 'focusOptOutLine'],
            description: 'A blank opt-out line is refused: the SMS tab says why, at the line.',
          },
        ],
        'settings.cancel': {
          target: 'editing',
          reenter: true,
          actions: ['discardDraft', 'finish'],
          description: 'Cancel throws the draft away and closes the dialog; requests stay.',
        },
      },
      states: {
        request: {
          description: 'The "Request a sender ID" field.',
          initial: 'typing',
          states: {
            typing: {
              description: 'Waits for a name and the Request button.',
              on: {
                'settings.senderId.request': [
                  {
                    guard: 'isSenderIdAllowed',
                    actions: ['addSenderId', 'startReview', 'toastRequested', 'tellApp'],
                    description:
                      'The name goes to the networks, Pending on each, and joins the list at once.',
                  },
                  {
                    target: 'refused',
                    actions: 'focusRequest',
                    description: 'A name the rules refuse: the field says why and takes focus.',
                  },
                ],
              },
            },
            refused: {
              description: 'Shows why the name was refused until it is fixed.',
              tags: 'invalid',
              on: {
                'settings.senderId.change': {
                  guard: 'fixesSenderId',
                  target: 'typing',
                  actions: 'setRequest',
                },
              },
            },
          },
        },
        form: {
          description: 'Whether Save Changes has been refused.',
          initial: 'fresh',
          states: {
            fresh: { description: 'No refusal shown.' },
            showingErrors: {
              description: 'Shows why Save Changes was refused until the opt-out line is written.',
              tags: 'invalid',
              on: {
                'settings.optOutLine.change': {
                  guard: 'fixesOptOutLine',
                  target: 'fresh',
                  actions: 'setOptOutLine',
                },
              },
            },
          },
        },
      },
    },
  },
});

export type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;
