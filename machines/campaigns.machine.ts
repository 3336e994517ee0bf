import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  sendParent,
  sendTo,
  setup,
  spawnChild,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import { recipientsOf } from '@/domain/audience';
import {
  canStop,
  duplicateCampaign,
  isDraft,
  isScheduled,
  isSending,
  isStatusFilter,
  nextCampaignIdOf,
  NOTHING_SENT,
  orderName,
  type Campaign,
  type CampaignOrder,
  type StatusFilter,
} from '@/domain/campaigns';
import { sampleCampaigns } from '@/domain/sample-campaigns';
import type { Contact } from '@/domain/contacts';
import {
  creditBalance,
  formatCredits,
  insufficientCredit,
  type LedgerEntry,
} from '@/domain/credits';
import {
  deliveryProgress,
  liveDeliveryRate,
  planDelivery,
  type DeliveryProgress,
} from '@/domain/delivery';
import { groupById, type ContactGroupId } from '@/domain/groups';
import { formatNumber } from '@/domain/numbers';
import { sharedMergeValues } from '@/domain/personalise';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import { formatZoned, scheduledAt, scheduleProblem, wallClock } from '@/domain/schedule';
import { senderIdByName } from '@/domain/sender-ids';
import { DEFAULT_SETTINGS, type AccountSettings } from '@/domain/settings';
import { clock, type ClockTick } from './clock';
import { deliveryMachine, type DeliveryInput, type DeliveryReport } from './delivery.machine';
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
  /** The time, as the clock last told it (epoch ms): scheduled campaigns go when it passes. */
  now: number;
  /** The contact database, as the contacts actor last announced it (through the app). */
  audience: readonly Contact[];
  /** The account's saved settings: zone and quiet hours, company, sender IDs. */
  account: AccountSettings;
  /** GHS per SMS on the account's plan. */
  ratePerSms: number;
  /** SMS credits before the visit's campaigns. */
  openingBalance: number;
  /** Each campaign sent this visit: credits held and given back. */
  ledger: LedgerEntry[];
  /** The campaign being moved to another time, and the time typed so far. */
  reschedule: Reschedule;
}

export interface Reschedule {
  id: number | null;
  date: string;
  time: string;
  /** When Reschedule was last pressed (epoch ms): past times are judged against it. */
  checkedAt: number;
}

