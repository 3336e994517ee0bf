// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { audienceCounts, groupOptionLabel, isRecipient, recipientsOf } from '@/domain/audience';
import { optInContact, optOutContact, type Contact } from '@/domain/contacts';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';

let nextId = 1;
function person(group: Contact['group'], optedOut = false, name = `Person ${nextId}`): Contact {
  const id = nextId++;
  const contact: Contact = {
    id,
    name,
    phone: `+23324${String(id).padStart(7, '0')}`,
    group,
    status: 'active',
    lastContact: null,
    consent: { source: 'hand', detail: null, at: '2026-01-05' },
    optOut: null,
  };
  return optedOut ? optOutContact(contact, 'Asked by phone', '2026-02-01') : contact;
}

const SMALL: Contact[] = [
  person('customers', false, 'Ama'),
  person('customers', true, 'Kofi'),
  person('vip', false, 'Yaa'),
  person('newsletter', true, 'Sèna'),
  person('customers', false, 'Kojo'),
];

describe('who a campaign reaches', () => {
  it('counts recipients and opted-out contacts per group, and in all', () => {
    expect(audienceCounts(SMALL)).toEqual({
      all: { recipients: 3, optedOut: 2 },
      customers: { recipients: 2, optedOut: 1 },
      prospects: { recipients: 0, optedOut: 0 },
      vip: { recipients: 1, optedOut: 0 },
      newsletter: { recipients: 0, optedOut: 1 },
    });
    expect(audienceCounts([]).all).toEqual({ recipients: 0, optedOut: 0 });
  });

  it('never counts an opted-out contact as a recipient', () => {
    expect(SMALL.filter(isRecipient).map(({ name }) => name)).toEqual(['Ama', 'Yaa', 'Kojo']);
    expect(recipientsOf(SMALL, 'customers').map(({ name }) => name)).toEqual(['Ama', 'Kojo']);
    expect(recipientsOf(SMALL, 'all').map(({ name }) => name)).toEqual(['Ama', 'Yaa', 'Kojo']);
    expect(recipientsOf(SMALL, 'newsletter')).toEqual([]);
  });

  it('counts a contact again once it opts back in', () => {
    const kofi = SMALL[1] as Contact;
    const back = SMALL.map((contact) =>
      contact === kofi
        ? optInContact(contact, 'Gave consent again in writing', '2026-03-01')
        : contact,
    );
    expect(audienceCounts(back).customers).toEqual({ recipients: 3, optedOut: 0 });
    expect(recipientsOf(back, 'customers').map(({ name }) => name)).toEqual([
      'Ama',
      'Kofi',
      'Kojo',
    ]);
  });

  it('reads the first screen’s group options as the spec’s numbers, opted-out beside', () => {
    const counts = audienceCounts(SAMPLE_CONTACTS);
    expect(groupOptionLabel('all', counts)).toBe('All Contacts (2,847) · 26 opted out');
    expect(groupOptionLabel('customers', counts)).toBe('Customers (1,250) · 12 opted out');
    expect(groupOptionLabel('prospects', counts)).toBe('Prospects (890) · 7 opted out');
    expect(groupOptionLabel('vip', counts)).toBe('VIP Customers (145) · 2 opted out');
    expect(groupOptionLabel('newsletter', counts)).toBe('Newsletter (562) · 5 opted out');
    expect(recipientsOf(SAMPLE_CONTACTS, 'customers')).toHaveLength(1250);
  });

  it('leaves "opted out" off a group with nobody opted out', () => {
    expect(groupOptionLabel('vip', audienceCounts(SMALL))).toBe('VIP Customers (1)');
    expect(groupOptionLabel('prospects', audienceCounts(SMALL))).toBe('Prospects (0)');
  });
});
