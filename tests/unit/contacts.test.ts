// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canOptIn,
  canOptOut,
  CONTACT_FILTERS,
  countByGroup,
  describeConsent,
  formatLastContact,
  isStatusFilter,
  nextContactId,
  optInContact,
  optOutContact,
  reasonError,
  STATUS_FILTER_LABELS,
  validateContactForm,
  type Contact,
  type ContactFilter,
} from '@/domain/contacts';
import {
  filterContacts,
  indexContacts,
  matchesSearch,
  parseSearch,
  searchContacts,
} from '@/domain/contact-search';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import { nationalDigits, PHONE_INVALID } from '@/domain/phone';

const names = (contacts: readonly Contact[]) => contacts.map((contact) => contact.name);

/** Builds a contact for a test: active, added by hand, never messaged, unless told otherwise. */
function person(
  fields: Pick<Contact, 'id' | 'name' | 'phone' | 'group'> & Partial<Contact>,
): Contact {
  return {
    status: 'active',
    lastContact: null,
    consent: { source: 'hand', detail: null, at: '2026-01-05' },
    optOut: null,
    ...fields,
  };
}

/** The hand-written first rows of the sample: the search tests read names that stay put. */
const FIRST = SAMPLE_CONTACTS.slice(0, 19);

describe('search and filter', () => {
  it.each([
    ['kwame', ['Kwame Boateng']],
    ['KWAME', ['Kwame Boateng']],
    ['  mensah ', ['Akosua Mensah']],
    ['ɛfua', ['Ɛfua Asante']],
    ['amélie', ['Amélie Kouassi']],
    ['owusu-ansah', ['Kofi Owusu-Ansah']],
    ['+233244123456', ['Kwame Boateng']],
    ['024 412 3456', ['Kwame Boateng']],
    ['0244123456', ['Kwame Boateng']],
    ['20 123', ['Akosua Mensah']],
    ['nobody', []],
  ])('%j finds %j', (query, expected) => {
    expect(names(filterContacts(FIRST, { query, filter: 'all' }))).toEqual(expected);
  });

  it('matches every contact for a blank search', () => {
    expect(filterContacts(SAMPLE_CONTACTS, { query: '   ', filter: 'all' })).toHaveLength(
      SAMPLE_CONTACTS.length,
    );
  });

  it('does not match numbers with letters mixed in', () => {
    const kwame = SAMPLE_CONTACTS[0];
    expect(kwame && matchesSearch(kwame, 'a0244')).toBe(false);
  });

  it('filters by group and combines with search', () => {
    expect(filterContacts(FIRST, { query: '', filter: 'vip' })).toHaveLength(4);
    expect(names(filterContacts(FIRST, { query: 'a', filter: 'vip' }))).toEqual([
      'Akosua Mensah',
      'Efua Quaye',
      'Nana Ama Tetteh',
      'Akɔsua Ɔwusu',
    ]);
    expect(names(filterContacts(FIRST, { query: '', filter: 'newsletter' }))).toEqual([
      'Sèna Lamptey',
      'Amélie Kouassi',
    ]);
    expect(filterContacts(FIRST, { query: 'kwame', filter: 'prospects' })).toEqual([]);
  });

  it('filters by status, the suppression list too, and combines with search and group', () => {
    expect(names(filterContacts(FIRST, { query: '', filter: 'all', status: 'opted-out' }))).toEqual(
      ['Abena Darko', 'Kwabena Ofori', 'Selorm Agbeko'],
    );
    expect(
      names(filterContacts(FIRST, { query: 'a', filter: 'customers', status: 'opted-out' })),
    ).toEqual(['Abena Darko', 'Selorm Agbeko']);
    expect(filterContacts(FIRST, { query: '', filter: 'all', status: 'active' })).toHaveLength(16);
    expect(filterContacts(FIRST, { query: 'kwabena', filter: 'all', status: 'active' })).toEqual(
      [],
    );
    // Every status is the list itself, as with no status at all.
    const index = indexContacts(FIRST);
    expect(searchContacts(index, { query: '', filter: 'all', status: 'all' })).toBe(FIRST);
    expect(
      filterContacts(SAMPLE_CONTACTS, { query: '', filter: 'all', status: 'opted-out' }),
    ).toHaveLength(26);
  });

  it('names the status filter’s options and knows its values', () => {
    expect(STATUS_FILTER_LABELS).toEqual({
      all: 'All statuses',
      active: 'Active',
      'opted-out': 'Opted out (suppression list)',
    });
    expect(isStatusFilter('opted-out')).toBe(true);
    expect(isStatusFilter('vip')).toBe(false);
  });

  it('gives new contacts the next id', () => {
    expect(nextContactId(FIRST)).toBe(20);
    expect(nextContactId(SAMPLE_CONTACTS)).toBe(SAMPLE_CONTACTS.length + 1);
    expect(nextContactId([])).toBe(1);
  });

  it('formats last contact dates', () => {
    expect(formatLastContact('2026-11-18')).toBe('18 Nov 2026');
    expect(formatLastContact(null)).toBe('Never');
  });
});

