// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { appMachine, type AppEvent } from '@machines/app.machine';
import { selectAccount, selectAudience, selectRecipients } from '@machines/composer.machine';
import { selectContacts } from '@machines/contacts.machine';
import { selectNewCampaignAccount } from '@machines/new-campaign.machine';
import { appWithChildren } from '../support/app-children';
import {
  selectDemo,
  selectDialog,
  selectPage,
  selectSiteForms,
  selectTab,
} from '@/state/selectors';
import { DASHBOARD_TABS, SITE_PAGES } from '@/domain/pages';

function start(loggedIn = false) {
  return createActor(appWithChildren, { input: { loggedIn } }).start();
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

  it('starts the demo actors by name once their code is here, and stops them on sign out', () => {
    const actor = signIn();
    expect(actor.getSnapshot().matches({ dashboard: { demo: 'loading' } })).toBe(true);
    expect(selectDemo(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'dashboard.actors.ready' });
    const demo = selectDemo(actor.getSnapshot());
    expect(demo).not.toBeNull();
    expect(actor.getSnapshot().children.composer).toBe(demo?.composer);
    expect(demo?.composer.src).toBe('composer');
    actor.send({ type: 'auth.signOut' });
    expect(selectDemo(actor.getSnapshot())).toBeNull();
    expect(demo?.composer.getSnapshot().status).toBe('stopped');
    expect(actor.getSnapshot().children.composer).toBeUndefined();
  });

  it('starts fresh demo actors on the next sign-in without asking for the code again', () => {
    const loads: string[] = [];
    const actor = createActor(
      appWithChildren.provide({ actions: { loadDemo: () => void loads.push('demo') } }),
      { input: {} },
    ).start();
    actor.send({ type: 'nav.auth' });
    actor.send({ type: 'auth.submit' });
    actor.send({ type: 'dashboard.actors.ready' });
    const first = selectDemo(actor.getSnapshot());
    actor.send({ type: 'auth.signOut' });
    actor.send({ type: 'nav.auth' });
    actor.send({ type: 'auth.submit' });
    const second = selectDemo(actor.getSnapshot());
    expect(second).not.toBeNull();
    expect(second?.composer).not.toBe(first?.composer);
    expect(loads).toEqual(['demo', 'demo']);
  });

  it('opens a draft sent from the campaigns in the composer, on the Compose tab', () => {
    const focused: string[] = [];
    const actor = createActor(
      appWithChildren.provide({ actions: { focusTab: (_, { tab }) => void focused.push(tab) } }),
      { input: { loggedIn: true } },
    ).start();
    actor.send({ type: 'nav.dashboard' });
    actor.send({ type: 'dashboard.actors.ready' });
    actor.send({
      type: 'campaigns.compose',
      name: 'Promo',
      message: 'Akwaaba!',
      group: 'vip',
      draftId: 2,
    });
    expect(selectTab(actor.getSnapshot())).toBe('compose');
    expect(focused).toEqual(['compose']);
    const composer = selectDemo(actor.getSnapshot())?.composer;
    expect(composer?.getSnapshot().context).toMatchObject({ message: 'Akwaaba!', draftId: 2 });
  });

  it("passes the composer's Send Now to the campaigns, and the credits they hold back to the composer", () => {
    const actor = createActor(appWithChildren, { input: { loggedIn: true } }).start();
    actor.send({ type: 'nav.dashboard' });
    actor.send({ type: 'dashboard.actors.ready' });
    const demo = selectDemo(actor.getSnapshot());
    if (!demo) throw new Error('The demo did not start.');
    const { composer, campaigns } = demo;
    composer.send({ type: 'composer.name.change', value: 'VIP evening' });
    composer.send({ type: 'composer.group.change', group: 'vip' });
    composer.send({ type: 'composer.message.change', value: 'VIP evening on Friday.' });
    composer.send({ type: 'composer.send', now: Date.UTC(2026, 10, 21, 12) });
    const top = campaigns.getSnapshot().context.campaigns[0];
    expect(top).toMatchObject({ name: 'VIP evening', status: 'sending', recipients: 145 });
    // 145 VIPs, one part each, held from the 4,218 credits.
    expect(composer.getSnapshot().context.credits).toBe(4218 - 145);
    actor.stop();
  });

  it("passes the New Campaign dialog's Send Now to the campaigns, and their balance back to the dialog", () => {
    const actor = createActor(appWithChildren, { input: { loggedIn: true } }).start();
    actor.send({ type: 'nav.dashboard' });
    actor.send({ type: 'dashboard.actors.ready' });
    const demo = selectDemo(actor.getSnapshot());
    if (!demo) throw new Error('The demo did not start.');
    const { newCampaign, campaigns } = demo;
    const now = Date.UTC(2026, 10, 21, 12);
    const send = (name: string, group: 'all' | 'vip') => {
      actor.send({ type: 'dashboard.dialog.open', dialog: 'newCampaign' });
      newCampaign.send({ type: 'newCampaign.field.change', field: 'name', value: name });
      newCampaign.send({ type: 'newCampaign.field.change', field: 'message', value: 'Akwaaba!' });
      newCampaign.send({ type: 'newCampaign.group.change', group });
      newCampaign.send({ type: 'newCampaign.submit', now });
    };
    send('Harmattan promo', 'all');
    expect(campaigns.getSnapshot().context.campaigns[0]).toMatchObject({
      name: 'Harmattan promo',
      status: 'sending',
      recipients: 2847,
      messageType: 'promotional',
    });
    expect(selectDialog(actor.getSnapshot())).toBe('none');
    // 2,847 held from 4,218: a second Send Now to everyone is refused in the dialog.
    expect(newCampaign.getSnapshot().context.credits).toBe(4218 - 2847);
    send('Second blast', 'all');
    expect(campaigns.getSnapshot().context.campaigns[0]?.name).toBe('Harmattan promo');
    expect(selectDialog(actor.getSnapshot())).toBe('newCampaign');
    newCampaign.send({ type: 'newCampaign.group.change', group: 'vip' });
    newCampaign.send({ type: 'newCampaign.submit', now });
    expect(campaigns.getSnapshot().context.campaigns[0]).toMatchObject({
      name: 'Second blast',
      status: 'sending',
      recipients: 145,
    });
    actor.stop();
  });

  it("passes the New Campaign dialog's schedule to the campaigns, scheduled", () => {
    const actor = createActor(appWithChildren, { input: { loggedIn: true } }).start();
    actor.send({ type: 'nav.dashboard' });
    actor.send({ type: 'dashboard.actors.ready' });
    const demo = selectDemo(actor.getSnapshot());
    if (!demo) throw new Error('The demo did not start.');
    const { newCampaign, campaigns } = demo;
    const field = (name: 'name' | 'message' | 'scheduledDate' | 'scheduledTime', value: string) =>
      newCampaign.send({ type: 'newCampaign.field.change', field: name, value });
    field('name', 'Christmas hours');
    field('message', 'Open 8am to 4pm on 24 Dec.');
    field('scheduledDate', '2026-12-20');
    field('scheduledTime', '09:30');
    newCampaign.send({ type: 'newCampaign.submit', now: Date.UTC(2026, 10, 21, 12) });
    expect(campaigns.getSnapshot().context.campaigns[0]).toMatchObject({
      name: 'Christmas hours',
      status: 'scheduled',
      sentDate: '2026-12-20',
      sentTime: '09:30',
    });
    actor.stop();
  });
});

