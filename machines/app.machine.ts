import {
  assertEvent,
  assign,
  emit,
  fromCallback,
  sendTo,
  setup,
  spawnChild,
  stopChild,
  type ActorRefFrom,
  type AnyActorLogic,
} from 'xstate';
import type { Contact } from '@/domain/contacts';
import type { DashboardDialog, DashboardTab, Page, SitePage } from '@/domain/pages';
import type { AccountSettings } from '@/domain/settings';
import type {
  campaignsMachine,
  CampaignsEvent,
  ComposeRequest,
  CreditsChanged,
} from './campaigns.machine';
import type { ComposerEvent, composerMachine, ComposerOrder } from './composer.machine';
import type { contactsMachine } from './contacts.machine';
import type {
  NewCampaignEvent,
  newCampaignMachine,
  NewCampaignOrder,
} from './new-campaign.machine';
import type { settingsMachine } from './settings.machine';
import type { authFormMachine } from './auth-form.machine';
import type { contactFormMachine } from './contact-form.machine';
import { toastEvent, type ToastEmitted } from './toast';

/** The dashboard's machines: its children for the length of a demo session. */
export interface DemoLogic {
  composer: typeof composerMachine;
  contacts: typeof contactsMachine;
  campaigns: typeof campaignsMachine;
  newCampaign: typeof newCampaignMachine;
  settings: typeof settingsMachine;
}

/** The public site's two forms: children for the rest of the visit once a page shows one. */
export interface SiteFormLogic {
  contactForm: typeof contactFormMachine;
  authForm: typeof authFormMachine;
}

/** Every child the app machine declares, by name. */
export type AppChildLogic = DemoLogic & SiteFormLogic;
export type AppChildName = keyof AppChildLogic;
export type DemoActors = { [K in keyof DemoLogic]: ActorRefFrom<DemoLogic[K]> };
/** The campaigns actor, which most of the dashboard's views read and send to. */
export type CampaignsRef = DemoActors['campaigns'];
export type SiteForms = { [K in keyof SiteFormLogic]: ActorRefFrom<SiteFormLogic[K]> };

export const DEMO_CHILDREN = [
  'composer',
  'contacts',
  'campaigns',
  'newCampaign',
  'settings',
] as const satisfies readonly (keyof DemoLogic)[];
export const FORM_CHILDREN = [
  'contactForm',
  'authForm',
] as const satisfies readonly (keyof SiteFormLogic)[];

/**
 * A child whose code has not arrived. The dashboard's machines (and the forms') travel in the
 * chunks that need them, so the public pages never download them: the app machine declares
 * every child by name with this stand-in, and the code that arrives provides the real logic
 * (`appMachine.provide({ actors })`, see src/app/app-actor.ts). Started, it fails loudly.
 */
export function notLoaded<T extends AnyActorLogic>(name: AppChildName): T {
  return fromCallback(() => {
    throw new Error(`The ${name} machine was started before its code arrived.`);
  }) as unknown as T;
}

export interface AppContext {
  loggedIn: boolean;
  /** Whether the dashboard's machines have been provided (their code has arrived). */
  demoLoaded: boolean;
  /** Whether the forms' actors run (they start once, when their code first arrives). */
  formsStarted: boolean;
}

export interface AppInput {
  loggedIn?: boolean;
}

type NavEvent = { type: `nav.${Page}` };

export type AppEvent =
  | NavEvent
  | { type: 'auth.submit' }
  | { type: 'auth.signOut' }
  /** The forms' code has arrived and is provided: start their actors if they do not run. */
  | { type: 'site.forms.ready' }
  /** The dashboard's code has arrived and is provided: its machines may start. */
  | { type: 'dashboard.actors.ready' }
  | { type: 'dashboard.tab.select'; tab: DashboardTab }
  | { type: 'dashboard.dialog.open'; dialog: Exclude<DashboardDialog, 'none'> }
  | { type: 'dashboard.dialog.close' }
  /** From the campaigns actor: Send Now on a draft opens it in the composer. */
  | ComposeRequest
  /** From the contacts actor: the contact database changed. */
  | { type: 'contacts.changed'; contacts: readonly Contact[] }
  /** From the settings actor: settings saved, or a sender ID reviewed. */
  | { type: 'settings.changed'; settings: AccountSettings }
  /** From the composer: a campaign sent or scheduled. */
  | ComposerOrder
  /** From the New Campaign dialog: a campaign sent or scheduled. */
  | NewCampaignOrder
  /** From the campaigns actor: credits held or given back. */
  | CreditsChanged;

export type AppEmitted = ToastEmitted;

const sitePage = (page: SitePage | 'statecharts' | 'notFound') => ({
  entry: { type: 'showPage' as const, params: { page } },
});

