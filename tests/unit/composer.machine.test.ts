// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  composerMachine,
  mergeValuesAt,
  previewRecipient,
  SCHEDULE_INVALID,
  SEND_INVALID,
  selectAudience,
  selectAudienceCost,
  selectCanMakeGsmSafe,
  selectIsMessageTooLong,
  selectIsOutsideBusinessHours,
  selectIsQuietNow,
  selectMessageCutFrom,
  selectMessageStats,
  selectNeedsOptOutLine,
  selectReach,
  selectRecipients,
  selectSenderName,
  selectSmsPerMessage,
  type ComposerContext,
  type ComposerEvent,
  type ComposerOrder,
} from '@machines/composer.machine';
import type { Toast } from '@machines/toast';
import { startUnderParent } from '../support/under-parent';
import { audienceCounts, groupOptionLabel } from '@/domain/audience';
import { optOutContact, type Contact } from '@/domain/contacts';
import { recipientMessage } from '@/domain/personalise';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import { DEFAULT_SETTINGS, type AccountSettings } from '@/domain/settings';
import { carrierView, estimatedCost, MESSAGE_INPUT_CAP, messageStats } from '@/domain/sms';
import { templateById } from '@/domain/templates';

const utc = (month: number, day: number, hours: number, minutes = 0) =>
  Date.UTC(2026, month - 1, day, hours, minutes);

/** Noon on 21 November 2026 in Accra (GMT, which is UTC): "now" for the schedule tests. */
const NOW = utc(11, 21, 12);
const RATE = 0.0319;

/** Under a parent, as the app starts it: Send Now and Schedule Send hand it an order. */
function start() {
  const { actor, log } = startUnderParent(composerMachine);
  const toasts: Toast[] = [];
  actor.on('toast', (event) => toasts.push(event.toast));
  const send = (...events: ComposerEvent[]) => events.forEach((event) => actor.send(event));
  const context = (): ComposerContext => actor.getSnapshot().context;
  const snapshot = () => actor.getSnapshot();
  /** What the composer asked the app to run, in order. */
  const orders = () =>
    log.flatMap((event) =>
      event.type === 'composer.order' ? [(event as ComposerOrder).order] : [],
    );
  return { actor, toasts, send, context, snapshot, orders };
}

const account = (changes: Partial<AccountSettings>): ComposerEvent => ({
  type: 'composer.account.change',
  settings: { ...DEFAULT_SETTINGS, ...changes },
});

const DRAFT: ComposerEvent[] = [
  { type: 'composer.name.change', value: 'Christmas offer' },
  { type: 'composer.group.change', group: 'customers' },
  { type: 'composer.message.change', value: 'Hi [name], 20% off all week at Kumasi Pharma.' },
  { type: 'composer.date.change', value: '2026-12-01' },
  { type: 'composer.time.change', value: '10:30' },
];

/** The draft's fields, without what the app hands the composer (contacts, settings). */
const draftOf = (context: ComposerContext) => {
  const { name, message, group, templateId, scheduleDate, scheduleTime } = context;
  return { name, message, group, templateId, scheduleDate, scheduleTime };
};

/** Active customers, counted here from the sample rather than through `campaignReach`. */
const activeCustomers = SAMPLE_CONTACTS.filter(
  (contact) => contact.group === 'customers' && contact.optOut === null,
);
const AIRTELTIGO_PREFIXES = ['26', '27', '56', '57'];
const onAirtelTigo = (contact: Contact) => AIRTELTIGO_PREFIXES.includes(contact.phone.slice(4, 6));