describe('app machine: one audience', () => {
  const dashboard = () => {
    const actor = createActor(appWithChildren, { input: { loggedIn: true } }).start();
    actor.send({ type: 'nav.dashboard' });
    actor.send({ type: 'dashboard.actors.ready' });
    const demo = selectDemo(actor.getSnapshot());
    if (!demo) throw new Error('The demo did not start.');
    return demo;
  };

  it("passes the contacts' changes to the composer: opting out a customer lowers its recipients", () => {
    const { composer, contacts } = dashboard();
    composer.send({ type: 'composer.group.change', group: 'customers' });
    expect(selectRecipients(composer.getSnapshot())).toBe(1250);
    contacts.send({ type: 'contacts.optOut.open', id: 1 });
    contacts.send({ type: 'contacts.consent.reason.change', value: 'Asked by phone' });
    contacts.send({ type: 'contacts.consent.submit' });
    expect(selectRecipients(composer.getSnapshot())).toBe(1249);
    expect(selectAudience(composer.getSnapshot())).toBe(selectContacts(contacts.getSnapshot()));
  });

  it("passes saved settings to the composer and the New Campaign dialog: their time zone is the account's", () => {
    const { composer, newCampaign, settings } = dashboard();
    settings.send({ type: 'settings.timezone.change', value: 'EST' });
    expect(selectAccount(composer.getSnapshot()).timezone).toBe('UTC');
    settings.send({ type: 'settings.save' });
    expect(selectAccount(composer.getSnapshot()).timezone).toBe('EST');
    expect(selectNewCampaignAccount(newCampaign.getSnapshot()).timezone).toBe('EST');
  });

  it('passes the contacts to the New Campaign dialog', () => {
    const { newCampaign, contacts } = dashboard();
    contacts.send({ type: 'contacts.optOut.open', id: 1 });
    contacts.send({ type: 'contacts.consent.reason.change', value: 'Asked by phone' });
    contacts.send({ type: 'contacts.consent.submit' });
    expect(newCampaign.getSnapshot().context.audience).toBe(selectContacts(contacts.getSnapshot()));
  });
});

describe('app machine: the site forms', () => {
  it('asks for the forms on the contact and sign-in pages, and starts them once', () => {
    const loads: string[] = [];
    const actor = createActor(
      appWithChildren.provide({ actions: { loadSiteForms: () => void loads.push('forms') } }),
      { input: {} },
    ).start();
    expect(selectSiteForms(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'nav.pricing' });
    expect(loads).toEqual([]);
    actor.send({ type: 'nav.contact' });
    expect(loads).toEqual(['forms']);
    actor.send({ type: 'site.forms.ready' });
    const forms = selectSiteForms(actor.getSnapshot());
    expect(actor.getSnapshot().children.contactForm).toBe(forms?.contactForm);
    expect(actor.getSnapshot().children.authForm).toBe(forms?.authForm);
    actor.send({ type: 'nav.auth' });
    actor.send({ type: 'site.forms.ready' });
    expect(selectSiteForms(actor.getSnapshot())?.contactForm).toBe(forms?.contactForm);
  });

  it('keeps them for the whole visit: through the dashboard and sign out', () => {
    const actor = start();
    actor.send({ type: 'nav.auth' });
    actor.send({ type: 'site.forms.ready' });
    const forms = selectSiteForms(actor.getSnapshot());
    actor.send({ type: 'auth.submit' });
    actor.send({ type: 'auth.signOut' });
    expect(selectSiteForms(actor.getSnapshot())?.contactForm).toBe(forms?.contactForm);
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
