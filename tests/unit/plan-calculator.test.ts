// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cheapestQuote,
  describeQuote,
  MAX_CALCULATOR_SMS,
  parseSmsCount,
  quoteForInput,
  type Quote,
} from '@/domain/plan-calculator';
import { EXTRA_CREDIT_PRICE, planById, type Plan } from '@/domain/plans';

function quote(text: string): Quote {
  const result = quoteForInput(text);
  if (result.kind !== 'quote') throw new Error(`expected a quote for ${text}, got ${result.kind}`);
  return result;
}

/** Every mix of bundles (at least one) plus the extra credits it needs: the slow, sure way. */
function bruteForceCost(sms: number): number {
  const [standard, premium, executive, business] = [
    'standard',
    'premium',
    'executive',
    'business',
  ].map((id) => planById(id as Plan['id'])) as [Plan, Plan, Plan, Plan];
  const limit = (sizes: number) => Math.ceil(sms / sizes) + 1;
  let bestPesewas = Number.POSITIVE_INFINITY;
  for (let a = 0; a <= limit(standard.sms); a += 1)
    for (let b = 0; b <= limit(premium.sms); b += 1)
      for (let c = 0; c <= limit(executive.sms); c += 1)
        for (let d = 0; d <= limit(business.sms); d += 1) {
          if (a + b + c + d === 0) continue;
          const credits = a * standard.sms + b * premium.sms + c * executive.sms + d * business.sms;
          const extras = Math.max(0, sms - credits);
          const cost =
            (a * standard.price + b * premium.price + c * executive.price + d * business.price) *
              100 +
            extras * EXTRA_CREDIT_PRICE * 100;
          bestPesewas = Math.min(bestPesewas, Math.round(cost));
        }
  return bestPesewas / 100;
}

describe('plan calculator: quotes', () => {
  it.each([
    // sms, one-line quote, total GHS, credits
    ['1', 'STANDARD', 10, 300],
    ['300', 'STANDARD', 10, 300],
    ['301', 'STANDARD + 1 extra credit', 10.5, 301],
    ['319', 'STANDARD + 19 extra credits', 19.5, 319],
    // 20 extra credits cost as much as a second bundle: PREMIUM gives more SMS for the same.
    ['320', 'PREMIUM', 20, 626],
    // Two STANDARD bundles also cost GH₵ 20.00, but PREMIUM credits 26 more SMS.
    ['600', 'PREMIUM', 20, 626],
    ['626', 'PREMIUM', 20, 626],
    ['627', 'PREMIUM + 1 extra credit', 20.5, 627],
    // EXECUTIVE's 1642 SMS cost GH₵ 100.00; three PREMIUM bundles give 1878 for GH₵ 60.00.
    ['1,642', '3 × PREMIUM', 60, 1878],
    ['3218', '5 × PREMIUM + STANDARD', 110, 3430],
    ['5,000', '8 × PREMIUM', 160, 5008],
    ['5 000', '8 × PREMIUM', 160, 5008],
  ] as const)('%s SMS: %s for GH₵ %d', (text, line, total, credits) => {
    const result = quote(text);
    expect(describeQuote(result)).toBe(line);
    expect(result.total).toBeCloseTo(total, 2);
    expect(result.credits).toBe(credits);
    expect(result.spare).toBe(credits - result.sms);
    expect(result.costPerSms).toBeCloseTo(total / result.sms, 6);
  });

  it('always covers the SMS asked for and starts with a bundle', () => {
    for (const sms of [1, 2, 299, 300, 301, 626, 999, 1642, 3218, 4000, 9999, MAX_CALCULATOR_SMS]) {
      const result = cheapestQuote(sms);
      expect(result.credits).toBeGreaterThanOrEqual(sms);
      expect(result.bundles.length).toBeGreaterThan(0);
      const sum =
        result.bundles.reduce((total, { plan, count }) => total + plan.price * count, 0) +
        result.extraCredits * EXTRA_CREDIT_PRICE;
      expect(result.total).toBeCloseTo(sum, 6);
    }
  });

  it('matches an exhaustive search of every mix of bundles and extra credits', () => {
    for (let sms = 1; sms <= 3300; sms += 7) {
      expect(cheapestQuote(sms).total, `${sms} SMS`).toBeCloseTo(bruteForceCost(sms), 2);
    }
  });

  it('quotes the largest amount quickly enough to run on every keystroke', () => {
    const started = performance.now();
    const result = cheapestQuote(MAX_CALCULATOR_SMS);
    expect(performance.now() - started).toBeLessThan(250);
    expect(result.credits).toBeGreaterThanOrEqual(MAX_CALCULATOR_SMS);
  });

  it('refuses numbers it cannot quote instead of guessing', () => {
    expect(() => cheapestQuote(0)).toThrow(RangeError);
    expect(() => cheapestQuote(1.5)).toThrow(RangeError);
    expect(() => cheapestQuote(MAX_CALCULATOR_SMS + 1)).toThrow(RangeError);
  });
});

describe('plan calculator: what a visitor types', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0', 'invalid'],
    ['000', 'invalid'],
    ['-5', 'invalid'],
    ['2.5', 'invalid'],
    ['12abc', 'invalid'],
    ['ten', 'invalid'],
    ['1e3', 'invalid'],
    ['<script>', 'invalid'],
    ['100001', 'tooMany'],
    ['99999999999999999999', 'tooMany'],
    ['100,000', 'quote'],
    [' 42 ', 'quote'],
  ] as const)('%j gives %s', (text, kind) => {
    expect(quoteForInput(text).kind).toBe(kind);
  });

  it('explains what is wrong in words', () => {
    expect(parseSmsCount('2.5')).toEqual({
      kind: 'invalid',
      message: 'Enter a whole number of SMS, like 2500.',
    });
    expect(parseSmsCount('-1')).toEqual({
      kind: 'invalid',
      message: 'Enter a number of SMS above 0.',
    });
    expect(parseSmsCount('abc')).toEqual({
      kind: 'invalid',
      message: 'Enter the number of SMS in digits, like 2500.',
    });
    expect(parseSmsCount('200000')).toEqual({ kind: 'tooMany', max: MAX_CALCULATOR_SMS });
  });
});
