import { describe, expect, it } from 'vitest';
import { sampleCampaigns, type Campaign } from '@/domain/campaigns';
import {
  campaignTotals,
  dashboardStats,
  formatCount,
  formatPercent,
} from '@/domain/dashboard-stats';

const campaigns = sampleCampaigns(new Date(2026, 10, 21));

function campaign(overrides: Partial<Campaign>): Campaign {
  return {
    id: 1,
    name: 'Test',
    status: 'completed',
    sentDate: '2026-11-01',
    recipients: 0,
    delivered: 0,
    failed: 0,
    clicked: 0,
    deliveryRate: 0,
    clickRate: 0,
    optOuts: 0,
    message: 'Hello',
    group: 'all',
    ...overrides,
  };
}

describe('campaign totals', () => {
  it('adds up the completed sample campaigns', () => {
    expect(campaignTotals(campaigns)).toEqual({
      sent: 6762,
      delivered: 6600,
      failed: 82,
      pending: 80,
      clicked: 859,
      optOuts: 30,
      deliveryRate: 97.6,
      clickThrough: 13,
      completedCount: 5,
    });
  });

  it('ignores scheduled, draft, failed and unknown campaigns, whatever their figures', () => {
    const totals = campaignTotals([
      campaign({ recipients: 100, delivered: 90, failed: 5, clicked: 9 }),
      campaign({ status: 'failed', recipients: 500, failed: 500 }),
      campaign({ status: 'paused', recipients: 50, delivered: 50 }),
      campaign({ status: 'scheduled', recipients: 2847 }),
    ]);
    expect(totals).toMatchObject({ sent: 100, delivered: 90, failed: 5, pending: 5, clicked: 9 });
    expect(totals.deliveryRate).toBe(90);
    expect(totals.clickThrough).toBe(10);
  });

  it('is all zeros with nothing sent', () => {
    expect(campaignTotals([])).toMatchObject({ sent: 0, deliveryRate: 0, clickThrough: 0 });
  });
});

describe('overview stats', () => {
  it('counts the recipients of All Contacts and active campaigns as scheduled ones', () => {
    expect(dashboardStats(campaigns, 2847)).toEqual({
      contacts: 2847,
      messagesSent: 6762,
      deliveryRate: 97.6,
      activeCampaigns: 2,
      completedCampaigns: 5,
      draftCampaigns: 2,
    });
  });

  it('follows the list: deleting a completed campaign lowers messages sent', () => {
    const harmattan = campaigns.find((item) => item.name === 'Harmattan Skin Care Promo');
    const stats = dashboardStats(
      campaigns.filter((item) => item !== harmattan),
      2847,
    );
    expect(stats.messagesSent).toBe(6762 - 1250);
    expect(stats.completedCampaigns).toBe(4);
  });

  it('formats counts with separators and rates with one decimal', () => {
    expect(formatCount(6762)).toBe('6,762');
    expect(formatPercent(97.6)).toBe('97.6%');
    expect(formatPercent(13)).toBe('13.0%');
  });
});
