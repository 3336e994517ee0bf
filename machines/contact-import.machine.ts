import {
  assertEvent,
  assign,
  emit,
  fromCallback,
  sendTo,
  setup,
  spawnChild,
  stopChild,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { ContactListGroup } from '@/domain/contacts';
import type { ImportField, ImportMapping, NewContact } from '@/domain/import/types';
import { fileTooLargeReason, isFileTooLarge } from '@/domain/import/limits';
import { skippedRowsCsv, skippedRowsFileName } from '@/domain/import/skipped-rows';
import type {
  ImportPlanned,
  ReadFile,
  ReaderCommand,
  ReaderEvent,
  ReaderInput,
} from './contact-import.reader';

export type ContactImportEvent =
  | { type: 'import.file.choose'; file: File }
  | { type: 'import.column.change'; index: number; field: ImportField }
  | { type: 'import.group.change'; group: ContactListGroup }
  | { type: 'import.skipped.download' }
  | { type: 'import.confirm' }
  | { type: 'import.restart' }
  | { type: 'import.cancel' }
  | ReaderEvent;

export type ContactImportEmitted = {
  type: 'import.download';
  fileName: string;
  mimeType: string;
  content: string;
};

export interface ContactImportInput {
  existingPhones: readonly string[];
}

export interface ContactImportContext {
  existingPhones: readonly string[];
  fileName: string | null;
  /** How far reading or planning is, 0 to 100, shown for big files. */
  progress: number;
  file: ReadFile | null;
  mapping: ImportMapping;
  /** Counts each mapping change, so a late answer to an older mapping is dropped. */
  revision: number;
  plan: ImportPlanned | null;
  /** Why the file could not be read or imported; null unless `failed`. */
  failure: string | null;
  /** What the import hands over once `done`. */
  imported: Extract<ContactImportOutput, { outcome: 'imported' }> | null;
}

/** What the contacts machine receives when the import machine stops. */
export type ContactImportOutput =
  | {
      outcome: 'imported';
      fileName: string;
      contacts: NewContact[];
      duplicates: number;
      skipped: number;
    }
  | { outcome: 'cancelled' };

const NO_MAPPING: ImportMapping = { columns: [], addToGroup: 'customers' };

const blankSlate = {
  fileName: null,
  progress: 0,
  file: null,
  mapping: NO_MAPPING,
  plan: null,
  failure: null,
  imported: null,
} satisfies Partial<ContactImportContext>;

export const contactImportMachine = setup({
  types: {
    context: {} as ContactImportContext,
    events: {} as ContactImportEvent,
    emitted: {} as ContactImportEmitted,
    input: {} as ContactImportInput,
    output: {} as ContactImportOutput,
    children: {} as { reader: 'readContactsFile' },
    /** `busy`: the reader is working on the file. */
    tags: {} as 'busy',
  },
  actors: {
    /**
     * Reads the file off the main thread, then answers plans and the commit; provided at the
     * edge (a Web Worker). It reports with the `ReaderEvent`s.
     */
    readContactsFile: fromCallback<ReaderCommand, ReaderInput>(() => {}),
  },
  guards: {
    isFileTooLarge: ({ event }) => {
      assertEvent(event, 'import.file.choose');
      return isFileTooLarge(event.file);
    },
    isCurrentPlan: ({ context, event }) => {
      assertEvent(event, 'import.plan.ready');
      return event.revision === context.revision;
    },
    hasContactsToImport: ({ context }) => (context.plan?.summary.ready ?? 0) > 0,
    hasSkippedRows: ({ context }) => (context.plan?.skipped.length ?? 0) > 0,
  },
  actions: {
    refuseTooLarge: assign(({ event }) => {
      assertEvent(event, 'import.file.choose');
      return { ...blankSlate, fileName: event.file.name, failure: fileTooLargeReason(event.file) };
    }),
    startReading: assign(({ event }) => {
      assertEvent(event, 'import.file.choose');
      return { ...blankSlate, fileName: event.file.name };
    }),
    spawnReader: spawnChild('readContactsFile', {
      id: 'reader',
      input: ({ context, event }) => {
        assertEvent(event, 'import.file.choose');
        return { file: event.file, existingPhones: context.existingPhones };
      },
    }),
    stopReader: stopChild('reader'),
    setProgress: assign(({ event }) => {
      assertEvent(event, 'import.progress');
      return { progress: event.percent };
    }),
    keepFile: assign(({ context, event }) => {
      assertEvent(event, 'import.read.done');
      return {
        file: event.file,
        progress: 100,
        mapping: { columns: event.mapping, addToGroup: context.mapping.addToGroup },
      };
    }),
    setColumn: assign(({ context, event }) => {
      assertEvent(event, 'import.column.change');
      const columns = context.mapping.columns.map((field, index) =>
        index === event.index ? event.field : field,
      );
      return { mapping: { ...context.mapping, columns } };
    }),
    setGroup: assign(({ context, event }) => {
      assertEvent(event, 'import.group.change');
      return { mapping: { ...context.mapping, addToGroup: event.group } };
    }),
    nextRevision: assign(({ context }) => ({
      revision: context.revision + 1,
      plan: null,
      progress: 0,
    })),
    askForPlan: sendTo('reader', ({ context }) => ({
      type: 'plan' as const,
      revision: context.revision,
      mapping: context.mapping,
    })),
    keepPlan: assign(({ event }) => {
      assertEvent(event, 'import.plan.ready');
      const { type: _type, ...plan } = event;
      return { plan };
    }),
    askToCommit: sendTo('reader', ({ context }) => ({
      type: 'commit' as const,
      mapping: context.mapping,
    })),
    keepImported: assign(({ context, event }) => {
      assertEvent(event, 'import.commit.ready');
      return {
        imported: {
          outcome: 'imported' as const,
          fileName: context.fileName ?? '',
          contacts: event.contacts,
          duplicates: event.duplicates,
          skipped: event.skipped,
        },
      };
    }),
    recordFailure: assign(({ event }) => {
      assertEvent(event, 'import.read.failed');
      return { failure: event.reason };
    }),
    forgetFile: assign(blankSlate),
    downloadSkipped: emit(({ context }) => ({
      type: 'import.download' as const,
      fileName: skippedRowsFileName(context.fileName ?? ''),
      mimeType: 'text/csv;charset=utf-8',
      content: skippedRowsCsv(context.file?.headers ?? [], context.plan?.skipped ?? []),
    })),
  },
}).createMachine({
  id: 'contactImport',
  description:
    'The Import contacts dialog: a file is chosen, read off the main thread, its columns mapped, and its new contacts imported all at once.',
  context: ({ input }) => ({
    ...blankSlate,
    existingPhones: input.existingPhones,
    revision: 0,
  }),
  initial: 'choosing',
  on: {
    'import.progress': { actions: 'setProgress' },
    // The reader may fail at any step: the file moved, a worker that cannot start or stops.
    'import.read.failed': {
      target: '.failed',
      actions: ['recordFailure', 'stopReader'],
      description: 'The file could not be read: the dialog says why; nothing was added.',
    },
    'import.cancel': {
      target: '.cancelled',
      description: 'Cancel, Escape or the close button: nothing is imported.',
    },
  },
  states: {
    choosing: {
      description: 'Waits for a file: picked, or dropped on the dialog.',
      on: {
        'import.file.choose': [
          {
            guard: 'isFileTooLarge',
            target: 'failed',
            actions: 'refuseTooLarge',
            description: 'A file over 20 MB is refused before it is read.',
          },
          {
            target: 'reading',
            actions: ['startReading', 'spawnReader'],
            description: 'The reader starts on the file.',
          },
        ],
      },
    },
    reading: {
      tags: 'busy',
      description:
        'The reader detects the encoding, the delimiter and the format, and suggests a mapping.',
      on: {
        'import.read.done': {
          target: 'mapping',
          actions: ['keepFile', 'nextRevision', 'askForPlan'],
          description: 'The file is read: its columns and a first plan follow.',
        },
      },
    },
    mapping: {
      description:
        'The detected format, each column with what it becomes, the first rows and the counts: ready, duplicates, skipped.',
      initial: 'planning',
      on: {
        'import.column.change': {
          target: '.planning',
          actions: ['setColumn', 'nextRevision', 'askForPlan'],
          description: 'A column is given another meaning; the counts are worked out again.',
        },
        'import.group.change': {
          target: '.planning',
          actions: ['setGroup', 'nextRevision', 'askForPlan'],
          description: 'Rows without a known group go to another group.',
        },
        'import.plan.ready': {
          guard: 'isCurrentPlan',
          target: '.planned',
          actions: 'keepPlan',
          description: 'The reader answers the latest mapping; older answers are dropped.',
        },
        'import.skipped.download': {
          guard: 'hasSkippedRows',
          actions: 'downloadSkipped',
          description:
            'The skipped rows download as a CSV with their reasons, to fix and import again.',
        },
        'import.restart': {
          target: 'choosing',
          actions: ['stopReader', 'forgetFile'],
          description: 'Choose another file: the one read is forgotten.',
        },
      },
      states: {
        planning: {
          tags: 'busy',
          description: 'The reader works out what this mapping would import.',
        },
        planned: {
          description: 'The counts and the first rows match the mapping shown.',
          on: {
            'import.confirm': {
              guard: 'hasContactsToImport',
              target: '#contactImport.importing',
              actions: 'askToCommit',
              description: '"Import N contacts": the reader hands over the new contacts.',
            },
          },
        },
      },
    },
    importing: {
      tags: 'busy',
      description: 'The new contacts come back from the reader, to be added all at once.',
      on: {
        'import.commit.ready': {
          target: 'done',
          actions: 'keepImported',
          description: 'The contacts machine adds them and closes the dialog.',
        },
      },
    },
    failed: {
      description: 'The file was refused or could not be read; another file can be chosen.',
      on: {
        'import.file.choose': [
          {
            guard: 'isFileTooLarge',
            target: 'failed',
            reenter: true,
            actions: 'refuseTooLarge',
            description: 'Another file over 20 MB is refused too.',
          },
          {
            target: 'reading',
            actions: ['startReading', 'spawnReader'],
            description: 'Another file is read.',
          },
        ],
      },
    },
    done: {
      type: 'final',
      description: 'The contacts were handed to the contacts machine.',
    },
    cancelled: {
      type: 'final',
      description: 'The dialog closed without importing.',
    },
  },
  output: ({ context }) => context.imported ?? { outcome: 'cancelled' },
});

export type ContactImportActorRef = ActorRefFrom<typeof contactImportMachine>;
export type ContactImportSnapshot = SnapshotFrom<typeof contactImportMachine>;

/** Which step the dialog shows. */
export type ImportStep = 'choosing' | 'reading' | 'mapping' | 'importing' | 'failed' | 'closed';
export function selectImportStep(snapshot: ContactImportSnapshot): ImportStep {
  if (snapshot.status === 'done') return 'closed';
  for (const step of ['choosing', 'reading', 'mapping', 'importing', 'failed'] as const) {
    if (snapshot.matches(step)) return step;
  }
  return 'closed';
}
export const selectImportFileName = (snapshot: ContactImportSnapshot) => snapshot.context.fileName;
export const selectImportProgress = (snapshot: ContactImportSnapshot) => snapshot.context.progress;
export const selectImportFailure = (snapshot: ContactImportSnapshot) => snapshot.context.failure;
export const selectImportFile = (snapshot: ContactImportSnapshot) => snapshot.context.file;
export const selectImportMapping = (snapshot: ContactImportSnapshot) => snapshot.context.mapping;
export const selectImportPlan = (snapshot: ContactImportSnapshot) => snapshot.context.plan;
/** Whether "Import N contacts" would be taken now. */
export const selectCanConfirm = (snapshot: ContactImportSnapshot) =>
  snapshot.can({ type: 'import.confirm' });
/** Whether the counts are being worked out for the mapping shown. */
export const selectIsPlanning = (snapshot: ContactImportSnapshot) =>
  snapshot.matches({ mapping: 'planning' });
/** Whether no column is mapped to Phone: every row would be skipped. */
export const selectHasNoPhoneColumn = (snapshot: ContactImportSnapshot) =>
  !snapshot.context.mapping.columns.includes('phone');
