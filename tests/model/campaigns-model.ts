/**
 * The campaigns machine's test model (the dashboard's Campaigns tab), used by the jsdom suite
 * (`campaigns.model.test.tsx`): sample events, what a person can do, the summary the traversal
 * walks over, the paths, what a person does and what a person sees.
 *
 * The traversal counts a state as: the table with rows or with none matching, the details of a
 * draft or of a sent campaign, or the delete confirmation (5). Searches, the status filter and
 * the row actions are sample events; duplicating from the table and from the details, deleting
 * and Undo, opening a draft in the composer, and each way to close a dialog are outcomes.
 */
import { createTestModel, type TestPath } from 'xstate/graph';
import {
  campaignsMachine,
  type CampaignsEvent,
  type CampaignsSnapshot,
} from '@machines/campaigns.machine';
import {
  filterCampaigns,
  hasPerformance,
  isDraft,
  sampleCampaigns,
  statusLabel,
  type Campaign,
} from '@/domain/campaigns';
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

const SAMPLE = sampleCampaigns(new Date());
const sample = (status: string, name: string): Campaign => {
  const found = SAMPLE.find((campaign) => campaign.status === status && campaign.name === name);
  if (!found) throw new Error(`The sample has no ${status} campaign named ${name}.`);
  return found;
};
/** A draft (Send Now opens it in the composer), a sent one, and one to delete. */
export const DRAFT = sample('draft', 'New Branch at Ahodwo');
export const SENT = sample('completed', 'Harmattan Skin Care Promo');
export const FAILED = sample('failed', 'Vitamin C Flash Sale');

/** Every event a person can cause on the tab, in the order the traversal tries them. */
export const CAMPAIGNS_EVENTS: CampaignsEvent[] = [
  { type: 'campaigns.details.open', id: DRAFT.id },
  { type: 'campaigns.details.open', id: SENT.id },
  { type: 'campaigns.delete.request', id: FAILED.id },
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
];

/** The rows the table shows, in order. */
export const rowsOf = (snapshot: CampaignsSnapshot): Campaign[] =>
  filterCampaigns(snapshot.context.campaigns, {
    search: snapshot.context.search,
    status: snapshot.context.status,
  });

const selectedOf = (snapshot: CampaignsSnapshot): Campaign | undefined =>
  snapshot.context.campaigns.find((campaign) => campaign.id === snapshot.context.selectedId);

/**
 * What a person can do. Behind a dialog the table is inert: the details offer Duplicate, Send
 * Now (for a draft) and closing; the confirmation Delete and Cancel. In the table a person acts
 * on the rows it shows, types a search or chooses a status other than the one shown, and finds
 * Clear search and filter only when no row matches. Undo is in the toast of the last delete.
 */
export function personCan(snapshot: CampaignsSnapshot, event: CampaignsEvent): boolean {
  const { context } = snapshot;
  const shown = (id: number) => rowsOf(snapshot).some((campaign) => campaign.id === id);
  if (snapshot.matches('viewing')) {
    if (event.type === 'campaigns.duplicate') return event.id === context.selectedId;
    return event.type === 'campaigns.details.close' || event.type === 'campaigns.sendNow';
  }
  if (snapshot.matches('confirmingDelete')) {
    return event.type === 'campaigns.delete.confirm' || event.type === 'campaigns.delete.cancel';
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
    case 'campaigns.delete.request':
      return shown(event.id);
    case 'campaigns.delete.undo':
      return context.deleted.at(-1)?.campaign.id === event.id;
    default:
      return false;
  }
}

/* ---------- the summary the traversal counts ---------- */

/** "details of a draft": what the traversal tells apart. */
export function campaignsSummary(snapshot: CampaignsSnapshot): string {
  if (snapshot.matches('viewing')) {
    const selected = selectedOf(snapshot);
    return selected && isDraft(selected) ? 'details of a draft' : 'details of a sent campaign';
  }
  if (snapshot.matches('confirmingDelete')) return 'delete confirmation';
  return rowsOf(snapshot).length > 0 ? 'table with rows' : 'table, nothing matches';
}

export const SUMMARY_COUNT = 5;

/**
 * The machine as the model walks it, alone: `requestCompose` asks its parent (the app) to open
 * the draft in the composer, and here it has none. The suite runs it inside the app.
 */
export const walkedCampaignsMachine = campaignsMachine.provide({
  actions: { requestCompose: () => {} },
});

export const campaignsModel = createTestModel(walkedCampaignsMachine, {
  events: CAMPAIGNS_EVENTS,
  filterEvents: personCan,
  serializeState: (snapshot) => campaignsSummary(snapshot as CampaignsSnapshot),
});

/* ---------- what a person does ---------- */

