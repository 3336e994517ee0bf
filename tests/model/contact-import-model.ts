/**
 * The import machine's test model (the Contacts tab's "Import contacts" dialog), used by the
 * jsdom suite (`contact-import.model.test.tsx`) and by `snapshots.test.ts`: the sample files, the
 * sample mapping changes, what a person can do in each step, what the reader answers, the summary
 * the traversal counts, the paths, what a person does and what a person sees.
 *
 * The machine's reader is an actor (a Web Worker in the app). The traversal walks the machine with
 * an inert reader and sends the reader's answers itself, only those the real reader gives: a
 * file's table or its refusal after that file was chosen, the progress and the plan for the
 * mapping shown (with the context's current revision), the new contacts after "Import N
 * contacts". What the reader answers for each sample file is written out here by hand, row by row,
 * so the jsdom suite checks the real reader against people's expectations, not against itself.
 *
 * The traversal counts a state as: choosing; reading; counting (with a percentage shown or not);
 * counted, with contacts to import or none, and skipped rows listed or none; importing; failed,
 * by why; done; cancelled. The files picked, the mapping changes and the reader's answers are
 * sample events; the skipped rows downloaded, the contacts handed over (and the toast that says
 * so), each way to close the dialog and a change made while the rows are being counted are
 * outcomes.
 */
import { fromCallback } from 'xstate';
import { createTestModel, type TestPath } from 'xstate/graph';
import {
  contactImportMachine,
  type ContactImportEvent,
  type ContactImportSnapshot,
} from '@machines/contact-import.machine';
import type {
  ImportPlanned,
  PreviewRow,
  ReadFile,
  ReaderCommand,
  ReaderEvent,
  ReaderInput,
} from '@machines/contact-import.reader';
import { OVERSCAN, ROW_HEIGHT_ESTIMATE } from '@/dashboard/contacts/row-window';
import { audienceCounts } from '@/domain/audience';
import { GROUP_NAMES, type Contact, type ContactListGroup } from '@/domain/contacts';
import { todayIso } from '@/domain/dates';
import { formatNumber } from '@/domain/numbers';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import type { ImportField, ImportMapping, NewContact, SkippedRow } from '@/domain/import/types';
import {
  coverageOf,
  shortestPathsExtended,
  summaryTargets,
  targetCounts,
  type Coverage,
  type PathPlan,
  type TargetCounts,
} from './coverage';

export type ImportPath = TestPath<ContactImportSnapshot, ContactImportEvent>;

/**
 * The machine as the model walks it: the reader does nothing, and the model sends what the real
 * reader would answer (`readerAnswer`). Restored from JSON it is the same inert stand-in.
 */
export const walkedContactImportMachine = contactImportMachine.provide({
  actors: { readContactsFile: fromCallback<ReaderCommand, ReaderInput>(() => {}) },
});

/** What the contacts machine gives the dialog when the dashboard has just opened. */
export const IMPORT_INPUT = { existingPhones: SAMPLE_CONTACTS.map((contact) => contact.phone) };

/* ---------- sample files, and what the reader answers for them, by hand ---------- */

/** One data row of a sample file, and what becomes of it. */
interface SampleRow {
  /** Its spreadsheet row: the header is row 1. */
  row: number;
  cells: string[];
  name: string;
  /** The Ghana mobile its phone cell holds, E.164 and as the dialog writes it. */
  phone: { e164: string; shown: string } | null;
  /** Why it is skipped while its phone column is read (a landline), if it is. */
  refused: string | null;
  /** Its number is saved already: a duplicate. */
  saved: boolean;
  /** The group its Group cell names, if any. */
  group: ContactListGroup | null;
}

export interface SampleFile {
  file: File;
  /** A file is picked in the file input; a PDF, which the input's accept list hides, dropped. */
  how: 'pick' | 'drop';
  /** What the dialog says when it refuses the file, or null when the file is imported. */
  refusal: string | null;
  /** What the reader answers once it has read the file, or null: refused for its size first. */
  reads:
    | { type: 'import.read.done'; file: ReadFile; mapping: ImportField[] }
    | { type: 'import.read.failed'; reason: string }
    | null;
  /** Which column holds the phone numbers and which the groups, in a file that has rows. */
  phoneColumn: number | null;
  groupColumn: number | null;
  rows: SampleRow[];
  /** The progress the reader reports while it counts (files over 2,500 rows), in order. */
  progress: number[];
}

/**
 * A file a person picks. JSON writes a File as {}, so every file would look alike to the paths'
 * keys and to a persisted snapshot (the reader's input): it is written as its name and size.
 */
