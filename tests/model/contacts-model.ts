/**
 * The contacts machine's test model (the dashboard's Contacts tab), used by the jsdom suite
 * (`contacts.model.test.tsx`): sample events, what a person can do, the summary the traversal
 * walks over, the paths, what a person does and what a person sees.
 *
 * The traversal counts a state as: the table with rows or with none matching; the contact
 * dialog adding or editing, errors shown or hidden, and how many fields a save would refuse
 * (name, phone) or none; the delete confirmation; the import dialog; the opt-out and opt-in
 * dialogs, errors shown or hidden, a reason given or not. Searches, the group and status
 * filters, names and numbers typed (a new one, a malformed one, one already saved), reasons
 * (a suggestion or none) and the files picked are sample events; every toast (added, updated,
 * deleted and restored, imported, opted out and back in, export started or nothing to export),
 * the file exported, where focus goes after a refused save and each way to close a dialog are
 * outcomes.
 *
 * The sample database holds 2,873 contacts, so the table shows a window of them: the person
 * sees the first rows of what the filters leave (every row when they leave 200 or fewer), the
 * count above the table and the cards, and acts on the rows in view.
 */
import { createTestModel, type TestPath } from 'xstate/graph';
import {
  contactsMachine,
  type ContactsEvent,
  type ContactsSnapshot,
} from '@machines/contacts.machine';
import { audienceCounts } from '@/domain/audience';
import {
  canOptIn,
  canOptOut,
  describeConsent,
  FILTER_LABELS,
  findByPhone,
  reasonError,
  validateContactForm,
  type Contact,
  type ContactFilter,
} from '@/domain/contacts';
import { filterContacts } from '@/domain/contact-search';
import { contactsToCsv } from '@/domain/csv';
import { formatNumber } from '@/domain/numbers';
import { formatPhone } from '@/domain/phone';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import {
  coverageOf,
  shortestPathsExtended,
  type Coverage,
  type PathPlan,
  targetCounts,
  type TargetCounts,
  summaryTargets,
} from './coverage';

export type ContactsPath = TestPath<ContactsSnapshot, ContactsEvent>;

/**
 * The machine as the model walks it: alone, with no app to tell of changes (the runner renders
 * the real app, whose contacts machine tells it).
 */
export const walkedContactsMachine = contactsMachine.provide({
  actions: { reportContactsChanged: () => {} },
});

/* ---------- sample payloads ---------- */

const sample = (name: string): Contact => {
  const found = SAMPLE_CONTACTS.find((contact) => contact.name === name);
  if (!found) throw new Error(`The sample has no contact named ${name}.`);
  return found;
};
/** The contact edited, and the one deleted (and brought back). */
export const EDITED = sample('Akosua Mensah');
export const DELETED = sample('Yaw Frimpong');
/** A customer who opts out (and can opt back in), and one who opted out before the demo began. */
export const OPTS_OUT = sample('Kwame Boateng');
export const OPTED_OUT = sample('Abena Darko');

/** The suggestions the model clicks: one in each dialog. */
const OPT_OUT_REASON = 'Asked by phone';
const OPT_IN_REASON = 'Gave consent again in writing';

/** A number no sample contact has, one that is no number, and Kwame Boateng's as dialled. */
const NEW_PHONE = '024 555 0199';
const MALFORMED_PHONE = '12345';
const KWAMES_PHONE = '024 412 3456';

/**
 * A file of two rows: one new contact, and Kwame Boateng again (a duplicate), and what the
 * import dialog hands over for it. The import machine's own model walks the dialog's steps.
 */
export const MEMBERS_FILE = {
  fileName: 'church-members.csv',
  text: 'Name,Phone,Group\nYaa Asare,024 555 0101,vip\nKwame Again,0244123456,customers\n',
};
const MEMBERS_IMPORTED: ContactsEvent = {
  type: 'xstate.done.actor.contactImport',
  output: {
    outcome: 'imported',
    fileName: MEMBERS_FILE.fileName,
    contacts: [{ name: 'Yaa Asare', phone: '+233245550101', group: 'vip' }],
    duplicates: 1,
    skipped: 0,
  },
};
const IMPORT_CANCELLED: ContactsEvent = {
  type: 'xstate.done.actor.contactImport',
  output: { outcome: 'cancelled' },
};

