import { describe, expect, it } from 'vitest';
import { campaignsMachine } from '@machines/campaigns.machine';
import { startUnderParent } from '../support/under-parent';
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
import { filterCampaigns, type Campaign } from '@/domain/campaigns';

function start() {
  // Under a parent, as the app starts it: what it emits and what it asks of the app, in order.
  const { actor, log: emitted } = startUnderParent(campaignsMachine);
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
