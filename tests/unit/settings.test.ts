// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import { canSendWith, senderIdByName, SAMPLE_SENDER_IDS } from '@/domain/sender-ids';
import {
  DEFAULT_OPT_OUT_LINE,
  DEFAULT_SETTINGS,
  TIMEZONES,
  hasQuietHours,
  isClockTime,
  isSettingsTab,
  isTimezone,
  optOutLineError,
  optOutLineWarning,
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
  });

  it('sends from a sender ID of the list that networks approved', () => {
    expect(DEFAULT_SETTINGS.senderIds).toEqual(SAMPLE_SENDER_IDS);
    const sender = senderIdByName(DEFAULT_SETTINGS.senderIds, DEFAULT_SETTINGS.defaultSender);
    expect(sender && canSendWith(sender)).toBe(true);
  });

  it('keeps quiet hours from 20:00 to 08:00 and an opt-out line that says it is free', () => {
    expect(DEFAULT_SETTINGS.quietHours).toEqual({ start: '20:00', end: '08:00' });
    expect(hasQuietHours(DEFAULT_SETTINGS.quietHours)).toBe(true);
    expect(DEFAULT_SETTINGS.optOutLine).toBe(DEFAULT_OPT_OUT_LINE);
    expect(optOutLineError(DEFAULT_OPT_OUT_LINE)).toBeNull();
    expect(optOutLineWarning(DEFAULT_OPT_OUT_LINE)).toBeNull();
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

describe('quiet hours', () => {
  it.each(['00:00', '08:00', '20:00', '23:59', '09:30'])('take %s', (time) => {
    expect(isClockTime(time)).toBe(true);
  });

  it.each(['', '8:00', '24:00', '12:60', '20:00:00', 'noon', ' 20:00'])('refuse %j', (time) => {
    expect(isClockTime(time)).toBe(false);
  });

  it('are none when they start as they end', () => {
    expect(hasQuietHours({ start: '08:00', end: '08:00' })).toBe(false);
    expect(hasQuietHours({ start: '21:00', end: '07:00' })).toBe(true);
  });
});

describe('the opt-out line', () => {
  it('cannot be blank', () => {
    for (const line of ['', '   ']) {
      expect(optOutLineError(line)).toBe(
        'Write how people opt out: promotional messages must say it, and it must be free.',
      );
    }
  });

  it('is warned about, not refused, when it does not say opting out is free', () => {
    expect(optOutLineError('Reply STOP to opt out.')).toBeNull();
    expect(optOutLineWarning('Reply STOP to opt out.')).toBe(
      'Say that opting out is free, for example “(free)”: the law asks for a free way out.',
    );
    expect(optOutLineWarning('Opt out FREE: dial *713*44#')).toBeNull();
    expect(optOutLineWarning('Call toll-free 0800 100 200 to opt out')).toBeNull();
    expect(optOutLineWarning('Freedom sale: reply STOP')).not.toBeNull();
  });
});
