import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { appMachine, type AppEvent, type DemoLogic } from '@machines/app.machine';
import { authFormMachine } from '@machines/auth-form.machine';
import { campaignsMachine } from '@machines/campaigns.machine';
import { composerMachine } from '@machines/composer.machine';
import { contactFormMachine } from '@machines/contact-form.machine';
import { contactsMachine } from '@machines/contacts.machine';
import { newCampaignMachine } from '@machines/new-campaign.machine';
import { settingsMachine } from '@machines/settings.machine';
import { selectDialog, selectPage, selectTab } from '@/state/selectors';
import { DASHBOARD_TABS, SITE_PAGES } from '@/domain/pages';

const demoLogic: DemoLogic = {
  composer: composerMachine,
  contacts: contactsMachine,
  campaigns: campaignsMachine,
  newCampaign: newCampaignMachine,
  settings: settingsMachine,
};

function start(loggedIn = false) {
  return createActor(appMachine, { input: { loggedIn } }).start();
}

function signIn() {
  const actor = start();
  actor.send({ type: 'nav.auth' });
  actor.send({ type: 'auth.submit' });
  return actor;
}

describe('app machine: pages', () => {
  it('starts on home, signed out', () => {
    const actor = start();
    expect(selectPage(actor.getSnapshot())).toBe('home');
    expect(actor.getSnapshot().context.loggedIn).toBe(false);
  });

  it.each(SITE_PAGES.filter((page) => page !== 'auth'))('reaches %s', (page) => {
    const actor = start();
    actor.send({ type: 'nav.pricing' });
    actor.send({ type: `nav.${page}` } as AppEvent);
    expect(selectPage(actor.getSnapshot())).toBe(page);
  });

  it('reaches the demo sign-in while signed out', () => {
    const actor = start();
    actor.send({ type: 'nav.auth' });
    expect(selectPage(actor.getSnapshot())).toBe('auth');
  });

  it('runs showPage with the page entered, once per page change', () => {
    const shown: string[] = [];
    const actor = createActor(
      appMachine.provide({ actions: { showPage: (_, { page }) => void shown.push(page) } }),
      { input: {} },
    ).start();
    actor.send({ type: 'nav.pricing' });
    actor.send({ type: 'nav.docs' });
    expect(shown).toEqual(['home', 'pricing', 'docs']);
  });
});

