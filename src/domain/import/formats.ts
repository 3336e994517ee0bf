import type { ContactListGroup } from '../contacts';
import { looksLikePhone } from './ghana-mobile';
import type { Delimiter, ImportField, SourceFormat } from './types';

/**
 * Which program wrote a contacts file, told by its header row, and which column holds what.
 * The exports this knows, with their real headers:
 * - Nkra's own export (Name, Phone, Group, Status, Last Contact) and template (Name, Phone, Group).
 * - Google Contacts today: First Name, Middle Name, Last Name, ..., Labels, E-mail 1 - Label,
 *   E-mail 1 - Value, Phone 1 - Label, Phone 1 - Value, ... (values joined by " ::: ").
 * - Google Contacts before 2020: Name, Given Name, Additional Name, Family Name, ...,
 *   Group Membership, E-mail 1 - Type, E-mail 1 - Value, Phone 1 - Type, Phone 1 - Value, ...
 * - Outlook for Windows: "Title","First Name","Middle Name","Last Name",..., "Business Phone",
 *   "Home Phone",..., "Mobile Phone",..., "Categories",... (92 columns, Categories joined by ";").
 * - Outlook on the web: First Name, Middle Name, Last Name, Title, ..., Home Phone, Home Phone 2,
 *   Business Phone, Business Phone 2, Mobile Phone, ..., Notes (61 columns).
 */

/** "Last Contact", "last_contact" and "LastContact" are one header. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[\s_]+/g, '');
}

function headerWords(header: string): string[] {
  return header
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

const NAME_KEYS = new Set(['name', 'fullname', 'contactname', 'displayname']);
// "Other names" is the given-name box on Ghanaian forms, beside "Surname".
const FIRST_NAME_KEYS = new Set([
  'firstname',
  'first',
  'givenname',
  'given',
  'forename',
  'forenames',
  'othernames',
]);
const LAST_NAME_KEYS = new Set(['lastname', 'last', 'familyname', 'family', 'surname']);
const GROUP_KEYS = new Set([
  'group',
  'groups',
  'contactgroup',
  'labels',
  'groupmembership',
  'categories',
  'category',
]);
const PHONE_WORDS = new Set([
  'phone',
  'phones',
  'mobile',
  'cell',
  'cellphone',
  'tel',
  'telephone',
  'téléphone',
  'number',
  'msisdn',
  'whatsapp',
]);
/**
 * Words that make a phone-sounding header something else: Google's "Phone 1 - Label" and
 * "Phone 1 - Type" name the kind of number, Outlook's "Government ID Number" is no phone.
 */
const NOT_PHONE_WORDS = new Set(['label', 'type', 'fax', 'id', 'email', 'mail', 'account']);

function isPhoneHeader(header: string): boolean {
  const words = headerWords(header);
  return (
    words.some((word) => PHONE_WORDS.has(word)) && !words.some((word) => NOT_PHONE_WORDS.has(word))
  );
}

/** A phone column whose header says it holds mobiles, read before the others. */
export function isMobileHeader(header: string): boolean {
  return /mobile|cell|whatsapp/i.test(header);
}

type NamedField = Exclude<ImportField, 'ignore'>;

function fieldOfHeader(header: string): NamedField | null {
  const key = headerKey(header);
  if (NAME_KEYS.has(key)) return 'name';
  if (FIRST_NAME_KEYS.has(key)) return 'firstName';
  if (LAST_NAME_KEYS.has(key)) return 'lastName';
  if (GROUP_KEYS.has(key)) return 'group';
  if (isPhoneHeader(header)) return 'phone';
  return null;
}

/** Whether a cell is a header this reader knows, to tell a header row from a data row. */
export function isKnownHeader(cell: string): boolean {
  return fieldOfHeader(cell) !== null;
}

/**
 * One field per column from the header row: every phone column, the first name column (its
 * given- and family-name columns then ignored, so a name is not doubled), otherwise the first
 * first-name and last-name columns, and the first group column.
 */
export function suggestMapping(headers: readonly string[]): ImportField[] {
  const fields = headers.map(fieldOfHeader);
  const hasName = fields.includes('name');
  const taken = new Set<NamedField>();
  return fields.map((field) => {
    if (field === null) return 'ignore';
    if (field === 'phone') return 'phone';
    if (hasName && (field === 'firstName' || field === 'lastName')) return 'ignore';
    if (taken.has(field)) return 'ignore';
    taken.add(field);
    return field;
  });
}

/** How many rows a column is judged on when there is no header to say what it holds. */
const CONTENT_SAMPLE_ROWS = 200;

/**
 * Fields for columns without a (known) header, from what they hold: a column of mostly phone
 * numbers is a phone column, one of mostly group names is the group, and the first column of
 * mostly words is the name.
 */
