// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_STATUS_NOTES,
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
import { type Campaign } from '@/domain/campaigns';
import { sampleCampaigns } from '@/domain/sample-campaigns';
import { campaignTotals } from '@/domain/dashboard-stats';

const campaigns = sampleCampaigns(new Date(2026, 10, 21));

/** Sent during the visit to Customers, half way: 540 without a report yet, 20 not delivered. */
const sending: Campaign = {
  id: 11,
  name: 'Weekend Clinic Hours',
  status: 'sending',
  sentDate: '2026-11-21',
  sentTime: '10:15',
  recipients: 1250,
  delivered: 690,
  failed: 20,
  clicked: 0,
  deliveryRate: 97.2,
  clickRate: 0,
  optOuts: 0,
  message: 'Kumasi Pharma Adum is open Sunday 10am to 2pm. Reply STOP to opt out.',
  group: 'customers',
  delivery: {
    counts: {
      queued: 200,
      submitted: 340,
      delivered: 690,
      failed: 9,
      rejected: 7,
      expired: 4,
      unsent: 0,
    },
    total: 1250,
    settled: 710,
    reserved: 1250,
    refunded: 7,
    startedAt: 0,
    stopped: false,
  },
};
const withVisit = [...campaigns, sending];

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

  it('adds a campaign sending during the visit to the totals, live', () => {
    expect(analyticsTotals(withVisit)).toEqual({
      totalSent: 8012,
      delivered: 7290,
      failed: 102,
      deliveryRate: 91,
      // Clicks are tracked on the sample history only: the visit's deliveries do not dilute the rate.
      clickThrough: 13,
      optOuts: 30,
    });
  });

  it('breaks delivery down into delivered, pending, failed, rejected and expired that add up to sent', () => {
    const breakdown = deliveryBreakdown(campaignTotals(campaigns));
    expect(breakdown.map((entry) => entry.status)).toEqual([
      'Delivered',
      'Pending',
      'Failed',
      'Rejected',
      'Expired',
    ]);
    expect(breakdown.reduce((sum, entry) => sum + entry.count, 0)).toBe(6762);
    expect(breakdown.map((entry) => entry.count)).toEqual([6600, 80, 82, 0, 0]);
    expect(breakdown.map((entry) => entry.share)).toEqual([97.6, 1.2, 1.2, 0, 0]);
    expect(
      deliveryBreakdown({
        sent: 0,
        delivered: 0,
        pending: 0,
        failed: 0,
        rejected: 0,
        expired: 0,
      }).map((e) => e.share),
    ).toEqual([0, 0, 0, 0, 0]);
  });

  it('counts a visit campaign’s queued and submitted as pending, its rejected and expired apart', () => {
    const breakdown = deliveryBreakdown(campaignTotals(withVisit));
    expect(breakdown).toEqual([
      { status: 'Delivered', count: 7290, share: 91 },
      { status: 'Pending', count: 620, share: 7.7 },
      { status: 'Failed', count: 91, share: 1.1 },
      { status: 'Rejected', count: 7, share: 0.1 },
      { status: 'Expired', count: 4, share: 0 },
    ]);
    expect(breakdown.reduce((sum, entry) => sum + entry.count, 0)).toBe(8012);
  });

  it('says rejected messages were refunded', () => {
    expect(DELIVERY_STATUS_NOTES.Rejected).toMatch(/refunded/);
    const totals = campaignTotals(withVisit);
    expect(deliveryChart(deliveryBreakdown(totals), totals.sent).summary).toBe(
      'Of 8,012 messages sent, 7,290 delivered (91.0%), 620 pending (7.7%), 91 failed (1.1%), 7 rejected and refunded (0.1%), 4 expired (0.0%).',
    );
  });

  it('lists per-campaign performance for the sample’s completed campaigns only, best delivery first', () => {
    const rows = campaignPerformance(campaigns);
    expect(rows).toHaveLength(5);
    expect(rows[0]?.name).toBe('Prescription Refill Reminder');
    const rates = rows.map((row) => row.deliveryRate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(rows.some((row) => row.name === 'Christmas Opening Hours')).toBe(false);
    expect(rows.every((row) => row.status === 'completed' && !row.live)).toBe(true);
  });

  it('lists a campaign sending during the visit first, marked live, with its live figures', () => {
    const rows = campaignPerformance(withVisit);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({
      id: 11,
      name: 'Weekend Clinic Hours',
      status: 'sending',
      live: true,
      sent: 1250,
      deliveryRate: 97.2,
      // The demo delivers the visit's messages but does not simulate clicks.
      clickRate: null,
    });
    expect(rows.slice(1).map((row) => row.name)).toEqual(
      campaignPerformance(campaigns).map((row) => row.name),
    );
    // Settled, it takes its place by delivery rate among the others.
    const done = { ...sending, status: 'completed', deliveryRate: 97.5 };
    expect(campaignPerformance([...campaigns, done]).map((row) => [row.name, row.live])).toEqual([
      ['Prescription Refill Reminder', false],
      ['Monthly Health Tips Newsletter', false],
      ['Free Blood Pressure Screening', false],
      ['Weekend Clinic Hours', false],
      ['Harmattan Skin Care Promo', false],
      ['Malaria Season Stock Alert', false],
    ]);
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
    expect(spec.labels).toEqual(['Delivered', 'Pending', 'Failed', 'Rejected', 'Expired']);
    expect(spec.series[0]?.data).toEqual([6600, 80, 82, 0, 0]);
    expect(spec.series[0]?.role).toEqual(['primary', 'accent', 'danger', 'neutral', 'secondary']);
    expect(spec.summary).toBe(
      'Of 6,762 messages sent, 6,600 delivered (97.6%), 80 pending (1.2%), 82 failed (1.2%), 0 rejected and refunded (0.0%), 0 expired (0.0%).',
    );
    expect(spec.table).toBeUndefined();
  });
});
