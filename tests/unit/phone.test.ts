import { GHANA_MOBILE_PREFIXES } from '@/domain/import/ghana-mobile';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  nationalDigits,
  normalisePhone,
  PHONE_INVALID,
  PHONE_REQUIRED,
} from '@/domain/phone';

describe('phone numbers', () => {
  it.each([
    ['024 123 4567', '+233241234567'],
    ['0241234567', '+233241234567'],
    ['+233 24 123 4567', '+233241234567'],
    ['+233-24-123-4567', '+233241234567'],
    ['(020) 123 4567', '+233201234567'],
    ['055 123 4567', '+233551234567'],
    ['  0265550142 ', '+233265550142'],
    ['+1 415 555 2671', '+14155552671'],
    ['+44 7911 123456', '+447911123456'],
  ])('%j is %s', (input, e164) => {
    expect(normalisePhone(input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['', PHONE_REQUIRED],
    ['   ', PHONE_REQUIRED],
    ['12345', PHONE_INVALID],
    ['+1234567890', PHONE_INVALID],
    ['024 123 456', PHONE_INVALID],
    ['call me', PHONE_INVALID],
    ['024-CALL-NOW', PHONE_INVALID],
  ])('%j is refused: %s', (input, error) => {
    expect(normalisePhone(input)).toEqual({ ok: false, error });
  });

  it('formats and searches stored numbers', () => {
    expect(formatPhone('+233241234567')).toBe('+233 24 123 4567');
    expect(formatPhone('not a number')).toBe('not a number');
    // Ghanaian numbers take a short way: it must write them as libphonenumber does.
    for (const prefix of [...GHANA_MOBILE_PREFIXES, '30']) {
      const e164 = `+233${prefix}5550142`;
      expect(formatPhone(e164)).toBe(parsePhoneNumberFromString(e164)?.formatInternational());
    }
    expect(nationalDigits('+233241234567')).toBe('0241234567');
  });

  it('dials a Ghanaian number at home as 0 and the rest, as the phone metadata does', () => {
    for (const local of ['0241234567', '0201234567', '0302123456', '0551239876', '0509876543']) {
      const result = normalisePhone(local);
      if (!result.ok) throw new Error(`${local} should be valid`);
      expect(nationalDigits(result.e164)).toBe(local);
    }
    expect(nationalDigits('+447911123456')).toBe('07911123456');
    expect(nationalDigits('+12025550123')).toBe('2025550123');
    expect(nationalDigits('12')).toBe('');
  });
});
