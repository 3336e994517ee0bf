import { describe, expect, it } from 'vitest';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import {
  DEFAULT_SETTINGS,
  SENDER_ID_MAX_LENGTH,
  TIMEZONES,
  isSettingsTab,
  isTimezone,
  limitSenderId,
  senderIdLength,
  withTextField,
} from '@/domain/settings';

describe('settings defaults', () => {
  it('uses the spec defaults for notifications, reports and timezone', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      emailNotifications: true,
      smsNotifications: false,
      campaignReports: true,
      deliveryReports: true,
      timezone: 'UTC',
    });
  });

  it('fills the profile from the demo account', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      firstName: SAMPLE_ACCOUNT.firstName,
      lastName: SAMPLE_ACCOUNT.lastName,
      email: SAMPLE_ACCOUNT.email,
      company: SAMPLE_ACCOUNT.company,
      phone: SAMPLE_ACCOUNT.phone,
    });
    expect(senderIdLength(DEFAULT_SETTINGS.defaultSender)).toBeLessThanOrEqual(11);
  });

  it('offers UTC, EST, PST and GMT only', () => {
    expect(TIMEZONES).toEqual(['UTC', 'EST', 'PST', 'GMT']);
    expect(isTimezone('GMT')).toBe(true);
    expect(isTimezone('WAT')).toBe(false);
  });

  it('knows its four tabs', () => {
    expect(['profile', 'notifications', 'sms', 'billing'].every(isSettingsTab)).toBe(true);
    expect(isSettingsTab('security')).toBe(false);
  });
});

describe('sender ID', () => {
  it('is at most 11 characters', () => {
    expect(SENDER_ID_MAX_LENGTH).toBe(11);
    expect(limitSenderId('KumasiPharmacy')).toBe('KumasiPharm');
    expect(limitSenderId('KumasiPharm')).toBe('KumasiPharm');
    expect(limitSenderId('Nkra')).toBe('Nkra');
    expect(limitSenderId('')).toBe('');
  });

  it('enforces only the length: other characters are a hint, not a rule', () => {
    expect(limitSenderId('Ama & Co!')).toBe('Ama & Co!');
  });

  it('counts characters, so an emoji is never cut in half', () => {
    const value = limitSenderId('Shop😀😀😀😀😀😀😀😀');
    expect(senderIdLength(value)).toBe(11);
    expect(value.endsWith('😀')).toBe(true);
  });

  it('is cut when set as a field; other fields are kept whole', () => {
    const next = withTextField(DEFAULT_SETTINGS, 'defaultSender', 'ABCDEFGHIJKLMNOP');
    expect(next.defaultSender).toBe('ABCDEFGHIJK');
    const company = 'Tema Harbour Logistics and Freight Services Ltd';
    expect(withTextField(DEFAULT_SETTINGS, 'company', company).company).toBe(company);
  });
});
