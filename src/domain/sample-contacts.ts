import type { Contact, ContactListGroup, Consent, OptOut } from './contacts';
import { SAMPLE_AUDIENCE } from './groups';
import { NETWORK_PREFIXES } from './networks';
import { seeded } from './random';

/**
 * The demo's contact database: the customers of a Kumasi pharmacy chain, the people it is
 * courting and its newsletter readers. Generated from a fixed seed, so every visit (and every
 * test) gets the same people, and counted so that the first screen shows the spec's numbers as
 * the recipients a campaign reaches: All 2,847 = Customers 1,250 + Prospects 890 + VIP 145 +
 * Newsletter 562. The opted-out contacts (the suppression list) come on top. All numbers
 * fictional.
 */

/** Who opted out in each group: they are in the database but never recipients. */
export const SAMPLE_OPTED_OUT: Readonly<Record<ContactListGroup, number>> = {
  customers: 12,
  prospects: 7,
  vip: 2,
  newsletter: 5,
};

const byHand = (at: string): Consent => ({ source: 'hand', detail: null, at });
const webForm = (at: string): Consent => ({
  source: 'web-form',
  detail: 'Loyalty card sign-up',
  at,
});
const imported = (at: string): Consent => ({
  source: 'import',
  detail: 'customers-2025.xlsx',
  at,
});
const stopped = (reason: string, at: string): OptOut => ({ reason, at });

/** The people the first rows show, written by hand (the spec's sample has some opted out). */
// prettier-ignore
const FIRST_CONTACTS: readonly Contact[] = [
  { id: 1, name: 'Kwame Boateng', phone: '+233244123456', group: 'customers', status: 'active', lastContact: '2026-11-18', consent: imported('2025-03-02'), optOut: null },
  { id: 2, name: 'Akosua Mensah', phone: '+233201234567', group: 'vip', status: 'active', lastContact: '2026-11-20', consent: byHand('2024-11-12'), optOut: null },
  { id: 3, name: 'Kofi Owusu-Ansah', phone: '+233551239876', group: 'prospects', status: 'active', lastContact: '2026-10-29', consent: webForm('2026-06-14'), optOut: null },
  { id: 4, name: 'Abena Darko', phone: '+233265550142', group: 'customers', status: 'opted-out', lastContact: '2026-09-14', consent: imported('2025-03-02'), optOut: stopped('Asked at the counter to stop promotions', '2026-09-15') },
  { id: 5, name: 'Yaw Frimpong', phone: '+233541118230', group: 'customers', status: 'active', lastContact: '2026-11-15', consent: webForm('2025-08-21'), optOut: null },
  { id: 6, name: 'Efua Quaye', phone: '+233277004512', group: 'vip', status: 'active', lastContact: '2026-11-19', consent: byHand('2024-05-30'), optOut: null },
  { id: 7, name: 'Kojo Agyei', phone: '+233509876543', group: 'prospects', status: 'active', lastContact: '2026-11-02', consent: webForm('2026-09-03'), optOut: null },
  { id: 8, name: 'Adwoa Sarpong', phone: '+233246781203', group: 'customers', status: 'active', lastContact: '2026-11-12', consent: imported('2025-03-02'), optOut: null },
  { id: 9, name: 'Kwabena Ofori', phone: '+233571234098', group: 'prospects', status: 'opted-out', lastContact: '2026-08-30', consent: webForm('2026-02-11'), optOut: stopped('Dialled the opt-out code', '2026-08-31') },
  { id: 10, name: 'Esi Amponsah', phone: '+233593340087', group: 'customers', status: 'active', lastContact: '2026-11-17', consent: byHand('2025-01-08'), optOut: null },
  { id: 11, name: 'Nana Ama Tetteh', phone: '+233208812345', group: 'vip', status: 'active', lastContact: '2026-11-10', consent: byHand('2024-02-19'), optOut: null },
  { id: 12, name: 'Fiifi Baidoo', phone: '+233565432109', group: 'customers', status: 'active', lastContact: '2026-10-21', consent: imported('2025-03-02'), optOut: null },
  { id: 13, name: 'Afia Nkansah', phone: '+233249907766', group: 'prospects', status: 'active', lastContact: '2026-11-05', consent: webForm('2026-10-01'), optOut: null },
  { id: 14, name: 'Selorm Agbeko', phone: '+233539021876', group: 'customers', status: 'opted-out', lastContact: '2026-07-08', consent: imported('2025-03-02'), optOut: stopped('Called the shop: too many messages', '2026-07-09') },
  { id: 15, name: 'Ɛfua Asante', phone: '+233243350918', group: 'customers', status: 'active', lastContact: '2026-11-16', consent: webForm('2026-04-27'), optOut: null },
  { id: 16, name: 'Akɔsua Ɔwusu', phone: '+233205567214', group: 'vip', status: 'active', lastContact: '2026-11-11', consent: byHand('2025-12-03'), optOut: null },
  { id: 17, name: 'Mawuŋa Dzidzienyo', phone: '+233267781540', group: 'prospects', status: 'active', lastContact: null, consent: webForm('2026-11-02'), optOut: null },
  { id: 18, name: 'Sèna Lamptey', phone: '+233504412387', group: 'newsletter', status: 'active', lastContact: '2026-11-03', consent: webForm('2026-01-15'), optOut: null },
  { id: 19, name: 'Amélie Kouassi', phone: '+233555120744', group: 'newsletter', status: 'active', lastContact: '2026-11-03', consent: webForm('2025-10-09'), optOut: null },
];

