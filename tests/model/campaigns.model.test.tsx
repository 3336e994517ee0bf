/**
 * Model-based tests of the campaigns machine in jsdom: every path of `campaigns-model.ts` runs
 * against a fresh render of the real app, signed in to the demo, on the Campaigns tab (the real
 * campaigns actor, started by the app). Each event is done the way a person does it (typing a
 * search, choosing a status, a campaign's name, its row menu, the dialogs' buttons, Escape, Undo
 * in a toast) and each state is checked by what a person sees: the search, the status, the rows
 * and their count, the details dialog (its status, figures or Not sent, Send Now for a draft),
 * the delete confirmation; after an event its toast, and after Send Now the Compose tab with the
 * draft in it, from which the person comes back to Campaigns.
 */
import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { campaignsMachine } from '@machines/campaigns.machine';
import { NOT_SENT } from '@/domain/campaigns';
import {
  CAMPAIGNS_PATHS,
  campaignsCoverage,
  campaignsTargets,
  describePath,
  gestureFor,
  outcomeOf,
  sightOf,
  SUMMARY_COUNT,
  type CampaignsGesture,
  type CampaignsSight,
} from './campaigns-model';
import {
  chooseFromMenu,
  dismissToast,
  openDashboard,
  openDialog,
  seesNewToast,
  type Dashboard,
} from './jsdom-dashboard';
import { control, fillIn, openToasts } from './jsdom-person';
import { describeJsdomModel } from './jsdom-suite';
import { runPath } from './run-path';

const panelOf = (tab: 'campaigns' | 'compose') => {
  const panel = document.getElementById(`dashboard-panel-${tab}`);
  if (!panel) throw new Error(`The ${tab} tab panel is not on the page.`);
  return panel;
};

const selectedTab = () =>
  document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? null;

/** The dashboard as a person meets it, opened on the Campaigns tab. */
class Person {
  /** The toast of the last delete, left open for its Undo. */
  private undoToast: HTMLElement | null = null;
  /** Whether Send Now took the person to the Compose tab. */
  away = false;

  private constructor(private readonly dashboard: Dashboard) {}

  get user() {
    return this.dashboard.user;
  }

  static async open(): Promise<Person> {
    const person = new Person(openDashboard());
    await person.goToCampaigns();
    return person;
  }

  close() {
    this.dashboard.close();
  }

  private async goToCampaigns(): Promise<void> {
    await this.user.click(await waitFor(() => control('Campaigns', { role: 'tab' })));
    await waitFor(() => within(panelOf('campaigns')).getByLabelText('Search campaigns'));
  }

  private rowNames(): string[] {
    return [...panelOf('campaigns').querySelectorAll('tbody tr')].map(
      (row) => row.querySelector('td button')?.textContent ?? '',
    );
  }

  async perform(gesture: CampaignsGesture, before: CampaignsSight): Promise<void> {
    if (this.away) {
      // Send Now opened the Compose tab: the person comes back to Campaigns to go on.
      await this.goToCampaigns();
      this.away = false;
      await waitFor(() => this.sees(before));
    }
    if (this.undoToast && gesture.kind !== 'undo') {
      await dismissToast(this.user, this.undoToast);
      this.undoToast = null;
    }
    const panel = within(panelOf('campaigns'));
    switch (gesture.kind) {
      case 'fill':
        await fillIn(
          this.user,
          panel.getByLabelText(gesture.label) as HTMLInputElement,
          gesture.value,
        );
        return;
      case 'select':
        await this.user.selectOptions(panel.getByLabelText(gesture.label), gesture.value);
        return;
      case 'click': {
        const dialog = openDialog();
        const scope = dialog ? within(dialog) : panel;
        await this.user.click(
          scope.queryByLabelText(gesture.name) ?? control(gesture.name, { scope }),
        );
        return;
      }
      case 'name':
        await this.user.click(control(gesture.campaign, { scope: panel }));
        return;
      case 'menu':
        await chooseFromMenu(
          this.user,
          panel.getByLabelText(`Actions for ${gesture.campaign}`),
          gesture.item,
        );
        return;
      case 'press':
        await this.user.keyboard(`{${gesture.key}}`);
        return;
      case 'undo': {
        const toast = this.undoToast;
        if (!toast) throw new Error('No delete toast is open to undo.');
        this.undoToast = null;
        await this.user.click(within(toast).getByRole('button', { name: 'Undo' }));
        return;
      }
    }
  }