describe('composer: the draft', () => {
  it('starts empty, promotional, with the default sender, the sample contacts and settings', () => {
    const { context, snapshot } = start();
    expect(context()).toEqual({
      name: '',
      message: '',
      group: null,
      templateId: null,
      scheduleDate: '',
      scheduleTime: '',
      messageType: 'promotional',
      senderId: null,
      messageCutFrom: null,
      ratePerSms: RATE,
      audience: SAMPLE_CONTACTS,
      account: DEFAULT_SETTINGS,
      previewId: null,
      credits: 4218,
      draftId: null,
    });
    expect(selectSenderName(snapshot())).toBe('KumasiPharm');
  });

  it('choosing a template fills the message and marks it selected', () => {
    const { send, context } = start();
    send({ type: 'composer.message.change', value: 'Old text' });
    send({ type: 'composer.template.select', templateId: 'promotion' });
    expect(context().message).toBe(templateById('promotion').content);
    expect(context().templateId).toBe('promotion');
  });

  it('tag buttons append their tag', () => {
    const { send, context } = start();
    send({ type: 'composer.tag.append', tag: '[name]' });
    expect(context().message).toBe('[name]');
    send({ type: 'composer.message.change', value: 'Hello' });
    send({ type: 'composer.tag.append', tag: '[name]' });
    send({ type: 'composer.tag.append', tag: '[link]' });
    expect(context().message).toBe('Hello [name] [link]');
  });

  it('composer.load replaces name, message and group, and keeps the schedule', () => {
    const { send, context } = start();
    send(...DRAFT, { type: 'composer.template.select', templateId: 'welcome' });
    send({
      type: 'composer.load',
      name: 'Harmattan skin care',
      message: 'Dry season? Our shea butter range is back in stock.',
      group: 'vip',
    });
    expect(context()).toMatchObject({
      name: 'Harmattan skin care',
      message: 'Dry season? Our shea butter range is back in stock.',
      group: 'vip',
      templateId: null,
      scheduleDate: '2026-12-01',
      scheduleTime: '10:30',
    });
  });

  it('replaces curly quotes, dashes and ellipses only when there are some', () => {
    const { actor, send, context } = start();
    send({ type: 'composer.message.change', value: 'Plain text' });
    expect(selectCanMakeGsmSafe(actor.getSnapshot())).toBe(false);
    send({ type: 'composer.message.change', value: '“Akwaaba” – see you soon…' });
    expect(selectCanMakeGsmSafe(actor.getSnapshot())).toBe(true);
    expect(selectMessageStats(actor.getSnapshot()).carrier.encoding).toBe('UCS-2');
    send({ type: 'composer.message.makeGsmSafe' });
    expect(context().message).toBe('"Akwaaba" - see you soon...');
    expect(selectMessageStats(actor.getSnapshot()).carrier.encoding).toBe('GSM-7');
    expect(selectCanMakeGsmSafe(actor.getSnapshot())).toBe(false);
  });
});

describe('composer: counters and summary come from selectors', () => {
  it('at 161 characters: 2 SMS, 159 remaining, and every recipient billed 2 GSM-7 parts', () => {
    const { actor, send } = start();
    send({ type: 'composer.group.change', group: 'all' });
    send({ type: 'composer.message.change', value: 'x'.repeat(161) });
    const snapshot = actor.getSnapshot();
    expect(selectMessageStats(snapshot)).toMatchObject({ characters: 161, sms: 2, remaining: 159 });
    expect(selectRecipients(snapshot)).toBe(2847);
    expect(selectSmsPerMessage(snapshot)).toBe(2);
    expect(selectAudienceCost(snapshot, NOW)).toMatchObject({
      recipients: 2847,
      sms: 5694,
      cost: 181.6386,
    });
  });

  it('shows nothing to pay without a group', () => {
    const { actor, send } = start();
    send({ type: 'composer.message.change', value: 'Hello' });
    expect(selectRecipients(actor.getSnapshot())).toBe(0);
    expect(selectAudienceCost(actor.getSnapshot(), NOW)).toMatchObject({ sms: 0, cost: 0 });
  });

  it('keeps at most 10,000 characters of a 100,000-character paste and says so', () => {
    const { actor, send, context } = start();
    const started = performance.now();
    send({ type: 'composer.message.change', value: 'y'.repeat(100_000) });
    const stats = selectMessageStats(actor.getSnapshot());
    expect(performance.now() - started).toBeLessThan(100);
    expect(context().message).toHaveLength(MESSAGE_INPUT_CAP);
    expect(selectMessageCutFrom(actor.getSnapshot())).toBe(100_000);
    expect(stats).toMatchObject({ characters: 10_000, sms: 63, tooLong: true });
    expect(selectIsMessageTooLong(actor.getSnapshot())).toBe(true);
    send({ type: 'composer.message.change', value: 'Short again' });
    expect(selectMessageCutFrom(actor.getSnapshot())).toBeNull();
  });

  it('warns about times outside 9 AM to 6 PM', () => {
    const { actor, send } = start();
    expect(selectIsOutsideBusinessHours(actor.getSnapshot())).toBe(false);
    send({ type: 'composer.time.change', value: '20:15' });
    expect(selectIsOutsideBusinessHours(actor.getSnapshot())).toBe(true);
    send({ type: 'composer.time.change', value: '18:00' });
    expect(selectIsOutsideBusinessHours(actor.getSnapshot())).toBe(false);
  });
});