function pickedFile(parts: string[], name: string, type: string, size?: number): File {
  const file = new File(parts, name, { type });
  // A file over 20 MB is refused before a byte is read: only its size matters, not its content.
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  Object.defineProperty(file, 'toJSON', { value: () => ({ name: file.name, size: file.size }) });
  return file;
}

const row = (
  number: number,
  cells: string[],
  facts: Partial<Omit<SampleRow, 'row' | 'cells'>> & Pick<SampleRow, 'name'>,
): SampleRow => ({
  row: number,
  cells,
  phone: null,
  refused: null,
  saved: false,
  group: null,
  ...facts,
});

/**
 * Nkra's template filled in: Yaa Asare (VIP in the file) and Kojo Antwi are new, Kwame Boateng's
 * number comes back under another name (a duplicate), Esi's number is a landline (skipped).
 */
const GOOD_ROWS: SampleRow[] = [
  row(2, ['Yaa Asare', '024 555 0101', 'VIP'], {
    name: 'Yaa Asare',
    phone: { e164: '+233245550101', shown: '+233 24 555 0101' },
    group: 'vip',
  }),
  row(3, ['Kwame Again', '0244123456', 'Customers'], {
    name: 'Kwame Again',
    phone: { e164: '+233244123456', shown: '+233 24 412 3456' },
    saved: true,
    group: 'customers',
  }),
  row(4, ['Esi Landline', '030 221 4567', ''], {
    name: 'Esi Landline',
    refused: '030 221 4567 is a landline',
  }),
  row(5, ['Kojo Antwi', '020 555 0123', ''], {
    name: 'Kojo Antwi',
    phone: { e164: '+233205550123', shown: '+233 20 555 0123' },
  }),
];

const csv = (headers: string[], rows: readonly SampleRow[]) =>
  [headers, ...rows.map((each) => each.cells)].map((cells) => `${cells.join(',')}\n`).join('');

export const GOOD: SampleFile = {
  file: pickedFile(
    [csv(['Name', 'Phone', 'Group'], GOOD_ROWS)],
    'youth-fellowship.csv',
    'text/csv',
  ),
  how: 'pick',
  refusal: null,
  reads: {
    type: 'import.read.done',
    file: {
      meta: { format: 'nkra', formatLabel: 'Nkra CSV', encoding: 'UTF-8', delimiter: ',' },
      headers: ['Name', 'Phone', 'Group'],
      columns: [
        { index: 0, header: 'Name', samples: ['Yaa Asare', 'Kwame Again', 'Esi Landline'] },
        { index: 1, header: 'Phone', samples: ['024 555 0101', '0244123456', '030 221 4567'] },
        { index: 2, header: 'Group', samples: ['VIP', 'Customers'] },
      ],
      rowCount: 4,
    },
    mapping: ['name', 'phone', 'group'],
  },
  phoneColumn: 1,
  groupColumn: 2,
  rows: GOOD_ROWS,
  progress: [],
};

/**
 * 2,600 new members, one number each: the reader counts them in two chunks of 2,500 rows and
 * reports 96% and 100% on the way. Its rows are listed, not read: a person knows what they wrote.
 * Their numbers (024 800 0001 to 2600) are a block the generated sample database leaves free.
 */
const BIG_ROWS: SampleRow[] = Array.from({ length: 2_600 }, (_, index) => {
  const digits = String(index + 1).padStart(4, '0');
  const name = `Member ${digits}`;
  return row(index + 2, [name, `024 800 ${digits}`], {
    name,
    phone: { e164: `+23324800${digits}`, shown: `+233 24 800 ${digits}` },
  });
});

const SAMPLE_PHONES = new Set(SAMPLE_CONTACTS.map(({ phone }) => phone));
const taken = BIG_ROWS.find((each) => each.phone !== null && SAMPLE_PHONES.has(each.phone.e164));
if (taken) {
  throw new Error(
    `all-members.csv is meant to be all new, but the sample database holds ${taken.cells[1]}: choose another block of numbers.`,
  );
}

export const BIG: SampleFile = {
  file: pickedFile([csv(['Name', 'Phone'], BIG_ROWS)], 'all-members.csv', 'text/csv'),
  how: 'pick',
  refusal: null,
  reads: {
    type: 'import.read.done',
    file: {
      meta: {
        format: 'spreadsheet',
        formatLabel: 'Spreadsheet (comma-separated)',
        encoding: 'UTF-8',
        delimiter: ',',
      },
      headers: ['Name', 'Phone'],
      columns: [
        { index: 0, header: 'Name', samples: ['Member 0001', 'Member 0002', 'Member 0003'] },
        { index: 1, header: 'Phone', samples: ['024 800 0001', '024 800 0002', '024 800 0003'] },
      ],
      rowCount: 2_600,
    },
    mapping: ['name', 'phone'],
  },
  phoneColumn: 1,
  groupColumn: null,
  rows: BIG_ROWS,
  progress: [96, 100],
};

