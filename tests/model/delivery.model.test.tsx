/**
 * Model-based tests of the delivery machine in jsdom: every path of `delivery-model.ts` runs
 * against a fresh render of the real app, signed in to the demo. The person sends the campaign
 * as anyone does (Compose: "Contact Group" VIP Customers, the message, Send Now, its toast read),
 * then opens it from Campaigns by its name: the details of a campaign on its way, with the real
 * delivery actor the campaigns actor started for it. Each event is done the way a person does it
 * (Stop sending, the report's status filter, its search typed, Next and Previous); time passing
 * is the clock's tick, which the runner sends to that delivery actor itself. Each state is
 * checked by what a person sees: the status badge, the counters, the progress bar and its words,
 * the delivery rate, the credits line and the note after a stop, Stop sending offered or not,
 * the report's search, filter, "Showing 26–50 of 145" (or "No messages match"), the page's rows
 * with their status, and Previous and Next marked disabled at the ends; after an event its
 * toasts (Stop sending's, and the one that says how it ended).
 *
 * The app's clocks are silent (the campaigns actor's and its delivery actors'): the runner is
 * time, so a path's run of ticks goes as fast as React renders them, and what a person sees is
 * checked at the end of each run, not at every tick. The page's `Date` is pinned to the model's
 * `NOW` (only `Date` is faked): the plan's merge values and the campaign's name use it.
 */
import { act, render, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignsMachine, selectDeliveryActor } from '@machines/campaigns.machine';
import { deliveryMachine, type DeliveryEvent } from '@machines/delivery.machine';
import type { DemoLogic } from '@machines/app.machine';
import { App } from '@/app/App';
import { startApp, type AppHandle } from '@/app/app-actor';
import { DEMO_SESSION_KEY } from '@/app/storage';
import { MESSAGE_STATUS_LABELS } from '@/domain/delivery';
import { formatNumber } from '@/domain/numbers';
import { toaster } from '@/ui/toaster';
import { DEMO_LOGIC, FORM_LOGIC } from '../support/app-children';
import {
  CAMPAIGN_ID,
  CAMPAIGN_NAME,
  DELIVERY_PATHS,
  deliveryCoverage,
  deliveryTargets,
  describePath,
  gestureFor,
  GROUP,
  MESSAGE,
  NOW,
  reachableSummaries,
  RECIPIENTS,
  sightOf,
  silentClock,
  SUMMARY_COUNT,
  toastsAfter,
  UNWALKED_TRANSITIONS,
  walkedDeliveryMachine,
  type DeliveryGesture,
  type DeliverySight,
  type ToastSight,
} from './delivery-model';
import { control, fillIn, openToasts, seesToast } from './jsdom-person';
import { describeJsdomModel } from './jsdom-suite';
import { runPath } from './run-path';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

/** The dashboard's machines, with every clock silent: the runner sends the delivery's ticks. */
const SILENT_DEMO_LOGIC: DemoLogic = {
  ...DEMO_LOGIC,
  campaigns: campaignsMachine.provide({
    actors: {
      clock: silentClock,
      delivery: deliveryMachine.provide({ actors: { clock: silentClock } }),
    },
  }),
};

const panelOf = (tab: 'campaigns' | 'compose') => {
  const panel = document.getElementById(`dashboard-panel-${tab}`);
  if (!panel) throw new Error(`The ${tab} tab panel is not on the page.`);
  return panel;
};

/** The control a visible label names, in a panel (see the composer suite: it is quicker). */
function labelled(panel: HTMLElement, text: RegExp): HTMLElement {
  const labels = [...panel.querySelectorAll('label')].filter((label) =>
    text.test(label.textContent ?? ''),
  );
  expect(labels, `one label ${String(text)}`).toHaveLength(1);
  const field = labels[0]?.control;
  if (!field) throw new Error(`No control is labelled ${String(text)}.`);
  return field as HTMLElement;
}

const byAriaLabel = <T extends HTMLElement>(scope: HTMLElement, name: string): T => {
  const matches = scope.querySelectorAll<T>(`[aria-label="${name}"]`);
  expect(matches, `one element named ${name}`).toHaveLength(1);
  return matches[0] as T;
};

const detailsDialog = (): HTMLElement => {
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`The details of ${CAMPAIGN_NAME} are not open.`);
  return dialog;
};

