// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, setup, type AnyEventObject } from 'xstate';
import {
  campaignsMachine,
  type CreditsChanged,
  deliveryActorId,
  selectCreditBalance,
  selectDeliveryActor,
  NO_LONGER_SCHEDULED,
  selectRescheduleProblem,
  type CampaignsActorRef,
} from '@machines/campaigns.machine';
import type { ClockInput } from '@machines/clock';
import { deliveryMachine } from '@machines/delivery.machine';
import type { Toast } from '@machines/toast';
import {
  selectCampaignSearch,
  selectCampaignStatus,
  selectCampaigns,
  selectCanSendNow,
  selectDeleteCandidate,
  selectIsConfirmingDelete,
  selectIsViewing,
  selectSelectedCampaign,
} from '@/dashboard/selectors';
import { filterCampaigns, type Campaign, type CampaignOrder } from '@/domain/campaigns';
import { insufficientCredit } from '@/domain/credits';

/** Noon on Saturday 21 November 2026 in Accra (the account's zone is UTC). */
const NOW = Date.UTC(2026, 10, 21, 12);

const silent = fromCallback<AnyEventObject, ClockInput>(() => {});
/** Both clocks silent: the test says when time passes. */
const quietCampaigns = campaignsMachine.provide({
  actors: { clock: silent, delivery: deliveryMachine.provide({ actors: { clock: silent } }) },
});

function start() {
  // Under a parent, as the app starts it: what it emits and what it asks of the app, in order.
  const emitted: AnyEventObject[] = [];
  const parent = createActor(
    setup({ actors: { campaigns: quietCampaigns } }).createMachine({
      invoke: { id: 'campaigns', src: 'campaigns', input: { now: NOW } },
      on: { '*': { actions: ({ event }) => void emitted.push(event) } },
    }),
  ).start();
  const actor = parent.getSnapshot().children.campaigns as CampaignsActorRef;
  actor.on('*', (event) => void emitted.push(event));
  const toasts = () =>
    emitted.flatMap((event) =>
      event.type === 'toast' && 'toast' in event ? [event.toast as Toast] : [],
    );
  return { actor, emitted, toasts };
}

const byStatus = (actor: ReturnType<typeof start>['actor'], status: string): Campaign => {
  const found = selectCampaigns(actor.getSnapshot()).find((campaign) => campaign.status === status);
  if (!found) throw new Error(`no ${status} campaign in the sample`);
  return found;
};

const visible = (actor: ReturnType<typeof start>['actor']) => {
  const snapshot = actor.getSnapshot();
  return filterCampaigns(selectCampaigns(snapshot), {
    search: selectCampaignSearch(snapshot),
    status: selectCampaignStatus(snapshot),
  });
};

describe('campaigns machine: search and filter', () => {
  it('starts browsing every sample campaign with no search and All', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(selectCampaigns(actor.getSnapshot()).length).toBeGreaterThanOrEqual(8);
    expect(selectCampaignSearch(actor.getSnapshot())).toBe('');
    expect(selectCampaignStatus(actor.getSnapshot())).toBe('all');
  });

  it('keeps the search text and narrows the rows by name', () => {
    const { actor } = start();
    actor.send({ type: 'campaigns.search.change', value: 'MALARIA' });
    expect(selectCampaignSearch(actor.getSnapshot())).toBe('MALARIA');
    expect(visible(actor).map((campaign) => campaign.name)).toEqual(['Malaria Season Stock Alert']);
  });

  it('accepts the five filter values and refuses anything else', () => {
    const { actor } = start();
    actor.send({ type: 'campaigns.filter.change', status: 'scheduled' });
    expect(selectCampaignStatus(actor.getSnapshot())).toBe('scheduled');
    expect(visible(actor).every((campaign) => campaign.status === 'scheduled')).toBe(true);
    actor.send({ type: 'campaigns.filter.change', status: 'paused' });
    expect(selectCampaignStatus(actor.getSnapshot())).toBe('scheduled');
  });

  it('clears search and filter together', () => {
    const { actor } = start();
    actor.send({ type: 'campaigns.search.change', value: 'zzz' });
    actor.send({ type: 'campaigns.filter.change', status: 'failed' });
    expect(visible(actor)).toEqual([]);
    actor.send({ type: 'campaigns.filters.clear' });
    expect(visible(actor)).toHaveLength(selectCampaigns(actor.getSnapshot()).length);
  });
});

