/**
 * Model-based tests of the contacts machine in jsdom: every path of `contacts-model.ts` runs
 * against a fresh render of the real app, signed in to the demo, on the Contacts tab (the real
 * contacts actor, started by the app). Each event is done the way a person does it (typing a
 * search, a group card or the group dropdown, the status dropdown, Add Contact, a row's menu,
 * typing into the dialog's labelled fields, a suggested reason, its buttons, Escape, Import and
 * a file picked, Export, Undo in a toast) and each state is checked by what a person sees: the
 * search, the group and status filters and the cards' counts, the rows in view (name, status,
 * consent) and their count, the contact dialog's title, fields, group, inline errors and button,
 * the delete confirmation, the opt-out and opt-in dialogs; after an event its toast, where focus
 * goes after a refused save, and the file Export downloads.
 */
import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import {
  CONTACTS_PATHS,
  contactsCoverage,
  contactsTargets,
  describePath,
  exportedCsv,
  FIRST_SCREEN,
  gestureFor,
  outcomeOf,
  sightOf,
  SUMMARY_COUNT,
  type ContactsGesture,
  type ContactsSight,
  type Outcome,
  type RowSight,
  walkedContactsMachine,
} from './contacts-model';
import {
  catchDownloads,
  chooseFromMenu,
  dismissToast,
  openDashboard,
  openDialog,
  seesNewToast,
  type Dashboard,
  type Download,
} from './jsdom-dashboard';
import { control, fillIn, openToasts } from './jsdom-person';
import { describeJsdomModel } from './jsdom-suite';
import { runPath } from './run-path';

const panelElement = () => {
  const panel = document.getElementById('dashboard-panel-contacts');
  if (!panel) throw new Error('The Contacts tab panel is not on the page.');
  return panel;
};

/** The dashboard as a person meets it, opened on the Contacts tab. */
class Person {
  /** The toast of the last delete, left open for its Undo. */
  private undoToast: HTMLElement | null = null;

  private constructor(
    private readonly dashboard: Dashboard,
    private readonly caught: ReturnType<typeof catchDownloads>,
  ) {}

  get user() {
    return this.dashboard.user;
  }

  get downloads() {
    return this.caught.downloads;
  }

  static async open(): Promise<Person> {
    const person = new Person(openDashboard(), catchDownloads());
    await person.user.click(await waitFor(() => control('Contacts', { role: 'tab' })));
    await waitFor(() => within(panelElement()).getByLabelText('Search contacts by name or phone'));
    return person;
  }

  close() {
    this.caught.release();
    this.dashboard.close();
  }

  private panel() {
    return within(panelElement());
  }

  private dialogField(label: 'Name' | 'Phone Number' | 'Group' | 'Reason'): HTMLInputElement {
    const dialog = openDialog();
    if (!dialog) throw new Error('No contact dialog is open.');
    return within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
  }