export function suggestMappingFromContent(
  rows: readonly (readonly string[])[],
  width: number,
): ImportField[] {
  const sample = rows.slice(0, CONTENT_SAMPLE_ROWS);
  const columns = Array.from({ length: width }, (_, column) => {
    let filled = 0;
    let phones = 0;
    let groups = 0;
    let words = 0;
    for (const row of sample) {
      const cell = (row[column] ?? '').trim();
      if (cell === '') continue;
      filled += 1;
      if (looksLikePhone(cell)) phones += 1;
      else if (readGroupCell(cell) !== null) groups += 1;
      else if (/\p{L}/u.test(cell)) words += 1;
    }
    const most = (count: number) => filled > 0 && count > filled / 2;
    if (most(phones)) return 'phone';
    if (most(groups)) return 'group';
    return most(words) ? 'text' : 'other';
  });
  const nameColumn = columns.indexOf('text');
  let groupTaken = false;
  return columns.map((kind, column): ImportField => {
    if (kind === 'phone') return 'phone';
    if (kind === 'group' && !groupTaken) {
      groupTaken = true;
      return 'group';
    }
    return column === nameColumn ? 'name' : 'ignore';
  });
}

/**
 * The header's mapping, with what it leaves out found from the content: a file whose headers
 * say nothing of a phone or a name ("Customer", "Contact") still gets its columns suggested.
 */
export function suggestMappingForTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): ImportField[] {
  const byHeader = suggestMapping(headers);
  const hasPhone = byHeader.includes('phone');
  const hasName = byHeader.some((f) => f === 'name' || f === 'firstName' || f === 'lastName');
  if (hasPhone && hasName) return byHeader;
  const byContent = suggestMappingFromContent(rows, headers.length);
  const hasGroup = byHeader.includes('group');
  return byHeader.map((field, column) => {
    if (field !== 'ignore') return field;
    const guess = byContent[column] ?? 'ignore';
    if (guess === 'phone' && !hasPhone) return 'phone';
    if (guess === 'name' && !hasName) return 'name';
    if (guess === 'group' && !hasGroup) return 'group';
    return 'ignore';
  });
}

/** What a file's headers say about where it came from. */
export function recogniseFormat(
  headers: readonly string[],
): Exclude<SourceFormat, 'vcard' | 'xlsx'> {
  const keys = headers.map(headerKey);
  const has = (key: string) => keys.includes(key);
  const hasMatch = (pattern: RegExp) => keys.some((key) => pattern.test(key));
  const sameSet = (wanted: readonly string[]) =>
    keys.length === wanted.length && wanted.every((key) => has(key));
  if (sameSet(['name', 'phone', 'group', 'status', 'lastcontact'])) return 'nkra';
  if (sameSet(['name', 'phone', 'group'])) return 'nkra';
  if (hasMatch(/^phone\d+-label$/) || (has('labels') && hasMatch(/^phone\d+-value$/))) {
    return 'google';
  }
  if (hasMatch(/^phone\d+-type$/) || (has('groupmembership') && has('givenname'))) {
    return 'google-legacy';
  }
  if (has('mobilephone') && (has('businessphone') || has('homephone')) && has('firstname')) {
    return 'outlook';
  }
  return 'spreadsheet';
}

const DELIMITER_NAMES: Record<Delimiter, string> = {
  ',': 'comma-separated',
  ';': 'semicolon-separated',
  '\t': 'tab-separated',
};

/** "Google Contacts CSV", "Spreadsheet (semicolon-separated)", "vCard 3.0", ... */
export function formatLabel(format: SourceFormat, delimiter: Delimiter | null): string {
  switch (format) {
    case 'nkra':
      return 'Nkra CSV';
    case 'google':
      return 'Google Contacts CSV';
    case 'google-legacy':
      return 'Google Contacts CSV (older format)';
    case 'outlook':
      return 'Outlook CSV';
    case 'xlsx':
      return 'Excel workbook (.xlsx)';
    case 'vcard':
      return 'vCard';
    case 'spreadsheet':
      return `Spreadsheet (${DELIMITER_NAMES[delimiter ?? ',']})`;
  }
}

/** What people call the account's groups in their files: any case, singular or plural. */
const GROUP_ALIASES: ReadonlyMap<string, ContactListGroup> = new Map<string, ContactListGroup>([
  ['customers', 'customers'],
  ['customer', 'customers'],
  ['prospects', 'prospects'],
  ['prospect', 'prospects'],
  ['vip', 'vip'],
  ['vips', 'vip'],
  ['vip customers', 'vip'],
  ['vip customer', 'vip'],
  ['newsletter', 'newsletter'],
  ['newsletters', 'newsletter'],
  ['newsletter subscribers', 'newsletter'],
]);

/** The separators of several groups in one cell: Google's " ::: ", Outlook's ";", commas. */
const GROUP_SEPARATORS = / ::: |[;,]/;

/**
 * The first of a cell's groups that names one of the account's groups; null when none does.
 * Google's own labels ("* myContacts", "* starred") name none.
 */
export function readGroupCell(cell: string): ContactListGroup | null {
  for (const part of cell.split(GROUP_SEPARATORS)) {
    const group = GROUP_ALIASES.get(part.trim().replace(/\s+/g, ' ').toLowerCase());
    if (group) return group;
  }
  return null;
}

/** Why a mapping cannot import yet, or null when it can: it needs a phone and a name. */
export function mappingProblem(columns: readonly ImportField[]): string | null {
  if (!columns.includes('phone')) return 'Choose the column that holds phone numbers.';
  if (!columns.some((field) => field === 'name' || field === 'firstName' || field === 'lastName')) {
    return 'Choose the column that holds names.';
  }
  return null;
}