describe('campaigns machine: details', () => {
  it('opens the details of a campaign and closes them', () => {
    const { actor } = start();
    const completed = byStatus(actor, 'completed');
    actor.send({ type: 'campaigns.details.open', id: completed.id });
    expect(selectIsViewing(actor.getSnapshot())).toBe(true);
    expect(selectSelectedCampaign(actor.getSnapshot())?.name).toBe(completed.name);
    actor.send({ type: 'campaigns.details.close' });
    expect(selectIsViewing(actor.getSnapshot())).toBe(false);
  });

  it('ignores details for a campaign that does not exist', () => {
    const { actor } = start();
    actor.send({ type: 'campaigns.details.open', id: 9999 });
    expect(actor.getSnapshot().value).toBe('browsing');
  });

  it('allows Send Now for a draft only', () => {
    const { actor } = start();
    actor.send({ type: 'campaigns.details.open', id: byStatus(actor, 'completed').id });
    expect(selectCanSendNow(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'campaigns.sendNow' });
    expect(selectIsViewing(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'campaigns.details.close' });
    actor.send({ type: 'campaigns.details.open', id: byStatus(actor, 'scheduled').id });
    expect(selectCanSendNow(actor.getSnapshot())).toBe(false);

    actor.send({ type: 'campaigns.details.close' });
    actor.send({ type: 'campaigns.details.open', id: byStatus(actor, 'draft').id });
    expect(selectCanSendNow(actor.getSnapshot())).toBe(true);
  });

  it('Send Now on a draft asks for the composer with its name, message and group, and closes', () => {
    const { actor, emitted } = start();
    const draft = byStatus(actor, 'draft');
    actor.send({ type: 'campaigns.details.open', id: draft.id });
    actor.send({ type: 'campaigns.sendNow' });
    expect(emitted).toContainEqual({
      type: 'campaigns.compose',
      name: draft.name,
      message: draft.message,
      group: draft.group,
      draftId: draft.id,
    });
    expect(selectIsViewing(actor.getSnapshot())).toBe(false);
  });

  it('sends a newsletter draft to the composer addressed to the Newsletter group', () => {
    const { actor, emitted } = start();
    const newsletter = selectCampaigns(actor.getSnapshot()).find(
      (campaign) => campaign.group === 'newsletter',
    );
    if (!newsletter) throw new Error('no newsletter sample');
    actor.send({ type: 'campaigns.duplicate', id: newsletter.id });
    const copy = selectCampaigns(actor.getSnapshot())[0];
    actor.send({ type: 'campaigns.details.open', id: copy?.id ?? -1 });
    actor.send({ type: 'campaigns.sendNow' });
    expect(emitted.find((event) => event.type === 'campaigns.compose')).toMatchObject({
      group: 'newsletter',
    });
  });
});

describe('campaigns machine: duplicate', () => {
  it('adds a draft "Copy of ..." at the top and says so', () => {
    const { actor, toasts } = start();
    const completed = byStatus(actor, 'completed');
    const before = selectCampaigns(actor.getSnapshot()).length;
    actor.send({ type: 'campaigns.duplicate', id: completed.id });
    const list = selectCampaigns(actor.getSnapshot());
    expect(list).toHaveLength(before + 1);
    expect(list[0]).toMatchObject({ name: `Copy of ${completed.name}`, status: 'draft' });
    expect(new Set(list.map((campaign) => campaign.id)).size).toBe(list.length);
    expect(toasts().at(-1)).toMatchObject({
      status: 'success',
      title: 'Campaign duplicated',
      description: `“Copy of ${completed.name}” is saved as a draft.`,
    });
  });

  it('duplicates from the details dialog and closes it', () => {
    const { actor } = start();
    const scheduled = byStatus(actor, 'scheduled');
    actor.send({ type: 'campaigns.details.open', id: scheduled.id });
    actor.send({ type: 'campaigns.duplicate', id: scheduled.id });
    expect(selectIsViewing(actor.getSnapshot())).toBe(false);
    expect(selectCampaigns(actor.getSnapshot())[0]?.name).toBe(`Copy of ${scheduled.name}`);
  });
});

