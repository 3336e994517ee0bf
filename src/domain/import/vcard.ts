import { decodeWindows1252 } from './text-decoding';
import type { SourceTable } from './types';

/**
 * Contacts exported from phones: vCard 2.1 (Android: QUOTED-PRINTABLE names in a CHARSET,
 * bare types as in `TEL;CELL;PREF:`), 3.0 (iPhone and Google: `TEL;TYPE=CELL,VOICE:`, Apple's
 * `item1.TEL;type=CELL;type=pref:`) and 4.0 (`TEL;VALUE=uri;TYPE="cell,voice":tel:+233...`),
 * with lines folded onto the next one behind a space or a tab.
 */

export const VCARD_HEADERS = ['Name', 'Phone', 'Group'] as const;

/** Several numbers or groups in one cell, as Google's own CSV joins them. */
export const MULTI_VALUE_SEPARATOR = ' ::: ';

export interface VCardTable {
  table: SourceTable;
  /** The versions the cards declare, each once, in ascending order ("2.1", "3.0"). */
  versions: string[];
  /** How many cards the file holds, blank ones included. */
  cards: number;
}

interface Property {
  /** Apple's "item1" in `item1.TEL`, which ties a number to its X-ABLabel. */
  group: string;
  name: string;
  types: Set<string>;
  encoding: string;
  charset: string;
  value: string;
}

interface Card {
  version: string;
  fn: string;
  n: string[];
  tels: { number: string; mobile: boolean; group: string }[];
  categories: string[];
  labels: Map<string, string>;
}

/** Splits on a character outside double quotes (`TYPE="cell,voice"` is one parameter). */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function colonOutsideQuotes(line: string): number {
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '"') quoted = !quoted;
    else if (char === ':' && !quoted) return index;
  }
  return -1;
}

const unquote = (value: string) => value.replace(/^"(.*)"$/, '$1');

/** vCard 2.1 names encodings and types bare: `TEL;CELL;PREF:`, `N;QUOTED-PRINTABLE:`. */
const BARE_ENCODINGS = new Set(['QUOTED-PRINTABLE', 'BASE64', 'B', '8BIT', '7BIT']);

function parseProperty(line: string): Property | null {
  const colon = colonOutsideQuotes(line);
  if (colon < 0) return null;
  const [nameWithGroup = '', ...parameters] = splitOutsideQuotes(line.slice(0, colon), ';');
  const dot = nameWithGroup.lastIndexOf('.');
  const property: Property = {
    group: dot >= 0 ? nameWithGroup.slice(0, dot).toLowerCase() : '',
    name: nameWithGroup
      .slice(dot + 1)
      .trim()
      .toUpperCase(),
    types: new Set(),
    encoding: '',
    charset: '',
    value: line.slice(colon + 1),
  };
  for (const parameter of parameters) {
    const equals = parameter.indexOf('=');
    if (equals < 0) {
      const bare = parameter.trim().toUpperCase();
      if (BARE_ENCODINGS.has(bare)) property.encoding = bare;
      else property.types.add(bare.toLowerCase());
      continue;
    }
    const key = parameter.slice(0, equals).trim().toUpperCase();
    const value = parameter.slice(equals + 1).trim();
    if (key === 'ENCODING') property.encoding = unquote(value).toUpperCase();
    else if (key === 'CHARSET') property.charset = unquote(value).toUpperCase();
    else if (key === 'TYPE') {
      for (const type of splitOutsideQuotes(value, ',')) {
        for (const part of unquote(type.trim()).split(','))
          property.types.add(part.trim().toLowerCase());
      }
    }
  }
  return property;
}

const UTF8 = new TextEncoder();

/** QUOTED-PRINTABLE text to bytes: =C6=90 is two bytes, any other character stands for itself. */
function quotedPrintableBytes(value: string): Uint8Array {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index] ?? '';
    const hex = value.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else if (char === '=') {
      // A soft line break's '=' left at the end: no character.
    } else {
      bytes.push(...UTF8.encode(char));
    }
  }
  return Uint8Array.from(bytes);
}

const LATIN_CHARSETS = new Set(['ISO-8859-1', 'ISO8859-1', 'LATIN1', 'WINDOWS-1252', 'CP1252']);

