// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  EXTRA_CREDIT_PRICE,
  formatCedis,
  HOME_PLANS,
  PLAN_FEATURES,
  PLANS,
  planById,
} from '@/domain/plans';

describe('plans: the price list of the spec', () => {
  it.each([
    ['standard', 'STANDARD', 10, 300, 0.033],
    ['premium', 'PREMIUM', 20, 626, 0.0319],
    ['executive', 'EXECUTIVE', 100, 1642, 0.0302],
    ['business', 'BUSINESS', 200, 3218, 0.0302],
  ] as const)('%s: %s, GH₵ %d for %d SMS at %d', (id, name, price, sms, rate) => {
    const plan = planById(id);
    expect(plan).toMatchObject({ name, price, sms, ratePerSms: rate });
    expect(plan.period).toMatch(/non-expiring/);
    expect(plan.description.length).toBeGreaterThan(20);
  });

  it('lists the four plans in price order', () => {
    expect(PLANS.map((plan) => plan.name)).toEqual([
      'STANDARD',
      'PREMIUM',
      'EXECUTIVE',
      'BUSINESS',
    ]);
  });

  it('marks PREMIUM, and only PREMIUM, as most popular', () => {
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['premium']);
  });

  it('gives every plan the features each plan includes', () => {
    expect(PLAN_FEATURES).toEqual([
      'Contact import/export',
      'Sender ID verification',
      'API access',
      '24/7 customer service',
    ]);
    for (const plan of PLANS)
      expect(plan.features).toEqual(expect.arrayContaining([...PLAN_FEATURES]));
  });

  it('states each plan SMS count and rate among its features, as the card shows them', () => {
    for (const plan of PLANS) {
      expect(plan.features).toContain(`${plan.sms.toLocaleString('en-GH')} SMS credits`);
      expect(plan.features).toContain(`GH₵ ${plan.ratePerSms.toFixed(4)} per SMS`);
    }
  });

  it('shows the first three plans on the home page', () => {
    expect(HOME_PLANS.map((plan) => plan.id)).toEqual(['standard', 'premium', 'executive']);
  });

  it('prices extra credits at GH₵ 0.50 per SMS', () => {
    expect(EXTRA_CREDIT_PRICE).toBe(0.5);
    expect(formatCedis(EXTRA_CREDIT_PRICE)).toBe('GH₵ 0.50');
  });

  it.each([
    [10, 'GH₵ 10.00'],
    [200, 'GH₵ 200.00'],
    [1234.5, 'GH₵ 1,234.50'],
  ])('formats %d as %s', (amount, text) => expect(formatCedis(amount)).toBe(text));

  it('refuses an unknown plan id', () => {
    expect(() => planById('gold' as never)).toThrow(/Unknown plan/);
  });
});
