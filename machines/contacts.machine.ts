import { assign, emit, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  countByGroup,
  EMPTY_CONTACT_FORM,
  filterContacts,
  findByPhone,
  FILTER_LABELS,
  nextContactId,
  SAMPLE_CONTACTS,
  validateContactForm,
  type Contact,
  type ContactFilter,
  type ContactFormErrors,
  type ContactFormFields,
  type GroupCounts,
} from '@/domain/contacts';
import { contactsToCsv, describeImport, MAX_IMPORT_BYTES, parseContactsCsv } from '@/domain/csv';
import { formatPhone } from '@/domain/phone';
import { toastEvent, type ToastEmitted } from './toast';

export interface ContactsContext {
  contacts: Contact[];
  query: string;
  filter: ContactFilter;
  /** The Add/Edit dialog's fields. */
  form: ContactFormFields;
  /** The contact the dialog edits; null while adding. */
  editingId: number | null;
  /** Failed submits of the open dialog; errors show from the first, focus moves on each. */
  submitAttempts: number;
  /** The contact the delete confirmation is about. */
  pendingDeleteId: number | null;
  /** The last deleted contact and where it stood, for Undo. */
  lastDeleted: { contact: Contact; index: number } | null;
}

export type ContactsEvent =
  | { type: 'contacts.search.change'; value: string }
  | { type: 'contacts.filter.select'; filter: ContactFilter }
  | { type: 'contacts.add.open' }
  | { type: 'contacts.edit.open'; id: number }
  | { type: 'contacts.form.change'; field: 'name' | 'phone'; value: string }
  | { type: 'contacts.form.group.change'; group: ContactFormFields['group'] }
  | { type: 'contacts.form.submit' }
  | { type: 'contacts.form.cancel' }
  | { type: 'contacts.delete.request'; id: number }
  | { type: 'contacts.delete.confirm' }
  | { type: 'contacts.delete.cancel' }
  | { type: 'contacts.delete.undo' }
  | { type: 'contacts.import.start' }
  /** The text of the file the person picked, read at the edge. */
  | { type: 'contacts.import.file'; fileName: string; text: string }
  | { type: 'contacts.import.failed'; fileName: string }
  | { type: 'contacts.export' };

/** Effects for the view's edge: DOM work the machine asks for but does not do. */
export type ContactsEmitted =
  | ToastEmitted
  | { type: 'contacts.filePicker.open' }
  | { type: 'contacts.download'; fileName: string; mimeType: string; content: string };

const visible = (context: ContactsContext) =>
  filterContacts(context.contacts, { query: context.query, filter: context.filter });

const formResult = (context: ContactsContext) =>
  validateContactForm(context.form, context.contacts, context.editingId ?? undefined);

const describe = (contact: Pick<Contact, 'name' | 'phone'>) =>
  `${contact.name} (${formatPhone(contact.phone)})`;

