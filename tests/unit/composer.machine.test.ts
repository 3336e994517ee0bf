import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  composerMachine,
  SCHEDULE_INVALID,
  SEND_INVALID,
  selectCanMakeGsmSafe,
  selectEstimatedCost,
  selectIsMessageTooLong,
  selectIsOutsideBusinessHours,
  selectMessageCutFrom,
  selectMessageStats,
  selectRecipients,
  selectSmsPerMessage,
  selectTotalSms,
  type ComposerContext,
  type ComposerEvent,
} from '@machines/composer.machine';
import type { Toast } from '@machines/toast';
import { MESSAGE_INPUT_CAP } from '@/domain/sms';
import { templateById } from '@/domain/templates';

/** Noon on 21 November 2026, local time: "now" for every schedule test. */
const NOW = new Date(2026, 10, 21, 12, 0).getTime();

function start() {
  const actor = createActor(composerMachine).start();
  const toasts: Toast[] = [];
  actor.on('toast', (event) => toasts.push(event.toast));
  const send = (...events: ComposerEvent[]) => events.forEach((event) => actor.send(event));
  const context = (): ComposerContext => actor.getSnapshot().context;
  return { actor, toasts, send, context };
}

const DRAFT: ComposerEvent[] = [
  { type: 'composer.name.change', value: 'Christmas offer' },
  { type: 'composer.group.change', group: 'customers' },
  { type: 'composer.message.change', value: 'Hi [name], 20% off all week at Kumasi Pharma.' },
  { type: 'composer.date.change', value: '2026-12-01' },
  { type: 'composer.time.change', value: '10:30' },
];

describe('composer: the draft', () => {
  it('starts empty, with no group and the PREMIUM rate', () => {
    const { context } = start();
    expect(context()).toEqual({
      name: '',
      message: '',
      group: null,
      templateId: null,
      scheduleDate: '',
      scheduleTime: '',
      messageCutFrom: null,
      ratePerSms: 0.0319,
    });
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
  it('at 161 characters: 2 SMS, 159 remaining, totals for the group and cost', () => {
    const { actor, send } = start();
    send({ type: 'composer.group.change', group: 'all' });
    send({ type: 'composer.message.change', value: 'x'.repeat(161) });
    const snapshot = actor.getSnapshot();
    expect(selectMessageStats(snapshot)).toMatchObject({ characters: 161, sms: 2, remaining: 159 });
    expect(selectRecipients(snapshot)).toBe(2847);
    expect(selectSmsPerMessage(snapshot)).toBe(2);
    expect(selectTotalSms(snapshot)).toBe(5694);
    expect(selectEstimatedCost(snapshot)).toBe(181.6386);
  });

  it('shows nothing to pay without a group', () => {
    const { actor, send } = start();
    send({ type: 'composer.message.change', value: 'Hello' });
    expect(selectRecipients(actor.getSnapshot())).toBe(0);
    expect(selectTotalSms(actor.getSnapshot())).toBe(0);
    expect(selectEstimatedCost(actor.getSnapshot())).toBe(0);
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
    send({ type: 'composer.send' });
    expect(toasts).toEqual([{ status: 'error', title: 'Error', description: SEND_INVALID }]);
    expect(SEND_INVALID).toBe('Please select a contact group and enter a message.');
    expect(context()).toEqual(before);
  });

  it('refuses a message over 1,600 characters with its own message', () => {
    const { send, toasts, context } = start();
    send({ type: 'composer.group.change', group: 'vip' });
    send({ type: 'composer.message.change', value: 'z'.repeat(1_601) });
    send({ type: 'composer.send' });
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
    send({ type: 'composer.send' });
    expect(toasts[0]?.title).toBe('Campaign Sent!');
  });

  it('when valid: Campaign Sent! with the group count; clears all but the schedule', () => {
    const { send, toasts, context } = start();
    send(...DRAFT, { type: 'composer.template.select', templateId: 'reminder' });
    send({ type: 'composer.send' });
    expect(toasts).toEqual([
      {
        status: 'success',
        title: 'Campaign Sent!',
        description: 'Your SMS campaign has been sent to 1250 contacts.',
      },
    ]);
    expect(context()).toMatchObject({
      name: '',
      message: '',
      group: null,
      templateId: null,
      scheduleDate: '2026-12-01',
      scheduleTime: '10:30',
    });
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
          '2026-11-21 at 11:59 has already passed. Choose a later date and time, or use Send Now.',
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

  it('schedules outside business hours (the view warns; the machine does not block)', () => {
    const { send, toasts } = start();
    send(...DRAFT, { type: 'composer.time.change', value: '21:00' });
    send({ type: 'composer.schedule', now: NOW });
    expect(toasts[0]?.title).toBe('Campaign Scheduled!');
  });

  it('when valid: Campaign Scheduled! with date and time; clears everything', () => {
    const { send, toasts, context } = start();
    send(...DRAFT, { type: 'composer.template.select', templateId: 'shipping' });
    send({ type: 'composer.schedule', now: NOW });
    expect(toasts).toEqual([
      {
        status: 'success',
        title: 'Campaign Scheduled!',
        description: 'Your SMS campaign has been scheduled for 2026-12-01 at 10:30.',
      },
    ]);
    expect(context()).toMatchObject({
      name: '',
      message: '',
      group: null,
      templateId: null,
      scheduleDate: '',
      scheduleTime: '',
    });
  });
});
