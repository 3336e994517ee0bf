/**
 * The campaigns machine's test model (the dashboard's Campaigns tab), used by the jsdom suite
 * (`campaigns.model.test.tsx`): sample events, what a person can do, the summary the traversal
 * walks over, the paths, what a person does and what a person sees.
 *
 * The traversal counts a state as (12): the table with rows or with none matching; the details
 * of a draft, of a scheduled campaign or of a sent one; the delete confirmation; the Reschedule
 * dialog, with a past time, a time inside quiet hours or a time it allows typed, each before
 * and after a refusal. Searches, the status filter, the row actions and the new dates and times
 * are sample events; duplicating from the table and from the details, deleting and Undo,
 * opening a draft in the composer, opening Reschedule from the row menu and from the details,
 * Reschedule accepted or refused (past, quiet hours), Cancel campaign from the row menu and
 * from the details, and each way to close a dialog are outcomes.
 *
 * The page's clock is pinned to `NOW` (the runner fakes `Date`) and the model walks the
 * machine from the same moment (`CAMPAIGNS_INPUT`): the sample is dated around it, Reschedule
 * judges the typed time against it, and a date two days back is past, twelve days on is not,
 * whatever the hour the suite runs. The account's zone is UTC, quiet hours 20:00 to 08:00.
 *
 * Not walked: the events no person sends in this tab (`NOT_MODELLED`: the composer's orders, the
 * clock's ticks, the delivery actors' progress, the contacts and settings the app passes on);
 * and Stop sending (`campaigns.stop`), which needs a sending campaign, and only the composer
 * starts one: it is tested in tests/unit/campaigns.machine.test.ts and in the browser.
 * `UNWALKED_TRANSITIONS` names their transitions; the paths take every other one.
 */
import { createTestModel, type TestPath } from 'xstate/graph';
import { fromCallback, type EventObject } from 'xstate';
import {
  campaignsMachine,
  type CampaignsEvent,
  type CampaignsSnapshot,
} from '@machines/campaigns.machine';
import type { ClockInput } from '@machines/clock';
import {
  filterCampaigns,
  formatCampaignDate,
  hasPerformance,
  isDraft,
  isoDay,
  isScheduled,
  isSending,
  statusLabel,
  type Campaign,
} from '@/domain/campaigns';
import { sampleCampaigns } from '@/domain/sample-campaigns';
import {
  formatZoned,
  isInPast,
  isQuietTime,
  pastScheduleMessage,
  quietHoursMessage,
  scheduledAt,
} from '@/domain/schedule';
import {
  coverageOf,
  shortestPathsExtended,
  type Coverage,
  type PathPlan,
  targetCounts,
  type TargetCounts,
  summaryTargets,
} from './coverage';

export type CampaignsPath = TestPath<CampaignsSnapshot, CampaignsEvent>;

/* ---------- sample payloads ---------- */

/** Noon in Accra on 26 November 2026: the page's clock, pinned by the runner. */
export const NOW = Date.UTC(2026, 10, 26, 12, 0);

/** The machine walked from `NOW`, as the app starts it on the pinned page. */
export const CAMPAIGNS_INPUT = { now: NOW };

const SAMPLE = sampleCampaigns(new Date(NOW));
const sample = (status: string, name: string): Campaign => {
  const found = SAMPLE.find((campaign) => campaign.status === status && campaign.name === name);
  if (!found) throw new Error(`The sample has no ${status} campaign named ${name}.`);
  return found;
};
/** A draft (Send Now opens it in the composer), a sent one, and one to delete. */
export const DRAFT = sample('draft', 'New Branch at Ahodwo');
export const SENT = sample('completed', 'Harmattan Skin Care Promo');
export const FAILED = sample('failed', 'Vitamin C Flash Sale');
/** A promotional campaign scheduled four days on at 10:00: to move, or to cancel. */
export const SCHEDULED = sample('scheduled', 'Christmas Opening Hours');

/** New dates and times for it: two days back (past), twelve days on, 21:00 (quiet), 10:00. */
export const PAST_DATE = isoDay(new Date(NOW), -2);
export const LATER_DATE = isoDay(new Date(NOW), 12);
export const QUIET_TIME = '21:00';
export const DAY_TIME = '10:00';

