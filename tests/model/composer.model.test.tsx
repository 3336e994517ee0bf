/**
 * Model-based tests of the composer machine in jsdom: every path of `composer-model.ts` runs
 * against a fresh render of the real app, signed in to the demo and on the Compose tab (the
 * real composer actor, spawned by the app), and is played the way a person plays it: typing
 * and pasting into labelled fields, choosing a group, a sender ID and a message type, clicking
 * templates, tags, Add opt-out line, Preview as, the preview's arrows, Send Now, Schedule Send
 * and Schedule for 08:00. What the contacts and settings actors tell the app (a contact opted
 * out, the account's zone saved) the runner tells the app itself, as they do. After each step it
 * checks what a person sees, and reads and dismisses the toast a send or a schedule shows.
 *
 * The page's clock is pinned to the model's `NOW` (only `Date` is faked, so Testing Library's
 * timers run): quiet hours are in force, whatever the time of day the suite runs.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { ComposerEvent } from '@machines/composer.machine';
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
  NOW,
  SENDER_OPTIONS,
  sightOf,
  SUMMARY_COUNT,
  toastAfter,
  type ComposerGesture,
  type FieldLabel,
  type ComposerSight,
  type SelectLabel,
  walkedComposerMachine,
} from './composer-model';
import { describeJsdomModel } from './jsdom-suite';
import { runPath } from './run-path';

const TEMPLATE_NAMES = [
  'Welcome Message',
  'Promotional Offer',
  'Appointment Reminder',
  'Shipping Update',
];

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

const SELECTS: Record<SelectLabel, RegExp> = {
  'Contact Group': /^Contact Group/,
  'Sender ID': /^Sender ID$/,
  'Message type': /^Message type$/,
};

/**
 * The control a visible label names, in the Compose panel. Testing Library's `getByLabelText`
 * asks every element of the panel for its labels, which jsdom finds by searching the whole
 * document each time: with the other tabs rendered ahead that is a tenth of a second a field.
 */
function labelled(panel: HTMLElement, text: RegExp): HTMLElement {
  const labels = [...panel.querySelectorAll('label')].filter((label) =>
    text.test(label.textContent ?? ''),
  );
  expect(labels, `one label ${String(text)}`).toHaveLength(1);
  const control = labels[0]?.control;
  expect(control, `the control labelled ${String(text)}`).toBeTruthy();
  return control as HTMLElement;
}

/** The one element a person (or a screen reader) knows by this name, with no words of its own. */
function byAriaLabel(panel: HTMLElement, name: string, tag = '*'): HTMLElement {
  const matches = panel.querySelectorAll<HTMLElement>(`${tag}[aria-label="${name}"]`);
  expect(matches, `one ${tag} named ${name}`).toHaveLength(1);
  return matches[0] as HTMLElement;
}

