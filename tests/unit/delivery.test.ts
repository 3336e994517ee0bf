// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recipientsOf } from '@/domain/audience';
import type { Contact } from '@/domain/contacts';
import {
  chargedCredits,
  contentRejection,
  deliveryProgress,
  EXPIRY_TICKS,
  finalTick,
  liveDeliveryRate,
  OUTCOME_RATES,
  planDelivery,
  progressPercent,
  REASONS,
  statusAt,
  SUBMITTED_PER_TICK,
  TICK_MS,
  type DeliveryMessage,
  type DeliveryPlanInput,
} from '@/domain/delivery';
import {
  REPORT_CSV_HEADER,
  reportCsvRows,
  reportFileName,
  reportPage,
  reportRows,
} from '@/domain/delivery-report';
import { sharedMergeValues } from '@/domain/personalise';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import { senderIdByName, SAMPLE_SENDER_IDS } from '@/domain/sender-ids';

const CUSTOMERS = recipientsOf(SAMPLE_CONTACTS, 'customers');
const SHARED = sharedMergeValues('Kumasi Pharma Ltd', { date: '2026-11-21', time: '12:00' });
const KUMASI_PHARM = senderIdByName(SAMPLE_SENDER_IDS, 'KumasiPharm');
const KPL_DEALS = senderIdByName(SAMPLE_SENDER_IDS, 'KPL Deals');
const PROMO = 'Harmattan is here! 15% off shea butter at Kumasi Pharma. Reply STOP to opt out.';
const RATE = 0.0319;

const plan = (changes: Partial<DeliveryPlanInput> = {}) =>
  planDelivery({
    seed: 5,
    message: PROMO,
    contacts: CUSTOMERS,
    sender: KUMASI_PHARM,
    shared: SHARED,
    ...changes,
  });

const base = SAMPLE_CONTACTS[0] as Contact;
const contact = (id: number, name: string, phone: string): Contact => ({
  ...base,
  id,
  name,
  phone,
  group: 'customers',
});
/** One on each network, one outside Ghana, and a name in Akan letters. */
const FEW: Contact[] = [
  contact(1, 'Kwame Boateng', '+233244123456'),
  contact(2, 'Akosua Mensah', '+233201234567'),
  contact(3, 'Kofi Owusu', '+233261234567'),
  contact(4, 'Kouassi Yao', '+2250700000000'),
  contact(5, 'Ɛfua Asante', '+233243350918'),
];

const outcomes = (messages: readonly DeliveryMessage[]) =>
  messages.reduce<Record<string, number>>((counts, message) => {
    counts[message.outcome] = (counts[message.outcome] ?? 0) + 1;
    return counts;
  }, {});

describe('planDelivery: seeded outcomes', () => {
  it('plans the 1,250 Customers with seed 5: 1,216 delivered, 13 failed, 5 rejected, 16 expired', () => {
    const messages = plan();
    expect(CUSTOMERS).toHaveLength(1250);
    expect(messages).toHaveLength(1250);
    expect(outcomes(messages)).toEqual({ delivered: 1216, failed: 13, rejected: 5, expired: 16 });
    expect(messages.map((message) => message.contactId)).toEqual(
      CUSTOMERS.map((customer) => customer.id),
    );
    // Near the rates the sample history shows.
    expect(13 / 1250).toBeCloseTo(OUTCOME_RATES.failed, 2);
    expect(16 / 1250).toBeCloseTo(OUTCOME_RATES.expired, 2);
  });

  it('gives each outcome a reason a person understands, and none to a delivered message', () => {
    const messages = plan();
    const reasons = (outcome: string) =>
      new Set(messages.filter((m) => m.outcome === outcome).map((m) => m.reason));
    expect(reasons('delivered')).toEqual(new Set(['']));
    expect(reasons('failed')).toEqual(new Set([REASONS.notInService, REASONS.memoryFull]));
    expect(reasons('expired')).toEqual(new Set([REASONS.phoneOff]));
    expect(reasons('rejected')).toEqual(new Set([REASONS.barred]));
  });

  it('same seed, same plan; another seed, another plan', () => {
    expect(plan()).toEqual(plan());
    const other = plan({ seed: 6 });
    expect(outcomes(other)).toEqual({ delivered: 1210, failed: 11, rejected: 10, expired: 19 });
    expect(other).not.toEqual(plan());
    expect(
      planDelivery({ seed: 9, message: 'Hi', contacts: FEW, sender: KUMASI_PHARM, shared: SHARED }),
    ).toEqual(
      planDelivery({ seed: 9, message: 'Hi', contacts: FEW, sender: KUMASI_PHARM, shared: SHARED }),
    );
  });

  it('one outcome does not shift the next: a recipient keeps its fate when the list before it grows by a rejection', () => {
    // Three draws per recipient whatever the outcome: a rejected sender uses its draws too.
    const withDeals = plan({ sender: KPL_DEALS });
    const withMain = plan();
    const mtn = (messages: DeliveryMessage[]) =>
      messages.filter((message) => message.network !== 'AirtelTigo').map((m) => m.outcome);
    expect(mtn(withDeals)).toEqual(mtn(withMain));
  });
});

