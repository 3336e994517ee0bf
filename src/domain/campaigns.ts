import type { MessageType } from './content-check';
import { formatDay } from './contacts';
import type { DeliveryCounts } from './delivery';
import type { CampaignGroupId } from './groups';

/** The statuses the dashboard knows; any other value is shown as it comes. */
export const CAMPAIGN_STATUSES = [
  'completed',
  'scheduled',
  'draft',
  'failed',
  'sending',
  'stopped',
] as const;
export type KnownCampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A past, planned or unsent SMS campaign of the demo account. */
export interface Campaign {
  id: number;
  name: string;
  /** One of CAMPAIGN_STATUSES, or any other value a server might send. */
  status: string;
  /** `YYYY-MM-DD`: when it went out (completed, failed) or will go out (scheduled); '' if unset. */
  sentDate: string;
  recipients: number;
  delivered: number;
  failed: number;
  clicked: number;
  /** Delivered as a percentage of recipients, one decimal. */
  deliveryRate: number;
  /** Clicked as a percentage of delivered, one decimal. */
  clickRate: number;
  /** Recipients who replied STOP to this campaign. */
  optOuts: number;
  message: string;
  group: CampaignGroupId;
  /** `HH:MM` in the account's zone when a scheduled campaign goes out; '' or absent if unset. */
  sentTime?: string;
  /** Promotional unless said otherwise: quiet hours hold promotional campaigns back. */
  messageType?: MessageType;
  /** The sender ID it goes out with; absent or null for the account's default. */
  senderId?: string | null;
  /** Sent during this visit: every message's status, counted (the messages live in its actor). */
  delivery?: CampaignDelivery;
  /** Why it failed before a message went, e.g. not enough credit. */
  failureReason?: string;
}

/** A campaign sent during the visit, as its delivery actor last reported it. */
export interface CampaignDelivery {
  counts: DeliveryCounts;
  total: number;
  settled: number;
  /** SMS credits held when it started, and given back since. */
  reserved: number;
  refunded: number;
  /** When it started sending, epoch ms. */
  startedAt: number;
  /** Stopped by the user before every message went. */
  stopped: boolean;
}

export type StatusFilter = 'all' | KnownCampaignStatus;

/** The status filter's options, in the order the dropdown lists them. */
export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'completed', label: 'Completed' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'draft', label: 'Draft' },
  { value: 'failed', label: 'Failed' },
  { value: 'sending', label: 'Sending' },
  { value: 'stopped', label: 'Stopped' },
];

export function isStatusFilter(value: string): value is StatusFilter {
  return STATUS_FILTERS.some((option) => option.value === value);
}

export function isKnownStatus(status: string): status is KnownCampaignStatus {
  return (CAMPAIGN_STATUSES as readonly string[]).includes(status);
}