export type CampaignsGesture =
  | { kind: 'fill'; label: 'Search campaigns'; value: string }
  | { kind: 'select'; label: 'Status'; value: string }
  /** A button of the tab or of the open dialog, by its words or its label. */
  | { kind: 'click'; name: string }
  /** A campaign's name in the table, a button that opens its details. */
  | { kind: 'name'; campaign: string }
  /** An item of a row's Actions menu. */
  | { kind: 'menu'; campaign: string; item: 'View Details' | 'Duplicate' | 'Delete' }
  | { kind: 'press'; key: 'Escape' }
  /** Undo in the toast of the last delete. */
  | { kind: 'undo' };

const nameOf = (snapshot: CampaignsSnapshot, id: number) =>
  snapshot.context.campaigns.find((campaign) => campaign.id === id)?.name ?? `campaign ${id}`;

/**
 * How a person causes `event`. A draft's details open from the row menu, a sent campaign's from
 * its name; a draft's details close with their close button, a sent campaign's with Escape; the
 * delete confirmation is cancelled with its Cancel button the first time, with Escape after a
 * delete.
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
}

export function outcomeOf(event: CampaignsEvent, before: CampaignsSnapshot): Outcome {
  const none = { toast: null, composes: null };
  switch (event.type) {
    case 'campaigns.duplicate':
      return {
        toast: {
          title: 'Campaign duplicated',
          description: `“Copy of ${nameOf(before, event.id)}” is saved as a draft.`,
        },
        composes: null,
      };
    case 'campaigns.delete.confirm': {
      const id = before.context.deleteId ?? -1;
      return {
        toast: {
          title: 'Campaign deleted',
          description: `“${nameOf(before, id)}” was removed from your campaigns.`,
          action: 'Undo',
        },
        composes: null,
      };
    }
    case 'campaigns.delete.undo': {
      const entry = before.context.deleted.find((each) => each.campaign.id === event.id);
      return {
        toast: {
          title: 'Campaign restored',
          description: `“${entry?.campaign.name ?? ''}” is back in your campaigns.`,
        },
        composes: null,
      };
    }
    case 'campaigns.sendNow': {
      const selected = selectedOf(before);
      return selected
        ? { toast: null, composes: { name: selected.name, message: selected.message } }
        : none;
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
            : 'Undo';
  switch (event.type) {
    case 'campaigns.duplicate':
      return `duplicated from ${before.matches('viewing') ? 'the details' : 'the table'}`;
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
    default:
      return null;
  }
}

export const CAMPAIGNS_PLAN: PathPlan<CampaignsSnapshot, CampaignsEvent> = {
  events: (snapshot) => CAMPAIGNS_EVENTS.filter((event) => personCan(snapshot, event)),
  targets: summaryTargets(campaignsSummary, outcomeName),
  extraSteps: 6,
};

export const CAMPAIGNS_PATHS: CampaignsPath[] = shortestPathsExtended(
  walkedCampaignsMachine,
  campaignsModel,
  CAMPAIGNS_PLAN,
);

export const campaignsCoverage = (): Coverage =>
  coverageOf(walkedCampaignsMachine, CAMPAIGNS_PATHS);

/** How many summaries, samples and outcomes the paths cover, for the suites' report. */
export const campaignsTargets = (): TargetCounts =>
  targetCounts(walkedCampaignsMachine, CAMPAIGNS_PLAN, CAMPAIGNS_PATHS);

/* ---------- what a person sees in a state ---------- */

export interface CampaignsSight {
  search: string;
  status: string;
  /** The campaign names the table shows, in order; empty when nothing matches. */
  rows: string[];
  /** "Showing 3 of 10 campaigns". */
  count: string;
  /** Clear search and filter, offered when nothing matches. */
  canClear: boolean;
  /** The details dialog: its title, status, whether it has figures and Send Now. */
  details: { name: string; status: string; sent: boolean; sendNow: boolean } | null;
  /** The delete confirmation's question about this campaign. */
  confirmDelete: string | null;
}

export function sightOf(snapshot: CampaignsSnapshot): CampaignsSight {
  const rows = rowsOf(snapshot);
  const selected = selectedOf(snapshot);
  const { campaigns, search, status, deleteId } = snapshot.context;
  return {
    search,
    status,
    rows: rows.map((campaign) => campaign.name),
    count: `Showing ${rows.length} of ${campaigns.length} campaigns`,
    canClear: rows.length === 0 && campaigns.length > 0,
    details:
      snapshot.matches('viewing') && selected
        ? {
            name: selected.name,
            status: statusLabel(selected.status),
            sent: hasPerformance(selected),
            sendNow: isDraft(selected),
          }
        : null,
    confirmDelete: snapshot.matches('confirmingDelete')
      ? `“${nameOf(snapshot, deleteId ?? -1)}” will be removed from your campaigns.`
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
          return `${short}(${SAMPLE.find((campaign) => campaign.id === event.id)?.status ?? event.id})`;
        default:
          return short;
      }
    })
    .join(' > ');
  return `${events} => ${campaignsSummary(path.state)}`;
}