/** Every event a person can cause on the tab, in the order the traversal tries them. */
export const CAMPAIGNS_EVENTS: CampaignsEvent[] = [
  { type: 'campaigns.details.open', id: DRAFT.id },
  { type: 'campaigns.details.open', id: SENT.id },
  { type: 'campaigns.details.open', id: SCHEDULED.id },
  { type: 'campaigns.delete.request', id: FAILED.id },
  { type: 'campaigns.reschedule.open', id: SCHEDULED.id },
  { type: 'campaigns.cancel', id: SCHEDULED.id },
  { type: 'campaigns.details.close' },
  { type: 'campaigns.sendNow' },
  { type: 'campaigns.delete.cancel' },
  { type: 'campaigns.delete.confirm' },
  { type: 'campaigns.delete.undo', id: FAILED.id },
  { type: 'campaigns.duplicate', id: SENT.id },
  { type: 'campaigns.duplicate', id: DRAFT.id },
  { type: 'campaigns.search.change', value: 'Harmattan' },
  { type: 'campaigns.search.change', value: 'Ramadan' },
  { type: 'campaigns.search.change', value: '' },
  { type: 'campaigns.filters.clear' },
  { type: 'campaigns.filter.change', status: 'draft' },
  { type: 'campaigns.filter.change', status: 'all' },
  { type: 'campaigns.reschedule.date.change', value: PAST_DATE },
  { type: 'campaigns.reschedule.date.change', value: LATER_DATE },
  { type: 'campaigns.reschedule.time.change', value: QUIET_TIME },
  { type: 'campaigns.reschedule.time.change', value: DAY_TIME },
  { type: 'campaigns.reschedule.confirm', now: NOW },
  { type: 'campaigns.reschedule.cancel' },
];

/**
 * Events no person sends in this tab: the composer's orders (through the app), the clock's
 * ticks, the delivery actors' progress, and the contacts and settings the app passes on. The
 * machine's unit tests send them (tests/unit/campaigns.machine.test.ts).
 */
export const NOT_MODELLED = [
  'campaigns.order',
  'clock.tick',
  'campaigns.delivery.progress',
  'campaigns.audience.change',
  'campaigns.account.change',
] as const satisfies readonly CampaignsEvent['type'][];

/**
 * Stop sending: a person causes it, from the row menu or the details of a sending campaign,
 * but only the composer starts one (Send Now, or a schedule whose time comes), and this tab is
 * walked without it. Tested in tests/unit/campaigns.machine.test.ts and in the browser.
 */
export const NOT_REACHED = ['campaigns.stop'] as const satisfies readonly CampaignsEvent['type'][];

/**
 * The transitions no path takes, those of `NOT_MODELLED` and `NOT_REACHED`, in the machine's
 * order: the coverage check requires every other one.
 */
export const UNWALKED_TRANSITIONS: readonly string[] = [
  'campaigns: clock.tick [hasDueCampaign] -> (stays)',
  'campaigns: clock.tick -> (stays)',
  'campaigns: campaigns.order [isOrderForLater] -> (stays)',
  'campaigns: campaigns.order -> (stays)',
  'campaigns: campaigns.delivery.progress -> (stays)',
  'campaigns: campaigns.stop [isSendingCampaign] -> (stays)',
  'campaigns: campaigns.audience.change -> (stays)',
  'campaigns: campaigns.account.change -> (stays)',
];

/** The rows the table shows, in order. */
export const rowsOf = (snapshot: CampaignsSnapshot): Campaign[] =>
  filterCampaigns(snapshot.context.campaigns, {
    search: snapshot.context.search,
    status: snapshot.context.status,
  });

const selectedOf = (snapshot: CampaignsSnapshot): Campaign | undefined =>
  snapshot.context.campaigns.find((campaign) => campaign.id === snapshot.context.selectedId);

const campaignOf = (snapshot: CampaignsSnapshot, id: number | null): Campaign | undefined =>
  snapshot.context.campaigns.find((campaign) => campaign.id === id);