const NOT_CONTACTS = 'This is not a contacts file. Choose a .csv, .tsv, .txt, .vcf or .xlsx file.';

/** A price list saved as PDF, dropped on the dialog by mistake: the reader refuses it. */
export const PDF: SampleFile = {
  file: pickedFile(
    ['%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\n'],
    'price-list.pdf',
    'application/pdf',
  ),
  how: 'drop',
  refusal: NOT_CONTACTS,
  reads: { type: 'import.read.failed', reason: NOT_CONTACTS },
  phoneColumn: null,
  groupColumn: null,
  rows: [],
  progress: [],
};

/** A 25.3 MB export: refused for its size before it is read. */
export const HUGE: SampleFile = {
  file: pickedFile(
    ['Name,Phone\nAma Owusu,024 555 0199\n'],
    'all-customers.csv',
    'text/csv',
    25_300_000,
  ),
  how: 'pick',
  refusal:
    'all-customers.csv is 25.3 MB; files up to 20 MB can be imported. ' +
    'Split it into smaller files and import them one by one.',
  reads: null,
  phoneColumn: null,
  groupColumn: null,
  rows: [],
  progress: [],
};

export const SAMPLE_FILES: readonly SampleFile[] = [GOOD, BIG, PDF, HUGE];

const sampleFile = (fileName: string | null): SampleFile | undefined =>
  SAMPLE_FILES.find((sample) => sample.file.name === fileName);

const fileOf = (snapshot: ContactImportSnapshot): SampleFile => {
  const sample = sampleFile(snapshot.context.fileName);
  if (!sample) throw new Error(`No sample file is named ${snapshot.context.fileName ?? 'null'}.`);
  return sample;
};

const NO_PHONE_NUMBER = 'no phone number';

/** What importing the sample with this mapping does, row by row, as a person works it out. */
function expectedPlan(sample: SampleFile, mapping: ImportMapping) {
  const readsPhone = sample.phoneColumn !== null && mapping.columns[sample.phoneColumn] === 'phone';
  const readsGroup = sample.groupColumn !== null && mapping.columns[sample.groupColumn] === 'group';
  const ready: NewContact[] = [];
  const skipped: SkippedRow[] = [];
  let duplicates = 0;
  const preview: PreviewRow[] = [];
  for (const each of sample.rows) {
    // The dialog lists the first five rows as they will be imported.
    const shown = preview.length < 5;
    const phone = readsPhone && each.refused === null ? each.phone : null;
    if (!phone) {
      const reason = (readsPhone ? each.refused : null) ?? NO_PHONE_NUMBER;
      skipped.push({ row: each.row, reason, cells: each.cells });
      if (shown) preview.push({ row: each.row, outcome: 'skipped', reason });
    } else if (each.saved) {
      duplicates += 1;
      if (shown) {
        preview.push({ row: each.row, outcome: 'duplicate', name: each.name, phone: phone.shown });
      }
    } else {
      const group = (readsGroup ? each.group : null) ?? mapping.addToGroup;
      ready.push({ name: each.name, phone: phone.e164, group });
      if (shown) {
        preview.push({
          row: each.row,
          outcome: 'ready',
          name: each.name,
          phone: phone.shown,
          group,
        });
      }
    }
  }
  return { ready, duplicates, skipped, preview };
}

/**
 * What the reader answers next in this state, or null when it owes nothing: a chosen file's
 * table or refusal; while a mapping is counted, its progress and then its plan (for the current
 * revision); while importing, the new contacts.
 */
export function readerAnswer(snapshot: ContactImportSnapshot): ReaderEvent | null {
  const { context } = snapshot;
  if (snapshot.matches('reading')) return fileOf(snapshot).reads;
  if (snapshot.matches({ mapping: 'planning' })) {
    const sample = fileOf(snapshot);
    const percent = sample.progress.find((each) => each > context.progress);
    if (percent !== undefined) return { type: 'import.progress', percent };
    const plan = expectedPlan(sample, context.mapping);
    const answer: ImportPlanned = {
      revision: context.revision,
      summary: {
        ready: plan.ready.length,
        duplicates: plan.duplicates,
        skipped: plan.skipped.length,
      },
      preview: plan.preview,
      skipped: plan.skipped,
    };
    return { type: 'import.plan.ready', ...answer };
  }
  if (snapshot.matches('importing')) {
    const plan = expectedPlan(fileOf(snapshot), context.mapping);
    return {
      type: 'import.commit.ready',
      contacts: plan.ready,
      duplicates: plan.duplicates,
      skipped: plan.skipped.length,
    };
  }
  return null;
}

