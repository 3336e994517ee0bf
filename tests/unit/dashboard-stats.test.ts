// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Campaign } from '@/domain/campaigns';
import { sampleCampaigns } from '@/domain/sample-campaigns';
import {
  activeCampaignsNote,
  campaignTotals,
  dashboardStats,
  formatCount,
  formatPercent,
  messagesSent,
  messagesSentNote,
} from '@/domain/dashboard-stats';
import { emptyCounts, type DeliveryCounts } from '@/domain/delivery';

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

/** A campaign sent during the visit, as its delivery actor reports it, figures as the row has them. */
function visit(id: number, status: string, counts: Partial<DeliveryCounts>): Campaign {
  const all = { ...emptyCounts(), ...counts };
  const total = Object.values(all).reduce((sum, count) => sum + count, 0);
  const outcomes = all.delivered + all.failed + all.rejected + all.expired;
  return campaign({
    id,
    name: `Visit ${id}`,
    status,
    sentDate: '2026-11-21',
    recipients: total,
    delivered: all.delivered,
    failed: all.failed + all.rejected + all.expired,
    deliveryRate: outcomes === 0 ? 0 : Math.round((all.delivered / outcomes) * 1000) / 10,
    group: 'customers',
    delivery: {
      counts: all,
      total,
      settled: total - all.queued - all.submitted,
      reserved: total,
      refunded: all.rejected + all.unsent,
      startedAt: 0,
      stopped: status === 'stopped',
    },
  });
}

/** 1,250 to Customers, half way: 540 without a report yet, 20 not delivered. */
const sending = visit(11, 'sending', {
  queued: 200,
  submitted: 340,
  delivered: 690,
  failed: 9,
  rejected: 7,
  expired: 4,
});

describe('campaign totals', () => {
  it('adds up the completed sample campaigns', () => {
    expect(campaignTotals(campaigns)).toEqual({
      sent: 6762,
      delivered: 6600,
      failed: 82,
      rejected: 0,
      expired: 0,
      pending: 80,
      clicked: 859,
      optOuts: 30,
      deliveryRate: 97.6,
      clickThrough: 13,
      campaignCount: 5,
      completedCount: 5,
      sendingCount: 0,
    });
  });

  it('adds a campaign sending during the visit by its messages’ live statuses', () => {
    expect(campaignTotals([...campaigns, sending])).toEqual({
      sent: 8012,
      delivered: 7290,
      failed: 102,
      rejected: 7,
      expired: 4,
      pending: 620,
      clicked: 859,
      optOuts: 30,
      deliveryRate: 91,
      // Clicks are tracked on the sample history only: the visit's deliveries do not dilute the rate.
      clickThrough: 13,
      campaignCount: 6,
      completedCount: 5,
      sendingCount: 1,
    });
  });

  it('follows the reports: the same campaign settled adds its outcomes and no pending', () => {
    const settled = visit(11, 'completed', {
      delivered: 1219,
      failed: 14,
      rejected: 5,
      expired: 12,
    });
    expect(campaignTotals([...campaigns, settled])).toMatchObject({
      sent: 8012,
      delivered: 7819,
      failed: 113,
      rejected: 5,
      expired: 12,
      pending: 80,
      deliveryRate: 97.6,
      campaignCount: 6,
      completedCount: 6,
      sendingCount: 0,
    });
  });

  it('counts a stopped campaign’s messages that went out, not those it kept back', () => {
    const stopped = visit(12, 'stopped', { delivered: 300, failed: 3, submitted: 17, unsent: 930 });
    expect(messagesSent(stopped)).toBe(320);
    expect(campaignTotals([stopped])).toMatchObject({
      sent: 320,
      delivered: 300,
      failed: 3,
      pending: 17,
      deliveryRate: 93.8,
      campaignCount: 1,
      completedCount: 0,
    });
  });

  it('leaves out a visit campaign that failed before a message went (no delivery)', () => {
    const refused = campaign({ id: 13, status: 'failed', recipients: 1250 });
    expect(campaignTotals([...campaigns, refused])).toEqual(campaignTotals(campaigns));
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
      sentCampaigns: 5,
      completedCampaigns: 5,
      sendingCampaigns: 0,
      draftCampaigns: 2,
    });
  });

  it('shows a campaign sending during the visit in messages sent, delivery rate and active', () => {
    const stats = dashboardStats([...campaigns, sending], 2847);
    expect(stats).toEqual({
      contacts: 2847,
      messagesSent: 8012,
      deliveryRate: 91,
      activeCampaigns: 3,
      sentCampaigns: 6,
      completedCampaigns: 5,
      sendingCampaigns: 1,
      draftCampaigns: 2,
    });
    expect(messagesSentNote(stats)).toBe('across 6 campaigns · 1 sending');
    expect(activeCampaignsNote(stats)).toBe('scheduled or sending · 2 drafts');
  });

  it('words the cards’ notes as before for the sample alone', () => {
    const stats = dashboardStats(campaigns, 2847);
    expect(messagesSentNote(stats)).toBe('across 5 completed campaigns');
    expect(activeCampaignsNote(stats)).toBe('scheduled to send · 2 drafts');
    const stopped = visit(12, 'stopped', { delivered: 300, unsent: 950 });
    expect(messagesSentNote(dashboardStats([...campaigns, stopped], 2847))).toBe(
      'across 6 campaigns',
    );
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
