// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTACT_PAGE_FAQ, FAQ } from '@/domain/faq';

const allText = FAQ.map((entry) => [entry.question, ...entry.answer].join(' ')).join(' ');

describe('FAQ', () => {
  it.each([
    'GH₵ 0.50 per SMS',
    '30-day money-back guarantee',
    '99%+ delivery rate',
    'No setup fee',
    'prorated plan changes',
    '24/7 email support',
    'reply within 24 hours',
  ])('states the spec claim "%s"', (claim) => {
    expect(allText).toContain(claim);
  });

  it('has unique ids, so each accordion item is addressable', () => {
    expect(new Set(FAQ.map((entry) => entry.id)).size).toBe(FAQ.length);
  });

  it('shows a short list on the contact page', () => {
    expect(CONTACT_PAGE_FAQ.length).toBeGreaterThanOrEqual(3);
    expect(CONTACT_PAGE_FAQ.length).toBeLessThan(FAQ.length);
  });
});
