import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { GHANA_MOBILE_PREFIXES } from '../networks';

/**
 * Reads the Ghana mobile number out of one cell of an imported file, as people and Excel
 * write them: 024 412 3456, +233 24 412 3456, 233244123456, 00233 24 412 3456, (024) 412-3456,
 * 024.412.3456, 244123456 (Excel's General format drops the 0) and several numbers in one cell.
 * Only mobiles can receive SMS, so a landline or a foreign number is a reason, not a contact.
 */

export type GhanaMobileResult = { ok: true; e164: string } | { ok: false; reason: string };

/** Mobile prefixes of the national numbering plan (src/domain/networks.ts, with its source). */
export { GHANA_MOBILE_PREFIXES };

export const NO_PHONE_NUMBER = 'no phone number';

export const isLandlineReason = (written: string) => `${written} is a landline`;
const notGhanaMobile = (written: string) => `${written} is not a Ghana mobile number`;
const shortenedByExcel = (written: string) =>
  `${written}: Excel shortened this number; format the column as Text`;

/** Where one cell holds several numbers: "024 412 3456 / 020 123 4567", Google's " ::: ", lines. */
const NUMBER_SEPARATORS = / ::: |[/;,|\r\n]+/;

/** 2.33244E+11 (or 2,33244E+11 where a comma is the decimal point): Excel dropped digits. */
const SCIENTIFIC = /^[+-]?\d+(?:[.,]\d+)?\s*[eE]\s*\+?\d+$/;

/** Characters a written phone number may hold besides digits. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** "+233 24 412 3456" read as E.164 when it is a Ghana mobile, else why not. */
function readOne(written: string): GhanaMobileResult {
  if (SCIENTIFIC.test(written)) return { ok: false, reason: shortenedByExcel(written) };
  if (!PHONE_CHARACTERS.test(written)) return { ok: false, reason: notGhanaMobile(written) };
  // "244123456.0": a number that went through a program that writes every number as a decimal.
  const whole = /^\d+\.0+$/.test(written) ? written.slice(0, written.indexOf('.')) : written;
  let digits = whole.replace(/\D/g, '');
  let international = written.startsWith('+');
  if (!international && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  if (!international && digits.length === 12 && digits.startsWith('233')) international = true;
  if (international) {
    if (!digits.startsWith('233')) return { ok: false, reason: notGhanaMobile(written) };
    // "+233 (0)24 412 3456": the home prefix written after the country code.
    digits = digits.slice(3).replace(/^0(?=\d{9}$)/, '');
  } else if (digits.length === 10 && digits.startsWith('0')) {
    digits = digits.slice(1);
  } else if (!(digits.length === 9 && !digits.startsWith('0'))) {
    // Nine digits without the 0 are what Excel's General format leaves of 024 412 3456.
    return { ok: false, reason: notGhanaMobile(written) };
  }
  if (!/^\d{9}$/.test(digits)) return { ok: false, reason: notGhanaMobile(written) };
  // Fixed lines are 03x (Accra 030, Kumasi 032, ...) in the national numbering plan.
  if (digits.startsWith('3')) return { ok: false, reason: isLandlineReason(written) };
  // libphonenumber's metadata lags the numbering plan (it knows only 0256 and 0257 of MTN's
  // 025 range), so a number in a mobile range of the plan counts too.
  const mobile =
    parsePhoneNumberFromString(`+233${digits}`)?.getType() === 'MOBILE' ||
    GHANA_MOBILE_PREFIXES.has(digits.slice(0, 2));
  return mobile
    ? { ok: true, e164: `+233${digits}` }
    : { ok: false, reason: notGhanaMobile(written) };
}

/**
 * The first Ghana mobile number in a cell, in E.164; when the cell holds none, why, quoting the
 * first number as it was written ("030 277 1234 is a landline").
 */
export function readGhanaMobile(cell: string): GhanaMobileResult {
  const trimmed = cell.trim();
  if (trimmed === '') return { ok: false, reason: NO_PHONE_NUMBER };
  // A cell with no digit holds no number: "-" is a blank, "n/a" or "none" is said as written.
  if (!/\d/.test(trimmed)) {
    return /\p{L}/u.test(trimmed)
      ? { ok: false, reason: notGhanaMobile(trimmed) }
      : { ok: false, reason: NO_PHONE_NUMBER };
  }
  // Split only after the whole cell is checked: "2,33244E+11" is one shortened number.
  if (SCIENTIFIC.test(trimmed)) return { ok: false, reason: shortenedByExcel(trimmed) };
  let first: GhanaMobileResult | null = null;
  for (const part of trimmed.split(NUMBER_SEPARATORS)) {
    const written = part.trim();
    if (!/\d/.test(written)) continue;
    const result = readOne(written);
    if (result.ok) return result;
    first ??= result;
  }
  return first ?? { ok: false, reason: NO_PHONE_NUMBER };
}

/** Whether a cell reads as some phone number (any country), to tell data rows from headers. */
export function looksLikePhone(cell: string): boolean {
  const trimmed = cell.trim();
  if (SCIENTIFIC.test(trimmed)) return true;
  if (!/^(?:tel:)?\+?[\d\s()./-]+$/i.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** The app shows numbers one way everywhere ("+233 24 412 3456"); an import shows them alike. */
export { formatPhone as formatGhanaMobile } from '../phone';
