// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import {
  contactsMachine,
  selectAudienceCounts,
  selectConsentContact,
  selectContactsDialog,
  selectFilter,
  selectForm,
  selectFormErrors,
  selectGroupCounts,
  selectImportActor,
  selectPendingDelete,
  selectReason,
  selectReasonError,
  selectShowsFormErrors,
  selectStatusFilter,
  selectTotalContacts,
  selectVisibleContacts,
  type ContactsChanged,
  type ContactsEmitted,
  type ContactsEvent,
} from '@machines/contacts.machine';
import type { Toast } from '@machines/toast';
import type { Contact } from '@/domain/contacts';
import { contactsToCsv, contactsToRows, csvFileText, parseCsv, toCsv } from '@/domain/csv';
import { todayIso } from '@/domain/dates';
import { PHONE_INVALID } from '@/domain/phone';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import { startUnderParent } from '../support/under-parent';

const TOTAL = SAMPLE_CONTACTS.length;

/** The machine as the app runs it, a child: what it emits and what it tells its parent. */
function start() {
  const { actor, log, parent } = startUnderParent(contactsMachine);
  const toasts: Toast[] = [];
  const effects: Exclude<ContactsEmitted, { type: 'toast' }>[] = [];
  actor.on('toast', (event) => toasts.push(event.toast));
  actor.on('contacts.download', (event) => effects.push(event));
  const send = (...events: ContactsEvent[]) => events.forEach((event) => actor.send(event));
  const snapshot = () => actor.getSnapshot();
  const visibleNames = () => selectVisibleContacts(snapshot()).map((contact) => contact.name);
  /** What the app heard: one `contacts.changed` per change of the list. */
  const changes = () =>
    log.filter(
      (event: AnyEventObject): event is ContactsChanged => event.type === 'contacts.changed',
    );
  return { actor, parent, toasts, effects, send, snapshot, visibleNames, changes };
}

const byName = (contacts: readonly Contact[], name: string) => {
  const found = contacts.find((contact) => contact.name === name);
  if (!found) throw new Error(`No contact named ${name}.`);
  return found;
};

