import { isKnownHeader } from './formats';
import { looksLikePhone } from './ghana-mobile';
import type { SourceTable } from './types';

/** A sheet's rows as text, from a delimited file or a workbook, made into a `SourceTable`. */

export interface BuiltTable {
  table: SourceTable;
  /** Whether the first non-blank row was taken as column names. */
  hasHeader: boolean;
}

const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Columns up to the last one that holds something: trailing empty cells are not columns. */
function usedWidth(cells: readonly string[]): number {
  for (let index = cells.length - 1; index >= 0; index -= 1) {
    if ((cells[index] ?? '').trim() !== '') return index + 1;
  }
  return 0;
}

/**
 * Whether a first row names its columns: it does when it holds no phone number, or when two
 * of its cells are headers this reader knows (a header "Mobile" beside a number is still data).
 */
export function isHeaderRow(cells: readonly string[]): boolean {
  if (!cells.some(looksLikePhone)) return true;
  return cells.filter(isKnownHeader).length >= 2;
}

export const columnName = (index: number) => `Column ${index + 1}`;

/**
 * Records as a spreadsheet shows them (record i is row i + 1, blank ones included) into a
 * table: blank rows dropped but counted, the header found, every row padded to the same width.
 */
export function tableFromRecords(records: readonly (readonly string[])[]): BuiltTable {
  const first = records.findIndex((cells) => !isBlankRow(cells));
  if (first < 0) return { table: { headers: [], rows: [], rowNumbers: [] }, hasHeader: false };
  const headerCells = records[first] ?? [];
  const hasHeader = isHeaderRow(headerCells);
  const dataStart = hasHeader ? first + 1 : first;

  let width = hasHeader ? usedWidth(headerCells) : 0;
  const data: { cells: readonly string[]; row: number }[] = [];
  for (let index = dataStart; index < records.length; index += 1) {
    const cells = records[index] ?? [];
    if (isBlankRow(cells)) continue;
    width = Math.max(width, usedWidth(cells));
    data.push({ cells, row: index + 1 });
  }

  const headers = Array.from({ length: width }, (_, column) => {
    const named = hasHeader ? (headerCells[column] ?? '').trim() : '';
    return named === '' ? columnName(column) : named;
  });
  const rows = data.map(({ cells }) =>
    Array.from({ length: width }, (_, column) => cells[column] ?? ''),
  );
  return { table: { headers, rows, rowNumbers: data.map(({ row }) => row) }, hasHeader };
}
