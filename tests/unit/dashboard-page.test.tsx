import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { startApp, type AppHandle } from '@/app/app-actor';
import { renders } from '../support/count-renders';

/**
 * The dashboard chunk in jsdom, as the model-based tests meet it: it starts its actors, its tabs
 * render every panel (the hidden ones after the shown one, in a background render) and keep
 * each one's state while another shows, its dialogs mount their content when they open and
 * drop it once closed, and nothing logs an error on the way (charts fall back to text without a
 * canvas).
 */

/** Each tab's panel component counts its renders, wrapped where it is defined. */
const counted = vi.hoisted(
  () => (name: string) => async (original: () => Promise<Record<string, unknown>>) =>
    (await import('../support/count-renders')).countRenders(original, name),
);
vi.mock('@/dashboard/overview/overview-tab', counted('OverviewTab'));
vi.mock('@/dashboard/contacts/contacts-tab', counted('ContactsTab'));
vi.mock('@/dashboard/compose/compose-tab', counted('ComposeTab'));
vi.mock('@/dashboard/campaigns/campaigns-tab', counted('CampaignsTab'));
vi.mock('@/dashboard/analytics/analytics-tab', counted('AnalyticsTab'));

let app: AppHandle | null = null;
let errors: unknown[] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
});

afterEach(() => {
  app?.stop();
  app = null;
  vi.restoreAllMocks();
});

async function openDashboard() {
  window.sessionStorage.setItem('nkra.demo.signedIn', '1');
  window.history.replaceState(null, '', '/dashboard');
  app = startApp();
  render(<App app={app} />);
  await screen.findByRole('tab', { name: /Overview/, selected: true }, { timeout: 10000 });
  return userEvent.setup();
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(name) });
/** A tab's panel, shown or hidden. By the tab that labels it: a hidden one has no name. */
const panel = (name: string) =>
  document.querySelector<HTMLElement>(`[role="tabpanel"][aria-labelledby="${tab(name).id}"]`);

/** The charts, drawn (as text: jsdom has no canvas) in the Analytics panel, shown or hidden. */
const charts = () =>
  within(panel('Analytics') ?? document.body).queryAllByText(/cannot draw the chart/);

/** The hidden panels rendered ahead, after the shown one: the last has its content, out of sight. */
const renderedAhead = () =>
  waitFor(
    () =>
      expect(
        within(panel('Campaigns') ?? document.body).getByRole('searchbox', {
          name: 'Search campaigns',
          hidden: true,
        }),
      ).toBeInTheDocument(),
    { timeout: 10000 },
  );

it('renders the hidden panels ahead, keeps their state, and draws the charts ahead', async () => {
  const user = await openDashboard();
  expect(panel('Overview')).toBeVisible();
  // Rendered ahead, after the shown panel: each hidden panel has its content, out of sight.
  await renderedAhead();
  for (const name of ['Contacts', 'Compose', 'Campaigns', 'Analytics']) {
    expect(panel(name), name).not.toBeVisible();
  }
  // chart.js comes while the page is idle, and the charts are drawn in the hidden panel.
  await waitFor(() => expect(charts()).toHaveLength(4), { timeout: 10000 });
  expect(panel('Analytics')).not.toBeVisible();

  // Campaigns keeps its state while another tab shows: the same elements come back.
  await user.click(tab('Campaigns'));
  const search = screen.getByRole('searchbox', { name: 'Search campaigns' });
  await user.type(search, 'zzz');
  await screen.findByText('No campaigns match');
  await user.click(tab('Overview'));
  await waitFor(() => expect(panel('Campaigns')).not.toBeVisible());
  expect(panel('Overview')).toBeVisible();
  expect(search).toBeInTheDocument();
  await user.click(tab('Campaigns'));
  await waitFor(() => expect(panel('Overview')).not.toBeVisible());
  expect(screen.getByRole('searchbox', { name: 'Search campaigns' })).toBe(search);
  expect(search).toHaveValue('zzz');

  // A quick action selects its tab and gives it focus; the charts drawn ahead show.
  const drawn = charts();
  await user.click(tab('Overview'));
  await user.click(screen.getByRole('button', { name: /View analytics/ }));
  await waitFor(() => expect(tab('Analytics')).toHaveFocus());
  expect(tab('Analytics')).toHaveAttribute('aria-selected', 'true');
  const analytics = screen.getByRole('tabpanel', { name: /Analytics/ });
  expect(within(analytics).getAllByText(/cannot draw the chart/)).toEqual(drawn);
  expect(within(analytics).queryAllByLabelText(/^Loading /)).toEqual([]);
  expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(5);
  expect(errors).toEqual([]);
}, 60000);

it('with Save-Data on, fetches the charts only when Analytics first shows', async () => {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: { saveData: true },
  });
  try {
    const user = await openDashboard();
    await renderedAhead();
    // Long past the idle moment that would have fetched chart.js: placeholders, no charts.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(charts()).toEqual([]);
    expect(
      within(panel('Analytics') ?? document.body).getAllByLabelText(/^Loading /, {
        selector: '*',
      }),
    ).toHaveLength(4);
    await user.click(tab('Analytics'));
    await waitFor(() => expect(charts()).toHaveLength(4), { timeout: 10000 });
    expect(errors).toEqual([]);
  } finally {
    Reflect.deleteProperty(navigator, 'connection');
  }
}, 60000);

it('mounts a dialog when it opens and unmounts it once it has closed', async () => {
  const user = await openDashboard();
  const dialogs = () => document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
  expect(dialogs()).toHaveLength(0);

  const newCampaign = screen.getByRole('button', { name: 'New Campaign' });
  await user.click(newCampaign);
  const dialog = await screen.findByRole('dialog', { name: 'New Campaign' });
  await user.click(within(dialog).getByRole('button', { name: 'Send Now' }));
  await screen.findByText('Campaign name is required.');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(dialogs()).toHaveLength(0));
  await waitFor(() => expect(newCampaign).toHaveFocus());

  // Opened again, the form starts afresh: Escape cancelled it.
  await user.click(newCampaign);
  await screen.findByRole('dialog', { name: 'New Campaign' });
  expect(screen.queryByText('Campaign name is required.')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(dialogs()).toHaveLength(0));

  await user.click(screen.getByRole('button', { name: 'Account settings' }));
  const settings = await screen.findByRole('dialog', { name: 'Account Settings' });
  await user.click(within(settings).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(dialogs()).toHaveLength(0));
  expect(errors).toEqual([]);
}, 60000);

it('renders on a tab switch the tabs, not the panels: a panel shows and hides as it was', async () => {
  const user = await openDashboard();
  renders.clear();
  await renderedAhead();
  // When chart.js has come, Analytics renders once, hidden, to draw its charts (which shows
  // the count works); from then on no switch renders a panel, first visits included.
  await waitFor(() => expect(renders.get('AnalyticsTab')).toBe(2), { timeout: 10000 });
  const names = ['Contacts', 'Compose', 'Campaigns', 'Analytics', 'Overview'];
  for (const round of [1, 2]) {
    for (const name of names) {
      renders.clear();
      await user.click(tab(name));
      await waitFor(() => expect(panel(name)).toBeVisible());
      expect(Object.fromEntries(renders), `${name}, round ${round}`).toEqual({});
    }
  }
  expect(errors).toEqual([]);
}, 60000);
