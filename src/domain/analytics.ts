import { hasPerformance, isSending, percent, type Campaign } from './campaigns';
import type { ChartSpec, SeriesRole } from './chart';
import {
  campaignTotals,
  formatCount,
  formatPercent,
  messagesSent,
  type CampaignTotals,
} from './dashboard-stats';

/** One day of the last week: every SMS the account sent, campaigns and API reminders alike. */
export interface DailyActivity {
  day: string;
  sent: number;
  delivered: number;
  clicked: number;
}

export const WEEKLY_ACTIVITY: readonly DailyActivity[] = [
  { day: 'Mon', sent: 420, delivered: 411, clicked: 38 },
  { day: 'Tue', sent: 385, delivered: 377, clicked: 31 },
  { day: 'Wed', sent: 1310, delivered: 1276, clicked: 196 },
  { day: 'Thu', sent: 512, delivered: 498, clicked: 47 },
  { day: 'Fri', sent: 640, delivered: 626, clicked: 72 },
  { day: 'Sat', sent: 290, delivered: 281, clicked: 22 },
  { day: 'Sun', sent: 145, delivered: 143, clicked: 9 },
];

/** Link opens by hour of the day, 6 AM to 9 PM (Accra time). */
export interface HourlyOpens {
  hour: number;
  opens: number;
}

export const HOURLY_OPENS: readonly HourlyOpens[] = [
  { hour: 6, opens: 18 },
  { hour: 7, opens: 42 },
  { hour: 8, opens: 96 },
  { hour: 9, opens: 141 },
  { hour: 10, opens: 128 },
  { hour: 11, opens: 104 },
  { hour: 12, opens: 152 },
  { hour: 13, opens: 137 },
  { hour: 14, opens: 88 },
  { hour: 15, opens: 79 },
  { hour: 16, opens: 93 },
  { hour: 17, opens: 118 },
  { hour: 18, opens: 134 },
  { hour: 19, opens: 101 },
  { hour: 20, opens: 64 },
  { hour: 21, opens: 31 },
];