describe('composer: Send Now', () => {
  it.each([
    ['no message, no group', []],
    ['a group but no message', [{ type: 'composer.group.change', group: 'vip' }]],
    ['a message but no group', [{ type: 'composer.message.change', value: 'Hello Tema' }]],
    [
      'a whitespace-only message',
      [
        { type: 'composer.group.change', group: 'vip' },
        { type: 'composer.message.change', value: ' \n\t  ' },
      ],
    ],
  ] as [string, ComposerEvent[]][])('refuses %s with the spec error', (_case, events) => {
    const { send, toasts, context } = start();
    send(...events);
    const before = context();
    send({ type: 'composer.send', now: NOW });
    expect(toasts).toEqual([{ status: 'error', title: 'Error', description: SEND_INVALID }]);
    expect(SEND_INVALID).toBe('Please select a contact group and enter a message.');
    expect(context()).toEqual(before);
  });

  it('refuses a message over 1,600 characters with its own message', () => {
    const { send, toasts, context } = start();
    send({ type: 'composer.group.change', group: 'vip' });
    send({ type: 'composer.message.change', value: 'z'.repeat(1_601) });
    send({ type: 'composer.send', now: NOW });
    expect(toasts).toEqual([
      {
        status: 'error',
        title: 'Message too long',
        description:
          'This message is 1,601 characters (11 SMS). The limit is 1,600 characters (10 SMS): remove 1 character to send it.',
      },
    ]);
    expect(context().message).toHaveLength(1_601);
  });

  it('sends exactly 1,600 characters', () => {
    const { send, toasts } = start();
    send({ type: 'composer.group.change', group: 'vip' });
    send({ type: 'composer.message.change', value: 'z'.repeat(1_600) });
    send({ type: 'composer.send', now: NOW });
    expect(toasts[0]?.title).toBe('Campaign Sent!');
  });

  it('when valid: Campaign Sent! with the recipients; clears all but the schedule, type and sender', () => {
    const { send, toasts, context } = start();
    send(...DRAFT, { type: 'composer.template.select', templateId: 'reminder' });
    send({ type: 'composer.type.change', messageType: 'transactional' });
    send({ type: 'composer.sender.change', senderId: 'KPL Deals' });
    send({ type: 'composer.sender.change', senderId: 'KumasiPharm' });
    send({ type: 'composer.send', now: NOW });
    expect(toasts).toEqual([
      {
        status: 'success',
        title: 'Campaign Sent!',
        description: 'Your SMS campaign has been sent to 1,250 contacts.',
      },
    ]);
    expect(context()).toMatchObject({
      name: '',
      message: '',
      group: null,
      templateId: null,
      scheduleDate: '2026-12-01',
      scheduleTime: '10:30',
      messageType: 'transactional',
      senderId: 'KumasiPharm',
      previewId: null,
    });
  });

  it('sends inside quiet hours (the view warns beforehand; the spec keeps Send Now as it was)', () => {
    const { send, toasts, snapshot } = start();
    send(...DRAFT);
    expect(selectIsQuietNow(snapshot(), utc(12, 1, 21))).toBe(true);
    expect(selectIsQuietNow(snapshot(), utc(12, 1, 12))).toBe(false);
    send({ type: 'composer.type.change', messageType: 'transactional' });
    expect(selectIsQuietNow(snapshot(), utc(12, 1, 21))).toBe(false);
    send({ type: 'composer.send', now: NOW });
    expect(toasts[0]?.title).toBe('Campaign Sent!');
  });

  it('refuses a group everyone in which opted out: No one to send to', () => {
    const { send, toasts, context } = start();
    const allVipOut = SAMPLE_CONTACTS.map((contact) =>
      contact.group === 'vip' && contact.optOut === null
        ? optOutContact(contact, 'Asked to stop', '2026-11-25')
        : contact,
    );
    send({ type: 'composer.audience.change', contacts: allVipOut });
    send({ type: 'composer.group.change', group: 'vip' });
    send({ type: 'composer.message.change', value: 'VIP evening on Friday.' });
    const before = draftOf(context());
    send({ type: 'composer.send', now: NOW });
    expect(toasts).toEqual([
      {
        status: 'error',
        title: 'No one to send to',
        description: 'This group has no recipients: everyone in it has opted out.',
      },
    ]);
    expect(draftOf(context())).toEqual(before);
  });

  it('refuses a group left only on networks where the sender ID is not approved', () => {
    const { send, toasts } = start();
    const airtelTigoCustomers = activeCustomers.filter(onAirtelTigo);
    expect(airtelTigoCustomers.length).toBeGreaterThan(0);
    send({ type: 'composer.audience.change', contacts: airtelTigoCustomers });
    send(...DRAFT, { type: 'composer.sender.change', senderId: 'KPL Deals' });
    send({ type: 'composer.send', now: NOW });
    expect(toasts).toEqual([
      {
        status: 'error',
        title: 'No one to send to',
        description:
          'This group has no recipients: everyone left is on a network where KPL Deals is not approved.',
      },
    ]);
  });
});

