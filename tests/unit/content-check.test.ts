// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BLOCKED_WORDS,
  checkContent,
  findBlockedWords,
  findShortLinks,
  hasOptOutInstructions,
  LINK_SHORTENERS,
  withOptOutLine,
  type ContentCheckOptions,
} from '@/domain/content-check';
import { DEFAULT_OPT_OUT_LINE } from '@/domain/settings';
import { TEMPLATES } from '@/domain/templates';

const PROMOTIONAL: ContentCheckOptions = {
  messageType: 'promotional',
  optOutLine: DEFAULT_OPT_OUT_LINE,
};
const TRANSACTIONAL: ContentCheckOptions = { ...PROMOTIONAL, messageType: 'transactional' };

const kinds = (message: string, options = PROMOTIONAL) =>
  checkContent(message, options).map((warning) => warning.kind);

describe('findBlockedWords', () => {
  it.each(BLOCKED_WORDS)('finds %j on its own, in any case', (word) => {
    expect(findBlockedWords(`Pay with ${word} today`)).toEqual([word]);
    expect(findBlockedWords(`pay with ${word.toLowerCase()}.`)).toEqual([word.toLowerCase()]);
    expect(findBlockedWords(`${word.toUpperCase()}`)).toEqual([word.toUpperCase()]);
  });

  it('matches whole words only', () => {
    expect(findBlockedWords('Momo accepted')).toEqual(['Momo']);
    expect(findBlockedWords('A memory of MTNX, SMTN and momos')).toEqual([]);
    expect(findBlockedWords('Absalom and Stanbicx, GCB2')).toEqual([]);
    expect(findBlockedWords("MTN's network (MTN) and MTN-MoMo")).toEqual(['MTN', 'MoMo']);
  });

  it('does not take an Akan letter for a word boundary', () => {
    expect(findBlockedWords('ƐMTN and MoMoɔ')).toEqual([]);
  });

  it('finds words of two words across any whitespace, and not their halves', () => {
    expect(findBlockedWords('Send via Mobile  Money or Telecel\nCash')).toEqual([
      'Mobile  Money',
      'Telecel\nCash',
    ]);
    expect(findBlockedWords('Mobile phones, Money back, Telecel offers, Fidelity')).toEqual([]);
    expect(findBlockedWords('Fidelity Bank and AirtelTigo Money')).toEqual([
      'Fidelity Bank',
      'AirtelTigo Money',
    ]);
  });

  it('gives each word once, as first written, in order of appearance', () => {
    expect(findBlockedWords('momo or MoMo, then Ecobank, then MOMO')).toEqual(['momo', 'Ecobank']);
  });

  it('finds nothing in plain text', () => {
    expect(findBlockedWords('')).toEqual([]);
    expect(findBlockedWords('Akwaaba! 20% off at Kumasi Pharma.')).toEqual([]);
  });
});

describe('findShortLinks', () => {
  it.each(LINK_SHORTENERS)('finds %s links with and without a scheme', (domain) => {
    expect(findShortLinks(`Shop: ${domain}/abc now`)).toEqual([`${domain}/abc`]);
    expect(findShortLinks(`Shop: https://${domain}/x`)).toEqual([`https://${domain}/x`]);
    expect(findShortLinks(`http://www.${domain}/Q1`)).toEqual([`http://www.${domain}/Q1`]);
  });

  it('leaves sentence punctuation out of the link', () => {
    expect(findShortLinks('Offers at bit.ly/kp20. Visit (tinyurl.com/kp)!')).toEqual([
      'bit.ly/kp20',
      'tinyurl.com/kp',
    ]);
  });

  it('finds a bare domain and matches in any case', () => {
    expect(findShortLinks('See BIT.LY/ABC or t.co')).toEqual(['BIT.LY/ABC', 't.co']);
  });

  it('does not take longer domains or addresses for shorteners', () => {
    expect(
      findShortLinks('habit.ly/x microsoft.com t.com.gh me@bit.ly kumasipharma.com.gh/bit.ly'),
    ).toEqual([]);
    expect(findShortLinks('bit.lyrics.com and tiny.ccx')).toEqual([]);
  });

  it('gives each link once', () => {
    expect(findShortLinks('bit.ly/a bit.ly/a bit.ly/b')).toEqual(['bit.ly/a', 'bit.ly/b']);
  });
});