/** The search as it was written before the index: each contact read afresh on every call. */
function matchesAsBefore(contact: Contact, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  if (contact.name.toLowerCase().includes(needle)) return true;
  if (!/^[+\d\s().\-/]+$/.test(needle)) return false;
  const digits = needle.replace(/\D/g, '');
  if (digits === '') return false;
  return contact.phone.includes(digits) || nationalDigits(contact.phone).includes(digits);
}

describe('search over a prepared index', () => {
  /** The samples, a foreign number, names with Ɛ, Ɔ and é, and a number with no home form. */
  const contacts: Contact[] = [
    ...FIRST,
    person({ id: 21, name: 'Ɛsi Ɔfori', phone: '+233241110001', group: 'vip' }),
    person({
      id: 22,
      name: 'Adjoa Agyeman-Prempeh',
      phone: '+2348031234567',
      group: 'prospects',
    }),
    person({
      id: 23,
      name: 'Amélie Owusu',
      phone: '+447700900123',
      group: 'customers',
      status: 'opted-out',
      optOut: { reason: 'Asked by phone', at: '2026-10-02' },
    }),
  ];
  const queries = [
    '',
    '  ',
    'k',
    'KWA',
    'ɛsi',
    'ƐSI',
    'ɔfori',
    'amé',
    'AMÉLIE',
    'owusu',
    '-',
    '()',
    '+',
    '0',
    '024',
    '024 111',
    '+233 24',
    '233',
    '0803',
    '+234 803',
    '07700',
    '44 7700',
    'a0244',
    '(024) 412-3456',
    '024.412.3456',
    '024/412',
    'nobody',
  ];

  it('finds exactly what the search found before, for every query and group', () => {
    const index = indexContacts(contacts);
    for (const filter of CONTACT_FILTERS) {
      for (const query of queries) {
        const before = contacts.filter(
          (contact) =>
            (filter === 'all' || contact.group === filter) && matchesAsBefore(contact, query),
        );
        expect(searchContacts(index, { query, filter }), `${filter} ${query}`).toEqual(before);
        expect(filterContacts(contacts, { query, filter })).toEqual(before);
        for (const contact of contacts) {
          expect(matchesSearch(contact, query)).toBe(matchesAsBefore(contact, query));
        }
      }
    }
  });

  it('finds the same as before while a person types on, takes letters back and changes group', () => {
    const index = indexContacts(contacts);
    const found = (query: string, filter: ContactFilter) =>
      searchContacts(index, { query, filter }).map(({ id }) => id);
    const before = (query: string, filter: ContactFilter) =>
      contacts
        .filter(
          (contact) =>
            (filter === 'all' || contact.group === filter) && matchesAsBefore(contact, query),
        )
        .map(({ id }) => id);
    // "+" has no digits and finds names only; "+2" finds numbers too, so it is no narrower.
    for (const [query, filter] of [
      ['+', 'all'],
      ['+2', 'all'],
      ['(', 'vip'],
      ['(0', 'vip'],
      ['a', 'all'],
      ['a', 'vip'],
      ['am', 'vip'],
      ['am', 'all'],
      ['a', 'all'],
    ] as const) {
      expect(found(query, filter), `${filter} ${query}`).toEqual(before(query, filter));
    }
    // A person's typing, a few thousand keystrokes of it, drawn from a fixed seed.
    let seed = 21;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const keys = 'akoefiwmns +0245 -()';
    let query = '';
    let filter: ContactFilter = 'all';
    for (let step = 0; step < 3_000; step += 1) {
      const move = next(10);
      if (move < 6) query += keys[next(keys.length)];
      else if (move < 9) query = query.slice(0, -1);
      else filter = CONTACT_FILTERS[next(CONTACT_FILTERS.length)] ?? 'all';
      expect(found(query, filter), `${filter} ${JSON.stringify(query)}`).toEqual(
        before(query, filter),
      );
    }
  });

  it('reads a query once: its text in lower case, and its digits only if it reads as a number', () => {
    expect(parseSearch('  Ɛsi ')).toEqual({ needle: 'ɛsi', digits: '' });
    expect(parseSearch('(024) 412-3456')).toEqual({
      needle: '(024) 412-3456',
      digits: '0244123456',
    });
    expect(parseSearch('a0244')).toEqual({ needle: 'a0244', digits: '' });
  });

  it('prepares its entries in slices ahead of a search, and a search finishes the rest', () => {
    const many = Array.from({ length: 1_200 }, (_, index) =>
      person({
        id: index + 1,
        name: index === 1_100 ? 'Ɛsi Late' : `Contact ${index + 1}`,
        phone: `+23324${String(index).padStart(7, '0')}`,
        group: 'customers',
      }),
    );
    const index = indexContacts(many);
    let slices = 0;
    // Told to stop at the first check after 500 entries: one slice, not done.
    expect(index.prepare(() => slices++ > 0)).toBe(false);
    expect(slices).toBe(2);
    expect(searchContacts(index, { query: 'ɛsi', filter: 'all' }).map(({ id }) => id)).toEqual([
      1_101,
    ]);
    expect(index.prepare(() => true)).toBe(true);
  });

  it('gives back the list itself when nothing is filtered, so a view can keep its rows', () => {
    const index = indexContacts(contacts);
    expect(searchContacts(index, { query: ' ', filter: 'all' })).toBe(contacts);
    expect(searchContacts(index, { query: '', filter: 'vip' })).toHaveLength(5);
  });

  it('counts the groups of 20,000 contacts', () => {
    const many = Array.from({ length: 20_000 }, (_, index) =>
      person({
        id: index + 1,
        name: `Contact ${index + 1}`,
        phone: `+23324${String(index).padStart(7, '0')}`,
        group: (['customers', 'prospects', 'vip', 'newsletter'] as const)[index % 4] ?? 'customers',
      }),
    );
    expect(countByGroup(many)).toEqual({
      all: 20_000,
      customers: 5000,
      prospects: 5000,
      vip: 5000,
      newsletter: 5000,
    });
    const found = searchContacts(indexContacts(many), { query: '024 000 019', filter: 'all' });
    expect(found.map(({ name }) => name)).toEqual(
      Array.from({ length: 10 }, (_, digit) => `Contact ${191 + digit}`),
    );
  });
});

