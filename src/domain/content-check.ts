/**
 * What to fix before sending: words and links Ghanaian networks filter, characters that make
 * every SMS shorter, a promotional message with no way to opt out, tags that would go out empty
 * or as written.
 */
import { parseTags, TAGS_WITHOUT_VALUES, type TagName } from './personalise';
import { CARRIER_LIMITS, carrierView, describeCharacter } from './sms';

/** Names that imitate a network or its mobile money service: networks filter them. */
const NETWORK_WORDS = ['MTN', 'MoMo', 'Mobile Money', 'Telecel Cash', 'AirtelTigo Money'];
/** Banks whose names scams imitate: networks filter them too. */
const BANK_WORDS = ['GCB', 'Ecobank', 'Stanbic', 'Absa', 'CalBank', 'Fidelity Bank'];

/** Words networks filter in sender IDs and messages, matched as whole words in any case. */
export const BLOCKED_WORDS: readonly string[] = [...NETWORK_WORDS, ...BANK_WORDS];

/** Link shorteners networks often block: a message should link the sender's own domain. */
export const LINK_SHORTENERS: readonly string[] = [
  'bit.ly',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'buff.ly',
  'cutt.ly',
  'rebrand.ly',
  'shorturl.at',
  'tiny.cc',
  'rb.gy',
];

export type MessageType = 'promotional' | 'transactional';

export type ContentWarningKind =
  'blocked-word' | 'link-shortener' | 'unicode' | 'missing-opt-out' | 'unresolved-tag';

export type ContentWarning = {
  kind: ContentWarningKind;
  /** The part of the message the warning concerns, as written; '' for a missing opt-out. */
  text: string;
  /** What is wrong and what to do, in a sentence. */
  message: string;
};

export interface ContentCheckOptions {
  messageType: MessageType;
  /** The account's opt-out line (Settings). */
  optOutLine: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Keys words and lines so that case and runs of whitespace do not matter. */
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const WORD_CHARACTER = '[\\p{L}\\p{N}_]';

/** Longest first, so "Mobile Money" is found whole; any whitespace between the words. */
const BLOCKED_PATTERN = new RegExp(
  `(?<!${WORD_CHARACTER})(?:${[...BLOCKED_WORDS]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.split(' ').map(escapeRegExp).join('\\s+'))
    .join('|')})(?!${WORD_CHARACTER})`,
  'giu',
);

/**
 * A test of whether a text can hold a match of a pattern: does it have one of the literals every
 * match contains, in any case. Most messages have none, and this test needs none of the Unicode
 * letter classes that make the whole pattern costly to compile (at its first use, as a draft is
 * pasted) and to run.
 */
const mayContain = (literals: readonly string[]) =>
  new RegExp(literals.map(escapeRegExp).join('|'), 'iu');

const MAY_HAVE_BLOCKED_WORD = mayContain(BLOCKED_WORDS.map((word) => word.split(' ')[0] ?? word));

const BANKS = new Set(BANK_WORDS.map(normalise));

/** The blocked words in the text, as written there, each once, in order of appearance. */
export function findBlockedWords(text: string): string[] {
  if (!MAY_HAVE_BLOCKED_WORD.test(text)) return [];
  const found = new Map<string, string>();
  for (const match of text.matchAll(BLOCKED_PATTERN)) {
    const key = normalise(match[0]);
    if (!found.has(key)) found.set(key, match[0]);
  }
  return [...found.values()];
}

/**
 * A shortener's domain, with or without a scheme or "www.", not inside a longer name
 * ("habit.ly", "t.com", "me@bit.ly"), then its path up to the next space.
 */
const SHORTENER_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}_.@/-])(?:https?://)?(?:www\\.)?(?:${LINK_SHORTENERS.map(escapeRegExp).join('|')})` +
    `(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])(?:/\\S*)?`,
  'giu',
);

/** Punctuation that ends a sentence rather than a link: "Shop at bit.ly/x." */
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"]+$/;

const MAY_HAVE_SHORT_LINK = mayContain(LINK_SHORTENERS);

