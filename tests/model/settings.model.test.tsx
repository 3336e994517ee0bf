/**
 * Model-based tests of the settings machine in jsdom: every path of `settings-model.ts` runs
 * against a fresh render of the real app, signed in to the demo, with Account Settings opened
 * from the dashboard header (the real settings actor, started by the app). Each event is done
 * the way a person does it (typing, a switch, the timezone select, a tab, Save Changes, Cancel,
 * the close button, Escape) and each state is checked by what a person sees: the selected tab,
 * its fields, switches, timezone and sender ID counter; after Save Changes the toast and the
 * dialog closing. A person opens the dialog again to go on, and sees what was kept.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { settingsMachine } from '@machines/settings.machine';
import { control, fillIn, openToasts, seesToast } from './jsdom-person';
import { openDashboard, openDialog, type Dashboard } from './jsdom-dashboard';
import { describeJsdomModel } from './jsdom-suite';
import { runPath } from './run-path';
import {
  describePath,
  gestureFor,
  outcomeOf,
  SETTINGS_PATHS,
  settingsCoverage,
  settingsTargets,
  sightOf,
  SUMMARY_COUNT,
  type SettingsGesture,
  type SettingsSight,
} from './settings-model';

const TITLE = 'Account Settings';

/** The dashboard as a person meets it; the person opens Account Settings. */
class Person {
  private constructor(private readonly dashboard: Dashboard) {}

  get user() {
    return this.dashboard.user;
  }

  static async open(): Promise<Person> {
    const person = new Person(openDashboard());
    await person.openTheDialog();
    return person;
  }

  close() {
    this.dashboard.close();
  }

  /** Clicks the settings button in the header and waits for the dialog. */
  async openTheDialog(): Promise<HTMLElement> {
    await this.user.click(await screen.findByLabelText('Account settings'));
    return screen.findByRole('dialog', { name: TITLE });
  }

  /** The panel of the selected tab: the others are in the DOM, hidden. */
  private panel(dialog: HTMLElement): HTMLElement {
    const panel = dialog.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])');
    if (!panel) throw new Error('Account Settings shows no tab panel.');
    return panel;
  }

  /** A switch's hidden checkbox, by the words of its label. */
  private switchInput(panel: HTMLElement, label: string): HTMLInputElement {
    const root = within(panel).getByText(label).closest('label');
    const input = root?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (!root || !input) throw new Error(`No switch labelled ${label}.`);
    return input;
  }

  /**
   * After Save Changes or Cancel the dialog is closed: a person opens it again to go on, and
   * sees what was kept (the dialog opens on Profile).
   */
  async reopen(sight: SettingsSight): Promise<HTMLElement> {
    const dialog = await this.openTheDialog();
    await waitFor(() => this.sees(sight, true));
    return dialog;
  }

  async perform(gesture: SettingsGesture, before: SettingsSight): Promise<void> {
    const dialog = openDialog() ?? (await this.reopen(before));
    const scope = within(dialog);
    switch (gesture.kind) {
      case 'fill':
        await fillIn(
          this.user,
          within(this.panel(dialog)).getByLabelText(gesture.label) as HTMLInputElement,
          gesture.value,
        );
        return;
      case 'switch': {
        const root = this.switchInput(this.panel(dialog), gesture.label).closest('label');
        await this.user.click(root as HTMLElement);
        return;
      }
      case 'select':
        await this.user.selectOptions(
          within(this.panel(dialog)).getByLabelText(gesture.label),
          gesture.value,
        );
        return;
      case 'tab':
        await this.user.click(control(gesture.name, { role: 'tab', scope }));
        return;
      case 'click':
        await this.user.click(
          scope.queryByLabelText(gesture.name) ?? control(gesture.name, { scope }),
        );
        return;
      case 'press':
        await this.user.keyboard(`{${gesture.key}}`);
        return;
    }
  }

  async seesTheDialogClose(): Promise<void> {
    await waitFor(() => expect(openDialog()).toBeNull());
  }

  sees(sight: SettingsSight, dialogOpen: boolean): void {
    expect(openToasts()).toEqual([]);
    const dialog = openDialog();
    if (!dialogOpen) {
      expect(dialog).toBeNull();
      return;
    }
    if (!dialog) throw new Error('Account Settings is not open.');
    expect(dialog).toHaveAccessibleName(TITLE);
    const selected = [...dialog.querySelectorAll('[role="tab"][aria-selected="true"]')];
    expect(selected.map((tab) => tab.textContent)).toEqual([sight.tab]);
    const panel = this.panel(dialog);
    for (const [label, value] of Object.entries(sight.fields)) {
      expect(within(panel).getByLabelText(label), label).toHaveValue(value);
    }
    for (const [label, on] of Object.entries(sight.switches)) {
      expect(this.switchInput(panel, label).checked, `${label} on`).toBe(on);
    }
    if (sight.sms) {
      expect(within(panel).getByLabelText('Timezone')).toHaveValue(sight.sms.timezone);
      expect(panel).toHaveTextContent(`alphanumeric only · ${sight.sms.counter}`);
    }
    if (sight.billing) {
      expect(within(panel).getByText('Current plan')).toBeInTheDocument();
      expect(within(panel).getByText('Credit balance')).toBeInTheDocument();
    }
  }
}

describeJsdomModel({
  title: 'settings machine, model-based, in jsdom',
  coverageTitle: 'walks every state, every transition and every settings summary',
  machine: settingsMachine,
  coverage: settingsCoverage,
  targets: settingsTargets,
  summaryCount: SUMMARY_COUNT,
  summariesName: 'settings summaries',
  outcomesName: 'Save Changes and Cancel outcomes',
  paths: SETTINGS_PATHS,
  describePath,
  open: () => Person.open(),
  walk: async (current, path) => {
    let dialogOpen = true;
    await runPath(path, {
      perform: async (event, before) => {
        await current.perform(gestureFor(event, before), sightOf(before));
        dialogOpen = true;
        const outcome = outcomeOf(event);
        if (outcome.toast) await seesToast(current.user, outcome.toast);
        if (outcome.closes) {
          await current.seesTheDialogClose();
          dialogOpen = false;
        }
      },
      sees: (state) => waitFor(() => current.sees(sightOf(state), dialogOpen)),
    });
    // A path that ends with the dialog closed: the person opens it once more to see what stayed.
    if (!dialogOpen) await current.reopen(sightOf(path.state));
  },
});
