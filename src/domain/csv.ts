import {
  findByPhone,
  isContactListGroup,
  isContactStatus,
  nextContactId,
  type Contact,
  type ContactFilter,
} from './contacts';
import { normalisePhone } from './phone';

/** CSV in and out of the contact list (RFC 4180: commas, quotes doubled, CRLF rows). */

/** A contact file longer than this (in characters, about 20,000 rows) is refused unparsed. */
export const MAX_IMPORT_BYTES = 1_000_000;

export const CONTACT_CSV_HEADER = ['Name', 'Phone', 'Group', 'Status', 'Last Contact'] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ as a formula. Such cells get a leading
 * apostrophe, which spreadsheets hide and `parseContactsCsv` strips. A phone number in E.164
 * is left alone: "+233..." is only a number to a spreadsheet.
 */
function neutraliseFormula(cell: string): string {
  if (/^\+\d+$/.test(cell)) return cell;
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) => row.map((cell) => quote(neutraliseFormula(cell))).join(','))
    .join('\r\n');
}

/** Parses CSV text into rows of cells. Tolerates a byte-order mark, LF or CRLF, a final newline. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  for (; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else quoted = false;
      } else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') endRow();
    else if (char === '\r') {
      if (text[index + 1] === '\n') index += 1;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** The formats Export offers: CSV for any tool (and this app's import), or an Excel workbook. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The header, then one row per contact: every cell text, in the order of the table. */
export type ExportRows = readonly (readonly string[])[];

/**
 * What Export writes, whatever the format: the table's five columns (which this app's import
 * reads back), the number in E.164, the group and status as the import spells them, and the
 * date as YYYY-MM-DD ("" for never).
 */
export function contactsToRows(contacts: readonly Contact[]): ExportRows {
  const rows: (readonly string[])[] = [CONTACT_CSV_HEADER];
  for (const contact of contacts) {
    rows.push([
      contact.name,
      contact.phone,
      contact.group,
      contact.status,
      contact.lastContact ?? '',
    ]);
  }
  return rows;
}

export function contactsToCsv(contacts: readonly Contact[]): string {
  return toCsv(contactsToRows(contacts));
}

/**
 * A byte-order mark first: without it Excel reads a CSV in the PC's legacy code page, and
 * Ɛfua, Kɔfi or Adjoa Agyeman-Prempeh's é come out as mojibake. `parseCsv` skips it.
 */
export const BYTE_ORDER_MARK = '\uFEFF';

/** The text of an exported .csv file: the byte-order mark, then the rows. */
export function csvFileText(rows: ExportRows): string {
  return `${BYTE_ORDER_MARK}${toCsv(rows)}`;
}

export const EXPORT_MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** "nkra-contacts-vip.xlsx": the group the table showed, and the format. */
export function exportFileName(filter: ContactFilter, format: ExportFormat): string {
  return `nkra-contacts-${filter}.${format}`;
}

export type SkipReason = 'duplicate' | 'invalid';

export interface ImportResult {
  /** The new contacts, with ids that follow the existing ones. */
  added: Contact[];
  skipped: { row: number; reason: SkipReason; detail: string }[];
}

const HEADER_ALIASES: Record<keyof Omit<Contact, 'id'>, readonly string[]> = {
  name: ['name', 'full name', 'contact name'],
  phone: ['phone', 'phone number', 'mobile', 'mobile number', 'number', 'msisdn'],
  group: ['group', 'contact group'],
  status: ['status'],
  lastContact: ['last contact', 'lastcontact', 'last contacted', 'last_contact'],
};

type Columns = Record<keyof typeof HEADER_ALIASES, number>;

/** Which column holds what, from a header row; null when the row is not a header. */
function readHeader(cells: readonly string[]): Columns | null {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const find = (aliases: readonly string[]) => names.findIndex((name) => aliases.includes(name));
  const columns: Columns = {
    name: find(HEADER_ALIASES.name),
    phone: find(HEADER_ALIASES.phone),
    group: find(HEADER_ALIASES.group),
    status: find(HEADER_ALIASES.status),
    lastContact: find(HEADER_ALIASES.lastContact),
  };
  return columns.name >= 0 && columns.phone >= 0 ? columns : null;
}

/** Without a header the columns are taken in the export's order. */
const EXPORT_COLUMNS: Columns = { name: 0, phone: 1, group: 2, status: 3, lastContact: 4 };

const unneutralise = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * Reads contacts from CSV text. Numbers are normalised to E.164 (Ghanaian local numbers
 * accepted); a row is skipped when its name is blank, its number is not valid, its group or
 * status is not one we know, or its number is already in the list or earlier in the file.
 * A blank group means customers, a blank status active, a blank date never contacted.
 */
export function parseContactsCsv(text: string, existing: readonly Contact[]): ImportResult {
  const rows = parseCsv(text);
  const header = rows[0] ? readHeader(rows[0]) : null;
  const columns = header ?? EXPORT_COLUMNS;
  const firstDataRow = header ? 1 : 0;
  const added: Contact[] = [];
  const skipped: ImportResult['skipped'] = [];
  let id = nextContactId(existing);

  for (let index = firstDataRow; index < rows.length; index += 1) {
    const cells = rows[index] ?? [];
    const rowNumber = index + 1;
    if (cells.every((cell) => cell.trim() === '')) continue;
    const read = (column: number) => unneutralise((column >= 0 ? cells[column] : '') ?? '').trim();

    const name = read(columns.name);
    const phone = normalisePhone(read(columns.phone));
    const group = read(columns.group).toLowerCase() || 'customers';
    const status = read(columns.status).toLowerCase() || 'active';
    const lastContact = read(columns.lastContact);

    const invalid = (detail: string) => skipped.push({ row: rowNumber, reason: 'invalid', detail });
    if (name === '') {
      invalid('Name is blank.');
      continue;
    }
    if (!phone.ok) {
      invalid(phone.error);
      continue;
    }
    if (!isContactListGroup(group)) {
      invalid(`Unknown group "${group}".`);
      continue;
    }
    if (!isContactStatus(status)) {
      invalid(`Unknown status "${status}".`);
      continue;
    }
    if (lastContact !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(lastContact)) {
      invalid(`Last contact "${lastContact}" is not a YYYY-MM-DD date.`);
      continue;
    }
    const twin = findByPhone(existing, phone.e164) ?? findByPhone(added, phone.e164);
    if (twin) {
      skipped.push({
        row: rowNumber,
        reason: 'duplicate',
        detail: `${phone.e164} is already saved for ${twin.name}.`,
      });
      continue;
    }
    added.push({
      id,
      name,
      phone: phone.e164,
      group,
      status,
      lastContact: lastContact === '' ? null : lastContact,
    });
    id += 1;
  }
  return { added, skipped };
}

/** "Added 3 contacts. Skipped 2: 1 duplicate, 1 invalid row." */
export function describeImport({ added, skipped }: ImportResult): string {
  if (added.length === 0 && skipped.length === 0) return 'The file has no contact rows.';
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const addedText = `Added ${plural(added.length, 'contact')}.`;
  if (skipped.length === 0) return addedText;
  const duplicates = skipped.filter((skip) => skip.reason === 'duplicate').length;
  const invalid = skipped.length - duplicates;
  const parts = [
    duplicates > 0 ? plural(duplicates, 'duplicate') : null,
    invalid > 0 ? plural(invalid, 'invalid row') : null,
  ].filter(Boolean);
  return `${addedText} Skipped ${skipped.length}: ${parts.join(', ')}.`;
}
