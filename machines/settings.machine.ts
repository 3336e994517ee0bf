import { assign, emit, setup, type SnapshotFrom } from 'xstate';
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

/** The dialog's work is over (saved or cancelled): the view closes it. */
export interface SettingsDone {
  type: 'dialog.done';
}

export type SettingsEmitted = ToastEmitted | SettingsDone;

export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    emitted: {} as SettingsEmitted,
  },
  guards: {
    isTimezone: ({ event }) => event.type === 'settings.timezone.change' && isTimezone(event.value),
    isSettingsTab: ({ event }) => event.type === 'settings.tab.select' && isSettingsTab(event.tab),
  },
  actions: {
    setField: assign({
      draft: ({ context, event }) =>
        event.type === 'settings.field.change'
          ? withTextField(context.draft, event.field, event.value)
          : context.draft,
    }),
    setToggle: assign({
      draft: ({ context, event }) =>
        event.type === 'settings.toggle'
          ? { ...context.draft, [event.field]: event.on }
          : context.draft,
    }),
    setTimezone: assign({
      draft: ({ context, event }) =>
        event.type === 'settings.timezone.change' && isTimezone(event.value)
          ? { ...context.draft, timezone: event.value }
          : context.draft,
    }),
    setTab: assign({
      tab: ({ context, event }) =>
        event.type === 'settings.tab.select' && isSettingsTab(event.tab) ? event.tab : context.tab,
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
    finish: emit({ type: 'dialog.done' } as SettingsDone),
  },
}).createMachine({
  id: 'settings',
  context: { saved: DEFAULT_SETTINGS, draft: DEFAULT_SETTINGS, tab: 'profile' },
  initial: 'editing',
  states: {
    /** The settings form: waits for edits, a tab change, Save Changes or Cancel. */
    editing: {
      on: {
        'settings.field.change': { actions: 'setField' },
        'settings.toggle': { actions: 'setToggle' },
        'settings.timezone.change': { guard: 'isTimezone', actions: 'setTimezone' },
        'settings.tab.select': { guard: 'isSettingsTab', actions: 'setTab' },
        'settings.save': { actions: ['keepDraft', 'toastSaved', 'finish'] },
        'settings.cancel': { actions: ['discardDraft', 'finish'] },
      },
    },
  },
});

export type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;
