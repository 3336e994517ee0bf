// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startUnderParent } from '../support/under-parent';
import {
  newCampaignMachine,
  selectNewCampaignErrors,
  selectNewCampaignProblem,
} from '@machines/new-campaign.machine';
import { selectNewCampaignForm, selectShowsErrors } from '@/dashboard/selectors';
import { optOutContact } from '@/domain/contacts';
import {
  EMPTY_NEW_CAMPAIGN,
  NEW_CAMPAIGN_GROUPS,
  characterCount,
  creditsNeeded,
  firstErrorField,
  isOverLimit,
  messageCounter,
  newCampaignErrors,
  sendProblem,
  submitLabel,
  type NewCampaignForm,
  type SendContext,
} from '@/domain/new-campaign';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import { DEFAULT_SETTINGS, type AccountSettings } from '@/domain/settings';

const form = (overrides: Partial<NewCampaignForm>): NewCampaignForm => ({
  ...EMPTY_NEW_CAMPAIGN,
  ...overrides,
});

/** Thursday 26 November 2026, 12:00 UTC: midday in Accra, outside quiet hours. */
const NOW = Date.UTC(2026, 10, 26, 12);
const GMT: AccountSettings = { ...DEFAULT_SETTINGS, timezone: 'GMT' };
const SAMPLE: SendContext = {
  contacts: SAMPLE_CONTACTS,
  settings: DEFAULT_SETTINGS,
  credits: 4218,
};
const errorsOf = (overrides: Partial<NewCampaignForm>) =>
  newCampaignErrors(form(overrides), DEFAULT_SETTINGS, NOW);
