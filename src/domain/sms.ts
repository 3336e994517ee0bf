/**
 * SMS rules. Two views of the same message:
 * - the product's counters (SPEC section 9): 160 characters per SMS, whatever the characters;
 * - the carrier's view (advisory): GSM-7 or UCS-2 encoding and the parts a network bills.
 */

/** Characters per SMS, as the product counts them. */
export const SMS_LENGTH = 160;
/** The longest message the composer sends: 10 SMS. */
export const MAX_SMS_PER_MESSAGE = 10;
export const MAX_MESSAGE_LENGTH = SMS_LENGTH * MAX_SMS_PER_MESSAGE;
/**
 * What the composer holds at most. Above the sending limit, so a slightly long paste can be
 * edited down without losing its tail, and far below what would slow a keystroke.
 */
export const MESSAGE_INPUT_CAP = 10_000;

/** SMS count = length / 160 rounded up (0 for an empty message). */
export function smsCount(length: number): number {
  return Math.ceil(length / SMS_LENGTH);
}

/** 160 − (length mod 160), shown only once the message runs past one SMS; otherwise null. */
export function charactersRemaining(length: number): number | null {
  return length > SMS_LENGTH ? SMS_LENGTH - (length % SMS_LENGTH) : null;
}

export function totalSms(recipients: number, smsPerMessage: number): number {
  return recipients * smsPerMessage;
}

/** Cost in GHS of `total` SMS at `ratePerSms`, rounded to a hundredth of a pesewa. */
export function estimatedCost(total: number, ratePerSms: number): number {
  return Math.round(total * ratePerSms * 10_000) / 10_000;
}

export function isMessageTooLong(length: number): boolean {
  return length > MAX_MESSAGE_LENGTH;
}