describe('campaigns machine: delete and undo', () => {
  it('asks before deleting; cancel keeps the campaign', () => {
    const { actor } = start();
    const failed = byStatus(actor, 'failed');
    actor.send({ type: 'campaigns.delete.request', id: failed.id });
    expect(selectIsConfirmingDelete(actor.getSnapshot())).toBe(true);
    expect(selectDeleteCandidate(actor.getSnapshot())?.name).toBe(failed.name);
    actor.send({ type: 'campaigns.delete.cancel' });
    expect(selectIsConfirmingDelete(actor.getSnapshot())).toBe(false);
    expect(selectCampaigns(actor.getSnapshot())).toContainEqual(failed);
  });

  it('deletes on confirm with a toast whose Undo puts it back in place', () => {
    const { actor, toasts } = start();
    const list = selectCampaigns(actor.getSnapshot());
    const target = list[3];
    if (!target) throw new Error('sample too short');
    actor.send({ type: 'campaigns.delete.request', id: target.id });
    actor.send({ type: 'campaigns.delete.confirm' });
    expect(selectCampaigns(actor.getSnapshot())).not.toContainEqual(target);
    const toast = toasts().at(-1);
    expect(toast).toMatchObject({ title: 'Campaign deleted', action: { label: 'Undo' } });
    expect(toast?.action?.event).toEqual({ type: 'campaigns.delete.undo', id: target.id });

    actor.send(toast?.action?.event as { type: 'campaigns.delete.undo'; id: number });
    expect(selectCampaigns(actor.getSnapshot())).toEqual(list);
    expect(toasts().at(-1)).toMatchObject({ title: 'Campaign restored' });
  });

  it('restores each deletion from its own toast, and an Undo only once', () => {
    const { actor } = start();
    const list = selectCampaigns(actor.getSnapshot());
    const [first, second] = list;
    if (!first || !second) throw new Error('sample too short');
    for (const campaign of [first, second]) {
      actor.send({ type: 'campaigns.delete.request', id: campaign.id });
      actor.send({ type: 'campaigns.delete.confirm' });
    }
    actor.send({ type: 'campaigns.delete.undo', id: first.id });
    const names = selectCampaigns(actor.getSnapshot()).map((campaign) => campaign.name);
    expect(names).toContain(first.name);
    expect(names).not.toContain(second.name);
    actor.send({ type: 'campaigns.delete.undo', id: first.id });
    expect(selectCampaigns(actor.getSnapshot())).toHaveLength(list.length - 1);
  });

  it('ignores a confirm that was never asked for', () => {
    const { actor } = start();
    const before = selectCampaigns(actor.getSnapshot());
    actor.send({ type: 'campaigns.delete.confirm' });
    expect(selectCampaigns(actor.getSnapshot())).toBe(before);
  });
});

const order = (changes: Partial<CampaignOrder> = {}): CampaignOrder => ({
  name: 'Flu jabs',
  message: 'Flu jabs at our Adum branch, GHS 20. Reply STOP to opt out.',
  group: 'customers',
  messageType: 'promotional',
  senderId: null,
  schedule: null,
  draftId: null,
  now: NOW,
  ...changes,
});

const credits = (emitted: AnyEventObject[]) =>
  emitted.flatMap((event) =>
    event.type === 'credits.changed' ? [(event as AnyEventObject & CreditsChanged).balance] : [],
  );

/** Ticks a campaign's delivery actor until it finishes; how many ticks it took. */
function tickToEnd(actor: CampaignsActorRef, id: number, limit = 60): number {
  for (let ticks = 0; ticks < limit; ticks += 1) {
    const delivery = selectDeliveryActor(actor.getSnapshot(), id);
    if (!delivery || delivery.getSnapshot().value === 'finished') return ticks;
    delivery.send({ type: 'clock.tick', now: NOW });
  }
  throw new Error(`campaign ${id} did not finish in ${limit} ticks`);
}

const campaign = (actor: CampaignsActorRef, id: number) =>
  selectCampaigns(actor.getSnapshot()).find((candidate) => candidate.id === id);

