import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqList } from '@/site/faq/faq-list';
import type { FaqEntry } from '@/domain/faq';

const ENTRIES: FaqEntry[] = [
  {
    id: 'credits',
    question: 'Do credits expire?',
    answer: ['No, credits never expire.'],
    onContactPage: false,
  },
  {
    id: 'refund',
    question: 'Can I get my money back?',
    answer: ['Within 30 days.'],
    onContactPage: true,
  },
  {
    id: 'networks',
    question: 'Which networks?',
    answer: ['MTN, Telecel and AT.'],
    onContactPage: false,
  },
];

const question = (name: string) => screen.getByRole('button', { name });

describe('the FAQ accordion', () => {
  it('starts closed: each question controls its answer region, which is hidden', () => {
    render(<FaqList entries={ENTRIES} />);
    for (const entry of ENTRIES) {
      const trigger = question(entry.question);
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(trigger.closest('h2')).not.toBeNull();
      const answer = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
      expect(answer).toHaveAttribute('role', 'region');
      expect(answer).toHaveAttribute('aria-labelledby', trigger.id);
      expect(answer).not.toBeVisible();
    }
  });

  it('opens and closes answers with a click, Enter or Space, any number at once', async () => {
    const user = userEvent.setup();
    render(<FaqList entries={ENTRIES} headingLevel="h3" />);
    await user.click(question('Do credits expire?'));
    question('Can I get my money back?').focus();
    await user.keyboard('{Enter}');
    expect(question('Do credits expire?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Can I get my money back?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Can I get my money back?' })).toBeVisible();
    expect(question('Which networks?').closest('h3')).not.toBeNull();

    await user.keyboard(' ');
    expect(question('Can I get my money back?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Within 30 days.')).not.toBeVisible();
  });

  it('moves between questions with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<FaqList entries={ENTRIES} />);
    question('Do credits expire?').focus();
    await user.keyboard('{ArrowDown}');
    expect(question('Can I get my money back?')).toHaveFocus();
    await user.keyboard('{End}');
    expect(question('Which networks?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(question('Do credits expire?')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(question('Which networks?')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(question('Do credits expire?')).toHaveFocus();
    // Moving focus opens nothing.
    for (const entry of ENTRIES) {
      expect(question(entry.question)).toHaveAttribute('aria-expanded', 'false');
    }
  });
});
