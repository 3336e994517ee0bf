// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeSkip, planImport, summarise } from '@/domain/import/plan';
import type { ImportField, ImportMapping, SourceTable } from '@/domain/import/types';

function table(headers: string[], rows: string[][], rowNumbers?: number[]): SourceTable {
  return { headers, rows, rowNumbers: rowNumbers ?? rows.map((_, index) => index + 2) };
}
const mapping = (
  columns: ImportField[],
  addToGroup: ImportMapping['addToGroup'] = 'customers',
) => ({
  columns,
  addToGroup,
});
const none = new Set<string>();

describe('planImport', () => {
  it('makes a contact of each row with a name and a Ghana mobile number', () => {
    const plan = planImport(
      table(
        ['Name', 'Phone', 'Group'],
        [
          ['Kwame Boateng', '024 412 3456', 'VIP'],
          ['Ama Mensah', '+233 20 123 4567', ''],
        ],
      ),
      mapping(['name', 'phone', 'group']),
      none,
    );
    expect(plan).toEqual({
      ready: [
        { name: 'Kwame Boateng', phone: '+233244123456', group: 'vip' },
        { name: 'Ama Mensah', phone: '+233201234567', group: 'customers' },
      ],
      duplicates: 0,
      skipped: [],
    });
  });

  it('joins first and last names, trimmed and with spaces collapsed, when there is no Name', () => {
    const plan = planImport(
      table(
        ['First', 'Last', 'Phone'],
        [
          ['  Nana  Ama ', ' Tetteh ', '0244123456'],
          ['', 'Quaye', '0201234567'],
          ['Kofi', '', '0551239876'],
        ],
      ),
      mapping(['firstName', 'lastName', 'phone']),
      none,
    );
    expect(plan.ready.map((contact) => contact.name)).toEqual(['Nana Ama Tetteh', 'Quaye', 'Kofi']);
  });

  it('prefers the Name column, falling back to first and last names when it is blank', () => {
    const plan = planImport(
      table(
        ['Name', 'First', 'Last', 'Phone'],
        [
          ['Kwame  Boateng', 'Kwame', 'Boateng', '0244123456'],
          ['', 'Ama', 'Mensah', '0201234567'],
        ],
      ),
      mapping(['name', 'firstName', 'lastName', 'phone']),
      none,
    );
    expect(plan.ready.map((contact) => contact.name)).toEqual(['Kwame Boateng', 'Ama Mensah']);
  });

  it('skips a row without a name, keeping its cells', () => {
    const plan = planImport(
      table(['Name', 'Phone'], [['  ', '0244123456']], [7]),
      mapping(['name', 'phone']),
      none,
    );
    expect(plan.skipped).toEqual([{ row: 7, reason: 'no name', cells: ['  ', '0244123456'] }]);
  });

  it('reads the mobile columns first, then the others in order', () => {
    const headers = ['Name', 'Business Phone', 'Home Phone', 'Mobile Phone'];
    const columns: ImportField[] = ['name', 'phone', 'phone', 'phone'];
    const plan = planImport(
      table(headers, [
        ['Kwame', '0201234567', '0551239876', '0244123456'],
        ['Ama', '030 277 1234', '0551239877', ''],
        ['Kofi', '030 277 1234', '', '+44 7911 123456'],
        ['Esi', '', '', ''],
      ]),
      mapping(columns),
      none,
    );
    expect(plan.ready.map((contact) => contact.phone)).toEqual(['+233244123456', '+233551239877']);
    // The first non-blank phone cell, in the order they are read, gives the reason.
    expect(plan.skipped.map(({ row, reason }) => ({ row, reason }))).toEqual([
      { row: 4, reason: '+44 7911 123456 is not a Ghana mobile number' },
      { row: 5, reason: 'no phone number' },
    ]);
  });

  it('takes the first value that names one of the account’s groups, else the chosen group', () => {
    const plan = planImport(
      table(
        ['Name', 'Phone', 'Labels'],
        [
          ['Kwame', '0244123456', '* myContacts ::: VIP'],
          ['Ama', '0201234567', 'Friends;prospect'],
          ['Kofi', '0551239876', '* starred'],
          ['Esi', '0593340087', 'Family'],
          ['Yaw', '0541118230', 'Customers, VIP'],
        ],
      ),
      mapping(['name', 'phone', 'group'], 'prospects'),
      none,
    );
    expect(plan.ready.map((contact) => contact.group)).toEqual([
      'vip',
      'prospects',
      'prospects',
      'prospects',
      'customers',
    ]);
  });

  it('counts numbers already saved, or earlier in the file, as duplicates', () => {
    const existing = new Set(['+233244123456']);
    const plan = planImport(
      table(
        ['Name', 'Phone'],
        [
          ['Kwame', '024 412 3456'],
          ['Ama', '020 123 4567'],
          ['Ama again', '+233201234567'],
          ['Kofi', '0551239876'],
        ],
      ),
      mapping(['name', 'phone']),
      existing,
    );
    expect(plan.ready.map((contact) => contact.name)).toEqual(['Ama', 'Kofi']);
    expect(plan.duplicates).toBe(2);
    expect(plan.skipped).toEqual([]);
    expect([...existing]).toEqual(['+233244123456']);
  });

  it('ignores blank rows without counting them', () => {
    const plan = planImport(
      table(
        ['Name', 'Phone'],
        [
          ['', ''],
          ['  ', ' '],
          ['Kwame', '0244123456'],
        ],
      ),
      mapping(['name', 'phone']),
      none,
    );
    expect(summarise(plan)).toEqual({ ready: 1, duplicates: 0, skipped: 0 });
  });

  it('drops the apostrophe Nkra’s export puts before a cell that looks like a formula', () => {
    const plan = planImport(
      table(['Name', 'Phone'], [["'=Kwame", '0244123456']]),
      mapping(['name', 'phone']),
      none,
    );
    expect(plan.ready[0]?.name).toBe('=Kwame');
  });

  it('plans 20,000 rows in one pass', () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => [
      `Person ${index}`,
      `024${String(index % 10_000).padStart(7, '0')}`,
    ]);
    const existing = new Set(
      Array.from({ length: 20_000 }, (_, index) => `+23320${String(index).padStart(7, '0')}`),
    );
    const started = performance.now();
    const plan = planImport(table(['Name', 'Phone'], rows), mapping(['name', 'phone']), existing);
    expect(summarise(plan)).toEqual({ ready: 10_000, duplicates: 10_000, skipped: 0 });
    // Generous: a scan per row (20,000 x 20,000) takes far longer than this.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('describeSkip', () => {
  it('puts the row number before the reason', () => {
    expect(describeSkip({ row: 7, reason: '030 277 1234 is a landline' })).toBe(
      'Row 7: 030 277 1234 is a landline',
    );
  });
});