function decodeBytes(bytes: Uint8Array, charset: string): string {
  if (LATIN_CHARSETS.has(charset)) return decodeWindows1252(bytes);
  if (charset === 'UTF-8') return new TextDecoder('utf-8').decode(bytes);
  // No charset named: phones write UTF-8, older desktop programs their Windows code page.
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** The property's text with QUOTED-PRINTABLE undone; backslash escapes are kept for `unescape`. */
function rawText(property: Property): string {
  if (property.encoding !== 'QUOTED-PRINTABLE') return property.value;
  return decodeBytes(quotedPrintableBytes(property.value), property.charset);
}

function unescapeText(value: string): string {
  return value.replace(/\\([nN,;:\\])/g, (_, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );
}

/** A structured value (N) split on its unescaped semicolons. */
function components(value: string): string[] {
  return value.split(/(?<!\\);/).map((part) => unescapeText(part).trim());
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether a line continues onto the next in QUOTED-PRINTABLE's way: a final '=' (soft break). */
function continuesQuotedPrintable(line: string): boolean {
  if (!line.endsWith('=')) return false;
  const colon = colonOutsideQuotes(line);
  return colon >= 0 && /QUOTED-PRINTABLE/i.test(line.slice(0, colon));
}

/** Physical lines joined into properties: folding (a leading space or tab) and QP soft breaks. */
function unfold(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const last = lines.length - 1;
    const previous = lines[last];
    if (previous !== undefined && continuesQuotedPrintable(previous)) {
      lines[last] = previous.slice(0, -1) + line;
    } else if (previous !== undefined && /^[ \t]/.test(line)) {
      lines[last] = previous + line.slice(1);
    } else {
      lines.push(line);
    }
  }
  return lines;
}

const MOBILE_TYPES = new Set(['cell', 'mobile', 'iphone']);

function telNumber(property: Property): string {
  const text = unescapeText(rawText(property)).trim();
  // A vCard 4.0 URI: tel:+233-24-412-3456;ext=12 is the number before its parameters.
  const uri = /^tel:([^;]*)/i.exec(text);
  return (uri ? (uri[1] ?? '') : text).trim();
}

function addProperty(card: Card, property: Property) {
  switch (property.name) {
    case 'VERSION':
      card.version = property.value.trim();
      break;
    case 'FN':
      card.fn = tidy(unescapeText(rawText(property)));
      break;
    case 'N':
      card.n = components(rawText(property));
      break;
    case 'TEL': {
      const number = telNumber(property);
      const mobile = [...property.types].some((type) => MOBILE_TYPES.has(type));
      if (number !== '') card.tels.push({ number, mobile, group: property.group });
      break;
    }
    case 'CATEGORIES':
      for (const category of rawText(property).split(/(?<!\\),/)) {
        const name = tidy(unescapeText(category));
        if (name !== '') card.categories.push(name);
      }
      break;
    case 'X-ABLABEL':
      if (property.group !== '') card.labels.set(property.group, unescapeText(rawText(property)));
      break;
  }
}

function cardRow(card: Card): string[] {
  const [family = '', given = ''] = card.n;
  const name = card.fn !== '' ? card.fn : tidy(`${given} ${family}`);
  // Apple names a number's kind in a separate line: item2.X-ABLabel:_$!<Mobile>!$_
  const isMobile = (tel: Card['tels'][number]) =>
    tel.mobile || /mobile|cell/i.test(card.labels.get(tel.group) ?? '');
  const phones = [...card.tels.filter(isMobile), ...card.tels.filter((tel) => !isMobile(tel))];
  return [
    name,
    phones.map((tel) => tel.number).join(MULTI_VALUE_SEPARATOR),
    card.categories.join(MULTI_VALUE_SEPARATOR),
  ];
}

const newCard = (): Card => ({
  version: '',
  fn: '',
  n: [],
  tels: [],
  categories: [],
  labels: new Map(),
});

/** Every card of a .vcf file as a row of Name, Phone (mobiles first) and Group. */
export function readVCards(text: string): VCardTable {
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  const versions = new Set<string>();
  let cards = 0;
  let card: Card | null = null;
  const finish = (done: Card) => {
    cards += 1;
    if (done.version !== '') versions.add(done.version);
    const row = cardRow(done);
    if (row.some((cell) => cell !== '')) {
      rows.push(row);
      rowNumbers.push(cards);
    }
  };
  for (const line of unfold(text)) {
    const property = parseProperty(line);
    if (!property) continue;
    const value = property.value.trim().toUpperCase();
    if (property.name === 'BEGIN' && value === 'VCARD') {
      if (card) finish(card);
      card = newCard();
    } else if (property.name === 'END' && value === 'VCARD') {
      if (card) finish(card);
      card = null;
    } else if (card) {
      addProperty(card, property);
    }
  }
  if (card) finish(card);
  const sorted = [...versions].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  return { table: { headers: [...VCARD_HEADERS], rows, rowNumbers }, versions: sorted, cards };
}

/** "vCard 3.0"; a file of several versions lists them: "vCard 2.1 and 3.0". */
export function vcardFormatLabel(versions: readonly string[]): string {
  if (versions.length === 0) return 'vCard';
  if (versions.length === 1) return `vCard ${versions[0]}`;
  return `vCard ${versions.slice(0, -1).join(', ')} and ${versions[versions.length - 1]}`;
}