const READER_EVENTS = new Set<string>([
  'import.progress',
  'import.read.done',
  'import.read.failed',
  'import.plan.ready',
  'import.commit.ready',
]);

export const isReaderEvent = (event: ContactImportEvent): event is ReaderEvent =>
  READER_EVENTS.has(event.type);

/* ---------- what a person can do ---------- */

const choose = (sample: SampleFile): ContactImportEvent => ({
  type: 'import.file.choose',
  file: sample.file,
});
const column = (index: number, field: ImportField): ContactImportEvent => ({
  type: 'import.column.change',
  index,
  field,
});

/**
 * Every event a person can cause in the dialog, in the order the paths try them: the skipped
 * rows downloaded, the sample mapping changes of the small file (its Phone column to Ignore and
 * back, its Group column to Ignore, Add to group VIP), "Import N contacts", "Choose another file", the four
 * files, and closing the dialog.
 */
export const PERSON_EVENTS: ContactImportEvent[] = [
  { type: 'import.skipped.download' },
  // The small file's Phone and Group columns (its Name column is column 0).
  column(1, 'ignore'),
  column(1, 'phone'),
  column(2, 'ignore'),
  { type: 'import.group.change', group: 'vip' },
  { type: 'import.confirm' },
  { type: 'import.restart' },
  choose(GOOD),
  choose(BIG),
  choose(PDF),
  choose(HUGE),
  { type: 'import.cancel' },
];

/**
 * What a person can do in this state. A file is chosen where the file input shows (choosing,
 * failed); the dialog can always be closed. While a file is mapped, a person changes a column or
 * the group (also while the rows are counted), chooses another file, downloads the skipped rows
 * once they are listed and clicks "Import N contacts" once it is enabled. Choosing the field or
 * group already chosen is no change in a browser, so it is left out.
 *
 * Two things a person could do are left out on purpose. The big file's mapping is not changed:
 * its reader reports progress for every count, and the progress of a count overtaken by a newer
 * one would still arrive, moving the percentage shown where the model expects none. And the big file is not imported: 2,600 contacts would cost the suite a table of
 * 2,614 rows in jsdom for nothing the small file does not show; its counts and progress are the
 * point.
 */
export function personCan(snapshot: ContactImportSnapshot, event: ContactImportEvent): boolean {
  if (isReaderEvent(event)) return false;
  if (event.type === 'import.cancel') return snapshot.status === 'active';
  if (snapshot.matches('choosing') || snapshot.matches('failed')) {
    return event.type === 'import.file.choose';
  }
  if (!snapshot.matches('mapping')) return false;
  const { context } = snapshot;
  const small = fileOf(snapshot) === GOOD;
  switch (event.type) {
    case 'import.column.change':
      return small && context.mapping.columns[event.index] !== event.field;
    case 'import.group.change':
      return small && context.mapping.addToGroup !== event.group;
    case 'import.restart':
      return true;
    case 'import.skipped.download':
      return (context.plan?.skipped.length ?? 0) > 0;
    case 'import.confirm':
      return (
        small && snapshot.matches({ mapping: 'planned' }) && (context.plan?.summary.ready ?? 0) > 0
      );
    default:
      return false;
  }
}

/** The events that can happen now: the reader's next answer first (a person waits for it). */
export function eventsIn(snapshot: ContactImportSnapshot): ContactImportEvent[] {
  const answer = readerAnswer(snapshot);
  return [
    ...(answer ? [answer] : []),
    ...PERSON_EVENTS.filter((event) => personCan(snapshot, event)),
  ];
}

/**
 * Whether the event can happen now. xstate/graph offers, besides these, a bare `{ type }` for
 * every event the state takes that has no sample here (a read failure without its reason, say):
 * this filter keeps only the ones `eventsIn` offers.
 */
export function canHappen(snapshot: ContactImportSnapshot, event: ContactImportEvent): boolean {
  const key = JSON.stringify(event);
  return eventsIn(snapshot).some((offered) => JSON.stringify(offered) === key);
}

/* ---------- the summary the traversal counts ---------- */

