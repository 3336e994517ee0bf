import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { contactsSheet, xlsxBlob } from '@/dashboard/contacts/download';
import type { Contact } from '@/domain/contacts';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import {
  contactsToCsv,
  contactsToRows,
  csvFileText,
  exportFileName,
  parseCsv,
  toCsv,
} from '@/domain/csv';
import { planImport } from '@/domain/import/plan';
import { readContactsFile } from '@/domain/import/read-file';

/** What the app's import makes of a file's text: its new contacts, duplicates and skips. */
async function imported(text: string, existing: readonly Contact[] = []) {
  const read = await readContactsFile(new TextEncoder().encode(text), 'contacts.csv');
  if (!read.ok) throw new Error(read.reason);
  return planImport(
    read.table,
    { columns: read.mapping, addToGroup: 'customers' },
    new Set(existing.map((contact) => contact.phone)),
  );
}

const essentials = (contacts: readonly Pick<Contact, 'name' | 'phone' | 'group'>[]) =>
  contacts.map(({ name, phone, group }) => ({ name, phone, group }));

describe('CSV text', () => {
  it('quotes commas, quotes and line breaks, and reads them back', () => {
    const rows = [
      ['plain', 'with, comma', 'with "quotes"', 'two\nlines', ''],
      ['Ɛyɛ', '👍', "Ama's", 'GH₵ 20', 'x'],
    ];
    const text = toCsv(rows);
    expect(text).toBe(
      'plain,"with, comma","with ""quotes""","two\nlines",\r\nƐyɛ,👍,Ama\'s,GH₵ 20,x',
    );
    expect(parseCsv(text)).toEqual(rows);
  });

  it('reads LF files, a byte-order mark and a final newline', () => {
    expect(parseCsv('\uFEFFa,b\nc,d\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('disarms spreadsheet formulas but keeps E.164 numbers', () => {
    expect(toCsv([['=HYPERLINK("x")', '+233241234567', '-5', '@cmd']])).toBe(
      `"'=HYPERLINK(""x"")",+233241234567,'-5,'@cmd`,
    );
  });
});

describe('contacts CSV', () => {
  it('exports the five columns of the table', () => {
    const [header, first] = contactsToCsv(SAMPLE_CONTACTS.slice(0, 1)).split('\r\n');
    expect(header).toBe('Name,Phone,Group,Status,Last Contact');
    expect(first).toBe('Kwame Boateng,+233244123456,customers,active,2026-11-18');
  });

  it("round-trips through the app's import: names, numbers and groups come back", async () => {
    const plan = await imported(contactsToCsv(SAMPLE_CONTACTS));
    expect(plan.skipped).toEqual([]);
    expect(plan.duplicates).toBe(0);
    expect(essentials(plan.ready)).toEqual(essentials(SAMPLE_CONTACTS));
  });

  it('imports nobody twice: the same file over the same contacts is all duplicates', async () => {
    const plan = await imported(contactsToCsv(SAMPLE_CONTACTS), SAMPLE_CONTACTS);
    expect(plan.ready).toEqual([]);
    expect(plan.duplicates).toBe(SAMPLE_CONTACTS.length);
    expect(plan.skipped).toEqual([]);
  });
});

/** Ghanaian names with letters a legacy code page does not have, one with a comma in it. */
const GHANAIAN: Contact[] = [
  {
    id: 1,
    name: 'Ɛfua Ɔpare',
    phone: '+233244000101',
    group: 'vip',
    status: 'active',
    lastContact: '2026-11-01',
    consent: { source: 'hand', detail: null, at: '2026-01-05' },
    optOut: null,
  },
  {
    id: 2,
    name: 'Kɔfi Nyarkɔ',
    phone: '+233204000102',
    group: 'customers',
    status: 'opted-out',
    lastContact: null,
    consent: { source: 'hand', detail: null, at: '2026-01-05' },
    optOut: { reason: 'Asked by phone', at: '2026-09-01' },
  },
  {
    id: 3,
    name: 'Adjoa Agyeman-Prempeh, née Asantewaa',
    phone: '+233554000103',
    group: 'prospects',
    status: 'active',
    lastContact: '2026-10-30',
    consent: { source: 'hand', detail: null, at: '2026-01-05' },
    optOut: null,
  },
  {
    id: 4,
    name: '=Ama "Sika" Mensah',
    phone: '+233274000104',
    group: 'customers',
    status: 'active',
    lastContact: null,
    consent: { source: 'hand', detail: null, at: '2026-01-05' },
    optOut: null,
  },
];

describe('exported files', () => {
  it('builds the same rows for every format: the header, then the table in E.164 and YYYY-MM-DD', () => {
    expect(contactsToRows(GHANAIAN.slice(0, 2))).toEqual([
      ['Name', 'Phone', 'Group', 'Status', 'Last Contact'],
      ['Ɛfua Ɔpare', '+233244000101', 'vip', 'active', '2026-11-01'],
      ['Kɔfi Nyarkɔ', '+233204000102', 'customers', 'opted-out', ''],
    ]);
    expect(exportFileName('vip', 'csv')).toBe('nkra-contacts-vip.csv');
    expect(exportFileName('all', 'xlsx')).toBe('nkra-contacts-all.xlsx');
    expect(exportFileName('vip', 'csv', 'all')).toBe('nkra-contacts-vip.csv');
    // The suppression list says so in its name.
    expect(exportFileName('all', 'csv', 'opted-out')).toBe('nkra-contacts-all-opted-out.csv');
    expect(exportFileName('customers', 'xlsx', 'active')).toBe(
      'nkra-contacts-customers-active.xlsx',
    );
  });

  it('starts the CSV with a byte-order mark, so Excel reads it as UTF-8', async () => {
    const text = csvFileText(contactsToRows(GHANAIAN));
    expect(text.startsWith('\uFEFF')).toBe(true);
    const bytes = new Uint8Array(await new Blob([text]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Decoded as UTF-8 (which the mark tells Excel to do) it is the CSV, Ɛ and all.
    expect(new TextDecoder('utf-8').decode(bytes)).toBe(contactsToCsv(GHANAIAN));
    expect(contactsToCsv(GHANAIAN)).toContain('Ɛfua Ɔpare');
  });

  it("round-trips Ɛ, Ɔ, é, commas, quotes and a formula-like name through the app's import", async () => {
    const plan = await imported(csvFileText(contactsToRows(GHANAIAN)));
    expect(plan.skipped).toEqual([]);
    expect(essentials(plan.ready)).toEqual(essentials(GHANAIAN));
  });

  it('writes an .xlsx that opens with the names intact and every cell, the phone too, as text', async () => {
    const blob = await xlsxBlob(contactsToRows(GHANAIAN));
    const [sheet, ...others] = await readXlsxFile(Buffer.from(await blob.arrayBuffer()));
    expect(others).toEqual([]);
    expect(sheet?.sheet).toBe('Contacts');
    expect(sheet?.data).toEqual([
      ['Name', 'Phone', 'Group', 'Status', 'Last Contact'],
      ['Ɛfua Ɔpare', '+233244000101', 'vip', 'active', '2026-11-01'],
      ['Kɔfi Nyarkɔ', '+233204000102', 'customers', 'opted-out', null],
      [
        'Adjoa Agyeman-Prempeh, née Asantewaa',
        '+233554000103',
        'prospects',
        'active',
        '2026-10-30',
      ],
      // A text cell is never run as a formula: no apostrophe needed, unlike the CSV.
      ['=Ama "Sika" Mensah', '+233274000104', 'customers', 'active', null],
    ]);
    for (const row of sheet?.data ?? []) {
      expect(typeof row[1], `phone ${String(row[1])}`).toBe('string');
    }
  });

  it('types every workbook cell as text and makes the header bold and sticky', () => {
    const { data, options } = contactsSheet(contactsToRows(GHANAIAN.slice(0, 1)));
    expect(data).toEqual([
      ['Name', 'Phone', 'Group', 'Status', 'Last Contact'].map((value) => ({
        type: String,
        value,
        fontWeight: 'bold',
      })),
      ['Ɛfua Ɔpare', '+233244000101', 'vip', 'active', '2026-11-01'].map((value) => ({
        type: String,
        value,
      })),
    ]);
    expect(options).toMatchObject({ sheet: 'Contacts', stickyRowsCount: 1 });
  });
});
