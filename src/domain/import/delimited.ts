import Papa from 'papaparse';
import { tableFromRecords, type BuiltTable } from './table';
import type { Delimiter } from './types';

/**
 * CSV, semicolon CSV (Excel where the comma is the decimal point) and tab-separated text
 * (Excel's "Unicode Text", Google Sheets' .tsv) into a table. Quoted fields may hold the
 * delimiter, doubled quotes and line breaks, as Google's Notes and addresses do.
 */

export interface DelimitedTable extends BuiltTable {
  delimiter: Delimiter;
}

const DELIMITERS: readonly Delimiter[] = [',', ';', '\t'];

const isDelimiter = (value: string): value is Delimiter =>
  (DELIMITERS as readonly string[]).includes(value);

/**
 * Papa's guess, taken from its first rows with blank lines skipped as it does best; a file of
 * one column has no delimiter to find and reads as comma-separated.
 */
function guessDelimiter(text: string): Delimiter {
  const { meta } = Papa.parse<string[]>(text, {
    delimitersToGuess: [...DELIMITERS],
    skipEmptyLines: 'greedy',
    preview: 10,
  });
  return isDelimiter(meta.delimiter) ? meta.delimiter : ',';
}

export function readDelimited(text: string): DelimitedTable {
  const delimiter = guessDelimiter(text);
  // Blank lines are kept here (and dropped by tableFromRecords) so that every record's row
  // number is the one a spreadsheet shows; a quoted field over three lines is one record.
  const { data } = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  return { ...tableFromRecords(data), delimiter };
}
