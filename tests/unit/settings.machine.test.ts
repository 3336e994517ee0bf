// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromCallback } from 'xstate';
import { reviewId, settingsMachine, type SettingsChanged } from '@machines/settings.machine';
import { startUnderParent } from '../support/under-parent';
import {
  selectRequestError,
  selectSaveError,
  selectSettingsDraft,
  selectSettingsTab,
} from '@/dashboard/selectors';
import {
  PROMOTIONAL_REASON,
  reviewSenderId,
  SENDER_REVIEW_MS,
  senderIdByName,
} from '@/domain/sender-ids';
import { DEFAULT_SETTINGS } from '@/domain/settings';

/** Under a parent, as the app starts it: what it emits and what it tells the app, in order. */
function start(logic = settingsMachine) {
  const { actor, log: emitted } = startUnderParent(logic);
  return { actor, emitted, saved: () => actor.getSnapshot().context.saved };
}

/** Networks that never answer on their own: the test brings their decision. */
const silentNetworks = settingsMachine.provide({
  actors: { reviewSenderId: fromCallback(() => {}) },
});

const draft = (actor: ReturnType<typeof start>['actor']) =>
  selectSettingsDraft(actor.getSnapshot());
const senderIn = (settings: { senderIds: { name: string }[] }, name: string) =>
  senderIdByName(settings.senderIds as never, name);

describe('settings machine', () => {
  it('starts on Profile with the defaults', () => {
    const { actor, saved } = start();
    expect(selectSettingsTab(actor.getSnapshot())).toBe('profile');
    expect(selectSettingsDraft(actor.getSnapshot())).toEqual(DEFAULT_SETTINGS);
    expect(saved()).toEqual(DEFAULT_SETTINGS);
  });

  it('switches between its four tabs and ignores unknown ones', () => {
    const { actor } = start();
    for (const tab of ['notifications', 'sms', 'billing', 'profile']) {
      actor.send({ type: 'settings.tab.select', tab });
      expect(selectSettingsTab(actor.getSnapshot())).toBe(tab);
    }
    actor.send({ type: 'settings.tab.select', tab: 'security' });
    expect(selectSettingsTab(actor.getSnapshot())).toBe('profile');
  });

  it('cuts a requested sender ID to 11 characters as it is typed', () => {
    const { actor } = start();
    actor.send({ type: 'settings.senderId.change', value: 'TemaMethodistChurch' });
    expect(actor.getSnapshot().context.request).toBe('TemaMethodi');
  });

  it('accepts the four timezones only', () => {
    const { actor } = start();
    actor.send({ type: 'settings.timezone.change', value: 'GMT' });
    expect(selectSettingsDraft(actor.getSnapshot()).timezone).toBe('GMT');
    actor.send({ type: 'settings.timezone.change', value: 'Africa/Accra' });
    expect(selectSettingsDraft(actor.getSnapshot()).timezone).toBe('GMT');
  });

  it('Save Changes keeps the edits for the visit, closes and says so', () => {
    const { actor, emitted, saved } = start();
    actor.send({ type: 'settings.tab.select', tab: 'notifications' });
    actor.send({ type: 'settings.toggle', field: 'smsNotifications', on: true });
    actor.send({ type: 'settings.field.change', field: 'company', value: 'Tema Methodist Church' });
    actor.send({ type: 'settings.save' });
    expect(saved()).toMatchObject({ smsNotifications: true, company: 'Tema Methodist Church' });
    expect(selectSettingsDraft(actor.getSnapshot())).toEqual(saved());
    expect(selectSettingsTab(actor.getSnapshot())).toBe('profile');
    expect(emitted.map((event) => event.type)).toEqual([
      'toast',
      'settings.changed',
      'dashboard.dialog.close',
    ]);
    expect(emitted[0]).toMatchObject({ toast: { status: 'success', title: 'Settings saved' } });
    expect(emitted[1]).toEqual({ type: 'settings.changed', settings: saved() });
  });

  it('Cancel throws the edits away and closes, keeping what was saved before', () => {
    const { actor, emitted, saved } = start();
    actor.send({ type: 'settings.field.change', field: 'firstName', value: 'Kofi' });
    actor.send({ type: 'settings.save' });
    actor.send({ type: 'settings.field.change', field: 'firstName', value: 'Yaw' });
    actor.send({ type: 'settings.toggle', field: 'deliveryReports', on: false });
    actor.send({ type: 'settings.cancel' });
    expect(selectSettingsDraft(actor.getSnapshot())).toMatchObject({
      firstName: 'Kofi',
      deliveryReports: true,
    });
    expect(saved().firstName).toBe('Kofi');
    expect(emitted.at(-1)).toEqual({ type: 'dashboard.dialog.close' });
  });

  it('tells the app nothing on Cancel: nothing it reads has changed', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'settings.optOutLine.change', value: 'Reply STOP to opt out.' });
    actor.send({ type: 'settings.cancel' });
    expect(emitted).toEqual([{ type: 'dashboard.dialog.close' }]);
  });
});

