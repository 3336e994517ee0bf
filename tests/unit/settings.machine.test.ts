import { describe, expect, it } from 'vitest';
import { settingsMachine } from '@machines/settings.machine';
import { startUnderParent } from '../support/under-parent';
import { selectSettingsDraft, selectSettingsTab } from '@/dashboard/selectors';
import { DEFAULT_SETTINGS } from '@/domain/settings';

/** Under a parent, as the app starts it: what it emits and what it tells the app, in order. */
function start() {
  const { actor, log: emitted } = startUnderParent(settingsMachine);
  return { actor, emitted, saved: () => actor.getSnapshot().context.saved };
}

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

  it('cuts the default sender ID to 11 characters as it is typed', () => {
    const { actor } = start();
    actor.send({
      type: 'settings.field.change',
      field: 'defaultSender',
      value: 'TemaMethodistChurch',
    });
    expect(selectSettingsDraft(actor.getSnapshot()).defaultSender).toBe('TemaMethodi');
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
    expect(emitted.map((event) => event.type)).toEqual(['toast', 'dashboard.dialog.close']);
    expect(emitted[0]).toMatchObject({ toast: { status: 'success', title: 'Settings saved' } });
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
});
