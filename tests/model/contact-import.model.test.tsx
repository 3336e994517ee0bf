/**
 * Model-based tests of the import machine in jsdom: every path of `contact-import-model.ts` runs
 * against a fresh render of the real app, signed in to the demo, on the Contacts tab, with the
 * Import contacts dialog opened by its Import button (the real contacts actor starts the real
 * import machine, whose reader is the app's own, its worker's session run in this thread by
 * tests/support/inline-worker.ts). Each event is done the way a person does it: a file picked in
 * "Contacts file" or dropped on the dialog, a "Column: …" or "Add to group" select changed, "Choose
 * another file", "Download skipped rows", "Import N contacts", Cancel, Escape or the close button.
 * The reader's answers are no gesture: the person waits, and the real reader's next report must be
 * the one the model expects. Each state is checked by what a person sees: the step shown, the file
 * name and what was found in it, the status line's counts, the selects' values, the first rows and
 * the skipped rows listed, the failure, the Import button's words and whether it can be clicked,
 * the dialog closed, the toast after an import, the contacts behind the dialog (unchanged unless
 * an import is done) and the skipped rows' file.
 */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReaderEvent } from '@machines/contact-import.reader';
import { InlineImportWorker } from '../support/inline-worker';
import {
  describePath,
  gestureFor,
  IMPORT_PATHS,
  importCoverage,
  importTargets,
  outcomeOf,
  sightOf,
  SUMMARY_COUNT,
  UNWALKED_TRANSITIONS,
  walkedContactImportMachine,
  type ImportDialogSight,
  type ImportGesture,
  type ImportOutcome,
  type ImportPath,
  type ImportSight,
} from './contact-import-model';
import {
  catchDownloads,
  openDashboard,
  openDialog,
  seesNewToast,
  type Dashboard,
  type Download,
} from './jsdom-dashboard';
import { control, openToasts } from './jsdom-person';
import { describeJsdomModel } from './jsdom-suite';
import { runPath } from './run-path';

/* ---------- the reader, held until the person has waited for it ---------- */

/**
 * The app's reader as tests/setup.ts runs it in jsdom (the worker's session in this thread), with
 * its reports held until the person waits for them, as a slow computer would hold them: the
 * steps the reader ends on its own (reading, counting, importing) stay on screen until they are
 * checked, and a change made while the rows are counted meets the count it overtakes.
 */
class HeldImportWorker extends InlineImportWorker {
  /** The readers not yet stopped, the newest last: the dialog listens to that one. */
  static running: HeldImportWorker[] = [];

  /** What the reader has reported and the dialog has not yet heard, oldest first. */
  readonly held: ReaderEvent[] = [];
  private deliver: ((event: MessageEvent<ReaderEvent>) => void) | null = null;

  constructor(url: URL | string, options?: WorkerOptions) {
    super(url, options);
    // The app's reader listens through onmessage; the session's reports are kept here instead.
    Object.defineProperty(this, 'onmessage', {
      get: () => (event: MessageEvent<ReaderEvent>) => this.held.push(event.data),
      set: (listener: ((event: MessageEvent<ReaderEvent>) => void) | null) => {
        this.deliver = listener;
      },
    });
    HeldImportWorker.running.push(this);
  }

  override terminate(): void {
    super.terminate();
    this.held.length = 0;
    HeldImportWorker.running = HeldImportWorker.running.filter((worker) => worker !== this);
  }

  /** Lets the oldest report through to the dialog. */
  release(): void {
    const event = this.held.shift();
    if (!event) throw new Error('The reader has reported nothing to let through.');
    act(() => this.deliver?.({ data: event } as MessageEvent<ReaderEvent>));
  }
}

/** The reader the dialog listens to, once it has reported something. */
async function nextReport(): Promise<{ worker: HeldImportWorker; report: ReaderEvent }> {
  return waitFor(() => {
    const worker = HeldImportWorker.running.at(-1);
    const report = worker?.held[0];
    if (!worker || !report) throw new Error('The reader has not answered yet.');
    return { worker, report };
  });
}

/* ---------- downloads ---------- */

/* ---------- what a person sees, read from the page ---------- */

const panelElement = () => {
  const panel = document.getElementById('dashboard-panel-contacts');
  if (!panel) throw new Error('The Contacts tab panel is not on the page.');
  return panel;
};

const texts = (elements: Iterable<Element>) =>
  [...elements].map((element) => element.textContent ?? '');

const buttonsWith = (dialog: HTMLElement, words: RegExp) =>
  [...dialog.querySelectorAll('button')].filter((button) => words.test(button.textContent ?? ''));