describe('hasOptOutInstructions', () => {
  it('accepts the account opt-out line, whatever its case and spacing', () => {
    expect(hasOptOutInstructions(`Sale!\n${DEFAULT_OPT_OUT_LINE}`, DEFAULT_OPT_OUT_LINE)).toBe(
      true,
    );
    expect(
      hasOptOutInstructions(
        'Sale! to STOP these   messages,\ndial *713*44# (FREE).',
        DEFAULT_OPT_OUT_LINE,
      ),
    ).toBe(true);
    expect(hasOptOutInstructions('Sale! Dial *713*44# for free.', 'Dial *713*44# for free.')).toBe(
      true,
    );
  });

  it.each([
    ['Reply STOP to opt out.', true],
    ['To opt-out, call 0302 123 456', true],
    ['Optout: kp.com.gh/optout', true],
    ['Unsubscribe at kp.com.gh/u', true],
    ['stop', true],
    ['Nonstop deals! Stopwatch sale.', false],
    ['Big sale this week at Kumasi Pharma', false],
    ['', false],
  ])('%j says how to opt out: %s', (message, expected) => {
    expect(hasOptOutInstructions(message, 'Dial *713*44#')).toBe(expected);
  });

  it('does not take a blank opt-out line as found', () => {
    expect(hasOptOutInstructions('Big sale', '   ')).toBe(false);
  });

  it('accepts the spec welcome template', () => {
    const welcome = TEMPLATES.find((template) => template.id === 'welcome')?.content ?? '';
    expect(hasOptOutInstructions(welcome, DEFAULT_OPT_OUT_LINE)).toBe(true);
  });
});

describe('withOptOutLine', () => {
  const line = 'Dial *713*44# to stop (free).';

  it('puts the line on a new line after the message, without trailing spaces', () => {
    expect(withOptOutLine('Big sale!', line)).toBe(`Big sale!\n${line}`);
    expect(withOptOutLine('Big sale!   ', line)).toBe(`Big sale!\n${line}`);
    expect(withOptOutLine('Big sale!\n', line)).toBe(`Big sale!\n${line}`);
  });

  it('gives the line alone for an empty message', () => {
    expect(withOptOutLine('', line)).toBe(line);
    expect(withOptOutLine('  ', line)).toBe(line);
  });

  it('does nothing when the line is already there, or blank', () => {
    const message = `Big sale!\n${line}`;
    expect(withOptOutLine(message, line)).toBe(message);
    expect(withOptOutLine('Big sale! DIAL *713*44#  to stop (free).', line)).toBe(
      'Big sale! DIAL *713*44#  to stop (free).',
    );
    expect(withOptOutLine('Big sale!', '')).toBe('Big sale!');
  });

  it('makes a promotional message pass the opt-out check', () => {
    const message = withOptOutLine('Big sale at Kumasi Pharma!', DEFAULT_OPT_OUT_LINE);
    expect(kinds(message)).toEqual([]);
  });
});

