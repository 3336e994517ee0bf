import { nationalDigits, normalisePhone } from './phone';
import { isBlank } from './validation';

/** The contact database of the demo: sample people, search and group filters. */

export const CONTACT_LIST_GROUPS = ['customers', 'prospects', 'vip', 'newsletter'] as const;
export type ContactListGroup = (typeof CONTACT_LIST_GROUPS)[number];

export const CONTACT_STATUSES = ['active', 'opted-out'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** What the table can be filtered to: every contact, or one group. */
export type ContactFilter = 'all' | ContactListGroup;
export const CONTACT_FILTERS: readonly ContactFilter[] = ['all', ...CONTACT_LIST_GROUPS];

/** The status filter: every contact, those campaigns reach, or the suppression list. */
export const STATUS_FILTERS = ['all', 'active', 'opted-out'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All statuses',
  active: 'Active',
  'opted-out': 'Opted out (suppression list)',
};

export function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

/**
 * How a contact agreed to be messaged (Data Protection Act 2012, s.40: direct marketing needs
 * prior consent): added by hand, in an imported file, through a web form, or back in after
 * opting out.
 */
export type ConsentSource = 'hand' | 'import' | 'web-form' | 'opt-in';

export interface Consent {
  source: ConsentSource;
  /** The imported file's name, the web form's name, or why the contact opted back in. */
  detail: string | null;
  /** "YYYY-MM-DD". */
  at: string;
}

/** Why and when a contact asked to stop: the contact is on the suppression list until then. */
export interface OptOut {
  reason: string;
  /** "YYYY-MM-DD". */
  at: string;
}

export interface Contact {
  id: number;
  name: string;
  /** E.164, e.g. +233241234567. */
  phone: string;
  group: ContactListGroup;
  /** 'opted-out' exactly when `optOut` is set. */
  status: ContactStatus;
  /** "YYYY-MM-DD", or null for a contact who has not been messaged yet. */
  lastContact: string | null;
  consent: Consent;
  optOut: OptOut | null;
}

export const GROUP_NAMES: Record<ContactListGroup, string> = {
  customers: 'Customers',
  prospects: 'Prospects',
  vip: 'VIP',
  newsletter: 'Newsletter',
};

/** How the group filter's options and the summary cards read. */
export const FILTER_LABELS: Record<ContactFilter, string> = {
  all: 'All Groups',
  ...GROUP_NAMES,
};

export function isContactListGroup(value: string): value is ContactListGroup {
  return (CONTACT_LIST_GROUPS as readonly string[]).includes(value);
}

export function isContactFilter(value: string): value is ContactFilter {
  return value === 'all' || isContactListGroup(value);
}

export function isContactStatus(value: string): value is ContactStatus {
  return (CONTACT_STATUSES as readonly string[]).includes(value);
}

/* ---------- consent and opt-out ---------- */

/** Reasons the opt-out dialog suggests: the ways people in Ghana ask to stop (no reply STOP). */
export const OPT_OUT_REASONS = [
  'Asked by phone',
  'Dialled the opt-out code',
  'Asked at the counter',
  'No longer a customer',
] as const;

/** How a person who opted out can give consent again: something on record. */
export const OPT_IN_REASONS = [
  'Gave consent again in writing',
  'Signed up again on the web form',
] as const;

/** A contact campaigns reach may opt out; one on the suppression list may opt back in. */
export const canOptOut = (contact: Contact): boolean => contact.optOut === null;
export const canOptIn = (contact: Contact): boolean => contact.optOut !== null;

/** The contact on the suppression list from `at`, for the reason given. */
export function optOutContact(contact: Contact, reason: string, at: string): Contact {
  return { ...contact, status: 'opted-out', optOut: { reason: reason.trim(), at } };
}

/**
 * Numbers that opted out, kept after their contact is deleted: a number that asked to stop
 * stays stopped (Data Protection Act 2012, s.40), so adding or importing it again brings it back
 * opted out, until it opts back in.
 */
export type SuppressionList = Readonly<Record<string, OptOut>>;

/** The list with a deleted contact's opt-out kept; unchanged for a contact that had none. */
export function suppressOnDelete(list: SuppressionList, contact: Contact): SuppressionList {
  return contact.optOut ? { ...list, [contact.phone]: contact.optOut } : list;
}

/** The list without a number that opted back in. */
export function liftSuppression(list: SuppressionList, phone: string): SuppressionList {
  if (!(phone in list)) return list;
  const { [phone]: _lifted, ...rest } = list;
  return rest;
}

/** A new contact as the suppression list has it: opted out when its number asked to stop. */
export function withSuppression(contact: Contact, list: SuppressionList): Contact {
  const optOut = list[contact.phone];
  return optOut ? { ...contact, status: 'opted-out', optOut } : contact;
}

/** The contact reachable again from `at`: its consent is now the one given on opting back in. */
export function optInContact(contact: Contact, reason: string, at: string): Contact {
  return {
    ...contact,
    status: 'active',
    optOut: null,
    consent: { source: 'opt-in', detail: reason.trim(), at },
  };
}

/** Why the reason field refuses what was typed, or null when it takes it. */
export function reasonError(reason: string): string | null {
  return isBlank(reason) ? 'Enter a reason: the record says why consent changed.' : null;
}

const CONSENT_LABELS: Record<ConsentSource, string> = {
  hand: 'Added by hand',
  import: 'Imported',
  'web-form': 'Web form',
  'opt-in': 'Opted back in',
};

/**
 * How the Consent column reads a contact: what and when ("Web form · 14 Jun 2026",
 * "Opted out · 31 Aug 2026"), then the detail (the file, the form, the reason), if any.
 */
export function describeConsent(contact: Contact): { label: string; detail: string | null } {
  if (contact.optOut) {
    return { label: `Opted out · ${formatDay(contact.optOut.at)}`, detail: contact.optOut.reason };
  }
  const { source, detail, at } = contact.consent;
  return { label: `${CONSENT_LABELS[source]} · ${formatDay(at)}`, detail };
}

export type GroupCounts = Record<ContactFilter, number>;

export function countByGroup(contacts: readonly Contact[]): GroupCounts {
  const counts: GroupCounts = {
    all: contacts.length,
    customers: 0,
    prospects: 0,
    vip: 0,
    newsletter: 0,
  };
  for (const contact of contacts) counts[contact.group] += 1;
  return counts;
}

/**
 * What a search compares of one contact, worked out once per contact list rather than once per
 * keystroke: at 20,000 contacts, lower-casing every name and rewriting every number on each
 * keystroke is most of a search's cost.
 */
export interface SearchEntry {
  readonly contact: Contact;
  /** The name in lower case. */
  readonly name: string;
  /**
   * The number as stored and as dialled at home, "+233244123456 0244123456": a query's digits
   * cannot match across the space, so one `includes` asks both.
   */
  readonly numbers: string;
}

export function searchEntry(contact: Contact): SearchEntry {
  return {
    contact,
    name: contact.name.toLowerCase(),
    numbers: `${contact.phone} ${nationalDigits(contact.phone)}`,
  };
}

/** A search as typed, read once: the lower-case text, and its digits if it reads as a number. */
export interface ParsedSearch {
  /** '' matches everyone. */
  readonly needle: string;
  /** '' when the query is not a number ("a0244") or has no digits. */
  readonly digits: string;
}

export function parseSearch(query: string): ParsedSearch {
  const needle = query.trim().toLowerCase();
  const digits = /^[+\d\s().\-/]+$/.test(needle) ? needle.replace(/\D/g, '') : '';
  return { needle, digits };
}

function entryMatches(entry: SearchEntry, search: ParsedSearch): boolean {
  if (search.needle === '') return true;
  if (entry.name.includes(search.needle)) return true;
  return search.digits !== '' && entry.numbers.includes(search.digits);
}

/**
 * Whether a contact matches a search: its name contains the query (any case), or its number,
 * international or as dialled at home, contains the query's digits ("024 412", "+233 24").
 */
export function matchesSearch(contact: Contact, query: string): boolean {
  return entryMatches(searchEntry(contact), parseSearch(query));
}

type ContactQuery = { query: string; filter: ContactFilter };

/** A search, a group and a status, as the table and Export apply them. */
export type ContactListQuery = ContactQuery & { status?: StatusFilter };

const hasStatus = (contact: Contact, status: StatusFilter) =>
  status === 'all' || contact.status === status;

/** A search's matches, kept so that a longer search of the same list looks only among them. */
interface Found {
  readonly search: ParsedSearch;
  readonly filter: ContactFilter;
  readonly entries: readonly SearchEntry[];
  readonly contacts: readonly Contact[];
}

/** How many recent searches an index keeps: enough to type a word and take it back again. */
const RECENT_SEARCHES = 8;

/**
 * Whether every contact `search` finds is among those `earlier` found: the text was typed on
 * (the name must contain more), in the same group or from every group. "+" finds names only
 * (it has no digits), so "+2" is no narrower: it also finds numbers.
 */
function narrows(earlier: Found, search: ParsedSearch, filter: ContactFilter): boolean {
  return (
    search.needle.startsWith(earlier.search.needle) &&
    (earlier.filter === filter || earlier.filter === 'all') &&
    (earlier.search.digits !== '' || search.digits === '')
  );
}

/**
 * A contact list ready to be searched. Its entries are made on the first search that needs them,
 * and it keeps its last few results: a keystroke that adds a letter looks only among the matches
 * of the one before, and one that takes it back finds its answer kept.
 */
export interface ContactSearchIndex {
  readonly contacts: readonly Contact[];
  /** The contacts a search and a group filter leave, in list order. */
  search(query: ContactQuery): readonly Contact[];
  /**
   * Prepares the entries ahead of the first search, in slices, until `enough()` says to stop
   * (an idle period ends); true once every contact is ready. A search prepares what is left.
   */
  prepare(enough: () => boolean): boolean;
}

export function indexContacts(contacts: readonly Contact[]): ContactSearchIndex {
  const prepared: SearchEntry[] = [];
  const prepare = (enough: () => boolean) => {
    for (let next = prepared.length; next < contacts.length; next += 1) {
      const contact = contacts[next];
      if (!contact) break;
      if (next % 500 === 0 && enough()) return false;
      prepared.push(searchEntry(contact));
    }
    return true;
  };
  const recent: Found[] = [];
  return {
    contacts,
    prepare,
    search({ query, filter }) {
      const search = parseSearch(query);
      if (search.needle === '') {
        return filter === 'all' ? contacts : contacts.filter((contact) => contact.group === filter);
      }
      const kept = recent.find(
        (found) => found.search.needle === search.needle && found.filter === filter,
      );
      if (kept) return kept.contacts;
      const from = recent
        .filter((found) => narrows(found, search, filter))
        .reduce<Found | null>(
          (best, found) => (best && best.entries.length <= found.entries.length ? best : found),
          null,
        );
      const entries: SearchEntry[] = [];
      if (!from) prepare(() => false);
      for (const entry of from ? from.entries : prepared) {
        if ((filter === 'all' || entry.contact.group === filter) && entryMatches(entry, search)) {
          entries.push(entry);
        }
      }
      const found = { search, filter, entries, contacts: entries.map((entry) => entry.contact) };
      recent.unshift(found);
      recent.length = Math.min(recent.length, RECENT_SEARCHES);
      return found.contacts;
    },
  };
}

/**
 * The contacts a search, a group filter and a status filter leave, in list order, from a
 * prepared index: at most one pass over the list per keystroke, and one over its matches for the
 * status. With no search, every group and every status it is the list itself.
 */
export function searchContacts(
  index: ContactSearchIndex,
  { status = 'all', ...query }: ContactListQuery,
): readonly Contact[] {
  const found = index.search(query);
  return status === 'all' ? found : found.filter((contact) => hasStatus(contact, status));
}

/** The same as `searchContacts`, for a one-off question (an export) that keeps no index. */
export function filterContacts(contacts: readonly Contact[], query: ContactListQuery): Contact[] {
  return [...searchContacts(indexContacts(contacts), query)];
}

export function nextContactId(contacts: readonly Contact[]): number {
  return contacts.reduce((max, contact) => Math.max(max, contact.id), 0) + 1;
}

/** The contact that already uses this E.164 number, other than `exceptId`. */
export function findByPhone(
  contacts: readonly Contact[],
  phone: string,
  exceptId?: number,
): Contact | undefined {
  return contacts.find((contact) => contact.phone === phone && contact.id !== exceptId);
}

/** "2026-11-18" reads as "18 Nov 2026"; a contact never messaged reads "Never". */
export function formatLastContact(date: string | null): string {
  return date === null ? 'Never' : formatDay(date);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-18" reads as "18 Nov 2026"; anything else as it is. */
export function formatDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${Number(match[3])} ${month} ${match[1]}` : date;
}

/** What the Add/Edit Contact dialog holds. */
export interface ContactFormFields {
  name: string;
  phone: string;
  group: ContactListGroup;
}

export type ContactFormErrors = Partial<Record<'name' | 'phone', string>>;

export const EMPTY_CONTACT_FORM: ContactFormFields = { name: '', phone: '', group: 'customers' };

export type ContactFormResult =
  | { ok: true; name: string; phone: string; group: ContactListGroup }
  | { ok: false; errors: ContactFormErrors };

/**
 * Checks the dialog: a name that is not blank, a valid number (normalised to E.164) that no
 * other contact uses. `exceptId` is the contact being edited, which may keep its own number.
 */
export function validateContactForm(
  fields: ContactFormFields,
  contacts: readonly Contact[],
  exceptId?: number,
): ContactFormResult {
  const errors: ContactFormErrors = {};
  if (isBlank(fields.name)) errors.name = 'Name is required.';
  const phone = normalisePhone(fields.phone);
  if (!phone.ok) errors.phone = phone.error;
  else {
    const twin = findByPhone(contacts, phone.e164, exceptId);
    if (twin) errors.phone = `This number is already saved for ${twin.name}.`;
  }
  if (errors.name || errors.phone || !phone.ok) return { ok: false, errors };
  return { ok: true, name: fields.name.trim(), phone: phone.e164, group: fields.group };
}
