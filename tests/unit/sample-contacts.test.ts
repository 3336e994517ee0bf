// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { audienceCounts } from '@/domain/audience';
import { CONTACT_LIST_GROUPS, type Contact } from '@/domain/contacts';
import { SAMPLE_AUDIENCE } from '@/domain/groups';
import { NETWORK_PREFIXES, networkOf } from '@/domain/networks';
import { normalisePhone } from '@/domain/phone';
import {
  generateSampleContacts,
  SAMPLE_CONTACTS,
  SAMPLE_OPTED_OUT,
} from '@/domain/sample-contacts';

const count = (contacts: readonly Contact[], test: (contact: Contact) => boolean) =>
  contacts.filter(test).length;

describe('the sample contact database', () => {
  it('is the same on every visit: generated twice, it is the same list', () => {
    const again = generateSampleContacts();
    expect(again).toEqual(SAMPLE_CONTACTS);
    expect(generateSampleContacts()).toEqual(again);
  });

  it('gives the spec’s numbers as recipients: 2,847 = 1,250 + 890 + 145 + 562', () => {
    const counts = audienceCounts(SAMPLE_CONTACTS);
    expect(counts.all.recipients).toBe(2847);
    expect(counts.customers.recipients).toBe(1250);
    expect(counts.prospects.recipients).toBe(890);
    expect(counts.vip.recipients).toBe(145);
    expect(counts.newsletter.recipients).toBe(562);
    for (const group of CONTACT_LIST_GROUPS) {
      expect(counts[group].recipients, group).toBe(SAMPLE_AUDIENCE[group]);
    }
  });

  it('holds opted-out contacts on top, 12 / 7 / 2 / 5, each with a reason and a date', () => {
    const counts = audienceCounts(SAMPLE_CONTACTS);
    expect(counts.customers.optedOut).toBe(12);
    expect(counts.prospects.optedOut).toBe(7);
    expect(counts.vip.optedOut).toBe(2);
    expect(counts.newsletter.optedOut).toBe(5);
    expect(counts.all.optedOut).toBe(26);
    expect(SAMPLE_OPTED_OUT).toEqual({ customers: 12, prospects: 7, vip: 2, newsletter: 5 });
    expect(SAMPLE_CONTACTS).toHaveLength(2847 + 26);
    for (const contact of SAMPLE_CONTACTS) {
      // Opted out exactly when an opt-out is on record.
      expect(contact.status === 'opted-out', contact.name).toBe(contact.optOut !== null);
      if (contact.optOut) {
        expect(contact.optOut.reason.trim()).not.toBe('');
        expect(contact.optOut.at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('starts with the hand-written people, Abena Darko opted out and Ɛfua Asante among them', () => {
    expect(SAMPLE_CONTACTS.slice(0, 4).map(({ name }) => name)).toEqual([
      'Kwame Boateng',
      'Akosua Mensah',
      'Kofi Owusu-Ansah',
      'Abena Darko',
    ]);
    expect(SAMPLE_CONTACTS[3]?.status).toBe('opted-out');
    expect(SAMPLE_CONTACTS.find(({ name }) => name === 'Ɛfua Asante')?.status).toBe('active');
  });

  it('gives every contact its own id and its own number', () => {
    expect(new Set(SAMPLE_CONTACTS.map(({ id }) => id)).size).toBe(SAMPLE_CONTACTS.length);
    expect(new Set(SAMPLE_CONTACTS.map(({ phone }) => phone)).size).toBe(SAMPLE_CONTACTS.length);
  });

  it('gives every contact a Ghana mobile number on MTN, Telecel or AirtelTigo, in E.164', () => {
    const networks = new Map<string, number>();
    for (const contact of SAMPLE_CONTACTS) {
      expect(contact.phone, contact.name).toMatch(/^\+233\d{9}$/);
      expect(normalisePhone(contact.phone)).toEqual({ ok: true, e164: contact.phone });
      const network = networkOf(contact.phone);
      expect(network, contact.phone).not.toBeNull();
      networks.set(String(network), (networks.get(String(network)) ?? 0) + 1);
    }
    // Every network, and every prefix of each, is used.
    expect([...networks.keys()].sort()).toEqual(['AirtelTigo', 'MTN', 'Telecel']);
    const prefixes = new Set(SAMPLE_CONTACTS.map(({ phone }) => phone.slice(4, 6)));
    expect([...prefixes].sort()).toEqual(Object.values(NETWORK_PREFIXES).flat().sort());
  });

  it('records how and when each contact gave consent', () => {
    const sources = new Set(SAMPLE_CONTACTS.map(({ consent }) => consent.source));
    expect([...sources].sort()).toEqual(['hand', 'import', 'web-form']);
    for (const { consent, name } of SAMPLE_CONTACTS) {
      expect(consent.at, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (consent.source === 'import') expect(consent.detail).toMatch(/\.(csv|xlsx)$/);
    }
  });

  it('holds names written with Akan and Ewe letters and with French accents, a few of each', () => {
    const akanEwe = count(SAMPLE_CONTACTS, ({ name }) => /[ƐɛƆɔŊŋ]/.test(name));
    const french = count(SAMPLE_CONTACTS, ({ name }) => /[éèêëàâçîïôû]/i.test(name));
    expect(count(SAMPLE_CONTACTS, ({ name }) => /[Ɛɛ]/.test(name))).toBeGreaterThan(0);
    expect(count(SAMPLE_CONTACTS, ({ name }) => /[Ɔɔ]/.test(name))).toBeGreaterThan(0);
    expect(count(SAMPLE_CONTACTS, ({ name }) => /[Ŋŋ]/.test(name))).toBeGreaterThan(0);
    expect(akanEwe).toBeGreaterThan(3);
    expect(french).toBeGreaterThan(3);
    // A few: most names are written in English spelling.
    expect(akanEwe + french).toBeLessThan(SAMPLE_CONTACTS.length / 20);
  });

  it('dates last contacts as YYYY-MM-DD, or never', () => {
    for (const { lastContact, name } of SAMPLE_CONTACTS) {
      if (lastContact !== null) expect(lastContact, name).toMatch(/^2026-\d{2}-\d{2}$/);
    }
    expect(count(SAMPLE_CONTACTS, ({ lastContact }) => lastContact === null)).toBeGreaterThan(0);
  });
});