const formChange = (field: 'name' | 'phone', value: string): ContactsEvent => ({
  type: 'contacts.form.change',
  field,
  value,
});

/** Every event a person can cause on the tab, in the order the traversal tries them. */
export const CONTACTS_EVENTS: ContactsEvent[] = [
  { type: 'contacts.add.open' },
  { type: 'contacts.edit.open', id: EDITED.id },
  { type: 'contacts.delete.request', id: DELETED.id },
  { type: 'contacts.form.cancel' },
  { type: 'contacts.delete.cancel' },
  { type: 'contacts.form.submit' },
  formChange('name', 'Ama Owusu'),
  formChange('name', ''),
  formChange('phone', NEW_PHONE),
  formChange('phone', MALFORMED_PHONE),
  formChange('phone', KWAMES_PHONE),
  formChange('phone', ''),
  { type: 'contacts.form.group.change', group: 'vip' },
  { type: 'contacts.delete.confirm' },
  { type: 'contacts.delete.undo' },
  // A workbook is checked in unit tests and in Chromium; the person here exports CSV.
  { type: 'contacts.export', format: 'csv' },
  { type: 'contacts.import.open' },
  MEMBERS_IMPORTED,
  IMPORT_CANCELLED,
  { type: 'contacts.search.change', value: 'Kwame' },
  { type: 'contacts.search.change', value: 'Ramadan' },
  { type: 'contacts.search.change', value: '' },
  { type: 'contacts.filter.select', filter: 'vip' },
  { type: 'contacts.filter.select', filter: 'all' },
  { type: 'contacts.status.select', status: 'opted-out' },
  { type: 'contacts.status.select', status: 'all' },
  { type: 'contacts.optOut.open', id: OPTS_OUT.id },
  { type: 'contacts.optIn.open', id: OPTED_OUT.id },
  { type: 'contacts.optIn.open', id: OPTS_OUT.id },
  { type: 'contacts.consent.reason.change', value: OPT_OUT_REASON },
  { type: 'contacts.consent.reason.change', value: OPT_IN_REASON },
  { type: 'contacts.consent.reason.change', value: '' },
  { type: 'contacts.consent.submit' },
  { type: 'contacts.consent.cancel' },
];

const shownRows = new WeakMap<ContactsSnapshot['context'], Contact[]>();

/** The rows the table shows, in order (worked out once per context: the list is long). */
export function rowsOf({ context }: ContactsSnapshot): Contact[] {
  let rows = shownRows.get(context);
  if (!rows) {
    rows = filterContacts(context.contacts, {
      query: context.query,
      filter: context.filter,
      status: context.statusFilter,
    });
    shownRows.set(context, rows);
  }
  return rows;
}

/** Up to this many rows the table renders them all (`RENDER_ALL_UP_TO` in the table). */
const RENDER_ALL_UP_TO = 200;
/** A long list renders its first rows at least this far down: one jsdom screen of them. */
export const FIRST_SCREEN = 15;

/** The rows a person surely has in view: all of a short list, the first screen of a long one. */
export function rowsInView(snapshot: ContactsSnapshot): Contact[] {
  const rows = rowsOf(snapshot);
  return rows.length > RENDER_ALL_UP_TO ? rows.slice(0, FIRST_SCREEN) : rows;
}

const formErrors = (snapshot: ContactsSnapshot) => {
  const { form, contacts, editingId } = snapshot.context;
  const result = validateContactForm(form, contacts, editingId ?? undefined);
  return result.ok ? {} : result.errors;
};

const undoable = (snapshot: ContactsSnapshot): Contact | null => {
  const deleted = snapshot.context.lastDeleted?.contact;
  if (!deleted) return null;
  const { contacts } = snapshot.context;
  const back = contacts.some((contact) => contact.id === deleted.id);
  return back || findByPhone(contacts, deleted.phone) ? null : deleted;
};

