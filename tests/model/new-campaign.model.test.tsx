/**
 * Model-based tests of the new-campaign machine in jsdom: every path of
 * `new-campaign-model.ts` runs against a fresh render of the real app, signed in to the demo,
 * with the New Campaign dialog opened from the dashboard header (the real new-campaign actor,
 * spawned by the app). Each event is done the way a person does it and each state checked by
 * what a person sees: the fields, the n/160 counter, the inline errors, the submit button's
 * words, the time zone note, and after a submit or cancel the toast, the focus or the dialog
 * closing. The page's clock is pinned to the model's `NOW` (only `Date` is faked, so Testing
 * Library's timers run): a past date and quiet hours do not depend on when the suite runs.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { newCampaignMachine } from '@machines/new-campaign.machine';
import { App } from '@/app/App';
import { startApp, type AppHandle } from '@/app/app-actor';
import { DEMO_SESSION_KEY } from '@/app/storage';
import { toaster } from '@/ui/toaster';
import { control, fillIn, openToasts, seesToast } from './jsdom-person';
import {
  describePath,
  gestureFor,
  NEW_CAMPAIGN_PATHS,
  newCampaignCoverage,
  newCampaignTargets,
  NOW,
  outcomeOf,
  sightOf,
  SUMMARY_COUNT,
  UNWALKED_TRANSITIONS,
  type FieldLabel,
  type NewCampaignGesture,
  type NewCampaignSight,
} from './new-campaign-model';
import { describeJsdomModel } from './jsdom-suite';
import { runPath } from './run-path';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

const openDialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

/** The dashboard as a person meets it; the person opens the New Campaign dialog. */
class Person {
  private constructor(
    readonly user: UserEvent,
    private readonly handle: AppHandle,
  ) {}

  static async open(): Promise<Person> {
    window.sessionStorage.setItem(DEMO_SESSION_KEY, '1');
    window.history.replaceState(null, '', '/#dashboard');
    const handle = startApp();
    render(<App app={handle} />);
    const person = new Person(userEvent.setup({ delay: null }), handle);
    await person.openTheDialog();
    return person;
  }

  close() {
    this.handle.stop();
    toaster.remove();
    window.sessionStorage.clear();
  }

  /**
   * Clicks New Campaign in the header and waits for the dialog. (Where focus lands is checked
   * in Chromium: jsdom lays nothing out, so the focus trap finds no tabbable field.)
   */
  async openTheDialog(): Promise<HTMLElement> {
    await this.user.click(await waitFor(() => control('New Campaign')));
    return screen.findByRole('dialog', { name: 'New Campaign' });
  }

  private field(dialog: HTMLElement, label: FieldLabel) {
    return within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)) as
      HTMLInputElement | HTMLTextAreaElement;
  }

  async perform(gesture: NewCampaignGesture): Promise<void> {
    // After a submit or a cancel the dialog is closed: a person opens it again to go on.
    const dialog = openDialog() ?? (await this.openTheDialog());
    switch (gesture.kind) {
      case 'fill':
        await fillIn(this.user, this.field(dialog, gesture.label), gesture.value);
        return;
      case 'select':
        await this.user.selectOptions(
          within(dialog).getByLabelText('Contact group'),
          gesture.value,
        );
        return;
      case 'click': {
        const scope = within(dialog);
        const button = scope.queryByLabelText(gesture.name) ?? control(gesture.name, { scope });
        await this.user.click(button);
        return;
      }
      case 'press':
        await this.user.keyboard(`{${gesture.key}}`);
        return;
    }
  }

  /** The dialog closes and New Campaign in the header takes focus back. */
  async seesTheDialogClose(): Promise<void> {
    await waitFor(() => expect(openDialog()).toBeNull());
  }

  async seesFocusOn(label: FieldLabel): Promise<void> {
    const dialog = openDialog();
    if (!dialog) throw new Error('The dialog closed after a refused submit.');
    await waitFor(() => expect(this.field(dialog, label)).toHaveFocus());
  }

  sees(sight: NewCampaignSight, dialogOpen: boolean): void {
    const dialog = openDialog();
    if (!dialogOpen) {
      expect(dialog).toBeNull();
      return;
    }
    if (!dialog) throw new Error('The New Campaign dialog is not open.');
    const scope = within(dialog);
    for (const [label, value] of Object.entries(sight.fields)) {
      const field = this.field(dialog, label as FieldLabel);
      expect(field, label).toHaveValue(value);
      const invalid = sight.invalid.includes(label as FieldLabel);
      expect(field.getAttribute('aria-invalid') === 'true', `${label} marked invalid`).toBe(
        invalid,
      );
    }
    expect(scope.getByLabelText('Contact group')).toHaveValue(sight.group);
    expect(scope.getByText(sight.counter)).toBeInTheDocument();
    expect(dialog).toHaveTextContent(sight.zoneNote);
    const shown = [...dialog.querySelectorAll('[data-part="error-text"]')].map(
      (element) => element.textContent,
    );
    expect(shown).toEqual(sight.errors);
    const submit = dialog.querySelector('button[type="submit"]');
    expect(submit).toHaveTextContent(sight.submit);
    expect(openToasts()).toEqual([]);
  }
}

describeJsdomModel({
  title: 'new-campaign machine, model-based, in jsdom',
  coverageTitle: 'walks every state, every transition and every form summary',
  machine: newCampaignMachine,
  coverage: newCampaignCoverage,
  targets: newCampaignTargets,
  summaryCount: SUMMARY_COUNT,
  unwalkedTransitions: UNWALKED_TRANSITIONS,
  summariesName: 'form summaries',
  outcomesName: 'submit and cancel outcomes',
  paths: NEW_CAMPAIGN_PATHS,
  describePath,
  open: () => Person.open(),
  walk: async (current, path) => {
    let dialogOpen = true;
    await runPath(path, {
      perform: async (event, before) => {
        await current.perform(gestureFor(event, before));
        dialogOpen = true;
        const outcome = outcomeOf(event, before);
        if (outcome.toast) await seesToast(current.user, outcome.toast);
        if (outcome.closes) {
          await current.seesTheDialogClose();
          dialogOpen = false;
        }
        if (outcome.focus) await current.seesFocusOn(outcome.focus);
      },
      sees: (state) => waitFor(() => current.sees(sightOf(state), dialogOpen)),
    });
  },
});
