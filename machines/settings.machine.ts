import { assertEvent, assign, emit, sendParent, setup, type SnapshotFrom } from 'xstate';
import {
  DEFAULT_SETTINGS,
  isSettingsTab,
  isTimezone,
  withTextField,
  type AccountSettings,
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
}

export type SettingsEvent =
  | { type: 'settings.field.change'; field: SettingsTextField; value: string }
  | { type: 'settings.toggle'; field: SettingsToggle; on: boolean }
  | { type: 'settings.timezone.change'; value: string }
  | { type: 'settings.tab.select'; tab: string }
  | { type: 'settings.save' }
  | { type: 'settings.cancel' };

export type SettingsEmitted = ToastEmitted;

export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    emitted: {} as SettingsEmitted,
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
    keepDraft: assign({ saved: ({ context }) => context.draft, tab: 'profile' as SettingsTab }),
    discardDraft: assign({ draft: ({ context }) => context.saved, tab: 'profile' as SettingsTab }),
    toastSaved: emit(
      toastEvent({
        status: 'success',
        title: 'Settings saved',
        description: 'Your changes are kept for the rest of this visit.',
      }),
    ),
    /** The dialog's work is over (saved or cancelled): the app closes it. */
    finish: sendParent({ type: 'dashboard.dialog.close' }),
  },
}).createMachine({
  id: 'settings',
  context: { saved: DEFAULT_SETTINGS, draft: DEFAULT_SETTINGS, tab: 'profile' },
  description:
    'The Account Settings dialog: profile, notifications, SMS preferences and billing, kept for the rest of the visit.',
  initial: 'editing',
  states: {
    editing: {
      description: 'The settings form with its tabs; changes stay a draft until Save Changes.',
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
        'settings.save': {
          actions: ['keepDraft', 'toastSaved', 'finish'],
          description:
            'Save Changes keeps the draft for the rest of the visit, says so, and closes the dialog.',
        },
        'settings.cancel': {
          actions: ['discardDraft', 'finish'],
          description: 'Cancel throws the draft away and closes the dialog.',
        },
      },
    },
  },
});

export type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;