describe('settings machine: sender IDs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a name the rules refuse, says why under the field, and hides it once fixed', () => {
    const { actor, emitted, saved } = start(silentNetworks);
    actor.send({ type: 'settings.senderId.change', value: 'MoMo Deals' });
    expect(selectRequestError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'settings.senderId.request' });
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(selectRequestError(actor.getSnapshot())).toBe(
      'Networks refuse sender IDs with “MoMo” in them.',
    );
    expect(saved().senderIds).toEqual(DEFAULT_SETTINGS.senderIds);
    actor.send({ type: 'settings.senderId.change', value: 'MoMo' });
    expect(selectRequestError(actor.getSnapshot())).toMatch(/“MoMo”/);
    actor.send({ type: 'settings.senderId.change', value: 'KP' });
    expect(selectRequestError(actor.getSnapshot())).toBe(
      'KP is 2 characters: a sender ID has 3 to 11.',
    );
    actor.send({ type: 'settings.senderId.change', value: 'KPL Shop' });
    expect(actor.getSnapshot().hasTag('invalid')).toBe(false);
    expect(selectRequestError(actor.getSnapshot())).toBeNull();
    expect(emitted).toEqual([{ type: 'settings.field.invalid', field: 'request' }]);
  });

  it('refuses a name already in the list, whatever its case', () => {
    const { actor } = start(silentNetworks);
    actor.send({ type: 'settings.senderId.change', value: 'kpl deals' });
    actor.send({ type: 'settings.senderId.request' });
    expect(selectRequestError(actor.getSnapshot())).toBe(
      'KPL Deals is already in your sender IDs.',
    );
  });

  it('sends a valid name to the networks: Pending everywhere, kept even if the dialog is cancelled', () => {
    const { actor, emitted, saved } = start(silentNetworks);
    actor.send({ type: 'settings.senderId.change', value: 'NkraHealth' });
    actor.send({ type: 'settings.senderId.request' });
    const pending = { state: 'pending' };
    for (const settings of [saved(), draft(actor)]) {
      expect(senderIn(settings, 'NkraHealth')).toMatchObject({
        statuses: { MTN: pending, Telecel: pending, AirtelTigo: pending },
      });
    }
    expect(actor.getSnapshot().context.request).toBe('');
    expect(actor.getSnapshot().context.reviewing).toEqual(['NkraHealth']);
    expect(actor.getSnapshot().children[reviewId('NkraHealth')]).toBeDefined();
    expect(emitted.map((event) => event.type)).toEqual(['toast', 'settings.changed']);
    expect(emitted[0]).toMatchObject({
      toast: { status: 'info', title: 'NkraHealth requested' },
    });
    actor.send({ type: 'settings.cancel' });
    expect(senderIn(saved(), 'NkraHealth')).toBeDefined();
    expect(senderIn(draft(actor), 'NkraHealth')).toBeDefined();
  });

  it('keeps the decision in saved and draft, says it, tells the app, and ends the review', () => {
    const { actor, emitted, saved } = start(silentNetworks);
    actor.send({ type: 'settings.senderId.change', value: 'Nkra Promo' });
    actor.send({ type: 'settings.senderId.request' });
    actor.send({ type: 'settings.field.change', field: 'company', value: 'Nkra Ltd' });
    emitted.length = 0;
    actor.send({
      type: 'settings.senderId.reviewed',
      name: 'Nkra Promo',
      statuses: reviewSenderId('Nkra Promo'),
    });
    for (const settings of [saved(), draft(actor)]) {
      expect(senderIn(settings, 'Nkra Promo')).toMatchObject({
        statuses: reviewSenderId('Nkra Promo'),
      });
    }
    expect(draft(actor).company).toBe('Nkra Ltd');
    expect(saved().company).toBe(DEFAULT_SETTINGS.company);
    expect(emitted).toEqual([
      {
        type: 'toast',
        toast: {
          status: 'warning',
          title: 'Nkra Promo approved on MTN and Telecel, rejected on AirtelTigo',
          description: `AirtelTigo: ${PROMOTIONAL_REASON}`,
        },
      },
      { type: 'settings.changed', settings: saved() } satisfies SettingsChanged,
    ]);
    expect(actor.getSnapshot().context.reviewing).toEqual([]);
    expect(actor.getSnapshot().children[reviewId('Nkra Promo')]).toBeUndefined();
  });

  it('takes a decision only for a name under review, and only once', () => {
    const { actor, emitted, saved } = start(silentNetworks);
    const approved = reviewSenderId('KPL Alerts');
    actor.send({ type: 'settings.senderId.reviewed', name: 'KPL Alerts', statuses: approved });
    expect(senderIn(saved(), 'KPL Alerts')).toMatchObject({
      statuses: { MTN: { state: 'pending' } },
    });
    expect(emitted).toEqual([]);
  });

  it('hears the networks after SENDER_REVIEW_MS, also with the dialog closed', () => {
    vi.useFakeTimers();
    const { actor, emitted, saved } = start();
    actor.send({ type: 'settings.tab.select', tab: 'sms' });
    actor.send({ type: 'settings.senderId.change', value: 'GRA Kumasi' });
    actor.send({ type: 'settings.senderId.request' });
    actor.send({ type: 'settings.cancel' });
    vi.advanceTimersByTime(SENDER_REVIEW_MS - 1);
    expect(senderIn(saved(), 'GRA Kumasi')).toMatchObject({
      statuses: { MTN: { state: 'pending' } },
    });
    vi.advanceTimersByTime(1);
    expect(senderIn(saved(), 'GRA Kumasi')).toMatchObject({
      statuses: reviewSenderId('GRA Kumasi'),
    });
    expect(emitted.at(-2)).toMatchObject({
      toast: { status: 'error', title: 'GRA Kumasi rejected on MTN, Telecel and AirtelTigo' },
    });
    expect(emitted.at(-1)).toEqual({ type: 'settings.changed', settings: saved() });
  });

  it('makes a sender ID the default only when a network approved it', () => {
    const { actor } = start(silentNetworks);
    actor.send({ type: 'settings.defaultSender.select', name: 'KPL Alerts' });
    expect(draft(actor).defaultSender).toBe('KumasiPharm');
    actor.send({ type: 'settings.defaultSender.select', name: 'Nobody' });
    expect(draft(actor).defaultSender).toBe('KumasiPharm');
    actor.send({ type: 'settings.defaultSender.select', name: 'KPL Deals' });
    expect(draft(actor).defaultSender).toBe('KPL Deals');
    actor.send({ type: 'settings.senderId.change', value: 'NkraHealth' });
    actor.send({ type: 'settings.senderId.request' });
    actor.send({ type: 'settings.defaultSender.select', name: 'NkraHealth' });
    expect(draft(actor).defaultSender).toBe('KPL Deals');
    actor.send({
      type: 'settings.senderId.reviewed',
      name: 'NkraHealth',
      statuses: reviewSenderId('NkraHealth'),
    });
    actor.send({ type: 'settings.defaultSender.select', name: 'NkraHealth' });
    expect(draft(actor).defaultSender).toBe('NkraHealth');
  });
});

