// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import { audienceCounts } from '@/domain/audience';
import { CONTACT_GROUPS } from '@/domain/groups';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import {
  capMessage,
  carrierView,
  charactersRemaining,
  describeCharacter,
  estimatedCost,
  hasGsmSafeReplacements,
  isMessageTooLong,
  MAX_MESSAGE_LENGTH,
  MESSAGE_INPUT_CAP,
  messageStats,
  sendablePart,
  smsCount,
  toGsmSafe,
  totalSms,
} from '@/domain/sms';

const x = (count: number) => 'x'.repeat(count);

describe('the spec counters (SPEC section 9)', () => {
  it.each([
    // length, SMS count, remaining (null: not shown)
    [0, 0, null],
    [1, 1, null],
    [159, 1, null],
    [160, 1, null],
    [161, 2, 159],
    [319, 2, 1],
    [320, 2, 160],
    [321, 3, 159],
    [1_599, 10, 1],
    [1_600, 10, 160],
    [1_601, 11, 159],
  ])('a %i-character message is %i SMS, %s remaining', (length, sms, remaining) => {
    expect(smsCount(length)).toBe(sms);
    expect(charactersRemaining(length)).toBe(remaining);
    const stats = messageStats(x(length));
    expect(stats.characters).toBe(length);
    expect(stats.sms).toBe(sms);
    expect(stats.remaining).toBe(remaining);
  });

  it('counts characters as the string length: an emoji is two, a Twi letter one', () => {
    expect(messageStats('Hi 👋').characters).toBe(5);
    expect(messageStats('Ɛyɛ').characters).toBe(3);
  });

  it.each([
    [2847, 1, 2847],
    [1250, 2, 2500],
    [890, 3, 2670],
    [145, 10, 1450],
    [145, 0, 0],
  ])('%i recipients × %i SMS = %i total SMS', (recipients, sms, total) => {
    expect(totalSms(recipients, sms)).toBe(total);
  });

  it('uses the spec group counts, as the sample database gives them, and the PREMIUM rate for cost', () => {
    const counts = audienceCounts(SAMPLE_CONTACTS);
    expect(CONTACT_GROUPS.map((group) => counts[group.id].recipients)).toEqual([
      2847, 1250, 890, 145, 562,
    ]);
    expect(SAMPLE_ACCOUNT.plan.ratePerSms).toBe(0.0319);
    expect(estimatedCost(2847, 0.0319)).toBe(90.8193);
    expect(estimatedCost(2 * 1250, 0.0319)).toBe(79.75);
    expect(estimatedCost(145, 0.0319)).toBe(4.6255);
    expect(estimatedCost(0, 0.0319)).toBe(0);
  });

  it('refuses more than 1,600 characters (10 SMS)', () => {
    expect(MAX_MESSAGE_LENGTH).toBe(1_600);
    expect(isMessageTooLong(1_600)).toBe(false);
    expect(isMessageTooLong(1_601)).toBe(true);
    expect(messageStats(x(1_601))).toMatchObject({ tooLong: true, overLimitBy: 1 });
    expect(messageStats(x(1_600))).toMatchObject({ tooLong: false, overLimitBy: 0 });
  });

  it('keeps the part of a message a campaign could carry: all of it, or the first 1,600', () => {
    expect(sendablePart('')).toBe('');
    expect(sendablePart(x(1_600))).toBe(x(1_600));
    expect(sendablePart(x(5_000))).toBe(x(1_600));
    // An emoji across the limit is left out whole, not cut in half.
    expect(sendablePart(`${x(1_599)}🎉 more`)).toBe(x(1_599));
    expect(sendablePart(`${x(1_598)}🎉 more`)).toBe(`${x(1_598)}🎉`);
  });
});