const scheduledId = (snapshot: CampaignsSnapshot, id: number) => {
  const campaign = campaignOf(snapshot, id);
  return campaign !== undefined && isScheduled(campaign);
};

/**
 * What a person can do. Behind a dialog the table is inert: the details offer Duplicate, Send
 * Now (for a draft), Reschedule and Cancel campaign (for a scheduled one) and closing; the
 * confirmation Delete and Cancel; Reschedule a new date or time (one it does not hold already),
 * Reschedule and Cancel. In the table a person acts on the rows it shows (Reschedule and Cancel
 * campaign on a scheduled row, Delete on any row not sending), types a search or chooses a
 * status other than the one shown, and finds Clear search and filter only when no row matches.
 * Undo is in the toast of the last delete.
 */
export function personCan(snapshot: CampaignsSnapshot, event: CampaignsEvent): boolean {
  const { context } = snapshot;
  if ((NOT_MODELLED as readonly string[]).includes(event.type)) return false;
  if ((NOT_REACHED as readonly string[]).includes(event.type)) return false;
  const shown = (id: number) => rowsOf(snapshot).some((campaign) => campaign.id === id);
  if (snapshot.matches('viewing')) {
    const selected = selectedOf(snapshot);
    switch (event.type) {
      case 'campaigns.duplicate':
        return event.id === context.selectedId;
      case 'campaigns.details.close':
        return true;
      case 'campaigns.sendNow':
        return selected !== undefined && isDraft(selected);
      case 'campaigns.reschedule.open':
      case 'campaigns.cancel':
        return event.id === context.selectedId && scheduledId(snapshot, event.id);
      default:
        return false;
    }
  }
  if (snapshot.matches('confirmingDelete')) {
    return event.type === 'campaigns.delete.confirm' || event.type === 'campaigns.delete.cancel';
  }
  if (snapshot.matches('rescheduling')) {
    switch (event.type) {
      case 'campaigns.reschedule.date.change':
        return context.reschedule.date !== event.value;
      case 'campaigns.reschedule.time.change':
        return context.reschedule.time !== event.value;
      case 'campaigns.reschedule.confirm':
      case 'campaigns.reschedule.cancel':
        return true;
      default:
        return false;
    }
  }
  switch (event.type) {
    case 'campaigns.search.change':
      return context.search !== event.value;
    case 'campaigns.filter.change':
      return context.status !== event.status;
    case 'campaigns.filters.clear':
      return rowsOf(snapshot).length === 0 && context.campaigns.length > 0;
    case 'campaigns.details.open':
    case 'campaigns.duplicate':
      return shown(event.id);
    case 'campaigns.delete.request': {
      const campaign = campaignOf(snapshot, event.id);
      return shown(event.id) && campaign !== undefined && !isSending(campaign);
    }
    case 'campaigns.reschedule.open':
    case 'campaigns.cancel':
      return shown(event.id) && scheduledId(snapshot, event.id);
    case 'campaigns.delete.undo':
      return context.deleted.at(-1)?.campaign.id === event.id;
    default:
      return false;
  }
}

/* ---------- the summary the traversal counts ---------- */

/** What the Reschedule dialog holds, by the rule it meets first: as `scheduleProblem` judges. */
export type TypedTime = 'no time' | 'a past time' | 'a quiet-hours time' | 'a time it allows';

export function typedTimeOf(snapshot: CampaignsSnapshot): TypedTime {
  const { reschedule, account } = snapshot.context;
  const { date, time } = reschedule;
  const campaign = campaignOf(snapshot, reschedule.id);
  const promotional = (campaign?.messageType ?? 'promotional') === 'promotional';
  if (scheduledAt(date, time, account.timezone) === null) return 'no time';
  if (isInPast(date, time, NOW, account.timezone)) return 'a past time';
  if (promotional && isQuietTime(time, account.quietHours)) return 'a quiet-hours time';
  return 'a time it allows';
}