type FailureKind = 'too large' | 'not a contacts file';

const failureKind = (snapshot: ContactImportSnapshot): FailureKind =>
  fileOf(snapshot) === HUGE ? 'too large' : 'not a contacts file';

/** A percentage shows beside "Checking N rows…" while it is above 0 and below 100. */
const showsPercent = (progress: number) => progress > 0 && progress < 100;

/** "counted: contacts to import, skipped rows listed": what the traversal tells apart. */
export function importSummary(snapshot: ContactImportSnapshot): string {
  const { context } = snapshot;
  if (snapshot.matches('choosing')) return 'choosing';
  if (snapshot.matches('reading')) return 'reading';
  if (snapshot.matches({ mapping: 'planning' })) {
    return showsPercent(context.progress) ? 'counting, percentage shown' : 'counting';
  }
  if (snapshot.matches({ mapping: 'planned' })) {
    const summary = context.plan?.summary;
    return [
      'counted',
      (summary?.ready ?? 0) > 0 ? 'contacts to import' : 'nothing to import',
      (summary?.skipped ?? 0) > 0 ? 'skipped rows listed' : 'no skipped rows',
    ].join(', ');
  }
  if (snapshot.matches('importing')) return 'importing';
  if (snapshot.matches('failed')) return `failed: ${failureKind(snapshot)}`;
  if (snapshot.matches('done')) return 'done';
  return 'cancelled';
}

/**
 * Choosing, reading, importing, done, cancelled (5); counting with a percentage or without (2);
 * counted with contacts to import and skipped rows (the small file), nothing to import and
 * skipped rows (its phone column ignored), contacts and no skipped rows (the big file) (3); failed
 * too large or not a contacts file (2). Nothing to import without skipped rows would take a file
 * of duplicates only, which shows nothing the others do not.
 */
export const SUMMARY_COUNT = 5 + 2 + 3 + 2;

/**
 * The traversal's key: the summary, and while the dialog is open the file and the progress. The
 * file decides what the reader answers and what a person may change, the progress which answer
 * comes next, so states that differ there are walked apart; a closed dialog is one state.
 */
const traversalKey = (snapshot: ContactImportSnapshot) =>
  JSON.stringify(
    snapshot.status === 'done'
      ? [importSummary(snapshot)]
      : [importSummary(snapshot), snapshot.context.fileName, snapshot.context.progress],
  );

/** The groups the contacts would go to, in the order they first appear: "VIP, Customers". */
const groupsOf = (contacts: readonly { group: ContactListGroup }[]) =>
  [...new Set(contacts.map((contact) => GROUP_NAMES[contact.group]))].join(', ') || 'none';

const readyPreview = (preview: readonly PreviewRow[]) =>
  preview.filter(
    (each): each is Extract<PreviewRow, { outcome: 'ready' }> => each.outcome === 'ready',
  );

/** A sample event, short: a file by its name, a count by its numbers and the groups it shows. */
export function sampleName(event: ContactImportEvent): string {
  switch (event.type) {
    case 'import.file.choose':
      return `${event.type} ${event.file.name}`;
    case 'import.read.done':
      return `${event.type} ${event.file.rowCount} rows`;
    case 'import.plan.ready': {
      const { ready, duplicates, skipped } = event.summary;
      return (
        `${event.type} ${ready} ready, ${duplicates} duplicates, ${skipped} skipped, ` +
        `to ${groupsOf(readyPreview(event.preview))}`
      );
    }
    case 'import.commit.ready':
      return `${event.type} ${event.contacts.length} contacts to ${groupsOf(event.contacts)}`;
    default:
      return JSON.stringify(event);
  }
}

export const contactImportModel = createTestModel(walkedContactImportMachine, {
  events: eventsIn,
  filterEvents: canHappen,
  input: IMPORT_INPUT,
  serializeState: (snapshot) => traversalKey(snapshot as ContactImportSnapshot),
});

/* ---------- what a person does ---------- */

export type ImportGesture =
  /** The file input labelled "Contacts file", or a drop on the dialog. */
  | { kind: 'pick'; file: File }
  | { kind: 'drop'; file: File }
  /** A select by its label: "Column: Phone", "Add to group". */
  | { kind: 'select'; label: string; value: string }
  /** A button of the dialog, by its words or its label. */
  | { kind: 'click'; name: string }
  | { kind: 'press'; key: 'Escape' }
  /** The person waits for the reader, which answers this. */
  | { kind: 'wait'; answer: ReaderEvent };

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

