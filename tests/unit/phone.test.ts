// @vitest-environment node
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';
import { GHANA_MOBILE_PREFIXES, NETWORK_PREFIXES } from '@/domain/networks';
import {
  formatPhone,
  nationalDigits,
  normalisePhone,
  PHONE_INVALID,
  PHONE_LANDLINE,
  PHONE_REQUIRED,
} from '@/domain/phone';

describe('phone numbers: Ghana mobiles', () => {
  it.each([
    ['024 123 4567', '+233241234567'],
    ['0241234567', '+233241234567'],
    ['+233 24 123 4567', '+233241234567'],
    ['+233-24-123-4567', '+233241234567'],
    ['+233 (0)24 123 4567', '+233241234567'],
    ['233241234567', '+233241234567'],
    ['00233 24 123 4567', '+233241234567'],
    ['(020) 123 4567', '+233201234567'],
    ['055 123 4567', '+233551234567'],
    ['057.123.4567', '+233571234567'],
    ['  0265550142 ', '+233265550142'],
  ])('%j is %s', (input, e164) => {
    expect(normalisePhone(input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['', PHONE_REQUIRED],
    ['   ', PHONE_REQUIRED],
    ['12345', PHONE_INVALID],
    ['+1234567890', PHONE_INVALID],
    ['+1 415 555 2671', PHONE_INVALID],
    ['+44 7911 123456', PHONE_INVALID],
    ['024 123 456', PHONE_INVALID],
    ['024 123 45678', PHONE_INVALID],
    ['021 123 4567', PHONE_INVALID],
    ['call me', PHONE_INVALID],
    ['024-CALL-NOW', PHONE_INVALID],
    ['030 277 1234', PHONE_LANDLINE],
    ['+233 32 202 1234', PHONE_LANDLINE],
  ])('%j is refused: %s', (input, error) => {
    expect(normalisePhone(input)).toEqual({ ok: false, error });
  });

  it("accepts every network's prefixes, which the phone-number metadata also calls mobile", () => {
    for (const prefixes of Object.values(NETWORK_PREFIXES)) {
      for (const prefix of prefixes) {
        const result = normalisePhone(`0${prefix}6550142`);
        expect(result, prefix).toEqual({ ok: true, e164: `+233${prefix}6550142` });
        expect(GHANA_MOBILE_PREFIXES.has(prefix)).toBe(true);
        const parsed = parsePhoneNumberFromString(`+233${prefix}6550142`);
        expect(parsed?.isValid(), prefix).toBe(true);
      }
    }
  });

  it('formats and searches stored numbers', () => {
    expect(formatPhone('+233241234567')).toBe('+233 24 123 4567');
    expect(formatPhone('not a number')).toBe('not a number');
    // Written as the phone-number library writes them.
    for (const prefix of [...GHANA_MOBILE_PREFIXES, '30']) {
      const e164 = `+233${prefix}5550142`;
      expect(formatPhone(e164)).toBe(parsePhoneNumberFromString(e164)?.formatInternational());
    }
    expect(nationalDigits('+233241234567')).toBe('0241234567');
    expect(nationalDigits('+447911123456')).toBe('');
    expect(nationalDigits('12')).toBe('');
  });

  it('dials a number at home as 0 and the rest', () => {
    for (const local of ['0241234567', '0201234567', '0551239876', '0509876543']) {
      const result = normalisePhone(local);
      if (!result.ok) throw new Error(`${local} should be valid`);
      expect(nationalDigits(result.e164)).toBe(local);
    }
  });
});
