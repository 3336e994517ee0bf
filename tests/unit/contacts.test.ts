import { describe, expect, it } from 'vitest';
import {
  countByGroup,
  filterContacts,
  formatLastContact,
  matchesSearch,
  nextContactId,
  SAMPLE_CONTACTS,
  validateContactForm,
  type Contact,
} from '@/domain/contacts';
import { normalisePhone } from '@/domain/phone';

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
