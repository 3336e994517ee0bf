import { describe, expect, it } from 'vitest';
import {
  CONTACT_FILTERS,
  countByGroup,
  filterContacts,
  formatLastContact,
  indexContacts,
  matchesSearch,
  nextContactId,
  parseSearch,
  SAMPLE_CONTACTS,
  searchContacts,
  validateContactForm,
  type Contact,
  type ContactFilter,
} from '@/domain/contacts';
import { nationalDigits, normalisePhone } from '@/domain/phone';

const names = (contacts: readonly Contact[]) => contacts.map((contact) => contact.name);

describe('sample contacts', () => {
  it('has at least 12 people with valid Ghanaian numbers, every group and status', () => {
    expect(SAMPLE_CONTACTS.length).toBeGreaterThanOrEqual(12);
    for (const contact of SAMPLE_CONTACTS) {
      expect(contact.phone).toMatch(/^\+233\d{9}$/);
      expect(normalisePhone(contact.phone)).toEqual({ ok: true, e164: contact.phone });
      expect(contact.lastContact).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(SAMPLE_CONTACTS.map((contact) => contact.group))).toEqual(
      new Set(['customers', 'prospects', 'vip']),
    );
    expect(new Set(SAMPLE_CONTACTS.map((contact) => contact.status))).toEqual(
      new Set(['active', 'opted-out']),
    );
    expect(new Set(SAMPLE_CONTACTS.map((contact) => contact.id)).size).toBe(SAMPLE_CONTACTS.length);
    expect(new Set(SAMPLE_CONTACTS.map((contact) => contact.phone)).size).toBe(
      SAMPLE_CONTACTS.length,
    );
  });

  it('counts each group', () => {
    expect(countByGroup(SAMPLE_CONTACTS)).toEqual({
      all: 14,
      customers: 7,
      prospects: 4,
      vip: 3,
    });
  });
});

describe('search and filter', () => {
  it.each([
    ['kwame', ['Kwame Boateng']],
    ['KWAME', ['Kwame Boateng']],
    ['  mensah ', ['Akosua Mensah']],
    ['owusu-ansah', ['Kofi Owusu-Ansah']],
    ['+233244123456', ['Kwame Boateng']],
    ['024 412 3456', ['Kwame Boateng']],
    ['0244123456', ['Kwame Boateng']],
    ['20 123', ['Akosua Mensah']],
    ['nobody', []],
  ])('%j finds %j', (query, expected) => {
    expect(names(filterContacts(SAMPLE_CONTACTS, { query, filter: 'all' }))).toEqual(expected);
  });

  it('matches every contact for a blank search', () => {
    expect(filterContacts(SAMPLE_CONTACTS, { query: '   ', filter: 'all' })).toHaveLength(14);
  });

  it('does not match numbers with letters mixed in', () => {
    const kwame = SAMPLE_CONTACTS[0];
    expect(kwame && matchesSearch(kwame, 'a0244')).toBe(false);
  });

  it('filters by group and combines with search', () => {
    expect(filterContacts(SAMPLE_CONTACTS, { query: '', filter: 'vip' })).toHaveLength(3);
    expect(names(filterContacts(SAMPLE_CONTACTS, { query: 'a', filter: 'vip' }))).toEqual([
      'Akosua Mensah',
      'Efua Quaye',
      'Nana Ama Tetteh',
    ]);
    expect(filterContacts(SAMPLE_CONTACTS, { query: 'kwame', filter: 'prospects' })).toEqual([]);
  });

  it('gives new contacts the next id', () => {
    expect(nextContactId(SAMPLE_CONTACTS)).toBe(15);
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
    ...SAMPLE_CONTACTS,
    {
      id: 21,
      name: 'Ɛsi Ɔfori',
      phone: '+233241110001',
      group: 'vip',
      status: 'active',
      lastContact: null,
    },
    {
      id: 22,
      name: 'Adjoa Agyeman-Prempeh',
      phone: '+2348031234567',
      group: 'prospects',
      status: 'active',
      lastContact: null,
    },
    {
      id: 23,
      name: 'Amélie Owusu',
      phone: '+447700900123',
      group: 'customers',
      status: 'opted-out',
      lastContact: null,
    },
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
    const many = Array.from({ length: 1_200 }, (_, index): Contact => ({
      id: index + 1,
      name: index === 1_100 ? 'Ɛsi Late' : `Contact ${index + 1}`,
      phone: `+23324${String(index).padStart(7, '0')}`,
      group: 'customers',
      status: 'active',
      lastContact: null,
    }));
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
    expect(searchContacts(index, { query: '', filter: 'vip' })).toHaveLength(4);
  });

  it('counts the groups of 20,000 contacts', () => {
    const many = Array.from({ length: 20_000 }, (_, index): Contact => ({
      id: index + 1,
      name: `Contact ${index + 1}`,
      phone: `+23324${String(index).padStart(7, '0')}`,
      group: (['customers', 'prospects', 'vip'] as const)[index % 3] ?? 'customers',
      status: 'active',
      lastContact: null,
    }));
    expect(countByGroup(many)).toEqual({
      all: 20_000,
      customers: 6667,
      prospects: 6667,
      vip: 6666,
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
        phone: 'Enter a valid phone number, like 024 123 4567 or +233 24 123 4567.',
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