/**
 * What a person can do. Behind a dialog the tab is inert: the contact dialog takes typing, a
 * group, Save and Cancel; the confirmation Delete and Cancel. In the table a person acts on the
 * rows it shows, types a search or chooses a group other than the one shown, imports (a file
 * is picked through Import) and exports. Undo is in the toast of the last delete.
 */
export function personCan(snapshot: ContactsSnapshot, event: ContactsEvent): boolean {
  const { context } = snapshot;
  if (snapshot.matches('optingOut') || snapshot.matches('optingIn')) {
    switch (event.type) {
      case 'contacts.consent.reason.change':
        // A suggestion is clicked in its own dialog; a blank is typed into either.
        if (context.consentChange?.reason === event.value) return false;
        if (event.value === OPT_OUT_REASON) return snapshot.matches('optingOut');
        if (event.value === OPT_IN_REASON) return snapshot.matches('optingIn');
        return true;
      case 'contacts.consent.submit':
      case 'contacts.consent.cancel':
        return true;
      default:
        return false;
    }
  }
  if (snapshot.matches('editing')) {
    switch (event.type) {
      case 'contacts.form.change':
        return context.form[event.field] !== event.value;
      case 'contacts.form.group.change':
        return context.form.group !== event.group;
      case 'contacts.form.submit':
      case 'contacts.form.cancel':
        return true;
      default:
        return false;
    }
  }
  if (snapshot.matches('confirmingDelete')) {
    return event.type === 'contacts.delete.confirm' || event.type === 'contacts.delete.cancel';
  }
  // The file is taken as it is: the members file once, while none of its people is saved.
  if (snapshot.matches('importing')) {
    if (event.type !== 'xstate.done.actor.contactImport') return false;
    return (
      event.output.outcome === 'cancelled' ||
      !context.contacts.some((contact) => contact.phone === '+233245550101')
    );
  }
  // A row found by its Actions button's name: the sample repeats some names (three Kwame
  // Boatengs), and a person can tell rows in view apart only by a name shown once.
  const inView = (id: number) => {
    const rows = rowsInView(snapshot);
    const contact = rows.find((each) => each.id === id);
    const named = rows.filter((each) => each.name === contact?.name).length;
    return named === 1 ? contact : undefined;
  };
  switch (event.type) {
    case 'contacts.search.change':
      return context.query !== event.value;
    case 'contacts.filter.select':
      return context.filter !== event.filter;
    case 'contacts.status.select':
      return context.statusFilter !== event.status;
    case 'contacts.edit.open':
    case 'contacts.delete.request':
      return inView(event.id) !== undefined;
    // The row's menu offers one of the two, as the contact stands.
    case 'contacts.optOut.open': {
      const contact = inView(event.id);
      return contact !== undefined && canOptOut(contact);
    }
    case 'contacts.optIn.open': {
      const contact = inView(event.id);
      return contact !== undefined && canOptIn(contact);
    }
    case 'contacts.delete.undo':
      return undoable(snapshot) !== null;
    case 'contacts.add.open':
    case 'contacts.export':
    case 'contacts.import.open':
      return true;
    default:
      return false;
  }
}

/* ---------- the summary the traversal counts ---------- */

/** "Edit dialog, errors shown, 1 to fix": what the traversal tells apart. */
export function contactsSummary(snapshot: ContactsSnapshot): string {
  if (snapshot.matches('confirmingDelete')) return 'delete confirmation';
  if (snapshot.matches('importing')) return 'import dialog';
  if (snapshot.matches('optingOut') || snapshot.matches('optingIn')) {
    return [
      snapshot.matches('optingOut') ? 'Opt-out dialog' : 'Opt-in dialog',
      snapshot.hasTag('invalid') ? 'errors shown' : 'errors hidden',
      reasonError(snapshot.context.consentChange?.reason ?? '') ? 'no reason' : 'reason given',
    ].join(', ');
  }
  if (snapshot.matches('editing')) {
    const refused = Object.keys(formErrors(snapshot)).length;
    return [
      snapshot.context.editingId === null ? 'Add dialog' : 'Edit dialog',
      snapshot.hasTag('invalid') ? 'errors shown' : 'errors hidden',
      refused === 0 ? 'form valid' : `${refused} to fix`,
    ].join(', ');
  }
  return rowsOf(snapshot).length > 0 ? 'table with rows' : 'table, nothing matches';
}

