import type { Contact, ContactFilter, StatusFilter } from './contacts';

/** CSV out of the contact list (RFC 4180: commas, quotes doubled, CRLF rows). */

export const CONTACT_CSV_HEADER = ['Name', 'Phone', 'Group', 'Status', 'Last Contact'] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ as a formula. Such cells get a leading
 * apostrophe, which spreadsheets hide and the import strips (src/domain/import/plan.ts). A phone number in E.164
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

/**
 * "nkra-contacts-vip.xlsx": the group the table showed, and the format; the status too when the
 * table showed one ("nkra-contacts-all-opted-out.csv" is the suppression list).
 */
export function exportFileName(
  filter: ContactFilter,
  format: ExportFormat,
  status: StatusFilter = 'all',
): string {
  return `nkra-contacts-${filter}${status === 'all' ? '' : `-${status}`}.${format}`;
}