describe('checkContent', () => {
  it('finds nothing in an empty message', () => {
    expect(checkContent('', PROMOTIONAL)).toEqual([]);
    expect(checkContent('', TRANSACTIONAL)).toEqual([]);
  });

  it('finds nothing in a clean promotional message', () => {
    expect(checkContent('20% off at Kumasi Pharma. Reply STOP to opt out.', PROMOTIONAL)).toEqual(
      [],
    );
  });

  it('explains a blocked word', () => {
    expect(checkContent('Pay by MoMo', TRANSACTIONAL)).toEqual([
      {
        kind: 'blocked-word',
        text: 'MoMo',
        message:
          'Networks block "MoMo" in messages: it imitates a network or mobile money service. Remove it or the message may not be delivered.',
      },
    ]);
  });

  it('explains a bank name', () => {
    expect(checkContent('Your Ecobank account', TRANSACTIONAL)).toEqual([
      {
        kind: 'blocked-word',
        text: 'Ecobank',
        message:
          'Networks block "Ecobank" in messages: it imitates a bank. Remove it or the message may not be delivered.',
      },
    ]);
  });

  it('explains a shortened link', () => {
    expect(checkContent('Track it: bit.ly/x', TRANSACTIONAL)).toEqual([
      {
        kind: 'link-shortener',
        text: 'bit.ly/x',
        message: 'bit.ly/x: networks often block shortened links. Use your own website address.',
      },
    ]);
  });

  it('names the characters that force UCS-2, as written in the message', () => {
    expect(checkContent('Ɛte sɛn, Akɔsua? Ɛ', TRANSACTIONAL)).toEqual([
      {
        kind: 'unicode',
        text: 'Ɛ ɛ ɔ',
        message: 'Ɛ, ɛ, ɔ force UCS-2: each SMS holds 70 characters instead of 160.',
      },
    ]);
    expect(checkContent('Mawuŋa', TRANSACTIONAL)).toEqual([
      {
        kind: 'unicode',
        text: 'ŋ',
        message: 'ŋ forces UCS-2: each SMS holds 70 characters instead of 160.',
      },
    ]);
  });

  it.each(['Ɛ', 'ɛ', 'Ɔ', 'ɔ', 'Ŋ', 'ŋ'])('warns about %s', (letter) => {
    expect(checkContent(`Akwaaba ${letter}`, TRANSACTIONAL).map((warning) => warning.text)).toEqual(
      [letter],
    );
  });

  it('describes invisible characters by their code point', () => {
    expect(checkContent('Hi\u00A0there\u200Bfriend', TRANSACTIONAL)[0]?.text).toBe(
      'non-breaking space (U+00A0) U+200B',
    );
  });

  it('does not warn about characters only a merge value brings', () => {
    expect(kinds('Akwaaba [name]!', TRANSACTIONAL)).toEqual([]);
  });

  it('requires an opt-out in promotional messages only', () => {
    expect(checkContent('Big sale this week!', PROMOTIONAL)).toEqual([
      {
        kind: 'missing-opt-out',
        text: '',
        message:
          'Promotional messages must say how to opt out free of charge (Electronic Transactions Act, s.50).',
      },
    ]);
    expect(checkContent('Big sale this week!', TRANSACTIONAL)).toEqual([]);
    expect(checkContent('   ', PROMOTIONAL)).toEqual([]);
    expect(kinds(`Big sale!\n${DEFAULT_OPT_OUT_LINE}`)).toEqual([]);
  });

  it('warns about [order] and [link] without a fallback', () => {
    expect(checkContent('Order [order]: [link]', TRANSACTIONAL)).toEqual([
      {
        kind: 'unresolved-tag',
        text: '[order]',
        message:
          '[order] has no value for your contacts: it would be sent empty. Add a fallback, like [order|your order].',
      },
      {
        kind: 'unresolved-tag',
        text: '[link]',
        message:
          '[link] has no value for your contacts: it would be sent empty. Add a fallback, like [link|yourshop.com.gh].',
      },
    ]);
    expect(kinds('Order [order|your order]: [LINK | kp.com.gh/track]', TRANSACTIONAL)).toEqual([]);
    expect(kinds('[name] [company] [date] [time]', TRANSACTIONAL)).toEqual([]);
  });

  it('warns about unknown tags once each, and not about bracketed text', () => {
    expect(checkContent('Dear [nmae], [nmae] [50% off!] [ ]', TRANSACTIONAL)).toEqual([
      {
        kind: 'unresolved-tag',
        text: '[nmae]',
        message: '[nmae] is not a personalization tag: it would be sent as written.',
      },
    ]);
  });

  it('keeps its order: blocked words, links, unicode, opt-out, tags', () => {
    const message = '[order] Ɛfua, pay by MoMo at bit.ly/kp or GCB [nmae]';
    expect(
      checkContent(message, PROMOTIONAL).map((warning) => [warning.kind, warning.text]),
    ).toEqual([
      ['blocked-word', 'MoMo'],
      ['blocked-word', 'GCB'],
      ['link-shortener', 'bit.ly/kp'],
      ['unicode', 'Ɛ'],
      ['missing-opt-out', ''],
      ['unresolved-tag', '[order]'],
      ['unresolved-tag', '[nmae]'],
    ]);
  });

  it('passes the spec templates, bar their [order] and [link]', () => {
    for (const template of TEMPLATES) {
      const warnings = checkContent(template.content, TRANSACTIONAL);
      expect(warnings.every((warning) => warning.kind === 'unresolved-tag')).toBe(true);
    }
  });
});
