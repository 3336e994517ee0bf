import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  sendParent,
  setup,
  spawnChild,
  stopChild,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { audienceCounts } from '@/domain/audience';
import {
  canOptIn,
  canOptOut,
  countByGroup,
  EMPTY_CONTACT_FORM,
  findByPhone,
  FILTER_LABELS,
  formatDay,
  liftSuppression,
  nextContactId,
  optInContact,
  optOutContact,
  reasonError,
  suppressOnDelete,
  validateContactForm,
  withSuppression,
  type Contact,
  type ContactFilter,
  type ContactFormErrors,
  type ContactFormFields,
  type GroupCounts,
  type StatusFilter,
  type SuppressionList,
} from '@/domain/contacts';
import { filterContacts } from '@/domain/contact-search';
import { contactsToRows, exportFileName, type ExportFormat, type ExportRows } from '@/domain/csv';
import { todayIso } from '@/domain/dates';
import type { NewContact } from '@/domain/import/types';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import { formatPhone } from '@/domain/phone';
import { toastEvent, type Toast, type ToastEmitted } from './toast';
import { contactImportMachine, type ContactImportOutput } from './contact-import.machine';

export interface ContactsContext {
  contacts: Contact[];
  query: string;
  filter: ContactFilter;
  /** Every status, the contacts campaigns reach, or the suppression list. */
  statusFilter: StatusFilter;
  /** The contact dialog's fields. */
  form: ContactFormFields;
  /** The contact the dialog edits; null when it adds a new one. */
  editingId: number | null;
  /** The contact the delete confirmation is about. */
  pendingDeleteId: number | null;
  /** The last deleted contact and where it stood, for Undo. */
  lastDeleted: { contact: Contact; index: number } | null;
  /** The contact the opt-out or opt-in dialog is about, and the reason typed. */
  consentChange: { id: number; reason: string } | null;
  /** Opted-out numbers whose contact was deleted: added or imported again, they stay opted out. */
  suppressed: SuppressionList;
}

export type ContactsEvent =
  | { type: 'contacts.search.change'; value: string }
  | { type: 'contacts.filter.select'; filter: ContactFilter }
  | { type: 'contacts.status.select'; status: StatusFilter }
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
  /** Opt out (an active contact) and Opt back in (an opted-out one), from a row's menu. */
  | { type: 'contacts.optOut.open'; id: number }
  | { type: 'contacts.optIn.open'; id: number }
  | { type: 'contacts.consent.reason.change'; value: string }
  | { type: 'contacts.consent.submit' }
  | { type: 'contacts.consent.cancel' }
  | { type: 'contacts.import.open' }
  /** The import dialog's machine stopped: imported, or cancelled. */
  | { type: 'xstate.done.actor.contactImport'; output: ContactImportOutput }
  /** Export, as a CSV file or an Excel workbook. */
  | { type: 'contacts.export'; format: ExportFormat };

/**
 * What the machine tells its parent (the app) each time the contact list changes: added, edited,
 * deleted, restored, imported, opted out or back in. The app passes it to the composer, whose
 * counts, recipients and cost follow.
 */
export interface ContactsChanged {
  type: 'contacts.changed';
  contacts: readonly Contact[];
}

/** Effects for the view's edge: DOM work the machine asks for but does not do. */
export type ContactsEmitted =
  | ToastEmitted
  /** Write the rows (the header first) to a file of this format: the edge builds the file. */
  | { type: 'contacts.download'; format: ExportFormat; fileName: string; rows: ExportRows };

const visible = (context: ContactsContext) =>
  filterContacts(context.contacts, {
    query: context.query,
    filter: context.filter,
    status: context.statusFilter,
  });

const contactById = (context: ContactsContext, id: number | undefined) =>
  context.contacts.find((contact) => contact.id === id);

/** The contact the opt-out or opt-in dialog is about. */
const consentContact = (context: ContactsContext) =>
  contactById(context, context.consentChange?.id);

