import { isMobileHeader, readGroupCell } from './formats';
import { NO_PHONE_NUMBER, readGhanaMobile } from './ghana-mobile';
import type {
  ImportMapping,
  ImportPlan,
  ImportSummary,
  NewContact,
  SkippedRow,
  SourceTable,
} from './types';

/**
 * What importing a table with a mapping would do: which rows become contacts, which repeat a
 * number already saved (or earlier in the file), and which are skipped and why. One pass with
 * Sets, so 20,000 rows plan in moments.
 */

export const NO_NAME = 'no name';

/**
 * Nkra's export writes a cell that starts with = + - @ behind an apostrophe so spreadsheets do
 * not run it as a formula; the apostrophe is not part of the name.
 */
const unneutralise = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The indexes of the columns mapped to each field, phones that say "mobile" first. */
function columnsOf(table: SourceTable, mapping: ImportMapping) {
  const indexes = (field: ImportMapping['columns'][number]) =>
    mapping.columns.flatMap((mapped, index) => (mapped === field ? [index] : []));
  const phones = indexes('phone');
  const isMobile = (index: number) => isMobileHeader(table.headers[index] ?? '');
  return {
    name: indexes('name'),
    firstName: indexes('firstName'),
    lastName: indexes('lastName'),
    group: indexes('group'),
    phone: [...phones.filter(isMobile), ...phones.filter((index) => !isMobile(index))],
  };
}

export function planImport(
  table: SourceTable,
  mapping: ImportMapping,
  existingPhones: ReadonlySet<string>,
): ImportPlan {
  const columns = columnsOf(table, mapping);
  const ready: NewContact[] = [];
  const skipped: SkippedRow[] = [];
  const inFile = new Set<string>();
  let duplicates = 0;

  table.rows.forEach((cells, index) => {
    if (isBlankRow(cells)) return;
    const row = table.rowNumbers[index] ?? index + 1;
    const read = (columnIndexes: readonly number[]) =>
      tidy(columnIndexes.map((column) => unneutralise((cells[column] ?? '').trim())).join(' '));
    const skip = (reason: string) => skipped.push({ row, reason, cells: [...cells] });

    const name = read(columns.name) || read([...columns.firstName, ...columns.lastName]);
    if (name === '') {
      skip(NO_NAME);
      return;
    }

    let phone: string | null = null;
    let reason: string | null = null;
    for (const column of columns.phone) {
      const cell = unneutralise(cells[column] ?? '');
      const result = readGhanaMobile(cell);
      if (result.ok) {
        phone = result.e164;
        break;
      }
      if (cell.trim() !== '') reason ??= result.reason;
    }
    if (phone === null) {
      skip(reason ?? NO_PHONE_NUMBER);
      return;
    }

    if (existingPhones.has(phone) || inFile.has(phone)) {
      duplicates += 1;
      return;
    }
    inFile.add(phone);

    let group = mapping.addToGroup;
    for (const column of columns.group) {
      const named = readGroupCell(cells[column] ?? '');
      if (named) {
        group = named;
        break;
      }
    }
    ready.push({ name, phone, group });
  });

  return { ready, duplicates, skipped };
}

export function summarise(plan: ImportPlan): ImportSummary {
  return { ready: plan.ready.length, duplicates: plan.duplicates, skipped: plan.skipped.length };
}

/** "Row 7: 030 277 1234 is a landline". */
export function describeSkip(skipped: Pick<SkippedRow, 'row' | 'reason'>): string {
  return `Row ${skipped.row}: ${skipped.reason}`;
}
