import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** Numbers without a country code are read as Ghanaian: 024 123 4567 is +233 24 123 4567. */
export const DEFAULT_COUNTRY: CountryCode = 'GH';

export const PHONE_REQUIRED = 'Phone number is required.';
export const PHONE_INVALID = 'Enter a valid phone number, like 024 123 4567 or +233 24 123 4567.';

export type PhoneResult = { ok: true; e164: string } | { ok: false; error: string };

/** Parses what a person typed (spaces, dashes, brackets welcome) into E.164, or says why not. */
export function normalisePhone(input: string, country: CountryCode = DEFAULT_COUNTRY): PhoneResult {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, error: PHONE_REQUIRED };
  // Only characters a phone number is written with; letters would be silently dropped.
  if (!/^[+\d\s().\-/]+$/.test(trimmed)) return { ok: false, error: PHONE_INVALID };
  const parsed = parsePhoneNumberFromString(trimmed, country);
  if (!parsed || !parsed.isValid()) return { ok: false, error: PHONE_INVALID };
  return { ok: true, e164: parsed.number };
}

/** "+233241234567" reads as "+233 24 123 4567"; anything unparseable is shown as stored. */
export function formatPhone(e164: string): string {
  // A Ghanaian number is written +233 XX XXX XXXX without a parse: a table of thousands of
  // contacts formats each row as it scrolls in.
  if (/^\+233\d{9}$/.test(e164)) {
    return `+233 ${e164.slice(4, 6)} ${e164.slice(6, 9)} ${e164.slice(9)}`;
  }
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** Digits of the number as dialled at home ("0241234567"), for searching; '' if unknown. */
export function nationalDigits(e164: string): string {
  // A Ghanaian number is dialled at home as 0 and the rest: no parse, so a search over many
  // contacts needs no cache. Other countries' home formats come from the phone metadata.
  if (/^\+233\d{9}$/.test(e164)) return `0${e164.slice(4)}`;
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return '';
  return parsed.formatNational().replace(/\D/g, '');
}