/** The contact and sign-in pages show a form: they ask for the forms' code on entry. */
const formPage = (page: 'contact' | 'auth') => ({
  entry: [{ type: 'showPage' as const, params: { page } }, 'loadSiteForms' as const],
});

const tabState = (tab: DashboardTab) => ({
  entry: { type: 'showTab' as const, params: { tab } },
});

const selectTab = (tab: DashboardTab) => ({
  guard: { type: 'isTab' as const, params: { tab } },
  target: `.${tab}`,
});

/** Where a relayed event goes, and the name it has there. */
interface Relay {
  to: Extract<AppChildName, 'composer' | 'campaigns' | 'newCampaign'>;
  as: ComposerEvent['type'] | CampaignsEvent['type'] | NewCampaignEvent['type'];
}

const relay = (to: Relay['to'], as: Relay['as']) => ({
  type: 'relay' as const,
  params: { to, as },
});

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    emitted: {} as AppEmitted,
    children: {} as { [K in AppChildName]: K },
  },
  actors: {
    composer: notLoaded<DemoLogic['composer']>('composer'),
    contacts: notLoaded<DemoLogic['contacts']>('contacts'),
    campaigns: notLoaded<DemoLogic['campaigns']>('campaigns'),
    newCampaign: notLoaded<DemoLogic['newCampaign']>('newCampaign'),
    settings: notLoaded<DemoLogic['settings']>('settings'),
    contactForm: notLoaded<SiteFormLogic['contactForm']>('contactForm'),
    authForm: notLoaded<SiteFormLogic['authForm']>('authForm'),
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
    isTab: ({ event }, params: { tab: DashboardTab }) =>
      event.type === 'dashboard.tab.select' && event.tab === params.tab,
    isDialog: ({ event }, params: { dialog: DashboardDialog }) =>
      event.type === 'dashboard.dialog.open' && event.dialog === params.dialog,
    demoLoaded: ({ context }) => context.demoLoaded,
    formsNotStarted: ({ context }) => !context.formsStarted,
  },
  actions: {
    /** Mirrors the page into the URL and announces it; provided by the view layer. */
    showPage: (_, _params: { page: Page }) => {},
    /** Mirrors the tab; provided by the view layer where it wants to. */
    showTab: (_, _params: { tab: DashboardTab }) => {},
    /** Moves focus to a tab that something other than the tab list chose; provided by the view. */
    focusTab: (_, _params: { tab: DashboardTab }) => {},
    /** Remembers the demo sign-in for this browser tab; provided by the view layer. */
    rememberSession: (_, _params: { loggedIn: boolean }) => {},
    /**
     * Fetches the forms' code, provides it and sends `site.forms.ready`; provided at the edge
     * (src/app/app-actor.ts). Does nothing once it has arrived.
     */
    loadSiteForms: () => {},
    /** Fetches the dashboard's code, provides it and sends `dashboard.actors.ready`; as above. */
    loadDemo: () => {},
    signIn: assign({ loggedIn: true }),
    signOut: assign({ loggedIn: false }),
    markDemoLoaded: assign({ demoLoaded: true }),
    markFormsStarted: assign({ formsStarted: true }),
    loadIntoComposer: sendTo('composer', ({ event }) => {
      assertEvent(event, 'campaigns.compose');
      const { name, message, group, draftId } = event;
      return { type: 'composer.load' as const, name, message, group, draftId };
    }),
    /**
     * Passes what one child told the app to another child, in the receiver's words (`as`) and
     * with the same payload (`contacts`, `settings`, `balance` or `order`): the app is the one
     * place where the dashboard's actors hear of each other, and no view relays an event.
     */
    relay: sendTo(
      (_, params: Relay) => params.to,
      ({ event }, params: Relay) => ({ ...event, type: params.as }),
    ),
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
  context: ({ input }) => ({
    loggedIn: input?.loggedIn ?? false,
    demoLoaded: false,
    formsStarted: false,
  }),
  initial: 'site',
  on: {
    'site.forms.ready': {
      guard: 'formsNotStarted',
      actions: [
        spawnChild('contactForm', { id: 'contactForm' }),
        spawnChild('authForm', { id: 'authForm' }),
        'markFormsStarted',
      ],
      description:
        'The forms start once, the first time a page shows one, and live for the rest of the visit: a half-written message survives a trip to another page.',
    },
    'dashboard.actors.ready': {
      actions: 'markDemoLoaded',
      description: "The dashboard's code has arrived; it stays for the rest of the visit.",
    },
    'nav.home': '.site.home',
    'nav.pricing': '.site.pricing',
    'nav.contact': '.site.contact',
    'nav.solutions': '.site.solutions',
    'nav.docs': '.site.docs',
    'nav.about': '.site.about',
    'nav.privacy': '.site.privacy',
    'nav.terms': '.site.terms',
    'nav.faq': '.site.faq',
    'nav.auth': [
      {
        guard: 'isLoggedIn',
        target: '.dashboard',
        description: 'Signed in already: the demo entry leads straight to the dashboard.',
      },
      { target: '.site.auth' },
    ],
    'nav.dashboard': [
      { guard: 'isLoggedIn', target: '.dashboard' },
      { target: '.site.home', description: 'Signed out, the dashboard address shows home.' },
    ],
    'nav.statecharts': '.site.statecharts',
    'nav.notFound': '.site.notFound',
  },
  states: {
    site: {
      description: 'The public site: one state per page, waiting for navigation.',
      initial: 'home',
      states: {
        home: sitePage('home'),
        pricing: sitePage('pricing'),
        contact: formPage('contact'),
        solutions: sitePage('solutions'),
        docs: sitePage('docs'),
        about: sitePage('about'),
        privacy: sitePage('privacy'),
        terms: sitePage('terms'),
        faq: sitePage('faq'),
        statecharts: {
          ...sitePage('statecharts'),
          description:
            'The statecharts view: every machine drawn from its definition, open to anyone, signed in or not.',
        },
        notFound: {
          ...sitePage('notFound'),
          description: 'An address that names no page: the 404 page, with a way home.',
        },
        auth: {
          ...formPage('auth'),
          description: 'The demo sign-in: waits for the sign-in form to submit.',
          on: {
            'auth.submit': {
              target: '#app.dashboard',
              actions: ['signIn', { type: 'rememberSession', params: { loggedIn: true } }],
            },
          },
        },
      },
    },
    dashboard: {
      description: 'The demo dashboard, entered only while signed in to the demo.',
      type: 'parallel',
      entry: { type: 'showPage', params: { page: 'dashboard' } },
      on: {
        'auth.signOut': {
          target: 'site.home',
          actions: [
            'signOut',
            { type: 'rememberSession', params: { loggedIn: false } },
            'toastSignedOut',
          ],
          description: 'Leaves the demo: its contacts, campaigns and drafts are thrown away.',
        },
      },
      states: {
        demo: {
          description: "The dashboard's machines: they run while the dashboard is open.",
          initial: 'loading',
          states: {
            loading: {
              description: "Waits for the dashboard's code; the tabs show their outline.",
              entry: 'loadDemo',
              always: { guard: 'demoLoaded', target: 'running' },
            },
            running: {
              description:
                'The composer, contacts, campaigns, new-campaign and settings machines run here; leaving the dashboard stops them, and with them everything done in the demo.',
              entry: [
                spawnChild('composer', { id: 'composer' }),
                spawnChild('contacts', { id: 'contacts' }),
                spawnChild('campaigns', { id: 'campaigns', input: {} }),
                spawnChild('newCampaign', { id: 'newCampaign' }),
                spawnChild('settings', { id: 'settings' }),
              ],
              exit: DEMO_CHILDREN.map((name) => stopChild(name)),
              on: {
                'contacts.changed': {
                  actions: [
                    relay('composer', 'composer.audience.change'),
                    relay('campaigns', 'campaigns.audience.change'),
                    relay('newCampaign', 'newCampaign.audience.change'),
                  ],
                },
                'settings.changed': {
                  actions: [
                    relay('composer', 'composer.account.change'),
                    relay('campaigns', 'campaigns.account.change'),
                    relay('newCampaign', 'newCampaign.account.change'),
                  ],
                },
                'composer.order': { actions: relay('campaigns', 'campaigns.order') },
                'newCampaign.order': { actions: relay('campaigns', 'campaigns.order') },
                'credits.changed': {
                  actions: [
                    relay('composer', 'composer.credits.change'),
                    relay('newCampaign', 'newCampaign.credits.change'),
                  ],
                },
              },
            },
          },
        },
        tab: {
          description: 'Which tab is shown; waits for a tab to be selected.',
          initial: 'overview',
          on: {
            'campaigns.compose': {
              target: '.compose',
              actions: ['loadIntoComposer', { type: 'focusTab', params: { tab: 'compose' } }],
              description: 'Send Now on a draft campaign opens it in the composer.',
            },
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
        dialog: {
          description: 'Which dialog is open over the tabs, if any.',
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
            newCampaign: {
              description:
                'The New Campaign dialog: its machine closes it when the campaign is sent or cancelled.',
              on: { 'dashboard.dialog.close': 'none' },
            },
            settings: {
              description: 'Account Settings: its machine closes it on Save Changes or Cancel.',
              on: { 'dashboard.dialog.close': 'none' },
            },
          },
        },
      },
    },
  },
});

export type AppActorRef = ActorRefFrom<typeof appMachine>;
