// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, setup, type ActorRefFrom, type AnyEventObject } from 'xstate';
import {
  deliveryMachine,
  selectCanStop,
  selectIsLive,
  selectProgress,
  selectReportQuery,
  type DeliveryReport,
} from '@machines/delivery.machine';
import type { ClockInput } from '@machines/clock';
import { recipientsOf } from '@/domain/audience';
import { planDelivery, type DeliveryMessage } from '@/domain/delivery';
import { sharedMergeValues } from '@/domain/personalise';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import { SAMPLE_SENDER_IDS } from '@/domain/sender-ids';

/** The same plan as tests/unit/delivery.test.ts: 1,250 Customers, seed 5, settled at tick 38. */
const MESSAGES: DeliveryMessage[] = planDelivery({
  seed: 5,
  message: 'Harmattan is here! 15% off shea butter at Kumasi Pharma. Reply STOP to opt out.',
  contacts: recipientsOf(SAMPLE_CONTACTS, 'customers'),
  sender: SAMPLE_SENDER_IDS[0],
  shared: sharedMergeValues('Kumasi Pharma Ltd', { date: '2026-11-21', time: '12:00' }),
});

const silent = fromCallback<AnyEventObject, ClockInput>(() => {});

/** Under a parent, as the campaigns actor starts it, with a silent clock: the test ticks. */
function start(messages: DeliveryMessage[] = MESSAGES) {
  const log: AnyEventObject[] = [];
  const parent = createActor(
    setup({
      actors: { delivery: deliveryMachine.provide({ actors: { clock: silent } }) },
    }).createMachine({
      invoke: { id: 'delivery', src: 'delivery', input: { campaignId: 11, messages } },
      on: { '*': { actions: ({ event }) => void log.push(event) } },
    }),
  ).start();
  const actor = parent.getSnapshot().children.delivery as ActorRefFrom<typeof deliveryMachine>;
  const reports = () =>
    log.filter((event): event is DeliveryReport => event.type === 'campaigns.delivery.progress');
  const tick = (times = 1) => {
    for (let i = 0; i < times; i += 1) actor.send({ type: 'clock.tick', now: 0 });
  };
  return { actor, reports, tick };
}

describe('delivery machine: running to the end', () => {
  it('starts sending with a clock, every message queued, nothing reported yet', () => {
    const { actor, reports } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ running: 'sending' });
    expect(selectIsLive(snapshot)).toBe(true);
    expect(selectCanStop(snapshot)).toBe(true);
    expect(snapshot.children.clock).toBeDefined();
    expect(selectProgress(snapshot)).toMatchObject({ settled: 0, total: 1250, reserved: 1250 });
    expect(reports()).toEqual([]);
  });

  it('reports where the messages stand on every tick', () => {
    const { actor, reports, tick } = start();
    tick(3);
    expect(actor.getSnapshot().context.tick).toBe(3);
    expect(reports()).toHaveLength(3);
    expect(reports()[0]).toMatchObject({
      type: 'campaigns.delivery.progress',
      id: 11,
      finished: false,
      stopped: false,
      progress: { counts: { queued: 1090, submitted: 160 }, settled: 0 },
    });
    expect(reports()[2]?.progress.counts).toEqual({
      queued: 770,
      submitted: 341,
      delivered: 138,
      failed: 0,
      rejected: 1,
      expired: 0,
      unsent: 0,
    });
  });

  it('finishes on tick 38 with every outcome, and says so once', () => {
    const { actor, reports, tick } = start();
    tick(37);
    expect(actor.getSnapshot().value).toEqual({ running: 'sending' });
    tick();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('finished');
    expect(selectIsLive(snapshot)).toBe(false);
    expect(selectCanStop(snapshot)).toBe(false);
    expect(snapshot.children.clock).toBeUndefined();
    const last = reports().at(-1);
    expect(last).toMatchObject({ finished: true, stopped: false });
    expect(last?.progress).toEqual({
      counts: {
        queued: 0,
        submitted: 0,
        delivered: 1216,
        failed: 13,
        rejected: 5,
        expired: 16,
        unsent: 0,
      },
      settled: 1250,
      total: 1250,
      reserved: 1250,
      refunded: 5,
    });
    expect(reports().filter((report) => report.finished)).toHaveLength(1);
    // Ticks after the end change nothing.
    tick(5);
    expect(actor.getSnapshot().context.tick).toBe(38);
    expect(reports()).toHaveLength(39);
  });

  it('finishes at once with no messages', () => {
    const { actor, reports } = start([]);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(reports()).toHaveLength(1);
    expect(reports()[0]).toMatchObject({ finished: true, progress: { total: 0, reserved: 0 } });
  });
});

