// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUSES,
  STATUS_FILTERS,
  dateCaption,
  duplicateCampaign,
  filterCampaigns,
  formatCampaignDate,
  hasPerformance,
  isActive,
  isoDay,
  isStatusFilter,
  matchesSearch,
  matchesStatus,
  nextCampaignId,
  nextCampaignIdOf,
  orderName,
  percent,
  recentCampaigns,
  statusLabel,
  statusTone,
  type Campaign,
} from '@/domain/campaigns';
import { sampleCampaigns } from '@/domain/sample-campaigns';
import { audienceCounts } from '@/domain/audience';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';

const TODAY = new Date(2026, 10, 21);
const campaigns = sampleCampaigns(TODAY);
const names = (list: readonly Pick<Campaign, 'name'>[]) => list.map((campaign) => campaign.name);

describe('sample campaigns', () => {
  it('has at least 8 campaigns covering every status a campaign has before the visit, with unique ids', () => {
    expect(campaigns.length).toBeGreaterThanOrEqual(8);
    // Sending and stopped happen only to a campaign sent during the visit.
    expect(new Set(campaigns.map((campaign) => campaign.status))).toEqual(
      new Set(CAMPAIGN_STATUSES.filter((status) => status !== 'sending' && status !== 'stopped')),
    );
    expect(CAMPAIGN_STATUSES).toEqual([
      'completed',
      'scheduled',
      'draft',
      'failed',
      'sending',
      'stopped',
    ]);
    expect(new Set(campaigns.map((campaign) => campaign.id)).size).toBe(campaigns.length);
  });

  it('fits every message in one 160-character SMS and names a group', () => {
    for (const campaign of campaigns) {
      expect(campaign.message.length, campaign.name).toBeLessThanOrEqual(160);
      expect(campaign.message.trim()).not.toBe('');
      expect(['all', 'customers', 'prospects', 'vip', 'newsletter']).toContain(campaign.group);
    }
  });

  it('gives completed campaigns consistent figures and unsent ones none', () => {
    for (const campaign of campaigns) {
      if (campaign.status === 'completed') {
        expect(campaign.delivered + campaign.failed).toBeLessThanOrEqual(campaign.recipients);
        expect(campaign.clicked).toBeLessThanOrEqual(campaign.delivered);
        expect(campaign.deliveryRate).toBe(percent(campaign.delivered, campaign.recipients));
        expect(campaign.clickRate).toBe(percent(campaign.clicked, campaign.delivered));
      } else {
        expect([campaign.delivered, campaign.clicked, campaign.deliveryRate]).toEqual([0, 0, 0]);
      }
    }
  });

  it("sends campaigns to the spec's groups to as many recipients as the group holds", () => {
    const counts = audienceCounts(SAMPLE_CONTACTS);
    // The spec's hard-coded groups (SPEC section 3); the newsletter campaign went out a month
    // ago, to the list it had then.
    const specGroups = ['all', 'customers', 'prospects', 'vip'] as const;
    const checked = campaigns.filter((campaign) =>
      (specGroups as readonly string[]).includes(campaign.group),
    );
    expect(checked.length).toBeGreaterThan(0);
    for (const campaign of checked) {
      expect(campaign.recipients, campaign.name).toBe(counts[campaign.group].recipients);
    }
  });

  it('dates scheduled campaigns after today, sent ones before, drafts not at all', () => {
    const today = isoDay(TODAY, 0);
    for (const campaign of campaigns) {
      if (campaign.status === 'scheduled') expect(campaign.sentDate > today).toBe(true);
      if (campaign.status === 'completed' || campaign.status === 'failed')
        expect(campaign.sentDate < today).toBe(true);
      if (campaign.status === 'draft') expect(campaign.sentDate).toBe('');
    }
  });
});

describe('search and status filter', () => {
  it('matches the name case-insensitively and ignores surrounding spaces', () => {
    expect(matchesSearch({ name: 'Harmattan Skin Care Promo' }, 'SKIN care')).toBe(true);
    expect(matchesSearch({ name: 'Harmattan Skin Care Promo' }, '  promo ')).toBe(true);
    expect(matchesSearch({ name: 'Harmattan Skin Care Promo' }, 'malaria')).toBe(false);
    expect(matchesSearch({ name: 'Anything' }, '   ')).toBe(true);
  });

  it('searches names only, not messages', () => {
    // "Adum" appears in messages, never in a name.
    expect(filterCampaigns(campaigns, { search: 'Adum', status: 'all' })).toEqual([]);
  });

  it('filters by each status and keeps everything for All', () => {
    expect(filterCampaigns(campaigns, { search: '', status: 'all' })).toHaveLength(
      campaigns.length,
    );
    const sent: Campaign[] = [
      ...campaigns,
      { ...campaigns[4], id: 11, status: 'sending' } as Campaign,
      { ...campaigns[4], id: 12, status: 'stopped' } as Campaign,
    ];
    for (const status of CAMPAIGN_STATUSES) {
      const rows = filterCampaigns(sent, { search: '', status });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((campaign) => campaign.status === status)).toBe(true);
    }
    expect(names(filterCampaigns(sent, { search: '', status: 'sending' }))).toEqual([
      'Harmattan Skin Care Promo',
    ]);
  });

  it('combines search and status', () => {
    const rows = filterCampaigns(campaigns, { search: 'BRANCH', status: 'draft' });
    expect(names(rows)).toEqual(['New Branch at Ahodwo']);
    expect(filterCampaigns(campaigns, { search: 'branch', status: 'completed' })).toEqual([]);
  });

  it('lists the spec filter options in order and recognises only them', () => {
    expect(STATUS_FILTERS.map((option) => option.label)).toEqual([
      'All',
      'Completed',
      'Scheduled',
      'Draft',
      'Failed',
      'Sending',
      'Stopped',
    ]);
    expect(isStatusFilter('scheduled')).toBe(true);
    expect(isStatusFilter('sending')).toBe(true);
    expect(isStatusFilter('stopped')).toBe(true);
    expect(isStatusFilter('paused')).toBe(false);
    expect(matchesStatus({ status: 'paused' }, 'all')).toBe(true);
    expect(matchesStatus({ status: 'paused' }, 'draft')).toBe(false);
  });
});

