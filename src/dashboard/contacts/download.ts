import type { SheetData, SheetOptions } from 'write-excel-file/browser';
import {
  BYTE_ORDER_MARK,
  csvFileText,
  EXPORT_MIME_TYPES,
  type ExportFormat,
  type ExportRows,
} from '@/domain/csv';
import { saveBlob } from '@/ui/save-file';

/**
 * Saves text as a file. The byte-order mark lets spreadsheet apps read UTF-8 names (Ɛfua, Kɔfi)
 * correctly; the CSV reader skips it on the way back in.
 */
export function downloadText(fileName: string, mimeType: string, content: string): void {
  saveBlob(fileName, new Blob([BYTE_ORDER_MARK, content], { type: mimeType }));
}

/** Column widths in characters: a long name, +233 and nine digits, a group, a status, a date. */
const COLUMN_WIDTHS = [28, 16, 12, 11, 13];

/**
 * The workbook's one sheet. Every cell is a text cell: Excel would read "+233244123456" typed as
 * a number, drop the plus and show 2.33E+11, and a date as text sorts as well as a date and
 * reads back as it was written. The header is bold and stays in view while scrolling.
 */
export function contactsSheet(rows: ExportRows): {
  data: SheetData;
  options: SheetOptions<Blob>;
} {
  const data: SheetData = rows.map((row, index) =>
    row.map((value) => ({
      type: String,
      value,
      ...(index === 0 ? { fontWeight: 'bold' as const } : {}),
    })),
  );
  return {
    data,
    options: {
      sheet: 'Contacts',
      stickyRowsCount: 1,
      columns: COLUMN_WIDTHS.map((width) => ({ width })),
    },
  };
}

/**
 * A promise that fails when the page refuses to start a worker. write-excel-file compresses a
 * large sheet (a thousand or so contacts and up) in workers it makes from blob: URLs; where the
 * site's Content-Security-Policy does not allow them (worker-src), such a worker never starts and
 * the workbook would wait for it for ever.
 */
function workerRefusal(): { refused: Promise<never>; stop: () => void } {
  let stop = () => {};
  const refused = new Promise<never>((_, reject) => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective !== 'worker-src') return;
      reject(new Error(`The page refused a worker from ${event.blockedURI}.`));
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    stop = () => document.removeEventListener('securitypolicyviolation', onViolation);
  });
  return { refused, stop };
}

/**
 * The .xlsx file. write-excel-file is fetched only now, when someone asks for a workbook: the
 * dashboard's own chunk stays as it was for everyone who never does.
 */
export async function xlsxBlob(rows: ExportRows): Promise<Blob> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const { data, options } = contactsSheet(rows);
  const { refused, stop } = workerRefusal();
  try {
    return await Promise.race([writeExcelFile(data, options).toBlob(), refused]);
  } finally {
    stop();
  }
}

/** Writes what the contacts machine asked for, in the format the person chose. */
export async function saveContacts(
  format: ExportFormat,
  fileName: string,
  rows: ExportRows,
): Promise<void> {
  const blob =
    format === 'csv'
      ? new Blob([csvFileText(rows)], { type: EXPORT_MIME_TYPES.csv })
      : await xlsxBlob(rows);
  saveBlob(fileName, blob);
}