// prettier-ignore
const FIRST_NAMES = [
  'Kwame', 'Ama', 'Kofi', 'Akosua', 'Yaw', 'Abena', 'Kojo', 'Esi', 'Kwabena', 'Adwoa', 'Nana',
  'Efua', 'Yaa', 'Kwaku', 'Afua', 'Kwesi', 'Akua', 'Kwadwo', 'Adjoa', 'Fiifi', 'Araba', 'Ekow',
  'Dzifa', 'Selasi', 'Mawuli', 'Edem', 'Elikem', 'Nii', 'Naa', 'Korkor', 'Dede', 'Lamisi',
  'Abdul', 'Fuseini', 'Mariama', 'Ibrahim', 'Grace', 'Emmanuel', 'Gifty', 'Samuel', 'Mercy',
  'Daniel', 'Comfort', 'Prince', 'Priscilla', 'Richard', 'Vida', 'Eric', 'Joyce', 'Isaac',
];

/** A few people write their names with Akan or Ewe letters, or French accents. */
// prettier-ignore
const SPECIAL_FIRST_NAMES = ['Ɛfua', 'Akɔsua', 'Ɔbenewaa', 'Ɛsi', 'Mawuŋa', 'Sèna', 'Amélie', 'Kouassi', 'Désiré'];

// prettier-ignore
const SURNAMES = [
  'Mensah', 'Boateng', 'Owusu', 'Asante', 'Osei', 'Agyeman', 'Quaye', 'Tetteh', 'Addo', 'Appiah',
  'Danso', 'Ofori', 'Amoah', 'Agbeko', 'Lamptey', 'Quartey', 'Tagoe', 'Adjei', 'Acheampong',
  'Antwi', 'Bonsu', 'Darko', 'Frimpong', 'Gyamfi', 'Kusi', 'Nkansah', 'Ocran', 'Sarpong',
  'Yeboah', 'Amankwah', 'Dogbe', 'Kpodo', 'Issah', 'Abubakar', 'Armah', 'Nortey', 'Sowah',
];

const SPECIAL_SURNAMES = ['Ɔwusu', 'Bɔakye', 'Ŋutsugah'];

// prettier-ignore
const OPT_OUT_REASONS = [
  'Asked at the counter to stop promotions',
  'Dialled the opt-out code',
  'Called the shop: too many messages',
  'No longer a customer',
  'Asked by email to be removed',
];