export interface CampaignsInput {
  /** Epoch ms; the sample is dated around it. */
  now?: number;
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
  | { type: 'campaigns.sendNow' }
  /** From the app: the composer or the New Campaign dialog sent or scheduled a campaign. */
  | { type: 'campaigns.order'; order: CampaignOrder }
  | { type: 'campaigns.stop'; id: number }
  | { type: 'campaigns.cancel'; id: number }
  | { type: 'campaigns.reschedule.open'; id: number }
  | { type: 'campaigns.reschedule.date.change'; value: string }
  | { type: 'campaigns.reschedule.time.change'; value: string }
  | { type: 'campaigns.reschedule.confirm'; now: number }
  | { type: 'campaigns.reschedule.cancel' }
  /** From the app: the contact database changed. */
  | { type: 'campaigns.audience.change'; contacts: readonly Contact[] }
  /** From the app: the account's settings changed. */
  | { type: 'campaigns.account.change'; settings: AccountSettings }
  | ClockTick
  | DeliveryReport;

/** Send Now on a draft: the view opens the composer with this. */
export interface ComposeRequest {
  type: 'campaigns.compose';
  name: string;
  message: string;
  group: ContactGroupId;
  /** The draft campaign it comes from, which a send replaces. */
  draftId: number;
}

/** To the app: the credit balance changed (a campaign held credits, or some came back). */
export interface CreditsChanged {
  type: 'credits.changed';
  balance: number;
}

export type CampaignsEmitted = ToastEmitted;

/** How often the schedule is checked, in ms. */
export const SCHEDULE_CHECK_MS = 1000;

/** The id of the delivery actor of a campaign: its report lives there. */
export const deliveryActorId = (campaignId: number) => `delivery-${campaignId}`;

const balanceOf = (context: CampaignsContext) =>
  creditBalance(context.openingBalance, context.ledger);

/** When a scheduled campaign goes, epoch ms; null when it has no usable date. */
const dueAt = (context: CampaignsContext, campaign: Campaign) =>
  scheduledAt(campaign.sentDate, campaign.sentTime || '09:00', context.account.timezone);

const isDue = (context: CampaignsContext, campaign: Campaign, now: number) => {
  if (!isScheduled(campaign)) return false;
  const at = dueAt(context, campaign);
  return at !== null && at <= now;
};

/** What starting a campaign at `now` sets in motion: its messages, or why it cannot go. */
function launch(context: CampaignsContext, campaign: Campaign, now: number) {
  const { account } = context;
  const sender = senderIdByName(account.senderIds, campaign.senderId ?? account.defaultSender);
  const when = wallClock(now, account.timezone);
  const messages = planDelivery({
    seed: campaign.id,
    message: campaign.message,
    contacts: recipientsOf(context.audience, campaign.group),
    sender,
    shared: sharedMergeValues(account.company, when),
  });
  const progress = deliveryProgress(messages, 0, null);
  const balance = balanceOf(context);
  const base = { ...campaign, sentDate: when.date, sentTime: when.time };
  if (progress.reserved > balance) {
    return {
      campaign: {
        ...base,
        status: 'failed',
        failureReason: insufficientCredit(progress.reserved, balance),
      } satisfies Campaign,
      messages: null,
    };
  }
  return {
    campaign: {
      ...base,
      status: 'sending',
      recipients: messages.length,
      failureReason: undefined,
      delivery: {
        counts: progress.counts,
        total: progress.total,
        settled: progress.settled,
        reserved: progress.reserved,
        refunded: progress.refunded,
        startedAt: now,
        stopped: false,
      },
    } satisfies Campaign,
    messages,
  };
}

/** The campaign row after a report from its delivery actor. */
function withProgress(campaign: Campaign, report: DeliveryReport): Campaign {
  const { progress, finished, stopped } = report;
  const { counts } = progress;
  const status = !finished
    ? 'sending'
    : stopped
      ? 'stopped'
      : counts.delivered > 0
        ? 'completed'
        : 'failed';
  return {
    ...campaign,
    status,
    delivered: counts.delivered,
    failed: counts.failed + counts.rejected + counts.expired,
    deliveryRate: liveDeliveryRate(counts),
    delivery: campaign.delivery && {
      ...campaign.delivery,
      counts,
      settled: progress.settled,
      refunded: progress.refunded,
      stopped,
    },
  };
}

/** The campaign an order adds to the table: scheduled, or about to start. */
function orderedCampaign(context: CampaignsContext, order: CampaignOrder): Campaign {
  const when = order.schedule ?? wallClock(order.now, context.account.timezone);
  return {
    id: nextCampaignIdOf(context.campaigns, context.deleted),
    name: orderName(order, groupById(order.group).name, when.date),
    status: 'scheduled',
    sentDate: when.date,
    sentTime: when.time,
    recipients: recipientsOf(context.audience, order.group).length,
    ...NOTHING_SENT,
    message: order.message,
    group: order.group,
    messageType: order.messageType,
    senderId: order.senderId,
  };
}

const creditsChanged = (opening: number, ledger: readonly LedgerEntry[]): CreditsChanged => ({
  type: 'credits.changed',
  balance: creditBalance(opening, ledger),
});

/**
 * Starts campaigns at `context.now`, one after another: each holds its credits and gets a
 * delivery actor; one the balance cannot pay for fails with the reason and sends nothing.
 */
function startCampaigns(context: CampaignsContext, ids: readonly number[]) {
  let { campaigns, ledger } = context;
  const spawns: DeliveryInput[] = [];
  const toasts: ToastEmitted[] = [];
  for (const id of ids) {
    const campaign = byId(campaigns, id);
    if (!campaign) continue;
    const started = launch({ ...context, campaigns, ledger }, campaign, context.now);
    campaigns = campaigns.map((existing) => (existing.id === id ? started.campaign : existing));
    if (started.messages === null) {
      toasts.push(
        toastEvent({
          status: 'error',
          title: 'Not enough credit',
          description: `“${campaign.name}” was not sent. ${started.campaign.failureReason ?? ''}`,
        }),
      );
      continue;
    }
    ledger = [
      ...ledger,
      {
        campaignId: id,
        name: campaign.name,
        at: context.now,
        reserved: started.campaign.delivery?.reserved ?? 0,
        refunded: 0,
        settled: false,
      },
    ];
    spawns.push({ campaignId: id, messages: started.messages });
  }
  return { campaigns, ledger, spawns, toasts };
}

function finishedToast(campaign: Campaign, progress: DeliveryProgress) {
  const { counts } = progress;
  const refunds =
    counts.rejected + counts.unsent > 0
      ? ` ${formatCredits(progress.refunded)} of credits came back for ${formatNumber(counts.rejected + counts.unsent)} rejected or unsent messages.`
      : '';
  if (campaign.status === 'failed') {
    return toastEvent({
      status: 'error',
      title: 'Campaign failed',
      description: `Nothing of “${campaign.name}” was delivered.${refunds} Open it in Campaigns to read why.`,
    });
  }
  return toastEvent({
    status: campaign.status === 'stopped' ? 'info' : 'success',
    title: campaign.status === 'stopped' ? 'Campaign stopped' : 'Campaign delivered',
    description: `“${campaign.name}”: ${formatNumber(counts.delivered)} of ${formatNumber(progress.total)} delivered (${campaign.deliveryRate.toFixed(1)}%).${refunds}`,
  });
}

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
    input: {} as CampaignsInput,
    tags: {} as 'invalid',
  },
  actors: { clock, delivery: deliveryMachine },
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
    isSendingCampaign: ({ context, event }) => {
      assertEvent(event, 'campaigns.stop');
      const campaign = byId(context.campaigns, event.id);
      return campaign !== undefined && canStop(campaign);
    },
    isScheduledCampaign: ({ context, event }) => {
      assertEvent(event, ['campaigns.cancel', 'campaigns.reschedule.open']);
      const campaign = byId(context.campaigns, event.id);
      return campaign !== undefined && isScheduled(campaign);
    },
    /** A campaign on its way cannot be deleted: its messages are with the networks. */
    isDeletable: ({ context, event }) => {
      assertEvent(event, 'campaigns.delete.request');
      const campaign = byId(context.campaigns, event.id);
      return campaign !== undefined && !isSending(campaign);
    },
    hasDueCampaign: ({ context, event }) => {
      assertEvent(event, 'clock.tick');
      return context.campaigns.some((campaign) => isDue(context, campaign, event.now));
    },
    isOrderForLater: ({ event }) => {
      assertEvent(event, 'campaigns.order');
      return event.order.schedule !== null;
    },
    isRescheduleAllowed: ({ context, event }) => {
      assertEvent(event, 'campaigns.reschedule.confirm');
      const { date, time, id } = context.reschedule;
      const campaign = byId(context.campaigns, id);
      return (
        campaign !== undefined &&
        isScheduled(campaign) &&
        scheduleProblem(date, time, event.now, context.account, isPromotional(campaign)) === null
      );
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
          duplicateCampaign(original, nextCampaignIdOf(context.campaigns, context.deleted)),
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
    tellTime: assign(({ event }) => {
      assertEvent(event, 'clock.tick');
      return { now: event.now };
    }),
    setAudience: assign(({ event }) => {
      assertEvent(event, 'campaigns.audience.change');
      return { audience: event.contacts };
    }),
    setAccount: assign(({ event }) => {
      assertEvent(event, 'campaigns.account.change');
      return { account: event.settings };
    }),
    /** A scheduled order joins the table; one to send now starts at once. */
    takeOrder: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'campaigns.order');
      const { order } = event;
      const campaign = orderedCampaign(context, order);
      const campaigns = [
        campaign,
        ...context.campaigns.filter(
          (existing) => !(existing.id === order.draftId && isDraft(existing)),
        ),
      ];
      if (order.schedule !== null) {
        enqueue.assign({ campaigns });
        return;
      }
      const started = startCampaigns({ ...context, campaigns, now: order.now }, [campaign.id]);
      enqueue.assign({ campaigns: started.campaigns, ledger: started.ledger, now: order.now });
      for (const spawn of started.spawns) {
        enqueue.spawnChild('delivery', { id: deliveryActorId(spawn.campaignId), input: spawn });
      }
      for (const toast of started.toasts) enqueue.emit(toast);
      enqueue.sendParent(creditsChanged(context.openingBalance, started.ledger));
    }),
    /** Every scheduled campaign whose time has come holds its credits and starts. */
    startDue: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'clock.tick');
      const ids = context.campaigns
        .filter((campaign) => isDue(context, campaign, event.now))
        .map((campaign) => campaign.id);
      const started = startCampaigns({ ...context, now: event.now }, ids);
      enqueue.assign({ campaigns: started.campaigns, ledger: started.ledger });
      for (const spawn of started.spawns) {
        enqueue.spawnChild('delivery', { id: deliveryActorId(spawn.campaignId), input: spawn });
      }
      for (const toast of started.toasts) enqueue.emit(toast);
      enqueue.sendParent(creditsChanged(context.openingBalance, started.ledger));
    }),
    recordProgress: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'campaigns.delivery.progress');
      const campaign = byId(context.campaigns, event.id);
      const entry = context.ledger.find((candidate) => candidate.campaignId === event.id);
      const refundChanged = entry !== undefined && entry.refunded !== event.progress.refunded;
      const ledger = context.ledger.map((candidate) =>
        candidate.campaignId === event.id
          ? { ...candidate, refunded: event.progress.refunded, settled: event.finished }
          : candidate,
      );
      const updated = campaign && withProgress(campaign, event);
      enqueue.assign({
        ledger,
        campaigns: context.campaigns.map((existing) =>
          existing.id === event.id && updated ? updated : existing,
        ),
        // A campaign deleted after it finished still had its charge: the ledger keeps it.
        deleted: context.deleted,
      });
      if (refundChanged) enqueue.sendParent(creditsChanged(context.openingBalance, ledger));
      if (event.finished && updated) enqueue.emit(finishedToast(updated, event.progress));
    }),
    announceCredits: sendParent(({ context }): CreditsChanged => ({
      type: 'credits.changed',
      balance: balanceOf(context),
    })),
    stopDelivery: sendTo(
      ({ event }) => {
        assertEvent(event, 'campaigns.stop');
        return deliveryActorId(event.id);
      },
      { type: 'delivery.stop' },
    ),
    toastStopping: emit(({ context, event }) => {
      assertEvent(event, 'campaigns.stop');
      return toastEvent({
        status: 'info',
        title: 'Stopping campaign',
        description: `“${byId(context.campaigns, event.id)?.name ?? ''}”: messages not yet handed to the networks will not go, and are not charged.`,
      });
    }),
    cancelScheduled: assign(({ context, event }) => {
      assertEvent(event, 'campaigns.cancel');
      return {
        campaigns: context.campaigns.map((campaign) =>
          campaign.id === event.id
            ? { ...campaign, status: 'draft', sentDate: '', sentTime: '' }
            : campaign,
        ),
      };
    }),
    toastCancelled: emit(({ context, event }) => {
      assertEvent(event, 'campaigns.cancel');
      return toastEvent({
        status: 'info',
        title: 'Campaign cancelled',
        description: `“${byId(context.campaigns, event.id)?.name ?? ''}” will not be sent. It is back in your drafts.`,
      });
    }),
    openReschedule: assign(({ context, event }) => {
      assertEvent(event, 'campaigns.reschedule.open');
      const campaign = byId(context.campaigns, event.id);
      return {
        reschedule: {
          id: event.id,
          date: campaign?.sentDate ?? '',
          time: campaign?.sentTime ?? '',
          checkedAt: context.now,
        },
      };
    }),
    setRescheduleDate: assign(({ context, event }) => {
      assertEvent(event, 'campaigns.reschedule.date.change');
      return { reschedule: { ...context.reschedule, date: event.value } };
    }),
    setRescheduleTime: assign(({ context, event }) => {
      assertEvent(event, 'campaigns.reschedule.time.change');
      return { reschedule: { ...context.reschedule, time: event.value } };
    }),
    markChecked: assign(({ context, event }) => {
      assertEvent(event, 'campaigns.reschedule.confirm');
      return { reschedule: { ...context.reschedule, checkedAt: event.now } };
    }),
    applyReschedule: assign(({ context }) => {
      const { id, date, time } = context.reschedule;
      return {
        campaigns: context.campaigns.map((campaign) =>
          campaign.id === id ? { ...campaign, sentDate: date, sentTime: time } : campaign,
        ),
      };
    }),
    toastRescheduled: emit(({ context }) => {
      const { id, date, time } = context.reschedule;
      return toastEvent({
        status: 'success',
        title: 'Campaign rescheduled',
        description: `“${byId(context.campaigns, id)?.name ?? ''}” is now scheduled for ${formatZoned(date, time, context.account.timezone)}.`,
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
        draftId: campaign?.id ?? -1,
      };
    }),
  },
}).createMachine({
  id: 'campaigns',
  // Spawned by the app without input: the sample is dated around the moment of the visit.
  context: ({ input }) => {
    const now = input?.now ?? Date.now();
    return {
      campaigns: sampleCampaigns(new Date(now)),
      search: '',
      status: 'all',
      selectedId: null,
      deleteId: null,
      deleted: [],
      now,
      audience: SAMPLE_CONTACTS,
      account: DEFAULT_SETTINGS,
      ratePerSms: SAMPLE_ACCOUNT.plan.ratePerSms,
      openingBalance: SAMPLE_ACCOUNT.creditBalance,
      ledger: [],
      reschedule: { id: null, date: '', time: '', checkedAt: now },
    };
  },
  entry: spawnChild('clock', { id: 'clock', input: { every: SCHEDULE_CHECK_MS } }),
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
      description: 'All, completed, scheduled, draft, failed, sending or stopped.',
    },
    'campaigns.filters.clear': {
      actions: 'clearFilters',
      description: 'Search and status filter go back to showing every campaign.',
    },
    'clock.tick': [
      {
        guard: 'hasDueCampaign',
        actions: ['tellTime', 'startDue'],
        description: 'A scheduled time has come: the campaign starts sending.',
      },
      { actions: 'tellTime' },
    ],
    'campaigns.order': [
      {
        guard: 'isOrderForLater',
        actions: 'takeOrder',
        description:
          'Schedule Send in the composer, or a dated New Campaign: the campaign joins the table, scheduled.',
      },
      {
        actions: 'takeOrder',
        description:
          'Send Now in the composer or the New Campaign dialog: the campaign holds its credits and starts sending.',
      },
    ],
    'campaigns.delivery.progress': {
      actions: 'recordProgress',
      description:
        "A campaign's messages moved on: its counters, status and refunds follow; a message says when it is done.",
    },
    'campaigns.stop': {
      guard: 'isSendingCampaign',
      actions: ['stopDelivery', 'toastStopping'],
      description:
        'Stop sending: what the networks have not been handed stays unsent, not charged.',
    },
    'campaigns.cancel': {
      guard: 'isScheduledCampaign',
      actions: ['cancelScheduled', 'toastCancelled'],
      description: 'A scheduled campaign goes back to Draft and will not be sent.',
    },
    'campaigns.audience.change': {
      actions: 'setAudience',
      description: 'The contacts changed: a campaign that starts later reaches who is there then.',
    },
    'campaigns.account.change': {
      actions: 'setAccount',
      description: "The settings changed: schedules follow the account's zone and quiet hours.",
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
          guard: 'isDeletable',
          target: 'confirmingDelete',
          actions: 'markForDelete',
          description:
            'Delete asks for confirmation first; a campaign still sending must be stopped first.',
        },
        'campaigns.reschedule.open': {
          guard: 'isScheduledCampaign',
          target: 'rescheduling',
          actions: 'openReschedule',
          description: 'Reschedule asks for a new date and time.',
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
        'campaigns.reschedule.open': {
          guard: 'isScheduledCampaign',
          target: 'rescheduling',
          actions: 'openReschedule',
          description: 'Reschedule, from the details: a new date and time.',
        },
      },
    },
    rescheduling: {
      description:
        "Asks for a scheduled campaign's new date and time, under the composer's rules: the account's zone, not past, not in quiet hours.",
      initial: 'fresh',
      on: {
        'campaigns.reschedule.date.change': { actions: 'setRescheduleDate' },
        'campaigns.reschedule.time.change': { actions: 'setRescheduleTime' },
        'campaigns.reschedule.confirm': [
          {
            guard: 'isRescheduleAllowed',
            target: 'browsing',
            actions: ['markChecked', 'applyReschedule', 'toastRescheduled'],
            description: 'The campaign moves to the new time.',
          },
          {
            target: '.showingErrors',
            actions: 'markChecked',
            description: 'Missing, past or inside quiet hours: the reason shows and it stays put.',
          },
        ],
        'campaigns.reschedule.cancel': {
          target: 'browsing',
          description: 'The campaign keeps its time.',
        },
      },
      states: {
        fresh: { description: 'Nothing refused yet.' },
        showingErrors: {
          tags: 'invalid',
          description:
            'Reschedule was refused: the reason shows, and follows the typed date and time, until it is pressed again.',
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
export type CampaignsActorRef = ActorRefFrom<typeof campaignsMachine>;
export type DeliveryActorRef = ActorRefFrom<typeof deliveryMachine>;

const isPromotional = (campaign: Campaign) =>
  (campaign.messageType ?? 'promotional') === 'promotional';

/** Its time came (or it was cancelled or deleted) while the dialog was open. */
export const NO_LONGER_SCHEDULED =
  'This campaign is no longer scheduled: it started sending, or was cancelled or deleted. Close this and check Campaigns.';

/** Why the typed new time is refused, while the refusal shows; null otherwise. */
export function selectRescheduleProblem(snapshot: CampaignsSnapshot): string | null {
  if (!snapshot.hasTag('invalid')) return null;
  const { context } = snapshot;
  const { id, date, time, checkedAt } = context.reschedule;
  const campaign = byId(context.campaigns, id);
  if (!campaign || !isScheduled(campaign)) return NO_LONGER_SCHEDULED;
  return scheduleProblem(date, time, checkedAt, context.account, isPromotional(campaign));
}

export const selectCreditBalance = (snapshot: CampaignsSnapshot) => balanceOf(snapshot.context);

/** The delivery actor of a campaign sent this visit, where its per-recipient report lives. */
export const selectDeliveryActor = (
  snapshot: CampaignsSnapshot,
  campaignId: number | null,
): DeliveryActorRef | undefined =>
  campaignId === null
    ? undefined
    : (snapshot.children[deliveryActorId(campaignId)] as DeliveryActorRef | undefined);