const textOf = (element: Element | null) => element?.textContent ?? null;
const textsOf = (elements: Iterable<Element>) =>
  [...elements].map((element) => element.textContent);

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

  /**
   * The Compose tab's panel. The app renders the other tabs ahead, hidden (the contacts table
   * alone is some 400 elements): a label looked up in the panel costs a tenth of one looked up
   * in the whole page.
   */
  private panelElement() {
    return screen.getByRole('tabpanel', { name: /Compose/ });
  }

  private panel(element = this.panelElement()) {
    return within(element);
  }

  private field(label: FieldLabel, panel = this.panelElement()) {
    return labelled(panel, new RegExp(`^${label}$`)) as HTMLInputElement | HTMLTextAreaElement;
  }

  private select(label: SelectLabel, panel = this.panelElement()) {
    return labelled(panel, SELECTS[label]) as HTMLSelectElement;
  }

  /** What the contacts and settings actors tell the app when a contact or the settings change. */
  private tellApp(event: ComposerEvent) {
    if (event.type === 'composer.audience.change') {
      this.handle.actor.send({ type: 'contacts.changed', contacts: event.contacts });
    } else if (event.type === 'composer.account.change') {
      this.handle.actor.send({ type: 'settings.changed', settings: event.settings });
    } else if (event.type === 'composer.credits.change') {
      this.handle.actor.send({ type: 'credits.changed', balance: event.balance });
    } else {
      throw new Error(`${event.type} does not come from the app.`);
    }
  }

  async perform(gesture: ComposerGesture): Promise<void> {
    switch (gesture.kind) {
      case 'fill':
        await fillIn(this.user, this.field(gesture.label), gesture.value);
        return;
      case 'select':
        await this.user.selectOptions(this.select(gesture.label), gesture.value);
        return;
      case 'click': {
        const panel = this.panelElement();
        await this.user.click(
          gesture.labelled && typeof gesture.name === 'string'
            ? byAriaLabel(panel, gesture.name, 'button')
            : control(gesture.name, { scope: within(panel) }),
        );
        return;
      }
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
      case 'app':
        this.tellApp(gesture.event);
        return;
    }
  }

  async sees(sight: ComposerSight): Promise<void> {
    // Only Send Now, Schedule Send and Schedule for 08:00 show a toast, and the person dismissed it.
    expect(openToasts()).toEqual([]);
    // The composer's own panel: a campaign's details dialog may still be closing behind it.
    const panel = screen.getByRole('tabpanel', { name: /Compose/ });
    const composer = this.panel(panel);
    for (const [label, value] of Object.entries(sight.fields)) {
      expect(this.field(label as FieldLabel, panel), label).toHaveValue(value);
    }
    const group = this.select('Contact Group', panel);
    expect(group).toHaveValue(sight.group);
    expect(textsOf(group.options), 'group options').toEqual(sight.groupOptions);
    const sender = this.select('Sender ID', panel);
    expect(sender).toHaveValue(sight.sender);
    expect(
      [...sender.options].map((option) => ({ label: option.text, disabled: option.disabled })),
    ).toEqual(SENDER_OPTIONS);
    expect(this.select('Message type', panel)).toHaveValue(sight.messageType);
    for (const counter of sight.counters) expect(composer.getByText(counter)).toBeVisible();
    if (!sight.remaining) expect(composer.queryByText(/characters? remaining$/)).toBeNull();
    if (sight.tooLong) expect(composer.getByText(sight.tooLong)).toBeVisible();
    else expect(composer.queryByText(/^Too long to send/)).toBeNull();

    const warnings = [...panel.querySelectorAll('[aria-label="Content warnings"] > li')];
    expect(warnings, 'content warnings').toHaveLength(sight.warnings.length);
    sight.warnings.forEach((warning, index) => expect(warnings[index]).toHaveTextContent(warning));
    // Always in the page (so it inserts no style rules when it shows), hidden while not needed.
    const addOptOutLine = control('Add opt-out line', { scope: composer });
    if (sight.addOptOutLine) expect(addOptOutLine).toBeVisible();
    else expect(addOptOutLine).not.toBeVisible();

    expect(textOf(panel.querySelector('[data-testid="schedule-zone"]'))).toBe(sight.zone);
    if (sight.quietSchedule) expect(composer.getByText(sight.quietSchedule)).toBeVisible();
    else
      expect(composer.queryByText(/a promotional message cannot be scheduled then\.$/)).toBeNull();
    if (sight.quietNow) {
      expect(composer.getByText(sight.quietNow)).toBeVisible();
      expect(control('Schedule for 08:00', { scope: composer })).toBeVisible();
    } else {
      expect(composer.queryByText(/, inside your quiet hours$/)).toBeNull();
    }

    const summary = byAriaLabel(panel, 'Campaign summary');
    expect(textsOf(summary.querySelectorAll('dd'))).toEqual(sight.summary);
    expect(textsOf(panel.querySelectorAll('[data-testid="summary-blocked"]'))).toEqual(
      sight.blocked,
    );
    const ucs2 = panel.querySelector('[data-testid="summary-ucs2"]');
    expect(textOf(ucs2?.querySelector('p') ?? null)).toBe(sight.ucs2);
    expect(textsOf(ucs2?.querySelectorAll('button') ?? [])).toEqual(sight.ucs2Previews);

    const previewAs = panel.querySelector('[data-testid="preview-as"]');
    expect(textOf(previewAs)).toBe(
      sight.previewAs && `Preview as ${sight.previewAs.name}${sight.previewAs.position}`,
    );
    expect(byAriaLabel(panel, 'Message preview')).toHaveTextContent(sight.preview, {
      normalizeWhitespace: false,
    });
    const cut = panel.querySelector<HTMLElement>('[data-testid="preview-cut"]');
    expect(cut).toHaveTextContent('The preview stops at the 1,600-character (10 SMS) limit.');
    expect(cut?.hidden).toBe(!sight.previewCut);
    expect(textOf(panel.querySelector('[data-testid="preview-cost"]'))).toBe(sight.previewCost);
    for (const name of TEMPLATE_NAMES) {
      const button = composer.getByText(name).closest('button');
      expect(button, name).toHaveAttribute('aria-pressed', String(name === sight.selectedTemplate));
    }
  }
}

describeJsdomModel({
  title: 'composer machine, model-based, in jsdom',
  coverageTitle: 'walks every state, every transition and every draft summary',
  machine: walkedComposerMachine,
  coverage: () => composerCoverage(),
  targets: () => composerTargets(),
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
