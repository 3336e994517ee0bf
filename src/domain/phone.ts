import { GHANA_MOBILE_PREFIXES } from './networks';

/**
 * Phone numbers of contacts. Campaigns go out through Ghana's mobile networks, which approve
 * sender IDs one by one, so a contact's number is a Ghana mobile number, as an import also
 * requires (src/domain/import/ghana-mobile.ts): stored in E.164, shown one way. The national
 * numbering plan's prefixes tell a mobile from a landline without a phone-number library, which
 * would weigh some 30 kB in the dashboard.
 */

export const PHONE_REQUIRED = 'Phone number is required.';
export const PHONE_INVALID = 'Enter a Ghana mobile number, like 024 123 4567 or +233 24 123 4567.';
export const PHONE_LANDLINE =
  'This is a landline number, and landlines cannot receive SMS. Enter a mobile number.';

export type PhoneResult = { ok: true; e164: string } | { ok: false; error: string };

/**
 * Parses what a person typed (spaces, dashes, brackets welcome; 0 at home, +233, 233 or 00233)
 * into E.164, or says why not.
 */
export function normalisePhone(input: string): PhoneResult {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, error: PHONE_REQUIRED };
  // Only characters a phone number is written with; letters would be silently dropped.
  if (!/^[+\d\s().\-/]+$/.test(trimmed)) return { ok: false, error: PHONE_INVALID };
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+') || digits.startsWith('00')) {
    digits = digits.replace(/^00/, '');
    if (!digits.startsWith('233')) return { ok: false, error: PHONE_INVALID };
    // "+233 (0)24 123 4567": the home 0 written after the country code.
    digits = digits.slice(3).replace(/^0(?=\d{9}$)/, '');
  } else if (digits.length === 12 && digits.startsWith('233')) {
    digits = digits.slice(3);
  } else if (digits.length === 10 && digits.startsWith('0')) {
    digits = digits.slice(1);
  } else {
    return { ok: false, error: PHONE_INVALID };
  }
  if (!/^\d{9}$/.test(digits)) return { ok: false, error: PHONE_INVALID };
  // Fixed lines are 03x in the plan (Accra 030, Kumasi 032, ...).
  if (digits.startsWith('3')) return { ok: false, error: PHONE_LANDLINE };
  if (!GHANA_MOBILE_PREFIXES.has(digits.slice(0, 2))) return { ok: false, error: PHONE_INVALID };
  return { ok: true, e164: `+233${digits}` };
}

/** "+233241234567" reads as "+233 24 123 4567"; anything else is shown as stored. */
export function formatPhone(e164: string): string {
  if (/^\+233\d{9}$/.test(e164)) {
    return `+233 ${e164.slice(4, 6)} ${e164.slice(6, 9)} ${e164.slice(9)}`;
  }
  return e164;
}

/** Digits of the number as dialled at home ("0241234567"), for searching; '' if not Ghana's. */
export function nationalDigits(e164: string): string {
  return /^\+233\d{9}$/.test(e164) ? `0${e164.slice(4)}` : '';
}
