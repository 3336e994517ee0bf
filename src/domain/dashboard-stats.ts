import { hasPerformance, isActive, isSending, percent, type Campaign } from './campaigns';
import { formatNumber } from './numbers';

type CampaignFigures = Pick<
  Campaign,
  'status' | 'recipients' | 'delivered' | 'failed' | 'clicked' | 'optOuts' | 'delivery'
>;

/**
 * What the campaigns that went out add up to: the sample history's completed ones, and every one
 * sent during the visit, by its messages' live statuses. Unsent ones (scheduled, draft, failed
 * before a message went) add nothing.
 */
export interface CampaignTotals {
  /** Messages that went out: a visit campaign's stopped-before-sending ones never did. */
  sent: number;
  delivered: number;
  /** Not delivered: failed, rejected or expired. */
  failed: number;
  /** Of failed: refused by the network before sending, and refunded. */
  rejected: number;
  /** Of failed: the phone stayed unreachable until the network gave up. */
  expired: number;
  /**
   * Sent, but no delivery report yet: a visit campaign's queued and submitted messages; for the
   * sample history, whatever is neither delivered nor failed (handset off, out of coverage).
   */
  pending: number;
  clicked: number;
  optOuts: number;
  /** Delivered as a percentage of sent, one decimal. */
  deliveryRate: number;
  /**
   * Clicked as a percentage of delivered, one decimal, over the campaigns whose clicks are
   * tracked: the sample history. The demo does not simulate clicks on the visit's campaigns, so
   * counting their deliveries would drag the rate down with clicks nobody could make.
   */
  clickThrough: number;
  /** Campaigns that went out, whatever their status now. */
  campaignCount: number;
  completedCount: number;
  /** Of campaignCount: still sending, their figures live. */
  sendingCount: number;
}

/** The messages of a campaign that went out: a visit campaign's unsent ones never did. */
export const messagesSent = (campaign: Pick<Campaign, 'recipients' | 'delivery'>): number =>
  campaign.delivery
    ? campaign.delivery.total - campaign.delivery.counts.unsent
    : campaign.recipients;

/** One campaign's share of the totals, before rates. */
function outcomes(campaign: CampaignFigures) {
  const { delivery } = campaign;
  if (delivery) {
    const { counts } = delivery;
    return {
      sent: messagesSent(campaign),
      delivered: counts.delivered,
      failed: counts.failed + counts.rejected + counts.expired,
      rejected: counts.rejected,
      expired: counts.expired,
      pending: counts.queued + counts.submitted,
    };
  }
  return {
    sent: campaign.recipients,
    delivered: campaign.delivered,
    failed: campaign.failed,
    rejected: 0,
    expired: 0,
    pending: Math.max(0, campaign.recipients - campaign.delivered - campaign.failed),
  };
}

export function campaignTotals(campaigns: readonly CampaignFigures[]): CampaignTotals {
  const went = campaigns.filter(hasPerformance);
  const counted = went.map(outcomes);
  const sum = <T>(items: readonly T[], pick: (item: T) => number) =>
    items.reduce((total, item) => total + pick(item), 0);
  const sent = sum(counted, (entry) => entry.sent);
  const delivered = sum(counted, (entry) => entry.delivered);
  const clicked = sum(went, (campaign) => campaign.clicked);
  return {
    sent,
    delivered,
    failed: sum(counted, (entry) => entry.failed),
    rejected: sum(counted, (entry) => entry.rejected),
    expired: sum(counted, (entry) => entry.expired),
    pending: sum(counted, (entry) => entry.pending),
    clicked,
    optOuts: sum(went, (campaign) => campaign.optOuts),
    deliveryRate: percent(delivered, sent),
    clickThrough: percent(
      clicked,
      sum(
        went.filter((campaign) => !campaign.delivery),
        (campaign) => campaign.delivered,
      ),
    ),
    campaignCount: went.length,
    completedCount: went.filter((campaign) => campaign.status === 'completed').length,
    sendingCount: went.filter(isSending).length,
  };
}

/** The overview's four cards. */
export interface DashboardStats {
  /** Everyone a campaign to All Contacts reaches (opted-out contacts are not counted). */
  contacts: number;
  messagesSent: number;
  deliveryRate: number;
  /** Campaigns scheduled and still to go out, or going out now. */
  activeCampaigns: number;
  /** Campaigns whose messages count in messagesSent. */
  sentCampaigns: number;
  completedCampaigns: number;
  sendingCampaigns: number;
  draftCampaigns: number;
}

export function dashboardStats(
  campaigns: readonly CampaignFigures[],
  recipients: number,
): DashboardStats {
  const totals = campaignTotals(campaigns);
  return {
    contacts: recipients,
    messagesSent: totals.sent,
    deliveryRate: totals.deliveryRate,
    activeCampaigns: campaigns.filter(isActive).length,
    sentCampaigns: totals.campaignCount,
    completedCampaigns: totals.completedCount,
    sendingCampaigns: totals.sendingCount,
    draftCampaigns: campaigns.filter((campaign) => campaign.status === 'draft').length,
  };
}

/** Under Messages sent: which campaigns the count covers, and how many are still going out. */
export function messagesSentNote(
  stats: Pick<DashboardStats, 'sentCampaigns' | 'completedCampaigns' | 'sendingCampaigns'>,
): string {
  if (stats.sentCampaigns === stats.completedCampaigns) {
    return `across ${stats.completedCampaigns} completed campaigns`;
  }
  const sending = stats.sendingCampaigns > 0 ? ` · ${stats.sendingCampaigns} sending` : '';
  return `across ${stats.sentCampaigns} campaigns${sending}`;
}

/** Under Active campaigns. */
export function activeCampaignsNote(
  stats: Pick<DashboardStats, 'sendingCampaigns' | 'draftCampaigns'>,
): string {
  const active = stats.sendingCampaigns > 0 ? 'scheduled or sending' : 'scheduled to send';
  return `${active} · ${stats.draftCampaigns} drafts`;
}

/**
 * "6,762": how counts read on the dashboard. Whole numbers, written out (`formatNumber`) rather
 * than asked of the browser: while a campaign sends, every count is written again each tick.
 */
export const formatCount = (value: number): string => formatNumber(value);

/** "97.6%". */
export const formatPercent = (value: number): string => `${value.toFixed(1)}%`;
