/**
 * Model-based tests of the campaigns machine in jsdom: every path of `campaigns-model.ts` runs
 * against a fresh render of the real app, signed in to the demo, on the Campaigns tab (the real
 * campaigns actor, started by the app). Each event is done the way a person does it (typing a
 * search, choosing a status, a campaign's name, its row menu, the dialogs' buttons, typing a
 * date and a time, Escape, Undo in a toast) and each state is checked by what a person sees:
 * the search, the status, the rows (name, status, date) and their count, the details dialog (its
 * status, figures or Not sent, Send Now for a draft, Reschedule and Cancel campaign for a
 * scheduled one), the delete confirmation, the Reschedule dialog (the campaign, the Date and Time
 * fields, the reason under them once refused); after an event its toast, focus back on the date
 * after a refusal, and after Send Now the Compose tab with the draft in it, from which the
 * person comes back to Campaigns.
 *
 * The page's clock is pinned to the model's `NOW` (only `Date` is faked, so Testing Library's
 * timers and the campaigns' clock run): the sample is dated around it, as in the model, and
 * Reschedule judges the typed time against it.
 */
import { waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { campaignsMachine } from '@machines/campaigns.machine';
import { NOT_SENT } from '@/domain/campaigns';
import {
  CAMPAIGNS_PATHS,
  campaignsCoverage,
  campaignsTargets,
  describePath,
  gestureFor,
  NOW,
  outcomeOf,
  sightOf,
  SUMMARY_COUNT,
  UNWALKED_TRANSITIONS,
  type CampaignsGesture,
  type CampaignsSight,
  type RowSight,
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

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

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

  /** Each row's name, status badge and date, as the table shows them. */
  private rowSights(): RowSight[] {
    return [...panelOf('campaigns').querySelectorAll('tbody tr')].map((row) => {
      const cells = row.querySelectorAll('td');
      return {
        name: cells[0]?.querySelector('button')?.textContent ?? '',
        status: cells[1]?.textContent ?? '',
        date: cells[2]?.textContent ?? '',
      };
    });
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
      case 'fill': {
        // The search is the tab's; Date and Time are the Reschedule dialog's.
        const dialog = openDialog();
        const scope = dialog ? within(dialog) : panel;
        await fillIn(
          this.user,
          scope.getByLabelText(gesture.label) as HTMLInputElement,
          gesture.value,
        );
        return;
      }
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

  /** Reschedule refused: focus is back on the date, which the reason describes. */
  async focusesTheDate(): Promise<void> {
    await waitFor(() => {
      const dialog = openDialog();
      if (!dialog) throw new Error('The Reschedule dialog is not open.');
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Date'));
    });
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
    expect(this.rowSights()).toEqual(sight.rows);
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
      expect(details.queryByText('Reschedule') !== null, 'Reschedule offered').toBe(
        sight.details.scheduled,
      );
      expect(details.queryByText('Cancel campaign') !== null, 'Cancel campaign offered').toBe(
        sight.details.scheduled,
      );
    } else if (sight.confirmDelete) {
      if (!dialog) throw new Error('The delete confirmation is not open.');
      expect(dialog).toHaveAttribute('role', 'alertdialog');
      expect(dialog).toHaveAccessibleName('Delete this campaign?');
      expect(dialog).toHaveTextContent(sight.confirmDelete);
    } else if (sight.reschedule) {
      if (!dialog) throw new Error('The Reschedule dialog is not open.');
      expect(dialog).toHaveAttribute('role', 'dialog');
      expect(dialog).toHaveAccessibleName('Reschedule campaign');
      expect(dialog).toHaveTextContent(sight.reschedule.description);
      const form = within(dialog);
      const date = form.getByLabelText('Date');
      const time = form.getByLabelText('Time');
      expect(date).toHaveValue(sight.reschedule.date);
      expect(time).toHaveValue(sight.reschedule.time);
      // The reason, when shown, describes both fields, after the note on the time zone.
      const { reason } = sight.reschedule;
      for (const field of [date, time]) {
        const describedBy = (field.getAttribute('aria-describedby') ?? '').split(' ');
        expect(describedBy).toHaveLength(reason ? 2 : 1);
        if (reason) expect(document.getElementById(describedBy[1] ?? '')).toHaveTextContent(reason);
        expect(field.getAttribute('aria-invalid') === 'true', 'field marked invalid').toBe(
          reason !== null,
        );
      }
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
  unwalkedTransitions: UNWALKED_TRANSITIONS,
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
        if (outcome.focusesDate) await current.focusesTheDate();
      },
      sees: (state) => waitFor(() => current.sees(sightOf(state))),
    });
  },
});