describe('composer: Schedule Send', () => {
  it.each([
    ['nothing', []],
    ['no date', DRAFT.filter((event) => event.type !== 'composer.date.change')],
    ['no time', DRAFT.filter((event) => event.type !== 'composer.time.change')],
    ['no group', DRAFT.filter((event) => event.type !== 'composer.group.change')],
    ['no message', DRAFT.filter((event) => event.type !== 'composer.message.change')],
    ['a blank message', [...DRAFT, { type: 'composer.message.change', value: '   ' }]],
    ['an impossible date', [...DRAFT, { type: 'composer.date.change', value: '2026-02-30' }]],
  ] as [string, ComposerEvent[]][])('refuses %s with the spec error', (_case, events) => {
    const { send, toasts, context } = start();
    send(...events);
    const before = context();
    send({ type: 'composer.schedule', now: NOW });
    expect(toasts).toEqual([{ status: 'error', title: 'Error', description: SCHEDULE_INVALID }]);
    expect(SCHEDULE_INVALID).toBe('Please fill in all required fields to schedule the campaign.');
    expect(context()).toEqual(before);
  });

  it('refuses a time that has passed, by the clock it is given', () => {
    const { send, toasts, context } = start();
    send(...DRAFT, { type: 'composer.date.change', value: '2026-11-21' });
    send({ type: 'composer.time.change', value: '11:59' });
    send({ type: 'composer.schedule', now: NOW });
    expect(toasts).toEqual([
      {
        status: 'error',
        title: 'Schedule is in the past',
        description:
          '2026-11-21 at 11:59 UTC has already passed. Choose a later date and time, or use Send Now.',
      },
    ]);
    expect(context().message).not.toBe('');
    // The same schedule an hour earlier in the day is still to come.
    send({ type: 'composer.schedule', now: NOW - 60 * 60 * 1000 });
    expect(toasts[1]?.title).toBe('Campaign Scheduled!');
  });

  it('refuses a message over 1,600 characters', () => {
    const { send, toasts } = start();
    send(...DRAFT, { type: 'composer.message.change', value: 'q'.repeat(2_000) });
    send({ type: 'composer.schedule', now: NOW });
    expect(toasts.map((toast) => toast.title)).toEqual(['Message too long']);
  });

  it('schedules outside business hours but before quiet hours (the view warns; the machine does not block)', () => {
    const { send, toasts } = start();
    send(...DRAFT, { type: 'composer.time.change', value: '19:00' });
    send({ type: 'composer.schedule', now: NOW });
    expect(toasts[0]?.title).toBe('Campaign Scheduled!');
  });

  it('when valid: Campaign Scheduled! with date, time and zone; clears everything', () => {
    const { send, toasts, context } = start();
    send(...DRAFT, { type: 'composer.template.select', templateId: 'shipping' });
    send({ type: 'composer.type.change', messageType: 'transactional' });
    send({ type: 'composer.sender.change', senderId: 'KPL Deals' });
    send({ type: 'composer.schedule', now: NOW });
    expect(toasts).toEqual([
      {
        status: 'success',
        title: 'Campaign Scheduled!',
        description: 'Your SMS campaign has been scheduled for 2026-12-01 at 10:30 UTC.',
      },
    ]);
    expect(context()).toMatchObject({
      name: '',
      message: '',
      group: null,
      templateId: null,
      scheduleDate: '',
      scheduleTime: '',
      messageType: 'promotional',
      senderId: null,
      previewId: null,
    });
  });

  it('refuses a group with no one to send to, after every other check', () => {
    const { send, toasts } = start();
    send({ type: 'composer.audience.change', contacts: [] });
    send(...DRAFT);
    send({ type: 'composer.schedule', now: NOW });
    // Nobody opted out and no network refused: the group is empty.
    expect(toasts).toEqual([
      {
        status: 'error',
        title: 'No one to send to',
        description: 'This group has no recipients: it has no contacts.',
      },
    ]);
  });
});

