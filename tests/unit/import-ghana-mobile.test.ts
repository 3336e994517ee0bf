// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPhone } from '@/domain/phone';
import { formatGhanaMobile, looksLikePhone, readGhanaMobile } from '@/domain/import/ghana-mobile';

const ok = (e164: string) => ({ ok: true, e164 });
const no = (reason: string) => ({ ok: false, reason });

describe('readGhanaMobile', () => {
  it.each([
    '0244123456',
    '024 412 3456',
    '024-412-3456',
    '024.412.3456',
    '(024) 412 3456',
    '0244 123 456',
    '+233 24 412 3456',
    '+233244123456',
    '+233-24-412-3456',
    '233244123456',
    '233 24 412 3456',
    '00233244123456',
    '00233 24 412 3456',
    '+233 (0)24 412 3456',
    '244123456',
    '244123456.0',
    '  024 412 3456  ',
  ])('reads %s as +233244123456', (cell) => {
    expect(readGhanaMobile(cell)).toEqual(ok('+233244123456'));
  });

  it.each([
    ['020 123 4567', '+233201234567'],
    ['023 123 4567', '+233231234567'],
    ['025 612 3456', '+233256123456'],
    ['026 555 0142', '+233265550142'],
    ['027 700 4512', '+233277004512'],
    ['028 123 4567', '+233281234567'],
    ['050 987 6543', '+233509876543'],
    ['053 902 1876', '+233539021876'],
    ['054 111 8230', '+233541118230'],
    ['055 123 9876', '+233551239876'],
    ['056 543 2109', '+233565432109'],
    ['057 123 4098', '+233571234098'],
    ['059 334 0087', '+233593340087'],
  ])('accepts the mobile prefix of %s', (cell, e164) => {
    expect(readGhanaMobile(cell)).toEqual(ok(e164));
  });

  it('takes every mobile range of the numbering plan, also those the phone metadata lacks', () => {
    // libphonenumber knows only 0256 and 0257 of MTN's 025.
    expect(readGhanaMobile('025 123 4567')).toEqual({ ok: true, e164: '+233251234567' });
    expect(readGhanaMobile('0259 876 543')).toEqual({ ok: true, e164: '+233259876543' });
    expect(readGhanaMobile('021 123 4567')).toEqual({
      ok: false,
      reason: '021 123 4567 is not a Ghana mobile number',
    });
  });

  it('calls a fixed line a landline, quoting it as written', () => {
    expect(readGhanaMobile('030 277 1234')).toEqual(no('030 277 1234 is a landline'));
    expect(readGhanaMobile('+233 32 202 2345')).toEqual(no('+233 32 202 2345 is a landline'));
    expect(readGhanaMobile('302771234')).toEqual(no('302771234 is a landline'));
  });

  it('refuses foreign numbers, however they are written', () => {
    expect(readGhanaMobile('+44 7911 123456')).toEqual(
      no('+44 7911 123456 is not a Ghana mobile number'),
    );
    expect(readGhanaMobile('0044 7911 123456')).toEqual(
      no('0044 7911 123456 is not a Ghana mobile number'),
    );
    expect(readGhanaMobile('447911123456')).toEqual(
      no('447911123456 is not a Ghana mobile number'),
    );
  });

  it('refuses numbers too short, too long or outside the mobile ranges', () => {
    expect(readGhanaMobile('024 123')).toEqual(no('024 123 is not a Ghana mobile number'));
    expect(readGhanaMobile('024 412 34567')).toEqual(
      no('024 412 34567 is not a Ghana mobile number'),
    );
    expect(readGhanaMobile('+233 24 412 345')).toEqual(
      no('+233 24 412 345 is not a Ghana mobile number'),
    );
    expect(readGhanaMobile('022 123 4567')).toEqual(
      no('022 123 4567 is not a Ghana mobile number'),
    );
    expect(readGhanaMobile('ext. 24')).toEqual(no('ext. 24 is not a Ghana mobile number'));
  });

  it('says when there is no number', () => {
    expect(readGhanaMobile('')).toEqual(no('no phone number'));
    expect(readGhanaMobile('   ')).toEqual(no('no phone number'));
    expect(readGhanaMobile('-')).toEqual(no('no phone number'));
    expect(readGhanaMobile('n/a')).toEqual(no('n/a is not a Ghana mobile number'));
  });

  it('never guesses the digits Excel dropped into scientific notation', () => {
    const reason = (written: string) =>
      no(`${written}: Excel shortened this number; format the column as Text`);
    expect(readGhanaMobile('2.33244E+11')).toEqual(reason('2.33244E+11'));
    expect(readGhanaMobile('2,33244E+11')).toEqual(reason('2,33244E+11'));
    expect(readGhanaMobile('2.33E+11')).toEqual(reason('2.33E+11'));
    expect(readGhanaMobile('2.33244e11')).toEqual(reason('2.33244e11'));
  });

  it('takes the first mobile of several numbers in a cell', () => {
    expect(readGhanaMobile('024 412 3456 / 020 123 4567')).toEqual(ok('+233244123456'));
    expect(readGhanaMobile('030 277 1234 / 020 123 4567')).toEqual(ok('+233201234567'));
    expect(readGhanaMobile('+44 7911 123456 ::: 055 123 9876')).toEqual(ok('+233551239876'));
    expect(readGhanaMobile('030 277 1234; 0201234567')).toEqual(ok('+233201234567'));
    expect(readGhanaMobile('030 277 1234, 0201234567')).toEqual(ok('+233201234567'));
    expect(readGhanaMobile('030 277 1234 | 0201234567')).toEqual(ok('+233201234567'));
    expect(readGhanaMobile('030 277 1234\n0201234567')).toEqual(ok('+233201234567'));
  });

  it('gives the first number’s reason when none of them is a mobile', () => {
    expect(readGhanaMobile('030 277 1234 / +44 7911 123456')).toEqual(
      no('030 277 1234 is a landline'),
    );
    expect(readGhanaMobile('+44 7911 123456 ::: 030 277 1234')).toEqual(
      no('+44 7911 123456 is not a Ghana mobile number'),
    );
  });
});

describe('formatGhanaMobile', () => {
  it('is the app’s one display format', () => {
    expect(formatGhanaMobile('+233244123456')).toBe('+233 24 412 3456');
    expect(formatGhanaMobile).toBe(formatPhone);
  });
});

describe('looksLikePhone', () => {
  it('tells numbers from names and headers', () => {
    expect(looksLikePhone('024 412 3456')).toBe(true);
    expect(looksLikePhone('+44 7911 123456')).toBe(true);
    expect(looksLikePhone('2.33244E+11')).toBe(true);
    expect(looksLikePhone('244123456')).toBe(true);
    expect(looksLikePhone('Phone')).toBe(false);
    expect(looksLikePhone('Kwame Boateng')).toBe(false);
    expect(looksLikePhone('2026')).toBe(false);
    expect(looksLikePhone('')).toBe(false);
  });
});