/**
 * The table (2); the dialog adding or editing, errors shown or hidden, 0, 1 or 2 fields to fix
 * (12); the confirmation (1); the import dialog (1); the opt-out or opt-in dialog, errors shown
 * or hidden, a reason or none (8).
 */
export const SUMMARY_COUNT = 2 + 2 * 2 * 3 + 1 + 1 + 2 * 2 * 2;

export const contactsModel = createTestModel(walkedContactsMachine, {
  events: CONTACTS_EVENTS,
  filterEvents: personCan,
  serializeState: (snapshot) => contactsSummary(snapshot as ContactsSnapshot),
  serializeEvent: (event) => sampleName(event as ContactsEvent),
});

/** A sample event, short: an import by its outcome. */
export function sampleName(event: ContactsEvent): string {
  if (event.type === 'xstate.done.actor.contactImport') {
    return `${event.type} ${event.output.outcome}`;
  }
  return JSON.stringify(event);
}

/* ---------- what a person does ---------- */

export type ContactsGesture =
  | {
      kind: 'fill';
      label: 'Search contacts by name or phone' | 'Name' | 'Phone Number' | 'Reason';
      value: string;
    }
  | { kind: 'select'; label: 'Filter by group' | 'Filter by status' | 'Group'; value: string }
  /** A group card of the table, which filters it. */
  | { kind: 'card'; label: string }
  /** A button of the tab or of the open dialog, by its words or its label. */
  | { kind: 'click'; name: string }
  /** An item of a row's Actions menu. */
  | { kind: 'menu'; contact: string; item: 'Edit' | 'Delete' | 'Opt out' | 'Opt back in' }
  | { kind: 'press'; key: 'Escape' }
  /** In the import dialog: a file picked, then "Import N contacts". */
  | { kind: 'import file'; fileName: string; text: string }
  /** Undo in the toast of the last delete. */
  | { kind: 'undo' };

const CARD_LABELS: Record<ContactFilter, string> = { ...FILTER_LABELS, all: 'Total Contacts' };

const nameOf = (snapshot: ContactsSnapshot, id: number) =>
  snapshot.context.contacts.find((contact) => contact.id === id)?.name ?? `contact ${id}`;

/**
 * How a person causes `event`. The group filter is chosen on its card away from All Groups and
 * in the dropdown back to it. The contact dialog is cancelled with its Cancel button while its
 * errors are hidden, Escape while they show and it adds, its close button while they show and
 * it edits; the delete confirmation with Cancel, or Escape once a contact has been deleted.
 */
