import { nationalDigits, normalisePhone } from './phone';
import { isBlank } from './validation';

/** The contact database of the demo: sample people, search and group filters. */

export const CONTACT_LIST_GROUPS = ['customers', 'prospects', 'vip'] as const;
export type ContactListGroup = (typeof CONTACT_LIST_GROUPS)[number];

export const CONTACT_STATUSES = ['active', 'opted-out'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** What the table can be filtered to: every contact, or one group. */
export type ContactFilter = 'all' | ContactListGroup;
export const CONTACT_FILTERS: readonly ContactFilter[] = ['all', ...CONTACT_LIST_GROUPS];

export interface Contact {
  id: number;
  name: string;
  /** E.164, e.g. +233241234567. */
  phone: string;
  group: ContactListGroup;
  status: ContactStatus;
  /** "YYYY-MM-DD", or null for a contact who has not been messaged yet. */
  lastContact: string | null;
}

export const GROUP_NAMES: Record<ContactListGroup, string> = {
  customers: 'Customers',
  prospects: 'Prospects',
  vip: 'VIP',
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

/** Customers of a Kumasi pharmacy chain and the people it is courting. All numbers fictional. */
// prettier-ignore
export const SAMPLE_CONTACTS: readonly Contact[] = [
  { id: 1, name: 'Kwame Boateng', phone: '+233244123456', group: 'customers', status: 'active', lastContact: '2026-11-18' },
  { id: 2, name: 'Akosua Mensah', phone: '+233201234567', group: 'vip', status: 'active', lastContact: '2026-11-20' },
  { id: 3, name: 'Kofi Owusu-Ansah', phone: '+233551239876', group: 'prospects', status: 'active', lastContact: '2026-10-29' },
  { id: 4, name: 'Abena Darko', phone: '+233265550142', group: 'customers', status: 'opted-out', lastContact: '2026-09-14' },
  { id: 5, name: 'Yaw Frimpong', phone: '+233541118230', group: 'customers', status: 'active', lastContact: '2026-11-15' },
  { id: 6, name: 'Efua Quaye', phone: '+233277004512', group: 'vip', status: 'active', lastContact: '2026-11-19' },
  { id: 7, name: 'Kojo Agyei', phone: '+233509876543', group: 'prospects', status: 'active', lastContact: '2026-11-02' },
  { id: 8, name: 'Adwoa Sarpong', phone: '+233246781203', group: 'customers', status: 'active', lastContact: '2026-11-12' },
  { id: 9, name: 'Kwabena Ofori', phone: '+233571234098', group: 'prospects', status: 'opted-out', lastContact: '2026-08-30' },
  { id: 10, name: 'Esi Amponsah', phone: '+233593340087', group: 'customers', status: 'active', lastContact: '2026-11-17' },
  { id: 11, name: 'Nana Ama Tetteh', phone: '+233208812345', group: 'vip', status: 'active', lastContact: '2026-11-10' },
  { id: 12, name: 'Fiifi Baidoo', phone: '+233565432109', group: 'customers', status: 'active', lastContact: '2026-10-21' },
  { id: 13, name: 'Afia Nkansah', phone: '+233249907766', group: 'prospects', status: 'active', lastContact: '2026-11-05' },
  { id: 14, name: 'Selorm Agbeko', phone: '+233539021876', group: 'customers', status: 'opted-out', lastContact: '2026-07-08' },
];

export type GroupCounts = Record<ContactFilter, number>;

export function countByGroup(contacts: readonly Contact[]): GroupCounts {
  const counts: GroupCounts = { all: contacts.length, customers: 0, prospects: 0, vip: 0 };
  for (const contact of contacts) counts[contact.group] += 1;
  return counts;
}

/**
 * Whether a contact matches a search: its name contains the query (any case), or its number,
 * international or as dialled at home, contains the query's digits ("024 412", "+233 24").
 */
export function matchesSearch(contact: Contact, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  if (contact.name.toLowerCase().includes(needle)) return true;
  if (!/^[+\d\s().\-/]+$/.test(needle)) return false;
  const digits = needle.replace(/\D/g, '');
  if (digits === '') return false;
  return contact.phone.includes(digits) || nationalDigits(contact.phone).includes(digits);
}

export function filterContacts(
  contacts: readonly Contact[],
  { query, filter }: { query: string; filter: ContactFilter },
): Contact[] {
  return contacts.filter(
    (contact) => (filter === 'all' || contact.group === filter) && matchesSearch(contact, query),
  );
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
  if (date === null) return 'Never';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  const month = months[Number(match[2]) - 1];
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