describe('planDelivery: submission and timing', () => {
  it(`hands ${SUBMITTED_PER_TICK} messages a tick to the networks, in list order`, () => {
    const messages = plan();
    const submitAt = messages.map((message) => message.submitAt);
    expect(submitAt.slice(0, 160)).toEqual(Array(160).fill(1));
    expect(submitAt[160]).toBe(2);
    expect(submitAt.at(-1)).toBe(8);
    expect(Math.max(...submitAt)).toBe(Math.ceil(1250 / SUBMITTED_PER_TICK));
    for (const message of messages) expect(message.settleAt).toBeGreaterThan(message.submitAt);
  });

  it('settles 1,250 recipients within 40 ticks: about 10 seconds', () => {
    const messages = plan();
    expect(finalTick(messages, null)).toBe(38);
    expect(finalTick(messages, null) * TICK_MS).toBeLessThanOrEqual(10_000);
    expect(deliveryProgress(messages, 37, null).settled).toBe(1249);
    expect(deliveryProgress(messages, 38, null).settled).toBe(1250);
    // An expired message waits EXPIRY_TICKS after it was handed over.
    for (const message of messages.filter((m) => m.outcome === 'expired')) {
      expect(message.settleAt - message.submitAt).toBeGreaterThanOrEqual(EXPIRY_TICKS);
    }
  });

  it('moves messages from queued to submitted to their outcome, tick by tick', () => {
    const messages = plan();
    const counts = (tick: number) => deliveryProgress(messages, tick, null).counts;
    expect(counts(0)).toMatchObject({ queued: 1250, submitted: 0, delivered: 0 });
    expect(counts(1)).toMatchObject({ queued: 1090, submitted: 160, delivered: 0 });
    expect(counts(3)).toEqual({
      queued: 770,
      submitted: 341,
      delivered: 138,
      failed: 0,
      rejected: 1,
      expired: 0,
      unsent: 0,
    });
    expect(counts(8)).toMatchObject({ queued: 0, submitted: 489, delivered: 756 });
    expect(counts(38)).toEqual({
      queued: 0,
      submitted: 0,
      delivered: 1216,
      failed: 13,
      rejected: 5,
      expired: 16,
      unsent: 0,
    });
    const first = messages[0] as DeliveryMessage;
    expect(first).toMatchObject({ name: 'Kwame Boateng', submitAt: 1, settleAt: 6 });
    expect([0, 1, 5, 6].map((tick) => statusAt(first, tick, null))).toEqual([
      'queued',
      'submitted',
      'submitted',
      'delivered',
    ]);
  });
});

describe('planDelivery: what the networks refuse', () => {
  it('rejects at once, uncharged, the messages to AirtelTigo when the sender ID is not approved there', () => {
    const messages = plan({ sender: KPL_DEALS });
    const airtelTigo = messages.filter((message) => message.network === 'AirtelTigo');
    expect(airtelTigo).toHaveLength(185);
    for (const message of airtelTigo) {
      expect(message).toMatchObject({
        outcome: 'rejected',
        reason: 'Sender ID not approved on AirtelTigo',
        parts: 0,
        submitAt: 1,
        settleAt: 1,
      });
    }
    const progress = deliveryProgress(messages, Number.POSITIVE_INFINITY, null);
    expect(progress.reserved).toBe(1250 - 185);
    expect(progress.counts.rejected).toBe(190);
    // The others are handed over as before: 1,065 at 160 a tick is 7 ticks.
    expect(Math.max(...messages.map((message) => message.submitAt))).toBe(7);
  });

  it('rejects a number on no Ghana network when a sender ID is set, and names no network', () => {
    const messages = planDelivery({
      seed: 1,
      message: 'Hi',
      contacts: FEW,
      sender: KUMASI_PHARM,
      shared: SHARED,
    });
    expect(messages.map((message) => message.network)).toEqual([
      'MTN',
      'Telecel',
      'AirtelTigo',
      null,
      'MTN',
    ]);
    expect(messages[3]).toMatchObject({
      outcome: 'rejected',
      reason: 'Sender ID not approved on this network',
      parts: 0,
    });
  });

  it('rejects every message of a text with "MoMo" for its content, after submission, and refunds it', () => {
    const message = 'Pay with MoMo and win! Reply STOP to opt out.';
    const reason = contentRejection(message);
    expect(reason).toBe('Blocked by the network: content (“MoMo”)');
    const messages = plan({ message });
    expect(outcomes(messages)).toEqual({ rejected: 1250 });
    expect(new Set(messages.map((m) => m.reason))).toEqual(new Set([reason]));
    expect(messages.every((m) => m.parts === 1 && m.settleAt > m.submitAt)).toBe(true);
    const progress = deliveryProgress(messages, Number.POSITIVE_INFINITY, null);
    expect(progress).toMatchObject({ reserved: 1250, refunded: 1250 });
    expect(chargedCredits(progress)).toBe(0);
    expect(liveDeliveryRate(progress.counts)).toBe(0);
  });

  it('passes content with nothing the networks filter', () => {
    expect(contentRejection(PROMO)).toBeNull();
  });
});

