// @vitest-environment node
import { describe, expect, it } from 'vitest';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import {
  fileTooLargeReason,
  isFileTooLarge,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ROWS,
  readContactsFile,
} from '@/domain/import/read-file';

const text = (content: string) => new TextEncoder().encode(content);
const bytes = (...values: number[]) => Uint8Array.from(values);
const reasonOf = async (content: Uint8Array, fileName = 'contacts.csv') => {
  const result = await readContactsFile(content, fileName);
  return result.ok ? null : result.reason;
};
async function workbook(rows: SheetData) {
  return new Uint8Array(await writeXlsxFile(rows, { dateFormat: 'dd/mm/yyyy' }).toBuffer());
}

const NOT_CONTACTS = 'This is not a contacts file. Choose a .csv, .tsv, .txt, .vcf or .xlsx file.';

describe('readContactsFile refuses, with a reason a person can act on', () => {
  it('an empty file, or one of blank lines', async () => {
    expect(await reasonOf(new Uint8Array())).toBe('The file is empty.');
    expect(await reasonOf(text('\r\n \r\n,,\r\n'))).toBe('The file is empty.');
  });

  it('a file of column names and no contacts', async () => {
    expect(await reasonOf(text('Name,Phone,Group\r\n\r\n'))).toBe(
      'The file has column names but no contacts.',
    );
    expect(await reasonOf(await workbook([['Name', 'Phone']]), 'contacts.xlsx')).toBe(
      'The file has column names but no contacts.',
    );
  });

  it('an older Excel workbook, and other Office files', async () => {
    const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0);
    expect(await reasonOf(ole, 'customers.xls')).toBe(
      'This is an older Excel workbook (.xls). In Excel choose File › Save As › Excel Workbook (.xlsx) or CSV, then import that file.',
    );
    expect(await reasonOf(ole, 'letter.doc')).toBe(NOT_CONTACTS);
  });

  it('a workbook protected with a password', async () => {
    const name = Array.from('EncryptedPackage').flatMap((char) => [char.charCodeAt(0), 0]);
    const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...name);
    expect(await reasonOf(ole, 'customers.xlsx')).toMatch(
      /^This workbook is protected with a password/,
    );
  });

  it('a PDF, an image or other binary data, whatever its name', async () => {
    expect(await reasonOf(text('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'contacts.csv')).toBe(NOT_CONTACTS);
    expect(await reasonOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(
      NOT_CONTACTS,
    );
    expect(await reasonOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe(NOT_CONTACTS);
    expect(await reasonOf(bytes(1, 2, 3, 0, 5, 6, 7, 8, 9, 0, 11))).toBe(NOT_CONTACTS);
    expect(await reasonOf(text('<!DOCTYPE html><html><table></table></html>'))).toBe(NOT_CONTACTS);
  });

  it('a zip that is not a workbook', async () => {
    expect(await reasonOf(text('PK\u0003\u0004word/document.xml'), 'letter.docx')).toBe(
      NOT_CONTACTS,
    );
  });

  it('a workbook that cannot be read', async () => {
    expect(await reasonOf(text('PK\u0003\u0004 xl/workbook.xml and nothing else'), 'a.xlsx')).toBe(
      'This workbook could not be read. Open it in Excel, save it again as .xlsx or CSV, and import that file.',
    );
  });

  it('more rows than one import takes', async () => {
    const rows = (count: number) =>
      `Name,Phone\n${Array.from({ length: count }, (_, index) => `P${index},0244${index}\n`).join('')}`;
    expect(MAX_IMPORT_ROWS).toBe(50_000);
    expect(await reasonOf(text(rows(61_234)))).toBe(
      'This file has 61,234 rows. Import at most 50,000 at a time: split it into smaller files.',
    );
    expect(await reasonOf(text(rows(50_000)))).toBeNull();
  });
});

describe('the file size limit', () => {
  it('is 20 MB, checked before a file is read', () => {
    expect(MAX_IMPORT_FILE_BYTES).toBe(20_000_000);
    expect(isFileTooLarge({ size: 20_000_000 })).toBe(false);
    expect(isFileTooLarge({ size: 20_000_001 })).toBe(true);
    expect(fileTooLargeReason({ name: 'members.csv', size: 31_400_000 })).toBe(
      'members.csv is 31.4 MB; files up to 20 MB can be imported. Split it into smaller files and import them one by one.',
    );
    // Never "20.0 MB" for a file over the limit.
    expect(fileTooLargeReason({ name: 'a.csv', size: 20_000_001 })).toMatch(/^a\.csv is 20\.1 MB/);
  });
});

describe('readContactsFile reads by content before name', () => {
  it('a vCard named .txt, and a .vcf with a line before its first card', async () => {
    const card = 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Kwame\r\nTEL:0244123456\r\nEND:VCARD\r\n';
    const named = await readContactsFile(text(card), 'export.txt');
    expect(named.ok && named.meta.format).toBe('vcard');
    const preamble = await readContactsFile(text(`Exported by MyPhone\r\n${card}`), 'all.vcf');
    expect(preamble.ok && preamble.meta.formatLabel).toBe('vCard 3.0');
  });

  it('a workbook named .csv', async () => {
    const result = await readContactsFile(
      await workbook([
        ['Name', 'Phone'],
        ['Kwame', '0244123456'],
      ]),
      'contacts.csv',
    );
    expect(result.ok && result.meta).toEqual({
      format: 'xlsx',
      formatLabel: 'Excel workbook (.xlsx)',
      encoding: null,
      delimiter: null,
    });
  });
});

describe('readContactsFile on a workbook', () => {
  it('reads every cell as the text Excel shows', async () => {
    const result = await readContactsFile(
      await workbook([
        ['Name', 'Phone', 'Joined', 'Member', 'Balance'],
        ['Kwame', 233244123456, new Date(Date.UTC(2026, 10, 18)), true, 12.5],
        ['Ama', { value: 244123456, format: '0.00E+00' }, null, false, 0.1 + 0.2],
      ]),
      'contacts.xlsx',
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.table.rows).toEqual([
      ['Kwame', '233244123456', '2026-11-18', 'TRUE', '12.5'],
      ['Ama', '244123456', '', 'FALSE', '0.3'],
    ]);
    expect(result.mapping).toEqual(['name', 'phone', 'ignore', 'ignore', 'ignore']);
  });

  it('numbers rows as Excel does, blank rows counted', async () => {
    const result = await readContactsFile(
      await workbook([
        [null, null],
        ['Name', 'Phone'],
        [null, null],
        ['Kwame', '0244123456'],
      ]),
      'contacts.xlsx',
    );
    expect(result.ok && result.table.rowNumbers).toEqual([4]);
  });
});

describe('readContactsFile on a file without a header row', () => {
  it('maps the columns from what they hold', async () => {
    const result = await readContactsFile(
      text('Kwame Boateng,024 412 3456,VIP\r\nAma Mensah,020 123 4567,customers\r\n'),
      'list.csv',
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.meta.format).toBe('spreadsheet');
    expect(result.table.headers).toEqual(['Column 1', 'Column 2', 'Column 3']);
    expect(result.table.rowNumbers).toEqual([1, 2]);
    expect(result.mapping).toEqual(['name', 'phone', 'group']);
  });
});