const STATUS_LABELS = new Set<string>(Object.values(MESSAGE_STATUS_LABELS));

/** A person who has just sent the campaign and opened its details. */
class Person {
  private constructor(
    readonly user: UserEvent,
    private readonly handle: AppHandle,
  ) {}

  static async open(): Promise<Person> {
    window.sessionStorage.setItem(DEMO_SESSION_KEY, '1');
    window.history.replaceState(null, '', '/dashboard');
    const handle = startApp({
      loaders: {
        forms: () => Promise.resolve(FORM_LOGIC),
        demo: () => Promise.resolve(SILENT_DEMO_LOGIC),
      },
    });
    render(<App app={handle} />);
    const person = new Person(userEvent.setup({ delay: null }), handle);
    await person.sendTheCampaign();
    await person.openItsDetails();
    return person;
  }

  close() {
    this.handle.stop();
    // A fresh page has no toasts: the toaster is a module of its own, so empty it.
    toaster.remove();
    window.sessionStorage.clear();
  }

  /** Compose: the group, the message, Send Now, and its toast read. */
  private async sendTheCampaign(): Promise<void> {
    await this.user.click(await waitFor(() => control('Compose', { role: 'tab' })));
    const panel = await waitFor(() => {
      const compose = panelOf('compose');
      labelled(compose, /^Message$/);
      return compose;
    });
    await this.user.selectOptions(labelled(panel, /^Contact Group/), GROUP);
    await fillIn(this.user, labelled(panel, /^Message$/) as HTMLTextAreaElement, MESSAGE);
    await this.user.click(control('Send Now', { scope: within(panel) }));
    await seesToast(this.user, {
      title: 'Campaign Sent!',
      description: `Your SMS campaign has been sent to ${formatNumber(RECIPIENTS.length)} contacts.`,
    });
  }

  /** Campaigns, then the campaign's name: its details open. */
  private async openItsDetails(): Promise<void> {
    await this.user.click(control('Campaigns', { role: 'tab' }));
    const name = await waitFor(() =>
      control(CAMPAIGN_NAME, { scope: within(panelOf('campaigns')) }),
    );
    await this.user.click(name);
    await waitFor(() => expect(detailsDialog()).toHaveAccessibleName(CAMPAIGN_NAME));
  }

  /** The clock's tick, sent to the campaign's delivery actor as its clock would. */
  tick(event: Extract<DeliveryEvent, { type: 'clock.tick' }>): void {
    const campaigns = this.handle.actor.getSnapshot().children.campaigns;
    if (!campaigns) throw new Error('The campaigns actor does not run.');
    const delivery = selectDeliveryActor(campaigns.getSnapshot(), CAMPAIGN_ID);
    if (!delivery) throw new Error(`Campaign ${CAMPAIGN_ID} has no delivery actor.`);
    act(() => delivery.send(event));
  }

  async perform(gesture: DeliveryGesture): Promise<void> {
    const dialog = detailsDialog();
    switch (gesture.kind) {
      case 'wait':
        throw new Error('Time passing is a tick, sent by the runner.');
      case 'click':
        await this.user.click(control(gesture.name, { scope: within(dialog) }));
        return;
      case 'select':
        await this.user.selectOptions(byAriaLabel(dialog, gesture.label), gesture.value);
        return;
      case 'fill':
        await fillIn(
          this.user,
          byAriaLabel<HTMLInputElement>(dialog, gesture.label),
          gesture.value,
        );
        return;
    }
  }

  /**
   * Reads the toasts the step shows, then dismisses each as a person does. A stop before any
   * message went out ends the campaign at once: its two toasts are open together.
   */
  async seesToasts(toasts: readonly ToastSight[]): Promise<void> {
    if (toasts.length === 0) return;
    const texts = toasts.map((toast) => `${toast.title}${toast.description}`);
    const shown = await waitFor(() => {
      const open = openToasts();
      expect(open.map((root) => root.textContent).sort()).toEqual([...texts].sort());
      return open;
    });
    for (const toast of toasts) {
      const root = shown.find((each) => each.textContent === `${toast.title}${toast.description}`);
      if (!root) throw new Error(`The toast ${toast.title} is not open.`);
      expect(within(root).getByText(toast.title)).toBeVisible();
      expect(within(root).getByText(toast.description)).toBeVisible();
    }
    for (const root of shown) {
      await this.user.click(within(root).getByRole('button', { name: 'Dismiss notification' }));
    }
    await waitFor(() => expect(openToasts()).toEqual([]));
  }

