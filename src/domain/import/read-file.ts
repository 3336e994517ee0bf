import { readDelimited } from './delimited';
import {
  formatLabel,
  recogniseFormat,
  suggestMappingForTable,
  suggestMappingFromContent,
} from './formats';
import { MAX_IMPORT_ROWS, tooManyRowsReason } from './limits';
import { tableFromRecords, type BuiltTable } from './table';
import { decodeText } from './text-decoding';
import type { ImportField, ReadMeta, ReadResult } from './types';
import { readVCards, vcardFormatLabel, VCARD_HEADERS } from './vcard';

/**
 * A contacts file, whatever wrote it, into a table with what was detected and a suggested
 * mapping, or a reason a person can act on. What the bytes are decides (a workbook renamed
 * .csv is still a workbook); the file name only settles what the bytes leave open.
 */

export {
  fileTooLargeReason,
  isFileTooLarge,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ROWS,
  tooManyRowsReason,
} from './limits';

export const EMPTY_FILE = 'The file is empty.';
export const HEADER_ONLY = 'The file has column names but no contacts.';
export const NO_CONTACTS_IN_VCARD = 'The file has no contacts.';
export const NOT_CONTACTS =
  'This is not a contacts file. Choose a .csv, .tsv, .txt, .vcf or .xlsx file.';
export const OLD_EXCEL =
  'This is an older Excel workbook (.xls). In Excel choose File › Save As › Excel Workbook ' +
  '(.xlsx) or CSV, then import that file.';
export const PASSWORD_WORKBOOK =
  'This workbook is protected with a password. Open it in Excel, remove the password ' +
  '(File › Info › Protect Workbook), save it, then import it again.';
export const UNREADABLE_WORKBOOK =
  'This workbook could not be read. Open it in Excel, save it again as .xlsx or CSV, and ' +
  'import that file.';

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/** Whether the ASCII text occurs in the bytes (names inside a zip or OLE container). */
function containsAscii(bytes: Uint8Array, text: string, twoByte = false): boolean {
  const needle = Array.from(text, (char) => char.charCodeAt(0)).flatMap((code) =>
    twoByte ? [code, 0] : [code],
  );
  const first = needle[0];
  for (
    let index = bytes.indexOf(first ?? 0);
    index >= 0;
    index = bytes.indexOf(first ?? 0, index + 1)
  ) {
    if (needle.every((byte, offset) => bytes[index + offset] === byte)) return true;
  }
  return false;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
/** PDF, PNG, JPEG, GIF, WebP/RIFF, RTF: files people pick by mistake. */
const NOT_TEXT = [
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x52, 0x49, 0x46, 0x46],
  [0x7b, 0x5c, 0x72, 0x74, 0x66],
];
const OTHER_OFFICE_FILES = /\.(docx?|pptx?|msg|pub|vsdx?|odt|odp)$/i;

const extension = (fileName: string) => /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** Text that is not text: NULs or other control characters, which no contacts file holds. */
function looksBinary(text: string): boolean {
  const head = Math.min(text.length, 4096);
  let controls = 0;
  for (let index = 0; index < head; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0) return true;
    // Tab, line feed, form feed and carriage return are text; the rest below 32, and DEL, not.
    const isControl =
      (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) || code === 127;
    if (isControl) controls += 1;
  }
  return controls > head / 100;
}

function isVCard(text: string, fileName: string): boolean {
  const firstLine = /^\s*(.*)/.exec(text)?.[1]?.trim() ?? '';
  if (/^BEGIN:VCARD$/i.test(firstLine)) return true;
  // A .vcf with a line or two before its first card (a comment, an export tool's banner).
  return /^(vcf|vcard)$/.test(extension(fileName)) && /^BEGIN:VCARD\s*$/im.test(text);
}

function tableResult(
  { table, hasHeader }: BuiltTable,
  meta: ReadMeta,
  mapping?: ImportField[],
): ReadResult {
  if (table.rows.length === 0) return { ok: false, reason: hasHeader ? HEADER_ONLY : EMPTY_FILE };
  if (table.rows.length > MAX_IMPORT_ROWS) {
    return { ok: false, reason: tooManyRowsReason(table.rows.length) };
  }
  const suggested =
    mapping ??
    (hasHeader
      ? suggestMappingForTable(table.headers, table.rows)
      : suggestMappingFromContent(table.rows, table.headers.length));
  return { ok: true, table, meta, mapping: suggested };
}

