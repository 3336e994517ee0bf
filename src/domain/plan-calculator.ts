import { EXTRA_CREDIT_PRICE, PLANS, type Plan } from './plans';

/**
 * Which bundles (and extra credits) cover a number of SMS for the least money.
 *
 * Rules, decided here once:
 * - Costs come from what a visitor pays at checkout: each bundle's price for its SMS count.
 *   (The published per-SMS rates of EXECUTIVE and BUSINESS are shown on the plan cards, but a
 *   bundle is bought whole, so the calculator adds bundle prices.)
 * - Bundles can be bought more than once, and in any mix.
 * - Extra credits (GH₵ 0.50 per SMS) top up an account that holds a bundle, so every quote
 *   contains at least one bundle: 1 SMS is quoted as one STANDARD bundle (GH₵ 10.00).
 * - Between quotes of equal cost, the one with more SMS wins, then the one with fewer items.
 * - Credits never expire, so the spare SMS of a quote are shown, not wasted.
 * - Above MAX_CALCULATOR_SMS the visitor is asked to talk to sales instead of getting a quote.
 */

/** Above this many SMS the calculator sends the visitor to sales for a custom rate. */
export const MAX_CALCULATOR_SMS = 100_000;

export interface QuoteLine {
  plan: Plan;
  count: number;
}

export interface Quote {
  kind: 'quote';
  /** SMS the visitor asked for. */
  sms: number;
  /** Bundles to buy, largest first. */
  bundles: QuoteLine[];
  /** Extra credits at EXTRA_CREDIT_PRICE each. */
  extraCredits: number;
  /** Total in GHS. */
  total: number;
  /** SMS credited by the quote: never fewer than asked for. */
  credits: number;
  /** Credits left after sending `sms` messages; they never expire. */
  spare: number;
  /** Total divided by the SMS asked for, in GHS. */
  costPerSms: number;
}

export type CalculatorResult =
  | Quote
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string }
  | { kind: 'tooMany'; max: number };

/** Money in pesewas (1 GHS = 100 pesewas), so sums are exact. */
const pesewas = (cedis: number): number => Math.round(cedis * 100);

/**
 * Reads what a visitor typed: digits, optionally grouped with commas, spaces or underscores
 * ("5,000", "5 000"). Anything else is explained, never guessed.
 */
export function parseSmsCount(text: string): CalculatorResult | { kind: 'count'; sms: number } {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const compact = trimmed.replace(/[\s,_]/g, '');
  if (/^-/.test(compact)) return { kind: 'invalid', message: 'Enter a number of SMS above 0.' };
  if (/^\d+[.]\d*$/.test(compact)) {
    return { kind: 'invalid', message: 'Enter a whole number of SMS, like 2500.' };
  }
  if (!/^\d+$/.test(compact)) {
    return { kind: 'invalid', message: 'Enter the number of SMS in digits, like 2500.' };
  }
  const sms = Number(compact);
  if (sms === 0) return { kind: 'invalid', message: 'Enter a number of SMS above 0.' };
  if (sms > MAX_CALCULATOR_SMS) return { kind: 'tooMany', max: MAX_CALCULATOR_SMS };
  return { kind: 'count', sms };
}

/** Is (cost a, credits ka, items na) a better way to cover the same SMS than (b, kb, nb)? */
const isBetter = (a: number, ka: number, na: number, b: number, kb: number, nb: number) =>
  a !== b ? a < b : ka !== kb ? ka > kb : na < nb;

/**
 * The cheapest way to cover `sms` messages (a positive whole number up to MAX_CALCULATOR_SMS).
 * Dynamic programming over "at least s SMS": cost, then credits, then item count are all
 * additive, so the lexicographic best of the parts is the best of the whole.
 */
export function cheapestQuote(sms: number, plans: readonly Plan[] = PLANS): Quote {
  if (!Number.isInteger(sms) || sms < 1 || sms > MAX_CALCULATOR_SMS) {
    throw new RangeError(`cheapestQuote needs a whole number from 1 to ${MAX_CALCULATOR_SMS}.`);
  }
  if (plans.length === 0) throw new Error('cheapestQuote needs at least one plan.');
  const EXTRA = -1;
  const extraCost = pesewas(EXTRA_CREDIT_PRICE);
  const sizes = plans.map((plan) => plan.sms);
  const prices = plans.map((plan) => pesewas(plan.price));

  // For every s below `sms`: the cheapest way to cover at least s SMS with any items, extra
  // credits included. Typed arrays keep 100,000 steps fast enough to run on every keystroke.
  const cost = new Float64Array(sms);
  const credits = new Float64Array(sms);
  const items = new Float64Array(sms);
  const last = new Int8Array(sms);
  const rest = new Int32Array(sms);
  const get = (array: Float64Array | Int8Array | Int32Array, index: number): number =>
    array[index] ?? 0;

  /** Bundle `index` first, then the best cover of what is left. */
  const withBundle = (s: number, index: number) => {
    const size = sizes[index] ?? 0;
    const r = Math.max(0, s - size);
    return {
      r,
      c: get(cost, r) + (prices[index] ?? 0),
      k: get(credits, r) + size,
      n: get(items, r) + 1,
    };
  };

  for (let s = 1; s < sms; s += 1) {
    let c = get(cost, s - 1) + extraCost;
    let k = get(credits, s - 1) + 1;
    let n = get(items, s - 1) + 1;
    let choice = EXTRA;
    let r = s - 1;
    for (let index = 0; index < plans.length; index += 1) {
      const option = withBundle(s, index);
      if (isBetter(option.c, option.k, option.n, c, k, n)) {
        ({ c, k, n, r } = option);
        choice = index;
      }
    }
    cost[s] = c;
    credits[s] = k;
    items[s] = n;
    last[s] = choice;
    rest[s] = r;
  }

  // The first item is always a bundle: extra credits only top up an account that holds one.
  let first = 0;
  let chosen = withBundle(sms, 0);
  for (let index = 1; index < plans.length; index += 1) {
    const option = withBundle(sms, index);
    if (isBetter(option.c, option.k, option.n, chosen.c, chosen.k, chosen.n)) {
      first = index;
      chosen = option;
    }
  }

  const counts = plans.map((_, index): number => (index === first ? 1 : 0));
  let extraCredits = 0;
  for (let s = chosen.r; s > 0; s = get(rest, s)) {
    const item = get(last, s);
    if (item === EXTRA) extraCredits += 1;
    else counts[item] = (counts[item] ?? 0) + 1;
  }

  const bundles = plans
    .map((plan, index) => ({ plan, count: counts[index] ?? 0 }))
    .filter((line) => line.count > 0)
    .sort((a, b) => b.plan.sms - a.plan.sms);
  const total = chosen.c / 100;
  return {
    kind: 'quote',
    sms,
    bundles,
    extraCredits,
    total,
    credits: chosen.k,
    spare: chosen.k - sms,
    costPerSms: total / sms,
  };
}

/** What the calculator shows for what a visitor typed. */
export function quoteForInput(text: string): CalculatorResult {
  const parsed = parseSmsCount(text);
  return parsed.kind === 'count' ? cheapestQuote(parsed.sms) : parsed;
}

/** "2 × PREMIUM + 10 extra credits": a quote in one line. */
export function describeQuote(quote: Quote): string {
  const parts = quote.bundles.map(({ plan, count }) =>
    count === 1 ? plan.name : `${count} × ${plan.name}`,
  );
  if (quote.extraCredits > 0) {
    parts.push(`${quote.extraCredits} extra credit${quote.extraCredits === 1 ? '' : 's'}`);
  }
  return parts.join(' + ');
}