describe('planDelivery: parts per recipient', () => {
  const MESSAGE = 'Hi [name], your prescription is ready for pickup at our Adum branch in Kumasi.';

  it('charges Ɛfua 2 parts for her UCS-2 name and Kwame 1', () => {
    const messages = planDelivery({
      seed: 3,
      message: MESSAGE,
      contacts: FEW,
      sender: undefined,
      shared: SHARED,
    });
    expect(messages.map((message) => [message.name, message.parts])).toEqual([
      ['Kwame Boateng', 1],
      ['Akosua Mensah', 1],
      ['Kofi Owusu', 1],
      ['Kouassi Yao', 1],
      ['Ɛfua Asante', 2],
    ]);
    // Without a sender ID nobody is held back, not even the number outside Ghana.
    expect(messages.every((message) => message.reason !== REASONS.senderNotApproved(null))).toBe(
      true,
    );
    expect(deliveryProgress(messages, 0, null).reserved).toBe(6);
  });
});

describe('stopping: unsent messages and the refund', () => {
  it('keeps the messages not handed over by the stop unsent, and refunds them with the rejected ones', () => {
    const messages = plan();
    const stoppedAt = 3;
    // 3 ticks at 160 a tick: 480 went, 770 did not.
    const unsent = messages.filter((m) => statusAt(m, 40, stoppedAt) === 'unsent');
    expect(unsent).toHaveLength(770);
    expect(unsent.every((m) => m.submitAt > stoppedAt)).toBe(true);
    expect(statusAt(unsent[0] as DeliveryMessage, 0, stoppedAt)).toBe('unsent');

    const end = finalTick(messages, stoppedAt);
    expect(end).toBe(33);
    const progress = deliveryProgress(messages, end, stoppedAt);
    expect(progress.counts).toEqual({
      queued: 0,
      submitted: 0,
      delivered: 470,
      failed: 3,
      rejected: 3,
      expired: 4,
      unsent: 770,
    });
    expect(progress.settled).toBe(1250);
    // Refunded: the parts of the rejected and the unsent; charged: what was held, less that.
    const partsOf = (status: string) =>
      messages
        .filter((m) => statusAt(m, end, stoppedAt) === status)
        .reduce((sum, m) => sum + m.parts, 0);
    expect(progress.reserved).toBe(1250);
    expect(progress.refunded).toBe(partsOf('rejected') + partsOf('unsent'));
    expect(progress.refunded).toBe(773);
    expect(chargedCredits(progress)).toBe(1250 - 773);
    expect(chargedCredits(progress)).toBe(
      partsOf('delivered') + partsOf('failed') + partsOf('expired'),
    );
  });

  it('counts the progress bar and the live rate from settled messages', () => {
    const messages = plan();
    const at8 = deliveryProgress(messages, 8, null);
    expect(at8.settled).toBe(761);
    expect(progressPercent(at8)).toBe(60);
    expect(liveDeliveryRate(at8.counts)).toBe(99.3);
    const done = deliveryProgress(messages, 38, null);
    expect(progressPercent(done)).toBe(100);
    expect(liveDeliveryRate(done.counts)).toBe(97.3);
    expect(progressPercent({ settled: 0, total: 0 })).toBe(100);
  });
});