/** Why Reschedule refuses the typed time, under the fields; null while nothing refused. */
export function rescheduleReason(snapshot: CampaignsSnapshot): string | null {
  if (!snapshot.matches({ rescheduling: 'showingErrors' })) return null;
  const { reschedule, account } = snapshot.context;
  switch (typedTimeOf(snapshot)) {
    case 'no time':
      return 'Choose a date and a time.';
    case 'a past time':
      return pastScheduleMessage(reschedule.date, reschedule.time, account.timezone, '');
    case 'a quiet-hours time':
      return quietHoursMessage(reschedule.time, account);
    case 'a time it allows':
      return null;
  }
}

/** "details of a draft": what the traversal tells apart. */
export function campaignsSummary(snapshot: CampaignsSnapshot): string {
  if (snapshot.matches('viewing')) {
    const selected = selectedOf(snapshot);
    if (selected && isDraft(selected)) return 'details of a draft';
    return selected && isScheduled(selected)
      ? 'details of a scheduled campaign'
      : 'details of a sent campaign';
  }
  if (snapshot.matches('confirmingDelete')) return 'delete confirmation';
  if (snapshot.matches('rescheduling')) {
    const refused = snapshot.matches({ rescheduling: 'showingErrors' });
    return `reschedule, ${typedTimeOf(snapshot)} typed${refused ? ', after a refusal' : ''}`;
  }
  return rowsOf(snapshot).length > 0 ? 'table with rows' : 'table, nothing matches';
}

/**
 * The table with rows or none, the details of three kinds of campaign, the delete confirmation,
 * and Reschedule with three kinds of typed time (no sample leaves it empty), before and after a
 * refusal.
 */
export const SUMMARY_COUNT = 2 + 3 + 1 + 3 * 2;

/** The campaigns' clock, for the walk: it never ticks (`clock.tick` is not modelled). */
export const silentClock = fromCallback<EventObject, ClockInput>(() => {});

/**
 * The machine as the model walks it, alone: `requestCompose` asks its parent (the app) to open
 * the draft in the composer, and here it has none; its clock is silent. The suite runs it
 * inside the app, on a page whose clock is pinned.
 */
export const walkedCampaignsMachine = campaignsMachine.provide({
  actions: { requestCompose: () => {} },
  actors: { clock: silentClock },
});

export const campaignsModel = createTestModel(walkedCampaignsMachine, {
  events: CAMPAIGNS_EVENTS,
  filterEvents: personCan,
  serializeState: (snapshot) => campaignsSummary(snapshot as CampaignsSnapshot),
  input: CAMPAIGNS_INPUT,
});

/* ---------- what a person does ---------- */

export type CampaignsGesture =
  /** A field of the tab, or of the open dialog, by its label. */
  | { kind: 'fill'; label: 'Search campaigns' | 'Date' | 'Time'; value: string }
  | { kind: 'select'; label: 'Status'; value: string }
  /** A button of the tab or of the open dialog, by its words or its label. */
  | { kind: 'click'; name: string }
  /** A campaign's name in the table, a button that opens its details. */
  | { kind: 'name'; campaign: string }
  /** An item of a row's Actions menu. */
  | {
      kind: 'menu';
      campaign: string;
      item: 'View Details' | 'Duplicate' | 'Delete' | 'Reschedule' | 'Cancel campaign';
    }
  | { kind: 'press'; key: 'Escape' }
  /** Undo in the toast of the last delete. */
  | { kind: 'undo' };

const nameOf = (snapshot: CampaignsSnapshot, id: number | null) =>
  campaignOf(snapshot, id)?.name ?? `campaign ${id ?? 'none'}`;

/**
 * How a person causes `event`. A draft's details open from the row menu, another campaign's
 * from its name; a draft's details close with their close button, another's with Escape; the
 * delete confirmation is cancelled with its Cancel button the first time, with Escape after a
 * delete; Reschedule with its Cancel button before a refusal, with Escape after one. Reschedule
 * and Cancel campaign are a scheduled row's menu items, and buttons of its details.
 */
