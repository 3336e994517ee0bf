/**
 * Merge fields: what each recipient reads, and what the personalised messages cost. One name in
 * Akan or Ewe letters (Ɛ, Ɔ, Ŋ) makes that recipient's message UCS-2, which can double its parts.
 */
import { formatLastContact, type Contact } from './contacts';
import { CARRIER_LIMITS, carrierView, estimatedCost, type SmsEncoding } from './sms';

/** The spec's tag names, as written inside the brackets. */
export const TAG_NAMES = ['name', 'company', 'date', 'time', 'order', 'link'] as const;
export type TagName = (typeof TAG_NAMES)[number];

/** Tags no contact has a value for: without a fallback they are sent empty. */
export const TAGS_WITHOUT_VALUES: readonly TagName[] = ['order', 'link'];

export interface TagUse {
  /** The tag as written, brackets included: '[Name | Customer]'. */
  raw: string;
  /** The tag's name in lower case: 'name'. */
  tag: string;
  /** What replaces the tag when its value is empty, trimmed; null when none is written. */
  fallback: string | null;
  /** One of the spec's six tags. */
  known: boolean;
  /** Where `raw` starts in the message. */
  index: number;
}

/** What every recipient shares: the sender's company and the send date and time as read. */
export interface SharedMergeValues {
  company: string;
  /** The send date as the recipient reads it: '1 Dec 2026'. */
  date: string;
  /** The send time as the recipient reads it: '10:00'. */
  time: string;
}

/**
 * `[` + a name of letters, digits and underscores + an optional `|fallback` (no `]`, no line
 * break) + `]`. "[ ]" and "[50% off!]" are text, not tags.
 */
const TAG_PATTERN = /\[([\p{L}\p{N}_]+)(?:\s*\|([^\]\r\n]*))?\]/gu;

export function isTagName(value: string): value is TagName {
  return (TAG_NAMES as readonly string[]).includes(value);
}

/** Every tag-shaped use of square brackets in the message, in order. */
export function parseTags(message: string): TagUse[] {
  // Most messages have no tag: no need to compile or run the pattern's Unicode classes.
  if (!message.includes('[')) return [];
  const uses: TagUse[] = [];
  for (const match of message.matchAll(TAG_PATTERN)) {
    const tag = (match[1] ?? '').toLowerCase();
    const fallback = match[2]?.trim() ?? '';
    uses.push({
      raw: match[0],
      tag,
      fallback: fallback === '' ? null : fallback,
      known: isTagName(tag),
      index: match.index,
    });
  }
  return uses;
}

/** The first word of the contact's name ('Ɛfua' for 'Ɛfua Asante'); '' when it is blank. */
export function firstName(contact: Pick<Contact, 'name'>): string {
  const name = contact.name.trimStart();
  const space = name.search(/\s/);
  return space === -1 ? name : name.slice(0, space);
}

/** The value a tag takes for a contact; '' when there is none ([order], [link], unknown tags). */
export function mergeValue(
  tag: string,
  contact: Pick<Contact, 'name'>,
  shared: SharedMergeValues,
): string {
  switch (tag.toLowerCase()) {
    case 'name':
      return firstName(contact);
    case 'company':
      return shared.company;
    case 'date':
      return shared.date;
    case 'time':
      return shared.time;
    default:
      return '';
  }
}

/**
 * The message as the contact reads it: each tag becomes its value, or its fallback when the value
 * is empty, or nothing. Unknown tags stay as written.
 */
export function personalise(
  message: string,
  contact: Pick<Contact, 'name'>,
  shared: SharedMergeValues,
): string {
  if (!message.includes('[')) return message;
  return message.replace(TAG_PATTERN, (raw: string, name: string, fallback?: string) => {
    const tag = name.toLowerCase();
    if (!isTagName(tag)) return raw;
    const value = mergeValue(tag, contact, shared);
    return value !== '' ? value : (fallback?.trim() ?? '');
  });
}

export interface RecipientMessage {
  text: string;
  encoding: SmsEncoding;
  parts: number;
  cost: number;
}

/** What one contact receives, and what it costs at `ratePerSms`. */
export function recipientMessage(
  message: string,
  contact: Pick<Contact, 'name'>,
  shared: SharedMergeValues,
  ratePerSms: number,
): RecipientMessage {
  const text = personalise(message, contact, shared);
  const { encoding, parts } = carrierView(text);
  return { text, encoding, parts, cost: estimatedCost(parts, ratePerSms) };
}

export interface AudienceCost {
  recipients: number;
  /** Parts billed over every recipient's personalised message. */
  sms: number;
  cost: number;
  /** Recipients whose message is UCS-2 only because of their own merge values (their name). */
  ucs2: {
    recipients: number;
    /** Parts those recipients cost beyond a GSM-7 value of the same length. */
    extraSms: number;
    extraCost: number;
    /** The first three of them, in list order. */
    examples: Contact[];
  };
}

const EXAMPLES = 3;

interface Encoded {
  encoding: SmsEncoding;
  parts: number;
}

interface NameGroup {
  count: number;
  /** The group's first contacts, with their place in the list. */
  examples: { index: number; contact: Contact }[];
}

/** Recipients by first name, the only merge value that differs between them. */
export type NameGroups = ReadonlyMap<string, NameGroup>;