export interface CappedMessage {
  message: string;
  /** The length of what arrived, when it was cut to MESSAGE_INPUT_CAP; otherwise null. */
  cutFrom: number | null;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** The first `length` characters of `text`, less one where that would split a surrogate pair. */
function firstCharacters(text: string, length: number): string {
  return text.slice(0, isHighSurrogate(text.charCodeAt(length - 1)) ? length - 1 : length);
}

/** Keeps at most MESSAGE_INPUT_CAP characters, never splitting an emoji's surrogate pair. */
export function capMessage(text: string): CappedMessage {
  if (text.length <= MESSAGE_INPUT_CAP) return { message: text, cutFrom: null };
  return { message: firstCharacters(text, MESSAGE_INPUT_CAP), cutFrom: text.length };
}

/**
 * What of the message a campaign could carry: all of it within the limit, else its first
 * MAX_MESSAGE_LENGTH characters (never half an emoji). The preview shows this much, so a message
 * over the limit shows where the limit falls in it.
 */
export function sendablePart(message: string): string {
  return isMessageTooLong(message.length) ? firstCharacters(message, MAX_MESSAGE_LENGTH) : message;
}

// GSM 03.38: the basic table (escape excluded) and the extension table reached through it.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

/**
 * A character class of exactly these characters, written as code points. The composer asks its
 * questions of a 5,000-character message several times per keystroke: the regular expression
 * engine scans it in native code, where a loop of `Set` lookups runs in the interpreter at first.
 */
const anyOf = (characters: Iterable<string>) =>
  `[${[...characters].map((char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`).join('')}]`;

const ALL_GSM = new RegExp(`^${anyOf([...BASIC, ...EXTENSION])}*$`, 'u');
const ANY_EXTENSION = new RegExp(anyOf(EXTENSION), 'u');
const ANY_SURROGATE = /[\uD800-\uDFFF]/;

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export const CARRIER_LIMITS = {
  'GSM-7': { single: 160, perPart: 153 },
  'UCS-2': { single: 70, perPart: 67 },
} as const satisfies Record<SmsEncoding, { single: number; perPart: number }>;

/** Read-only: one answer may be handed to several callers (see `carrierView`). */
export interface CarrierView {
  readonly encoding: SmsEncoding;
  /** Parts a carrier bills for the message (0 when empty). */
  readonly parts: number;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the message takes. */
  readonly units: number;
  /** Characters outside GSM 03.38 that forced UCS-2, each once, in order of appearance. */
  readonly unicodeCharacters: readonly string[];
}

/** The characters outside GSM 03.38 (they force UCS-2), each once, in order of appearance. */
export function unicodeCharactersOf(message: string): string[] {
  if (ALL_GSM.test(message)) return [];
  const unicode = new Set<string>();
  for (const char of message) {
    if (!BASIC.has(char) && !EXTENSION.has(char)) unicode.add(char);
  }
  return [...unicode];
}

/**
 * The last message `carrierView` read, and its answer: a keystroke asks it of the same message
 * three times (the counts, the preview's recipient and the audience's cost, when no tag makes
 * their texts differ).
 */
let lastView: { message: string; view: CarrierView } | null = null;

/** How a carrier encodes and splits the message. */
export function carrierView(message: string): CarrierView {
  if (lastView?.message === message) return lastView.view;
  const unicodeCharacters = unicodeCharactersOf(message);
  const encoding = unicodeCharacters.length === 0 ? 'GSM-7' : 'UCS-2';
  const view: CarrierView = { encoding, ...splitIntoParts(message, encoding), unicodeCharacters };
  lastView = { message, view };
  return view;
}

/**
 * Units of each character (GSM-7: 1 or 2 septets; UCS-2: 1 or 2 UTF-16 units), filled greedily
 * into parts in which no character is split between two parts. One pass, keeping no list: the
 * composer counts a 5,000-character message several times per keystroke.
 */
function splitIntoParts(message: string, encoding: SmsEncoding): { parts: number; units: number } {
  const limits = CARRIER_LIMITS[encoding];
  // With every character one unit (no GSM-7 extension character, no UCS-2 surrogate pair), no
  // character can straddle two parts, and the split is arithmetic.
  const twoUnitCharacter = encoding === 'GSM-7' ? ANY_EXTENSION : ANY_SURROGATE;
  const { units, split } = twoUnitCharacter.test(message)
    ? greedyFill(message, encoding, limits.perPart)
    : { units: message.length, split: Math.ceil(message.length / limits.perPart) };
  const parts = units === 0 ? 0 : units <= limits.single ? 1 : split;
  return { parts, units };
}

/** The units the message takes, and the parts of `perPart` units it fills once split. */
function greedyFill(message: string, encoding: SmsEncoding, perPart: number) {
  let units = 0;
  let split = 1;
  // The units in the last part so far.
  let used = 0;
  const add = (size: number) => {
    units += size;
    if (used + size > perPart) {
      split += 1;
      used = 0;
    }
    used += size;
  };
  if (encoding === 'GSM-7') {
    for (const char of message) add(EXTENSION.has(char) ? 2 : 1);
  } else {
    for (let index = 0; index < message.length; index += 1) {
      const pair = isHighSurrogate(message.charCodeAt(index)) && index + 1 < message.length;
      add(pair ? 2 : 1);
      if (pair) index += 1;
    }
  }
  return { units, split };
}

/** Characters with a GSM-7 equivalent, and what replaces them. */
const GSM_SAFE_REPLACEMENTS: ReadonlyMap<string, string> = new Map([
  ['\u2018', "'"], // left single quote
  ['\u2019', "'"], // right single quote, apostrophe
  ['\u201A', "'"], // low single quote
  ['\u201B', "'"],
  ['\u2032', "'"], // prime
  ['\u201C', '"'], // left double quote
  ['\u201D', '"'], // right double quote
  ['\u201E', '"'], // low double quote
  ['\u201F', '"'],
  ['\u2033', '"'], // double prime
  ['\u00AB', '"'], // guillemets
  ['\u00BB', '"'],
  ['\u2010', '-'], // hyphen
  ['\u2011', '-'], // non-breaking hyphen
  ['\u2012', '-'], // figure dash
  ['\u2013', '-'], // en dash
  ['\u2014', '-'], // em dash
  ['\u2015', '-'], // horizontal bar
  ['\u2212', '-'], // minus sign
  ['\u2026', '...'], // ellipsis
  ['\u00A0', ' '], // non-breaking space
  ['\u2007', ' '], // figure space
  ['\u2009', ' '], // thin space
  ['\u202F', ' '], // narrow non-breaking space
  ['\u200B', ''], // zero-width space
  ['\uFEFF', ''], // byte order mark
]);

/** The cedi sign has no GSM equivalent on its own, but "GH₵" reads the same as "GHS". */
const CEDI_PREFIX = 'GH\u20B5';

const ANY_REPLACEABLE = new RegExp(anyOf(GSM_SAFE_REPLACEMENTS.keys()), 'u');

/** True when the message has at least one character that `toGsmSafe` would replace. */
export function hasGsmSafeReplacements(message: string): boolean {
  return message.includes(CEDI_PREFIX) || ANY_REPLACEABLE.test(message);
}

/** Replaces curly quotes, dashes, ellipses, special spaces and "GH₵" with GSM-7 characters. */
export function toGsmSafe(message: string): string {
  let out = '';
  for (const char of message.replaceAll(CEDI_PREFIX, 'GHS')) {
    out += GSM_SAFE_REPLACEMENTS.get(char) ?? char;
  }
  return out;
}

/** How a character that forced UCS-2 is named to a person: visible, or by its code point. */
export function describeCharacter(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  const invisible = /\s/u.test(char) || code < 0x20 || (code >= 0x200b && code <= 0x200f);
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (char === '\u00A0') return `non-breaking space (${hex})`;
  return invisible ? hex : char;
}

export interface MessageStats {
  /** Characters, as the product counts them: the string's length (emoji count as two). */
  characters: number;
  sms: number;
  /** Characters left in the current SMS, or null while the message fits in one. */
  remaining: number | null;
  tooLong: boolean;
  /** Characters to remove before the message can be sent (0 when it can). */
  overLimitBy: number;
  carrier: CarrierView;
  /** Whether the carrier line is worth showing: UCS-2, or a part count unlike the spec's. */
  showCarrierNote: boolean;
  canMakeGsmSafe: boolean;
}

export function messageStats(message: string): MessageStats {
  const characters = message.length;
  const sms = smsCount(characters);
  const carrier = carrierView(message);
  return {
    characters,
    sms,
    remaining: charactersRemaining(characters),
    tooLong: isMessageTooLong(characters),
    overLimitBy: Math.max(0, characters - MAX_MESSAGE_LENGTH),
    carrier,
    showCarrierNote: carrier.encoding === 'UCS-2' || carrier.parts !== sms,
    canMakeGsmSafe: hasGsmSafeReplacements(message),
  };
}
