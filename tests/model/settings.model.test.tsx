/**
 * Model-based tests of the settings machine in jsdom: every path of `settings-model.ts` runs
 * against a fresh render of the real app, signed in to the demo, with Account Settings opened
 * from the dashboard header (the real settings actor, started by the app, with networks that
 * never answer on their own). Each event is done the way a person does it (typing, a switch, the
 * timezone select, a tab, Request or Enter in "Request a sender ID", "Make … the default
 * sender", Save Changes, Cancel, the close button, Escape); the networks' decision is no gesture:
 * the person waits and the runner brings it, as the networks would. Each state is checked by
 * what a person sees: the selected tab and its fields and switches; on the SMS tab the sender
 * IDs with their status per network, rejections and the default, the request field with its
 * counter and refusal, the opt-out line with its error or warning, quiet hours, the timezone and
 * its meaning; after an event the toast it shows, the field that takes focus, the dialog
 * closing. A person opens the dialog again to go on, and sees what was kept.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { DemoLogic } from '@machines/app.machine';
import type { SettingsEvent } from '@machines/settings.machine';
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
  type SmsSight,
} from './settings-model';

/** The app's settings machine with networks that never answer: the runner brings their word. */
vi.mock('@/dashboard/demo-logic', async (importOriginal) => {
  const original = await importOriginal<{ DEMO_LOGIC: DemoLogic }>();
  const { silentNetworks } = await import('./settings-model');
  return {
    DEMO_LOGIC: {
      ...original.DEMO_LOGIC,
      settings: original.DEMO_LOGIC.settings.provide({
        actors: { reviewSenderId: silentNetworks },
      }),
    },
  };
});

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

  /** The networks decide: no gesture, the person waits for their word. */
  private networksAnswer(event: SettingsEvent): void {
    const settings = this.dashboard.handle.actor.getSnapshot().children.settings;
    if (!settings) throw new Error('The settings actor does not run.');
    act(() => settings.send(event));
  }

  async perform(gesture: SettingsGesture, before: SettingsSight): Promise<void> {
    if (gesture.kind === 'wait') {
      this.networksAnswer(gesture.event);
      return;
    }
    const dialog = openDialog() ?? (await this.reopen(before));
    const scope = within(dialog);
    switch (gesture.kind) {
      case 'fill': {
        const field = within(this.panel(dialog)).getByLabelText(gesture.label) as
          HTMLInputElement | HTMLTextAreaElement;
        // A time is picked whole: the field takes no half-typed time.
        if (field.type === 'time') fireEvent.change(field, { target: { value: gesture.value } });
        else await fillIn(this.user, field, gesture.value);
        return;
      }
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
        if (gesture.label) await this.user.click(scope.getByLabelText(gesture.label));
        await this.user.keyboard(`{${gesture.key}}`);
        return;
    }
  }

  async seesTheDialogClose(): Promise<void> {
    await waitFor(() => expect(openDialog()).toBeNull());
  }

  async seesFocusOn(label: string): Promise<void> {
    const dialog = openDialog();
    if (!dialog) throw new Error('Account Settings is not open.');
    await waitFor(() => expect(within(dialog).getByLabelText(label)).toHaveFocus());
  }

  private seesSms(panel: HTMLElement, sms: SmsSight): void {
    const heading = within(panel).getByText('Sender IDs');
    const list = panel.querySelector<HTMLElement>(`ul[aria-labelledby="${heading.id}"]`);
    if (!list) throw new Error('The SMS tab lists no sender IDs.');
    const rows = [...list.querySelectorAll<HTMLElement>(':scope > li')];
    expect(rows.map((row) => row.textContent)).toEqual(
      sms.senderIds.map(
        (sender) =>
          `${sender.name}${sender.isDefault ? 'Default' : ''}` +
          `${sender.canBeMadeDefault ? 'Make default' : ''}${sender.statuses.join('')}` +
          `${sender.reasons.join('')}` +
          `${sender.canSend ? '' : 'Can be the default once a network approves it.'}`,
      ),
    );
    sms.senderIds.forEach((sender, index) => {
      const button = within(rows[index] as HTMLElement).queryByLabelText(
        `Make ${sender.name} the default sender`,
      );
      expect(button !== null, `${sender.name} can be made default`).toBe(sender.canBeMadeDefault);
    });

    const request = within(panel).getByLabelText('Request a sender ID');
    expect(request).toHaveValue(sms.request);
    expect(panel).toHaveTextContent(
      `no network or bank names such as MTN or MoMo · ${sms.counter}`,
    );
    if (sms.requestError) {
      expect(request).toHaveAttribute('aria-invalid', 'true');
      expect(request).toHaveAccessibleErrorMessage(sms.requestError);
    } else {
      expect(request).not.toHaveAttribute('aria-invalid');
    }

    const optOut = within(panel).getByLabelText('Opt-out line');
    expect(optOut).toHaveValue(sms.optOutLine);
    if (sms.optOutError) {
      expect(optOut).toHaveAttribute('aria-invalid', 'true');
      expect(optOut).toHaveAccessibleErrorMessage(sms.optOutError);
    } else {
      expect(optOut).not.toHaveAttribute('aria-invalid');
    }
    const warnings = within(panel).queryAllByText(/^Say that opting out is free/);
    expect(warnings.map((warning) => warning.textContent)).toEqual(
      sms.optOutWarning ? [sms.optOutWarning] : [],
    );

    expect(within(panel).getByLabelText('Quiet hours start')).toHaveValue(sms.quietHours.start);
    expect(within(panel).getByLabelText('Quiet hours end')).toHaveValue(sms.quietHours.end);
    expect(within(panel).queryAllByText(/No quiet hours: start and end are the same/)).toHaveLength(
      sms.noQuietHours ? 1 : 0,
    );
    expect(panel).toHaveTextContent(`in your account's time zone (${sms.timezone}).`);

    expect(this.switchInput(panel, 'Delivery reports').checked, 'Delivery reports on').toBe(
      sms.deliveryReports,
    );
    expect(within(panel).getByLabelText('Timezone')).toHaveValue(sms.timezone);
    expect(panel).toHaveTextContent(`${sms.zone}. Schedules and quiet hours are read in this zone`);
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
    if (sight.sms) this.seesSms(panel, sight.sms);
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
  outcomesName: 'Save Changes, Cancel, request and decision outcomes',
  paths: SETTINGS_PATHS,
  describePath,
  open: () => Person.open(),
  walk: async (current, path) => {
    let dialogOpen = true;
    await runPath(path, {
      perform: async (event, before) => {
        const gesture = gestureFor(event, before);
        await current.perform(gesture, sightOf(before));
        if (gesture.kind !== 'wait') dialogOpen = true;
        const outcome = outcomeOf(event, before);
        if (outcome.toast) await seesToast(current.user, outcome.toast);
        if (outcome.focus) await current.seesFocusOn(outcome.focus);
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
