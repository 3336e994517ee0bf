import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  contactsMachine,
  selectContactsDialog,
  selectFilter,
  selectForm,
  selectFormErrors,
  selectGroupCounts,
  selectImportActor,
  selectPendingDelete,
  selectShowsFormErrors,
  selectTotalContacts,
  selectVisibleContacts,
  type ContactsEmitted,
  type ContactsEvent,
} from '@machines/contacts.machine';
import type { Toast } from '@machines/toast';
import { SAMPLE_CONTACTS } from '@/domain/contacts';
import {
  contactsToCsv,
  contactsToRows,
  csvFileText,
  parseCsv,
  toCsv,
} from '@/domain/csv';

function start() {
  const actor = createActor(contactsMachine).start();
  const toasts: Toast[] = [];
  const effects: Exclude<ContactsEmitted, { type: 'toast' }>[] = [];
  actor.on('toast', (event) => toasts.push(event.toast));
  actor.on('contacts.download', (event) => effects.push(event));
  const send = (...events: ContactsEvent[]) => events.forEach((event) => actor.send(event));
  const snapshot = () => actor.getSnapshot();
  const visibleNames = () => selectVisibleContacts(snapshot()).map((contact) => contact.name);
  return { actor, toasts, effects, send, snapshot, visibleNames };
}

describe('contacts: browsing', () => {
  it('lists the sample contacts with counts per group', () => {
    const { snapshot } = start();
    expect(selectVisibleContacts(snapshot())).toHaveLength(SAMPLE_CONTACTS.length);
    expect(selectGroupCounts(snapshot())).toEqual({ all: 14, customers: 7, prospects: 4, vip: 3 });
    expect(selectTotalContacts(snapshot())).toBe(14);
    expect(selectContactsDialog(snapshot())).toBe('none');
  });

  it('searches names in any case and phone numbers in any format', () => {
    const { send, visibleNames } = start();
    send({ type: 'contacts.search.change', value: 'EFUA' });
    expect(visibleNames()).toEqual(['Efua Quaye']);
    send({ type: 'contacts.search.change', value: '0277 004' });
    expect(visibleNames()).toEqual(['Efua Quaye']);
    send({ type: 'contacts.search.change', value: '' });
    expect(visibleNames()).toHaveLength(14);
  });

  it('filters by group (cards and dropdown share one filter) and combines with search', () => {
    const { send, snapshot, visibleNames } = start();
    send({ type: 'contacts.filter.select', filter: 'prospects' });
    expect(selectFilter(snapshot())).toBe('prospects');
    expect(visibleNames()).toEqual([
      'Kofi Owusu-Ansah',
      'Kojo Agyei',
      'Kwabena Ofori',
      'Afia Nkansah',
    ]);
    send({ type: 'contacts.search.change', value: 'ko' });
    expect(visibleNames()).toEqual(['Kofi Owusu-Ansah', 'Kojo Agyei']);
    send({ type: 'contacts.filter.select', filter: 'all' });
    expect(visibleNames()).toEqual([
      'Akosua Mensah',
      'Kofi Owusu-Ansah',
      'Abena Darko',
      'Kojo Agyei',
      'Selorm Agbeko',
    ]);
    // Counts describe the database, not the search.
    expect(selectGroupCounts(snapshot()).all).toBe(14);
  });
});