  async perform(gesture: ContactsGesture): Promise<void> {
    if (this.undoToast && gesture.kind !== 'undo') {
      await dismissToast(this.user, this.undoToast);
      this.undoToast = null;
    }
    const panel = this.panel();
    switch (gesture.kind) {
      case 'fill': {
        const field =
          gesture.label === 'Search contacts by name or phone'
            ? (panel.getByLabelText(gesture.label) as HTMLInputElement)
            : this.dialogField(gesture.label);
        await fillIn(this.user, field, gesture.value);
        return;
      }
      case 'select':
        await this.user.selectOptions(
          gesture.label === 'Group'
            ? this.dialogField('Group')
            : panel.getByLabelText(gesture.label),
          gesture.value,
        );
        return;
      case 'card':
        await this.user.click(control(gesture.label, { scope: panel }));
        return;
      case 'click': {
        const dialog = openDialog();
        const scope = dialog ? within(dialog) : panel;
        await this.user.click(
          scope.queryByLabelText(gesture.name) ?? control(gesture.name, { scope }),
        );
        return;
      }
      case 'menu':
        await chooseFromMenu(
          this.user,
          panel.getByLabelText(`Actions for ${gesture.contact}`),
          gesture.item,
        );
        return;
      case 'press':
        await this.user.keyboard(`{${gesture.key}}`);
        return;
      case 'import file': {
        // In the open dialog: the file picked, then "Import N contacts" once it is counted.
        const dialog = within(openDialog() ?? document.body);
        const file = new File([gesture.text], gesture.fileName, { type: 'text/csv' });
        // The dialog's steps arrive as a chunk of their own the first time it opens.
        const input = await waitFor(() => dialog.getByLabelText('Contacts file'));
        await this.user.upload(input, file);
        const confirm = await waitFor(
          () => {
            const button = dialog.getByRole('button', { name: /^Import \d+ contacts?$/ });
            expect(button).toBeEnabled();
            return button;
          },
          { timeout: 5_000 },
        );
        await this.user.click(confirm);
        return;
      }
      case 'undo': {
        const toast = this.undoToast;
        if (!toast) throw new Error('No delete toast is open to undo.');
        this.undoToast = null;
        await this.user.click(within(toast).getByRole('button', { name: 'Undo' }));
        return;
      }
    }
  }

  async seesToast(toast: NonNullable<Outcome['toast']>): Promise<void> {
    const besides = this.undoToast ? [this.undoToast] : [];
    const shown = await seesNewToast(this.user, toast, { besides, keep: Boolean(toast.action) });
    if (toast.action) this.undoToast = shown;
  }

  async seesFocusOn(label: 'Name' | 'Phone Number' | 'Reason'): Promise<void> {
    await waitFor(() => expect(this.dialogField(label)).toHaveFocus());
  }

  /** Export downloads the rows shown as a CSV file (with a byte-order mark for spreadsheets). */
  async seesTheDownload(
    download: NonNullable<Outcome['download']>,
    csv: string,
    already: number,
  ): Promise<void> {
    await waitFor(() => expect(this.downloads).toHaveLength(already + 1));
    const file = this.downloads.at(-1) as Download;
    expect(file.fileName).toBe(download.fileName);
    // The byte-order mark spreadsheets need; decoding as UTF-8 drops it again.
    const start = new Uint8Array(await file.blob.slice(0, 3).arrayBuffer());
    expect([...start]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await file.blob.text()).toBe(csv);
    expect(csv.split('\r\n')).toHaveLength(download.rows);
  }

  sees(sight: ContactsSight): void {
    expect(openToasts()).toEqual(this.undoToast ? [this.undoToast] : []);
    const element = panelElement();
    const panel = within(element);
    expect(panel.getByLabelText('Search contacts by name or phone')).toHaveValue(sight.search);
    expect(panel.getByLabelText('Filter by group')).toHaveValue(sight.filter);
    expect(panel.getByLabelText('Filter by status')).toHaveValue(sight.status);
    const cards = [
      ...element.querySelectorAll<HTMLButtonElement>(
        '[aria-label="Contact groups: choose one to filter the table"] button',
      ),
    ];
    expect(cards.map((card) => card.textContent)).toEqual(sight.cards);
    const pressed = cards.filter((card) => card.ariaPressed === 'true');
    expect(pressed).toHaveLength(1);
    const rows = [...element.querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]')].map(
      (row): RowSight => ({
        name: row.cells[0]?.textContent ?? '',
        status: row.cells[3]?.textContent ?? '',
        consent: row.cells[5]?.textContent ?? '',
      }),
    );
    if (sight.shown === sight.rows.length) {
      expect(rows).toEqual(sight.rows);
    } else {
      // A long list: a window of its first rows, at least a screen of them.
      expect(rows.length).toBeGreaterThanOrEqual(FIRST_SCREEN);
      expect(rows).toEqual(sight.rows.slice(0, rows.length));
    }
    expect(element.querySelector('table')).toHaveAttribute(
      'aria-rowcount',
      String(Math.max(sight.shown, 1) + 1),
    );
    expect(panel.getByText(sight.count)).toBeInTheDocument();
    expect(panel.queryByText('No contacts match this search and these filters.') !== null).toBe(
      sight.rows.length === 0,
    );