/** The select a label names, by the label's words. */
function selectOf(label: HTMLLabelElement): HTMLSelectElement {
  const select = document.getElementById(label.htmlFor);
  if (!(select instanceof HTMLSelectElement)) throw new Error(`${label.textContent} is no select.`);
  return select;
}

function seenDialog(dialog: HTMLElement): ImportDialogSight {
  const labels = [...dialog.querySelectorAll('label')];
  const alert = dialog.querySelector('[role="alert"]');
  // "Nkra CSV · UTF-8 · comma-separated · 4 rows", under the file's name.
  const formats = [...dialog.querySelectorAll('p')].filter((line) =>
    / · [\d,]+ rows?$/.test(line.textContent ?? ''),
  );
  const format = formats[0];
  if (formats.length > 1) throw new Error('The dialog names more than one file.');
  const group = labels.find((label) => label.textContent === 'Add to group');
  const imports = buttonsWith(dialog, /^Import( [\d,]+)? contacts?$/);
  if (imports.length > 1) throw new Error('The dialog has more than one Import button.');
  const importButton = imports[0];
  return {
    fileInput: labels.some((label) => label.textContent === 'Contacts file'),
    progress:
      dialog.querySelector('[data-scope="progress"][data-part="label"]')?.textContent ?? null,
    failure: alert
      ? {
          // Chakra names an alert's parts by class only.
          title: alert.querySelector('.chakra-alert__title')?.textContent ?? '',
          description: alert.querySelector('.chakra-alert__description')?.textContent ?? '',
        }
      : null,
    file: format
      ? {
          name: format.previousElementSibling?.textContent ?? '',
          format: format.textContent ?? '',
        }
      : null,
    status: dialog.querySelector('[role="status"]')?.textContent ?? null,
    columns: Object.fromEntries(
      labels
        .filter((label) => label.textContent?.startsWith('Column: '))
        .map((label) => [label.textContent ?? '', selectOf(label).value]),
    ) as ImportDialogSight['columns'],
    addToGroup: group ? (selectOf(group).value as ImportDialogSight['addToGroup']) : null,
    noPhoneColumn:
      within(dialog).queryByText('Choose Phone for the column that holds the numbers.') !== null,
    firstRows: [...dialog.querySelectorAll('[aria-labelledby="import-first-rows"] tbody tr')].map(
      (row) => texts(row.querySelectorAll('td')),
    ),
    skippedRows: texts(dialog.querySelectorAll('ul[aria-labelledby="import-skipped"] > li')),
    downloadSkipped: buttonsWith(dialog, /^Download skipped rows$/).length === 1,
    chooseAnotherFile: buttonsWith(dialog, /^Choose another file$/).length === 1,
    importButton: importButton
      ? {
          label: importButton.textContent ?? '',
          enabled: !importButton.disabled,
          loading: importButton.hasAttribute('data-loading'),
        }
      : null,
  };
}

function seenContacts(): ImportSight['contacts'] {
  const panel = panelElement();
  const cards = panel.querySelectorAll(
    '[aria-label="Contact groups: choose one to filter the table"] button',
  );
  return {
    count: within(panel).getByText(/^Showing [\d,]+ of [\d,]+ contacts$/).textContent ?? '',
    rows: [...panel.querySelectorAll('button[aria-label^="Actions for "]')].map((button) =>
      (button.getAttribute('aria-label') ?? '').slice('Actions for '.length),
    ),
    cards: texts(cards),
  };
}

/* ---------- the person ---------- */

/** The Worker jsdom runs the app with (tests/setup.ts), put back after each path. */
const inlineWorker = window.Worker;