describe('the contact dialog rules', () => {
  it('accepts a Ghanaian local number and stores it in E.164', () => {
    expect(
      validateContactForm(
        { name: ' Yaa Asare ', phone: '024 123 4567', group: 'vip' },
        SAMPLE_CONTACTS,
      ),
    ).toEqual({ ok: true, name: 'Yaa Asare', phone: '+233241234567', group: 'vip' });
  });

  it('asks for a name and a valid number', () => {
    expect(
      validateContactForm({ name: '  ', phone: '123', group: 'customers' }, SAMPLE_CONTACTS),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Name is required.',
        phone: PHONE_INVALID,
      },
    });
  });

  it('refuses a number another contact has, but lets a contact keep its own', () => {
    const fields = { name: 'Kwame B.', phone: '024 412 3456', group: 'customers' } as const;
    expect(validateContactForm(fields, SAMPLE_CONTACTS)).toEqual({
      ok: false,
      errors: { phone: 'This number is already saved for Kwame Boateng.' },
    });
    expect(validateContactForm(fields, SAMPLE_CONTACTS, 1).ok).toBe(true);
  });
});

describe('consent and opt-out', () => {
  const ama = person({
    id: 7,
    name: 'Ama Owusu',
    phone: '+233241234567',
    group: 'customers',
    lastContact: '2026-11-02',
    consent: { source: 'import', detail: 'customers-2025.xlsx', at: '2025-03-02' },
  });

  it('opts an active contact out with the reason, trimmed, and the date', () => {
    expect(canOptOut(ama)).toBe(true);
    expect(canOptIn(ama)).toBe(false);
    const out = optOutContact(ama, '  Asked by phone ', '2026-11-24');
    expect(out).toEqual({
      ...ama,
      status: 'opted-out',
      optOut: { reason: 'Asked by phone', at: '2026-11-24' },
    });
    // Opting out keeps the consent once given: it says where the number came from.
    expect(out.consent).toEqual(ama.consent);
    expect(canOptOut(out)).toBe(false);
    expect(canOptIn(out)).toBe(true);
  });

  it('opts a contact back in: active, off the suppression list, with the new consent on record', () => {
    const back = optInContact(
      optOutContact(ama, 'Asked by phone', '2026-11-01'),
      ' Gave consent again in writing',
      '2026-11-24',
    );
    expect(back).toEqual({
      ...ama,
      status: 'active',
      optOut: null,
      consent: { source: 'opt-in', detail: 'Gave consent again in writing', at: '2026-11-24' },
    });
  });

  it('wants a reason that is not blank', () => {
    expect(reasonError('')).toBe('Enter a reason: the record says why consent changed.');
    expect(reasonError('   ')).toBe('Enter a reason: the record says why consent changed.');
    expect(reasonError('Asked at the counter')).toBeNull();
  });

  it.each([
    [{ source: 'hand', detail: null, at: '2024-11-12' }, 'Added by hand · 12 Nov 2024', null],
    [
      { source: 'import', detail: 'customers-2025.xlsx', at: '2025-03-02' },
      'Imported · 2 Mar 2025',
      'customers-2025.xlsx',
    ],
    [
      { source: 'web-form', detail: 'Loyalty card sign-up', at: '2026-06-14' },
      'Web form · 14 Jun 2026',
      'Loyalty card sign-up',
    ],
    [
      { source: 'opt-in', detail: 'Signed up again on the web form', at: '2026-11-24' },
      'Opted back in · 24 Nov 2026',
      'Signed up again on the web form',
    ],
  ] as const)('describes consent %j as %j', (consent, label, detail) => {
    expect(describeConsent({ ...ama, consent })).toEqual({ label, detail });
  });

  it('describes an opted-out contact by when and why it opted out', () => {
    expect(describeConsent(optOutContact(ama, 'Dialled the opt-out code', '2026-08-31'))).toEqual({
      label: 'Opted out · 31 Aug 2026',
      detail: 'Dialled the opt-out code',
    });
  });
});