describe("composer: quiet hours and the account's time zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('refuses a promotional schedule at 21:00 GMT with Inside quiet hours, and keeps the draft', () => {
    const { send, toasts, context } = start();
    send(account({ timezone: 'GMT' }), ...DRAFT, {
      type: 'composer.time.change',
      value: '21:00',
    });
    const before = draftOf(context());
    send({ type: 'composer.schedule', now: NOW });
    expect(toasts).toEqual([
      {
        status: 'error',
        title: 'Inside quiet hours',
        description:
          '21:00 GMT is inside your quiet hours (20:00 to 08:00 GMT), when promotional messages are not sent. Choose a time from 08:00 to 20:00, or mark the message Transactional if it is one.',
      },
    ]);
    expect(draftOf(context())).toEqual(before);
  });

  it.each([
    ['20:00', 'Inside quiet hours'],
    ['07:59', 'Inside quiet hours'],
    ['08:00', 'Campaign Scheduled!'],
    ['19:59', 'Campaign Scheduled!'],
  ])('quiet hours run from 20:00 up to 08:00: %s gives %s', (time, title) => {
    const { send, toasts } = start();
    send(...DRAFT, { type: 'composer.time.change', value: time });
    send({ type: 'composer.schedule', now: NOW });
    expect(toasts.map((toast) => toast.title)).toEqual([title]);
  });

  it('schedules a transactional message inside quiet hours', () => {
    const { send, toasts } = start();
    send(account({ timezone: 'GMT' }), ...DRAFT, { type: 'composer.time.change', value: '21:00' });
    send({ type: 'composer.type.change', messageType: 'transactional' });
    send({ type: 'composer.schedule', now: NOW });
    expect(toasts).toEqual([
      {
        status: 'success',
        title: 'Campaign Scheduled!',
        description: 'Your SMS campaign has been scheduled for 2026-12-01 at 21:00 GMT.',
      },
    ]);
  });

  it('follows the quiet hours saved in Settings', () => {
    const { send, toasts } = start();
    send(account({ quietHours: { start: '22:00', end: '06:00' } }), ...DRAFT);
    send({ type: 'composer.time.change', value: '21:00' });
    send({ type: 'composer.schedule', now: NOW });
    expect(toasts.map((toast) => toast.title)).toEqual(['Campaign Scheduled!']);
  });

  describe.each(['America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'UTC'])(
    'with the process in %s',
    (processZone) => {
      it.each(['GMT', 'UTC'] as const)(
        '10:00 in an account on %s is 10:00 there: still to come at 09:30, past at 10:30',
        (zone) => {
          process.env.TZ = processZone;
          const offset = new Date(utc(12, 1, 10)).getTimezoneOffset();
          expect(offset === 0).toBe(processZone === 'UTC');
          const { send, toasts } = start();
          send(account({ timezone: zone }), ...DRAFT, {
            type: 'composer.time.change',
            value: '10:00',
          });
          // 09:30 in Accra: 10:00 is to come (in Tokyo's or Kiritimati's wall time it has passed).
          send({ type: 'composer.schedule', now: utc(12, 1, 9, 30) });
          expect(toasts).toEqual([
            {
              status: 'success',
              title: 'Campaign Scheduled!',
              description: `Your SMS campaign has been scheduled for 2026-12-01 at 10:00 ${zone}.`,
            },
          ]);
          // 10:30 in Accra: 10:00 has passed (in New York's wall time it is still to come).
          send(...DRAFT, { type: 'composer.time.change', value: '10:00' });
          send({ type: 'composer.schedule', now: utc(12, 1, 10, 30) });
          expect(toasts[1]).toMatchObject({
            title: 'Schedule is in the past',
            description: `2026-12-01 at 10:00 ${zone} has already passed. Choose a later date and time, or use Send Now.`,
          });
        },
      );
    },
  );

  it('judges the past in the account zone: EST 12:00 is to come at 16:00 UTC, EST 10:00 is not', () => {
    // 16:00 UTC is 11:00 in New York's winter (EST, UTC−5).
    const now = utc(12, 1, 16);
    const { send, toasts } = start();
    send(account({ timezone: 'EST' }), ...DRAFT, { type: 'composer.time.change', value: '12:00' });
    send({ type: 'composer.schedule', now });
    expect(toasts[0]).toMatchObject({
      title: 'Campaign Scheduled!',
      description: 'Your SMS campaign has been scheduled for 2026-12-01 at 12:00 EST.',
    });
    send(...DRAFT, { type: 'composer.time.change', value: '10:00' });
    send({ type: 'composer.schedule', now });
    expect(toasts[1]).toMatchObject({
      title: 'Schedule is in the past',
      description:
        '2026-12-01 at 10:00 EST has already passed. Choose a later date and time, or use Send Now.',
    });
  });

  it('checks a past time before quiet hours: 06:00 yesterday is past, not quiet', () => {
    const { send, toasts } = start();
    send(...DRAFT, { type: 'composer.date.change', value: '2026-11-20' });
    send({ type: 'composer.time.change', value: '06:00' });
    send({ type: 'composer.schedule', now: NOW });
    expect(toasts.map((toast) => toast.title)).toEqual(['Schedule is in the past']);
  });

  it('Schedule for 08:00 at 21:30 GMT schedules for 08:00 the next day', () => {
    const { send, toasts, context } = start();
    const noSchedule = DRAFT.filter(
      (event) => event.type !== 'composer.date.change' && event.type !== 'composer.time.change',
    );
    send(account({ timezone: 'GMT' }), ...noSchedule);
    send({ type: 'composer.schedule.quietEnd', now: utc(12, 1, 21, 30) });
    expect(toasts).toEqual([
      {
        status: 'success',
        title: 'Campaign Scheduled!',
        description: 'Your SMS campaign has been scheduled for 2026-12-02 at 08:00 GMT.',
      },
    ]);
    expect(draftOf(context())).toMatchObject({ message: '', scheduleDate: '', scheduleTime: '' });
  });

  it('Schedule for 08:00 at 02:00 EST schedules for 08:00 EST the same day', () => {
    const { send, toasts } = start();
    send(account({ timezone: 'EST' }), ...DRAFT);
    // 07:00 UTC is 02:00 in New York's winter.
    send({ type: 'composer.schedule.quietEnd', now: utc(12, 1, 7) });
    expect(toasts[0]?.description).toBe(
      'Your SMS campaign has been scheduled for 2026-12-01 at 08:00 EST.',
    );
  });

  it('Schedule for 08:00 without a group fills in the time and asks for the rest', () => {
    const { send, toasts, context } = start();
    send({ type: 'composer.message.change', value: 'Hello' });
    send({ type: 'composer.schedule.quietEnd', now: utc(12, 1, 21, 30) });
    expect(toasts.map((toast) => toast.description)).toEqual([SCHEDULE_INVALID]);
    expect(context()).toMatchObject({ scheduleDate: '2026-12-02', scheduleTime: '08:00' });
  });
});

