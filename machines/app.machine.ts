import { assign, emit, enqueueActions, setup, type ActorRefFrom } from 'xstate';
import type { DashboardDialog, DashboardTab, Page, SitePage } from '@/domain/pages';
import type { campaignsMachine } from './campaigns.machine';
import type { composerMachine } from './composer.machine';
import type { contactsMachine } from './contacts.machine';
import type { newCampaignMachine } from './new-campaign.machine';
import type { settingsMachine } from './settings.machine';
import type { authFormMachine } from './auth-form.machine';
import type { contactFormMachine } from './contact-form.machine';
import { toastEvent, type ToastEmitted } from './toast';

/**
 * The dashboard's machines travel in the lazily loaded dashboard chunk, so the public pages
 * never download them. The chunk hands their logic to the app, which spawns them as its
 * children for the length of the demo session.
 */
export interface DemoLogic {
  composer: typeof composerMachine;
  contacts: typeof contactsMachine;
  campaigns: typeof campaignsMachine;
  newCampaign: typeof newCampaignMachine;
  settings: typeof settingsMachine;
}

export type DemoActors = { [K in keyof DemoLogic]: ActorRefFrom<DemoLogic[K]> };

/**
 * The public site's two forms travel the same way, in a chunk the contact and sign-in pages
 * share: the first of those pages to open hands their logic to the app, which spawns them for
 * the rest of the visit, so a half-written message survives a trip to another page.
 */
export interface SiteFormLogic {
  contactForm: typeof contactFormMachine;
  authForm: typeof authFormMachine;
}

export type SiteForms = { [K in keyof SiteFormLogic]: ActorRefFrom<SiteFormLogic[K]> };

export interface AppContext {
  loggedIn: boolean;
  demo: DemoActors | null;
  forms: SiteForms | null;
}

export interface AppInput {
  loggedIn?: boolean;
}

type NavEvent = { type: `nav.${Page}` };

export type AppEvent =
  | NavEvent
  | { type: 'auth.submit' }
  | { type: 'auth.signOut' }
  | { type: 'site.forms.ready'; logic: SiteFormLogic }
  | { type: 'dashboard.actors.ready'; logic: DemoLogic }
  | { type: 'dashboard.tab.select'; tab: DashboardTab }
  | { type: 'dashboard.dialog.open'; dialog: Exclude<DashboardDialog, 'none'> }
  | { type: 'dashboard.dialog.close' };

export type AppEmitted = ToastEmitted;

const sitePage = (page: SitePage | 'notFound') => ({
  entry: { type: 'showPage' as const, params: { page } },
});

const tabState = (tab: DashboardTab) => ({
  entry: { type: 'showTab' as const, params: { tab } },
});

