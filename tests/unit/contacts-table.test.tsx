import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { createActor, type Snapshot } from 'xstate';
import type { AppActorRef } from '@machines/app.machine';
import type { ContactsContext } from '@machines/contacts.machine';
import { ContactsTab } from '@/dashboard/contacts/contacts-tab';
import { ROW_HEIGHT_ESTIMATE } from '@/dashboard/contacts/row-window';
import { CONTACT_LIST_GROUPS, type Contact } from '@/domain/contacts';
import { AppActorContext } from '@/state/app-actor-context';
import { system } from '@/ui/system';
import { chooseFromMenu } from '../model/jsdom-dashboard';
import { appWithChildren } from '../support/app-children';

/**
 * The Contacts tab at 20,000 contacts, in jsdom. jsdom lays nothing out: the window is its
 * 1024 × 768 viewport at the top of the page, and every row counts as its estimated height, so
 * the table renders the rows of one screen and a few beyond, as it would in a browser.
 */

const MANY = 20_000;

const contacts: Contact[] = Array.from({ length: MANY }, (_, index) => ({
  id: index + 1,
  name: `Contact ${index + 1}`,
  phone: `+23324${String(index + 1).padStart(7, '0')}`,
  group: CONTACT_LIST_GROUPS[index % 3] ?? 'customers',
  status: index % 7 === 0 ? 'opted-out' : 'active',
  lastContact: null,
  consent: { source: 'import', detail: 'members.xlsx', at: '2026-02-03' },
  optOut: index % 7 === 0 ? { reason: 'Dialled the opt-out code', at: '2026-05-06' } : null,
}));

type PersistedApp = Snapshot<unknown> & {
  children: { contacts?: { snapshot: { context: ContactsContext } } };
};

let app: AppActorRef | null = null;

afterEach(() => {
  app?.stop();
  app = null;
});

/**
 * The demo on the Contacts tab, saved and restored as `getPersistedSnapshot()` allows, with the
 * contacts machine's list replaced by 20,000 contacts on the way.
 */
function openContactsWithMany() {
  const fresh = createActor(appWithChildren, { input: { loggedIn: true } }).start();
  fresh.send({ type: 'nav.dashboard' });
  fresh.send({ type: 'dashboard.actors.ready' });
  fresh.send({ type: 'dashboard.tab.select', tab: 'contacts' });
  const persisted = JSON.parse(JSON.stringify(fresh.getPersistedSnapshot())) as PersistedApp;
  fresh.stop();
  const saved = persisted.children.contacts;
  if (!saved) throw new Error('The contacts machine is not running.');
  saved.snapshot.context.contacts = contacts;
  app = createActor(appWithChildren, { snapshot: persisted, input: { loggedIn: true } }).start();
  render(
    <ChakraProvider value={system}>
      <AppActorContext.Provider value={app}>
        <ContactsTab />
      </AppActorContext.Provider>
    </ChakraProvider>,
  );
  return userEvent.setup();
}

const table = () => screen.getByRole('table');
const spacers = () => table().querySelectorAll<HTMLElement>('tbody tr[aria-hidden="true"]');
/**
 * The first rows show at once; the virtualizer arrives in a chunk of its own, and from then on
 * the table renders a window, with a spacer for the rows below it.
 */
const windowShown = () => waitFor(() => expect(spacers().length).toBeGreaterThan(0));
const contactRows = () => [
  ...table().querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]'),
];
const rowNames = () => contactRows().map((row) => row.cells[0]?.textContent);

