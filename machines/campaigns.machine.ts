import { assertEvent, assign, emit, sendParent, setup, type SnapshotFrom } from 'xstate';
import {
  duplicateCampaign,
  isDraft,
  isStatusFilter,
  nextCampaignId,
  sampleCampaigns,
  type Campaign,
  type StatusFilter,
} from '@/domain/campaigns';
import type { ContactGroupId } from '@/domain/groups';
import { toastEvent, type ToastEmitted } from './toast';

/** A deleted campaign and where it stood, so Undo can put it back. */
interface DeletedCampaign {
  campaign: Campaign;
  index: number;
}

export interface CampaignsContext {
  campaigns: Campaign[];
  search: string;
  status: StatusFilter;
  /** The campaign whose details were opened last (kept while its dialog closes). */
  selectedId: number | null;
  /** The campaign asked to be deleted last (kept while its confirmation closes). */
  deleteId: number | null;
  /** Deleted this visit, most recent last; each delete toast's Undo restores its own. */
  deleted: DeletedCampaign[];
}

export type CampaignsEvent =
  | { type: 'campaigns.search.change'; value: string }
  | { type: 'campaigns.filter.change'; status: string }
  | { type: 'campaigns.filters.clear' }
  | { type: 'campaigns.details.open'; id: number }
  | { type: 'campaigns.details.close' }
  | { type: 'campaigns.duplicate'; id: number }
  | { type: 'campaigns.delete.request'; id: number }
  | { type: 'campaigns.delete.confirm' }
  | { type: 'campaigns.delete.cancel' }
  | { type: 'campaigns.delete.undo'; id: number }
  | { type: 'campaigns.sendNow' };

/** Send Now on a draft: the view opens the composer with this. */
export interface ComposeRequest {
  type: 'campaigns.compose';
  name: string;
  message: string;
  group: ContactGroupId;
}

export type CampaignsEmitted = ToastEmitted;

const byId = (campaigns: readonly Campaign[], id: number | null) =>
  id === null ? undefined : campaigns.find((campaign) => campaign.id === id);

/** The events that name one campaign of the table. */
const ROW_EVENTS = [
  'campaigns.details.open',
  'campaigns.duplicate',
  'campaigns.delete.request',
] as const satisfies readonly CampaignsEvent['type'][];