    const dialog = openDialog();
    if (sight.dialog) {
      if (!dialog) throw new Error(`${sight.dialog.title} is not open.`);
      expect(dialog).toHaveAttribute('role', 'dialog');
      expect(dialog).toHaveAccessibleName(sight.dialog.title);
      const name = this.dialogField('Name');
      const phone = this.dialogField('Phone Number');
      expect(name).toHaveValue(sight.dialog.name);
      expect(phone).toHaveValue(sight.dialog.phone);
      expect(this.dialogField('Group')).toHaveValue(sight.dialog.group);
      const { errors } = sight.dialog;
      expect(name.getAttribute('aria-invalid') === 'true', 'Name marked invalid').toBe(
        Boolean(errors.name),
      );
      expect(phone.getAttribute('aria-invalid') === 'true', 'Phone marked invalid').toBe(
        Boolean(errors.phone),
      );
      const shown = [...dialog.querySelectorAll('[data-part="error-text"]')].map(
        (error) => error.textContent,
      );
      expect(shown).toEqual([errors.name, errors.phone].filter(Boolean));
      expect(dialog.querySelector('button[type="submit"]')).toHaveTextContent(sight.dialog.submit);
    } else if (sight.confirmDelete) {
      if (!dialog) throw new Error('The delete confirmation is not open.');
      expect(dialog).toHaveAttribute('role', 'alertdialog');
      expect(dialog).toHaveAccessibleName('Delete this contact?');
      expect(dialog).toHaveTextContent(sight.confirmDelete);
    } else if (sight.consent) {
      if (!dialog) throw new Error(`${sight.consent.title} is not open.`);
      expect(dialog).toHaveAttribute('role', 'dialog');
      expect(dialog).toHaveAccessibleName(sight.consent.title);
      expect(dialog).toHaveTextContent(sight.consent.about);
      const reason = this.dialogField('Reason');
      expect(reason).toHaveValue(sight.consent.reason);
      expect(reason.getAttribute('aria-invalid') === 'true', 'Reason marked invalid').toBe(
        sight.consent.error !== null,
      );
      const shown = [...dialog.querySelectorAll('[data-part="error-text"]')].map(
        (error) => error.textContent,
      );
      expect(shown).toEqual(sight.consent.error ? [sight.consent.error] : []);
    } else if (sight.importing) {
      if (!dialog) throw new Error('Import contacts is not open.');
      expect(dialog).toHaveAccessibleName('Import contacts');
    } else {
      expect(dialog).toBeNull();
    }
  }
}

describeJsdomModel({
  title: 'contacts machine, model-based, in jsdom',
  coverageTitle: 'walks every state, every transition and every table and dialog summary',
  machine: walkedContactsMachine,
  coverage: contactsCoverage,
  targets: contactsTargets,
  summaryCount: SUMMARY_COUNT,
  summariesName: 'table and dialog summaries',
  outcomesName: 'toast, focus, download and closing outcomes',
  paths: CONTACTS_PATHS,
  describePath,
  open: () => Person.open(),
  walk: async (current, path) => {
    await runPath(path, {
      perform: async (event, before) => {
        const downloads = current.downloads.length;
        await current.perform(gestureFor(event, before));
        const outcome = outcomeOf(event, before);
        if (outcome.toast) await current.seesToast(outcome.toast);
        if (outcome.focus) await current.seesFocusOn(outcome.focus);
        if (outcome.download) {
          await current.seesTheDownload(outcome.download, exportedCsv(before), downloads);
        }
      },
      sees: (state) => waitFor(() => current.sees(sightOf(state))),
    });
  },
});