/** The list with one contact replaced by what `change` makes of it. */
const withContact = (
  context: ContactsContext,
  id: number,
  change: (contact: Contact) => Contact,
): Contact[] => context.contacts.map((contact) => (contact.id === id ? change(contact) : contact));

const formResult = (context: ContactsContext) =>
  validateContactForm(context.form, context.contacts, context.editingId ?? undefined);

/** Imported contacts get the next ids; a number saved meanwhile is not added twice. */
function withIds(
  imported: readonly NewContact[],
  contacts: readonly Contact[],
  fileName: string,
  suppressed: SuppressionList,
): Contact[] {
  const consent = { source: 'import' as const, detail: fileName, at: todayIso() };
  const saved = new Set(contacts.map((contact) => contact.phone));
  let id = nextContactId(contacts);
  const added: Contact[] = [];
  for (const { name, phone, group } of imported) {
    if (saved.has(phone)) continue;
    saved.add(phone);
    added.push(
      withSuppression(
        { id, name, phone, group, status: 'active', lastContact: null, consent, optOut: null },
        suppressed,
      ),
    );
    id += 1;
  }
  return added;
}

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString('en-GB')} ${value === 1 ? one : many}`;

/** "Imported 12 contacts" from the file, and what else became of its rows. */
function describeImported(
  output: Extract<ContactImportOutput, { outcome: 'imported' }>,
  added: number,
): Toast {
  const already = output.duplicates + (output.contacts.length - added);
  const parts = [
    already > 0 ? `${count(already, 'was', 'were')} already in your contacts.` : null,
    output.skipped > 0 ? `${count(output.skipped, 'row was', 'rows were')} skipped.` : null,
  ].filter(Boolean);
  return {
    status: 'success',
    title: `Imported ${count(added, 'contact', 'contacts')}`,
    description: [`From ${output.fileName}.`, ...parts].join(' '),
  };
}

const describe = (contact: Pick<Contact, 'name' | 'phone'>) =>
  `${contact.name} (${formatPhone(contact.phone)})`;

/**
 * The opt-out and opt-in dialogs: the same form (a reason, required), each ending in its own
 * change of consent.
 */
const consentDialog = ({
  description,
  change,
  done,
  kept,
}: {
  description: string;
  change: 'optOut' | 'optIn';
  done: string;
  kept: string;
}) => ({
  description,
  initial: 'fresh' as const,
  on: {
    'contacts.consent.reason.change': { actions: 'setReason' as const },
    'contacts.consent.submit': [
      {
        guard: 'isReasonGiven' as const,
        target: 'browsing',
        actions: [change, 'closeConsentChange' as const, 'reportContactsChanged' as const],
        description: done,
      },
      {
        target: '.showingErrors',
        description: 'A blank reason keeps the dialog open and says a reason is needed.',
      },
    ],
    'contacts.consent.cancel': {
      target: 'browsing',
      actions: 'closeConsentChange' as const,
      description: kept,
    },
  },
  states: {
    fresh: { description: 'No reason refused yet.' },
    showingErrors: {
      tags: 'invalid' as const,
      description: 'A blank reason was refused: the error shows until a reason is typed.',
    },
  },
});

export const contactsMachine = setup({
  types: {
    context: {} as ContactsContext,
    events: {} as ContactsEvent,
    emitted: {} as ContactsEmitted,
    /** `invalid`: a dialog shows its field errors; `busy`: the import dialog is open. */
    tags: {} as 'invalid' | 'busy',
    children: {} as { contactImport: 'contactImport' },
  },
  actors: {
    /** The Import contacts dialog's machine; its reader is provided at the edge. */
    contactImport: contactImportMachine,
  },
  guards: {
    isFormValid: ({ context }) => formResult(context).ok,
    isKnownContact: ({ context, event }) => {
      assertEvent(event, ['contacts.edit.open', 'contacts.delete.request']);
      return context.contacts.some((contact) => contact.id === event.id);
    },
    /** A contact of the list whom campaigns reach: only such a one can opt out. */
    canOptOut: ({ context, event }) => {
      assertEvent(event, 'contacts.optOut.open');
      const contact = contactById(context, event.id);
      return contact !== undefined && canOptOut(contact);
    },
    /** A contact of the list on the suppression list: only such a one can opt back in. */
    canOptIn: ({ context, event }) => {
      assertEvent(event, 'contacts.optIn.open');
      const contact = contactById(context, event.id);
      return contact !== undefined && canOptIn(contact);
    },
    isReasonGiven: ({ context }) => reasonError(context.consentChange?.reason ?? '') === null,
    canUndoDelete: ({ context }) =>
      context.lastDeleted !== null &&
      !context.contacts.some((contact) => contact.id === context.lastDeleted?.contact.id) &&
      findByPhone(context.contacts, context.lastDeleted.contact.phone) === undefined,
    hasImportedContacts: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.contactImport');
      return event.output.outcome === 'imported';
    },
    hasVisibleContacts: ({ context }) => visible(context).length > 0,
  },
  actions: {
    setQuery: assign(({ event }) => {
      assertEvent(event, 'contacts.search.change');
      return { query: event.value };
    }),
    setFilter: assign(({ event }) => {
      assertEvent(event, 'contacts.filter.select');
      return { filter: event.filter };
    }),
    setStatusFilter: assign(({ event }) => {
      assertEvent(event, 'contacts.status.select');
      return { statusFilter: event.status };
    }),
    startAdding: assign({ form: EMPTY_CONTACT_FORM, editingId: null }),
    startEditing: assign(({ context, event }) => {
      assertEvent(event, 'contacts.edit.open');
      const contact = context.contacts.find((candidate) => candidate.id === event.id);
      if (!contact) return {};
      return {
        editingId: contact.id,
        form: { name: contact.name, phone: formatPhone(contact.phone), group: contact.group },
      };
    }),
    setFormField: assign(({ context, event }) => {
      assertEvent(event, 'contacts.form.change');
      return { form: { ...context.form, [event.field]: event.value } };
    }),
    setFormGroup: assign(({ context, event }) => {
      assertEvent(event, 'contacts.form.group.change');
      return { form: { ...context.form, group: event.group } };
    }),
    saveContact: enqueueActions(({ context, enqueue }) => {
      const result = formResult(context);
      if (!result.ok) return;
      const { name, phone, group } = result;
      if (context.editingId === null) {
        const contact = withSuppression(
          {
            id: nextContactId(context.contacts),
            name,
            phone,
            group,
            status: 'active',
            lastContact: null,
            consent: { source: 'hand', detail: null, at: todayIso() },
            optOut: null,
          },
          context.suppressed,
        );
        enqueue.assign({ contacts: [contact, ...context.contacts] });
        const stopped = contact.optOut
          ? ` This number opted out on ${formatDay(contact.optOut.at)} (${contact.optOut.reason}), so it gets no campaigns until it opts back in.`
          : '';
        enqueue.emit(
          toastEvent({
            status: 'success',
            title: 'Contact added',
            description: `${describe(contact)} was added to ${FILTER_LABELS[group]}.${stopped}`,
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
    closeForm: assign({ form: EMPTY_CONTACT_FORM, editingId: null }),
    markPendingDelete: assign(({ event }) => {
      assertEvent(event, 'contacts.delete.request');
      return { pendingDeleteId: event.id };
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
        suppressed: suppressOnDelete(context.suppressed, contact),
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
    startConsentChange: assign(({ event }) => {
      assertEvent(event, ['contacts.optOut.open', 'contacts.optIn.open']);
      return { consentChange: { id: event.id, reason: '' } };
    }),
    setReason: assign(({ context, event }) => {
      assertEvent(event, 'contacts.consent.reason.change');
      const change = context.consentChange;
      return change ? { consentChange: { ...change, reason: event.value } } : {};
    }),
    closeConsentChange: assign({ consentChange: null }),
    optOut: enqueueActions(({ context, enqueue }) => {
      const contact = consentContact(context);
      const reason = context.consentChange?.reason ?? '';
      if (!contact) return;
      enqueue.assign({
        contacts: withContact(context, contact.id, (it) => optOutContact(it, reason, todayIso())),
      });
      enqueue.emit(
        toastEvent({
          status: 'success',
          title: 'Contact opted out',
          description: `${describe(contact)} will get no more campaigns.`,
        }),
      );
    }),
    optIn: enqueueActions(({ context, enqueue }) => {
      const contact = consentContact(context);
      const reason = context.consentChange?.reason ?? '';
      if (!contact) return;
      enqueue.assign({
        suppressed: liftSuppression(context.suppressed, contact.phone),
        contacts: withContact(context, contact.id, (it) => optInContact(it, reason, todayIso())),
      });
      enqueue.emit(
        toastEvent({
          status: 'success',
          title: 'Contact opted back in',
          description: `${describe(contact)} will get campaigns again.`,
        }),
      );
    }),
    /** The app hears of every change of the list: the composer counts from it. */
    reportContactsChanged: sendParent(({ context }): ContactsChanged => ({
      type: 'contacts.changed',
      contacts: context.contacts,
    })),
    startImport: spawnChild('contactImport', {
      id: 'contactImport',
      input: ({ context }) => ({
        existingPhones: context.contacts.map((contact) => contact.phone),
      }),
    }),
    stopImport: stopChild('contactImport'),
    addImported: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'xstate.done.actor.contactImport');
      const { output } = event;
      if (output.outcome !== 'imported') return;
      const added = withIds(output.contacts, context.contacts, output.fileName, context.suppressed);
      enqueue.assign({ contacts: [...context.contacts, ...added] });
      enqueue.emit(toastEvent(describeImported(output, added.length)));
    }),
    notifyExportStarted: emit(
      toastEvent({
        status: 'info',
        title: 'Export Started',
        description: 'Contact export will begin shortly.',
      }),
    ),
    downloadContacts: emit(({ context, event }) => {
      assertEvent(event, 'contacts.export');
      return {
        type: 'contacts.download' as const,
        format: event.format,
        fileName: exportFileName(context.filter, event.format, context.statusFilter),
        rows: contactsToRows(visible(context)),
      };
    }),
    notifyNothingToExport: emit(
      toastEvent({
        status: 'warning',
        title: 'Nothing to export',
        description: 'No contacts match the current search and filters.',
      }),
    ),
  },
}).createMachine({
  id: 'contacts',
  description: 'The Contacts tab: the contact list held in memory, its dialogs, import and export.',
  context: {
    contacts: [...SAMPLE_CONTACTS],
    query: '',
    filter: 'all',
    statusFilter: 'all',
    form: EMPTY_CONTACT_FORM,
    editingId: null,
    pendingDeleteId: null,
    lastDeleted: null,
    suppressed: {},
    consentChange: null,
  },
  initial: 'browsing',
  on: {
    // The Undo button lives in a toast, which outlives the screen that showed it.
    'contacts.delete.undo': {
      guard: 'canUndoDelete',
      actions: ['restoreDeleted', 'reportContactsChanged'],
      description:
        'Undo in the delete message puts the contact back where it was, unless its number is in use again.',
    },
  },
  states: {
    browsing: {
      description:
        'The contact table: search, filter by group and status, import and export, or open a dialog from a row.',
      on: {
        'contacts.search.change': { actions: 'setQuery' },
        'contacts.filter.select': { actions: 'setFilter' },
        'contacts.status.select': {
          actions: 'setStatusFilter',
          description:
            'The status filter shows every contact, the active ones or the suppression list.',
        },
        'contacts.add.open': {
          target: 'editing',
          actions: 'startAdding',
          description: 'Add Contact opens the dialog empty.',
        },
        'contacts.edit.open': {
          guard: 'isKnownContact',
          target: 'editing',
          actions: 'startEditing',
          description: "Edit on a row opens the dialog filled with that contact's details.",
        },
        'contacts.delete.request': {
          guard: 'isKnownContact',
          target: 'confirmingDelete',
          actions: 'markPendingDelete',
          description: 'Delete on a row asks for confirmation first.',
        },
        'contacts.optOut.open': {
          guard: 'canOptOut',
          target: 'optingOut',
          actions: 'startConsentChange',
          description: 'Opt out on the row of an active contact asks for the reason.',
        },
        'contacts.optIn.open': {
          guard: 'canOptIn',
          target: 'optingIn',
          actions: 'startConsentChange',
          description:
            'Opt back in on the row of an opted-out contact asks how consent was given again.',
        },
        'contacts.import.open': {
          target: 'importing',
          description: 'Import opens the Import contacts dialog.',
        },
        'contacts.export': [
          {
            guard: 'hasVisibleContacts',
            actions: ['notifyExportStarted', 'downloadContacts'],
            description:
              'Export downloads the contacts the table shows, as a CSV file or an Excel workbook.',
          },
          {
            actions: 'notifyNothingToExport',
            description: 'With no contact shown, Export only says there is nothing to export.',
          },
        ],
      },
    },
    // `editingId` says which: null for Add New Contact, a contact's id for Edit Contact.
    editing: {
      description:
        'The contact dialog, empty for Add New Contact or filled for Edit Contact: name, phone number and group.',
      initial: 'fresh',
      on: {
        'contacts.form.change': { actions: 'setFormField' },
        'contacts.form.group.change': { actions: 'setFormGroup' },
        'contacts.form.submit': [
          {
            guard: 'isFormValid',
            target: 'browsing',
            actions: ['saveContact', 'closeForm', 'reportContactsChanged'],
            description:
              'A valid form adds the contact, or saves the changes, and closes the dialog.',
          },
          {
            target: '.showingErrors',
            description:
              'A missing name, a wrong number or a number already saved keeps the dialog open.',
          },
        ],
        'contacts.form.cancel': {
          target: 'browsing',
          actions: 'closeForm',
          description: 'Cancel closes the dialog and forgets what was typed.',
        },
      },
      states: {
        fresh: {
          description: 'No save tried yet: no errors show while the person types.',
        },
        showingErrors: {
          tags: 'invalid',
          description:
            'A save was refused: the errors show under the fields and follow the typing.',
        },
      },
    },
    importing: {
      description:
        'The Import contacts dialog, run by its own machine; the list changes only when it finishes.',
      // Its reader holds the file it read: the app is not rebuilt from a snapshot meanwhile.
      tags: 'busy',
      entry: 'startImport',
      exit: 'stopImport',
      on: {
        'xstate.done.actor.contactImport': [
          {
            guard: 'hasImportedContacts',
            target: 'browsing',
            actions: ['addImported', 'reportContactsChanged'],
            description:
              'The new contacts are added at once; a message says how many, and how many were already there.',
          },
          {
            target: 'browsing',
            description: 'The dialog was closed: the contacts are as they were.',
          },
        ],
      },
    },
    confirmingDelete: {
      description: 'Asks whether to delete the contact.',
      on: {
        'contacts.delete.confirm': {
          target: 'browsing',
          actions: ['deleteContact', 'reportContactsChanged'],
          description: 'The contact is removed; the message that follows offers Undo.',
        },
        'contacts.delete.cancel': {
          target: 'browsing',
          actions: 'clearPendingDelete',
          description: 'The contact is kept.',
        },
      },
    },
    optingOut: consentDialog({
      description:
        'Asks why the contact opts out (Act 843, s.40: a person may stop direct marketing at any time); a reason is required.',
      change: 'optOut',
      done: 'The contact joins the suppression list with the reason and today’s date: no campaign reaches it.',
      kept: 'The contact stays as it was.',
    }),
    optingIn: consentDialog({
      description:
        'Asks how the opted-out contact gave consent again; a reason is required and becomes the consent on record.',
      change: 'optIn',
      done: 'The contact leaves the suppression list; its consent is now this reason, dated today.',
      kept: 'The contact stays on the suppression list.',
    }),
  },
});

export type ContactsActorRef = ActorRefFrom<typeof contactsMachine>;
export type ContactsSnapshot = SnapshotFrom<typeof contactsMachine>;

/*
 * Named selectors. Form errors build a new object, so they are read with a compare function
 * (`shallowEqual`) and an unchanged result re-renders nothing.
 */

/**
 * The contact list itself. The same array until a contact is added, changed or removed, so a
 * view derives the search index, the rows shown and the group counts from it with `useMemo`:
 * once per list and once per keystroke, not once per snapshot and subscriber.
 */
export const selectContacts = ({ context }: ContactsSnapshot): readonly Contact[] =>
  context.contacts;
/**
 * The rows the table shows and the group counts, worked out afresh on every call: a pass over
 * the whole list, for tests and one-off reads. Views memoise from `selectContacts`.
 */
export const selectVisibleContacts = ({ context }: ContactsSnapshot) => visible(context);
export const selectGroupCounts = ({ context }: ContactsSnapshot): GroupCounts =>
  countByGroup(context.contacts);
/** Each group's recipients and opted-out contacts, worked out afresh: views memoise. */
export const selectAudienceCounts = ({ context }: ContactsSnapshot) =>
  audienceCounts(context.contacts);
export const selectTotalContacts = ({ context }: ContactsSnapshot) => context.contacts.length;
export const selectQuery = ({ context }: ContactsSnapshot) => context.query;
export const selectFilter = ({ context }: ContactsSnapshot) => context.filter;
export const selectStatusFilter = ({ context }: ContactsSnapshot) => context.statusFilter;

/** The Import contacts dialog's actor, while it is open. */
export const selectImportActor = (snapshot: ContactsSnapshot) =>
  snapshot.children.contactImport ?? null;

/** Which dialog is open over the table. */
export function selectContactsDialog(
  snapshot: ContactsSnapshot,
): 'none' | 'add' | 'edit' | 'delete' | 'import' | 'opt-out' | 'opt-in' {
  if (snapshot.matches('importing')) return 'import';
  if (snapshot.matches('editing')) return snapshot.context.editingId === null ? 'add' : 'edit';
  if (snapshot.matches('confirmingDelete')) return 'delete';
  if (snapshot.matches('optingOut')) return 'opt-out';
  if (snapshot.matches('optingIn')) return 'opt-in';
  return 'none';
}

export const selectForm = ({ context }: ContactsSnapshot) => context.form;
/** Whether the contact dialog shows its field errors: from the first refused save until it closes. */
export const selectShowsFormErrors = (snapshot: ContactsSnapshot) =>
  snapshot.matches({ editing: 'showingErrors' });

const NO_ERRORS: ContactFormErrors = {};
/** Field errors, shown once the person has tried to submit, and updated as they type. */
export function selectFormErrors(snapshot: ContactsSnapshot): ContactFormErrors {
  if (!selectShowsFormErrors(snapshot)) return NO_ERRORS;
  const result = formResult(snapshot.context);
  return result.ok ? NO_ERRORS : result.errors;
}

/** The contact the opt-out or opt-in dialog is about. */
export const selectConsentContact = ({ context }: ContactsSnapshot): Contact | null =>
  consentContact(context) ?? null;
export const selectReason = ({ context }: ContactsSnapshot) => context.consentChange?.reason ?? '';
/** The reason's error, once a blank one was refused, until a reason is typed. */
export const selectReasonError = (snapshot: ContactsSnapshot): string | null =>
  snapshot.hasTag('invalid') && !snapshot.matches('editing')
    ? reasonError(selectReason(snapshot))
    : null;

export const selectPendingDelete = ({ context }: ContactsSnapshot): Contact | null =>
  context.contacts.find((contact) => contact.id === context.pendingDeleteId) ?? null;