export const campaignsMachine = setup({
  types: {
    context: {} as CampaignsContext,
    events: {} as CampaignsEvent,
    emitted: {} as CampaignsEmitted,
  },
  guards: {
    campaignExists: ({ context, event }) => {
      assertEvent(event, ROW_EVENTS);
      return byId(context.campaigns, event.id) !== undefined;
    },
    isStatusFilter: ({ event }) => {
      assertEvent(event, 'campaigns.filter.change');
      return isStatusFilter(event.status);
    },
    isSelectedDraft: ({ context }) => {
      const campaign = byId(context.campaigns, context.selectedId);
      return campaign !== undefined && isDraft(campaign);
    },
    wasDeleted: ({ context, event }) => {
      assertEvent(event, 'campaigns.delete.undo');
      return context.deleted.some((entry) => entry.campaign.id === event.id);
    },
  },
  actions: {
    setSearch: assign(({ event }) => {
      assertEvent(event, 'campaigns.search.change');
      return { search: event.value };
    }),
    // The guard has refused other values; the check narrows the string to a status.
    setStatus: assign(({ event }) => {
      assertEvent(event, 'campaigns.filter.change');
      return isStatusFilter(event.status) ? { status: event.status } : {};
    }),
    clearFilters: assign({ search: '', status: 'all' as StatusFilter }),
    selectCampaign: assign(({ event }) => {
      assertEvent(event, 'campaigns.details.open');
      return { selectedId: event.id };
    }),
    markForDelete: assign(({ event }) => {
      assertEvent(event, 'campaigns.delete.request');
      return { deleteId: event.id };
    }),
    duplicate: assign(({ context, event }) => {
      assertEvent(event, 'campaigns.duplicate');
      const original = byId(context.campaigns, event.id);
      if (!original) return {};
      return {
        campaigns: [
          duplicateCampaign(original, nextCampaignId(context.campaigns)),
          ...context.campaigns,
        ],
      };
    }),
    toastDuplicated: emit(({ context }) =>
      toastEvent({
        status: 'success',
        title: 'Campaign duplicated',
        description: `“${context.campaigns[0]?.name ?? ''}” is saved as a draft.`,
      }),
    ),
    deleteMarked: assign(({ context }) => {
      const index = context.campaigns.findIndex((campaign) => campaign.id === context.deleteId);
      const campaign = context.campaigns[index];
      if (!campaign) return {};
      return {
        campaigns: context.campaigns.filter((_, position) => position !== index),
        deleted: [...context.deleted, { campaign, index }],
      };
    }),
    toastDeleted: emit(({ context }) => {
      const last = context.deleted.at(-1)?.campaign;
      const undo: CampaignsEvent = { type: 'campaigns.delete.undo', id: last?.id ?? -1 };
      return toastEvent({
        status: 'info',
        title: 'Campaign deleted',
        description: `“${last?.name ?? ''}” was removed from your campaigns.`,
        action: { label: 'Undo', event: undo },
      });
    }),
    restoreDeleted: assign(({ context, event }) => {
      assertEvent(event, 'campaigns.delete.undo');
      const entry = context.deleted.find((candidate) => candidate.campaign.id === event.id);
      if (!entry) return {};
      const campaigns = [...context.campaigns];
      campaigns.splice(Math.min(entry.index, campaigns.length), 0, entry.campaign);
      return {
        campaigns,
        deleted: context.deleted.filter((candidate) => candidate !== entry),
      };
    }),
    toastRestored: emit(({ context, event }) => {
      assertEvent(event, 'campaigns.delete.undo');
      return toastEvent({
        status: 'success',
        title: 'Campaign restored',
        description: `“${byId(context.campaigns, event.id)?.name ?? ''}” is back in your campaigns.`,
      });
    }),
    /** Asks the app to open the draft in the composer (the app owns the composer and the tabs). */
    requestCompose: sendParent(({ context }): ComposeRequest => {
      const campaign = byId(context.campaigns, context.selectedId);
      return {
        type: 'campaigns.compose',
        name: campaign?.name ?? '',
        message: campaign?.message ?? '',
        group: campaign?.group ?? 'all',
      };
    }),
  },
}).createMachine({
  id: 'campaigns',
  // Spawned by the app without input: the sample is dated around the day of the visit.
  context: () => ({
    campaigns: sampleCampaigns(new Date()),
    search: '',
    status: 'all',
    selectedId: null,
    deleteId: null,
    deleted: [],
  }),
  description:
    'The Campaigns tab: the campaign history with search, a status filter, details, duplicate and delete.',
  initial: 'browsing',
  on: {
    'campaigns.search.change': {
      actions: 'setSearch',
      description: 'The table shows the campaigns whose name contains the search.',
    },
    'campaigns.filter.change': {
      guard: 'isStatusFilter',
      actions: 'setStatus',
      description: 'All, completed, scheduled, draft or failed.',
    },
    'campaigns.filters.clear': {
      actions: 'clearFilters',
      description: 'Search and status filter go back to showing every campaign.',
    },
    // The Undo button lives in a toast, which outlives the screen that showed it.
    'campaigns.delete.undo': {
      guard: 'wasDeleted',
      actions: ['restoreDeleted', 'toastRestored'],
      description:
        'Undo in a delete message puts that campaign back where it was, whatever is open by then.',
    },
  },
  states: {
    browsing: {
      description: 'The campaign table: search, filter, or an action on a row.',
      on: {
        'campaigns.details.open': {
          guard: 'campaignExists',
          target: 'viewing',
          actions: 'selectCampaign',
          description: 'View Details opens the details of that campaign.',
        },
        'campaigns.duplicate': {
          guard: 'campaignExists',
          actions: ['duplicate', 'toastDuplicated'],
          description: 'A copy is saved as a draft at the top of the table.',
        },
        'campaigns.delete.request': {
          guard: 'campaignExists',
          target: 'confirmingDelete',
          actions: 'markForDelete',
          description: 'Delete asks for confirmation first.',
        },
      },
    },
    viewing: {
      description:
        'The details dialog of one campaign; its performance shows only once it has been sent (completed).',
      on: {
        'campaigns.details.close': { target: 'browsing' },
        'campaigns.duplicate': {
          guard: 'campaignExists',
          target: 'browsing',
          actions: ['duplicate', 'toastDuplicated'],
          description: 'A copy is saved as a draft and the details close.',
        },
        'campaigns.sendNow': {
          guard: 'isSelectedDraft',
          target: 'browsing',
          actions: 'requestCompose',
          description: 'Send Now on a draft opens it in the composer to be sent.',
        },
      },
    },
    confirmingDelete: {
      description: 'Asks whether to delete the campaign.',
      on: {
        'campaigns.delete.confirm': {
          target: 'browsing',
          actions: ['deleteMarked', 'toastDeleted'],
          description: 'The campaign is removed; the message that follows offers Undo.',
        },
        'campaigns.delete.cancel': { target: 'browsing', description: 'The campaign is kept.' },
      },
    },
  },
});

export type CampaignsSnapshot = SnapshotFrom<typeof campaignsMachine>;
