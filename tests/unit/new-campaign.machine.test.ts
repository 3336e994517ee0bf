import { describe, expect, it } from 'vitest';
import { startUnderParent } from '../support/under-parent';
import { newCampaignMachine } from '@machines/new-campaign.machine';
import { selectNewCampaignForm, selectShowsErrors } from '@/dashboard/selectors';
import {
  EMPTY_NEW_CAMPAIGN,
  NEW_CAMPAIGN_GROUPS,
  characterCount,
  firstErrorField,
  isOverLimit,
  messageCounter,
  newCampaignErrors,
  submitLabel,
  type NewCampaignForm,
} from '@/domain/new-campaign';

const form = (overrides: Partial<NewCampaignForm>): NewCampaignForm => ({
  ...EMPTY_NEW_CAMPAIGN,
  ...overrides,
});

describe('new campaign rules', () => {
  it('reads "Schedule Campaign" with a date, otherwise "Send Now"', () => {
    expect(submitLabel(form({}))).toBe('Send Now');
    expect(submitLabel(form({ scheduledTime: '09:00' }))).toBe('Send Now');
    expect(submitLabel(form({ scheduledDate: '2026-12-01' }))).toBe('Schedule Campaign');
  });

  it('counts "n/160 characters", an emoji as one', () => {
    expect(messageCounter('')).toBe('0/160 characters');
    expect(messageCounter('Akwaaba!')).toBe('8/160 characters');
    expect(characterCount('GH₵ 20 😀')).toBe(8);
  });

  it('allows 160 characters and not 161', () => {
    expect(isOverLimit('a'.repeat(160))).toBe(false);
    expect(isOverLimit('a'.repeat(161))).toBe(true);
    expect(newCampaignErrors(form({ name: 'x', message: 'a'.repeat(160) }))).toEqual({});
    expect(newCampaignErrors(form({ name: 'x', message: 'a'.repeat(161) }))).toEqual({
      message: 'Message must be 160 characters or fewer.',
    });
  });

  it('requires name and message; whitespace counts as blank', () => {
    expect(newCampaignErrors(form({ name: '  ', message: '\n' }))).toEqual({
      name: 'Campaign name is required.',
      message: 'Message is required.',
    });
    expect(firstErrorField(form({ name: 'Promo' }))).toBe('message');
    expect(firstErrorField(form({ message: 'Hello' }))).toBe('name');
    expect(firstErrorField(form({ name: 'Promo', message: 'Hello' }))).toBeNull();
  });

  it("offers the composer's groups, Newsletter last (their counts come from the contacts)", () => {
    expect(NEW_CAMPAIGN_GROUPS).toEqual(['all', 'customers', 'prospects', 'vip', 'newsletter']);
  });
});

function start() {
  // Under a parent, as the app starts it: what it emits and tells the app, in order.
  const { actor, log: emitted } = startUnderParent(newCampaignMachine);
  const type = (field: 'name' | 'message' | 'scheduledDate' | 'scheduledTime', value: string) =>
    actor.send({ type: 'newCampaign.field.change', field, value });
  return { actor, emitted, type };
}

describe('new campaign machine', () => {
  it('starts empty, addressed to All Contacts, with errors hidden', () => {
    const { actor } = start();
    expect(selectNewCampaignForm(actor.getSnapshot())).toEqual(EMPTY_NEW_CAMPAIGN);
    expect(selectShowsErrors(actor.getSnapshot())).toBe(false);
  });

  it('keeps typed fields and a chosen group, and refuses unknown groups', () => {
    const { actor, type } = start();
    type('name', 'Harmattan promo');
    type('message', 'Shea butter 15% off');
    actor.send({ type: 'newCampaign.group.change', group: 'newsletter' });
    actor.send({ type: 'newCampaign.group.change', group: 'everyone' });
    expect(selectNewCampaignForm(actor.getSnapshot())).toMatchObject({
      name: 'Harmattan promo',
      message: 'Shea butter 15% off',
      contactGroup: 'newsletter',
    });
  });

  it('refuses an empty submit: shows errors, points at the name, stays open', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'newCampaign.submit' });
    expect(selectShowsErrors(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([{ type: 'field.invalid', field: 'name' }]);
  });

  it('refuses a 161-character message and points at the message, keeping the text', () => {
    const { actor, emitted, type } = start();
    type('name', 'Long one');
    type('message', 'a'.repeat(161));
    actor.send({ type: 'newCampaign.submit' });
    expect(emitted).toEqual([{ type: 'field.invalid', field: 'message' }]);
    expect(selectNewCampaignForm(actor.getSnapshot()).message).toHaveLength(161);
  });

  it('submits a valid form to send now: toast, close, reset, no errors shown', () => {
    const { actor, emitted, type } = start();
    actor.send({ type: 'newCampaign.submit' });
    type('name', 'Harmattan promo');
    type('message', 'Shea butter 15% off at Adum till Sunday.');
    actor.send({ type: 'newCampaign.group.change', group: 'customers' });
    actor.send({ type: 'newCampaign.submit' });
    expect(emitted.slice(1)).toEqual([
      {
        type: 'toast',
        toast: {
          status: 'success',
          title: 'Campaign Sent!',
          description: '“Harmattan promo” has been sent to Customers.',
        },
      },
      { type: 'dashboard.dialog.close' },
    ]);
    expect(selectNewCampaignForm(actor.getSnapshot())).toEqual(EMPTY_NEW_CAMPAIGN);
    expect(selectShowsErrors(actor.getSnapshot())).toBe(false);
  });

  it('submits with a date as a scheduled campaign', () => {
    const { actor, emitted, type } = start();
    type('name', 'Christmas hours');
    type('message', 'Open 8am to 4pm on 24 Dec.');
    type('scheduledDate', '2026-12-20');
    type('scheduledTime', '09:30');
    actor.send({ type: 'newCampaign.submit' });
    expect(emitted[0]).toMatchObject({
      toast: {
        title: 'Campaign Scheduled!',
        description: '“Christmas hours” is scheduled for 2026-12-20 at 09:30, to All Contacts.',
      },
    });
    expect(emitted[1]).toEqual({ type: 'dashboard.dialog.close' });
  });

  it('cancel closes without submitting and clears the form', () => {
    const { actor, emitted, type } = start();
    type('name', 'Half done');
    actor.send({ type: 'newCampaign.submit' });
    actor.send({ type: 'newCampaign.cancel' });
    expect(emitted.filter((event) => event.type === 'toast')).toEqual([]);
    expect(emitted.at(-1)).toEqual({ type: 'dashboard.dialog.close' });
    expect(selectNewCampaignForm(actor.getSnapshot())).toEqual(EMPTY_NEW_CAMPAIGN);
    expect(selectShowsErrors(actor.getSnapshot())).toBe(false);
  });
});