export function gestureFor(event: ContactsEvent, before: ContactsSnapshot): ContactsGesture {
  switch (event.type) {
    case 'contacts.search.change':
      return { kind: 'fill', label: 'Search contacts by name or phone', value: event.value };
    case 'contacts.filter.select':
      return event.filter === 'all'
        ? { kind: 'select', label: 'Filter by group', value: event.filter }
        : { kind: 'card', label: CARD_LABELS[event.filter] };
    case 'contacts.status.select':
      return { kind: 'select', label: 'Filter by status', value: event.status };
    case 'contacts.optOut.open':
      return { kind: 'menu', contact: nameOf(before, event.id), item: 'Opt out' };
    case 'contacts.optIn.open':
      return { kind: 'menu', contact: nameOf(before, event.id), item: 'Opt back in' };
    // A suggestion is clicked; a reason is emptied by typing.
    case 'contacts.consent.reason.change':
      return event.value === ''
        ? { kind: 'fill', label: 'Reason', value: '' }
        : { kind: 'click', name: event.value };
    case 'contacts.consent.submit':
      return { kind: 'click', name: before.matches('optingOut') ? 'Opt out' : 'Opt back in' };
    // Cancel while no error shows; with one, Escape out of Opt out, the × out of Opt back in.
    case 'contacts.consent.cancel':
      if (!before.hasTag('invalid')) return { kind: 'click', name: 'Cancel' };
      return before.matches('optingOut')
        ? { kind: 'press', key: 'Escape' }
        : { kind: 'click', name: 'Close' };
    case 'contacts.add.open':
      return { kind: 'click', name: 'Add Contact' };
    case 'contacts.edit.open':
      return { kind: 'menu', contact: nameOf(before, event.id), item: 'Edit' };
    case 'contacts.delete.request':
      return { kind: 'menu', contact: nameOf(before, event.id), item: 'Delete' };
    case 'contacts.form.change':
      return {
        kind: 'fill',
        label: event.field === 'name' ? 'Name' : 'Phone Number',
        value: event.value,
      };
    case 'contacts.form.group.change':
      return { kind: 'select', label: 'Group', value: event.group };
    case 'contacts.form.submit':
      return {
        kind: 'click',
        name: before.context.editingId === null ? 'Add Contact' : 'Save Changes',
      };
    case 'contacts.form.cancel':
      if (!before.hasTag('invalid')) return { kind: 'click', name: 'Cancel' };
      return before.context.editingId === null
        ? { kind: 'press', key: 'Escape' }
        : { kind: 'click', name: 'Close' };
    case 'contacts.delete.confirm':
      return { kind: 'click', name: 'Delete' };
    case 'contacts.delete.cancel':
      return before.context.lastDeleted === null
        ? { kind: 'click', name: 'Cancel' }
        : { kind: 'press', key: 'Escape' };
    case 'contacts.delete.undo':
      return { kind: 'undo' };
    case 'contacts.import.open':
      return { kind: 'click', name: 'Import' };
    case 'xstate.done.actor.contactImport':
      return event.output.outcome === 'imported'
        ? { kind: 'import file', ...MEMBERS_FILE }
        : { kind: 'click', name: 'Cancel' };
    case 'contacts.export':
      return { kind: 'click', name: 'Export' };
  }
}

/* ---------- what a person sees after an event ---------- */

export interface ToastSight {
  title: string;
  description: string;
  /** The toast's action button, if it has one. */
  action?: 'Undo';
}

export interface Outcome {
  toast: ToastSight | null;
  /** The field that takes focus after a refused save, by label. */
  focus: 'Name' | 'Phone Number' | 'Reason' | null;
  /** The file Export downloads: its name and its rows (the header first). */
  download: { fileName: string; rows: number } | null;
}

const described = (contact: Pick<Contact, 'name' | 'phone'>) =>
  `${contact.name} (${formatPhone(contact.phone)})`;

export function outcomeOf(event: ContactsEvent, before: ContactsSnapshot): Outcome {
  const none: Outcome = { toast: null, focus: null, download: null };
  const { context } = before;
  switch (event.type) {
    case 'contacts.form.submit': {
      const { form, contacts, editingId } = context;
      const result = validateContactForm(form, contacts, editingId ?? undefined);
      if (!result.ok) {
        return { ...none, focus: result.errors.name ? 'Name' : 'Phone Number' };
      }
      const toast =
        editingId === null
          ? {
              title: 'Contact added',
              description: `${described(result)} was added to ${FILTER_LABELS[result.group]}.`,
            }
          : { title: 'Contact updated', description: `${described(result)} was saved.` };
      return { ...none, toast };
    }
    case 'contacts.delete.confirm': {
      const contact = context.contacts.find(({ id }) => id === context.pendingDeleteId);
      return {
        ...none,
        toast: contact
          ? {
              title: 'Contact deleted',
              description: `${described(contact)} was removed.`,
              action: 'Undo',
            }
          : null,
      };
    }
    case 'contacts.delete.undo': {
      const contact = undoable(before);
      return {
        ...none,
        toast: contact
          ? {
              title: 'Contact restored',
              description: `${described(contact)} is back in your contacts.`,
            }
          : null,
      };
    }
    case 'contacts.consent.submit': {
      const contact = context.contacts.find(({ id }) => id === context.consentChange?.id);
      if (reasonError(context.consentChange?.reason ?? '') || !contact) {
        return { ...none, focus: 'Reason' };
      }
      return {
        ...none,
        toast: before.matches('optingOut')
          ? {
              title: 'Contact opted out',
              description: `${described(contact)} will get no more campaigns.`,
            }
          : {
              title: 'Contact opted back in',
              description: `${described(contact)} will get campaigns again.`,
            },
      };
    }
    case 'xstate.done.actor.contactImport':
      return event.output.outcome === 'imported'
        ? {
            ...none,
            toast: {
              title: 'Imported 1 contact',
              description: 'From church-members.csv. 1 was already in your contacts.',
            },
          }
        : none;
    case 'contacts.export': {
      const rows = rowsOf(before);
      if (rows.length === 0) {
        return {
          ...none,
          toast: {
            title: 'Nothing to export',
            description: 'No contacts match the current search and filters.',
          },
        };
      }
      return {
        ...none,
        toast: { title: 'Export Started', description: 'Contact export will begin shortly.' },
        download: {
          fileName: `nkra-contacts-${context.filter}${
            context.statusFilter === 'all' ? '' : `-${context.statusFilter}`
          }.csv`,
          rows: rows.length + 1,
        },
      };
    }
    default:
      return none;
  }
}