describe('campaigns machine: Send Now', () => {
  it('adds a sending campaign at the top, holds its credits and starts its delivery', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'campaigns.order', order: order() });
    const top = selectCampaigns(actor.getSnapshot())[0];
    expect(top).toMatchObject({
      id: 11,
      name: 'Flu jabs',
      status: 'sending',
      sentDate: '2026-11-21',
      sentTime: '12:00',
      recipients: 1250,
      group: 'customers',
      delivery: { total: 1250, settled: 0, reserved: 1250, refunded: 0, startedAt: NOW },
    });
    expect(actor.getSnapshot().context.ledger).toEqual([
      {
        campaignId: 11,
        name: 'Flu jabs',
        at: NOW,
        reserved: 1250,
        refunded: 0,
        settled: false,
      },
    ]);
    expect(credits(emitted)).toEqual([4218 - 1250]);
    expect(selectCreditBalance(actor.getSnapshot())).toBe(2968);
    expect(actor.getSnapshot().children[deliveryActorId(11)]).toBeDefined();
  });

  it('runs to the end: completed, Campaign delivered, and the rejected messages refunded', () => {
    const { actor, emitted, toasts } = start();
    actor.send({ type: 'campaigns.order', order: order() });
    expect(tickToEnd(actor, 11)).toBeLessThanOrEqual(40);
    const done = campaign(actor, 11);
    const counts = done?.delivery?.counts;
    if (!done || !counts) throw new Error('no delivery');
    expect(done.status).toBe('completed');
    expect(counts.queued + counts.submitted + counts.unsent).toBe(0);
    expect(counts.delivered + counts.failed + counts.rejected + counts.expired).toBe(1250);
    expect(done.delivered).toBe(counts.delivered);
    expect(done.failed).toBe(counts.failed + counts.rejected + counts.expired);
    expect(counts.rejected).toBeGreaterThan(0);
    // Every message is one part: each rejected one gives its credit back.
    expect(done.delivery?.refunded).toBe(counts.rejected);
    expect(actor.getSnapshot().context.ledger).toEqual([
      expect.objectContaining({ reserved: 1250, refunded: counts.rejected, settled: true }),
    ]);
    expect(selectCreditBalance(actor.getSnapshot())).toBe(4218 - 1250 + counts.rejected);
    expect(credits(emitted).at(-1)).toBe(4218 - 1250 + counts.rejected);
    expect(toasts().at(-1)).toMatchObject({
      status: 'success',
      title: 'Campaign delivered',
      description: `“Flu jabs”: ${counts.delivered.toLocaleString('en-GH')} of 1,250 delivered (${done.deliveryRate.toFixed(1)}%). ${counts.rejected} SMS of credits came back for ${counts.rejected} rejected or unsent messages.`,
    });
  });

  it('fails a campaign the balance cannot pay for: Not enough credit, nothing held', () => {
    const { actor, emitted, toasts } = start();
    // 2,847 recipients of a two-part message need 5,694 credits; the account has 4,218.
    actor.send({
      type: 'campaigns.order',
      order: order({ group: 'all', message: 'x'.repeat(161) }),
    });
    const reason = insufficientCredit(5694, 4218);
    expect(selectCampaigns(actor.getSnapshot())[0]).toMatchObject({
      id: 11,
      status: 'failed',
      failureReason: reason,
    });
    expect(actor.getSnapshot().context.ledger).toEqual([]);
    expect(actor.getSnapshot().children[deliveryActorId(11)]).toBeUndefined();
    expect(selectCreditBalance(actor.getSnapshot())).toBe(4218);
    expect(credits(emitted)).toEqual([4218]);
    expect(toasts().at(-1)).toEqual({
      status: 'error',
      title: 'Not enough credit',
      description: `“Flu jabs” was not sent. ${reason}`,
    });
  });

  it('replaces the draft it was sent from', () => {
    const { actor } = start();
    const before = selectCampaigns(actor.getSnapshot());
    expect(before.find((candidate) => candidate.id === 1)?.status).toBe('draft');
    actor.send({ type: 'campaigns.order', order: order({ draftId: 1 }) });
    const after = selectCampaigns(actor.getSnapshot());
    expect(after).toHaveLength(before.length);
    expect(after.map((candidate) => candidate.id)).not.toContain(1);
    expect(after[0]).toMatchObject({ id: 11, status: 'sending' });
  });

  it('refuses to delete a campaign while it is sending', () => {
    const { actor } = start();
    actor.send({ type: 'campaigns.order', order: order() });
    expect(actor.getSnapshot().can({ type: 'campaigns.delete.request', id: 11 })).toBe(false);
    actor.send({ type: 'campaigns.delete.request', id: 11 });
    expect(selectIsConfirmingDelete(actor.getSnapshot())).toBe(false);
    tickToEnd(actor, 11);
    expect(actor.getSnapshot().can({ type: 'campaigns.delete.request', id: 11 })).toBe(true);
  });
});