describe('settings machine: opt-out line and quiet hours', () => {
  it('refuses to save a blank opt-out line: the SMS tab says why until it is written', () => {
    const { actor, emitted, saved } = start();
    actor.send({ type: 'settings.field.change', field: 'firstName', value: 'Kofi' });
    actor.send({ type: 'settings.optOutLine.change', value: '  ' });
    actor.send({ type: 'settings.save' });
    expect(emitted).toEqual([{ type: 'settings.field.invalid', field: 'optOutLine' }]);
    expect(saved()).toEqual(DEFAULT_SETTINGS);
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(selectSettingsTab(actor.getSnapshot())).toBe('sms');
    expect(selectSaveError(actor.getSnapshot())).toBe(
      'Write how people opt out: promotional messages must say it, and it must be free.',
    );
    actor.send({ type: 'settings.optOutLine.change', value: 'Reply STOP to opt out.' });
    expect(actor.getSnapshot().hasTag('invalid')).toBe(false);
    expect(selectSaveError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'settings.save' });
    expect(saved()).toMatchObject({ firstName: 'Kofi', optOutLine: 'Reply STOP to opt out.' });
  });

  it('forgets a refused save on Cancel', () => {
    const { actor } = start();
    actor.send({ type: 'settings.optOutLine.change', value: '' });
    actor.send({ type: 'settings.save' });
    actor.send({ type: 'settings.cancel' });
    expect(actor.getSnapshot().hasTag('invalid')).toBe(false);
    expect(draft(actor).optOutLine).toBe(DEFAULT_SETTINGS.optOutLine);
  });

  it('takes quiet hours as HH:MM only, and equal start and end', () => {
    const { actor, saved } = start();
    actor.send({ type: 'settings.quietHours.change', field: 'start', value: '21:30' });
    actor.send({ type: 'settings.quietHours.change', field: 'end', value: '' });
    actor.send({ type: 'settings.quietHours.change', field: 'end', value: '25:00' });
    expect(draft(actor).quietHours).toEqual({ start: '21:30', end: '08:00' });
    actor.send({ type: 'settings.quietHours.change', field: 'end', value: '21:30' });
    actor.send({ type: 'settings.save' });
    expect(saved().quietHours).toEqual({ start: '21:30', end: '21:30' });
  });
});