export function gestureFor(event: CampaignsEvent, before: CampaignsSnapshot): CampaignsGesture {
  switch (event.type) {
    case 'campaigns.search.change':
      return { kind: 'fill', label: 'Search campaigns', value: event.value };
    case 'campaigns.filter.change':
      return { kind: 'select', label: 'Status', value: event.status };
    case 'campaigns.filters.clear':
      return { kind: 'click', name: 'Clear search and filter' };
    case 'campaigns.details.open': {
      const campaign = nameOf(before, event.id);
      return event.id === DRAFT.id
        ? { kind: 'menu', campaign, item: 'View Details' }
        : { kind: 'name', campaign };
    }
    case 'campaigns.details.close': {
      const selected = selectedOf(before);
      return selected && isDraft(selected)
        ? { kind: 'click', name: 'Close campaign details' }
        : { kind: 'press', key: 'Escape' };
    }
    case 'campaigns.duplicate':
      return before.matches('viewing')
        ? { kind: 'click', name: 'Duplicate Campaign' }
        : { kind: 'menu', campaign: nameOf(before, event.id), item: 'Duplicate' };
    case 'campaigns.delete.request':
      return { kind: 'menu', campaign: nameOf(before, event.id), item: 'Delete' };
    case 'campaigns.delete.confirm':
      return { kind: 'click', name: 'Delete' };
    case 'campaigns.delete.cancel':
      return before.context.deleted.length === 0
        ? { kind: 'click', name: 'Cancel' }
        : { kind: 'press', key: 'Escape' };
    case 'campaigns.delete.undo':
      return { kind: 'undo' };
    case 'campaigns.sendNow':
      return { kind: 'click', name: 'Send Now' };
    case 'campaigns.reschedule.open':
      return before.matches('viewing')
        ? { kind: 'click', name: 'Reschedule' }
        : { kind: 'menu', campaign: nameOf(before, event.id), item: 'Reschedule' };
    case 'campaigns.cancel':
      return before.matches('viewing')
        ? { kind: 'click', name: 'Cancel campaign' }
        : { kind: 'menu', campaign: nameOf(before, event.id), item: 'Cancel campaign' };
    case 'campaigns.reschedule.date.change':
      return { kind: 'fill', label: 'Date', value: event.value };
    case 'campaigns.reschedule.time.change':
      return { kind: 'fill', label: 'Time', value: event.value };
    case 'campaigns.reschedule.confirm':
      return { kind: 'click', name: 'Reschedule' };
    case 'campaigns.reschedule.cancel':
      return before.matches({ rescheduling: 'showingErrors' })
        ? { kind: 'press', key: 'Escape' }
        : { kind: 'click', name: 'Cancel' };
    case 'campaigns.order':
    case 'clock.tick':
    case 'campaigns.delivery.progress':
    case 'campaigns.audience.change':
    case 'campaigns.account.change':
      throw new Error(`${event.type} is not modelled: no person sends it in this tab.`);
    case 'campaigns.stop':
      throw new Error('Stop sending is not walked here: only the composer starts a campaign.');
    default: {
      const unknown: never = event;
      throw new Error(`No gesture for ${JSON.stringify(unknown)}.`);
    }
  }
}

/* ---------- what a person sees after an event ---------- */

export interface ToastSight {
  title: string;
  description: string;
  /** The toast's action button, if it has one. */
  action?: 'Undo';
}

export interface Outcome {
  toast: ToastSight | null;
  /** Send Now on a draft: the Compose tab opens with the draft's name and message. */
  composes: { name: string; message: string } | null;
  /** Reschedule refused: focus goes back to the date, which the reason describes. */
  focusesDate: boolean;
}

/** Whether Reschedule takes the typed time, by the rules the dialog states. */
const rescheduleAllowed = (snapshot: CampaignsSnapshot) =>
  typedTimeOf(snapshot) === 'a time it allows';

/** Whether Reschedule is pressed on the date and time the campaign already has. */
const rescheduleKeepsTime = (snapshot: CampaignsSnapshot) => {
  const { id, date, time } = snapshot.context.reschedule;
  const campaign = campaignOf(snapshot, id);
  return campaign?.sentDate === date && campaign.sentTime === time;
};

