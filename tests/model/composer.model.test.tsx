/**
 * Model-based tests of the composer machine in jsdom: every path of `composer-model.ts` runs
 * against a fresh render of the real app, signed in to the demo and on the Compose tab (the
 * real composer actor, spawned by the app), and is played the way a person plays it: typing
 * and pasting into labelled fields, choosing a group, clicking templates, tags, Send Now and
 * Schedule Send. After each step it checks what a person sees, and reads and dismisses the
 * toast a Send Now or Schedule Send shows.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { composerMachine } from '@machines/composer.machine';
import { App } from '@/app/App';
import { startApp, type AppHandle } from '@/app/app-actor';
import { DEMO_SESSION_KEY } from '@/app/storage';
import { toaster } from '@/ui/toaster';
import { control, fillIn, openToasts, seesToast } from './jsdom-person';
import {
  COMPOSER_PATHS,
  composerCoverage,
  composerTargets,
  describePath,
  gestureFor,
  sightOf,
  SUMMARY_COUNT,
  toastAfter,
  type ComposerGesture,
  type FieldLabel,
  type ComposerSight,
} from './composer-model';
import { describeJsdomModel } from './jsdom-suite';
import { runPath } from './run-path';

const TEMPLATE_NAMES = [
  'Welcome Message',
  'Promotional Offer',
  'Appointment Reminder',
  'Shipping Update',
];

/** The dashboard as a person meets it, opened on the Compose tab. */
class Person {
  private constructor(
    readonly user: UserEvent,
    private readonly handle: AppHandle,
  ) {}

  static async open(): Promise<Person> {
    window.sessionStorage.setItem(DEMO_SESSION_KEY, '1');
    window.history.replaceState(null, '', '/#dashboard');
    const handle = startApp();
    // The visitor has the Compose tab open: the suite is about the composer, not the tabs.
    handle.actor.send({ type: 'dashboard.tab.select', tab: 'compose' });
    render(<App app={handle} />);
    await screen.findByLabelText('Message');
    return new Person(userEvent.setup({ delay: null }), handle);
  }

  close() {
    this.handle.stop();
    // A fresh page has no toasts: the toaster is a module of its own, so empty it.
    toaster.remove();
    window.sessionStorage.clear();
  }

  private field(label: FieldLabel) {
    return screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
  }

  async perform(gesture: ComposerGesture): Promise<void> {
    switch (gesture.kind) {
      case 'fill':
        await fillIn(this.user, this.field(gesture.label), gesture.value);
        return;
      case 'select':
        await this.user.selectOptions(screen.getByLabelText(/^Contact Group/), gesture.value);
        return;
      case 'click':
        await this.user.click(control(gesture.name));
        return;
      case 'load draft': {
        await this.user.click(control('Campaigns', { role: 'tab' }));
        await this.user.click(await screen.findByLabelText(`Actions for ${gesture.campaign}`));
        // Zag's menu picks an item on Enter (jsdom has no pointer capture for a click).
        await this.user.hover(await screen.findByText('View Details'));
        await this.user.keyboard('{Enter}');
        const dialog = await screen.findByRole('dialog', { name: gesture.campaign });
        await this.user.click(within(dialog).getByRole('button', { name: 'Send Now' }));
        await screen.findByLabelText('Message');
        return;
      }
    }
  }

  async sees(sight: ComposerSight): Promise<void> {
    // Only Send Now and Schedule Send show a toast, and the person dismissed it.
    expect(openToasts()).toEqual([]);
    for (const [label, value] of Object.entries(sight.fields)) {
      expect(this.field(label as FieldLabel), label).toHaveValue(value);
    }
    expect(screen.getByLabelText(/^Contact Group/)).toHaveValue(sight.group);
    // The composer's own panel: a campaign's details dialog may still be closing behind it.
    const composer = within(screen.getByRole('tabpanel', { name: /Compose/ }));
    for (const counter of sight.counters) expect(composer.getByText(counter)).toBeVisible();
    if (!sight.remaining) expect(composer.queryByText(/characters? remaining$/)).toBeNull();
    if (sight.tooLong) expect(composer.getByText(sight.tooLong)).toBeVisible();
    else expect(composer.queryByText(/^Too long to send/)).toBeNull();
    const summary = screen.getByLabelText('Campaign summary');
    expect([...summary.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(
      sight.summary,
    );
    expect(screen.getByLabelText('Message preview')).toHaveTextContent(sight.preview, {
      normalizeWhitespace: false,
    });
    for (const name of TEMPLATE_NAMES) {
      const button = screen.getByText(name).closest('button');
      expect(button, name).toHaveAttribute('aria-pressed', String(name === sight.selectedTemplate));
    }
  }
}

describeJsdomModel({
  title: 'composer machine, model-based, in jsdom',
  coverageTitle: 'walks every state, every transition and every draft summary',
  machine: composerMachine,
  coverage: composerCoverage,
  targets: composerTargets,
  summaryCount: SUMMARY_COUNT,
  summariesName: 'draft summaries',
  outcomesName: 'Send Now and Schedule Send outcomes',
  paths: COMPOSER_PATHS,
  describePath,
  open: () => Person.open(),
  walk: async (current, path) => {
    await runPath(path, {
      perform: async (event, before) => {
        await current.perform(gestureFor(event));
        const toast = toastAfter(event, before);
        if (toast) await seesToast(current.user, toast);
      },
      sees: (state) => waitFor(() => current.sees(sightOf(state))),
    });
  },
});