const importLabel = (snapshot: ContactImportSnapshot) => {
  const ready = snapshot.context.plan?.summary.ready;
  return ready === undefined ? 'Import contacts' : `Import ${plural(ready, 'contact')}`;
};

/**
 * How a person closes the dialog: Escape before a file is chosen and while importing, the close
 * button while a file is read, Cancel while it is mapped or after it failed.
 */
function closeGesture(before: ContactImportSnapshot): ImportGesture {
  if (before.matches('choosing') || before.matches('importing')) {
    return { kind: 'press', key: 'Escape' };
  }
  if (before.matches('reading')) return { kind: 'click', name: 'Close' };
  return { kind: 'click', name: 'Cancel' };
}

const headerOf = (before: ContactImportSnapshot, index: number) =>
  before.context.file?.headers[index] ?? `column ${index}`;

export function gestureFor(
  event: ContactImportEvent,
  before: ContactImportSnapshot,
): ImportGesture {
  if (isReaderEvent(event)) return { kind: 'wait', answer: event };
  switch (event.type) {
    case 'import.file.choose':
      return { kind: sampleFile(event.file.name)?.how ?? 'pick', file: event.file };
    case 'import.column.change':
      return {
        kind: 'select',
        label: `Column: ${headerOf(before, event.index)}`,
        value: event.field,
      };
    case 'import.group.change':
      return { kind: 'select', label: 'Add to group', value: event.group };
    case 'import.skipped.download':
      return { kind: 'click', name: 'Download skipped rows' };
    case 'import.confirm':
      return { kind: 'click', name: importLabel(before) };
    case 'import.restart':
      return { kind: 'click', name: 'Choose another file' };
    case 'import.cancel':
      return closeGesture(before);
  }
}

/* ---------- what a person sees after an event ---------- */

export interface ImportOutcome {
  /** The toast the contacts tab shows once the contacts are added. */
  toast: { title: string; description: string } | null;
  /** "Download skipped rows": the file's name and its text (after the byte-order mark). */
  download: { fileName: string; csv: string } | null;
}

/** The skipped rows as the person will fix them: the file's columns, then why. */
function skippedRowsCsv(snapshot: ContactImportSnapshot): string {
  const headers = snapshot.context.file?.headers ?? [];
  const rows = (snapshot.context.plan?.skipped ?? []).map((skip) => [...skip.cells, skip.reason]);
  // No sample cell holds a comma, a quote or a line break: nothing is quoted.
  return [[...headers, 'Reason'], ...rows].map((cells) => `${cells.join(',')}\r\n`).join('');
}

export function outcomeOf(event: ContactImportEvent, before: ContactImportSnapshot): ImportOutcome {
  const none: ImportOutcome = { toast: null, download: null };
  switch (event.type) {
    case 'import.skipped.download':
      return {
        ...none,
        download: {
          fileName: `${(before.context.fileName ?? '').replace(/\.csv$/, '')}-skipped-rows.csv`,
          csv: skippedRowsCsv(before),
        },
      };
    case 'import.commit.ready': {
      const parts = [
        `From ${before.context.fileName ?? ''}.`,
        event.duplicates > 0
          ? `${plural(event.duplicates, 'was', 'were')} already in your contacts.`
          : null,
        event.skipped > 0 ? `${plural(event.skipped, 'row was', 'rows were')} skipped.` : null,
      ];
      return {
        ...none,
        toast: {
          title: `Imported ${plural(event.contacts.length, 'contact')}`,
          description: parts.filter(Boolean).join(' '),
        },
      };
    }
    default:
      return none;
  }
}

/* ---------- targets and paths ---------- */

function outcomeName(event: ContactImportEvent, before: ContactImportSnapshot): string | null {
  switch (event.type) {
    case 'import.cancel': {
      const gesture = closeGesture(before);
      const how =
        gesture.kind === 'press' ? gesture.key : gesture.kind === 'click' ? gesture.name : '';
      // Closed while the reader hands the contacts over: none of them may be added.
      return `closed with ${how}${before.matches('importing') ? ' while importing' : ''}`;
    }
    case 'import.column.change':
    case 'import.group.change':
      // The count asked for first is still on its way: its late answer must be dropped.
      return before.matches({ mapping: 'planning' }) ? 'changed while counting' : null;
    case 'import.skipped.download':
      return `downloaded ${plural(before.context.plan?.skipped.length ?? 0, 'skipped row')}`;
    case 'import.confirm':
      // Where the contacts go, as the first rows show it: the mapping and the group decide.
      return `imported to ${groupsOf(readyPreview(before.context.plan?.preview ?? []))}`;
    case 'import.commit.ready':
      return `handed over ${plural(event.contacts.length, 'contact')}`;
    default:
      return null;
  }
}

