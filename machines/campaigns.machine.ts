import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import {
  composerGroupFor,
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

export type CampaignsEmitted = ToastEmitted | ComposeRequest;

const byId = (campaigns: readonly Campaign[], id: number | null) =>
  id === null ? undefined : campaigns.find((campaign) => campaign.id === id);

const eventId = (event: CampaignsEvent): number | null => ('id' in event ? event.id : null);

export const campaignsMachine = setup({
  types: {
    context: {} as CampaignsContext,
    events: {} as CampaignsEvent,
    emitted: {} as CampaignsEmitted,
  },
  guards: {
    campaignExists: ({ context, event }) => byId(context.campaigns, eventId(event)) !== undefined,
    isStatusFilter: ({ event }) =>
      event.type === 'campaigns.filter.change' && isStatusFilter(event.status),
    isSelectedDraft: ({ context }) => {
      const campaign = byId(context.campaigns, context.selectedId);
      return campaign !== undefined && isDraft(campaign);
    },
    wasDeleted: ({ context, event }) =>
      event.type === 'campaigns.delete.undo' &&
      context.deleted.some((entry) => entry.campaign.id === event.id),
  },
  actions: {
    setSearch: assign({
      search: ({ context, event }) =>
        event.type === 'campaigns.search.change' ? event.value : context.search,
    }),
    setStatus: assign({
      status: ({ context, event }) =>
        event.type === 'campaigns.filter.change' && isStatusFilter(event.status)
          ? event.status
          : context.status,
    }),
    clearFilters: assign({ search: '', status: 'all' as StatusFilter }),
    selectCampaign: assign({ selectedId: ({ event }) => eventId(event) }),
    markForDelete: assign({ deleteId: ({ event }) => eventId(event) }),
    duplicate: assign({
      campaigns: ({ context, event }) => {
        const original = byId(context.campaigns, eventId(event));
        if (!original) return context.campaigns;
        return [
          duplicateCampaign(original, nextCampaignId(context.campaigns)),
          ...context.campaigns,
        ];
      },
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
      if (event.type !== 'campaigns.delete.undo') return {};
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
      const id = event.type === 'campaigns.delete.undo' ? event.id : null;
      return toastEvent({
        status: 'success',
        title: 'Campaign restored',
        description: `“${byId(context.campaigns, id)?.name ?? ''}” is back in your campaigns.`,
      });
    }),
    requestCompose: emit(({ context }): ComposeRequest => {
      const campaign = byId(context.campaigns, context.selectedId);
      return {
        type: 'campaigns.compose',
        name: campaign?.name ?? '',
        message: campaign?.message ?? '',
        group: composerGroupFor(campaign?.group ?? 'all'),
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
  initial: 'browsing',
  on: {
    'campaigns.search.change': { actions: 'setSearch' },
    'campaigns.filter.change': { guard: 'isStatusFilter', actions: 'setStatus' },
    'campaigns.filters.clear': { actions: 'clearFilters' },
    'campaigns.delete.undo': { guard: 'wasDeleted', actions: ['restoreDeleted', 'toastRestored'] },
  },
  states: {
    /** The history table: waits for a search, a filter or a row action. */
    browsing: {
      on: {
        'campaigns.details.open': {
          guard: 'campaignExists',
          target: 'viewing',
          actions: 'selectCampaign',
        },
        'campaigns.duplicate': {
          guard: 'campaignExists',
          actions: ['duplicate', 'toastDuplicated'],
        },
        'campaigns.delete.request': {
          guard: 'campaignExists',
          target: 'confirmingDelete',
          actions: 'markForDelete',
        },
      },
    },
    /** The details dialog of one campaign: waits for close, duplicate or Send Now. */
    viewing: {
      on: {
        'campaigns.details.close': { target: 'browsing' },
        'campaigns.duplicate': {
          guard: 'campaignExists',
          target: 'browsing',
          actions: ['duplicate', 'toastDuplicated'],
        },
        'campaigns.sendNow': {
          guard: 'isSelectedDraft',
          target: 'browsing',
          actions: 'requestCompose',
        },
      },
    },
    /** The delete confirmation: waits for the visitor to confirm or cancel. */
    confirmingDelete: {
      on: {
        'campaigns.delete.confirm': {
          target: 'browsing',
          actions: ['deleteMarked', 'toastDeleted'],
        },
        'campaigns.delete.cancel': { target: 'browsing' },
      },
    },
  },
});

export type CampaignsSnapshot = SnapshotFrom<typeof campaignsMachine>;
