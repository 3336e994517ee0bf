import type { ContactListGroup } from '@/domain/contacts';
import type {
  ImportField,
  ImportMapping,
  ImportSummary,
  NewContact,
  ReadMeta,
  SkippedRow,
} from '@/domain/import/types';

/**
 * What the import machine and its file reader say to each other: the reader's input, the
 * commands the machine sends it, and the events it answers with. The Web Worker behind the
 * reader (src/dashboard/contacts/import) speaks the same messages.
 */

/** A source column as the mapping step shows it: its name and a few of its values. */
export interface ImportColumn {
  /** Its place in the file's columns. */
  index: number;
  header: string;
  /** Up to three non-blank values, for recognising the column. */
  samples: string[];
}

/** One of the first rows, as it would be imported with the mapping chosen. */
export type PreviewRow =
  | { row: number; outcome: 'ready'; name: string; phone: string; group: ContactListGroup }
  | { row: number; outcome: 'duplicate'; name: string; phone: string }
  | { row: number; outcome: 'skipped'; reason: string };

/** What the reader found in the file. */
export interface ReadFile {
  meta: ReadMeta;
  /** Every column's name, in file order (for the skipped-rows file). */
  headers: string[];
  /** The columns that hold a value in some row; columns blank throughout are left out. */
  columns: ImportColumn[];
  /** Data rows, blank ones aside. */
  rowCount: number;
}

/** The reader's answer to a mapping: what an import would do. */
export interface ImportPlanned {
  /** The mapping revision this answers; older answers are dropped. */
  revision: number;
  summary: ImportSummary;
  preview: PreviewRow[];
  skipped: SkippedRow[];
}

/** What the reader reports, each as an event to the import machine. */
export type ReaderEvent =
  /** How far the reader is with the file or the plan, 0 to 100. */
  | { type: 'import.progress'; percent: number }
  | { type: 'import.read.done'; file: ReadFile; mapping: ImportField[] }
  | { type: 'import.read.failed'; reason: string }
  | ({ type: 'import.plan.ready' } & ImportPlanned)
  | { type: 'import.commit.ready'; contacts: NewContact[]; duplicates: number; skipped: number };

/** What the import machine asks of its reader. */
export type ReaderCommand =
  | { type: 'plan'; revision: number; mapping: ImportMapping }
  | { type: 'commit'; mapping: ImportMapping };

export interface ReaderInput {
  file: File;
  /** The numbers already in the contacts, E.164: rows with them are duplicates. */
  existingPhones: readonly string[];
}