export const IMPORT_PLAN: PathPlan<ContactImportSnapshot, ContactImportEvent> = {
  events: eventsIn,
  targets: summaryTargets(importSummary, outcomeName, sampleName),
  extraSteps: 12,
  input: IMPORT_INPUT,
};

export const IMPORT_PATHS: ImportPath[] = shortestPathsExtended(
  walkedContactImportMachine,
  contactImportModel,
  IMPORT_PLAN,
);

/** Every transition is walked. */
export const UNWALKED_TRANSITIONS: string[] = [];

export const importCoverage = (): Coverage =>
  coverageOf(walkedContactImportMachine, IMPORT_PATHS, IMPORT_INPUT);

/** How many summaries, samples and outcomes the paths cover, for the suite's report. */
export const importTargets = (): TargetCounts =>
  targetCounts(walkedContactImportMachine, IMPORT_PLAN, IMPORT_PATHS);

/* ---------- what a person sees in a state ---------- */

export interface ImportDialogSight {
  /** The file input labelled "Contacts file" (choosing, or after a failure). */
  fileInput: boolean;
  /** The progress bar's words: "Reading youth-fellowship.csv…", "Importing 2 contacts…". */
  progress: string | null;
  /** The alert: its title and its words. */
  failure: { title: string; description: string } | null;
  /** The file read: its name and what was found ("Nkra CSV · UTF-8 · comma-separated · 4 rows"). */
  file: { name: string; format: string } | null;
  /** The status line: "Checking 4 rows…" or "2 ready · 1 duplicate · 1 skipped". */
  status: string | null;
  /** Each column's select, by its label, and the field chosen. */
  columns: Record<string, ImportField>;
  addToGroup: ContactListGroup | null;
  /** "Choose Phone for the column that holds the numbers." */
  noPhoneColumn: boolean;
  /** The first rows as they will be imported: row, name, phone, result. */
  firstRows: string[][];
  /** "Row 4: 030 221 4567 is a landline", and whether they can be downloaded. */
  skippedRows: string[];
  downloadSkipped: boolean;
  chooseAnotherFile: boolean;
  /** "Import N contacts": its words, whether it can be clicked, whether it spins. */
  importButton: { label: string; enabled: boolean; loading: boolean } | null;
}

export interface ImportSight {
  /** The Import contacts dialog, or null once it has closed. */
  dialog: ImportDialogSight | null;
  /**
   * The Contacts tab: "Showing 2,875 of 2,875 contacts", the names of the rows jsdom renders
   * (the first of the long list), the cards and counts.
   */
  contacts: { count: string; rows: string[]; cards: string[] };
}

const DELIMITER_NAMES = {
  ',': 'comma-separated',
  ';': 'semicolon-separated',
  '\t': 'tab-separated',
};
/**
 * The rows jsdom shows of a list of `count` once the virtualizer has arrived: every row of 200
 * or fewer; of a longer list (the sample holds 2,873), the rows of jsdom's 768 px viewport at
 * their estimated height (it lays nothing out) and the overscan below them.
 */
const rowsShownInJsdom = (count: number): number =>
  count > 200 ? Math.ceil(768 / ROW_HEIGHT_ESTIMATE) + OVERSCAN : count;

/** The four cards: who a campaign reaches in each, and how many opted out. */
const CARD_LABELS = {
  all: 'Total Contacts',
  customers: 'Customers',
  prospects: 'Prospects',
  vip: 'VIP',
} as const;

const OUTCOME_WORDS = (preview: PreviewRow): string => {
  switch (preview.outcome) {
    case 'ready':
      return `Ready: ${GROUP_NAMES[preview.group]}`;
    case 'duplicate':
      return 'Already in your contacts';
    case 'skipped':
      return `Skipped: ${preview.reason}`;
  }
};

/** The contacts once the import is done: the sample, then the new ones, in the file's order. */
function contactsAfter(snapshot: ContactImportSnapshot): Contact[] {
  const added = snapshot.matches('done') ? (snapshot.context.imported?.contacts ?? []) : [];
  return [
    ...SAMPLE_CONTACTS,
    ...added.map((contact, index): Contact => ({
      id: SAMPLE_CONTACTS.length + index + 1,
      ...contact,
      status: 'active',
      lastContact: null,
      consent: { source: 'import', detail: snapshot.context.fileName ?? '', at: todayIso() },
      optOut: null,
    })),
  ];
}

