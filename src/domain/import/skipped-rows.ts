import { toCsv } from '../csv';
import type { SkippedRow } from './types';

/** "Download skipped rows": the rows as they were in the file, each with why it was left out. */

export const SKIPPED_ROWS_REASON_HEADER = 'Reason';

/**
 * A UTF-8 CSV of the file's headers plus "Reason", then each skipped row's cells plus its
 * reason, so a person can fix the rows and import this file again. It starts with a byte-order
 * mark: without one Excel reads the file in the PC's code page and Ɛ, Ɔ or é come out garbled.
 */
export function skippedRowsCsv(headers: readonly string[], skipped: readonly SkippedRow[]): string {
  const width = headers.length;
  const rows = skipped.map((row) => [
    ...Array.from({ length: width }, (_, column) => row.cells[column] ?? ''),
    row.reason,
  ]);
  return `\uFEFF${toCsv([[...headers, SKIPPED_ROWS_REASON_HEADER], ...rows])}\r\n`;
}

/** "contacts.csv" → "contacts-skipped-rows.csv". */
export function skippedRowsFileName(sourceFileName: string): string {
  const base = sourceFileName.replace(/\.[^.]*$/, '') || 'contacts';
  return `${base}-skipped-rows.csv`;
}