const complete = (overrides: Partial<NewCampaignForm> = {}) =>
  form({ name: 'Promo', message: 'Akwaaba!', ...overrides });

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
    expect(errorsOf({ name: 'x', message: 'a'.repeat(160) })).toEqual({});
    expect(errorsOf({ name: 'x', message: 'a'.repeat(161) })).toEqual({
      message: 'Message must be 160 characters or fewer.',
    });
  });

  it('requires name and message; whitespace counts as blank', () => {
    expect(errorsOf({ name: '  ', message: '\n' })).toEqual({
      name: 'Campaign name is required.',
      message: 'Message is required.',
    });
    const first = (overrides: Partial<NewCampaignForm>) =>
      firstErrorField(form(overrides), DEFAULT_SETTINGS, NOW);
    expect(first({ name: 'Promo' })).toBe('message');
    expect(first({ message: 'Hello' })).toBe('name');
    expect(first({ name: 'Promo', message: 'Hello' })).toBeNull();
    expect(first({ name: 'Promo', message: 'Hello', scheduledDate: '2026-12-01' })).toBe(
      'scheduledTime',
    );
  });

  it('sends now without a date, whatever the time says', () => {
    expect(errorsOf({ name: 'x', message: 'y', scheduledTime: '21:00' })).toEqual({});
  });

  it("asks for a time with a date, and reads both in the account's zone", () => {
    expect(errorsOf({ name: 'x', message: 'y', scheduledDate: '2026-12-01' })).toEqual({
      scheduledTime: 'Choose a time.',
    });
    // 11:59 in UTC has passed at noon; in New York in winter (UTC−5) it is still to come.
    const past = complete({ scheduledDate: '2026-11-26', scheduledTime: '11:59' });
    expect(newCampaignErrors(past, DEFAULT_SETTINGS, NOW)).toEqual({
      scheduledTime: '2026-11-26 at 11:59 UTC has already passed. Choose a later date and time.',
    });
    expect(newCampaignErrors(past, { ...DEFAULT_SETTINGS, timezone: 'EST' }, NOW)).toEqual({});
  });

  it('keeps a promotional campaign out of quiet hours', () => {
    const quiet = complete({ scheduledDate: '2026-12-01', scheduledTime: '21:00' });
    expect(newCampaignErrors(quiet, GMT, NOW).scheduledTime).toBe(
      '21:00 GMT is inside your quiet hours (20:00 to 08:00 GMT), when promotional messages are not sent. Choose a time from 08:00 to 20:00, or mark the message Transactional if it is one.',
    );
    const none = { ...GMT, quietHours: { start: '00:00', end: '00:00' } };
    expect(newCampaignErrors(quiet, none, NOW)).toEqual({});
  });

  it("counts Send Now's credits as the campaigns actor holds them, and refuses what the balance cannot pay", () => {
    // 145 VIPs who have not opted out, one SMS each.
    expect(creditsNeeded(complete({ contactGroup: 'vip' }), SAMPLE, NOW)).toBe(145);
    expect(sendProblem(complete({ contactGroup: 'all' }), SAMPLE, NOW)).toBeNull();
    expect(
      sendProblem(complete({ contactGroup: 'all' }), { ...SAMPLE, credits: 1371 }, NOW),
    ).toEqual({
      title: 'Not enough credit',
      description:
        'This campaign needs 2,847 SMS credits and your balance is 1,371 SMS. Buy credits (Settings, Billing), or send to a smaller group.',
    });
    // A scheduled campaign holds its credits when its time comes.
    const later = complete({ scheduledDate: '2026-12-01', scheduledTime: '10:00' });
    expect(sendProblem(later, { ...SAMPLE, credits: 0 }, NOW)).toBeNull();
  });

  it('refuses a group with no one to send to, now or later', () => {
    const vipsOut = SAMPLE_CONTACTS.map((contact) =>
      contact.group === 'vip' ? optOutContact(contact, 'Asked by phone', '2026-11-20') : contact,
    );
    const problem = {
      title: 'No one to send to',
      description: 'This group has no recipients: everyone in it has opted out.',
    };
    const context = { ...SAMPLE, contacts: vipsOut };
    expect(sendProblem(complete({ contactGroup: 'vip' }), context, NOW)).toEqual(problem);
    const later = complete({
      contactGroup: 'vip',
      scheduledDate: '2026-12-01',
      scheduledTime: '10:00',
    });
    expect(sendProblem(later, context, NOW)).toEqual(problem);
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
  const submit = () => actor.send({ type: 'newCampaign.submit', now: NOW });
  return { actor, emitted, type, submit };
}

const orders = (log: readonly { type: string }[]) =>
  log.filter((event) => event.type === 'newCampaign.order');

describe('new campaign machine', () => {
  it('starts empty, addressed to All Contacts, with errors hidden', () => {
    const { actor } = start();
    expect(selectNewCampaignForm(actor.getSnapshot())).toEqual(EMPTY_NEW_CAMPAIGN);
    expect(selectShowsErrors(actor.getSnapshot())).toBe(false);
    expect(selectNewCampaignErrors(actor.getSnapshot())).toEqual({});
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

  it('refuses an empty submit: shows errors, points at the name, orders nothing', () => {
    const { actor, emitted, submit } = start();
    submit();
    expect(selectShowsErrors(actor.getSnapshot())).toBe(true);
    expect(selectNewCampaignErrors(actor.getSnapshot())).toEqual({
      name: 'Campaign name is required.',
      message: 'Message is required.',
    });
    expect(emitted).toEqual([{ type: 'field.invalid', field: 'name' }]);
  });

  it('refuses a 161-character message and points at the message, keeping the text', () => {
    const { actor, emitted, type, submit } = start();
    type('name', 'Long one');
    type('message', 'a'.repeat(161));
    submit();
    expect(emitted).toEqual([{ type: 'field.invalid', field: 'message' }]);
    expect(selectNewCampaignForm(actor.getSnapshot()).message).toHaveLength(161);
  });

  it('submits a valid form to send now: the order to the app, toast, close, reset', () => {
    const { actor, emitted, type, submit } = start();
    submit();
    type('name', ' Harmattan promo ');
    type('message', 'Shea butter 15% off at Adum till Sunday.');
    actor.send({ type: 'newCampaign.group.change', group: 'customers' });
    submit();
    expect(emitted.slice(1)).toEqual([
      {
        type: 'newCampaign.order',
        order: {
          name: 'Harmattan promo',
          message: 'Shea butter 15% off at Adum till Sunday.',
          group: 'customers',
          messageType: 'promotional',
          senderId: null,
          schedule: null,
          draftId: null,
          now: NOW,
        },
      },
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

  it('submits with a date and a time as a scheduled campaign', () => {
    const { emitted, type, submit } = start();
    type('name', 'Christmas hours');
    type('message', 'Open 8am to 4pm on 24 Dec.');
    type('scheduledDate', '2026-12-20');
    type('scheduledTime', '09:30');
    submit();
    expect(orders(emitted)).toEqual([
      {
        type: 'newCampaign.order',
        order: expect.objectContaining({
          schedule: { date: '2026-12-20', time: '09:30' },
          now: NOW,
        }) as unknown,
      },
    ]);
    expect(emitted.slice(1)).toEqual([
      {
        type: 'toast',
        toast: {
          status: 'success',
          title: 'Campaign Scheduled!',
          description: '“Christmas hours” is scheduled for 2026-12-20 at 09:30, to All Contacts.',
        },
      },
      { type: 'dashboard.dialog.close' },
    ]);
  });

  it('refuses a date without a time, a past time and a quiet one, pointing at the time', () => {
    const { actor, emitted, type, submit } = start();
    type('name', 'Christmas hours');
    type('message', 'Open 8am to 4pm on 24 Dec.');
    type('scheduledDate', '2026-12-20');
    submit();
    expect(selectNewCampaignErrors(actor.getSnapshot())).toEqual({
      scheduledTime: 'Choose a time.',
    });
    type('scheduledDate', '2026-11-26');
    type('scheduledTime', '09:30');
    submit();
    expect(selectNewCampaignErrors(actor.getSnapshot()).scheduledTime).toMatch(
      /^2026-11-26 at 09:30 UTC has already passed\./,
    );
    type('scheduledDate', '2026-12-20');
    type('scheduledTime', '05:00');
    submit();
    expect(selectNewCampaignErrors(actor.getSnapshot()).scheduledTime).toMatch(
      /^05:00 UTC is inside your quiet hours/,
    );
    expect(emitted).toEqual(Array(3).fill({ type: 'field.invalid', field: 'scheduledTime' }));
    // The errors follow the typing: a time the account takes clears them.
    type('scheduledTime', '09:30');
    expect(selectNewCampaignErrors(actor.getSnapshot())).toEqual({});
  });

  it("reads the schedule in the account's zone once the app passes saved settings", () => {
    const { actor, emitted, type, submit } = start();
    type('name', 'Lunch offer');
    type('message', 'Jollof GH₵ 25 today.');
    type('scheduledDate', '2026-11-26');
    type('scheduledTime', '11:00');
    submit();
    expect(emitted).toEqual([{ type: 'field.invalid', field: 'scheduledTime' }]);
    actor.send({
      type: 'newCampaign.account.change',
      settings: { ...DEFAULT_SETTINGS, timezone: 'EST' },
    });
    // 11:00 in New York in winter is 16:00 UTC, after noon UTC: still to come.
    expect(selectNewCampaignErrors(actor.getSnapshot())).toEqual({});
    submit();
    expect(orders(emitted)).toHaveLength(1);
  });

  it('refuses Send Now the balance cannot pay for: says why, points at the group, keeps the form', () => {
    const { actor, emitted, type, submit } = start();
    type('name', 'Second blast');
    type('message', 'Akwaaba!');
    actor.send({ type: 'newCampaign.credits.change', balance: 1371 });
    submit();
    expect(emitted).toEqual([{ type: 'field.invalid', field: 'contactGroup' }]);
    expect(selectNewCampaignErrors(actor.getSnapshot())).toEqual({});
    expect(selectNewCampaignProblem(actor.getSnapshot())).toEqual({
      title: 'Not enough credit',
      description:
        'This campaign needs 2,847 SMS credits and your balance is 1,371 SMS. Buy credits (Settings, Billing), or send to a smaller group.',
    });
    // A smaller group fits: the problem goes, and Send Now goes through.
    actor.send({ type: 'newCampaign.group.change', group: 'customers' });
    expect(selectNewCampaignProblem(actor.getSnapshot())).toBeNull();
    submit();
    expect(orders(emitted)).toHaveLength(1);
  });

  it('refuses a group everyone in which opted out, as the app passes the contacts', () => {
    const { actor, emitted, type, submit } = start();
    type('name', 'VIP night');
    type('message', 'VIP night on Friday.');
    actor.send({ type: 'newCampaign.group.change', group: 'vip' });
    actor.send({
      type: 'newCampaign.audience.change',
      contacts: SAMPLE_CONTACTS.map((contact) =>
        contact.group === 'vip' ? optOutContact(contact, 'Asked by phone', '2026-11-20') : contact,
      ),
    });
    submit();
    expect(orders(emitted)).toEqual([]);
    expect(selectNewCampaignProblem(actor.getSnapshot())?.title).toBe('No one to send to');
  });

  it('cancel closes without submitting and clears the form', () => {
    const { actor, emitted, type, submit } = start();
    type('name', 'Half done');
    submit();
    actor.send({ type: 'newCampaign.cancel' });
    expect(emitted.filter((event) => event.type === 'toast')).toEqual([]);
    expect(orders(emitted)).toEqual([]);
    expect(emitted.at(-1)).toEqual({ type: 'dashboard.dialog.close' });
    expect(selectNewCampaignForm(actor.getSnapshot())).toEqual(EMPTY_NEW_CAMPAIGN);
    expect(selectShowsErrors(actor.getSnapshot())).toBe(false);
    expect(selectNewCampaignErrors(actor.getSnapshot())).toEqual({});
  });
});
