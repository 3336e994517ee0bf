import { describe, expect, it } from 'vitest';
import {
  DEVICE_SPLIT,
  HOURLY_OPENS,
  WEEKLY_ACTIVITY,
  analyticsTotals,
  busiestDay,
  campaignPerformance,
  dayName,
  deliveryBreakdown,
  deliveryChart,
  deviceChart,
  hourLabel,
  hourlyChart,
  peakHour,
  weekTotals,
  weeklyChart,
} from '@/domain/analytics';
import { sampleCampaigns } from '@/domain/campaigns';
import { campaignTotals } from '@/domain/dashboard-stats';

const campaigns = sampleCampaigns(new Date(2026, 10, 21));

describe('analytics totals', () => {
  it('reports the spec totals from the completed campaigns', () => {
    expect(analyticsTotals(campaigns)).toEqual({
      totalSent: 6762,
      delivered: 6600,
      failed: 82,
      deliveryRate: 97.6,
      clickThrough: 13,
      optOuts: 30,
    });
  });

  it('breaks delivery down into delivered, pending and failed that add up to sent', () => {
    const breakdown = deliveryBreakdown(campaignTotals(campaigns));
    expect(breakdown.map((entry) => entry.status)).toEqual(['Delivered', 'Pending', 'Failed']);
    expect(breakdown.reduce((sum, entry) => sum + entry.count, 0)).toBe(6762);
    expect(breakdown.map((entry) => entry.share)).toEqual([97.6, 1.2, 1.2]);
    expect(
      deliveryBreakdown({ sent: 0, delivered: 0, pending: 0, failed: 0 }).map((e) => e.share),
    ).toEqual([0, 0, 0]);
  });

  it('lists per-campaign performance for completed campaigns only, best delivery first', () => {
    const rows = campaignPerformance(campaigns);
    expect(rows).toHaveLength(5);
    expect(rows[0]?.name).toBe('Prescription Refill Reminder');
    const rates = rows.map((row) => row.deliveryRate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(rows.some((row) => row.name === 'Christmas Opening Hours')).toBe(false);
  });
});

describe('weekly, hourly and device samples', () => {
  it('has seven days whose delivered and clicked never exceed sent', () => {
    expect(WEEKLY_ACTIVITY.map((day) => day.day)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    for (const day of WEEKLY_ACTIVITY) {
      expect(day.delivered).toBeLessThanOrEqual(day.sent);
      expect(day.clicked).toBeLessThanOrEqual(day.delivered);
    }
  });

  it('sums the week and finds its busiest day', () => {
    expect(weekTotals(WEEKLY_ACTIVITY)).toEqual({ sent: 3702, delivered: 3612, clicked: 415 });
    expect(busiestDay(WEEKLY_ACTIVITY)?.day).toBe('Wed');
    expect(busiestDay([])).toBeUndefined();
  });

  it('finds the peak hour and labels hours on a 12-hour clock', () => {
    expect(peakHour(HOURLY_OPENS)).toEqual({ hour: 12, opens: 152 });
    expect(peakHour([])).toBeUndefined();
    expect([0, 6, 11, 12, 13, 21].map(hourLabel)).toEqual([
      '12 AM',
      '6 AM',
      '11 AM',
      '12 PM',
      '1 PM',
      '9 PM',
    ]);
  });

  it('splits devices Mobile 75, Desktop 20, Tablet 5', () => {
    expect(DEVICE_SPLIT).toEqual([
      { device: 'Mobile', share: 75 },
      { device: 'Desktop', share: 20 },
      { device: 'Tablet', share: 5 },
    ]);
  });
});

describe('chart specs', () => {
  it('charts the week as three bar series and says the totals and the busiest day', () => {
    const spec = weeklyChart(WEEKLY_ACTIVITY);
    expect(spec.type).toBe('bar');
    expect(spec.labels).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(spec.series.map(({ label, role }) => [label, role])).toEqual([
      ['Sent', 'primary'],
      ['Delivered', 'secondary'],
      ['Clicked', 'accent'],
    ]);
    expect(spec.series[0]?.data).toEqual([420, 385, 1310, 512, 640, 290, 145]);
    expect(spec.summary).toBe(
      'This week 3,702 messages were sent, 3,612 delivered and 415 clicked; the busiest day was Wednesday.',
    );
    expect(spec.table?.columns).toEqual(['Day', 'Sent', 'Delivered', 'Clicked']);
    expect(spec.table?.rows[2]).toEqual(['Wednesday', 1310, 1276, 196]);
  });

  it('names days in full and leaves an unknown label as it is', () => {
    expect(['Mon', 'Sun', 'Holiday'].map(dayName)).toEqual(['Monday', 'Sunday', 'Holiday']);
  });

  it('charts opens by hour as a line and names the peak', () => {
    const spec = hourlyChart(HOURLY_OPENS);
    expect(spec.type).toBe('line');
    expect(spec.labels[0]).toBe('6 AM');
    expect(spec.labels.at(-1)).toBe('9 PM');
    expect(spec.summary).toMatch(/^Links are opened most around 12 PM \(152 opens\), /);
    expect(spec.table?.rows[6]).toEqual(['12 PM', 152]);
  });

  it('gives each device a slice whose colour follows the device, in percent', () => {
    const spec = deviceChart(DEVICE_SPLIT);
    expect(spec.type).toBe('pie');
    expect(spec.valueSuffix).toBe('%');
    expect(spec.series[0]?.role).toEqual(['primary', 'accent', 'neutral']);
    expect(deviceChart([...DEVICE_SPLIT].reverse()).series[0]?.role).toEqual([
      'neutral',
      'accent',
      'primary',
    ]);
    expect(spec.summary).toBe('Links were opened on Mobile 75%, Desktop 20%, Tablet 5%.');
    expect(spec.table?.rows).toEqual([
      ['Mobile', '75%'],
      ['Desktop', '20%'],
      ['Tablet', '5%'],
    ]);
  });

  it('colours delivery by status, says every count and share, and has no hidden table', () => {
    const totals = campaignTotals(campaigns);
    const spec = deliveryChart(deliveryBreakdown(totals), totals.sent);
    expect(spec.type).toBe('doughnut');
    expect(spec.labels).toEqual(['Delivered', 'Pending', 'Failed']);
    expect(spec.series[0]?.data).toEqual([6600, 80, 82]);
    expect(spec.series[0]?.role).toEqual(['primary', 'accent', 'danger']);
    expect(spec.summary).toBe(
      'Of 6,762 messages sent, 6,600 delivered (97.6%), 80 pending (1.2%), 82 failed (1.2%).',
    );
    expect(spec.table).toBeUndefined();
  });
});