export const contactsMachine = setup({
  types: {
    context: {} as ContactsContext,
    events: {} as ContactsEvent,
    emitted: {} as ContactsEmitted,
  },
  guards: {
    isFormValid: ({ context }) => formResult(context).ok,
    isKnownContact: ({ context, event }) =>
      (event.type === 'contacts.edit.open' || event.type === 'contacts.delete.request') &&
      context.contacts.some((contact) => contact.id === event.id),
    canUndoDelete: ({ context }) =>
      context.lastDeleted !== null &&
      !context.contacts.some((contact) => contact.id === context.lastDeleted?.contact.id) &&
      findByPhone(context.contacts, context.lastDeleted.contact.phone) === undefined,
    isImportTooLarge: ({ event }) =>
      event.type === 'contacts.import.file' && event.text.length > MAX_IMPORT_BYTES,
    hasVisibleContacts: ({ context }) => visible(context).length > 0,
  },
  actions: {
    setQuery: assign({
      query: ({ context, event }) =>
        event.type === 'contacts.search.change' ? event.value : context.query,
    }),
    setFilter: assign({
      filter: ({ context, event }) =>
        event.type === 'contacts.filter.select' ? event.filter : context.filter,
    }),
    startAdding: assign({ form: EMPTY_CONTACT_FORM, editingId: null, submitAttempts: 0 }),
    startEditing: assign(({ context, event }) => {
      const contact = context.contacts.find(
        (candidate) => event.type === 'contacts.edit.open' && candidate.id === event.id,
      );
      if (!contact) return {};
      return {
        editingId: contact.id,
        form: { name: contact.name, phone: formatPhone(contact.phone), group: contact.group },
        submitAttempts: 0,
      };
    }),
    setFormField: assign({
      form: ({ context, event }) =>
        event.type === 'contacts.form.change'
          ? { ...context.form, [event.field]: event.value }
          : context.form,
    }),
    setFormGroup: assign({
      form: ({ context, event }) =>
        event.type === 'contacts.form.group.change'
          ? { ...context.form, group: event.group }
          : context.form,
    }),
    countFailedSubmit: assign({ submitAttempts: ({ context }) => context.submitAttempts + 1 }),
    saveContact: enqueueActions(({ context, enqueue }) => {
      const result = formResult(context);
      if (!result.ok) return;
      const { name, phone, group } = result;
      if (context.editingId === null) {
        const contact: Contact = {
          id: nextContactId(context.contacts),
          name,
          phone,
          group,
          status: 'active',
          lastContact: null,
        };
        enqueue.assign({ contacts: [contact, ...context.contacts] });
        enqueue.emit(
          toastEvent({
            status: 'success',
            title: 'Contact added',
            description: `${describe(contact)} was added to ${FILTER_LABELS[group]}.`,
          }),
        );
        return;
      }
      const id = context.editingId;
      enqueue.assign({
        contacts: context.contacts.map((contact) =>
          contact.id === id ? { ...contact, name, phone, group } : contact,
        ),
      });
      enqueue.emit(
        toastEvent({
          status: 'success',
          title: 'Contact updated',
          description: `${describe({ name, phone })} was saved.`,
        }),
      );
    }),
    closeForm: assign({ form: EMPTY_CONTACT_FORM, editingId: null, submitAttempts: 0 }),
    markPendingDelete: assign({
      pendingDeleteId: ({ context, event }) =>
        event.type === 'contacts.delete.request' ? event.id : context.pendingDeleteId,
    }),
    clearPendingDelete: assign({ pendingDeleteId: null }),
    deleteContact: enqueueActions(({ context, enqueue }) => {
      const index = context.contacts.findIndex((contact) => contact.id === context.pendingDeleteId);
      const contact = context.contacts[index];
      if (!contact) return;
      enqueue.assign({
        contacts: context.contacts.filter((candidate) => candidate.id !== contact.id),
        lastDeleted: { contact, index },
        pendingDeleteId: null,
      });
      enqueue.emit(
        toastEvent({
          status: 'info',
          title: 'Contact deleted',
          description: `${describe(contact)} was removed.`,
          action: { label: 'Undo', event: { type: 'contacts.delete.undo' } },
        }),
      );
    }),
    restoreDeleted: enqueueActions(({ context, enqueue }) => {
      const deleted = context.lastDeleted;
      if (!deleted) return;
      const contacts = [...context.contacts];
      contacts.splice(Math.min(deleted.index, contacts.length), 0, deleted.contact);
      enqueue.assign({ contacts, lastDeleted: null });
      enqueue.emit(
        toastEvent({
          status: 'success',
          title: 'Contact restored',
          description: `${describe(deleted.contact)} is back in your contacts.`,
        }),
      );
    }),
    notifyImportStarted: emit(
      toastEvent({
        status: 'info',
        title: 'Import Started',
        description: 'Contact import process has been initiated.',
      }),
    ),
    openFilePicker: emit({ type: 'contacts.filePicker.open' as const }),
    importContacts: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'contacts.import.file') return;
      const result = parseContactsCsv(event.text, context.contacts);
      if (result.added.length > 0) {
        enqueue.assign({ contacts: [...context.contacts, ...result.added] });
      }
      enqueue.emit(
        toastEvent({
          status: result.added.length > 0 ? 'success' : 'warning',
          title: result.added.length > 0 ? 'Import complete' : 'Nothing imported',
          description: `${event.fileName}: ${describeImport(result)}`,
        }),
      );
    }),
    notifyImportTooLarge: emit(({ event }) =>
      toastEvent({
        status: 'error',
        title: 'File too large',
        description: `${event.type === 'contacts.import.file' ? event.fileName : 'The file'} is over ${MAX_IMPORT_BYTES / 1_000_000} MB. Split it into smaller CSV files and import them one by one.`,
      }),
    ),
    notifyImportFailed: emit(({ event }) =>
      toastEvent({
        status: 'error',
        title: 'Import failed',
        description: `${event.type === 'contacts.import.failed' ? event.fileName : 'The file'} could not be read. Check that it is a CSV file and try again.`,
      }),
    ),
    notifyExportStarted: emit(
      toastEvent({
        status: 'info',
        title: 'Export Started',
        description: 'Contact export will begin shortly.',
      }),
    ),
    downloadCsv: emit(({ context }) => ({
      type: 'contacts.download' as const,
      fileName: `nkra-contacts-${context.filter}.csv`,
      mimeType: 'text/csv;charset=utf-8',
      content: contactsToCsv(visible(context)),
    })),
    notifyNothingToExport: emit(
      toastEvent({
        status: 'warning',
        title: 'Nothing to export',
        description: 'No contacts match the current search and group filter.',
      }),
    ),
  },
}).createMachine({
  id: 'contacts',
  context: {
    contacts: [...SAMPLE_CONTACTS],
    query: '',
    filter: 'all',
    form: EMPTY_CONTACT_FORM,
    editingId: null,
    submitAttempts: 0,
    pendingDeleteId: null,
    lastDeleted: null,
  },
  initial: 'browsing',
  on: {
    // A file is read at the edge and may arrive whatever the screen shows by then.
    'contacts.import.file': [
      { guard: 'isImportTooLarge', actions: 'notifyImportTooLarge' },
      { actions: 'importContacts' },
    ],
    'contacts.import.failed': { actions: 'notifyImportFailed' },
    // The Undo button lives in a toast, which outlives the screen that showed it.
    'contacts.delete.undo': { guard: 'canUndoDelete', actions: 'restoreDeleted' },
  },
  states: {
    /** The table: waits for search, filters, import, export, or a dialog to open. */
    browsing: {
      on: {
        'contacts.search.change': { actions: 'setQuery' },
        'contacts.filter.select': { actions: 'setFilter' },
        'contacts.add.open': { target: 'adding', actions: 'startAdding' },
        'contacts.edit.open': {
          guard: 'isKnownContact',
          target: 'editing',
          actions: 'startEditing',
        },
        'contacts.delete.request': {
          guard: 'isKnownContact',
          target: 'confirmingDelete',
          actions: 'markPendingDelete',
        },
        'contacts.import.start': { actions: ['notifyImportStarted', 'openFilePicker'] },
        'contacts.export': [
          { guard: 'hasVisibleContacts', actions: ['notifyExportStarted', 'downloadCsv'] },
          { actions: 'notifyNothingToExport' },
        ],
      },
    },
    /** The Add New Contact dialog: waits for its fields, submit or cancel. */
    adding: {
      on: {
        'contacts.form.change': { actions: 'setFormField' },
        'contacts.form.group.change': { actions: 'setFormGroup' },
        'contacts.form.submit': [
          { guard: 'isFormValid', target: 'browsing', actions: ['saveContact', 'closeForm'] },
          { actions: 'countFailedSubmit' },
        ],
        'contacts.form.cancel': { target: 'browsing', actions: 'closeForm' },
      },
    },
    /** The same dialog, filled with a contact: waits for its fields, submit or cancel. */
    editing: {
      on: {
        'contacts.form.change': { actions: 'setFormField' },
        'contacts.form.group.change': { actions: 'setFormGroup' },
        'contacts.form.submit': [
          { guard: 'isFormValid', target: 'browsing', actions: ['saveContact', 'closeForm'] },
          { actions: 'countFailedSubmit' },
        ],
        'contacts.form.cancel': { target: 'browsing', actions: 'closeForm' },
      },
    },
    /** Asks whether to delete the contact: waits for confirm or cancel. */
    confirmingDelete: {
      on: {
        'contacts.delete.confirm': { target: 'browsing', actions: 'deleteContact' },
        'contacts.delete.cancel': { target: 'browsing', actions: 'clearPendingDelete' },
      },
    },
  },
});

