/**
 * The settings machine's test model (the Account Settings dialog), used by the jsdom suite
 * (`settings.model.test.tsx`): sample events, what a person can do on the tab shown, the
 * summary the traversal walks over, the paths, what a person does and what a person sees.
 *
 * The machine keeps most of what matters in context, so the traversal counts a summary (21):
 * whether the SMS tab shows; what the "Request a sender ID" field holds and whether its refusal
 * shows; the account's
 * sender IDs (the sample's, one request in review, that request decided); whether Save Changes
 * was refused; whether the draft differs from what was saved. Each tab, each sample edit, and
 * each outcome (Save Changes kept or refused, Cancel by button, close button or Escape, a
 * request sent or refused, the networks' decision) are targets the paths must reach.
 *
 * The networks are a child actor (`reviewSenderId`) that the model replaces with one that never
 * answers: the model sends their decision (`settings.senderId.reviewed`) itself, only for a
 * request under review, as the real networks would.
 */
import { createTestModel, type TestPath } from 'xstate/graph';
import { fromCallback } from 'xstate';
import {
  settingsMachine,
  type SettingsEvent,
  type SettingsSnapshot,
} from '@machines/settings.machine';
import { describeZone } from '@/domain/schedule';
import {
  canSendWith,
  checkSenderIdName,
  describeReview,
  reviewSenderId,
  SAMPLE_SENDER_IDS,
  SENDER_ID_MAX_LENGTH,
  SENDER_STATUS_LABELS,
  senderIdByName,
  senderIdLength,
} from '@/domain/sender-ids';
import { NETWORKS } from '@/domain/networks';
import {
  hasQuietHours,
  optOutLineError,
  optOutLineWarning,
  type AccountSettings,
  type QuietHours,
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

/** A name the networks refuse on entry: it holds a blocked word. */
export const BLOCKED_NAME = 'MoMo Deals';
/** A name the rules take; AirtelTigo turns it down as promotional. */
export const REQUESTED_NAME = 'Nkra Promo';
export const OPT_OUT_WITHOUT_FREE = 'Reply STOP to opt out.';

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
const quiet = (name: keyof QuietHours, value: string): SettingsEvent => ({
  type: 'settings.quietHours.change',
  field: name,
  value,
});

/** Every event a person (or the networks) can cause, in the order the traversal tries them. */
export const SETTINGS_EVENTS: SettingsEvent[] = [
  field('firstName', 'Kwabena'),
  field('firstName', 'Ama'),
  tab('notifications'),
  tab('sms'),
  tab('billing'),
  tab('profile'),
  toggle('smsNotifications', true),
  toggle('deliveryReports', false),
  { type: 'settings.timezone.change', value: 'GMT' },
  { type: 'settings.senderId.change', value: BLOCKED_NAME },
  { type: 'settings.senderId.change', value: REQUESTED_NAME },
  { type: 'settings.senderId.request' },
  {
    type: 'settings.senderId.reviewed',
    name: REQUESTED_NAME,
    statuses: reviewSenderId(REQUESTED_NAME),
  },
  { type: 'settings.defaultSender.select', name: 'KPL Deals' },
  { type: 'settings.defaultSender.select', name: REQUESTED_NAME },
  { type: 'settings.optOutLine.change', value: '' },
  { type: 'settings.optOutLine.change', value: OPT_OUT_WITHOUT_FREE },
  quiet('start', '08:00'),
  quiet('end', '07:00'),
  { type: 'settings.save' },
  { type: 'settings.cancel' },
];

/** Which tab shows each control: a person changes only what the tab shown holds. */
const TAB_OF: Record<SettingsTextField | SettingsToggle, SettingsTab> = {
  firstName: 'profile',
  lastName: 'profile',
  email: 'profile',
  company: 'profile',
  phone: 'profile',
  emailNotifications: 'notifications',
  smsNotifications: 'notifications',
  campaignReports: 'notifications',
  deliveryReports: 'sms',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const requestedYet = (snapshot: SettingsSnapshot) =>
  !same(snapshot.context.saved.senderIds, SAMPLE_SENDER_IDS);
const requestRefused = (snapshot: SettingsSnapshot) =>
  snapshot.matches({ editing: { request: 'refused' } });
const saveRefused = (snapshot: SettingsSnapshot) =>
  snapshot.matches({ editing: { form: 'showingErrors' } });

/**
 * What a person can do: change a control of the tab shown to a value it does not hold (typing
 * what a field holds, or choosing the option chosen, is no event), choose another tab, save or
 * cancel. To keep the walk small, a name is typed in "Request a sender ID" only before any
 * request, with nothing else changed, and other edits and tabs wait until that field is empty;
 * the unit tests mix them. The networks decide only a request under review.
 */
export function personCan(snapshot: SettingsSnapshot, event: SettingsEvent): boolean {
  const { draft, saved, tab: shown, request, reviewing } = snapshot.context;
  const typing = request !== '';
  switch (event.type) {
    case 'settings.field.change':
      return !typing && TAB_OF[event.field] === shown && draft[event.field] !== event.value;
    case 'settings.toggle':
      return !typing && TAB_OF[event.field] === shown && draft[event.field] !== event.on;
    case 'settings.timezone.change':
      return !typing && shown === 'sms' && draft.timezone !== event.value;
    case 'settings.tab.select':
      return !typing && shown !== event.tab;
    case 'settings.senderId.change':
      return (
        shown === 'sms' &&
        request !== event.value &&
        !requestedYet(snapshot) &&
        !saveRefused(snapshot) &&
        same(draft, saved)
      );
    case 'settings.senderId.request':
      return shown === 'sms' && typing && !requestRefused(snapshot);
    case 'settings.senderId.reviewed':
      return reviewing.includes(event.name);
    case 'settings.defaultSender.select': {
      const sender = senderIdByName(draft.senderIds, event.name);
      return (
        !typing &&
        shown === 'sms' &&
        sender !== undefined &&
        canSendWith(sender) &&
        draft.defaultSender !== event.name
      );
    }
    case 'settings.optOutLine.change':
      return !typing && shown === 'sms' && draft.optOutLine !== event.value;
    case 'settings.quietHours.change':
      return !typing && shown === 'sms' && draft.quietHours[event.field] !== event.value;
    case 'settings.save':
    case 'settings.cancel':
      return true;
  }
}

/* ---------- the summary the traversal counts ---------- */

function requestKind(snapshot: SettingsSnapshot): string {
  const { request, draft } = snapshot.context;
  if (requestRefused(snapshot)) return 'request refused';
  if (request === '') return 'no name typed';
  return checkSenderIdName(request, draft.senderIds) === null
    ? 'a name the rules take'
    : 'a name they refuse';
}

function senderKind(snapshot: SettingsSnapshot): string {
  if (!requestedYet(snapshot)) return 'sample sender IDs';
  return snapshot.context.reviewing.length > 0 ? 'a request in review' : 'a request decided';
}

/** "SMS tab, a name the rules take, sample sender IDs, save not refused, draft as saved". */
export function settingsSummary(snapshot: SettingsSnapshot): string {
  const { draft, saved, tab: shown } = snapshot.context;
  return [
    shown === 'sms' ? 'SMS tab' : 'another tab',
    requestKind(snapshot),
    senderKind(snapshot),
    saveRefused(snapshot) ? 'save refused' : 'save not refused',
    same(draft, saved) ? 'draft as saved' : 'draft changed',
  ].join(', ');
}

/**
 * With a name typed: three kinds of request field, on the SMS tab, before any request, nothing
 * else changed. With the field empty: three kinds of sender list, each with the draft as saved
 * or changed, or with Save refused (a blank opt-out line is never saved, so the draft differs),
 * on the SMS tab or another (the tab decides what a person can change, so the walk tells them
 * apart).
 */
export const SUMMARY_COUNT = 3 + 3 * (2 + 1) * 2;

/** The networks, for the walk: they never answer; the model brings their decision. */
export const silentNetworks = fromCallback<SettingsEvent, { name: string }>(() => {});

/**
 * The machine as the model walks it, alone: `finish` and `tellApp` tell its parent (the app),
 * and here it has none. The suite runs it inside the app, where the dialog closes.
 */
export const walkedSettingsMachine = settingsMachine.provide({
  actions: { finish: () => {}, tellApp: () => {} },
  actors: { reviewSenderId: silentNetworks },
});

export const settingsModel = createTestModel(walkedSettingsMachine, {
  events: SETTINGS_EVENTS,
  filterEvents: personCan,
  serializeState: (snapshot) => settingsSummary(snapshot as SettingsSnapshot),
});

/* ---------- what a person sees after an event ---------- */

export interface ToastSight {
  title: string;
  description: string;
}

export interface Outcome {
  toast: ToastSight | null;
  /** Whether the dialog closes (Save Changes or Cancel). */
  closes: boolean;
  /** The field that takes focus after a refusal, by label. */
  focus: 'Request a sender ID' | 'Opt-out line' | null;
}

export const SAVED_TOAST: ToastSight = {
  title: 'Settings saved',
  description: 'Your changes are kept for the rest of this visit.',
};

export function outcomeOf(event: SettingsEvent, before: SettingsSnapshot): Outcome {
  const none: Outcome = { toast: null, closes: false, focus: null };
  switch (event.type) {
    case 'settings.save':
      return optOutLineError(before.context.draft.optOutLine) === null
        ? { toast: SAVED_TOAST, closes: true, focus: null }
        : { ...none, focus: 'Opt-out line' };
    case 'settings.cancel':
      return { ...none, closes: true };
    case 'settings.senderId.request': {
      const { request, draft } = before.context;
      if (checkSenderIdName(request, draft.senderIds) !== null) {
        return { ...none, focus: 'Request a sender ID' };
      }
      return {
        ...none,
        toast: {
          title: `${request.trim()} requested`,
          description:
            'MTN, Telecel and AirtelTigo are reviewing it: you will be told when they decide.',
        },
      };
    }
    case 'settings.senderId.reviewed': {
      const { title, description } = describeReview(event.name, event.statuses);
      return { ...none, toast: { title, description } };
    }
    default:
      return none;
  }
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
};

export const SWITCH_LABELS: Record<SettingsToggle, string> = {
  emailNotifications: 'Email notifications',
  smsNotifications: 'SMS notifications',
  campaignReports: 'Campaign reports',
  deliveryReports: 'Delivery reports',
};

export const QUIET_LABELS: Record<keyof QuietHours, string> = {
  start: 'Quiet hours start',
  end: 'Quiet hours end',
};

export type SettingsGesture =
  | { kind: 'fill'; label: string; value: string }
  | { kind: 'switch'; label: string }
  | { kind: 'select'; label: 'Timezone'; value: string }
  | { kind: 'tab'; name: string }
  /** A button of the dialog: by its words, or by its label ("Make KPL Deals the default sender"). */
  | { kind: 'click'; name: string }
  /** A key pressed where focus is (Escape), or in a field (Enter in Request a sender ID). */
  | { kind: 'press'; key: 'Escape' | 'Enter'; label?: string }
  /** No gesture: the networks answer while the person waits. */
  | { kind: 'wait'; event: SettingsEvent };

/**
 * How a person causes `event`. Cancel is done three ways, as people do: the Cancel button when
 * nothing changed, Escape when something did and the tab is not Profile, the close button
 * otherwise. A name the rules take is sent with Enter in the field, another with the Request
 * button.
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
    case 'settings.senderId.change':
      return { kind: 'fill', label: 'Request a sender ID', value: event.value };
    case 'settings.senderId.request':
      return requestKind(before) === 'a name the rules take'
        ? { kind: 'press', key: 'Enter', label: 'Request a sender ID' }
        : { kind: 'click', name: 'Request' };
    case 'settings.senderId.reviewed':
      return { kind: 'wait', event };
    case 'settings.defaultSender.select':
      return { kind: 'click', name: `Make ${event.name} the default sender` };
    case 'settings.optOutLine.change':
      return { kind: 'fill', label: 'Opt-out line', value: event.value };
    case 'settings.quietHours.change':
      return { kind: 'fill', label: QUIET_LABELS[event.field], value: event.value };
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
  const changed = !same(before.context.draft, before.context.saved);
  switch (event.type) {
    case 'settings.save':
      if (optOutLineError(before.context.draft.optOutLine) !== null) {
        return 'save refused: opt-out line blank';
      }
      return `save: ${changed ? 'changes kept' : 'nothing changed'}`;
    case 'settings.cancel': {
      const gesture = gestureFor(event, before);
      const how =
        gesture.kind === 'press' ? gesture.key : gesture.kind === 'click' ? gesture.name : '';
      return `cancel (${how}): ${changed ? 'changes thrown away' : 'nothing changed'}`;
    }
    case 'settings.senderId.request': {
      const reason = checkSenderIdName(before.context.request, before.context.draft.senderIds);
      return reason === null ? 'request sent to the networks' : `request refused: ${reason}`;
    }
    case 'settings.senderId.reviewed':
      return `decision: ${describeReview(event.name, event.statuses).title}`;
    default:
      return null;
  }
}

export const SETTINGS_PLAN: PathPlan<SettingsSnapshot, SettingsEvent> = {
  events: (snapshot) => SETTINGS_EVENTS.filter((event) => personCan(snapshot, event)),
  targets: summaryTargets(settingsSummary, outcomeName),
  extraSteps: 4,
  // The networks decide while the dialog is closed: the person sees the toast, then the list.
  additional: [
    [
      tab('sms'),
      { type: 'settings.senderId.change', value: REQUESTED_NAME },
      { type: 'settings.senderId.request' },
      { type: 'settings.cancel' },
      {
        type: 'settings.senderId.reviewed',
        name: REQUESTED_NAME,
        statuses: reviewSenderId(REQUESTED_NAME),
      },
    ],
  ],
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

export interface SenderIdSight {
  name: string;
  isDefault: boolean;
  /** "MTN: Approved", one per network in order. */
  statuses: string[];
  /** "AirtelTigo: Promotional sender IDs need …", one per rejection. */
  reasons: string[];
  /** Whether a network approved it, so it can send. */
  canSend: boolean;
  /** Whether it has a "Make … the default sender" button. */
  canBeMadeDefault: boolean;
}

export interface SmsSight {
  senderIds: SenderIdSight[];
  request: string;
  /** "10/11". */
  counter: string;
  /** Why the typed name was refused, shown under the field. */
  requestError: string | null;
  optOutLine: string;
  /** Why Save Changes was refused, under the opt-out line. */
  optOutError: string | null;
  optOutWarning: string | null;
  quietHours: QuietHours;
  noQuietHours: boolean;
  timezone: string;
  /** "GMT (UTC+0, Accra time)". */
  zone: string;
  deliveryReports: boolean;
}

export interface SettingsSight {
  /** The selected tab's label. */
  tab: string;
  /** The text fields of the Profile tab, by label, and what they hold. */
  fields: Record<string, string>;
  /** The switches of the Notifications tab, by label, and whether they are on. */
  switches: Record<string, boolean>;
  /** The SMS tab; null on other tabs. */
  sms: SmsSight | null;
  /** Billing shows the plan and the credit balance. */
  billing: boolean;
}

function senderSight(settings: AccountSettings): SenderIdSight[] {
  return settings.senderIds.map((sender) => {
    const isDefault = sender.name === settings.defaultSender;
    return {
      name: sender.name,
      isDefault,
      statuses: NETWORKS.map(
        (network) => `${network}: ${SENDER_STATUS_LABELS[sender.statuses[network].state]}`,
      ),
      reasons: NETWORKS.flatMap((network) => {
        const status = sender.statuses[network];
        return status.state === 'rejected' ? [`${network}: ${status.reason}`] : [];
      }),
      canSend: canSendWith(sender),
      canBeMadeDefault: !isDefault && canSendWith(sender),
    };
  });
}

/** What the open dialog shows in this state (a closed dialog shows this once reopened). */
export function sightOf(snapshot: SettingsSnapshot): SettingsSight {
  const { draft, tab: shown, request } = snapshot.context;
  const fields: Record<string, string> = {};
  const switches: Record<string, boolean> = {};
  for (const [name, label] of Object.entries(FIELD_LABELS) as [SettingsTextField, string][]) {
    if (TAB_OF[name] === shown) fields[label] = draft[name];
  }
  for (const [name, label] of Object.entries(SWITCH_LABELS) as [SettingsToggle, string][]) {
    if (TAB_OF[name] === shown && shown !== 'sms') switches[label] = draft[name];
  }
  return {
    tab: TAB_LABELS[shown],
    fields,
    switches,
    sms:
      shown === 'sms'
        ? {
            senderIds: senderSight(draft),
            request,
            counter: `${senderIdLength(request)}/${SENDER_ID_MAX_LENGTH}`,
            requestError: requestRefused(snapshot)
              ? checkSenderIdName(request, draft.senderIds)
              : null,
            optOutLine: draft.optOutLine,
            optOutError: saveRefused(snapshot) ? optOutLineError(draft.optOutLine) : null,
            optOutWarning: optOutLineWarning(draft.optOutLine),
            quietHours: draft.quietHours,
            noQuietHours: !hasQuietHours(draft.quietHours),
            timezone: draft.timezone,
            zone: describeZone(draft.timezone),
            deliveryReports: draft.deliveryReports,
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
        case 'settings.senderId.change':
          return `senderId(${event.value})`;
        case 'settings.senderId.reviewed':
          return `reviewed(${event.name})`;
        case 'settings.defaultSender.select':
          return `default(${event.name})`;
        case 'settings.optOutLine.change':
          return `optOut(${event.value === '' ? 'blank' : event.value})`;
        case 'settings.quietHours.change':
          return `quiet ${event.field}(${event.value})`;
        default:
          return event.type.replace('settings.', '');
      }
    })
    .join(' > ');
  return `${events} => ${settingsSummary(path.state)}`;
}