/* ---------- targets and paths ---------- */

function outcomeName(event: ContactsEvent, before: ContactsSnapshot): string | null {
  const gesture = gestureFor(event, before);
  const how =
    gesture.kind === 'press' ? 'Escape' : gesture.kind === 'click' ? gesture.name : gesture.kind;
  const outcome = outcomeOf(event, before);
  switch (event.type) {
    case 'contacts.form.submit':
    case 'contacts.consent.submit':
      return outcome.focus
        ? `save refused, focus on ${outcome.focus}`
        : (outcome.toast?.title ?? null);
    case 'contacts.consent.cancel':
      return `${before.matches('optingOut') ? 'Opt-out' : 'Opt-in'} dialog cancelled by ${how}`;
    case 'contacts.form.cancel':
      return `${before.context.editingId === null ? 'Add' : 'Edit'} dialog cancelled by ${how}`;
    case 'contacts.delete.cancel':
      return `delete cancelled by ${how}`;
    case 'contacts.filter.select':
      return `filter by ${gesture.kind === 'card' ? 'card' : 'dropdown'}`;
    default:
      return outcome.toast?.title ?? null;
  }
}

export const CONTACTS_PLAN: PathPlan<ContactsSnapshot, ContactsEvent> = {
  events: (snapshot) => CONTACTS_EVENTS.filter((event) => personCan(snapshot, event)),
  targets: summaryTargets(contactsSummary, outcomeName, sampleName),
  extraSteps: 6,
};

export const CONTACTS_PATHS: ContactsPath[] = shortestPathsExtended(
  walkedContactsMachine,
  contactsModel,
  CONTACTS_PLAN,
);

export const contactsCoverage = (): Coverage => coverageOf(walkedContactsMachine, CONTACTS_PATHS);

/** How many summaries, samples and outcomes the paths cover, for the suites' report. */
export const contactsTargets = (): TargetCounts =>
  targetCounts(walkedContactsMachine, CONTACTS_PLAN, CONTACTS_PATHS);

/* ---------- what a person sees in a state ---------- */

/** A row as a person reads it: the name, the status badge and the Consent column. */
export interface RowSight {
  name: string;
  status: string;
  consent: string;
}

export interface ContactsSight {
  search: string;
  /** The group filter's value, in the dropdown and as the pressed card. */
  filter: ContactFilter;
  /** The status filter's value. */
  status: string;
  /** The four cards: label, recipients, and how many opted out when any did. */
  cards: string[];
  /**
   * The rows the table shows, in order; empty when nothing matches. Of a list of over 200 the
   * table renders a window: the person sees its first rows, at least `FIRST_SCREEN` of them.
   */
  rows: RowSight[];
  /** How many rows the filters leave. */
  shown: number;
  /** "Showing 27 of 2,873 contacts". */
  count: string;
  /** The contact dialog: its title, fields, group, errors and submit button. */
  dialog: {
    title: 'Add New Contact' | 'Edit Contact';
    name: string;
    phone: string;
    group: string;
    errors: { name?: string; phone?: string };
    submit: 'Add Contact' | 'Save Changes';
  } | null;
  /** The delete confirmation's words about the contact. */
  confirmDelete: string | null;
  /** The opt-out or opt-in dialog: its title, its words about the contact, the reason, the error. */
  consent: {
    title: 'Opt out of campaigns' | 'Opt back in to campaigns';
    about: string;
    reason: string;
    error: string | null;
  } | null;
  /** Whether the Import contacts dialog is open. */
  importing: boolean;
}