/** A workbook cell as the text Excel shows for it, near enough to read numbers and names. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

/**
 * A number as written in the sheet's XML, as Excel shows it in General format: 15 significant
 * digits, never an exponent for a phone number (233244123456 stays "233244123456").
 */
function numberText(raw: string): string {
  const value = Number(raw);
  return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : raw;
}

async function readWorkbook(bytes: Uint8Array): Promise<ReadResult> {
  try {
    const { readSheet } = await import('read-excel-file/universal');
    // Numbers arrive as the strings in the file, so their text is decided here, not by floats;
    // a marker tells them from text cells, which arrive as plain strings.
    const sheet = await readSheet<{ number: string }>(bytes.slice().buffer, {
      parseNumber: (raw) => ({ number: raw }),
    });
    const records = sheet.map((row) =>
      row.map((value) =>
        typeof value === 'object' && value !== null && 'number' in value
          ? numberText(value.number)
          : cellText(value),
      ),
    );
    const meta: ReadMeta = {
      format: 'xlsx',
      formatLabel: formatLabel('xlsx', null),
      encoding: null,
      delimiter: null,
    };
    return tableResult(tableFromRecords(records), meta);
  } catch {
    return { ok: false, reason: UNREADABLE_WORKBOOK };
  }
}

function readText(bytes: Uint8Array, fileName: string): ReadResult {
  const { text, encoding } = decodeText(bytes);
  if (text.trim() === '') return { ok: false, reason: EMPTY_FILE };
  if (looksBinary(text) || /^\s*<(?:!doctype|html|\?xml|table)/i.test(text)) {
    return { ok: false, reason: NOT_CONTACTS };
  }
  if (isVCard(text, fileName)) {
    const { table, versions, cards } = readVCards(text);
    if (table.rows.length === 0) return { ok: false, reason: NO_CONTACTS_IN_VCARD };
    if (cards > MAX_IMPORT_ROWS) return { ok: false, reason: tooManyRowsReason(cards) };
    const meta: ReadMeta = {
      format: 'vcard',
      formatLabel: vcardFormatLabel(versions),
      encoding,
      delimiter: null,
    };
    return tableResult({ table, hasHeader: true }, meta, VCARD_HEADERS.map(vcardField));
  }
  const delimited = readDelimited(text);
  const format = delimited.hasHeader ? recogniseFormat(delimited.table.headers) : 'spreadsheet';
  const meta: ReadMeta = {
    format,
    formatLabel: formatLabel(format, delimited.delimiter),
    encoding,
    delimiter: delimited.delimiter,
  };
  return tableResult(delimited, meta);
}

function vcardField(header: (typeof VCARD_HEADERS)[number]): ImportField {
  if (header === 'Name') return 'name';
  return header === 'Phone' ? 'phone' : 'group';
}

/** Reads a contacts file the person chose: .csv, .tsv, .txt, .vcf or .xlsx, told by content. */
export async function readContactsFile(bytes: Uint8Array, fileName: string): Promise<ReadResult> {
  if (bytes.length === 0) return { ok: false, reason: EMPTY_FILE };
  if (startsWith(bytes, ZIP)) {
    return containsAscii(bytes, 'xl/workbook')
      ? readWorkbook(bytes)
      : { ok: false, reason: NOT_CONTACTS };
  }
  if (startsWith(bytes, OLE)) {
    // Excel saves a workbook with a password as an OLE file holding the encrypted .xlsx.
    if (containsAscii(bytes, 'EncryptedPackage', true))
      return { ok: false, reason: PASSWORD_WORKBOOK };
    return { ok: false, reason: OTHER_OFFICE_FILES.test(fileName) ? NOT_CONTACTS : OLD_EXCEL };
  }
  if (NOT_TEXT.some((magic) => startsWith(bytes, magic)))
    return { ok: false, reason: NOT_CONTACTS };
  return readText(bytes, fileName);
}