describe('composer: the opt-out line', () => {
  const line = DEFAULT_SETTINGS.optOutLine;

  it("inserts the account's opt-out line once, as text the counters count", () => {
    const { send, context, snapshot } = start();
    send({ type: 'composer.message.change', value: 'Flu jabs at our Adum branch, GHS 20.  ' });
    expect(selectNeedsOptOutLine(snapshot())).toBe(true);
    send({ type: 'composer.optOutLine.add' });
    const withLine = `Flu jabs at our Adum branch, GHS 20.\n${line}`;
    expect(context().message).toBe(withLine);
    expect(selectMessageStats(snapshot())).toEqual(messageStats(withLine));
    expect(selectMessageStats(snapshot()).characters).toBe(withLine.length);
    expect(selectNeedsOptOutLine(snapshot())).toBe(false);
    expect(snapshot().can({ type: 'composer.optOutLine.add' })).toBe(false);
    send({ type: 'composer.optOutLine.add' });
    expect(context().message).toBe(withLine);
  });

  it('puts the line alone into an empty message, and the line saved in Settings', () => {
    const { send, context } = start();
    send(account({ optOutLine: 'Dial *920*55# to opt out (free).' }));
    send({ type: 'composer.optOutLine.add' });
    expect(context().message).toBe('Dial *920*55# to opt out (free).');
  });

  it('is not needed in a message that says how to opt out, nor in a transactional one', () => {
    const { send, snapshot } = start();
    send({ type: 'composer.message.change', value: 'Offer ends Friday. Reply STOP to opt out.' });
    expect(snapshot().can({ type: 'composer.optOutLine.add' })).toBe(false);
    send({ type: 'composer.message.change', value: 'Your order 1043 is ready for pickup.' });
    expect(snapshot().can({ type: 'composer.optOutLine.add' })).toBe(true);
    send({ type: 'composer.type.change', messageType: 'transactional' });
    expect(snapshot().can({ type: 'composer.optOutLine.add' })).toBe(false);
    expect(selectNeedsOptOutLine(snapshot())).toBe(false);
  });
});

describe('composer: sender IDs', () => {
  it('cannot pick a sender ID no network approved, nor one the account does not have', () => {
    const { send, context, snapshot } = start();
    for (const senderId of ['KPL Alerts', 'Nobody']) {
      expect(snapshot().can({ type: 'composer.sender.change', senderId })).toBe(false);
      send({ type: 'composer.sender.change', senderId });
      expect(context().senderId).toBeNull();
      expect(selectSenderName(snapshot())).toBe('KumasiPharm');
    }
  });

  it('leaves out the recipients on a network that rejected the sender ID, and names them', () => {
    const { send, snapshot, toasts } = start();
    send({ type: 'composer.group.change', group: 'customers' });
    expect(selectRecipients(snapshot())).toBe(1250);
    send({ type: 'composer.sender.change', senderId: 'KPL Deals' });
    const held = activeCustomers.filter(onAirtelTigo);
    expect(selectSenderName(snapshot())).toBe('KPL Deals');
    expect(selectRecipients(snapshot())).toBe(1250 - held.length);
    const reach = selectReach(snapshot());
    expect(reach.recipients.some(onAirtelTigo)).toBe(false);
    expect(reach.blocked).toEqual([
      {
        network: 'AirtelTigo',
        status: {
          state: 'rejected',
          reason: 'Promotional sender IDs need a letter of authorisation from the business.',
        },
        count: held.length,
        examples: held.slice(0, 3),
      },
    ]);
    send({ type: 'composer.message.change', value: 'Hello' }, { type: 'composer.send', now: NOW });
    expect(toasts[0]?.description).toBe(
      `Your SMS campaign has been sent to ${(1250 - held.length).toLocaleString('en-GH')} contacts.`,
    );
  });

  it('goes back to the default when Settings leave the picked sender ID unable to send', () => {
    const { send, context } = start();
    send({ type: 'composer.sender.change', senderId: 'KPL Deals' });
    const rejected = { state: 'rejected', reason: 'No letter' } as const;
    send(
      account({
        senderIds: DEFAULT_SETTINGS.senderIds.map((sender) =>
          sender.name === 'KPL Deals'
            ? { ...sender, statuses: { MTN: rejected, Telecel: rejected, AirtelTigo: rejected } }
            : sender,
        ),
      }),
    );
    expect(context().senderId).toBeNull();
  });
});