  sees(sight: DeliverySight): void {
    expect(openToasts()).toEqual([]);
    const dialog = detailsDialog();
    const details = within(dialog);
    expect(dialog).toHaveAccessibleName(CAMPAIGN_NAME);
    expect(details.getByText(sight.status)).toBeInTheDocument();

    // The counters: every term of the dialog's lists that names a message status.
    const counters = [...dialog.querySelectorAll('dt')]
      .filter((term) => STATUS_LABELS.has(term.textContent ?? ''))
      .map((term) => ({
        label: term.textContent ?? '',
        value: term.nextElementSibling?.textContent ?? '',
      }));
    expect(counters, 'counters').toEqual(sight.counters);

    const bar = dialog.querySelector('[role="progressbar"]');
    expect(bar).toHaveAccessibleName('Messages with an outcome');
    expect(bar).toHaveAttribute('aria-valuetext', sight.percent);
    expect(details.getByText(sight.progress)).toBeInTheDocument();
    expect(details.getByText(/^Delivery rate:/).parentElement).toHaveTextContent(sight.rate, {
      normalizeWhitespace: false,
    });
    expect(details.getByText(/^Held /)).toHaveTextContent(sight.credits, {
      normalizeWhitespace: false,
    });
    expect(
      details.queryByText(/^Stopped: messages already with the networks/) !== null,
      'stop note',
    ).toBe(sight.stoppedNote);
    expect(details.queryByText('Stop sending') !== null, 'Stop sending offered').toBe(
      sight.stopOffered,
    );

    expect(byAriaLabel(dialog, 'Search the report by number or name')).toHaveValue(sight.search);
    expect(byAriaLabel(dialog, 'Filter the report by status')).toHaveValue(sight.filter);
    if (sight.showing === null) {
      expect(details.getByText('No messages match')).toBeInTheDocument();
      expect(details.queryByText(/^Showing /)).toBeNull();
      return;
    }
    expect(details.queryByText('No messages match')).toBeNull();
    expect(details.getByText(/^Showing /)).toHaveTextContent(sight.showing, {
      normalizeWhitespace: false,
    });
    const table = byAriaLabel(dialog, 'Delivery report table');
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => {
      const cells = row.querySelectorAll('td');
      return { name: cells[1]?.textContent ?? '', status: cells[3]?.textContent ?? '' };
    });
    expect(rows, 'the page of the report').toEqual(sight.rows);
    expect(control('Previous', { scope: details })).toHaveAttribute(
      'aria-disabled',
      String(sight.previousDisabled),
    );
    expect(control('Next', { scope: details })).toHaveAttribute(
      'aria-disabled',
      String(sight.nextDisabled),
    );
  }
}

describe('delivery model', () => {
  it('has paths for every summary the traversal reaches, and no more than it names', () => {
    expect([...reachableSummaries()].sort()).toHaveLength(SUMMARY_COUNT);
  });
});

describeJsdomModel({
  title: 'delivery machine, model-based, in jsdom',
  coverageTitle: 'walks every state, every transition and every delivery summary',
  machine: walkedDeliveryMachine,
  coverage: deliveryCoverage,
  unwalkedTransitions: UNWALKED_TRANSITIONS,
  targets: deliveryTargets,
  summaryCount: SUMMARY_COUNT,
  summariesName: 'delivery and report summaries',
  outcomesName: 'stop, finish and page outcomes',
  paths: DELIVERY_PATHS,
  describePath,
  open: () => Person.open(),
  walk: async (current, path) => {
    // A run of ticks goes at once: what a person sees is checked where the run ends.
    const steps = path.steps;
    let step = 0;
    await runPath(path, {
      perform: async (event, before) => {
        if (event.type === 'clock.tick') current.tick(event);
        else await current.perform(gestureFor(event, before));
        await current.seesToasts(toastsAfter(event, before));
      },
      sees: async (state) => {
        const next = steps[step + 1]?.event;
        step += 1;
        if (next?.type === 'clock.tick') return;
        await waitFor(() => current.sees(sightOf(state)));
      },
    });
  },
});