describe('the per-recipient report', () => {
  const messages = plan();

  it("filters 'notDelivered' to the failed, rejected and expired", () => {
    const rows = reportRows(messages, 38, null, RATE, { status: 'notDelivered', search: '' });
    expect(rows).toHaveLength(13 + 5 + 16);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['failed', 'rejected', 'expired']),
    );
    const rejected = rows.find((row) => row.status === 'rejected');
    expect(rejected).toMatchObject({ cost: 0, refund: RATE, reason: REASONS.barred });
    const failed = rows.find((row) => row.status === 'failed');
    expect(failed).toMatchObject({ cost: RATE, refund: 0 });
    // Before any outcome arrives nothing is "not delivered" and no reason shows.
    expect(reportRows(messages, 1, null, RATE, { status: 'notDelivered', search: '' })).toEqual([]);
    expect(reportRows(messages, 1, null, RATE).every((row) => row.reason === '')).toBe(true);
  });

  it('searches by name in any case, and by a number as people type it', () => {
    const byName = reportRows(messages, 38, null, RATE, { status: 'all', search: '  kwame BOAT ' });
    expect(byName.map((row) => row.message.name)).toContain('Kwame Boateng');
    expect(byName.every((row) => row.message.name.toLowerCase().includes('kwame boat'))).toBe(true);

    const kwame = '+233244123456';
    for (const search of ['024 412 3456', '0244123456', '+233 24 412 3456', '244123456']) {
      const rows = reportRows(messages, 38, null, RATE, { status: 'all', search });
      expect(
        rows.map((row) => row.message.phone),
        search,
      ).toEqual([kwame]);
    }
    const prefix = reportRows(messages, 38, null, RATE, { status: 'all', search: '024' });
    expect(prefix.length).toBeGreaterThan(1);
    expect(prefix.every((row) => `0${row.message.phone.slice(4)}`.includes('024'))).toBe(true);
    expect(reportRows(messages, 38, null, RATE, { status: 'all', search: 'Zzz' })).toEqual([]);
  });

  it('pages 25 rows at a time, clamps the page, and says from and to', () => {
    const rows = reportRows(messages, 38, null, RATE);
    expect(reportPage(rows, 1)).toMatchObject({ page: 1, pages: 50, from: 1, to: 25 });
    expect(reportPage(rows, 2).rows[0]).toBe(rows[25]);
    expect(reportPage(rows, 50)).toMatchObject({ page: 50, from: 1226, to: 1250 });
    expect(reportPage(rows, 99)).toMatchObject({ page: 50, from: 1226, to: 1250 });
    expect(reportPage(rows, -3)).toMatchObject({ page: 1, from: 1, to: 25 });
    expect(reportPage(rows, 2.7)).toMatchObject({ page: 2, from: 26, to: 50 });
    expect(reportPage(rows.slice(0, 30), 2)).toMatchObject({ page: 2, pages: 2, from: 26, to: 30 });
    expect(reportPage([], 4)).toEqual({ rows: [], page: 1, pages: 1, from: 0, to: 0 });
  });

  it('exports a header and one row per message, money to 4 decimals', () => {
    const rows = reportRows(messages, 38, null, RATE, { status: 'rejected', search: '' });
    const csv = reportCsvRows(rows);
    expect(csv[0]).toEqual([
      'Number',
      'Name',
      'Network',
      'Status',
      'Reason',
      'Segments',
      'Cost (GHS)',
      'Refunded (GHS)',
    ]);
    expect(csv[0]).toEqual([...REPORT_CSV_HEADER]);
    expect(csv).toHaveLength(6);
    const first = rows[0];
    expect(csv[1]).toEqual([
      first?.message.phone,
      first?.message.name,
      first?.message.network,
      'Rejected',
      'Number barred by its network',
      '1',
      '0.0000',
      '0.0319',
    ]);
    const unknown = reportCsvRows(
      reportRows(
        planDelivery({
          seed: 1,
          message: 'Hi',
          contacts: FEW,
          sender: KUMASI_PHARM,
          shared: SHARED,
        }),
        1,
        null,
        RATE,
        { status: 'all', search: 'Kouassi' },
      ),
    );
    expect(unknown[1]).toEqual([
      '+2250700000000',
      'Kouassi Yao',
      'Unknown',
      'Rejected',
      'Sender ID not approved on this network',
      '0',
      '0.0000',
      '0.0000',
    ]);
  });

  it('names the file after the campaign: id and a slug without accents', () => {
    expect(reportFileName(12, 'Harmattan Promo')).toBe(
      'nkra-delivery-report-12-harmattan-promo.csv',
    );
    expect(reportFileName(3, '  Ɛfua’s Café — 50% off!! ')).toBe(
      'nkra-delivery-report-3-fua-s-cafe-50-off.csv',
    );
    expect(reportFileName(7, '!!!')).toBe('nkra-delivery-report-7.csv');
    expect(reportFileName(1, 'x'.repeat(60))).toBe(`nkra-delivery-report-1-${'x'.repeat(40)}.csv`);
  });
});
