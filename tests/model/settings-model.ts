/**
 * The settings machine's test model (the Account Settings dialog), used by the jsdom suite
 * (`settings.model.test.tsx`): sample events, what a person can do on the tab shown, the
 * summary the traversal walks over, the paths, what a person does and what a person sees.
 *
 * The machine has one state (`editing`) and keeps everything in context, so the traversal
 * counts a summary of it: whether the dialog's draft differs from what was saved, and whether
 * what was saved differs from the defaults (4). Each tab, each sample edit, and each outcome of
 * Save Changes and Cancel (with or without changes, by button, close button or Escape) are
 * targets the paths must reach.
 */
import { createTestModel, type TestPath } from 'xstate/graph';
import {
  settingsMachine,
  type SettingsEvent,
  type SettingsSnapshot,
} from '@machines/settings.machine';
import {
  DEFAULT_SETTINGS,
  SENDER_ID_MAX_LENGTH,
  senderIdLength,
  type AccountSettings,
  type SettingsTab,
  type SettingsTextField,
  type SettingsToggle,
} from '@/domain/settings';
import {
  coverageOf,
  shortestPathsExtended,
  type Coverage,
  type PathPlan,
  targetCounts,
  type TargetCounts,
  summaryTargets,
} from './coverage';

export type SettingsPath = TestPath<SettingsSnapshot, SettingsEvent>;

/* ---------- sample payloads ---------- */

const field = (name: SettingsTextField, value: string): SettingsEvent => ({
  type: 'settings.field.change',
  field: name,
  value,
});
const toggle = (name: SettingsToggle, on: boolean): SettingsEvent => ({
  type: 'settings.toggle',
  field: name,
  on,
});
const tab = (name: SettingsTab): SettingsEvent => ({ type: 'settings.tab.select', tab: name });

/** Every event a person can cause in the dialog, in the order the traversal tries them. */
export const SETTINGS_EVENTS: SettingsEvent[] = [
  field('firstName', 'Kwabena'),
  field('firstName', DEFAULT_SETTINGS.firstName),
  tab('notifications'),
  tab('sms'),
  tab('billing'),
  tab('profile'),
  toggle('smsNotifications', true),
  field('defaultSender', 'NkraHealth'),
  toggle('deliveryReports', false),
  { type: 'settings.timezone.change', value: 'GMT' },
  { type: 'settings.save' },
  { type: 'settings.cancel' },
];

/** Which tab shows each control: a person changes only what the tab shown holds. */
const TAB_OF: Record<SettingsTextField | SettingsToggle | 'timezone', SettingsTab> = {
  firstName: 'profile',
  lastName: 'profile',
  email: 'profile',
  company: 'profile',
  phone: 'profile',
  emailNotifications: 'notifications',
  smsNotifications: 'notifications',
  campaignReports: 'notifications',
  defaultSender: 'sms',
  deliveryReports: 'sms',
  timezone: 'sms',
};

/**
 * What a person can do: change a control of the tab shown to a value it does not hold (typing
 * what a field holds, or choosing the option chosen, is no event), choose another tab, save or
 * cancel.
 */
export function personCan(snapshot: SettingsSnapshot, event: SettingsEvent): boolean {
  const { draft, tab: shown } = snapshot.context;
  switch (event.type) {
    case 'settings.field.change':
      return TAB_OF[event.field] === shown && draft[event.field] !== event.value;
    case 'settings.toggle':
      return TAB_OF[event.field] === shown && draft[event.field] !== event.on;
    case 'settings.timezone.change':
      return shown === 'sms' && draft.timezone !== event.value;
    case 'settings.tab.select':
      return shown !== event.tab;
    default:
      return true;
  }
}

/* ---------- the summary the traversal counts ---------- */

const same = (a: AccountSettings, b: AccountSettings) => JSON.stringify(a) === JSON.stringify(b);

/** "draft changed, changes saved": what the traversal tells apart. */
export function settingsSummary(snapshot: SettingsSnapshot): string {
  const { draft, saved } = snapshot.context;
  return [
    same(draft, saved) ? 'draft as saved' : 'draft changed',
    same(saved, DEFAULT_SETTINGS) ? 'defaults saved' : 'changes saved',
  ].join(', ');
}

export const SUMMARY_COUNT = 2 * 2;

/**
 * The machine as the model walks it, alone: `finish` tells its parent (the app) to close the
 * dialog, and here it has none. The suite runs it inside the app, where the dialog closes.
 */
export const walkedSettingsMachine = settingsMachine.provide({ actions: { finish: () => {} } });

export const settingsModel = createTestModel(walkedSettingsMachine, {
  events: SETTINGS_EVENTS,
  filterEvents: personCan,
  serializeState: (snapshot) => settingsSummary(snapshot as SettingsSnapshot),
});

/* ---------- what a person sees after an event ---------- */

export interface Outcome {
  toast: { title: string; description: string } | null;
  /** Whether the dialog closes (Save Changes or Cancel). */
  closes: boolean;
}

export const SAVED_TOAST = {
  title: 'Settings saved',
  description: 'Your changes are kept for the rest of this visit.',
};

export function outcomeOf(event: SettingsEvent): Outcome {
  if (event.type === 'settings.save') return { toast: SAVED_TOAST, closes: true };
  if (event.type === 'settings.cancel') return { toast: null, closes: true };
  return { toast: null, closes: false };
}

/* ---------- what a person does ---------- */

export const TAB_LABELS: Record<SettingsTab, string> = {
  profile: 'Profile',
  notifications: 'Notifications',
  sms: 'SMS',
  billing: 'Billing',
};