describe('delivery machine: stop', () => {
  it('stops handing messages over; those already with the networks still settle; the rest stay unsent', () => {
    const { actor, reports, tick } = start();
    tick(3);
    actor.send({ type: 'delivery.stop' });
    expect(actor.getSnapshot().value).toEqual({ running: 'stopping' });
    expect(actor.getSnapshot().context.stoppedAt).toBe(3);
    expect(selectCanStop(actor.getSnapshot())).toBe(false);
    expect(reports().at(-1)).toMatchObject({
      finished: false,
      stopped: true,
      progress: { counts: { queued: 0, unsent: 770 }, refunded: 771 },
    });
    tick(29);
    expect(actor.getSnapshot().value).toEqual({ running: 'stopping' });
    tick();
    expect(actor.getSnapshot().value).toBe('finished');
    expect(reports().at(-1)).toMatchObject({
      finished: true,
      stopped: true,
      progress: {
        counts: { delivered: 470, failed: 3, rejected: 3, expired: 4, unsent: 770 },
        reserved: 1250,
        refunded: 773,
      },
    });
  });

  it('a second stop does nothing', () => {
    const { actor, reports, tick } = start();
    tick(2);
    actor.send({ type: 'delivery.stop' });
    const count = reports().length;
    actor.send({ type: 'delivery.stop' });
    expect(reports()).toHaveLength(count);
    expect(actor.getSnapshot().context.stoppedAt).toBe(2);
  });
});

describe('delivery machine: the report query', () => {
  it('starts on every status, no search, page 1', () => {
    const { actor } = start();
    expect(selectReportQuery(actor.getSnapshot())).toEqual({ status: 'all', search: '', page: 1 });
  });

  it('takes a known status filter and refuses an unknown one', () => {
    const { actor } = start();
    actor.send({ type: 'delivery.report.status.change', status: 'notDelivered' });
    expect(selectReportQuery(actor.getSnapshot()).status).toBe('notDelivered');
    expect(actor.getSnapshot().can({ type: 'delivery.report.status.change', status: 'lost' })).toBe(
      false,
    );
    actor.send({ type: 'delivery.report.status.change', status: 'lost' });
    expect(selectReportQuery(actor.getSnapshot()).status).toBe('notDelivered');
    actor.send({ type: 'delivery.report.status.change', status: 'unsent' });
    expect(selectReportQuery(actor.getSnapshot()).status).toBe('unsent');
  });

  it('goes back to page 1 when the filter or the search changes; pages are whole and from 1', () => {
    const { actor, tick } = start();
    tick(38);
    actor.send({ type: 'delivery.report.page.change', page: 4 });
    expect(selectReportQuery(actor.getSnapshot()).page).toBe(4);
    actor.send({ type: 'delivery.report.status.change', status: 'delivered' });
    expect(selectReportQuery(actor.getSnapshot())).toEqual({
      status: 'delivered',
      search: '',
      page: 1,
    });
    actor.send({ type: 'delivery.report.page.change', page: 3.9 });
    expect(selectReportQuery(actor.getSnapshot()).page).toBe(3);
    actor.send({ type: 'delivery.report.search.change', value: '024' });
    expect(selectReportQuery(actor.getSnapshot())).toEqual({
      status: 'delivered',
      search: '024',
      page: 1,
    });
    actor.send({ type: 'delivery.report.page.change', page: -2 });
    expect(selectReportQuery(actor.getSnapshot()).page).toBe(1);
    // The report stays to be read once finished.
    expect(actor.getSnapshot().value).toBe('finished');
  });
});