describe('status display rules', () => {
  it('labels known statuses and shows any other value as-is', () => {
    expect(statusLabel('completed')).toBe('Completed');
    expect(statusLabel('failed')).toBe('Failed');
    expect(statusLabel('paused')).toBe('paused');
    expect(statusLabel('In Review')).toBe('In Review');
    expect(statusTone('scheduled')).toBe('info');
    expect(statusTone('paused')).toBe('unknown');
  });

  it('shows performance only for completed campaigns and those sent during the visit', () => {
    expect(hasPerformance({ status: 'completed' })).toBe(true);
    for (const status of ['scheduled', 'draft', 'failed', 'paused']) {
      expect(hasPerformance({ status })).toBe(false);
    }
    const delivery = {
      counts: {
        queued: 0,
        submitted: 0,
        delivered: 0,
        failed: 0,
        rejected: 4,
        expired: 0,
        unsent: 0,
      },
      total: 4,
      settled: 4,
      reserved: 4,
      refunded: 4,
      startedAt: 0,
      stopped: false,
    };
    for (const status of ['sending', 'stopped', 'failed']) {
      expect(hasPerformance({ status, delivery })).toBe(true);
    }
  });

  it('tells sending and stopped campaigns apart, and counts scheduled and sending as active', () => {
    expect(statusLabel('sending')).toBe('Sending');
    expect(statusLabel('stopped')).toBe('Stopped');
    expect(statusTone('sending')).toBe('progress');
    expect(statusTone('stopped')).toBe('warning');
    expect(dateCaption('sending')).toBe('Sending since');
    expect(dateCaption('stopped')).toBe('Sent on');
    expect(dateCaption('failed')).toBe('Attempted on');
    expect(
      ['scheduled', 'sending', 'completed', 'stopped', 'draft'].map((status) =>
        isActive({ status }),
      ),
    ).toEqual([true, true, false, false, false]);
  });

  it('says what a date means for each status', () => {
    expect(dateCaption('completed')).toBe('Sent on');
    expect(dateCaption('scheduled')).toBe('Scheduled for');
    expect(dateCaption('draft')).toBe('Date');
  });

  it('formats dates in day-month-year, whatever the time zone', () => {
    expect(formatCampaignDate('2026-11-18')).toBe('18 Nov 2026');
    expect(formatCampaignDate('2027-01-01')).toBe('1 Jan 2027');
    expect(formatCampaignDate('')).toBe('Not scheduled');
    expect(formatCampaignDate('next week')).toBe('next week');
  });

  it('counts calendar days across month and year ends', () => {
    expect(isoDay(new Date(2026, 11, 30), 3)).toBe('2027-01-02');
    expect(isoDay(new Date(2026, 2, 1), -1)).toBe('2026-02-28');
  });
});

describe('campaign actions', () => {
  it('duplicates as an unsent draft named "Copy of ..."', () => {
    const original = campaigns.find((campaign) => campaign.status === 'completed');
    if (!original) throw new Error('no completed sample');
    const copy = duplicateCampaign(original, 99);
    expect(copy).toMatchObject({
      id: 99,
      name: `Copy of ${original.name}`,
      status: 'draft',
      sentDate: '',
      message: original.message,
      group: original.group,
      recipients: original.recipients,
      delivered: 0,
      clicked: 0,
      deliveryRate: 0,
    });
  });

  it('names an order left unnamed after its group and day', () => {
    expect(orderName({ name: '  Flu jabs ' }, 'Customers', '2026-11-26')).toBe('Flu jabs');
    expect(orderName({ name: '   ' }, 'Customers', '2026-11-26')).toBe('Customers, 26 Nov 2026');
  });

  it('never reuses the id of a campaign deleted this visit', () => {
    expect(nextCampaignIdOf([{ id: 3 }, { id: 10 }], [])).toBe(11);
    expect(nextCampaignIdOf([{ id: 3 }, { id: 10 }], [{ campaign: { id: 12 } }])).toBe(13);
    expect(nextCampaignIdOf([], [])).toBe(1);
  });

  it('gives new campaigns the next free id', () => {
    expect(nextCampaignId([{ id: 3 }, { id: 10 }, { id: 7 }])).toBe(11);
    expect(nextCampaignId([])).toBe(1);
  });

  it('lists recent campaigns newest first with undated drafts last', () => {
    const list = [
      { id: 1, sentDate: '2026-11-01' },
      { id: 2, sentDate: '' },
      { id: 3, sentDate: '2026-11-25' },
      { id: 4, sentDate: '2026-10-30' },
    ];
    expect(recentCampaigns(list, 3).map((campaign) => campaign.id)).toEqual([3, 1, 4]);
    expect(recentCampaigns(list, 10).map((campaign) => campaign.id)).toEqual([3, 1, 4, 2]);
  });

  it('rounds percentages to one decimal and never divides by zero', () => {
    expect(percent(1218, 1250)).toBe(97.4);
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(5, 0)).toBe(0);
  });
});
