import { normalisePhone } from './phone';
import { isBlank } from './validation';

/**
 * The contact database of the demo: its groups, statuses, consent, opt-outs and the contact form.
 * Searching it is ./contact-search.ts.
 */

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
