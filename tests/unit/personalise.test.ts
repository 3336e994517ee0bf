// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Contact } from '@/domain/contacts';
import {
  audienceCost,
  firstName,
  mergeValue,
  parseTags,
  personalise,
  recipientMessage,
  type AudienceCost,
  type SharedMergeValues,
} from '@/domain/personalise';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import { carrierView, estimatedCost } from '@/domain/sms';
import { TEMPLATES } from '@/domain/templates';

const SHARED: SharedMergeValues = {
  company: 'Kumasi Pharma',
  date: '1 Dec 2026',
  time: '10:00',
};
const RATE = 0.035;

let nextId = 1;
const contact = (name: string): Contact => ({
  id: nextId++,
  name,
  phone: `+23324${String(nextId).padStart(7, '0')}`,
  group: 'customers',
  status: 'active',
  lastContact: null,
  consent: { source: 'hand', detail: null, at: '2026-01-01' },
  optOut: null,
});

describe('parseTags', () => {
  it('finds the six tags with their fallbacks and places', () => {
    const message =
      'Hi [name|Customer], [company] on [date] at [time]: [order] [link|kp.com.gh/offers]';
    expect(parseTags(message)).toEqual([
      { raw: '[name|Customer]', tag: 'name', fallback: 'Customer', known: true, index: 3 },
      { raw: '[company]', tag: 'company', fallback: null, known: true, index: 20 },
      { raw: '[date]', tag: 'date', fallback: null, known: true, index: 33 },
      { raw: '[time]', tag: 'time', fallback: null, known: true, index: 43 },
      { raw: '[order]', tag: 'order', fallback: null, known: true, index: 51 },
      {
        raw: '[link|kp.com.gh/offers]',
        tag: 'link',
        fallback: 'kp.com.gh/offers',
        known: true,
        index: 59,
      },
    ]);
  });

  it('matches tag names in any case and trims around the pipe', () => {
    expect(parseTags('[NAME | Dear customer ]')).toEqual([
      {
        raw: '[NAME | Dear customer ]',
        tag: 'name',
        fallback: 'Dear customer',
        known: true,
        index: 0,
      },
    ]);
    expect(parseTags('[Name|]')[0]?.fallback).toBeNull();
    expect(parseTags('[name|   ]')[0]?.fallback).toBeNull();
  });

  it('reports tag-shaped words that are not tags as unknown', () => {
    expect(parseTags('Dear [nmae], code [SAVE_20]')).toEqual([
      { raw: '[nmae]', tag: 'nmae', fallback: null, known: false, index: 5 },
      { raw: '[SAVE_20]', tag: 'save_20', fallback: null, known: false, index: 18 },
    ]);
  });

  it.each([
    '[ ]',
    '[]',
    '[50% off!]',
    '[name ]',
    '[ name]',
    '[first name]',
    'name]',
    '[name',
    '[name|\nCustomer]',
  ])('does not take %j for a tag', (text) => {
    expect(parseTags(text)).toEqual([]);
  });

  it('finds the inner tag of double brackets', () => {
    expect(parseTags('[[name]]').map((use) => [use.raw, use.index])).toEqual([['[name]', 1]]);
  });
});