it('renders a window of the 20,000 rows and tells screen readers the whole count', async () => {
  openContactsWithMany();
  // At once: the first 30 rows (more than a screen holds), while the virtualizer is fetched.
  expect(contactRows()).toHaveLength(30);
  expect(table()).toHaveAttribute('aria-rowcount', String(MANY + 1));
  await windowShown();

  const rows = contactRows();
  // One viewport of rows (768 px / 49 px) and the overscan below it: far fewer than 20,000.
  expect(rows.length).toBeGreaterThanOrEqual(15);
  expect(rows.length).toBeLessThan(50);
  expect(rowNames().slice(0, 3)).toEqual(['Contact 1', 'Contact 2', 'Contact 3']);
  expect(table()).toHaveAttribute('aria-rowcount', String(MANY + 1));
  expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(
    rows.map((_, index) => String(index + 2)),
  );
  // The rows out of the window are one spacer, hidden from screen readers, as tall as they are.
  expect(spacers()).toHaveLength(1);
  const spacerHeight = Number.parseFloat(spacers()[0]?.querySelector('td')?.style.height ?? '');
  expect(spacerHeight).toBe((MANY - rows.length) * ROW_HEIGHT_ESTIMATE);

  expect(screen.getByText('Showing 20,000 of 20,000 contacts')).toHaveAttribute(
    'aria-live',
    'polite',
  );
  // The cards count who a campaign reaches, and the opted-out (every seventh) beside.
  const cards = screen.getByRole('group', { name: /Contact groups/ });
  expect(within(cards).getByRole('button', { name: /Total Contacts/ })).toHaveTextContent(
    'Total Contacts17,1422,858 opted out',
  );
  expect(within(cards).getByRole('button', { name: /VIP/ })).toHaveTextContent(
    'VIP5,714952 opted out',
  );
  // Each row says where its consent came from, or when and why it opted out.
  expect(contactRows()[0]?.cells[5]).toHaveTextContent(
    'Opted out · 6 May 2026Dialled the opt-out code',
  );
  expect(contactRows()[1]?.cells[5]).toHaveTextContent('Imported · 3 Feb 2026members.xlsx');
});

it('narrows the rows as a person searches and filters, windowed while the list is long', async () => {
  const user = openContactsWithMany();
  await windowShown();

  // By label: a role query names every element of the page, seconds in jsdom.
  const group = screen.getByLabelText('Filter by group');
  await user.selectOptions(group, 'vip');
  await waitFor(() => expect(table()).toHaveAttribute('aria-rowcount', String(6_666 + 1)));
  expect(screen.getByText('Showing 6,666 of 20,000 contacts')).toBeInTheDocument();
  expect(contactRows().length).toBeLessThan(50);
  expect(rowNames().slice(0, 2)).toEqual(['Contact 3', 'Contact 6']);

  // The suppression list of the group: every seventh contact, still windowed.
  const status = screen.getByLabelText('Filter by status');
  await user.selectOptions(status, 'opted-out');
  await waitFor(() => expect(table()).toHaveAttribute('aria-rowcount', String(952 + 1)));
  expect(screen.getByText('Showing 952 of 20,000 contacts')).toBeInTheDocument();
  expect(rowNames().slice(0, 2)).toEqual(['Contact 15', 'Contact 36']);
  expect(contactRows().length).toBeLessThan(50);
  await user.selectOptions(status, 'all');

  await user.selectOptions(group, 'all');
  const search = screen.getByLabelText('Search contacts by name or phone');
  await user.type(search, 'contact 1999');
  // Contact 1999 and Contact 19990 to 19999: few enough to render every one.
  await waitFor(() => expect(table()).toHaveAttribute('aria-rowcount', '12'));
  expect(rowNames()).toEqual([
    'Contact 1999',
    ...Array.from({ length: 10 }, (_, digit) => `Contact ${19990 + digit}`),
  ]);
  expect(spacers()).toHaveLength(0);
  expect(screen.getByText('Showing 11 of 20,000 contacts')).toBeInTheDocument();

  // A number as dialled at home finds its contact among the 20,000.
  await user.clear(search);
  await user.type(search, '024 001 2345');
  await waitFor(() => expect(rowNames()).toEqual(['Contact 12345']));
});

it('opens the edit dialog from a row menu of the window, and saves into the long list', async () => {
  const user = openContactsWithMany();
  await windowShown();

  await chooseFromMenu(user, screen.getByRole('button', { name: 'Actions for Contact 7' }), 'Edit');
  const dialog = await screen.findByRole('dialog', { name: 'Edit Contact' });
  const name = within(dialog).getByRole('textbox', { name: /^Name/ });
  expect(name).toHaveValue('Contact 7');
  expect(within(dialog).getByRole('textbox', { name: /^Phone Number/ })).toHaveValue(
    '+233 24 000 0007',
  );
  await user.clear(name);
  await user.type(name, 'Ɛfua Ɔpare');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(rowNames()[6]).toBe('Ɛfua Ɔpare');
  expect(table()).toHaveAttribute('aria-rowcount', String(MANY + 1));
  // Focus goes back to the menu button of the row it came from.
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Actions for Ɛfua Ɔpare' })).toHaveFocus(),
  );
});