describe('carrier encoding and parts (advisory)', () => {
  it.each([
    // message, encoding, parts, units
    ['', 'GSM-7', 0, 0],
    ['GHS 20.00', 'GSM-7', 1, 9],
    [x(160), 'GSM-7', 1, 160],
    [x(161), 'GSM-7', 2, 161],
    [x(306), 'GSM-7', 2, 306],
    [x(307), 'GSM-7', 3, 307],
    [`${x(159)}€`, 'GSM-7', 2, 161],
    [`${x(158)}€`, 'GSM-7', 1, 160],
    [`${x(152)}€${x(152)}`, 'GSM-7', 3, 306],
    [`${x(151)}€${x(153)}`, 'GSM-7', 2, 306],
    ['^{}\\[~]|€\f', 'GSM-7', 1, 20],
    ['GH₵ 20.00', 'UCS-2', 1, 9],
    [x(70).replace('x', 'ɛ'), 'UCS-2', 1, 70],
    [x(71).replace('x', 'ɔ'), 'UCS-2', 2, 71],
    [x(134).replace('x', 'ɔ'), 'UCS-2', 2, 134],
    [x(135).replace('x', 'ɔ'), 'UCS-2', 3, 135],
    ['😀'.repeat(35), 'UCS-2', 1, 70],
    ['😀'.repeat(36), 'UCS-2', 2, 72],
    [`${x(66)}😀${x(66)}`, 'UCS-2', 3, 134],
  ])('%j is %s in %i parts (%i units)', (message, encoding, parts, units) => {
    const view = carrierView(message);
    expect(view.encoding).toBe(encoding);
    expect(view.parts).toBe(parts);
    expect(view.units).toBe(units);
  });

  it('GH₵ forces UCS-2; GHS does not', () => {
    expect(carrierView('Pay GH₵ 20').encoding).toBe('UCS-2');
    expect(carrierView('Pay GH₵ 20').unicodeCharacters).toEqual(['₵']);
    expect(carrierView('Pay GHS 20').encoding).toBe('GSM-7');
  });

  it('152 × x + € + 152 × x is 3 GSM-7 parts, not 2: the € is never split', () => {
    const message = `${x(152)}€${x(152)}`;
    expect(message.length).toBe(305);
    expect(smsCount(message.length)).toBe(2);
    const stats = messageStats(message);
    expect(stats.carrier).toMatchObject({ encoding: 'GSM-7', parts: 3 });
    expect(stats.showCarrierNote).toBe(true);
  });

  it('names each character that forced UCS-2 once, in order', () => {
    const view = carrierView('Ɛyɛ “good” 👍 ɛ — GH₵');
    expect(view.encoding).toBe('UCS-2');
    expect(view.unicodeCharacters).toEqual(['Ɛ', 'ɛ', '“', '”', '👍', '—', '₵']);
  });

  it('keeps GSM accented letters in GSM-7', () => {
    expect(carrierView('Café à Tema: ¿Qué? £5 @ 10% _ Ø Ñ ü ß').encoding).toBe('GSM-7');
  });

  it('shows the carrier note only when it adds something', () => {
    expect(messageStats('Akwaaba!').showCarrierNote).toBe(false);
    expect(messageStats(x(320)).showCarrierNote).toBe(true); // 2 by spec, 3 by carrier
    expect(messageStats(x(306)).showCarrierNote).toBe(false); // 2 both ways
    expect(messageStats('ɛ').showCarrierNote).toBe(true); // UCS-2
  });
});

describe('GSM-safe replacement', () => {
  it.each([
    ['‘Hi’ “there”', `'Hi' "there"`],
    ['9 AM – 6 PM — daily', '9 AM - 6 PM - daily'],
    ['Wait…', 'Wait...'],
    ['GH₵\u00A020', 'GHS 20'],
    ['Kumasi\u202FPharma', 'Kumasi Pharma'],
  ])('%j becomes %j and is GSM-7', (before, after) => {
    expect(hasGsmSafeReplacements(before)).toBe(true);
    expect(toGsmSafe(before)).toBe(after);
    expect(carrierView(toGsmSafe(before)).encoding).toBe('GSM-7');
  });

  it('leaves characters without an equivalent alone and says so', () => {
    expect(toGsmSafe('Ɛyɛ 👍')).toBe('Ɛyɛ 👍');
    expect(hasGsmSafeReplacements('Ɛyɛ 👍')).toBe(false);
    expect(hasGsmSafeReplacements('Plain text')).toBe(false);
    expect(messageStats('“ɛ”').canMakeGsmSafe).toBe(true);
  });

  it('names invisible characters by code point', () => {
    expect(describeCharacter('₵')).toBe('₵');
    expect(describeCharacter('\u00A0')).toBe('non-breaking space (U+00A0)');
    expect(describeCharacter('\u200B')).toBe('U+200B');
  });
});

describe('what the composer holds', () => {
  it('keeps a message under the cap as is', () => {
    expect(capMessage(x(MESSAGE_INPUT_CAP))).toEqual({
      message: x(MESSAGE_INPUT_CAP),
      cutFrom: null,
    });
  });

  it('cuts a 100,000-character paste to the cap and remembers its length', () => {
    const { message, cutFrom } = capMessage(x(100_000));
    expect(message.length).toBe(MESSAGE_INPUT_CAP);
    expect(cutFrom).toBe(100_000);
  });

  it('never cuts an emoji in half', () => {
    const { message } = capMessage(`${x(MESSAGE_INPUT_CAP - 1)}😀😀`);
    expect(message.length).toBe(MESSAGE_INPUT_CAP - 1);
    expect(message.endsWith('x')).toBe(true);
  });

  it('counts a capped 100,000-character message quickly', () => {
    const started = performance.now();
    const stats = messageStats(capMessage(`${x(99_999)}€`).message);
    expect(performance.now() - started).toBeLessThan(50);
    expect(stats.characters).toBe(MESSAGE_INPUT_CAP);
    expect(stats.sms).toBe(63);
  });
});