export function outcomeOf(event: CampaignsEvent, before: CampaignsSnapshot): Outcome {
  const none = { toast: null, composes: null, focusesDate: false };
  switch (event.type) {
    case 'campaigns.duplicate':
      return {
        ...none,
        toast: {
          title: 'Campaign duplicated',
          description: `“Copy of ${nameOf(before, event.id)}” is saved as a draft.`,
        },
      };
    case 'campaigns.delete.confirm': {
      const id = before.context.deleteId ?? -1;
      return {
        ...none,
        toast: {
          title: 'Campaign deleted',
          description: `“${nameOf(before, id)}” was removed from your campaigns.`,
          action: 'Undo',
        },
      };
    }
    case 'campaigns.delete.undo': {
      const entry = before.context.deleted.find((each) => each.campaign.id === event.id);
      return {
        ...none,
        toast: {
          title: 'Campaign restored',
          description: `“${entry?.campaign.name ?? ''}” is back in your campaigns.`,
        },
      };
    }
    case 'campaigns.sendNow': {
      const selected = selectedOf(before);
      return selected
        ? { ...none, composes: { name: selected.name, message: selected.message } }
        : none;
    }
    case 'campaigns.cancel':
      return {
        ...none,
        toast: {
          title: 'Campaign cancelled',
          description: `“${nameOf(before, event.id)}” will not be sent. It is back in your drafts.`,
        },
      };
    case 'campaigns.reschedule.confirm': {
      if (!rescheduleAllowed(before)) return { ...none, focusesDate: true };
      const { id, date, time } = before.context.reschedule;
      const zoned = formatZoned(date, time, before.context.account.timezone);
      return {
        ...none,
        toast: {
          title: 'Campaign rescheduled',
          description: `“${nameOf(before, id)}” is now scheduled for ${zoned}.`,
        },
      };
    }
    default:
      return none;
  }
}

/* ---------- targets and paths ---------- */

function outcomeName(event: CampaignsEvent, before: CampaignsSnapshot): string | null {
  const gesture = gestureFor(event, before);
  const how =
    gesture.kind === 'press'
      ? 'Escape'
      : gesture.kind === 'click'
        ? gesture.name
        : gesture.kind === 'menu'
          ? `row menu ${gesture.item}`
          : gesture.kind === 'name'
            ? 'its name'
            : gesture.kind === 'undo'
              ? 'Undo'
              : gesture.label;
  const where = before.matches('viewing') ? 'the details' : 'the table';
  switch (event.type) {
    case 'campaigns.duplicate':
      return `duplicated from ${where}`;
    case 'campaigns.details.open':
      return `details opened by ${how}`;
    case 'campaigns.details.close':
      return `details closed by ${how}`;
    case 'campaigns.delete.confirm':
      return 'deleted';
    case 'campaigns.delete.cancel':
      return `delete cancelled by ${how}`;
    case 'campaigns.delete.undo':
      return 'restored by Undo';
    case 'campaigns.sendNow':
      return 'draft opened in the composer';
    case 'campaigns.filters.clear':
      return 'search and filter cleared';
    case 'campaigns.reschedule.open':
      return `reschedule opened from ${where}`;
    case 'campaigns.cancel':
      return `scheduled campaign cancelled from ${where}`;
    case 'campaigns.reschedule.confirm':
      if (!rescheduleAllowed(before)) return `reschedule refused, ${typedTimeOf(before)} typed`;
      return rescheduleKeepsTime(before)
        ? 'rescheduled, its time kept'
        : `rescheduled to another time${before.matches({ rescheduling: 'showingErrors' }) ? ' after a refusal' : ''}`;
    case 'campaigns.reschedule.cancel':
      return `reschedule cancelled by ${how}`;
    default:
      return null;
  }
}

export const CAMPAIGNS_PLAN: PathPlan<CampaignsSnapshot, CampaignsEvent> = {
  events: (snapshot) => CAMPAIGNS_EVENTS.filter((event) => personCan(snapshot, event)),
  targets: summaryTargets(campaignsSummary, outcomeName),
  extraSteps: 6,
  input: CAMPAIGNS_INPUT,
};

export const CAMPAIGNS_PATHS: CampaignsPath[] = shortestPathsExtended(
  walkedCampaignsMachine,
  campaignsModel,
  CAMPAIGNS_PLAN,
);

