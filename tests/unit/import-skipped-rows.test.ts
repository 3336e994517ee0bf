// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/domain/csv';
import { readContactsFile } from '@/domain/import/read-file';
import { skippedRowsCsv, skippedRowsFileName } from '@/domain/import/skipped-rows';
import { CONTACTS_TEMPLATE_CSV } from '@/domain/import/template';

describe('skippedRowsCsv', () => {
  const headers = ['Name', 'Phone', 'Notes'];
  const skipped = [
    {
      row: 3,
      reason: '030 277 1234 is a landline',
      cells: ['Kwame, Jr.', '030 277 1234', 'two\nlines'],
    },
    { row: 5, reason: 'no name', cells: ['', '0244123456'] },
  ];

  it('starts with a byte-order mark, so Excel reads it as UTF-8', () => {
    expect(skippedRowsCsv(headers, skipped).startsWith('\uFEFFName,Phone,Notes,Reason\r\n')).toBe(
      true,
    );
  });

  it('holds the original headers and cells, each row with its reason', () => {
    expect(parseCsv(skippedRowsCsv(headers, skipped))).toEqual([
      ['Name', 'Phone', 'Notes', 'Reason'],
      ['Kwame, Jr.', '030 277 1234', 'two\nlines', '030 277 1234 is a landline'],
      ['', '0244123456', '', 'no name'],
    ]);
  });

  it('is a file the import reads again once the rows are fixed', async () => {
    const text = skippedRowsCsv(headers, skipped);
    const result = await readContactsFile(new TextEncoder().encode(text), 'skipped.csv');
    expect(result.ok && result.mapping).toEqual(['name', 'phone', 'ignore', 'ignore']);
    expect(result.ok && result.table.rowNumbers).toEqual([2, 3]);
  });

  it('is only the header row when nothing was skipped', () => {
    expect(skippedRowsCsv(['Name'], [])).toBe('\uFEFFName,Reason\r\n');
  });
});

describe('skippedRowsFileName', () => {
  it('names the file after the one imported', () => {
    expect(skippedRowsFileName('customers.xlsx')).toBe('customers-skipped-rows.csv');
    expect(skippedRowsFileName('.csv')).toBe('contacts-skipped-rows.csv');
  });
});

describe('the contacts template', () => {
  it('is Name, Phone, Group and two rows that import, after a byte-order mark', async () => {
    expect(CONTACTS_TEMPLATE_CSV.startsWith('\uFEFFName,Phone,Group\r\n')).toBe(true);
    const result = await readContactsFile(
      new TextEncoder().encode(CONTACTS_TEMPLATE_CSV),
      'nkra-contacts-template.csv',
    );
    expect(result.ok && result.table.rows.length).toBe(2);
  });
});