/** Networks' shares of the sample's numbers, roughly the market's: MTN most, then Telecel. */
const PREFIX_WEIGHTS: readonly (readonly [string, number])[] = [
  ...NETWORK_PREFIXES.MTN.map((prefix) => [prefix, prefix === '24' ? 20 : 7] as const),
  ...NETWORK_PREFIXES.Telecel.map((prefix) => [prefix, prefix === '20' ? 15 : 10] as const),
  ...NETWORK_PREFIXES.AirtelTigo.map((prefix) => [prefix, 4] as const),
];
const WEIGHT_TOTAL = PREFIX_WEIGHTS.reduce((total, [, weight]) => total + weight, 0);

const SEED = 233;

const pad = (value: number) => String(value).padStart(2, '0');

/** Generates the sample database: the hand-written first rows, then the seeded rest. */
export function generateSampleContacts(): Contact[] {
  const random = seeded(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const phones = new Set(FIRST_CONTACTS.map((contact) => contact.phone));

  const phone = (): string => {
    for (;;) {
      let roll = random() * WEIGHT_TOTAL;
      let prefix = '24';
      for (const [candidate, weight] of PREFIX_WEIGHTS) {
        roll -= weight;
        if (roll < 0) {
          prefix = candidate;
          break;
        }
      }
      const rest = String(Math.floor(random() * 10_000_000)).padStart(7, '0');
      const number = `+233${prefix}${rest}`;
      if (!phones.has(number)) {
        phones.add(number);
        return number;
      }
    }
  };
  const name = (): string => {
    const first = random() < 0.012 ? pick(SPECIAL_FIRST_NAMES) : pick(FIRST_NAMES);
    const last = random() < 0.006 ? pick(SPECIAL_SURNAMES) : pick(SURNAMES);
    return `${first} ${last}`;
  };
  /** A day of 2026 up to 24 November, or of 2024 to 2025 for consent. */
  const day = (fromYear: number, toYear: number): string => {
    const year = fromYear + Math.floor(random() * (toYear - fromYear + 1));
    const month = 1 + Math.floor(random() * (year === 2026 ? 11 : 12));
    return `${year}-${pad(month)}-${pad(1 + Math.floor(random() * (month === 11 ? 24 : 28)))}`;
  };
  const consent = (): Consent => {
    const roll = random();
    if (roll < 0.45) return imported(day(2024, 2025));
    if (roll < 0.85) return webForm(day(2024, 2026));
    return byHand(day(2024, 2026));
  };

  const wanted: ContactListGroup[] = [];
  for (const group of ['customers', 'prospects', 'vip', 'newsletter'] as const) {
    const first = FIRST_CONTACTS.filter((contact) => contact.group === group);
    const active = first.filter((contact) => contact.optOut === null).length;
    const optedOut = first.length - active;
    for (let index = active; index < SAMPLE_AUDIENCE[group]; index += 1) wanted.push(group);
    for (let index = optedOut; index < SAMPLE_OPTED_OUT[group]; index += 1) {
      wanted.push(`-${group}` as ContactListGroup);
    }
  }
  // Shuffled, so groups and opted-out people are spread through the list.
  for (let index = wanted.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [wanted[index], wanted[other]] = [
      wanted[other] as ContactListGroup,
      wanted[index] as ContactListGroup,
    ];
  }

  const contacts: Contact[] = [...FIRST_CONTACTS];
  let id = FIRST_CONTACTS.length + 1;
  for (const entry of wanted) {
    const optedOut = entry.startsWith('-');
    const group = (optedOut ? entry.slice(1) : entry) as ContactListGroup;
    const lastContact = random() < 0.1 ? null : day(2026, 2026);
    contacts.push({
      id,
      name: name(),
      phone: phone(),
      group,
      status: optedOut ? 'opted-out' : 'active',
      lastContact,
      consent: consent(),
      optOut: optedOut ? stopped(pick(OPT_OUT_REASONS), lastContact ?? day(2026, 2026)) : null,
    });
    id += 1;
  }
  return contacts;
}

/** The sample database, generated once per visit. */
export const SAMPLE_CONTACTS: readonly Contact[] = generateSampleContacts();