/** "9 AM", "12 PM", "6 PM". */
export function hourLabel(hour: number): string {
  const suffix = hour < 12 || hour === 24 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${suffix}`;
}

/** The busiest hour of the day, for the chart's summary. */
export function peakHour(hours: readonly HourlyOpens[]): HourlyOpens | undefined {
  return hours.reduce<HourlyOpens | undefined>(
    (best, entry) => (best === undefined || entry.opens > best.opens ? entry : best),
    undefined,
  );
}

/** Where links in the SMS were opened, in percent. */
export const DEVICE_SPLIT = [
  { device: 'Mobile', share: 75 },
  { device: 'Desktop', share: 20 },
  { device: 'Tablet', share: 5 },
] as const;

export type Device = (typeof DEVICE_SPLIT)[number]['device'];

export interface WeekTotals {
  sent: number;
  delivered: number;
  clicked: number;
}

export function weekTotals(days: readonly DailyActivity[]): WeekTotals {
  return days.reduce(
    (totals, day) => ({
      sent: totals.sent + day.sent,
      delivered: totals.delivered + day.delivered,
      clicked: totals.clicked + day.clicked,
    }),
    { sent: 0, delivered: 0, clicked: 0 },
  );
}

/** The day with the most messages sent, for the weekly chart's summary. */
export function busiestDay(days: readonly DailyActivity[]): DailyActivity | undefined {
  return days.reduce<DailyActivity | undefined>(
    (best, day) => (best === undefined || day.sent > best.sent ? day : best),
    undefined,
  );
}

/** The analytics totals: the spec's totalSent, delivered, failed, rates and opt-outs. */
export interface AnalyticsTotals {
  totalSent: number;
  delivered: number;
  failed: number;
  deliveryRate: number;
  clickThrough: number;
  optOuts: number;
}

export function analyticsTotals(campaigns: readonly Campaign[]): AnalyticsTotals {
  const totals = campaignTotals(campaigns);
  return {
    totalSent: totals.sent,
    delivered: totals.delivered,
    failed: totals.failed,
    deliveryRate: totals.deliveryRate,
    clickThrough: totals.clickThrough,
    optOuts: totals.optOuts,
  };
}

export const DELIVERY_STATUSES = ['Delivered', 'Pending', 'Failed', 'Rejected', 'Expired'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What each status means for the sender, shown beside its count. */
export const DELIVERY_STATUS_NOTES: Readonly<Record<DeliveryStatus, string>> = {
  Delivered: 'confirmed by the phone',
  Pending: 'no delivery report yet',
  Failed: 'the network could not deliver · charged',
  Rejected: 'refused by the network · refunded',
  Expired: 'phone unreachable · charged',
};

export interface DeliveryShare {
  status: DeliveryStatus;
  count: number;
  /** Of everything sent, in percent, one decimal. */
  share: number;
}

/**
 * Every message sent, by what became of it; the five add up to sent. Failed here is what the
 * network failed to deliver: the totals' failed less the rejected and expired ones.
 */
export function deliveryBreakdown(
  totals: Pick<
    CampaignTotals,
    'sent' | 'delivered' | 'pending' | 'failed' | 'rejected' | 'expired'
  >,
): DeliveryShare[] {
  const counts: Record<DeliveryStatus, number> = {
    Delivered: totals.delivered,
    Pending: totals.pending,
    Failed: totals.failed - totals.rejected - totals.expired,
    Rejected: totals.rejected,
    Expired: totals.expired,
  };
  return DELIVERY_STATUSES.map((status) => ({
    status,
    count: counts[status],
    share: percent(counts[status], totals.sent),
  }));
}

/** One sent campaign's results, for the per-campaign performance table. */
export interface CampaignPerformance {
  id: number;
  name: string;
  status: string;
  /** Still sending: its figures change as delivery reports arrive. */
  live: boolean;
  sent: number;
  deliveryRate: number;
  /** Null for a campaign sent this visit: the demo does not simulate clicks. */
  clickRate: number | null;
}

/**
 * Campaigns that went out, the sample's and this visit's: those still sending first, then the
 * best delivery rate first.
 */
export function campaignPerformance(campaigns: readonly Campaign[]): CampaignPerformance[] {
  return campaigns
    .filter(hasPerformance)
    .map((campaign) => ({
      id: campaign.id,
      name: campaign.name,
      status: campaign.status,
      live: isSending(campaign),
      sent: messagesSent(campaign),
      deliveryRate: campaign.deliveryRate,
      clickRate: campaign.delivery ? null : campaign.clickRate,
    }))
    .sort(
      (a, b) =>
        Number(b.live) - Number(a.live) ||
        b.deliveryRate - a.deliveryRate ||
        a.name.localeCompare(b.name),
    );
}

const DAY_NAMES: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

/** "Wednesday" for "Wed": what a sentence or a screen reader's table says. */
export const dayName = (day: string): string => DAY_NAMES[day] ?? day;

/** Sent, delivered and clicked per day: one bar each, in the brand's two greens and gold. */
export function weeklyChart(days: readonly DailyActivity[]): ChartSpec {
  const week = weekTotals(days);
  const busiest = busiestDay(days);
  return {
    type: 'bar',
    labels: days.map((day) => day.day),
    series: [
      { label: 'Sent', data: days.map((day) => day.sent), role: 'primary' },
      { label: 'Delivered', data: days.map((day) => day.delivered), role: 'secondary' },
      { label: 'Clicked', data: days.map((day) => day.clicked), role: 'accent' },
    ],
    summary: `This week ${formatCount(week.sent)} messages were sent, ${formatCount(week.delivered)} delivered and ${formatCount(week.clicked)} clicked; the busiest day was ${busiest ? dayName(busiest.day) : ''}.`,
    table: {
      caption: 'Messages per day this week',
      columns: ['Day', 'Sent', 'Delivered', 'Clicked'],
      rows: days.map((day) => [dayName(day.day), day.sent, day.delivered, day.clicked]),
    },
  };
}

/** Link opens through the day, as a line. */
export function hourlyChart(hours: readonly HourlyOpens[]): ChartSpec {
  const peak = peakHour(hours);
  return {
    type: 'line',
    labels: hours.map((entry) => hourLabel(entry.hour)),
    series: [{ label: 'Opens', data: hours.map((entry) => entry.opens), role: 'primary' }],
    summary: `Links are opened most around ${peak ? hourLabel(peak.hour) : ''} (${formatCount(peak?.opens ?? 0)} opens), with a second peak after work at 6 PM; few open before 8 AM or after 8 PM.`,
    table: {
      caption: 'Link opens by hour',
      columns: ['Hour', 'Opens'],
      rows: hours.map((entry) => [hourLabel(entry.hour), entry.opens]),
    },
  };
}

/** Each device's slice: mobile, where most links open, in the brand colour. */
export const DEVICE_ROLE: Record<Device, SeriesRole> = {
  Mobile: 'primary',
  Desktop: 'accent',
  Tablet: 'neutral',
};

/** Where links were opened, as a pie of shares in percent. */
export function deviceChart(split: readonly { device: Device; share: number }[]): ChartSpec {
  return {
    type: 'pie',
    labels: split.map((entry) => entry.device),
    series: [
      {
        label: 'Share of opens',
        data: split.map((entry) => entry.share),
        role: split.map((entry) => DEVICE_ROLE[entry.device]),
      },
    ],
    summary: `Links were opened on ${split.map((entry) => `${entry.device} ${entry.share}%`).join(', ')}.`,
    valueSuffix: '%',
    table: {
      caption: 'Share of link opens by device',
      columns: ['Device', 'Share'],
      rows: split.map((entry) => [entry.device, `${entry.share}%`]),
    },
  };
}

/**
 * Delivered in the brand colour, pending in gold, failed in red, rejected (refunded) in grey and
 * expired in the lighter green: the chart's and the list's.
 */
export const DELIVERY_ROLE: Record<DeliveryStatus, SeriesRole> = {
  Delivered: 'primary',
  Pending: 'accent',
  Failed: 'danger',
  Rejected: 'neutral',
  Expired: 'secondary',
};

/**
 * What happened to every message sent, as a doughnut. No table: the card lists the same numbers
 * visibly below it.
 */
export function deliveryChart(breakdown: readonly DeliveryShare[], sent: number): ChartSpec {
  return {
    type: 'doughnut',
    labels: breakdown.map((entry) => entry.status),
    series: [
      {
        label: 'Messages',
        data: breakdown.map((entry) => entry.count),
        role: breakdown.map((entry) => DELIVERY_ROLE[entry.status]),
      },
    ],
    summary: `Of ${formatCount(sent)} messages sent, ${breakdown
      .map(
        (entry) =>
          `${formatCount(entry.count)} ${entry.status.toLowerCase()}${entry.status === 'Rejected' ? ' and refunded' : ''} (${formatPercent(entry.share)})`,
      )
      .join(', ')}.`,
  };
}