export const FIELD_LABELS: Record<SettingsTextField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  company: 'Company',
  phone: 'Phone',
  defaultSender: 'Default sender ID',
};

export const SWITCH_LABELS: Record<SettingsToggle, string> = {
  emailNotifications: 'Email notifications',
  smsNotifications: 'SMS notifications',
  campaignReports: 'Campaign reports',
  deliveryReports: 'Delivery reports',
};

export type SettingsGesture =
  | { kind: 'fill'; label: string; value: string }
  | { kind: 'switch'; label: string }
  | { kind: 'select'; label: 'Timezone'; value: string }
  | { kind: 'tab'; name: string }
  /** A button of the dialog: by its words, or by its label for the close button. */
  | { kind: 'click'; name: string }
  | { kind: 'press'; key: 'Escape' };

/**
 * How a person causes `event`. Cancel is done three ways, as people do: the Cancel button when
 * nothing changed, Escape when something did and the tab is not Profile, the close button
 * otherwise.
 */
export function gestureFor(event: SettingsEvent, before: SettingsSnapshot): SettingsGesture {
  switch (event.type) {
    case 'settings.field.change':
      return { kind: 'fill', label: FIELD_LABELS[event.field], value: event.value };
    case 'settings.toggle':
      return { kind: 'switch', label: SWITCH_LABELS[event.field] };
    case 'settings.timezone.change':
      return { kind: 'select', label: 'Timezone', value: event.value };
    case 'settings.tab.select':
      return { kind: 'tab', name: TAB_LABELS[event.tab as SettingsTab] };
    case 'settings.save':
      return { kind: 'click', name: 'Save Changes' };
    case 'settings.cancel': {
      const { draft, saved, tab: shown } = before.context;
      if (same(draft, saved)) return { kind: 'click', name: 'Cancel' };
      return shown === 'profile'
        ? { kind: 'click', name: 'Close settings' }
        : { kind: 'press', key: 'Escape' };
    }
  }
}

/* ---------- targets and paths ---------- */

function outcomeName(event: SettingsEvent, before: SettingsSnapshot): string | null {
  if (event.type !== 'settings.save' && event.type !== 'settings.cancel') return null;
  const changed = !same(before.context.draft, before.context.saved);
  if (event.type === 'settings.save') {
    return `save: ${changed ? 'changes kept' : 'nothing changed'}`;
  }
  const gesture = gestureFor(event, before);
  const how = gesture.kind === 'press' ? 'Escape' : gesture.kind === 'click' ? gesture.name : '';
  return `cancel (${how}): ${changed ? 'changes thrown away' : 'nothing changed'}`;
}

export const SETTINGS_PLAN: PathPlan<SettingsSnapshot, SettingsEvent> = {
  events: (snapshot) => SETTINGS_EVENTS.filter((event) => personCan(snapshot, event)),
  targets: summaryTargets(settingsSummary, outcomeName),
  extraSteps: 4,
};

export const SETTINGS_PATHS: SettingsPath[] = shortestPathsExtended(
  walkedSettingsMachine,
  settingsModel,
  SETTINGS_PLAN,
);

export const settingsCoverage = (): Coverage => coverageOf(walkedSettingsMachine, SETTINGS_PATHS);

/** How many summaries, samples and outcomes the paths cover, for the suites' report. */
export const settingsTargets = (): TargetCounts =>
  targetCounts(walkedSettingsMachine, SETTINGS_PLAN, SETTINGS_PATHS);

/* ---------- what a person sees in a state ---------- */

export interface SettingsSight {
  /** The selected tab's label. */
  tab: string;
  /** The text fields of the tab shown, by label, and what they hold. */
  fields: Record<string, string>;
  /** The switches of the tab shown, by label, and whether they are on. */
  switches: Record<string, boolean>;
  /** The SMS tab's timezone and sender ID counter ("10/11"); null on other tabs. */
  sms: { timezone: string; counter: string } | null;
  /** Billing shows the plan and the credit balance. */
  billing: boolean;
}

/** What the open dialog shows in this state (a closed dialog shows this once reopened). */
export function sightOf(snapshot: SettingsSnapshot): SettingsSight {
  const { draft, tab: shown } = snapshot.context;
  const fields: Record<string, string> = {};
  const switches: Record<string, boolean> = {};
  for (const [name, label] of Object.entries(FIELD_LABELS) as [SettingsTextField, string][]) {
    if (TAB_OF[name] === shown) fields[label] = draft[name];
  }
  for (const [name, label] of Object.entries(SWITCH_LABELS) as [SettingsToggle, string][]) {
    if (TAB_OF[name] === shown) switches[label] = draft[name];
  }
  return {
    tab: TAB_LABELS[shown],
    fields,
    switches,
    sms:
      shown === 'sms'
        ? {
            timezone: draft.timezone,
            counter: `${senderIdLength(draft.defaultSender)}/${SENDER_ID_MAX_LENGTH}`,
          }
        : null,
    billing: shown === 'billing',
  };
}

export function describePath(path: SettingsPath): string {
  const events = path.steps
    .slice(1)
    .map(({ event }) => {
      switch (event.type) {
        case 'settings.field.change':
          return `${event.field}(${event.value})`;
        case 'settings.toggle':
          return `${event.field}(${event.on ? 'on' : 'off'})`;
        case 'settings.timezone.change':
          return `timezone(${event.value})`;
        case 'settings.tab.select':
          return `tab(${event.tab})`;
        default:
          return event.type.replace('settings.', '');
      }
    })
    .join(' > ');
  return `${events} => ${settingsSummary(path.state)}`;
}