describe('app machine: dashboard guard', () => {
  it('sends a signed-out visitor asking for the dashboard home', () => {
    const actor = start();
    actor.send({ type: 'nav.pricing' });
    actor.send({ type: 'nav.dashboard' });
    expect(selectPage(actor.getSnapshot())).toBe('home');
  });

  it('ignores a sign-in submitted outside the auth page', () => {
    const actor = start();
    actor.send({ type: 'auth.submit' });
    expect(actor.getSnapshot().context.loggedIn).toBe(false);
    expect(selectPage(actor.getSnapshot())).toBe('home');
  });

  it('signs in from the auth page and opens the dashboard on its overview', () => {
    const actor = signIn();
    expect(actor.getSnapshot().context.loggedIn).toBe(true);
    expect(selectPage(actor.getSnapshot())).toBe('dashboard');
    expect(selectTab(actor.getSnapshot())).toBe('overview');
    expect(selectDialog(actor.getSnapshot())).toBe('none');
  });

  it('lets a signed-in visitor back into the dashboard, and skips the sign-in page', () => {
    const actor = signIn();
    actor.send({ type: 'nav.home' });
    actor.send({ type: 'nav.dashboard' });
    expect(selectPage(actor.getSnapshot())).toBe('dashboard');
    actor.send({ type: 'nav.home' });
    actor.send({ type: 'nav.auth' });
    expect(selectPage(actor.getSnapshot())).toBe('dashboard');
  });

  it('starts signed in when the session was remembered', () => {
    const actor = start(true);
    actor.send({ type: 'nav.dashboard' });
    expect(selectPage(actor.getSnapshot())).toBe('dashboard');
  });

  it('remembers the sign-in and the sign-out through the rememberSession action', () => {
    const remembered: boolean[] = [];
    const actor = createActor(
      appMachine.provide({
        actions: { rememberSession: (_, { loggedIn }) => void remembered.push(loggedIn) },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'nav.auth' });
    actor.send({ type: 'auth.submit' });
    actor.send({ type: 'auth.signOut' });
    expect(remembered).toEqual([true, false]);
  });
});

describe('app machine: sign out', () => {
  it('clears the flag, returns home and tells the visitor', () => {
    const actor = signIn();
    const toasts: string[] = [];
    actor.on('toast', (event) => toasts.push(event.toast.title));
    actor.send({ type: 'auth.signOut' });
    expect(actor.getSnapshot().context.loggedIn).toBe(false);
    expect(selectPage(actor.getSnapshot())).toBe('home');
    expect(toasts).toEqual(['Signed out']);
    actor.send({ type: 'nav.dashboard' });
    expect(selectPage(actor.getSnapshot())).toBe('home');
  });

  it('stops the demo actors it spawned', () => {
    const actor = signIn();
    actor.send({ type: 'dashboard.actors.ready', logic: demoLogic });
    const demo = actor.getSnapshot().context.demo;
    expect(demo).not.toBeNull();
    expect(actor.system.get('composer')).toBe(demo?.composer);
    actor.send({ type: 'auth.signOut' });
    expect(actor.getSnapshot().context.demo).toBeNull();
    expect(demo?.composer.getSnapshot().status).toBe('stopped');
    expect(actor.system.get('composer')).toBeUndefined();
  });

  it('spawns the demo actors once per session', () => {
    const actor = signIn();
    actor.send({ type: 'dashboard.actors.ready', logic: demoLogic });
    const first = actor.getSnapshot().context.demo;
    actor.send({ type: 'dashboard.actors.ready', logic: demoLogic });
    expect(actor.getSnapshot().context.demo).toBe(first);
  });
});

describe('app machine: the site forms', () => {
  const formLogic = { contactForm: contactFormMachine, authForm: authFormMachine };

  it('spawns the contact and sign-in forms once, when a page hands over their logic', () => {
    const actor = start();
    expect(actor.getSnapshot().context.forms).toBeNull();
    expect(actor.system.get('contactForm')).toBeUndefined();
    actor.send({ type: 'nav.contact' });
    actor.send({ type: 'site.forms.ready', logic: formLogic });
    const forms = actor.getSnapshot().context.forms;
    expect(actor.system.get('contactForm')).toBe(forms?.contactForm);
    expect(actor.system.get('authForm')).toBe(forms?.authForm);
    actor.send({ type: 'nav.auth' });
    actor.send({ type: 'site.forms.ready', logic: formLogic });
    expect(actor.getSnapshot().context.forms).toBe(forms);
  });

  it('keeps them for the whole visit: through the dashboard and sign out', () => {
    const actor = start();
    actor.send({ type: 'nav.auth' });
    actor.send({ type: 'site.forms.ready', logic: formLogic });
    const forms = actor.getSnapshot().context.forms;
    actor.send({ type: 'auth.submit' });
    actor.send({ type: 'auth.signOut' });
    expect(actor.getSnapshot().context.forms).toBe(forms);
    expect(forms?.contactForm.getSnapshot().status).toBe('active');
  });
});

describe('app machine: tabs and dialogs', () => {
  it.each(DASHBOARD_TABS)('selects the %s tab', (tab) => {
    const actor = signIn();
    actor.send({
      type: 'dashboard.tab.select',
      tab: tab === 'overview' ? 'analytics' : 'overview',
    });
    actor.send({ type: 'dashboard.tab.select', tab });
    expect(selectTab(actor.getSnapshot())).toBe(tab);
  });

  it.each(['newCampaign', 'settings'] as const)('opens and closes the %s dialog', (dialog) => {
    const actor = signIn();
    actor.send({ type: 'dashboard.dialog.open', dialog });
    expect(selectDialog(actor.getSnapshot())).toBe(dialog);
    actor.send({ type: 'dashboard.tab.select', tab: 'campaigns' });
    expect(selectDialog(actor.getSnapshot())).toBe(dialog);
    actor.send({ type: 'dashboard.dialog.close' });
    expect(selectDialog(actor.getSnapshot())).toBe('none');
    expect(selectTab(actor.getSnapshot())).toBe('campaigns');
  });

  it('opens one dialog at a time', () => {
    const actor = signIn();
    actor.send({ type: 'dashboard.dialog.open', dialog: 'settings' });
    actor.send({ type: 'dashboard.dialog.open', dialog: 'newCampaign' });
    expect(selectDialog(actor.getSnapshot())).toBe('settings');
  });

  it('ignores dashboard events on the public site', () => {
    const actor = start();
    actor.send({ type: 'dashboard.tab.select', tab: 'compose' });
    actor.send({ type: 'dashboard.dialog.open', dialog: 'settings' });
    expect(selectPage(actor.getSnapshot())).toBe('home');
  });
});