describe('campaigns machine: stop', () => {
  it('stops a sending campaign: unsent messages are refunded and it ends stopped', () => {
    const { actor, toasts } = start();
    actor.send({ type: 'campaigns.order', order: order() });
    const delivery = selectDeliveryActor(actor.getSnapshot(), 11);
    for (let tick = 0; tick < 3; tick += 1) delivery?.send({ type: 'clock.tick', now: NOW });
    actor.send({ type: 'campaigns.stop', id: 11 });
    expect(toasts().at(-1)).toMatchObject({ status: 'info', title: 'Stopping campaign' });
    // 480 messages went in 3 ticks; the other 770 stay unsent and come back at once.
    expect(campaign(actor, 11)).toMatchObject({
      status: 'sending',
      delivery: { stopped: true, counts: { unsent: 770 } },
    });
    // Stopping again, while what the networks have still settles, is refused: no second toast.
    const toastsAfterStop = toasts().length;
    expect(actor.getSnapshot().can({ type: 'campaigns.stop', id: 11 })).toBe(false);
    actor.send({ type: 'campaigns.stop', id: 11 });
    expect(toasts()).toHaveLength(toastsAfterStop);
    tickToEnd(actor, 11);
    const stopped = campaign(actor, 11);
    const counts = stopped?.delivery?.counts;
    expect(stopped?.status).toBe('stopped');
    expect(counts?.unsent).toBe(770);
    expect(stopped?.delivery?.refunded).toBe(770 + (counts?.rejected ?? 0));
    expect(selectCreditBalance(actor.getSnapshot())).toBe(4218 - 480 + (counts?.rejected ?? 0));
    expect(toasts().at(-1)).toMatchObject({ status: 'info', title: 'Campaign stopped' });
  });

  it('ignores a stop for a campaign that is not sending', () => {
    const { actor, toasts } = start();
    const before = toasts().length;
    actor.send({ type: 'campaigns.stop', id: 5 });
    expect(toasts()).toHaveLength(before);
  });
});

describe('campaigns machine: scheduled campaigns', () => {
  const later = order({ name: 'Sunday promo', schedule: { date: '2026-11-22', time: '10:00' } });

  it('adds a scheduled order to the table without holding credits', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'campaigns.order', order: later });
    expect(selectCampaigns(actor.getSnapshot())[0]).toMatchObject({
      id: 11,
      name: 'Sunday promo',
      status: 'scheduled',
      sentDate: '2026-11-22',
      sentTime: '10:00',
      recipients: 1250,
    });
    expect(actor.getSnapshot().context.ledger).toEqual([]);
    expect(credits(emitted)).toEqual([]);
    expect(actor.getSnapshot().children[deliveryActorId(11)]).toBeUndefined();
  });

  it('starts it when a clock tick passes its time', () => {
    const { actor } = start();
    actor.send({ type: 'campaigns.order', order: later });
    actor.send({ type: 'clock.tick', now: Date.UTC(2026, 10, 22, 9, 59) });
    expect(campaign(actor, 11)?.status).toBe('scheduled');
    const due = Date.UTC(2026, 10, 22, 10, 0, 1);
    actor.send({ type: 'clock.tick', now: due });
    expect(campaign(actor, 11)).toMatchObject({
      status: 'sending',
      sentDate: '2026-11-22',
      sentTime: '10:00',
      delivery: { startedAt: due, reserved: 1250 },
    });
    expect(actor.getSnapshot().context.ledger).toHaveLength(1);
    expect(actor.getSnapshot().children[deliveryActorId(11)]).toBeDefined();
  });

  it('cancels a scheduled campaign back to Draft, and nothing else', () => {
    const { actor, toasts } = start();
    const scheduled = byStatus(actor, 'scheduled');
    actor.send({ type: 'campaigns.cancel', id: scheduled.id });
    expect(campaign(actor, scheduled.id)).toMatchObject({
      status: 'draft',
      sentDate: '',
      sentTime: '',
    });
    expect(toasts().at(-1)).toEqual({
      status: 'info',
      title: 'Campaign cancelled',
      description: `“${scheduled.name}” will not be sent. It is back in your drafts.`,
    });
    expect(actor.getSnapshot().can({ type: 'campaigns.cancel', id: 5 })).toBe(false);
  });
});

