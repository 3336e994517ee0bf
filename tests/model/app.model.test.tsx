/**
 * Model-based tests of the app machine in jsdom: every path of `app-model.ts` runs against a
 * fresh render of the real app (the real `appMachine`, started by `startApp` as in the
 * browser), performs each event the way a person would, and checks what a person sees.
 */
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appMachine } from '@machines/app.machine';
import { App } from '@/app/App';
import { startApp, type AppHandle } from '@/app/app-actor';
import {
  APP_PATHS,
  appCoverage,
  describePath,
  gestureFor,
  sightOf,
  UNWALKED_TRANSITIONS,
  type Gesture,
  type Sight,
} from './app-model';
import { formatCoverage, stateNodeIds } from './coverage';
import { coverageFileTest } from './coverage-file';
import { runPath } from './run-path';

const DEMO_USER = { email: 'ama.mensah@kumasi-traders.com.gh', password: 'Akwaaba-2025' };
const SIGN_IN_FORM = 'Sign in to the demo';

function landmark(name: NonNullable<Extract<Gesture, { kind: 'click' }>['within']>) {
  switch (name) {
    case 'main navigation':
      return within(screen.getByRole('navigation', { name: 'Main' }));
    case 'footer':
      return within(screen.getByRole('contentinfo'));
    case 'open dialog':
      return within(screen.getByRole('dialog'));
  }
}

/** The app as a person meets it: a fresh tab at `/`, then clicks, keys and addresses. */
class Person {
  /** The main heading last seen: when it changes, the page did. */
  private lastHeading: string | null = null;

  private constructor(
    private readonly user: UserEvent,
    private readonly handle: AppHandle,
  ) {}

  static open(): Person {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    const handle = startApp();
    render(<App app={handle} />);
    return new Person(userEvent.setup({ delay: null }), handle);
  }

  close() {
    this.handle.stop();
  }

  /** For failure messages only: the headings on screen, and where the machine is. */
  private whatIsShown(): string {
    const headings = [...document.querySelectorAll('h1, h2, [role="alert"]')]
      .map((element) => `"${element.textContent?.trim().slice(0, 80)}"`)
      .join(', ');
    const state = JSON.stringify(this.handle.actor.getSnapshot().value);
    return `The page shows ${headings || 'no heading'} (app machine in ${state})`;
  }

  async perform(gesture: Gesture): Promise<void> {
    switch (gesture.kind) {
      case 'click': {
        const scope = gesture.within ? landmark(gesture.within) : screen;
        const query = { name: gesture.name };
        // jsdom applies no media queries, so the header shows its phone layout: the links sit
        // in the menu, which a person opens first.
        if (gesture.within === 'main navigation' && !scope.queryByRole(gesture.role, query)) {
          await this.user.click(screen.getByRole('button', { name: 'Open menu' }));
        }
        await this.user.click(await scope.findByRole(gesture.role, query));
        return;
      }
      case 'press':
        await this.user.keyboard(`{${gesture.key}}`);
        return;
      case 'address':
        // jsdom cannot load a new document: the address arrives as Back or Forward brings one,
        // a history entry and popstate. The Chromium suite loads the address for real.
        act(() => {
          window.history.pushState(null, '', gesture.path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        });
        return;
      case 'sign in':
        await this.signIn();
        return;
      case 'wait':
        // The app sends it when the dashboard's code arrives; the next sight waits for the tabs.
        return;
      case 'send draft': {
        const panel = screen.getByRole('tabpanel', { name: 'Campaigns' });
        const [campaign] = within(panel).getAllByRole('button', { name: gesture.campaign });
        if (!campaign) throw new Error(`No campaign called ${gesture.campaign} in the list.`);
        await this.user.click(campaign);
        const details = await screen.findByRole('dialog');
        await this.user.click(within(details).getByRole('button', { name: 'Send Now' }));
        return;
      }
    }
  }

  /** The demo sign-in form: any email and password will do. */
  private async signIn() {
    const form = within(await screen.findByRole('form', { name: SIGN_IN_FORM }));
    // Filled in one go, as a browser's autofill does (and as Playwright's fill does).
    for (const [label, value] of [
      [/^email/i, DEMO_USER.email],
      [/^password/i, DEMO_USER.password],
    ] as const) {
      await this.user.click(form.getByLabelText(label));
      await this.user.paste(value);
    }
    await this.user.click(form.getByRole('button', { name: SIGN_IN_FORM }));
  }

  /** Checks what a person sees. Behind an open dialog the page is inert but still visible. */
  async sees(sight: Sight): Promise<void> {
    const behindDialog = typeof sight.dialog === 'string';
    const heading = await screen
      .findByRole('heading', { level: 1, name: sight.heading, hidden: behindDialog })
      .catch((error: unknown) => {
        throw new Error(`${this.whatIsShown()} instead of the heading ${String(sight.heading)}`, {
          cause: error,
        });
      });
    expect(screen.getAllByRole('heading', { level: 1, hidden: behindDialog })).toHaveLength(1);
    // After a page change focus moves to the new page's heading, so keyboard and screen reader
    // users start there. Waiting for it also keeps the next gesture from racing that move.
    const text = heading.textContent;
    if (this.lastHeading !== null && text !== this.lastHeading && !behindDialog) {
      await waitFor(() => expect(heading).toHaveFocus());
    }
    this.lastHeading = text;
    if (sight.currentNavLink) {
      const nav = within(screen.getByRole('navigation', { name: 'Main' }));
      // jsdom has the phone layout: the links (a desktop and a menu copy) are in the DOM but
      // hidden until the menu opens. Each copy marks the current page.
      const links = nav.getAllByRole('link', { name: sight.currentNavLink, hidden: true });
      for (const link of links) expect(link).toHaveAttribute('aria-current', 'page');
    }
    if (sight.tab) {
      const tab = await screen.findByRole('tab', { name: sight.tab, hidden: behindDialog });
      expect(tab).toHaveAttribute('aria-selected', 'true');
    }
    if (typeof sight.dialog === 'string') {
      expect(await screen.findByRole('dialog', { name: sight.dialog })).toBeVisible();
    } else if (sight.dialog === null) {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  }
}

describe('app machine, model-based, in jsdom', () => {
  let started = 0;
  beforeAll(() => {
    // Lazy pages and the dashboard chunk load on first visit, and CI machines are small:
    // generous waits keep a slow machine from failing a correct path (a wrong one still fails).
    configure({ asyncUtilTimeout: 15_000 });
    started = performance.now();
  });
  afterAll(() => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${formatCoverage(appCoverage(), 'jsdom')}\n  ran in ${seconds} s`);
  });

  let person: Person | undefined;
  afterEach(() => {
    person?.close();
    person = undefined;
  });

  it('walks every state and every transition a person can take', () => {
    const coverage = appCoverage();
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.states.total).toBe(stateNodeIds(appMachine).length);
    expect(coverage.transitions.missing).toEqual(UNWALKED_TRANSITIONS);
  });

  const coverageFile = coverageFileTest(appMachine, appCoverage, APP_PATHS.length);
  it.each(APP_PATHS.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const current = Person.open();
      person = current;
      await runPath(path, {
        perform: (event, before) => current.perform(gestureFor(event, before)),
        sees: (state) => current.sees(sightOf(state)),
      });
      coverageFile.pathPassed();
    },
    60_000,
  );
  coverageFile.declare();
});