  async seesToast(toast: NonNullable<ReturnType<typeof outcomeOf>['toast']>): Promise<void> {
    const besides = this.undoToast ? [this.undoToast] : [];
    const shown = await seesNewToast(this.user, toast, { besides, keep: Boolean(toast.action) });
    if (toast.action) this.undoToast = shown;
  }

  /** Send Now on a draft: the Compose tab shows, with the draft's name and message. */
  async seesTheComposer(draft: { name: string; message: string }): Promise<void> {
    await waitFor(() => {
      expect(selectedTab()).toBe('Compose');
      const composer = within(panelOf('compose'));
      expect(composer.getByLabelText('Campaign Name')).toHaveValue(draft.name);
      expect(composer.getByLabelText('Message')).toHaveValue(draft.message);
    });
    this.away = true;
  }

  sees(sight: CampaignsSight): void {
    expect(openToasts()).toEqual(this.undoToast ? [this.undoToast] : []);
    if (this.away) {
      expect(selectedTab()).toBe('Compose');
      expect(openDialog()).toBeNull();
      return;
    }
    expect(selectedTab()).toBe('Campaigns');
    const element = panelOf('campaigns');
    const panel = within(element);
    expect(panel.getByLabelText('Search campaigns')).toHaveValue(sight.search);
    expect(panel.getByLabelText('Status')).toHaveValue(sight.status);
    expect(this.rowNames()).toEqual(sight.rows);
    expect(panel.getByText(sight.count)).toBeInTheDocument();
    if (sight.rows.length === 0) expect(panel.getByText('No campaigns match')).toBeInTheDocument();
    expect(panel.queryByText('Clear search and filter') !== null, 'Clear offered').toBe(
      sight.canClear,
    );

    const dialog = openDialog();
    if (sight.details) {
      if (!dialog) throw new Error(`The details of ${sight.details.name} are not open.`);
      expect(dialog).toHaveAttribute('role', 'dialog');
      expect(dialog).toHaveAccessibleName(sight.details.name);
      const details = within(dialog);
      expect(details.getByText(sight.details.status)).toBeInTheDocument();
      if (sight.details.sent) {
        expect(details.getByText('Delivery rate')).toBeInTheDocument();
        expect(details.queryByText(NOT_SENT)).toBeNull();
      } else {
        expect(details.getByText(NOT_SENT)).toBeInTheDocument();
      }
      expect(details.queryByText('Send Now') !== null, 'Send Now offered').toBe(
        sight.details.sendNow,
      );
    } else if (sight.confirmDelete) {
      if (!dialog) throw new Error('The delete confirmation is not open.');
      expect(dialog).toHaveAttribute('role', 'alertdialog');
      expect(dialog).toHaveAccessibleName('Delete this campaign?');
      expect(dialog).toHaveTextContent(sight.confirmDelete);
    } else {
      expect(dialog).toBeNull();
    }
  }
}

describeJsdomModel({
  title: 'campaigns machine, model-based, in jsdom',
  coverageTitle: 'walks every state, every transition and every table summary',
  machine: campaignsMachine,
  coverage: campaignsCoverage,
  targets: campaignsTargets,
  summaryCount: SUMMARY_COUNT,
  summariesName: 'table and dialog summaries',
  outcomesName: 'row, dialog and toast outcomes',
  paths: CAMPAIGNS_PATHS,
  describePath,
  open: () => Person.open(),
  walk: async (current, path) => {
    await runPath(path, {
      perform: async (event, before) => {
        await current.perform(gestureFor(event, before), sightOf(before));
        const outcome = outcomeOf(event, before);
        if (outcome.toast) await current.seesToast(outcome.toast);
        if (outcome.composes) await current.seesTheComposer(outcome.composes);
      },
      sees: (state) => waitFor(() => current.sees(sightOf(state))),
    });
  },
});