function dialogSight(snapshot: ContactImportSnapshot): ImportDialogSight | null {
  if (snapshot.status === 'done') return null;
  const { context } = snapshot;
  const mapping = snapshot.matches('mapping');
  const planned = snapshot.matches({ mapping: 'planned' });
  const plan = planned ? context.plan : null;
  const file = context.file;
  const fileName = context.fileName ?? '';
  const summary = plan?.summary;
  return {
    fileInput: snapshot.matches('choosing') || snapshot.matches('failed'),
    progress: snapshot.matches('reading')
      ? `Reading ${fileName}…`
      : snapshot.matches('importing')
        ? `Importing ${plural(context.plan?.summary.ready ?? 0, 'contact')}…`
        : null,
    failure: snapshot.matches('failed')
      ? {
          title: `${fileName} was not imported`,
          description: `${fileOf(snapshot).refusal ?? ''} Your contacts are unchanged.`,
        }
      : null,
    file:
      mapping && file
        ? {
            name: fileName,
            format: [
              file.meta.formatLabel,
              file.meta.encoding,
              file.meta.delimiter ? DELIMITER_NAMES[file.meta.delimiter] : null,
              plural(file.rowCount, 'row'),
            ]
              .filter(Boolean)
              .join(' · '),
          }
        : null,
    status: !mapping
      ? null
      : summary
        ? `${summary.ready.toLocaleString('en-GB')} ready · ${plural(summary.duplicates, 'duplicate')} · ${summary.skipped.toLocaleString('en-GB')} skipped`
        : `Checking ${plural(file?.rowCount ?? 0, 'row')}…${showsPercent(context.progress) ? ` ${context.progress}%` : ''}`,
    columns: mapping
      ? Object.fromEntries(
          (file?.columns ?? []).map((each) => [
            `Column: ${each.header}`,
            context.mapping.columns[each.index] ?? 'ignore',
          ]),
        )
      : {},
    addToGroup: mapping ? context.mapping.addToGroup : null,
    noPhoneColumn: mapping && !context.mapping.columns.includes('phone'),
    firstRows: (plan?.preview ?? []).map((preview) => [
      String(preview.row),
      preview.outcome === 'skipped' ? '' : preview.name,
      preview.outcome === 'skipped' ? '' : preview.phone,
      OUTCOME_WORDS(preview),
    ]),
    skippedRows: (plan?.skipped ?? []).map((skip) => `Row ${skip.row}: ${skip.reason}`),
    downloadSkipped: (plan?.skipped.length ?? 0) > 0,
    chooseAnotherFile: mapping,
    importButton:
      mapping || snapshot.matches('importing')
        ? {
            label: importLabel(snapshot),
            enabled: planned && (summary?.ready ?? 0) > 0,
            loading: snapshot.matches('importing'),
          }
        : null,
  };
}

export function sightOf(snapshot: ContactImportSnapshot): ImportSight {
  const contacts = contactsAfter(snapshot);
  const counts = audienceCounts(contacts);
  const total = formatNumber(contacts.length);
  return {
    dialog: dialogSight(snapshot),
    contacts: {
      count: `Showing ${total} of ${total} contacts`,
      rows: contacts.slice(0, rowsShownInJsdom(contacts.length)).map((contact) => contact.name),
      cards: (Object.keys(CARD_LABELS) as (keyof typeof CARD_LABELS)[]).map((card) => {
        const { recipients, optedOut } = counts[card];
        const beneath = optedOut > 0 ? `${formatNumber(optedOut)} opted out` : '';
        return `${CARD_LABELS[card]}${formatNumber(recipients)}${beneath}`;
      }),
    },
  };
}

/** "pick youth-fellowship.csv > read > plan(2/1/1) > column(Phone=ignore) ... => summary". */
export function describePath(path: ImportPath): string {
  const events = path.steps
    .slice(1)
    .map(({ event, state }) => {
      switch (event.type) {
        case 'import.file.choose':
          return `${sampleFile(event.file.name)?.how ?? 'pick'} ${event.file.name}`;
        case 'import.column.change':
          return `${headerOf(state, event.index)}=${event.field}`;
        case 'import.group.change':
          return `group=${event.group}`;
        case 'import.progress':
          return `${event.percent}%`;
        case 'import.plan.ready':
          return `counted(${event.summary.ready}/${event.summary.duplicates}/${event.summary.skipped})`;
        case 'import.read.failed':
          return 'refused';
        default:
          return event.type.replace('import.', '');
      }
    })
    .join(' > ');
  return `${events} => ${importSummary(path.state)}`;
}