describe('composer: the audience', () => {
  const MESSAGE = 'Hi [name], your prescription is ready for pickup at our Adum branch in Kumasi.';

  it('a customer who opts out leaves the count and the cost: 1,249 recipients, one message less', () => {
    const { send, snapshot, toasts } = start();
    send({ type: 'composer.group.change', group: 'customers' });
    send({ type: 'composer.message.change', value: MESSAGE });
    const before = selectAudienceCost(snapshot(), NOW);
    expect(before.recipients).toBe(1250);

    const kwame = SAMPLE_CONTACTS.find((contact) => contact.name === 'Kwame Boateng');
    if (!kwame) throw new Error('The sample has no Kwame Boateng.');
    const kwameParts = carrierView(MESSAGE.replace('[name]', 'Kwame')).parts;
    send({
      type: 'composer.audience.change',
      contacts: SAMPLE_CONTACTS.map((contact) =>
        contact.id === kwame.id ? optOutContact(contact, 'Asked to stop', '2026-11-25') : contact,
      ),
    });
    const after = selectAudienceCost(snapshot(), NOW);
    expect(selectRecipients(snapshot())).toBe(1249);
    expect(after.recipients).toBe(1249);
    expect(after.sms).toBe(before.sms - kwameParts);
    expect(after.cost).toBeCloseTo(before.cost - estimatedCost(kwameParts, RATE), 4);
    expect(after.cost).toBeLessThan(before.cost);
    expect(selectReach(snapshot()).optedOut).toBe(13);
    expect(groupOptionLabel('customers', audienceCounts(selectAudience(snapshot())))).toBe(
      'Customers (1,249) · 13 opted out',
    );
    send({ type: 'composer.send', now: NOW });
    expect(toasts[0]?.description).toBe('Your SMS campaign has been sent to 1,249 contacts.');
  });

  it('Ɛfua Asante previewed with [name] reads a UCS-2 message that costs her more', () => {
    const { send, context, snapshot } = start();
    send({ type: 'composer.group.change', group: 'customers' });
    send({ type: 'composer.message.change', value: MESSAGE });
    const efua = SAMPLE_CONTACTS.find((contact) => contact.id === 15);
    expect(efua).toMatchObject({ name: 'Ɛfua Asante', group: 'customers', optOut: null });
    send({ type: 'composer.preview.select', contactId: 15 });
    expect(context().previewId).toBe(15);

    const { recipients } = selectReach(snapshot());
    const shared = mergeValuesAt(context(), NOW);
    const previewed = previewRecipient(recipients, context().previewId);
    expect(previewed?.name).toBe('Ɛfua Asante');
    if (!previewed) return;
    const hers = recipientMessage(context().message, previewed, shared, RATE);
    expect(hers.text).toBe(MESSAGE.replace('[name]', 'Ɛfua'));
    expect(hers).toMatchObject({ encoding: 'UCS-2', parts: 2, cost: 0.0638 });
    const first = recipientMessage(context().message, recipients[0] as Contact, shared, RATE);
    expect(first).toMatchObject({ encoding: 'GSM-7', parts: 1, cost: 0.0319 });

    const cost = selectAudienceCost(snapshot(), NOW);
    expect(cost.ucs2.examples[0]?.name).toBe('Ɛfua Asante');
    expect(cost.ucs2.recipients).toBeGreaterThan(0);
    expect(cost.sms).toBe(1250 + cost.ucs2.extraSms);
  });

  it('previews only recipients: not an opted-out customer, nor someone in another group', () => {
    const { send, context, snapshot } = start();
    send({ type: 'composer.group.change', group: 'customers' });
    // 4 is Abena Darko, an opted-out customer; 2 is Akosua Mensah, a VIP.
    for (const contactId of [4, 2, 99_999]) {
      expect(snapshot().can({ type: 'composer.preview.select', contactId })).toBe(false);
      send({ type: 'composer.preview.select', contactId });
      expect(context().previewId).toBeNull();
    }
  });

  it('steps the preview through the recipients, wrapping at both ends', () => {
    const { send, context, snapshot } = start();
    send({ type: 'composer.group.change', group: 'vip' });
    const { recipients } = selectReach(snapshot());
    expect(recipients).toHaveLength(145);
    send({ type: 'composer.preview.step', by: -1 });
    expect(context().previewId).toBe(recipients[144]?.id);
    send({ type: 'composer.preview.step', by: 1 });
    expect(context().previewId).toBe(recipients[0]?.id);
    send({ type: 'composer.preview.step', by: 1 });
    expect(context().previewId).toBe(recipients[1]?.id);
    send({ type: 'composer.preview.step', by: -1 }, { type: 'composer.preview.step', by: -1 });
    expect(context().previewId).toBe(recipients[144]?.id);
  });

  it('has nobody to step to with one recipient or none', () => {
    const { send, context, snapshot } = start();
    const one = SAMPLE_CONTACTS.filter((contact) => contact.id === 2);
    send({ type: 'composer.audience.change', contacts: one });
    send({ type: 'composer.group.change', group: 'vip' });
    expect(snapshot().can({ type: 'composer.preview.step', by: 1 })).toBe(false);
    send({ type: 'composer.preview.step', by: 1 });
    expect(context().previewId).toBeNull();
    send({ type: 'composer.group.change', group: null });
    expect(snapshot().can({ type: 'composer.preview.step', by: -1 })).toBe(false);
  });
});