const selectTab = (tab: DashboardTab) => ({
  guard: { type: 'isTab' as const, params: { tab } },
  target: `.${tab}`,
});

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    emitted: {} as AppEmitted,
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
    isTab: ({ event }, params: { tab: DashboardTab }) =>
      event.type === 'dashboard.tab.select' && event.tab === params.tab,
    isDialog: ({ event }, params: { dialog: DashboardDialog }) =>
      event.type === 'dashboard.dialog.open' && event.dialog === params.dialog,
    needsDemoActors: ({ context }) => context.demo === null,
    needsSiteForms: ({ context }) => context.forms === null,
  },
  actions: {
    /** Mirrors the page into the URL and announces it; provided by the view layer. */
    showPage: (_, _params: { page: Page }) => {},
    /** Mirrors the tab; provided by the view layer where it wants to. */
    showTab: (_, _params: { tab: DashboardTab }) => {},
    /** Remembers the demo sign-in for this browser tab; provided by the view layer. */
    rememberSession: (_, _params: { loggedIn: boolean }) => {},
    signIn: assign({ loggedIn: true }),
    signOut: assign({ loggedIn: false }),
    spawnDemoActors: assign({
      demo: ({ event, spawn }) => {
        if (event.type !== 'dashboard.actors.ready') return null;
        const { logic } = event;
        return {
          composer: spawn(logic.composer, { systemId: 'composer' }),
          contacts: spawn(logic.contacts, { systemId: 'contacts' }),
          campaigns: spawn(logic.campaigns, { systemId: 'campaigns' }),
          newCampaign: spawn(logic.newCampaign, { systemId: 'newCampaign' }),
          settings: spawn(logic.settings, { systemId: 'settings' }),
        };
      },
    }),
    spawnSiteForms: assign({
      forms: ({ event, spawn }) => {
        if (event.type !== 'site.forms.ready') return null;
        const { logic } = event;
        return {
          contactForm: spawn(logic.contactForm, { systemId: 'contactForm' }),
          authForm: spawn(logic.authForm, { systemId: 'authForm' }),
        };
      },
    }),
    stopDemoActors: enqueueActions(({ context, enqueue }) => {
      for (const ref of Object.values(context.demo ?? {})) enqueue.stopChild(ref);
      enqueue.assign({ demo: null });
    }),
    toastSignedOut: emit(
      toastEvent({
        status: 'info',
        title: 'Signed out',
        description: 'You have left the demo dashboard. Nothing you did there was saved.',
      }),
    ),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ loggedIn: input?.loggedIn ?? false, demo: null, forms: null }),
  initial: 'site',
  on: {
    'site.forms.ready': { guard: 'needsSiteForms', actions: 'spawnSiteForms' },
    'nav.home': '.site.home',
    'nav.pricing': '.site.pricing',
    'nav.contact': '.site.contact',
    'nav.solutions': '.site.solutions',
    'nav.docs': '.site.docs',
    'nav.about': '.site.about',
    'nav.privacy': '.site.privacy',
    'nav.terms': '.site.terms',
    'nav.faq': '.site.faq',
    'nav.auth': [{ guard: 'isLoggedIn', target: '.dashboard' }, { target: '.site.auth' }],
    'nav.dashboard': [{ guard: 'isLoggedIn', target: '.dashboard' }, { target: '.site.home' }],
    'nav.notFound': '.site.notFound',
  },
  states: {
    /** The public site: one state per page, waiting for navigation. */
    site: {
      initial: 'home',
      states: {
        home: sitePage('home'),
        pricing: sitePage('pricing'),
        contact: sitePage('contact'),
        solutions: sitePage('solutions'),
        docs: sitePage('docs'),
        about: sitePage('about'),
        privacy: sitePage('privacy'),
        terms: sitePage('terms'),
        faq: sitePage('faq'),
        /** An address that names no page: the 404 page, with a way home. */
        notFound: sitePage('notFound'),
        /** The demo sign-in: waits for the auth form to submit. */
        auth: {
          ...sitePage('auth'),
          on: {
            'auth.submit': {
              target: '#app.dashboard',
              actions: ['signIn', { type: 'rememberSession', params: { loggedIn: true } }],
            },
          },
        },
      },
    },
    /** The demo dashboard, entered only while the logged-in flag is set. */
    dashboard: {
      type: 'parallel',
      entry: { type: 'showPage', params: { page: 'dashboard' } },
      on: {
        'dashboard.actors.ready': { guard: 'needsDemoActors', actions: 'spawnDemoActors' },
        'auth.signOut': {
          target: 'site.home',
          actions: [
            'signOut',
            'stopDemoActors',
            { type: 'rememberSession', params: { loggedIn: false } },
            'toastSignedOut',
          ],
        },
      },
      states: {
        /** Which tab is shown; waits for a tab to be selected. */
        tab: {
          initial: 'overview',
          on: {
            'dashboard.tab.select': [
              selectTab('overview'),
              selectTab('contacts'),
              selectTab('compose'),
              selectTab('campaigns'),
              selectTab('analytics'),
            ],
          },
          states: {
            overview: tabState('overview'),
            contacts: tabState('contacts'),
            compose: tabState('compose'),
            campaigns: tabState('campaigns'),
            analytics: tabState('analytics'),
          },
        },
        /** Which dialog is open over the tabs, if any. */
        dialog: {
          initial: 'none',
          states: {
            none: {
              on: {
                'dashboard.dialog.open': [
                  {
                    guard: { type: 'isDialog', params: { dialog: 'newCampaign' } },
                    target: 'newCampaign',
                  },
                  {
                    guard: { type: 'isDialog', params: { dialog: 'settings' } },
                    target: 'settings',
                  },
                ],
              },
            },
            newCampaign: { on: { 'dashboard.dialog.close': 'none' } },
            settings: { on: { 'dashboard.dialog.close': 'none' } },
          },
        },
      },
    },
  },
});

export type AppActorRef = ActorRefFrom<typeof appMachine>;
