import type { Contact, ContactFilter, StatusFilter } from './contacts';
import { nationalDigits } from './phone';

/**
 * Searching the contacts as a person types: by name or number, within a group and a status,
 * over lists of 20,000 and more.
 */

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