/** The spec's four cards. */
const CARDS = ['all', 'customers', 'prospects', 'vip'] as const;

export const rowSight = (contact: Contact): RowSight => {
  const { label, detail } = describeConsent(contact);
  return { name: contact.name, status: contact.status, consent: `${label}${detail ?? ''}` };
};

export function sightOf(snapshot: ContactsSnapshot): ContactsSight {
  const { context } = snapshot;
  const rows = rowsOf(snapshot);
  const counts = audienceCounts(context.contacts);
  const adding = context.editingId === null;
  const pending = context.contacts.find(({ id }) => id === context.pendingDeleteId);
  const consenting = context.contacts.find(({ id }) => id === context.consentChange?.id);
  const optingOut = snapshot.matches('optingOut');
  return {
    search: context.query,
    filter: context.filter,
    status: context.statusFilter,
    cards: CARDS.map((card) => {
      const { recipients, optedOut } = counts[card];
      const beneath = optedOut > 0 ? `${formatNumber(optedOut)} opted out` : '';
      return `${CARD_LABELS[card]}${formatNumber(recipients)}${beneath}`;
    }),
    // Enough of a long list for any window jsdom renders.
    rows: (rows.length > RENDER_ALL_UP_TO ? rows.slice(0, 100) : rows).map(rowSight),
    shown: rows.length,
    count: `Showing ${formatNumber(rows.length)} of ${formatNumber(context.contacts.length)} contacts`,
    dialog: snapshot.matches('editing')
      ? {
          title: adding ? 'Add New Contact' : 'Edit Contact',
          name: context.form.name,
          phone: context.form.phone,
          group: context.form.group,
          errors: snapshot.hasTag('invalid') ? formErrors(snapshot) : {},
          submit: adding ? 'Add Contact' : 'Save Changes',
        }
      : null,
    confirmDelete:
      snapshot.matches('confirmingDelete') && pending
        ? `${described(pending)} will be removed from your contacts.`
        : null,
    consent:
      (optingOut || snapshot.matches('optingIn')) && consenting
        ? {
            title: optingOut ? 'Opt out of campaigns' : 'Opt back in to campaigns',
            about: `${described(consenting)} ${
              optingOut ? 'will get no more campaigns.' : 'will get campaigns again.'
            }`,
            reason: context.consentChange?.reason ?? '',
            error: snapshot.hasTag('invalid')
              ? reasonError(context.consentChange?.reason ?? '')
              : null,
          }
        : null,
    importing: snapshot.matches('importing'),
  };
}

/** The CSV a person would get from Export now: for checking the downloaded file. */
export const exportedCsv = (snapshot: ContactsSnapshot): string => contactsToCsv(rowsOf(snapshot));

export function describePath(path: ContactsPath): string {
  const events = path.steps
    .slice(1)
    .map(({ event }) => {
      const short = event.type.replace('contacts.', '');
      switch (event.type) {
        case 'contacts.search.change':
          return `search(${event.value || 'empty'})`;
        case 'contacts.filter.select':
          return `filter(${event.filter})`;
        case 'contacts.form.change':
          return `${event.field}(${event.value || 'empty'})`;
        case 'contacts.form.group.change':
          return `group(${event.group})`;
        case 'contacts.status.select':
          return `status(${event.status})`;
        case 'contacts.consent.reason.change':
          return `reason(${event.value || 'empty'})`;
        case 'xstate.done.actor.contactImport':
          return `import.${event.output.outcome}`;
        case 'contacts.edit.open':
        case 'contacts.delete.request':
        case 'contacts.optOut.open':
        case 'contacts.optIn.open':
          return `${short}(${SAMPLE_CONTACTS.find(({ id }) => id === event.id)?.name ?? event.id})`;
        default:
          return short;
      }
    })
    .join(' > ');
  return `${events} => ${contactsSummary(path.state)}`;
}