/**
 * Groups recipients by first name: once per list of recipients, so a view that keeps it (with
 * `useMemo`) spends a keystroke on the message only.
 */
export function groupByFirstName(recipients: readonly Contact[]): NameGroups {
  const groups = new Map<string, NameGroup>();
  recipients.forEach((contact, index) => {
    const name = firstName(contact);
    const group = groups.get(name);
    if (group === undefined) {
      groups.set(name, { count: 1, examples: [{ index, contact }] });
    } else {
      group.count += 1;
      if (group.examples.length < EXAMPLES) group.examples.push({ index, contact });
    }
  });
  return groups;
}

/**
 * What the message costs over the audience. Only [name] varies between recipients, so recipients
 * are grouped by first name, and first names by what decides the parts (GSM-7 or not, length):
 * a 1,600-character message over 2,847 recipients is encoded a dozen times, not 2,847.
 */
export function audienceCost(
  message: string,
  recipients: readonly Contact[],
  shared: SharedMergeValues,
  ratePerSms: number,
  groups: NameGroups = groupByFirstName(recipients),
): AudienceCost {
  const noUcs2 = { recipients: 0, extraSms: 0, extraCost: 0, examples: [] };
  const usesName = parseTags(message).some((use) => use.tag === 'name');
  if (!usesName || recipients.length === 0) {
    const { parts } = carrierView(personalise(message, { name: '' }, shared));
    const sms = parts * recipients.length;
    return {
      recipients: recipients.length,
      sms,
      cost: estimatedCost(sms, ratePerSms),
      ucs2: noUcs2,
    };
  }

  const byShape = new Map<string, Encoded>();
  const template = splitAtNames(message, shared);
  const encode = (name: string): Encoded => {
    const key = shapeOf(name);
    let encoded = byShape.get(key);
    if (encoded === undefined) {
      encoded =
        template.simple && key.startsWith('=') === false && name !== ''
          ? template.withNameOf(key.startsWith('u') ? 'UCS-2' : 'GSM-7', name.length)
          : carrierView(personalise(message, { name }, shared));
      byShape.set(key, { encoding: encoded.encoding, parts: encoded.parts });
    }
    return encoded;
  };

  let sms = 0;
  let ucs2Recipients = 0;
  let extraSms = 0;
  const examples: { index: number; contact: Contact }[] = [];
  for (const [name, group] of groups) {
    const encoded = encode(name);
    sms += encoded.parts * group.count;
    if (encoded.encoding !== 'UCS-2') continue;
    const standIn = encode('x'.repeat(name.length));
    if (standIn.encoding !== 'GSM-7') continue;
    ucs2Recipients += group.count;
    extraSms += (encoded.parts - standIn.parts) * group.count;
    examples.push(...group.examples);
  }
  examples.sort((a, b) => a.index - b.index);

  return {
    recipients: recipients.length,
    sms,
    cost: estimatedCost(sms, ratePerSms),
    ucs2: {
      recipients: ucs2Recipients,
      extraSms,
      extraCost: estimatedCost(extraSms, ratePerSms),
      examples: examples.slice(0, EXAMPLES).map((example) => example.contact),
    },
  };
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** Stands for a name while the rest of the message is measured: never typed, never empty. */
const NAME_MARK = '\uE000';

/** Parts of a message of `units` in `encoding` where no character takes two units. */
function partsOf(units: number, encoding: SmsEncoding): number {
  const limits = CARRIER_LIMITS[encoding];
  if (units === 0) return 0;
  return units <= limits.single ? 1 : Math.ceil(units / limits.perPart);
}

/**
 * The message with every value but the name filled in, measured once. When none of its characters
 * takes two units (no GSM-7 extension character, no surrogate pair), a name of plain characters
 * changes only the length and maybe the encoding, so its parts follow by arithmetic: a keystroke
 * in a 1,600-character message encodes it once, not once per name length.
 */
function splitAtNames(message: string, shared: SharedMergeValues) {
  const marked = personalise(message, { name: NAME_MARK }, shared);
  const rest = marked.replaceAll(NAME_MARK, '');
  const names = (marked.length - rest.length) / NAME_MARK.length;
  const view = carrierView(rest);
  const simple = view.units === rest.length && !SURROGATE.test(rest);
  return {
    simple,
    withNameOf(nameEncoding: SmsEncoding, nameLength: number): Encoded {
      const encoding: SmsEncoding =
        view.encoding === 'UCS-2' || nameEncoding === 'UCS-2' ? 'UCS-2' : 'GSM-7';
      return { encoding, parts: partsOf(rest.length + names * nameLength, encoding) };
    },
  };
}

/**
 * What decides the parts a name gives a message. A name of plain GSM-7 characters (one septet
 * each) counts only by its length, and so does one of other BMP characters (one UTF-16 unit each
 * in UCS-2); a name with GSM-7 extension characters or surrogate pairs stands for itself.
 */
function shapeOf(name: string): string {
  if (SURROGATE.test(name)) return `=${name}`;
  const view = carrierView(name);
  if (view.units !== name.length) return `=${name}`;
  return `${view.encoding === 'GSM-7' ? 'g' : 'u'}${name.length}`;
}

/** What every recipient's tags share when a campaign goes at `when` (the account's zone). */
export function sharedMergeValues(
  company: string,
  when: { date: string; time: string },
): SharedMergeValues {
  return { company, date: formatLastContact(when.date), time: when.time };
}
