import { hasPerformance, isActive, percent, type Campaign } from './campaigns';

type CampaignFigures = Pick<
  Campaign,
  'status' | 'recipients' | 'delivered' | 'failed' | 'clicked' | 'optOuts'
>;

/** What the completed campaigns add up to; unsent ones (scheduled, draft, failed) add nothing. */
export interface CampaignTotals {
  sent: number;
  delivered: number;
  failed: number;
  /** Sent, but no delivery report yet (handset off, out of coverage). */
  pending: number;
  clicked: number;
  optOuts: number;
  /** Delivered as a percentage of sent, one decimal. */
  deliveryRate: number;
  /** Clicked as a percentage of delivered, one decimal. */
  clickThrough: number;
  completedCount: number;
}

export function campaignTotals(campaigns: readonly CampaignFigures[]): CampaignTotals {
  const sent = campaigns.filter(hasPerformance);
  const sum = (pick: (campaign: CampaignFigures) => number) =>
    sent.reduce((total, campaign) => total + pick(campaign), 0);
  const recipients = sum((campaign) => campaign.recipients);
  const delivered = sum((campaign) => campaign.delivered);
  const failed = sum((campaign) => campaign.failed);
  const clicked = sum((campaign) => campaign.clicked);
  return {
    sent: recipients,
    delivered,
    failed,
    pending: Math.max(0, recipients - delivered - failed),
    clicked,
    optOuts: sum((campaign) => campaign.optOuts),
    deliveryRate: percent(delivered, recipients),
    clickThrough: percent(clicked, delivered),
    completedCount: sent.length,
  };
}

/** The overview's four cards. */
export interface DashboardStats {
  /** Everyone a campaign to All Contacts reaches (opted-out contacts are not counted). */
  contacts: number;
  messagesSent: number;
  deliveryRate: number;
  /** Campaigns scheduled and still to go out. */
  activeCampaigns: number;
  completedCampaigns: number;
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
    completedCampaigns: totals.completedCount,
    draftCampaigns: campaigns.filter((campaign) => campaign.status === 'draft').length,
  };
}

/** "6,762": how counts read on the dashboard. */
export const formatCount = (value: number): string => value.toLocaleString('en-GH');

/** "97.6%". */
export const formatPercent = (value: number): string => `${value.toFixed(1)}%`;