describe('composer: the order it hands the app, and the credit', () => {
  /** DRAFT's message to the 1,250 active customers: one part each, 1,250 SMS. */
  const NEEDED = 1250;

  it('refuses Send Now with Not enough credit when the SMS it needs exceed the balance, and keeps the draft', () => {
    const { send, toasts, context, orders, snapshot } = start();
    send(...DRAFT, { type: 'composer.credits.change', balance: NEEDED - 1 });
    expect(selectAudienceCost(snapshot(), NOW).sms).toBe(NEEDED);
    const before = draftOf(context());
    send({ type: 'composer.send', now: NOW });
    expect(toasts).toEqual([
      {
        status: 'error',
        title: 'Not enough credit',
        description:
          'This campaign needs 1,250 SMS credits and your balance is 1,249 SMS. Buy credits (Settings, Billing), or send to a smaller group.',
      },
    ]);
    expect(draftOf(context())).toEqual(before);
    expect(orders()).toEqual([]);
  });

  it('sends when the balance covers it exactly, and hands the app the draft with no schedule', () => {
    const { send, toasts, context, orders } = start();
    send(...DRAFT, { type: 'composer.credits.change', balance: NEEDED });
    send({ type: 'composer.type.change', messageType: 'transactional' });
    send({ type: 'composer.sender.change', senderId: 'KPL Deals' });
    expect(context().credits).toBe(NEEDED);
    send({ type: 'composer.send', now: NOW });
    expect(toasts.map((toast) => toast.title)).toEqual(['Campaign Sent!']);
    expect(orders()).toEqual([
      {
        name: 'Christmas offer',
        message: 'Hi [name], 20% off all week at Kumasi Pharma.',
        group: 'customers',
        messageType: 'transactional',
        senderId: 'KPL Deals',
        schedule: null,
        draftId: null,
        now: NOW,
      },
    ]);
  });

  it('a draft opened from the campaigns tab is replaced: its id goes with the order, then is forgotten', () => {
    const { send, context, orders } = start();
    send({
      type: 'composer.load',
      name: 'VIP Loyalty Points',
      message: 'Dear [name], you have loyalty points waiting.',
      group: 'vip',
      draftId: 2,
    });
    expect(context().draftId).toBe(2);
    send({ type: 'composer.send', now: NOW });
    expect(orders()).toMatchObject([{ name: 'VIP Loyalty Points', group: 'vip', draftId: 2 }]);
    expect(context().draftId).toBeNull();
  });

  it('Schedule Send hands the app an order with its date and time', () => {
    const { send, toasts, orders } = start();
    send(...DRAFT);
    send({ type: 'composer.schedule', now: NOW });
    expect(toasts.map((toast) => toast.title)).toEqual(['Campaign Scheduled!']);
    expect(orders()).toEqual([
      {
        name: 'Christmas offer',
        message: 'Hi [name], 20% off all week at Kumasi Pharma.',
        group: 'customers',
        messageType: 'promotional',
        senderId: null,
        schedule: { date: '2026-12-01', time: '10:30' },
        draftId: null,
        now: NOW,
      },
    ]);
  });

  it('hands over nothing when a send or a schedule is refused', () => {
    const { send, orders } = start();
    send({ type: 'composer.send', now: NOW });
    send(...DRAFT, { type: 'composer.time.change', value: '21:00' });
    send({ type: 'composer.schedule', now: NOW });
    expect(orders()).toEqual([]);
  });
});
