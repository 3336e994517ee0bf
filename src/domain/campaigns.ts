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

/** Duplicate: an unsent draft with the same message and group, named "Copy of ...". */
export function duplicateCampaign(campaign: Campaign, id: number): Campaign {
  return {
    ...campaign,
    id,
    name: `Copy of ${campaign.name}`,
    status: 'draft',
    sentDate: '',
    delivered: 0,
    failed: 0,
    clicked: 0,
    deliveryRate: 0,
    clickRate: 0,
    optOuts: 0,
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

interface SentFigures {
  recipients: number;
  delivered: number;
  failed: number;
  clicked: number;
  optOuts: number;
}

function completed(
  base: Pick<Campaign, 'id' | 'name' | 'message' | 'group' | 'sentDate'>,
  figures: SentFigures,
): Campaign {
  return {
    ...base,
    ...figures,
    status: 'completed',
    deliveryRate: percent(figures.delivered, figures.recipients),
    clickRate: percent(figures.clicked, figures.delivered),
  };
}

function unsent(
  base: Pick<Campaign, 'id' | 'name' | 'message' | 'group' | 'sentDate' | 'status'> &
    Pick<Campaign, 'sentTime'>,
  recipients: number,
): Campaign {
  return {
    ...base,
    recipients,
    delivered: 0,
    failed: 0,
    clicked: 0,
    deliveryRate: 0,
    clickRate: 0,
    optOuts: 0,
  };
}

/**
 * The demo account's campaigns (Kumasi Pharma Ltd), dated around `today` so that scheduled
 * ones are always still to come: drafts first, then the latest date first. Every message fits
 * one 160-character SMS.
 */
export function sampleCampaigns(today: Date): Campaign[] {
  const day = (offset: number) => isoDay(today, offset);
  return [
    unsent(
      {
        id: 1,
        name: 'New Branch at Ahodwo',
        status: 'draft',
        sentDate: '',
        group: 'prospects',
        message:
          'Kumasi Pharma opens at Ahodwo Roundabout on Monday! Qualified pharmacists, NHIS accepted, free delivery within 5 km. Reply STOP to opt out.',
      },
      890,
    ),
    unsent(
      {
        id: 2,
        name: 'VIP Loyalty Points',
        status: 'draft',
        sentDate: '',
        group: 'vip',
        message:
          'Dear [name], you have loyalty points waiting at Kumasi Pharma. Redeem them on vitamins and baby care before 31 Jan. Reply STOP to opt out.',
      },
      145,
    ),
    unsent(
      {
        id: 3,
        name: 'World Diabetes Week',
        status: 'scheduled',
        sentDate: day(9),
        sentTime: '09:30',
        group: 'customers',
        message:
          'World Diabetes Week: free glucose test with any purchase at Kumasi Pharma, Mon to Sat. Know your numbers, stay healthy. Reply STOP to opt out.',
      },
      1250,
    ),
    unsent(
      {
        id: 4,
        name: 'Christmas Opening Hours',
        status: 'scheduled',
        sentDate: day(4),
        sentTime: '10:00',
        group: 'all',
        message:
          'Kumasi Pharma is open 8am to 4pm on 24 and 31 Dec, closed 25 Dec and 1 Jan. Emergency line: 0322 000 000. Merry Christmas! Reply STOP to opt out.',
      },
      2847,
    ),
    completed(
      {
        id: 5,
        name: 'Harmattan Skin Care Promo',
        sentDate: day(-3),
        group: 'customers',
        message:
          'Harmattan is here! 15% off shea butter, lip balm and body lotion at Kumasi Pharma, Adum and Asokwa, till Sunday. Show this SMS. Reply STOP to opt out.',
      },
      { recipients: 1250, delivered: 1218, failed: 12, clicked: 187, optOuts: 4 },
    ),
    unsent(
      {
        id: 6,
        name: 'Vitamin C Flash Sale',
        status: 'failed',
        sentDate: day(-6),
        group: 'customers',
        message:
          'Flash sale today only: buy 2 Vitamin C 1000mg packs, get 1 free at all Kumasi Pharma branches. Reply STOP to opt out.',
      },
      1250,
    ),
    completed(
      {
        id: 7,
        name: 'Free Blood Pressure Screening',
        sentDate: day(-10),
        group: 'all',
        message:
          'Free blood pressure and sugar checks this Saturday, 9am to 2pm, at Kumasi Pharma Adum. No booking needed. Details: nkra.example.com/bp Reply STOP to opt out.',
      },
      { recipients: 2847, delivered: 2779, failed: 31, clicked: 312, optOuts: 9 },
    ),
    completed(
      {
        id: 8,
        name: 'Prescription Refill Reminder',
        sentDate: day(-17),
        group: 'vip',
        message:
          'Hello [name], your monthly prescription is ready for refill. Call 0322 000 000 and we will have it packed for pickup or delivery. Kumasi Pharma',
      },
      { recipients: 145, delivered: 144, failed: 1, clicked: 61, optOuts: 0 },
    ),
    completed(
      {
        id: 9,
        name: 'Malaria Season Stock Alert',
        sentDate: day(-24),
        group: 'prospects',
        message:
          'Rainy season means mosquitoes. Treated nets, repellents and malaria test kits are in stock at Kumasi Pharma. Ask our pharmacist. Reply STOP to opt out.',
      },
      { recipients: 890, delivered: 861, failed: 18, clicked: 94, optOuts: 6 },
    ),
    completed(
      {
        id: 10,
        name: 'Monthly Health Tips Newsletter',
        sentDate: day(-31),
        group: 'newsletter',
        message:
          'Health tip from Kumasi Pharma: drink at least 8 cups of water a day in the dry season. More tips: nkra.example.com/tips Reply STOP to opt out.',
      },
      { recipients: 1630, delivered: 1598, failed: 20, clicked: 205, optOuts: 11 },
    ),
  ];
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