describe('contacts: add and edit', () => {
  it('opens the empty dialog, refuses blank name and bad phone with inline errors', () => {
    const { send, snapshot, toasts } = start();
    send({ type: 'contacts.add.open' });
    expect(selectContactsDialog(snapshot())).toBe('add');
    expect(selectForm(snapshot())).toEqual({ name: '', phone: '', group: 'customers' });
    expect(selectFormErrors(snapshot())).toEqual({});
    expect(selectShowsFormErrors(snapshot())).toBe(false);

    send({ type: 'contacts.form.submit' });
    expect(selectContactsDialog(snapshot())).toBe('add');
    expect(selectShowsFormErrors(snapshot())).toBe(true);
    expect(selectFormErrors(snapshot())).toEqual({
      name: 'Name is required.',
      phone: 'Phone number is required.',
    });

    send({ type: 'contacts.form.change', field: 'name', value: 'Yaa Asare' });
    send({ type: 'contacts.form.change', field: 'phone', value: '024 123' });
    expect(selectFormErrors(snapshot())).toEqual({
      phone: 'Enter a valid phone number, like 024 123 4567 or +233 24 123 4567.',
    });
    send({ type: 'contacts.form.submit' });
    expect(selectContactsDialog(snapshot())).toBe('add');
    expect(selectShowsFormErrors(snapshot())).toBe(true);
    expect(toasts).toEqual([]);
    expect(selectVisibleContacts(snapshot())).toHaveLength(14);
  });

  it('adds a contact with a Ghanaian local number as E.164', () => {
    const { send, snapshot, toasts } = start();
    send(
      { type: 'contacts.add.open' },
      { type: 'contacts.form.change', field: 'name', value: '  Yaa Asare ' },
      { type: 'contacts.form.change', field: 'phone', value: '024 123 4567' },
      { type: 'contacts.form.group.change', group: 'vip' },
      { type: 'contacts.form.submit' },
    );
    expect(selectContactsDialog(snapshot())).toBe('none');
    expect(selectVisibleContacts(snapshot())[0]).toEqual({
      id: 15,
      name: 'Yaa Asare',
      phone: '+233241234567',
      group: 'vip',
      status: 'active',
      lastContact: null,
    });
    expect(selectGroupCounts(snapshot())).toMatchObject({ all: 15, vip: 4 });
    expect(toasts).toEqual([
      {
        status: 'success',
        title: 'Contact added',
        description: 'Yaa Asare (+233 24 123 4567) was added to VIP.',
      },
    ]);
    expect(selectForm(snapshot())).toEqual({ name: '', phone: '', group: 'customers' });
  });

  it('refuses a number that another contact already has', () => {
    const { send, snapshot } = start();
    send(
      { type: 'contacts.add.open' },
      { type: 'contacts.form.change', field: 'name', value: 'Someone' },
      { type: 'contacts.form.change', field: 'phone', value: '+233 24 412 3456' },
      { type: 'contacts.form.submit' },
    );
    expect(selectFormErrors(snapshot())).toEqual({
      phone: 'This number is already saved for Kwame Boateng.',
    });
  });

  it('cancel closes the dialog and forgets what was typed and the errors shown', () => {
    const { send, snapshot } = start();
    send(
      { type: 'contacts.add.open' },
      { type: 'contacts.form.change', field: 'name', value: 'Half typed' },
      { type: 'contacts.form.submit' },
      { type: 'contacts.form.cancel' },
    );
    expect(selectContactsDialog(snapshot())).toBe('none');
    send({ type: 'contacts.add.open' });
    expect(selectForm(snapshot()).name).toBe('');
    expect(selectShowsFormErrors(snapshot())).toBe(false);
    expect(selectFormErrors(snapshot())).toEqual({});
  });

  it('add and edit are one dialog state; its context says which', () => {
    const { send, snapshot } = start();
    send({ type: 'contacts.add.open' });
    expect(snapshot().matches('editing')).toBe(true);
    expect(snapshot().context.editingId).toBeNull();
    send({ type: 'contacts.form.cancel' }, { type: 'contacts.edit.open', id: 3 });
    expect(snapshot().matches('editing')).toBe(true);
    expect(snapshot().context.editingId).toBe(3);
    expect(selectContactsDialog(snapshot())).toBe('edit');
  });

  it('an edit refused for a number another contact has shows the error, then saves once fixed', () => {
    const { send, snapshot, toasts } = start();
    send(
      { type: 'contacts.edit.open', id: 3 },
      { type: 'contacts.form.change', field: 'phone', value: '+233 24 412 3456' },
      { type: 'contacts.form.submit' },
    );
    expect(selectContactsDialog(snapshot())).toBe('edit');
    expect(selectFormErrors(snapshot())).toEqual({
      phone: 'This number is already saved for Kwame Boateng.',
    });
    send({ type: 'contacts.form.change', field: 'phone', value: '0551239877' });
    expect(selectFormErrors(snapshot())).toEqual({});
    send({ type: 'contacts.form.submit' });
    expect(selectContactsDialog(snapshot())).toBe('none');
    expect(toasts.map((toast) => toast.title)).toEqual(['Contact updated']);
  });

  it('edit opens the same dialog filled, and saves changes in place', () => {
    const { send, snapshot, toasts } = start();
    send({ type: 'contacts.edit.open', id: 3 });
    expect(selectContactsDialog(snapshot())).toBe('edit');
    expect(selectForm(snapshot())).toEqual({
      name: 'Kofi Owusu-Ansah',
      phone: '+233 55 123 9876',
      group: 'prospects',
    });
    send({ type: 'contacts.form.group.change', group: 'customers' });
    send({ type: 'contacts.form.change', field: 'phone', value: '0551239877' });
    send({ type: 'contacts.form.submit' });
    expect(selectContactsDialog(snapshot())).toBe('none');
    const kofi = selectVisibleContacts(snapshot())[2];
    expect(kofi).toMatchObject({
      id: 3,
      name: 'Kofi Owusu-Ansah',
      phone: '+233551239877',
      group: 'customers',
      status: 'active',
      lastContact: '2026-10-29',
    });
    expect(toasts[0]).toMatchObject({ status: 'success', title: 'Contact updated' });
    expect(selectVisibleContacts(snapshot())).toHaveLength(14);
  });

  it('ignores edit and delete for a contact that is not there', () => {
    const { send, snapshot } = start();
    send({ type: 'contacts.edit.open', id: 999 });
    expect(selectContactsDialog(snapshot())).toBe('none');
    send({ type: 'contacts.delete.request', id: 999 });
    expect(selectContactsDialog(snapshot())).toBe('none');
  });
});