describe('campaigns machine: reschedule', () => {
  function rescheduling() {
    const started = start();
    started.actor.send({
      type: 'campaigns.order',
      order: order({ schedule: { date: '2026-11-30', time: '10:00' } }),
    });
    started.actor.send({ type: 'campaigns.reschedule.open', id: 11 });
    return started;
  }

  it('opens with the campaign date and time', () => {
    const { actor } = rescheduling();
    expect(actor.getSnapshot().value).toEqual({ rescheduling: 'fresh' });
    expect(actor.getSnapshot().context.reschedule).toMatchObject({
      id: 11,
      date: '2026-11-30',
      time: '10:00',
    });
  });

  it('refuses a time that has passed, and says why', () => {
    const { actor } = rescheduling();
    actor.send({ type: 'campaigns.reschedule.date.change', value: '2026-11-21' });
    actor.send({ type: 'campaigns.reschedule.time.change', value: '11:00' });
    actor.send({ type: 'campaigns.reschedule.confirm', now: NOW });
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(selectRescheduleProblem(actor.getSnapshot())).toBe(
      '2026-11-21 at 11:00 UTC has already passed. Choose a later date and time.',
    );
    expect(campaign(actor, 11)).toMatchObject({ sentDate: '2026-11-30', sentTime: '10:00' });
  });

  it('says so when the campaign started sending while the dialog was open', () => {
    const { actor } = rescheduling();
    actor.send({ type: 'clock.tick', now: Date.UTC(2026, 10, 30, 10, 1) });
    expect(campaign(actor, 11)?.status).toBe('sending');
    actor.send({ type: 'campaigns.reschedule.date.change', value: '2026-12-02' });
    actor.send({ type: 'campaigns.reschedule.confirm', now: NOW });
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(selectRescheduleProblem(actor.getSnapshot())).toBe(NO_LONGER_SCHEDULED);
  });

  it('refuses quiet hours for a promotional campaign', () => {
    const { actor } = rescheduling();
    actor.send({ type: 'campaigns.reschedule.time.change', value: '21:00' });
    actor.send({ type: 'campaigns.reschedule.confirm', now: NOW });
    expect(selectRescheduleProblem(actor.getSnapshot())).toBe(
      '21:00 UTC is inside your quiet hours (20:00 to 08:00 UTC), when promotional messages are not sent. Choose a time from 08:00 to 20:00, or mark the message Transactional if it is one.',
    );
    expect(campaign(actor, 11)?.sentTime).toBe('10:00');
  });

  it('moves the campaign to an accepted time', () => {
    const { actor, toasts } = rescheduling();
    actor.send({ type: 'campaigns.reschedule.date.change', value: '2026-12-02' });
    actor.send({ type: 'campaigns.reschedule.time.change', value: '08:30' });
    actor.send({ type: 'campaigns.reschedule.confirm', now: NOW });
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(selectRescheduleProblem(actor.getSnapshot())).toBeNull();
    expect(campaign(actor, 11)).toMatchObject({
      status: 'scheduled',
      sentDate: '2026-12-02',
      sentTime: '08:30',
    });
    expect(toasts().at(-1)).toEqual({
      status: 'success',
      title: 'Campaign rescheduled',
      description: '“Flu jabs” is now scheduled for 2026-12-02 at 08:30 UTC.',
    });
  });

  it('lets a transactional campaign go inside quiet hours', () => {
    const started = start();
    started.actor.send({
      type: 'campaigns.order',
      order: order({
        messageType: 'transactional',
        schedule: { date: '2026-11-30', time: '10:00' },
      }),
    });
    started.actor.send({ type: 'campaigns.reschedule.open', id: 11 });
    started.actor.send({ type: 'campaigns.reschedule.time.change', value: '21:00' });
    started.actor.send({ type: 'campaigns.reschedule.confirm', now: NOW });
    expect(campaign(started.actor, 11)?.sentTime).toBe('21:00');
  });
});