describe('firstName', () => {
  it.each([
    ['Kwame Mensah', 'Kwame'],
    ['Ɛfua Asante', 'Ɛfua'],
    ['  Nana Ama Tetteh ', 'Nana'],
    ['Mawuŋa\tDzidzienyo', 'Mawuŋa'],
    ['Madonna', 'Madonna'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, first) => {
    expect(firstName({ name })).toBe(first);
  });
});

describe('mergeValue', () => {
  it('gives each tag its value', () => {
    const kwame = { name: 'Kwame Mensah' };
    expect(mergeValue('name', kwame, SHARED)).toBe('Kwame');
    expect(mergeValue('NAME', kwame, SHARED)).toBe('Kwame');
    expect(mergeValue('company', kwame, SHARED)).toBe('Kumasi Pharma');
    expect(mergeValue('date', kwame, SHARED)).toBe('1 Dec 2026');
    expect(mergeValue('time', kwame, SHARED)).toBe('10:00');
    expect(mergeValue('order', kwame, SHARED)).toBe('');
    expect(mergeValue('link', kwame, SHARED)).toBe('');
    expect(mergeValue('nmae', kwame, SHARED)).toBe('');
  });
});

describe('personalise', () => {
  it('fills the spec reminder template', () => {
    const reminder = TEMPLATES.find((template) => template.id === 'reminder')?.content ?? '';
    expect(personalise(reminder, { name: 'Ama Owusu' }, SHARED)).toBe(
      'Hello Ama, a reminder of your appointment at Kumasi Pharma on 1 Dec 2026 at 10:00. Reply YES to confirm or call us to reschedule.',
    );
  });

  it('uses the fallback only when the value is empty', () => {
    const message = 'Hi [name|Customer], from [company|us]';
    expect(personalise(message, { name: 'Yaw Boateng' }, SHARED)).toBe(
      'Hi Yaw, from Kumasi Pharma',
    );
    expect(personalise(message, { name: ' ' }, { ...SHARED, company: '' })).toBe(
      'Hi Customer, from us',
    );
  });

  it('sends a tag with no value and no fallback empty', () => {
    expect(personalise('Order [order] ships. [link]', { name: 'Esi' }, SHARED)).toBe(
      'Order  ships. ',
    );
    expect(personalise('Track: [link | kp.com.gh/track]', { name: 'Esi' }, SHARED)).toBe(
      'Track: kp.com.gh/track',
    );
  });

  it('leaves unknown tags and bracketed text as written', () => {
    expect(personalise('Hi [nmae], [50% off!] [ ] [Name]', { name: 'Kofi Addo' }, SHARED)).toBe(
      'Hi [nmae], [50% off!] [ ] Kofi',
    );
  });

  it('replaces every use of a tag', () => {
    expect(personalise('[name] [name|x] [NAME]', { name: 'Ɛfua Asante' }, SHARED)).toBe(
      'Ɛfua Ɛfua Ɛfua',
    );
  });
});

describe('recipientMessage', () => {
  it('costs a GSM-7 name one SMS', () => {
    expect(recipientMessage('Akwaaba [name]!', { name: 'Kwame Mensah' }, SHARED, RATE)).toEqual({
      text: 'Akwaaba Kwame!',
      encoding: 'GSM-7',
      parts: 1,
      cost: 0.035,
    });
  });

  it('turns a 100-character message into two UCS-2 parts for an Akan name', () => {
    const message = `[name], ${'a'.repeat(92)}`;
    const kwame = recipientMessage(message, { name: 'Kwame' }, SHARED, RATE);
    const efua = recipientMessage(message, { name: 'Ɛfua' }, SHARED, RATE);
    expect([kwame.encoding, kwame.parts, kwame.cost]).toEqual(['GSM-7', 1, 0.035]);
    expect([efua.encoding, efua.parts, efua.cost]).toEqual(['UCS-2', 2, 0.07]);
  });

  it('is UCS-2 for each of the Akan and Ewe letters', () => {
    for (const letter of ['Ɛ', 'ɛ', 'Ɔ', 'ɔ', 'Ŋ', 'ŋ', 'Ɖ', 'ɖ', 'Ʋ', 'ʋ']) {
      expect(recipientMessage('Hi [name]', { name: `A${letter}` }, SHARED, RATE).encoding).toBe(
        'UCS-2',
      );
    }
  });
});

/** The rule as written, one recipient at a time: what audienceCost must agree with. */
function audienceCostByLoop(
  message: string,
  recipients: readonly Contact[],
  shared: SharedMergeValues,
  rate: number,
): AudienceCost {
  let sms = 0;
  let ucs2 = 0;
  let extraSms = 0;
  const examples: Contact[] = [];
  for (const recipient of recipients) {
    const own = carrierView(personalise(message, recipient, shared));
    sms += own.parts;
    const name = recipient.name.trim().split(/\s+/)[0] ?? '';
    const standIn = carrierView(personalise(message, { name: 'x'.repeat(name.length) }, shared));
    if (own.encoding === 'UCS-2' && standIn.encoding === 'GSM-7') {
      ucs2 += 1;
      extraSms += own.parts - standIn.parts;
      if (examples.length < 3) examples.push(recipient);
    }
  }
  return {
    recipients: recipients.length,
    sms,
    cost: estimatedCost(sms, rate),
    ucs2: { recipients: ucs2, extraSms, extraCost: estimatedCost(extraSms, rate), examples },
  };
}

describe('audienceCost', () => {
  const kwame = contact('Kwame Mensah');
  const efua = contact('Ɛfua Asante');
  const ama = contact('Ama Owusu');
  const crafted = [kwame, efua, ama];

  it('costs nothing for an empty message', () => {
    expect(audienceCost('', crafted, SHARED, RATE)).toEqual({
      recipients: 3,
      sms: 0,
      cost: 0,
      ucs2: { recipients: 0, extraSms: 0, extraCost: 0, examples: [] },
    });
  });

  it('costs nothing for no recipients', () => {
    expect(audienceCost('Hi [name]', [], SHARED, RATE)).toMatchObject({
      recipients: 0,
      sms: 0,
      cost: 0,
    });
  });

  it('counts the parts each recipient costs, and who pays extra for a name', () => {
    // 100 characters with a 4- or 5-letter name: one GSM-7 SMS, or two UCS-2 parts for Ɛfua.
    const message = `Hi [name], ${'a'.repeat(88)}`;
    expect(audienceCost(message, crafted, SHARED, RATE)).toEqual({
      recipients: 3,
      sms: 4,
      cost: 0.14,
      ucs2: { recipients: 1, extraSms: 1, extraCost: 0.035, examples: [efua] },
    });
  });

  it('counts a UCS-2 name that still fits one SMS as no extra part', () => {
    expect(audienceCost('Hi [name]', crafted, SHARED, RATE)).toEqual({
      recipients: 3,
      sms: 3,
      cost: 0.105,
      ucs2: { recipients: 1, extraSms: 0, extraCost: 0, examples: [efua] },
    });
  });

  it('does not blame the names when the message is UCS-2 anyway', () => {
    const message = `Ɔkwan pa, [name]! ${'a'.repeat(60)}`;
    const result = audienceCost(message, crafted, SHARED, RATE);
    expect(result.ucs2.recipients).toBe(0);
    expect(result.sms).toBe(6);
  });

  it('does not blame the names for a UCS-2 company name', () => {
    const result = audienceCost(
      'Hi [name] from [company]',
      crafted,
      { ...SHARED, company: 'Ɔsɛe Ltd' },
      RATE,
    );
    expect(result.sms).toBe(3);
    expect(result.ucs2.recipients).toBe(0);
  });

  it('computes a message without [name] once, for everyone', () => {
    const message = `Sale at [company] on [date]. ${'b'.repeat(140)}`;
    const once = carrierView(personalise(message, { name: '' }, SHARED)).parts;
    expect(once).toBe(2);
    expect(audienceCost(message, crafted, SHARED, RATE)).toEqual({
      recipients: 3,
      sms: 6,
      cost: 0.21,
      ucs2: { recipients: 0, extraSms: 0, extraCost: 0, examples: [] },
    });
  });

  it('gives the fallback to blank names', () => {
    const blank = contact('  ');
    const message = `[name|Ɔdɔfo] ${'c'.repeat(80)}`;
    const result = audienceCost(message, [kwame, blank], SHARED, RATE);
    // Kwame: GSM-7, one SMS. The blank name gets the author's UCS-2 fallback: not the name's fault.
    expect(result.sms).toBe(3);
    expect(result.ucs2.recipients).toBe(0);
  });

  it('names the first three UCS-2 recipients in list order', () => {
    const list = [
      contact('Yaw Addo'),
      contact('Ŋɔli Agbeko'),
      contact('Ɛfua Boateng'),
      contact('Kofi Osei'),
      contact('Ŋɔli Tetteh'),
      contact('Akɔsua Quaye'),
      contact('Ɛfua Danso'),
    ];
    const result = audienceCost('Hi [name]', list, SHARED, RATE);
    expect(result.ucs2.recipients).toBe(5);
    expect(result.ucs2.examples.map((example) => example.name)).toEqual([
      'Ŋɔli Agbeko',
      'Ɛfua Boateng',
      'Ŋɔli Tetteh',
    ]);
  });

  it('counts a name with GSM-7 extension characters by its septets, not its length', () => {
    // "{" and "}" take two septets each: 10 + 151 = 161 septets, two parts; "Akosua" 157, one.
    const list = [contact('Akosua Mensah'), contact('K{}{}a Osei')];
    const message = `[name] ${'d'.repeat(150)}`;
    const result = audienceCost(message, list, SHARED, RATE);
    expect(result.sms).toBe(3);
    expect(result).toEqual(audienceCostByLoop(message, list, SHARED, RATE));
  });

  it('never splits an emoji in a name between two parts', () => {
    // 64 + 5 + 65 = 134 units: two UCS-2 parts, unless the emoji's pair straddles unit 67.
    const list = [contact('Ɛkuaa Mensah'), contact('Ab\u{1F600}c Osei')];
    const message = `${'d'.repeat(64)}[name]${'e'.repeat(65)}`;
    const result = audienceCost(message, list, SHARED, RATE);
    expect(result.sms).toBe(5);
    expect(result).toEqual(audienceCostByLoop(message, list, SHARED, RATE));
  });

  it.each([
    ['a short message', 'Akwaaba [name]! Reply STOP to opt out.'],
    ['a message at the GSM-7 split', `[name] ${'e'.repeat(146)}`],
    [
      'a long message',
      `Dear [name|Customer], ${'f'.repeat(1_000)} [company] [order] [link|kp.com.gh]`,
    ],
    ['a UCS-2 message', `Ɛte sɛn [name]? ${'g'.repeat(120)}`],
    ['two names', `[name], ${'h'.repeat(140)} [NAME|friend]`],
  ])('agrees with a per-recipient loop on %s', (_label, message) => {
    const recipients = SAMPLE_CONTACTS.slice(0, 400);
    expect(audienceCost(message, recipients, SHARED, RATE)).toEqual(
      audienceCostByLoop(message, recipients, SHARED, RATE),
    );
  });

  it('agrees with a per-recipient loop over the Akan and Ewe names of the sample', () => {
    const special = SAMPLE_CONTACTS.filter(
      (recipient) => carrierView(recipient.name).encoding === 'UCS-2',
    );
    expect(special.length).toBeGreaterThan(3);
    const recipients = [...SAMPLE_CONTACTS.slice(0, 50), ...special];
    const message = `Hello [name], ${'i'.repeat(140)}`;
    const result = audienceCost(message, recipients, SHARED, RATE);
    expect(result).toEqual(audienceCostByLoop(message, recipients, SHARED, RATE));
    expect(result.ucs2.examples[0]?.name).toBe('Ɛfua Asante');
  });

  it('prices 2,847 sample recipients and a 1,500-character message', () => {
    const recipients = SAMPLE_CONTACTS.filter((recipient) => recipient.status === 'active');
    expect(recipients).toHaveLength(2_847);
    const message = `Dear [name|Customer], ${'j'.repeat(1_479)}`.slice(0, 1_500);
    expect(message).toHaveLength(1_500);
    const result = audienceCost(message, recipients, SHARED, RATE);
    expect(result.recipients).toBe(2_847);
    const gsm = carrierView(personalise(message, { name: 'Kwame' }, SHARED)).parts;
    expect(gsm).toBe(10);
    expect(result.sms).toBeGreaterThan(2_847 * 10);
    expect(result.ucs2.recipients).toBeGreaterThan(0);
    expect(result.sms).toBe(2_847 * 10 + result.ucs2.extraSms);
    expect(result.cost).toBe(estimatedCost(result.sms, RATE));
  });
});
