import { formatNumber } from '../numbers';

/** How much one import takes. The file size is checked before a file is read, so it costs nothing. */

/** 20 MB of CSV is about 300,000 rows, far past MAX_IMPORT_ROWS: a bigger file is not a list to import. */
export const MAX_IMPORT_FILE_BYTES = 20_000_000;

/** Rows one import takes: a plan of 50,000 rows is still quick to read, review and save. */
export const MAX_IMPORT_ROWS = 50_000;

export function isFileTooLarge(file: { size: number }): boolean {
  return file.size > MAX_IMPORT_FILE_BYTES;
}

/**
 * "members.xlsx is 31.4 MB; ...". Rounded up, so a file just over the limit never reads as
 * exactly the limit.
 */
export function fileTooLargeReason(file: { name: string; size: number }): string {
  const megabytes = Math.ceil(file.size / 100_000) / 10;
  return (
    `${file.name} is ${formatNumber(megabytes, 1)} MB; files up to ` +
    `${formatNumber(MAX_IMPORT_FILE_BYTES / 1_000_000)} MB can be imported. ` +
    'Split it into smaller files and import them one by one.'
  );
}

/** "This file has 61,234 rows. Import at most 50,000 at a time: split it into smaller files." */
export function tooManyRowsReason(rows: number): string {
  return (
    `This file has ${formatNumber(rows)} rows. Import at most ${formatNumber(MAX_IMPORT_ROWS)} ` +
    'at a time: split it into smaller files.'
  );
}