describe('contacts: delete and undo', () => {
  it('asks first; cancel keeps the contact', () => {
    const { send, snapshot } = start();
    send({ type: 'contacts.delete.request', id: 4 });
    expect(selectContactsDialog(snapshot())).toBe('delete');
    expect(selectPendingDelete(snapshot())?.name).toBe('Abena Darko');
    send({ type: 'contacts.delete.cancel' });
    expect(selectContactsDialog(snapshot())).toBe('none');
    expect(selectVisibleContacts(snapshot())).toHaveLength(14);
  });

  it('deletes on confirm, offers Undo, and Undo puts it back where it was', () => {
    const { send, snapshot, toasts } = start();
    const before = selectVisibleContacts(snapshot());
    send({ type: 'contacts.delete.request', id: 4 }, { type: 'contacts.delete.confirm' });
    expect(selectVisibleContacts(snapshot()).map((contact) => contact.id)).not.toContain(4);
    expect(toasts[0]).toEqual({
      status: 'info',
      title: 'Contact deleted',
      description: 'Abena Darko (+233 26 555 0142) was removed.',
      action: { label: 'Undo', event: { type: 'contacts.delete.undo' } },
    });
    send({ type: 'contacts.delete.undo' });
    expect(selectVisibleContacts(snapshot())).toEqual(before);
    expect(toasts[1]).toMatchObject({ status: 'success', title: 'Contact restored' });
    // A second Undo has nothing to do.
    send({ type: 'contacts.delete.undo' });
    expect(toasts).toHaveLength(2);
    expect(selectVisibleContacts(snapshot())).toHaveLength(14);
  });

  it('does not restore a contact whose number was reused since', () => {
    const { send, snapshot } = start();
    send(
      { type: 'contacts.delete.request', id: 1 },
      { type: 'contacts.delete.confirm' },
      { type: 'contacts.add.open' },
      { type: 'contacts.form.change', field: 'name', value: 'New owner' },
      { type: 'contacts.form.change', field: 'phone', value: '0244123456' },
      { type: 'contacts.form.submit' },
      { type: 'contacts.delete.undo' },
    );
    const numbers = selectVisibleContacts(snapshot()).filter(
      (contact) => contact.phone === '+233244123456',
    );
    expect(numbers.map((contact) => contact.name)).toEqual(['New owner']);
  });
});