/** "Completed" for a known status; any other value exactly as it came. */
export function statusLabel(status: string): string {
  if (!isKnownStatus(status)) return status;
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export type StatusTone =
  'success' | 'info' | 'neutral' | 'danger' | 'progress' | 'warning' | 'unknown';

/** What a status means at a glance; the view picks the colour. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'completed':
      return 'success';
    case 'scheduled':
      return 'info';
    case 'draft':
      return 'neutral';
    case 'failed':
      return 'danger';
    case 'sending':
      return 'progress';
    case 'stopped':
      return 'warning';
    default:
      return 'unknown';
  }
}

/**
 * A campaign that went out has delivery figures: completed ones, and those sent during the visit
 * (sending, stopped, or failed with nothing delivered). Every other one shows Not sent.
 */
export const hasPerformance = (campaign: Pick<Campaign, 'status' | 'delivery'>): boolean =>
  campaign.status === 'completed' || campaign.delivery !== undefined;

export const isDraft = (campaign: Pick<Campaign, 'status'>): boolean => campaign.status === 'draft';

/** A campaign still to go out, or going out: it counts as active on the overview. */
export const isActive = (campaign: Pick<Campaign, 'status'>): boolean =>
  campaign.status === 'scheduled' || campaign.status === 'sending';

export const isScheduled = (campaign: Pick<Campaign, 'status'>): boolean =>
  campaign.status === 'scheduled';
export const isSending = (campaign: Pick<Campaign, 'status'>): boolean =>
  campaign.status === 'sending';
/** Sending and not stopped yet: a stopped campaign still sends what the networks were handed. */
export const canStop = (campaign: Pick<Campaign, 'status' | 'delivery'>): boolean =>
  isSending(campaign) && campaign.delivery?.stopped !== true;

export const NOT_SENT = 'Not sent';
/** A campaign sent this visit: the demo delivers its messages but does not simulate clicks. */
export const NOT_TRACKED = 'Not tracked';

/** Case-insensitive match on the campaign name; a blank query matches everything. */
export function matchesSearch(campaign: Pick<Campaign, 'name'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || campaign.name.toLowerCase().includes(needle);
}

export function matchesStatus(campaign: Pick<Campaign, 'status'>, filter: StatusFilter): boolean {
  return filter === 'all' || campaign.status === filter;
}

export function filterCampaigns<T extends Pick<Campaign, 'name' | 'status'>>(
  campaigns: readonly T[],
  { search, status }: { search: string; status: StatusFilter },
): T[] {
  return campaigns.filter(
    (campaign) => matchesSearch(campaign, search) && matchesStatus(campaign, status),
  );
}

/** A percentage with one decimal; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

export const nextCampaignId = (campaigns: readonly Pick<Campaign, 'id'>[]): number =>
  campaigns.reduce((max, campaign) => Math.max(max, campaign.id), 0) + 1;

/** The figures of a campaign nothing of which has gone out yet: a draft, a scheduled one. */
export const NOTHING_SENT = {
  delivered: 0,
  failed: 0,
  clicked: 0,
  deliveryRate: 0,
  clickRate: 0,
  optOuts: 0,
} as const satisfies Partial<Campaign>;

/** Duplicate: an unsent draft with the same message and group, named "Copy of ...". */
export function duplicateCampaign(campaign: Campaign, id: number): Campaign {
  return {
    ...campaign,
    ...NOTHING_SENT,
    id,
    name: `Copy of ${campaign.name}`,
    status: 'draft',
    sentDate: '',
    sentTime: '',
    delivery: undefined,
    failureReason: undefined,
  };
}

/** Newest first by date (scheduled ones, in the future, lead); undated drafts last. */
export function recentCampaigns<T extends Pick<Campaign, 'sentDate' | 'id'>>(
  campaigns: readonly T[],
  count: number,
): T[] {
  return [...campaigns]
    .sort((a, b) => {
      if (a.sentDate === b.sentDate) return b.id - a.id;
      if (a.sentDate === '') return 1;
      if (b.sentDate === '') return -1;
      return a.sentDate < b.sentDate ? 1 : -1;
    })
    .slice(0, count);
}

/** `YYYY-MM-DD`, `days` after `today` (negative: before), by the calendar, not the clock. */
export function isoDay(today: Date, days: number): string {
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + days));
  return date.toISOString().slice(0, 10);
}

/**
 * "18 Nov 2026" for `2026-11-18`; "Not scheduled" for an undated draft. Written out
 * (`formatDay`), not with `toLocaleDateString`, which builds a formatter on each call: while a
 * campaign sends, the overview and the table write their dates again every tick.
 */
export function formatCampaignDate(sentDate: string): string {
  return sentDate === '' ? 'Not scheduled' : formatDay(sentDate);
}

/** What the date of a campaign means: "Sent on", "Scheduled for"... */
export function dateCaption(status: string): string {
  switch (status) {
    case 'completed':
      return 'Sent on';
    case 'scheduled':
      return 'Scheduled for';
    case 'failed':
      return 'Attempted on';
    case 'sending':
      return 'Sending since';
    case 'stopped':
      return 'Sent on';
    default:
      return 'Date';
  }
}

/** A campaign the composer sends or schedules: what the campaigns actor needs to run it. */
export interface CampaignOrder {
  name: string;
  message: string;
  group: CampaignGroupId;
  messageType: MessageType;
  senderId: string | null;
  /** Date and time in the account's zone; null to send now. */
  schedule: { date: string; time: string } | null;
  /** The draft it was written from (Send Now on a draft), which it replaces. */
  draftId: number | null;
  /** When it was ordered, epoch ms. */
  now: number;
}

/** The name a campaign gets when the composer's name was left blank: "Customers, 26 Nov 2026". */
export function orderName(order: Pick<CampaignOrder, 'name'>, groupName: string, day: string) {
  const name = order.name.trim();
  return name !== '' ? name : `${groupName}, ${formatCampaignDate(day)}`;
}

/** Campaign ids never repeat in a visit, deleted ones included (Undo brings those back). */
export const nextCampaignIdOf = (
  campaigns: readonly Pick<Campaign, 'id'>[],
  deleted: readonly { campaign: Pick<Campaign, 'id'> }[],
): number => nextCampaignId([...campaigns, ...deleted.map((entry) => entry.campaign)]);
