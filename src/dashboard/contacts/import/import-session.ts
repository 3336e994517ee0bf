import type {
  ImportColumn,
  ImportPlanned,
  PreviewRow,
  ReaderCommand,
  ReaderEvent,
  ReaderInput,
} from '@machines/contact-import.reader';
import { formatPhone } from '@/domain/phone';
import { planImport } from '@/domain/import/plan';
import { readContactsFile } from '@/domain/import/read-file';
import type { ImportMapping, ImportPlan, SourceTable } from '@/domain/import/types';

/** How many rows the mapping step shows as they would be imported. */
const PREVIEW_ROWS = 5;
/** Rows planned between two progress reports. */
const CHUNK_ROWS = 2_500;
const SAMPLES = 3;

/** The columns that hold a value in some row, with a few of their values. */
function columnsOf(table: SourceTable): ImportColumn[] {
  return table.headers.flatMap((header, index) => {
    const samples: string[] = [];
    for (const row of table.rows) {
      const cell = row[index]?.trim() ?? '';
      if (cell !== '' && !samples.includes(cell)) samples.push(cell);
      if (samples.length === SAMPLES) break;
    }
    return samples.length > 0 ? [{ index, header, samples }] : [];
  });
}

const slice = (table: SourceTable, start: number, end: number): SourceTable => ({
  headers: table.headers,
  rows: table.rows.slice(start, end),
  rowNumbers: table.rowNumbers.slice(start, end),
});

/** The first rows one by one, so each says what becomes of it. */
function previewOf(
  table: SourceTable,
  mapping: ImportMapping,
  existing: Set<string>,
): PreviewRow[] {
  const seen = new Set(existing);
  const preview: PreviewRow[] = [];
  for (let index = 0; index < table.rows.length && preview.length < PREVIEW_ROWS; index += 1) {
    const one = planImport(slice(table, index, index + 1), mapping, seen);
    const row = table.rowNumbers[index] ?? index + 1;
    const [ready] = one.ready;
    const [skipped] = one.skipped;
    if (ready) {
      seen.add(ready.phone);
      preview.push({ row, outcome: 'ready', ...ready, phone: formatPhone(ready.phone) });
    } else if (skipped) preview.push({ row, outcome: 'skipped', reason: skipped.reason });
    else if (one.duplicates > 0) {
      // The plan counts a duplicate but keeps no copy: read the row again without the others.
      const alone = planImport(slice(table, index, index + 1), mapping, new Set());
      const contact = alone.ready[0];
      if (contact) {
        preview.push({
          row,
          outcome: 'duplicate',
          name: contact.name,
          phone: formatPhone(contact.phone),
        });
      }
    }
  }
  return preview;
}

/**
 * The reader's work, wherever it runs (a Web Worker in the browser): read the file once, keep
 * its table, and answer each mapping with a plan, then the commit with the new contacts. Plans
 * run in chunks so a big file reports its progress.
 */
export function createImportSession(input: ReaderInput, report: (event: ReaderEvent) => void) {
  const existing = new Set(input.existingPhones);
  let table: SourceTable | null = null;
  let planned: { mapping: string; plan: ImportPlan } | null = null;

  const plan = (mapping: ImportMapping): ImportPlan => {
    const key = JSON.stringify(mapping);
    if (planned?.mapping === key) return planned.plan;
    if (!table) throw new Error('The file has not been read.');
    const seen = new Set(existing);
    const whole: ImportPlan = { ready: [], duplicates: 0, skipped: [] };
    const big = table.rows.length > CHUNK_ROWS;
    for (let start = 0; start < table.rows.length; start += CHUNK_ROWS) {
      const part = planImport(slice(table, start, start + CHUNK_ROWS), mapping, seen);
      for (const contact of part.ready) seen.add(contact.phone);
      whole.ready.push(...part.ready);
      whole.duplicates += part.duplicates;
      whole.skipped.push(...part.skipped);
      if (big) {
        const done = Math.min(start + CHUNK_ROWS, table.rows.length);
        report({ type: 'import.progress', percent: Math.round((done / table.rows.length) * 100) });
      }
    }
    planned = { mapping: key, plan: whole };
    return whole;
  };

  const read = async () => {
    const bytes = new Uint8Array(await input.file.arrayBuffer());
    const result = await readContactsFile(bytes, input.file.name);
    if (!result.ok) {
      report({ type: 'import.read.failed', reason: result.reason });
      return;
    }
    table = result.table;
    report({
      type: 'import.read.done',
      file: {
        meta: result.meta,
        headers: result.table.headers,
        columns: columnsOf(result.table),
        rowCount: result.table.rows.length,
      },
      mapping: result.mapping,
    });
  };

  const answer = (command: ReaderCommand) => {
    if (!table) return;
    if (command.type === 'plan') {
      const whole = plan(command.mapping);
      const answerEvent: ImportPlanned = {
        revision: command.revision,
        summary: {
          ready: whole.ready.length,
          duplicates: whole.duplicates,
          skipped: whole.skipped.length,
        },
        preview: previewOf(table, command.mapping, existing),
        skipped: whole.skipped,
      };
      report({ type: 'import.plan.ready', ...answerEvent });
      return;
    }
    const whole = plan(command.mapping);
    report({
      type: 'import.commit.ready',
      contacts: whole.ready,
      duplicates: whole.duplicates,
      skipped: whole.skipped.length,
    });
  };

  const started = read().catch(() =>
    report({
      type: 'import.read.failed',
      reason: `${input.file.name} could not be read. It may have been moved or changed; choose it again.`,
    }),
  );

  return {
    /** Commands wait for the file to be read. */
    handle(command: ReaderCommand) {
      void started.then(() => {
        try {
          answer(command);
        } catch {
          report({
            type: 'import.read.failed',
            reason: 'The rows of this file could not be checked. Nothing was added; try again.',
          });
        }
      });
    },
  };
}

export type ImportSession = ReturnType<typeof createImportSession>;