/** The shortened links in the text, as written, each once, in order of appearance. */
export function findShortLinks(text: string): string[] {
  if (!MAY_HAVE_SHORT_LINK.test(text)) return [];
  const found = new Set<string>();
  for (const match of text.matchAll(SHORTENER_PATTERN)) {
    found.add(match[0].replace(TRAILING_PUNCTUATION, ''));
  }
  return [...found];
}

const OPT_OUT_WORDS = /opt[\s-]?out|unsubscribe|\bstop\b/i;

/** True when the message carries the account's opt-out line or otherwise says how to opt out. */
export function hasOptOutInstructions(message: string, optOutLine: string): boolean {
  // The words first: they need no copy of the message.
  if (OPT_OUT_WORDS.test(message)) return true;
  const line = normalise(optOutLine);
  return line !== '' && normalise(message).includes(line);
}

/**
 * The message with the opt-out line on a line of its own at the end (the line alone for an
 * empty message); unchanged when the line is already there.
 */
export function withOptOutLine(message: string, line: string): string {
  const optOut = line.trim();
  if (optOut === '' || normalise(message).includes(normalise(optOut))) return message;
  const body = message.trimEnd();
  return body === '' ? optOut : `${body}\n${optOut}`;
}

const FALLBACK_EXAMPLES: Partial<Record<TagName, string>> = {
  order: 'your order',
  link: 'yourshop.com.gh',
};

function blockedWordWarning(word: string): ContentWarning {
  const imitates = BANKS.has(normalise(word)) ? 'a bank' : 'a network or mobile money service';
  return {
    kind: 'blocked-word',
    text: word,
    message: `Networks block "${word}" in messages: it imitates ${imitates}. Remove it or the message may not be delivered.`,
  };
}

function unicodeWarning(characters: readonly string[]): ContentWarning {
  const described = characters.map(describeCharacter);
  return {
    kind: 'unicode',
    text: described.join(' '),
    message: `${described.join(', ')} ${described.length === 1 ? 'forces' : 'force'} UCS-2: each SMS holds ${CARRIER_LIMITS['UCS-2'].single} characters instead of ${CARRIER_LIMITS['GSM-7'].single}.`,
  };
}

function tagWarnings(message: string): ContentWarning[] {
  const warnings: ContentWarning[] = [];
  const seen = new Set<string>();
  for (const use of parseTags(message)) {
    const key = use.raw.toLowerCase();
    if (seen.has(key)) continue;
    if (!use.known) {
      seen.add(key);
      warnings.push({
        kind: 'unresolved-tag',
        text: use.raw,
        message: `${use.raw} is not a personalization tag: it would be sent as written.`,
      });
    } else if (use.fallback === null && TAGS_WITHOUT_VALUES.includes(use.tag as TagName)) {
      seen.add(key);
      const example = FALLBACK_EXAMPLES[use.tag as TagName] ?? use.tag;
      warnings.push({
        kind: 'unresolved-tag',
        text: use.raw,
        message: `${use.raw} has no value for your contacts: it would be sent empty. Add a fallback, like [${use.tag}|${example}].`,
      });
    }
  }
  return warnings;
}

/**
 * Everything worth fixing before the message goes out, in this order: blocked words, shortened
 * links, characters that force UCS-2, a missing opt-out (promotional messages), tags that would
 * be sent empty or as written.
 */
export function checkContent(message: string, options: ContentCheckOptions): ContentWarning[] {
  if (message === '') return [];
  const warnings: ContentWarning[] = findBlockedWords(message).map(blockedWordWarning);
  for (const link of findShortLinks(message)) {
    warnings.push({
      kind: 'link-shortener',
      text: link,
      message: `${link}: networks often block shortened links. Use your own website address.`,
    });
  }
  // The counts beneath the field ask the carrier's view of the same message on each keystroke:
  // one scan of the message answers both.
  const { unicodeCharacters } = carrierView(message);
  if (unicodeCharacters.length > 0) warnings.push(unicodeWarning(unicodeCharacters));
  if (
    options.messageType === 'promotional' &&
    message.trim() !== '' &&
    !hasOptOutInstructions(message, options.optOutLine)
  ) {
    warnings.push({
      kind: 'missing-opt-out',
      text: '',
      message:
        'Promotional messages must say how to opt out free of charge (Electronic Transactions Act, s.50).',
    });
  }
  warnings.push(...tagWarnings(message));
  return warnings;
}