/** The dashboard as a person meets it, on the Contacts tab, with Import contacts open. */
class Person {
  /** How many stale counts the dialog dropped: answers to a mapping changed since. */
  staleCountsDropped = 0;

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
    window.Worker = HeldImportWorker as unknown as typeof Worker;
    const person = new Person(openDashboard(), catchDownloads());
    await person.user.click(await waitFor(() => control('Contacts', { role: 'tab' })));
    const panel = await waitFor(() => within(panelElement()));
    await waitFor(() => panel.getByLabelText('Search contacts by name or phone'));
    await person.user.click(control('Import', { scope: panel }));
    // The dialog's steps arrive as a chunk of their own the first time it opens.
    await waitFor(() => within(person.dialog()).getByLabelText('Contacts file'));
    return person;
  }

  close() {
    this.caught.release();
    this.dashboard.close();
    for (const worker of HeldImportWorker.running) worker.terminate();
    window.Worker = inlineWorker;
  }

  dialog(): HTMLElement {
    const dialog = openDialog();
    if (!dialog) throw new Error('Import contacts is not open.');
    return dialog;
  }

  async perform(gesture: ImportGesture): Promise<void> {
    switch (gesture.kind) {
      case 'pick':
        await this.user.upload(within(this.dialog()).getByLabelText('Contacts file'), gesture.file);
        return;
      case 'drop': {
        // Dropped where the dialog says "Contacts file": browsers do not filter a drop by type.
        const zone = within(this.dialog()).getByText('Contacts file');
        fireEvent.dragOver(zone);
        fireEvent.drop(zone, { dataTransfer: { files: [gesture.file], types: ['Files'] } });
        return;
      }
      case 'select':
        await this.user.selectOptions(
          within(this.dialog()).getByLabelText(gesture.label),
          gesture.value,
        );
        return;
      case 'click': {
        const dialog = within(this.dialog());
        await this.user.click(
          dialog.queryByLabelText(gesture.name) ?? control(gesture.name, { scope: dialog }),
        );
        return;
      }
      case 'press':
        await this.user.keyboard(`{${gesture.key}}`);
        return;
      case 'wait':
        await this.waitsFor(gesture.answer);
        return;
    }
  }

  /**
   * The person waits for the reader: its next report must be the answer the model expects. A
   * count of a mapping changed since comes first, and the dialog must drop it and keep counting.
   */
  private async waitsFor(answer: ReaderEvent): Promise<void> {
    for (;;) {
      const { worker, report } = await nextReport();
      const stale =
        answer.type === 'import.plan.ready' &&
        report.type === 'import.plan.ready' &&
        report.revision < answer.revision;
      if (!stale) {
        expect(report).toEqual(answer);
        worker.release();
        return;
      }
      const status = this.dialog().querySelector('[role="status"]')?.textContent;
      worker.release();
      expect(this.dialog().querySelector('[role="status"]')?.textContent).toBe(status);
      expect(status).toMatch(/^Checking /);
      this.staleCountsDropped += 1;
    }
  }

  async seesTheOutcome(outcome: ImportOutcome, downloadsBefore: number): Promise<void> {
    if (outcome.toast) await seesNewToast(this.user, outcome.toast);
    if (outcome.download) {
      await waitFor(() => expect(this.downloads).toHaveLength(downloadsBefore + 1));
      const file = this.downloads.at(-1) as Download;
      expect(file.fileName).toBe(outcome.download.fileName);
      // The byte-order mark Excel needs to read UTF-8; decoding as UTF-8 drops it again.
      const start = new Uint8Array(await file.blob.slice(0, 3).arrayBuffer());
      expect([...start]).toEqual([0xef, 0xbb, 0xbf]);
      expect(await file.blob.text()).toBe(outcome.download.csv);
    }
  }

  sees(sight: ImportSight): void {
    expect(openToasts()).toEqual([]);
    const dialog = openDialog();
    if (sight.dialog) {
      if (!dialog) throw new Error('Import contacts is not open.');
      expect(dialog).toHaveAccessibleName('Import contacts');
    }
    expect({
      dialog: dialog ? seenDialog(dialog) : null,
      contacts: seenContacts(),
    }).toEqual(sight);
  }
}

/* ---------- the suite ---------- */

/** How many mapping changes a path makes while a count is on its way. */
const changesWhileCounting = (path: ImportPath) =>
  path.steps.filter(
    ({ event }, index) =>
      (event.type === 'import.column.change' || event.type === 'import.group.change') &&
      path.steps[index - 1]?.state.matches({ mapping: 'planning' }) === true,
  ).length;

describeJsdomModel({
  title: 'contact import machine, model-based, in jsdom',
  coverageTitle:
    'walks every state, every transition the app can take and every summary of the dialog',
  machine: walkedContactImportMachine,
  coverage: importCoverage,
  unwalkedTransitions: UNWALKED_TRANSITIONS,
  targets: importTargets,
  summaryCount: SUMMARY_COUNT,
  summariesName: 'dialog summaries',
  outcomesName: 'download, hand-over, closing and late-count outcomes',
  paths: IMPORT_PATHS,
  describePath,
  open: () => Person.open(),
  walk: async (current, path) => {
    await runPath(path, {
      perform: async (event, before) => {
        const downloads = current.downloads.length;
        await current.perform(gestureFor(event, before));
        await current.seesTheOutcome(outcomeOf(event, before), downloads);
      },
      sees: (state) => waitFor(() => current.sees(sightOf(state))),
    });
    // Each change made while a count was on its way met that count, and the dialog dropped it.
    expect(current.staleCountsDropped).toBe(changesWhileCounting(path));
  },
});
