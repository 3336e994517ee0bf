/**
 * Model-based tests of the auth form machine in jsdom: every path of `auth-form-model.ts` runs
 * against a fresh render of the real app at /auth, signed out (the real auth form actor,
 * started by the app when the sign-in page asks for the forms' code). Each event is done the
 * way a person does it (typing into labelled fields, Sign In or Create Account, Show password,
 * the submit button) and each state is checked by what a person sees: the chosen form, its
 * fields and their inline errors, whether the password shows as typed; after a refused submit
 * where focus is, after an accepted one the dashboard. To go on after signing in, the person
 * signs out and comes back to the sign-in page, which shows the form emptied.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { authFormMachine } from '@machines/auth-form.machine';
import { App } from '@/app/App';
import { startApp, type AppHandle } from '@/app/app-actor';
import { toaster } from '@/ui/toaster';
import {
  AUTH_PATHS,
  authFormCoverage,
  authFormTargets,
  describePath,
  gestureFor,
  outcomeOf,
  sightOf,
  SUMMARY_COUNT,
  type AuthGesture,
  type AuthSight,
} from './auth-form-model';
import { control, fillIn, openToasts, seesToast } from './jsdom-person';
import { describeJsdomModel } from './jsdom-suite';
import { runPath } from './run-path';

const SIGNED_OUT = {
  title: 'Signed out',
  description: 'You have left the demo dashboard. Nothing you did there was saved.',
};

const mainHeading = () => document.querySelector('h1')?.textContent ?? null;

/** The sign-in page as a visitor meets it, signed out. */
class Person {
  private constructor(
    readonly user: UserEvent,
    private readonly handle: AppHandle,
  ) {}

  static async open(): Promise<Person> {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/auth');
    const handle = startApp();
    render(<App app={handle} />);
    const person = new Person(userEvent.setup({ delay: null }), handle);
    await waitFor(() => person.form());
    return person;
  }

  close() {
    this.handle.stop();
    toaster.remove();
    window.sessionStorage.clear();
  }

  /** The sign-in form, named by its heading. */
  private form(): HTMLElement {
    const form = document.querySelector<HTMLElement>('form[aria-labelledby="auth-form-title"]');
    if (!form) throw new Error(`The sign-in form is not on the page (it shows ${mainHeading()}).`);
    return form;
  }

  private field(label: string): HTMLInputElement {
    return within(this.form()).getByLabelText(new RegExp(`^${label}\\b`)) as HTMLInputElement;
  }

  private modeButtons(): HTMLButtonElement[] {
    return [...document.querySelectorAll<HTMLButtonElement>('[aria-label="Choose a form"] button')];
  }

  /**
   * Signed in, the dashboard replaced the page: to go on, the person signs out (reading the
   * toast that says so) and follows Try the demo in the footer back to the form, which shows
   * what the machine kept.
   */
  private async comeBack(before: AuthSight): Promise<void> {
    await this.user.click(control('Sign out'));
    await seesToast(this.user, SIGNED_OUT);
    const footer = within(await screen.findByRole('contentinfo'));
    await this.user.click(footer.getByRole('link', { name: 'Try the demo' }));
    await waitFor(() => this.sees(before, false));
  }

  async perform(gesture: AuthGesture, before: AuthSight, signedIn: boolean): Promise<void> {
    if (signedIn) await this.comeBack(before);
    switch (gesture.kind) {
      case 'fill':
        await fillIn(this.user, this.field(gesture.label), gesture.value);
        return;
      case 'click': {
        const form = within(this.form());
        const button =
          this.modeButtons().find((candidate) => candidate.textContent === gesture.name) ??
          form.queryByLabelText(gesture.name) ??
          control(gesture.name, { scope: form });
        await this.user.click(button);
        return;
      }
    }
  }

  async seesFocusOn(label: string): Promise<void> {
    await waitFor(() => expect(this.field(label)).toHaveFocus());
  }

  /** An accepted form opens the dashboard. */
  async seesTheDashboard(): Promise<void> {
    await waitFor(() => expect(mainHeading()).toBe('Dashboard'));
  }

  sees(sight: AuthSight, signedIn: boolean): void {
    expect(openToasts()).toEqual([]);
    if (signedIn) {
      expect(mainHeading()).toBe('Dashboard');
      expect(document.querySelector('form[aria-labelledby="auth-form-title"]')).toBeNull();
      return;
    }
    expect(mainHeading()).toBe('Try the demo dashboard');
    const pressed = this.modeButtons().filter((button) => button.ariaPressed === 'true');
    expect(pressed.map((button) => button.textContent)).toEqual([sight.mode]);
    const form = this.form();
    expect(form).toHaveAccessibleName(sight.title);
    expect(form.querySelectorAll('input')).toHaveLength(sight.fields.length);
    for (const { label, value, error } of sight.fields) {
      const field = this.field(label);
      expect(field, label).toHaveValue(value);
      if (error) {
        expect(field, label).toHaveAttribute('aria-invalid', 'true');
        expect(field, label).toHaveAccessibleDescription(error);
      } else {
        expect(field, label).not.toHaveAttribute('aria-invalid', 'true');
      }
      if (/password/i.test(label)) {
        expect(field, label).toHaveAttribute('type', sight.passwordVisible ? 'text' : 'password');
      }
    }
    const toggle = within(form).getByLabelText(/^(Show|Hide) password$/);
    expect(toggle).toHaveAccessibleName(sight.passwordVisible ? 'Hide password' : 'Show password');
    expect(form.querySelector('button[type="submit"]')).toHaveTextContent(sight.submit);
  }
}

describeJsdomModel({
  title: 'auth form machine, model-based, in jsdom',
  coverageTitle: 'walks every state, every transition and every form summary',
  machine: authFormMachine,
  coverage: authFormCoverage,
  targets: authFormTargets,
  summaryCount: SUMMARY_COUNT,
  summariesName: 'form summaries',
  outcomesName: 'submit, typing, toggle and form switch outcomes',
  paths: AUTH_PATHS,
  describePath,
  open: () => Person.open(),
  walk: async (current, path) => {
    let signedIn = false;
    await runPath(path, {
      perform: async (event, before) => {
        await current.perform(gestureFor(event, before), sightOf(before), signedIn);
        signedIn = false;
        const outcome = outcomeOf(event, before);
        if (outcome.signsIn) {
          await current.seesTheDashboard();
          signedIn = true;
        }
        if (outcome.focus) await current.seesFocusOn(outcome.focus);
      },
      sees: (state) => waitFor(() => current.sees(sightOf(state), signedIn)),
    });
  },
});
