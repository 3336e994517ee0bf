import type { ContactListGroup } from '../contacts';

/**
 * The shapes a contacts file passes through on its way into the contact list:
 * bytes → a table of text cells with what was detected → a mapping a person can change →
 * a plan (ready, duplicates, skipped with reasons) → the new contacts.
 */

/** What a source column becomes. `ignore` columns are read but not used. */
export const IMPORT_FIELDS = ['name', 'firstName', 'lastName', 'phone', 'group', 'ignore'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  group: 'Group',
  ignore: 'Ignore',
};

/** Where the file came from, as far as its headers and shape tell. */
export type SourceFormat =
  'nkra' | 'google' | 'google-legacy' | 'outlook' | 'spreadsheet' | 'vcard' | 'xlsx';

export type TextEncoding = 'UTF-8' | 'UTF-8 with BOM' | 'UTF-16 LE' | 'UTF-16 BE' | 'Windows-1252';
export type Delimiter = ',' | ';' | '\t';

export interface SourceTable {
  /** One name per column; a file without a header row gets "Column 1", "Column 2", ... */
  headers: string[];
  /** Data rows (no header), every cell as text; rows are padded to the headers' length. */
  rows: string[][];
  /** For each row, the number a person finds it under: its spreadsheet row, or its vCard's place. */
  rowNumbers: number[];
}

export interface ReadMeta {
  format: SourceFormat;
  /** "Google Contacts CSV", "Outlook CSV", "vCard 3.0", "Excel workbook (.xlsx)", ... */
  formatLabel: string;
  /** null for .xlsx, which carries its own. */
  encoding: TextEncoding | null;
  /** null for vCard and .xlsx. */
  delimiter: Delimiter | null;
}

export type ReadResult =
  | { ok: true; table: SourceTable; meta: ReadMeta; mapping: ImportField[] }
  | { ok: false; reason: string };

/** What the person chose in the mapping step. */
export interface ImportMapping {
  /** One field per source column, in the table's column order. */
  columns: ImportField[];
  /** The group for rows with no group, or a group the account does not have. */
  addToGroup: ContactListGroup;
}

export interface NewContact {
  name: string;
  /** E.164, +233 and nine digits. */
  phone: string;
  group: ContactListGroup;
}

export interface SkippedRow {
  /** As in `SourceTable.rowNumbers`. */
  row: number;
  /** Without the row number: "030 277 1234 is a landline", "no phone number", ... */
  reason: string;
  /** The row's original cells, for "Download skipped rows". */
  cells: string[];
}

export interface ImportPlan {
  ready: NewContact[];
  /** Rows whose number is already in the contacts or earlier in the file. */
  duplicates: number;
  skipped: SkippedRow[];
}

export interface ImportSummary {
  ready: number;
  duplicates: number;
  skipped: number;
}