describe('contacts: browsing', () => {
  it('lists the sample contacts with counts per group, and tells the parent nothing yet', () => {
    const { snapshot, changes } = start();
    expect(selectVisibleContacts(snapshot())).toHaveLength(TOTAL);
    expect(selectGroupCounts(snapshot())).toEqual({
      all: TOTAL,
      customers: 1262,
      prospects: 897,
      vip: 147,
      newsletter: 567,
    });
    expect(selectAudienceCounts(snapshot()).customers).toEqual({ recipients: 1250, optedOut: 12 });
    expect(selectTotalContacts(snapshot())).toBe(TOTAL);
    expect(selectContactsDialog(snapshot())).toBe('none');
    expect(changes()).toEqual([]);
  });

  it('searches names in any case and phone numbers in any format', () => {
    const { send, visibleNames } = start();
    send({ type: 'contacts.search.change', value: 'KOFI OWUSU-ANSAH' });
    expect(visibleNames()).toEqual(['Kofi Owusu-Ansah']);
    send({ type: 'contacts.search.change', value: '0277 004 512' });
    expect(visibleNames()).toEqual(['Efua Quaye']);
    send({ type: 'contacts.search.change', value: 'ɛfua asante' });
    expect(visibleNames()).toEqual(['Ɛfua Asante']);
    send({ type: 'contacts.search.change', value: '' });
    expect(visibleNames()).toHaveLength(TOTAL);
  });

  it('filters by group (cards and dropdown share one filter) and combines with search', () => {
    const { send, snapshot, visibleNames } = start();
    send({ type: 'contacts.filter.select', filter: 'prospects' });
    expect(selectFilter(snapshot())).toBe('prospects');
    expect(visibleNames()).toHaveLength(897);
    expect(visibleNames().slice(0, 5)).toEqual([
      'Kofi Owusu-Ansah',
      'Kojo Agyei',
      'Kwabena Ofori',
      'Afia Nkansah',
      'Mawuŋa Dzidzienyo',
    ]);
    send({ type: 'contacts.search.change', value: 'owusu-ansah' });
    expect(visibleNames()).toEqual(['Kofi Owusu-Ansah']);
    send({ type: 'contacts.filter.select', filter: 'newsletter' });
    send({ type: 'contacts.search.change', value: 'amélie' });
    expect(visibleNames()).toContain('Amélie Kouassi');
    // Counts describe the database, not the search.
    expect(selectGroupCounts(snapshot()).all).toBe(TOTAL);
  });

  it('filters by status: the suppression list, combined with group and search', () => {
    const { send, snapshot, visibleNames } = start();
    expect(selectStatusFilter(snapshot())).toBe('all');
    send({ type: 'contacts.status.select', status: 'opted-out' });
    expect(selectStatusFilter(snapshot())).toBe('opted-out');
    expect(visibleNames()).toHaveLength(26);
    expect(visibleNames().slice(0, 3)).toEqual(['Abena Darko', 'Kwabena Ofori', 'Selorm Agbeko']);
    send({ type: 'contacts.filter.select', filter: 'customers' });
    expect(visibleNames()).toHaveLength(12);
    send({ type: 'contacts.search.change', value: 'abena darko' });
    expect(visibleNames()).toEqual(['Abena Darko']);
    send({ type: 'contacts.status.select', status: 'active' });
    expect(visibleNames()).toEqual([]);
    send({ type: 'contacts.search.change', value: '' });
    expect(visibleNames()).toHaveLength(1250);
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
      phone: PHONE_INVALID,
    });
    send({ type: 'contacts.form.submit' });
    expect(selectContactsDialog(snapshot())).toBe('add');
    expect(selectShowsFormErrors(snapshot())).toBe(true);
    expect(toasts).toEqual([]);
    expect(selectVisibleContacts(snapshot())).toHaveLength(TOTAL);
  });

  it('adds a contact with a Ghanaian local number as E.164, consent by hand, and tells the app', () => {
    const { send, snapshot, toasts, changes } = start();
    send(
      { type: 'contacts.add.open' },
      { type: 'contacts.form.change', field: 'name', value: '  Yaa Asare ' },
      { type: 'contacts.form.change', field: 'phone', value: '024 123 4567' },
      { type: 'contacts.form.group.change', group: 'vip' },
      { type: 'contacts.form.submit' },
    );
    expect(selectContactsDialog(snapshot())).toBe('none');
    expect(selectVisibleContacts(snapshot())[0]).toEqual({
      id: TOTAL + 1,
      name: 'Yaa Asare',
      phone: '+233241234567',
      group: 'vip',
      status: 'active',
      lastContact: null,
      consent: { source: 'hand', detail: null, at: todayIso() },
      optOut: null,
    });
    expect(selectGroupCounts(snapshot())).toMatchObject({ all: TOTAL + 1, vip: 148 });
    expect(selectAudienceCounts(snapshot()).vip.recipients).toBe(146);
    expect(changes()).toEqual([
      { type: 'contacts.changed', contacts: snapshot().context.contacts },
    ]);
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
    const { send, snapshot, toasts, changes } = start();
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
    expect(selectVisibleContacts(snapshot())).toHaveLength(TOTAL);
    // The consent on record stays with the contact.
    expect(kofi?.consent).toEqual(SAMPLE_CONTACTS[2]?.consent);
    expect(changes()).toHaveLength(1);
    expect(changes()[0]?.contacts).toBe(snapshot().context.contacts);
  });

  it('tells the app nothing when a dialog is cancelled or a save refused', () => {
    const { send, changes } = start();
    send(
      { type: 'contacts.edit.open', id: 3 },
      { type: 'contacts.form.change', field: 'name', value: '' },
      { type: 'contacts.form.submit' },
      { type: 'contacts.form.cancel' },
      { type: 'contacts.delete.request', id: 3 },
      { type: 'contacts.delete.cancel' },
      { type: 'contacts.optOut.open', id: 3 },
      { type: 'contacts.consent.cancel' },
      { type: 'contacts.search.change', value: 'kofi' },
      { type: 'contacts.status.select', status: 'opted-out' },
    );
    expect(changes()).toEqual([]);
  });

  it('ignores edit and delete for a contact that is not there', () => {
    const { send, snapshot } = start();
    send({ type: 'contacts.edit.open', id: 99_999 });
    expect(selectContactsDialog(snapshot())).toBe('none');
    send({ type: 'contacts.delete.request', id: 99_999 });
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
    expect(selectVisibleContacts(snapshot())).toHaveLength(TOTAL);
  });

  it('deletes on confirm, offers Undo, and Undo puts it back where it was', () => {
    const { send, snapshot, toasts, changes } = start();
    const before = selectVisibleContacts(snapshot());
    send({ type: 'contacts.delete.request', id: 4 }, { type: 'contacts.delete.confirm' });
    expect(selectVisibleContacts(snapshot()).map((contact) => contact.id)).not.toContain(4);
    expect(changes().at(-1)?.contacts).toHaveLength(TOTAL - 1);
    expect(toasts[0]).toEqual({
      status: 'info',
      title: 'Contact deleted',
      description: 'Abena Darko (+233 26 555 0142) was removed.',
      action: { label: 'Undo', event: { type: 'contacts.delete.undo' } },
    });
    send({ type: 'contacts.delete.undo' });
    expect(selectVisibleContacts(snapshot())).toEqual(before);
    expect(toasts[1]).toMatchObject({ status: 'success', title: 'Contact restored' });
    expect(changes().map(({ contacts }) => contacts.length)).toEqual([TOTAL - 1, TOTAL]);
    // A second Undo has nothing to do, and nothing to tell.
    send({ type: 'contacts.delete.undo' });
    expect(toasts).toHaveLength(2);
    expect(changes()).toHaveLength(2);
    expect(selectVisibleContacts(snapshot())).toHaveLength(TOTAL);
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
    expect(rows).toHaveLength(1 + 147);
    expect(rows.slice(1, 4).map((row) => row[0])).toEqual([
      'Akosua Mensah',
      'Efua Quaye',
      'Nana Ama Tetteh',
    ]);
  });

  it('exports the suppression list when the status filter shows it', () => {
    const { send, effects } = start();
    send(
      { type: 'contacts.status.select', status: 'opted-out' },
      { type: 'contacts.export', format: 'csv' },
    );
    const download = effects[0];
    if (download?.type !== 'contacts.download') throw new Error('No download.');
    expect(download.fileName).toBe('nkra-contacts-all-opted-out.csv');
    expect(download.rows).toHaveLength(1 + 26);
    expect(download.rows.slice(1).every((row) => row[3] === 'opted-out')).toBe(true);
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
      { type: 'contacts.search.change', value: 'kwabena' },
      { type: 'contacts.export', format: 'xlsx' },
    );
    expect(toasts.map((toast) => toast.title)).toEqual(['Export Started']);
    expect(effects).toEqual([
      {
        type: 'contacts.download',
        format: 'xlsx',
        fileName: 'nkra-contacts-all.xlsx',
        rows: contactsToRows(SAMPLE_CONTACTS.filter(({ name }) => /kwabena/i.test(name))),
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
    contacts: { name: string; phone: string; group: Contact['group'] }[],
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

  it('adds what the import hands over, after the samples, with new ids and the file as consent, and says so', () => {
    const { send, snapshot, toasts, changes } = start();
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
    expect(all).toHaveLength(TOTAL + 2);
    const consent = { source: 'import', detail: 'church-members.csv', at: todayIso() };
    expect(all.slice(-2)).toEqual([
      {
        id: TOTAL + 1,
        name: 'Yaa Asare',
        phone: '+233245550101',
        group: 'vip',
        status: 'active',
        lastContact: null,
        consent,
        optOut: null,
      },
      {
        id: TOTAL + 2,
        name: 'Mawuli Agbeko',
        phone: '+233205550102',
        group: 'customers',
        status: 'active',
        lastContact: null,
        consent,
        optOut: null,
      },
    ]);
    expect(changes()).toEqual([{ type: 'contacts.changed', contacts: all }]);
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
    expect(selectTotalContacts(snapshot())).toBe(TOTAL);
    expect(toasts.at(-1)?.title).toBe('Imported 0 contacts');
    expect(toasts.at(-1)?.description).toBe(
      'From church-members.csv. 1 was already in your contacts.',
    );
  });

  it('a cancelled import leaves the contacts as they were, and tells the app nothing', () => {
    const { send, snapshot, toasts, changes } = start();
    send({ type: 'contacts.import.open' });
    selectImportActor(snapshot())?.send({ type: 'import.cancel' });
    expect(selectContactsDialog(snapshot())).toBe('none');
    expect(snapshot().context.contacts).toEqual(SAMPLE_CONTACTS);
    expect(toasts).toEqual([]);
    expect(changes()).toEqual([]);
  });
});

describe('contacts: opt out and back in', () => {
  it('opts an active customer out with a reason: off every count, on the suppression list', () => {
    const { send, snapshot, toasts, changes } = start();
    const kwame = byName(SAMPLE_CONTACTS, 'Kwame Boateng');
    send({ type: 'contacts.optOut.open', id: kwame.id });
    expect(snapshot().matches({ optingOut: 'fresh' })).toBe(true);
    expect(selectContactsDialog(snapshot())).toBe('opt-out');
    expect(selectConsentContact(snapshot())).toBe(kwame);
    expect(selectReason(snapshot())).toBe('');
    expect(selectReasonError(snapshot())).toBeNull();

    send({ type: 'contacts.consent.reason.change', value: ' Asked at the counter ' });
    send({ type: 'contacts.consent.submit' });
    expect(selectContactsDialog(snapshot())).toBe('none');
    const after = byName(snapshot().context.contacts, 'Kwame Boateng');
    expect(after).toEqual({
      ...kwame,
      status: 'opted-out',
      optOut: { reason: 'Asked at the counter', at: todayIso() },
    });
    expect(selectAudienceCounts(snapshot()).customers).toEqual({ recipients: 1249, optedOut: 13 });
    expect(selectAudienceCounts(snapshot()).all).toEqual({ recipients: 2846, optedOut: 27 });
    expect(toasts).toEqual([
      {
        status: 'success',
        title: 'Contact opted out',
        description: 'Kwame Boateng (+233 24 412 3456) will get no more campaigns.',
      },
    ]);
    expect(changes()).toEqual([
      { type: 'contacts.changed', contacts: snapshot().context.contacts },
    ]);
    send({ type: 'contacts.status.select', status: 'opted-out' });
    expect(selectVisibleContacts(snapshot())[0]?.name).toBe('Kwame Boateng');
    // The dialog forgets the reason once it closes.
    expect(snapshot().context.consentChange).toBeNull();
  });

  it('refuses a blank reason, says why, and takes a reason typed after', () => {
    const { send, snapshot, toasts, changes } = start();
    send({ type: 'contacts.optOut.open', id: 1 }, { type: 'contacts.consent.submit' });
    expect(snapshot().matches({ optingOut: 'showingErrors' })).toBe(true);
    expect(snapshot().hasTag('invalid')).toBe(true);
    expect(selectReasonError(snapshot())).toBe(
      'Enter a reason: the record says why consent changed.',
    );
    // The contact form's errors are not this dialog's.
    expect(selectShowsFormErrors(snapshot())).toBe(false);
    expect(selectFormErrors(snapshot())).toEqual({});
    send(
      { type: 'contacts.consent.reason.change', value: '   ' },
      { type: 'contacts.consent.submit' },
    );
    expect(selectContactsDialog(snapshot())).toBe('opt-out');
    send({ type: 'contacts.consent.reason.change', value: 'Asked by phone' });
    expect(selectReasonError(snapshot())).toBeNull();
    expect(toasts).toEqual([]);
    expect(changes()).toEqual([]);
    send({ type: 'contacts.consent.submit' });
    expect(snapshot().context.contacts[0]?.optOut?.reason).toBe('Asked by phone');
  });

  it('opts an opted-out contact back in: consent on record is the reason, today', () => {
    const { send, snapshot, toasts, changes } = start();
    const abena = byName(SAMPLE_CONTACTS, 'Abena Darko');
    send({ type: 'contacts.optIn.open', id: abena.id });
    expect(snapshot().matches({ optingIn: 'fresh' })).toBe(true);
    expect(selectContactsDialog(snapshot())).toBe('opt-in');
    send({ type: 'contacts.consent.submit' });
    expect(snapshot().matches({ optingIn: 'showingErrors' })).toBe(true);
    send(
      { type: 'contacts.consent.reason.change', value: 'Gave consent again in writing' },
      { type: 'contacts.consent.submit' },
    );
    expect(byName(snapshot().context.contacts, 'Abena Darko')).toEqual({
      ...abena,
      status: 'active',
      optOut: null,
      consent: { source: 'opt-in', detail: 'Gave consent again in writing', at: todayIso() },
    });
    expect(selectAudienceCounts(snapshot()).customers).toEqual({ recipients: 1251, optedOut: 11 });
    expect(toasts).toEqual([
      {
        status: 'success',
        title: 'Contact opted back in',
        description: 'Abena Darko (+233 26 555 0142) will get campaigns again.',
      },
    ]);
    expect(changes()).toHaveLength(1);
  });

  it('offers Opt out only to active contacts and Opt back in only to opted-out ones', () => {
    const { actor, send, snapshot } = start();
    const can = (event: ContactsEvent) => snapshot().can(event);
    expect(can({ type: 'contacts.optOut.open', id: 1 })).toBe(true);
    expect(can({ type: 'contacts.optIn.open', id: 1 })).toBe(false);
    expect(can({ type: 'contacts.optOut.open', id: 4 })).toBe(false);
    expect(can({ type: 'contacts.optIn.open', id: 4 })).toBe(true);
    expect(can({ type: 'contacts.optOut.open', id: 99_999 })).toBe(false);
    expect(can({ type: 'contacts.optIn.open', id: 99_999 })).toBe(false);
    send({ type: 'contacts.optIn.open', id: 1 }, { type: 'contacts.optOut.open', id: 4 });
    expect(selectContactsDialog(snapshot())).toBe('none');
    // Cancel leaves the contact as it was.
    send({ type: 'contacts.optOut.open', id: 1 });
    send({ type: 'contacts.consent.reason.change', value: 'Asked by phone' });
    send({ type: 'contacts.consent.cancel' });
    expect(selectContactsDialog(snapshot())).toBe('none');
    expect(snapshot().context.contacts[0]).toBe(SAMPLE_CONTACTS[0]);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('keeps an opted-out contact opted out through an edit, and a deleted one comes back opted out', () => {
    const { send, snapshot } = start();
    send(
      { type: 'contacts.edit.open', id: 4 },
      { type: 'contacts.form.change', field: 'name', value: 'Abena Darko-Mensah' },
      { type: 'contacts.form.submit' },
      { type: 'contacts.delete.request', id: 4 },
      { type: 'contacts.delete.confirm' },
      { type: 'contacts.delete.undo' },
    );
    const abena = byName(snapshot().context.contacts, 'Abena Darko-Mensah');
    expect(abena.status).toBe('opted-out');
    expect(abena.optOut).toEqual(SAMPLE_CONTACTS[3]?.optOut);
  });

  it('keeps a deleted opted-out number on the suppression list: added again, it is still opted out', () => {
    const { send, snapshot, toasts } = start();
    const abena = SAMPLE_CONTACTS[3];
    if (!abena?.optOut) throw new Error('Abena Darko is opted out in the sample.');
    send(
      { type: 'contacts.delete.request', id: abena.id },
      { type: 'contacts.delete.confirm' },
      { type: 'contacts.add.open' },
      { type: 'contacts.form.change', field: 'name', value: 'Abena D.' },
      { type: 'contacts.form.change', field: 'phone', value: '026 555 0142' },
      { type: 'contacts.form.submit' },
    );
    const again = byName(snapshot().context.contacts, 'Abena D.');
    expect(again.status).toBe('opted-out');
    expect(again.optOut).toEqual(abena.optOut);
    expect(toasts.at(-1)?.description).toBe(
      'Abena D. (+233 26 555 0142) was added to Customers. This number opted out on 15 Sep 2026 (Asked at the counter to stop promotions), so it gets no campaigns until it opts back in.',
    );
    // Opting back in lifts it: deleted and added once more, the number is a recipient.
    send(
      { type: 'contacts.optIn.open', id: again.id },
      { type: 'contacts.consent.reason.change', value: 'Gave consent again in writing' },
      { type: 'contacts.consent.submit' },
      { type: 'contacts.delete.request', id: again.id },
      { type: 'contacts.delete.confirm' },
      { type: 'contacts.add.open' },
      { type: 'contacts.form.change', field: 'name', value: 'Abena Darko' },
      { type: 'contacts.form.change', field: 'phone', value: '026 555 0142' },
      { type: 'contacts.form.submit' },
    );
    expect(byName(snapshot().context.contacts, 'Abena Darko').status).toBe('active');
  });
});