describe('contacts: import and export', () => {
  it('Export shows the spec toast and downloads the filtered contacts as CSV', () => {
    const { send, toasts, effects } = start();
    send(
      { type: 'contacts.filter.select', filter: 'vip' },
      { type: 'contacts.export', format: 'csv' },
    );
    expect(toasts).toEqual([
      {
        status: 'info',
        title: 'Export Started',
        description: 'Contact export will begin shortly.',
      },
    ]);
    const download = effects[0];
    expect(download?.type).toBe('contacts.download');
    if (download?.type !== 'contacts.download') return;
    expect(download.format).toBe('csv');
    expect(download.fileName).toBe('nkra-contacts-vip.csv');
    const rows = parseCsv(csvFileText(download.rows));
    expect(rows[0]).toEqual(['Name', 'Phone', 'Group', 'Status', 'Last Contact']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      'Akosua Mensah',
      'Efua Quaye',
      'Nana Ama Tetteh',
    ]);
  });

  it('says there is nothing to export when the filter shows nobody', () => {
    const { send, toasts, effects } = start();
    send(
      { type: 'contacts.search.change', value: 'nobody at all' },
      { type: 'contacts.export', format: 'xlsx' },
    );
    expect(effects).toEqual([]);
    expect(toasts.map((toast) => toast.title)).toEqual(['Nothing to export']);
  });

  it('asks for a workbook of the same rows when the person chooses .xlsx', () => {
    const { send, toasts, effects } = start();
    send(
      { type: 'contacts.search.change', value: 'kwa' },
      { type: 'contacts.export', format: 'xlsx' },
    );
    expect(toasts.map((toast) => toast.title)).toEqual(['Export Started']);
    expect(effects).toEqual([
      {
        type: 'contacts.download',
        format: 'xlsx',
        fileName: 'nkra-contacts-all.xlsx',
        rows: contactsToRows(SAMPLE_CONTACTS.filter(({ name }) => /kwa/i.test(name))),
      },
    ]);
  });

  it('exports what import reads (contactsToCsv of the samples)', () => {
    const { send, effects } = start();
    send({ type: 'contacts.export', format: 'csv' });
    const download = effects[0];
    expect(download?.type === 'contacts.download' && toCsv(download.rows)).toBe(
      contactsToCsv(SAMPLE_CONTACTS),
    );
  });
});

describe('contacts: the import dialog', () => {
  const imported = (
    contacts: { name: string; phone: string; group: 'customers' | 'prospects' | 'vip' }[],
    extra: { duplicates?: number; skipped?: number } = {},
  ): ContactsEvent => ({
    type: 'xstate.done.actor.contactImport',
    output: {
      outcome: 'imported',
      fileName: 'church-members.csv',
      contacts,
      duplicates: extra.duplicates ?? 0,
      skipped: extra.skipped ?? 0,
    },
  });

  it('Import opens the dialog and starts the import machine with the numbers already saved', () => {
    const { send, snapshot } = start();
    send({ type: 'contacts.import.open' });
    expect(selectContactsDialog(snapshot())).toBe('import');
    const importer = selectImportActor(snapshot());
    expect(importer?.getSnapshot().value).toBe('choosing');
    expect(importer?.getSnapshot().context.existingPhones).toEqual(
      SAMPLE_CONTACTS.map((contact) => contact.phone),
    );
  });

  it('adds what the import hands over, after the samples, with new ids, and says so', () => {
    const { send, snapshot, toasts } = start();
    send(
      { type: 'contacts.import.open' },
      imported(
        [
          { name: 'Yaa Asare', phone: '+233245550101', group: 'vip' },
          { name: 'Mawuli Agbeko', phone: '+233205550102', group: 'customers' },
        ],
        { duplicates: 3, skipped: 1 },
      ),
    );
    expect(selectContactsDialog(snapshot())).toBe('none');
    expect(selectImportActor(snapshot())).toBeNull();
    const all = snapshot().context.contacts;
    expect(all).toHaveLength(16);
    expect(all.slice(-2)).toEqual([
      {
        id: 15,
        name: 'Yaa Asare',
        phone: '+233245550101',
        group: 'vip',
        status: 'active',
        lastContact: null,
      },
      {
        id: 16,
        name: 'Mawuli Agbeko',
        phone: '+233205550102',
        group: 'customers',
        status: 'active',
        lastContact: null,
      },
    ]);
    expect(toasts).toEqual([
      {
        status: 'success',
        title: 'Imported 2 contacts',
        description: 'From church-members.csv. 3 were already in your contacts. 1 row was skipped.',
      },
    ]);
  });

  it('never adds a number twice, even if the import hands one over that is already saved', () => {
    const { send, snapshot, toasts } = start();
    send(
      { type: 'contacts.import.open' },
      imported([{ name: 'Kwame Again', phone: '+233244123456', group: 'customers' }]),
    );
    expect(selectTotalContacts(snapshot())).toBe(14);
    expect(toasts.at(-1)?.title).toBe('Imported 0 contacts');
    expect(toasts.at(-1)?.description).toBe(
      'From church-members.csv. 1 was already in your contacts.',
    );
  });

  it('a cancelled import leaves the contacts as they were', () => {
    const { send, snapshot, toasts } = start();
    send({ type: 'contacts.import.open' });
    selectImportActor(snapshot())?.send({ type: 'import.cancel' });
    expect(selectContactsDialog(snapshot())).toBe('none');
    expect(snapshot().context.contacts).toEqual(SAMPLE_CONTACTS);
    expect(toasts).toEqual([]);
  });
});
