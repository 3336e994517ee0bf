import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { startApp, type AppHandle } from '@/app/app-actor';
import { renders } from '../support/count-renders';

/**
 * A keystroke in the composer renders what shows the message (the field, its counts, the
 * preview's text and cost, the summary's cost), not the cards around them: at 5,000 characters
 * every component a key renders is time before the next key.
 */

const counted = vi.hoisted(
  () => (name: string) => async (original: () => Promise<Record<string, unknown>>) =>
    (await import('../support/count-renders')).countRenders(original, name),
);
vi.mock('@/dashboard/compose/message-card', counted('MessageCard'));
vi.mock('@/dashboard/compose/message-preview', counted('MessagePreviewCard'));
vi.mock('@/dashboard/compose/compose-side-panel', counted('SummaryCard'));
vi.mock('@/dashboard/compose/content-checks', counted('ContentChecks'));

let app: AppHandle | null = null;

afterEach(() => {
  app?.stop();
  app = null;
});

const CARDS = ['MessageCard', 'MessagePreviewCard', 'SummaryCard'];
const cardRenders = () => CARDS.map((name) => renders.get(name) ?? 0);

it('a keystroke renders the message, the counts, the preview and the cost, not the cards', async () => {
  window.sessionStorage.setItem('nkra.demo.signedIn', '1');
  window.history.replaceState(null, '', '/dashboard');
  app = startApp();
  render(<App app={app} />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: /Compose/ }, { timeout: 10000 }));
  const field = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 10000 });
  await user.selectOptions(screen.getByRole('combobox', { name: /Contact Group/ }), 'all');

  // The first character ends the empty draft: the preview's bubble shows the message instead of
  // its placeholder, and the field drops its own placeholder, with no card rendered for it.
  expect(field).toHaveAttribute('placeholder', 'Type your message here...');
  const mounted = cardRenders();
  await user.type(field, 'H');
  expect(field).not.toHaveAttribute('placeholder');
  expect(renders.get('MessagePreviewCard')).toBe(mounted[1]);
  const before = cardRenders();
  expect(before.every((count) => count > 0)).toBe(true);

  // `[[` types one `[`.
  await user.type(field, 'i [[name|friend], 50% off at Adom Pharmacy');
  const message = 'Hi [name|friend], 50% off at Adom Pharmacy';
  expect(field).toHaveValue(message);
  expect(cardRenders()).toEqual(before);

  // What shows the message followed every key.
  expect(screen.getByTestId('character-count')).toHaveTextContent(`${message.length} characters`);
  const preview = screen.getByRole('region', { name: 'Message preview' });
  expect(preview.textContent).toMatch(/^Hi \S+, 50% off at Adom Pharmacy$/);
  expect(screen.getByTestId('preview-cost')).toHaveTextContent(/'s message: 1 SMS \(GSM-7\)/);
  // One SMS each: the summary's total is its recipients.
  const rows = within(screen.getByLabelText('Campaign summary'));
  const value = (term: string) => rows.getByText(term).nextElementSibling?.textContent;
  expect(value('Total SMS')).toBe(value('Recipients'));

  // A long message within the limit shows whole, in runs of text nodes: a key changes the last.
  await user.paste(' Akwaaba!'.repeat(60));
  // Four SMS now: the summary's row shows it, and no card renders for it.
  expect(value('SMS per message')).toBe('4');
  expect(cardRenders()).toEqual(before);
  const long = preview.textContent ?? '';
  expect(long).toMatch(/^Hi \S+, 50% off at Adom Pharmacy( Akwaaba!){60}$/);
  const runs = [...preview.childNodes].map((node) => node.textContent?.length);
  expect(runs).toHaveLength(Math.ceil(long.length / 250));
  expect(runs.slice(0, -1).every((length) => length === 250)).toBe(true);

  // Over the limit the field is invalid, named by its error, and no card renders for it.
  expect(field).not.toHaveAttribute('aria-invalid');
  expect(field).not.toHaveAttribute('aria-errormessage');
  await user.paste(' Akwaaba!'.repeat(120));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  const error = document.getElementById(field.getAttribute('aria-errormessage') ?? '');
  expect(error).toHaveTextContent(
    /^Too long to send: 1,662 characters is over the 1,600-character/,
  );
  expect(error).toHaveAttribute('aria-live', 'polite');
  expect(field).toHaveAccessibleDescription(/1,662 characters.*Standard SMS limit: 160 characters/);
  expect(cardRenders()).toEqual(before);

  // The preview shows what a campaign could carry, the first 1,600 characters, and says so: a key
  // typed past the limit changes the counts and the error, not the bubble.
  const kept = /^Hi \S+, 50% off at Adom Pharmacy( Akwaaba!){173} …$/;
  expect(preview.textContent).toMatch(kept);
  expect(preview).toHaveAccessibleDescription(
    'The preview stops at the 1,600-character (10 SMS) limit.',
  );
  // Nor does it render the content check, whose warnings stay as they were.
  const checks = renders.get('ContentChecks');
  await user.type(field, ' More');
  expect(error).toHaveTextContent(/Remove 67 characters\.$/);
  expect(preview.textContent).toMatch(kept);
  expect(cardRenders()).toEqual(before);
  expect(renders.get('ContentChecks')).toBe(checks);
  // A word the networks block is a new warning: the check renders for it.
  await user.type(field, ' MTN');
  expect(renders.get('ContentChecks')).toBeGreaterThan(checks ?? 0);

  // Emptied, the field shows its placeholder again, and so does the bubble.
  await user.clear(field);
  expect(field).toHaveAttribute('placeholder', 'Type your message here...');
  expect(preview).toHaveTextContent('Your message will appear here...');
  expect(field).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(/^Too long to send/)).toBeNull();
  expect(screen.getByTestId('preview-cut')).not.toBeVisible();
  expect(preview).not.toHaveAttribute('aria-describedby');
}, 60000);