export type ContactsActorRef = ActorRefFrom<typeof contactsMachine>;
export type ContactsSnapshot = SnapshotFrom<typeof contactsMachine>;

// Named selectors, memoised on their inputs so a keystroke re-renders only what changed.
function memoLast<TArgs extends readonly unknown[], TResult>(compute: (...args: TArgs) => TResult) {
  let lastArgs: TArgs | null = null;
  let lastResult: TResult;
  return (...args: TArgs): TResult => {
    if (lastArgs === null || args.some((arg, index) => !Object.is(arg, lastArgs?.[index]))) {
      lastResult = compute(...args);
      lastArgs = args;
    }
    return lastResult;
  };
}

const visibleOf = memoLast((contacts: Contact[], query: string, filter: ContactFilter) =>
  filterContacts(contacts, { query, filter }),
);
const countsOf = memoLast((contacts: Contact[]): GroupCounts => countByGroup(contacts));
const NO_ERRORS: ContactFormErrors = {};
const errorsOf = memoLast(
  (form: ContactFormFields, contacts: Contact[], editingId: number | null, show: boolean) => {
    if (!show) return NO_ERRORS;
    const result = validateContactForm(form, contacts, editingId ?? undefined);
    return result.ok ? NO_ERRORS : result.errors;
  },
);

export const selectVisibleContacts = ({ context }: ContactsSnapshot) =>
  visibleOf(context.contacts, context.query, context.filter);
export const selectGroupCounts = ({ context }: ContactsSnapshot) => countsOf(context.contacts);
export const selectQuery = ({ context }: ContactsSnapshot) => context.query;
export const selectFilter = ({ context }: ContactsSnapshot) => context.filter;

/** Which dialog is open over the table. */
export function selectContactsDialog(
  snapshot: ContactsSnapshot,
): 'none' | 'add' | 'edit' | 'delete' {
  if (snapshot.matches('adding')) return 'add';
  if (snapshot.matches('editing')) return 'edit';
  if (snapshot.matches('confirmingDelete')) return 'delete';
  return 'none';
}

export const selectForm = ({ context }: ContactsSnapshot) => context.form;
export const selectSubmitAttempts = ({ context }: ContactsSnapshot) => context.submitAttempts;
/** Field errors, shown once the person has tried to submit, and updated as they type. */
export const selectFormErrors = ({ context }: ContactsSnapshot) =>
  errorsOf(context.form, context.contacts, context.editingId, context.submitAttempts > 0);

export const selectPendingDelete = ({ context }: ContactsSnapshot): Contact | null =>
  context.contacts.find((contact) => contact.id === context.pendingDeleteId) ?? null;