export const campaignsCoverage = (): Coverage =>
  coverageOf(walkedCampaignsMachine, CAMPAIGNS_PATHS, CAMPAIGNS_INPUT);

/** How many summaries, samples and outcomes the paths cover, for the suites' report. */
export const campaignsTargets = (): TargetCounts =>
  targetCounts(walkedCampaignsMachine, CAMPAIGNS_PLAN, CAMPAIGNS_PATHS);

/* ---------- what a person sees in a state ---------- */

/** A row of the table: the campaign's name, its status badge and its date. */
export interface RowSight {
  name: string;
  status: string;
  date: string;
}

export interface CampaignsSight {
  search: string;
  status: string;
  /** The rows the table shows, in order; empty when nothing matches. */
  rows: RowSight[];
  /** "Showing 3 of 10 campaigns". */
  count: string;
  /** Clear search and filter, offered when nothing matches. */
  canClear: boolean;
  /**
   * The details dialog: its title, status, whether it has figures, Send Now (a draft), and
   * Reschedule and Cancel campaign (a scheduled campaign).
   */
  details: {
    name: string;
    status: string;
    sent: boolean;
    sendNow: boolean;
    scheduled: boolean;
  } | null;
  /** The delete confirmation's question about this campaign. */
  confirmDelete: string | null;
  /**
   * The Reschedule dialog: the campaign and when it is scheduled now (its description), the
   * Date and Time fields, and the reason under them once Reschedule refused the time typed.
   */
  reschedule: { description: string; date: string; time: string; reason: string | null } | null;
}

export function sightOf(snapshot: CampaignsSnapshot): CampaignsSight {
  const rows = rowsOf(snapshot);
  const selected = selectedOf(snapshot);
  const { campaigns, search, status, deleteId, reschedule, account } = snapshot.context;
  const moving = campaignOf(snapshot, reschedule.id);
  return {
    search,
    status,
    rows: rows.map((campaign) => ({
      name: campaign.name,
      status: statusLabel(campaign.status),
      date: formatCampaignDate(campaign.sentDate),
    })),
    count: `Showing ${rows.length} of ${campaigns.length} campaigns`,
    canClear: rows.length === 0 && campaigns.length > 0,
    details:
      snapshot.matches('viewing') && selected
        ? {
            name: selected.name,
            status: statusLabel(selected.status),
            sent: hasPerformance(selected),
            sendNow: isDraft(selected),
            scheduled: isScheduled(selected),
          }
        : null,
    confirmDelete: snapshot.matches('confirmingDelete')
      ? `“${nameOf(snapshot, deleteId ?? -1)}” will be removed from your campaigns.`
      : null,
    reschedule:
      snapshot.matches('rescheduling') && moving
        ? {
            description: `“${moving.name}”, now scheduled for ${formatZoned(moving.sentDate, moving.sentTime ?? '', account.timezone)}.`,
            date: reschedule.date,
            time: reschedule.time,
            reason: rescheduleReason(snapshot),
          }
        : null,
  };
}

export function describePath(path: CampaignsPath): string {
  const events = path.steps
    .slice(1)
    .map(({ event }) => {
      const short = event.type.replace('campaigns.', '');
      switch (event.type) {
        case 'campaigns.search.change':
          return `search(${event.value || 'empty'})`;
        case 'campaigns.filter.change':
          return `status(${event.status})`;
        case 'campaigns.details.open':
        case 'campaigns.duplicate':
        case 'campaigns.delete.request':
        case 'campaigns.delete.undo':
        case 'campaigns.reschedule.open':
        case 'campaigns.cancel':
          return `${short}(${SAMPLE.find((campaign) => campaign.id === event.id)?.status ?? event.id})`;
        case 'campaigns.reschedule.date.change':
          return `date(${event.value === PAST_DATE ? 'past' : event.value === LATER_DATE ? 'later' : event.value})`;
        case 'campaigns.reschedule.time.change':
          return `time(${event.value})`;
        default:
          return short;
      }
    })
    .join(' > ');
  return `${events} => ${campaignsSummary(path.state)}`;
}
