// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  creditBalance,
  creditsValue,
  entryCharge,
  formatCredits,
  insufficientCredit,
  type LedgerEntry,
} from '@/domain/credits';

const entry = (reserved: number, refunded: number, settled = true): LedgerEntry => ({
  campaignId: 11,
  name: 'Harmattan Promo',
  at: Date.UTC(2026, 10, 21, 12),
  reserved,
  refunded,
  settled,
});

describe('credits', () => {
  it('charges a campaign what it held less what came back', () => {
    expect(entryCharge(entry(1250, 773))).toBe(477);
    expect(entryCharge(entry(1250, 0, false))).toBe(1250);
    expect(entryCharge(entry(1250, 1250))).toBe(0);
  });

  it('takes every charge of the visit from the opening balance, settled or not', () => {
    expect(creditBalance(4218, [])).toBe(4218);
    expect(creditBalance(4218, [entry(1250, 5)])).toBe(2973);
    expect(creditBalance(4218, [entry(1250, 5), entry(145, 0, false)])).toBe(2828);
    // A refund arriving later raises the balance again.
    expect(creditBalance(4218, [entry(1250, 773)])).toBe(3741);
  });

  it('formats credits as SMS and as what they are worth at the plan rate', () => {
    expect(formatCredits(1250)).toBe('1,250 SMS');
    expect(formatCredits(0)).toBe('0 SMS');
    expect(creditsValue(1250, 0.0319)).toBe('GH₵ 39.88');
  });

  it('says what a campaign needs, what the balance is, and what to do', () => {
    expect(insufficientCredit(5694, 4218)).toBe(
      'This campaign needs 5,694 SMS credits and your balance is 4,218 SMS. Buy credits (Settings, Billing), or send to a smaller group.',
    );
  });
});
