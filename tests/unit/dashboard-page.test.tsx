import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { startApp } from '@/app/app-actor';

/**
 * The dashboard chunk in jsdom, as the model-based tests meet it: it starts its actors, every
 * tab of this issue renders (charts fall back to text without a canvas), both dialogs open,
 * refuse or save, and close, and nothing logs an error on the way.
 */
it('renders the tabs and the dialogs, and closes them through the app', async () => {
  const errors: unknown[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  window.sessionStorage.setItem('nkra.demo.signedIn', '1');
  window.history.replaceState(null, '', '/#dashboard');
  const { actor } = startApp();
  render(<App actor={actor} pathname="/" />);
  const user = userEvent.setup();
  await screen.findByRole('tab', { name: /Overview/ }, { timeout: 10000 });
  for (const tab of ['Campaigns', 'Analytics', 'Overview']) {
    await user.click(screen.getByRole('tab', { name: new RegExp(tab) }));
    await screen.findByRole('tab', { name: new RegExp(tab), selected: true });
  }
  await user.click(screen.getByRole('tab', { name: /Analytics/ }));
  await screen.findAllByText(/cannot draw the chart/, undefined, { timeout: 10000 });
  await user.click(screen.getByRole('button', { name: 'New Campaign' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Campaign' });
  await user.click(within(dialog).getByRole('button', { name: 'Send Now' }));
  await screen.findByText('Campaign name is required.');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Account settings' }));
  const settings = await screen.findByRole('dialog', { name: 'Account Settings' });
  await user.click(within(settings).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  spy.mockRestore();
  expect(errors).toEqual([]);
}, 60000);
