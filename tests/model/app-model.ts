/**
 * The app machine's test model, shared by the jsdom suite (`app.model.test.tsx`) and the
 * Chromium suite (`tests/e2e/model-app.spec.ts`): the paths, what a person does for each
 * event, and what a person sees in each state. The runners only interpret these.
 */
import { createMachine, type SnapshotFrom } from 'xstate';
import { createTestModel, type TestPath } from 'xstate/graph';
import {
  appMachine,
  DEMO_CHILDREN,
  FORM_CHILDREN,
  type AppChildLogic,
  type AppEvent,
} from '@machines/app.machine';
import {
  DASHBOARD_TABS,
  PAGES,
  pathForPage,
  type DashboardDialog,
  type DashboardTab,
  type Page,
  type SitePage,
} from '@/domain/pages';
import { coverageOf, shortestPathsWithAllTransitions, type Coverage } from './coverage';
import { DRAFT_CAMPAIGN } from './composer-model';

export type AppSnapshot = SnapshotFrom<typeof appMachine>;
export type AppPath = TestPath<AppSnapshot, AppEvent>;
type OpenDialog = Exclude<DashboardDialog, 'none'>;

/**
 * Every event a person can cause, with sample payloads: one per tab and one per dialog, and
 * `dashboard.actors.ready`, which a person causes by waiting: the app sends it once the
 * dashboard's code has arrived, and `campaigns.compose`, which the campaigns actor sends when a
 * person presses Send Now on a draft campaign. `site.forms.ready` changes context only (the
 * forms start), so its paths would add no state; the real UI sends it on every visit of the
 * contact and sign-in pages in the suites.
 */
export const APP_EVENTS: AppEvent[] = [
  ...PAGES.map((page): AppEvent => ({ type: `nav.${page}` })),
  { type: 'auth.submit' },
  { type: 'auth.signOut' },
  ...DASHBOARD_TABS.map((tab): AppEvent => ({ type: 'dashboard.tab.select', tab })),
  { type: 'dashboard.dialog.open', dialog: 'newCampaign' },
  { type: 'dashboard.dialog.open', dialog: 'settings' },
  { type: 'dashboard.dialog.close' },
  { type: 'dashboard.actors.ready' },
  {
    type: 'campaigns.compose',
    name: DRAFT_CAMPAIGN.name,
    message: DRAFT_CAMPAIGN.message,
    group: DRAFT_CAMPAIGN.group,
    draftId: DRAFT_CAMPAIGN.id,
  },
];
/**
 * Events no person sends the app: the forms' code arriving, and the children telling it what
 * changed (a person opts a contact out, saves settings, sends a campaign; the app passes it on).
 * Those are walked in the contacts, settings, composer and new-campaign suites, where a person
 * causes them, and their hand-over is tested in tests/unit/app.machine.test.ts.
 */
export const NOT_MODELLED = [
  'site.forms.ready',
  'contacts.changed',
  'settings.changed',
  'composer.order',
  'newCampaign.order',
  'credits.changed',
] as const;

/**
 * What a person can do in a state. While a dialog is open everything behind it is inert: a
 * person can close the dialog or type an address, nothing else. The machine itself accepts more
 * (a tab change under a dialog), but no person can send it.
 */
export function personCan(snapshot: AppSnapshot, event: AppEvent): boolean {
  if ((NOT_MODELLED as readonly string[]).includes(event.type)) return false;
  // While the dashboard's code arrives the tabs are an outline: a person waits.
  const loading = snapshot.matches({ dashboard: { demo: 'loading' } });
  if (loading || event.type === 'dashboard.actors.ready') {
    return loading && event.type === 'dashboard.actors.ready';
  }
  const { dialog, tab } = valueOf(snapshot);
  // Send Now on a draft is in the Campaigns tab's campaign details.
  if (event.type === 'campaigns.compose' && tab !== 'campaigns') return false;
  if (dialog && dialog !== 'none') {
    return event.type === 'dashboard.dialog.close' || event.type.startsWith('nav.');
  }
  return true;
}

/**
 * The app machine with inert stand-ins for its children: the model walks the app's own states
 * (each child machine has its own model), and a stand-in does nothing when started.
 */
const INERT = createMachine({});
export const modelledAppMachine = appMachine.provide({
  // The path search steps the machine without running it, so no stand-in is there to load.
  actions: { loadIntoComposer: () => {} },
  actors: Object.fromEntries(
    [...DEMO_CHILDREN, ...FORM_CHILDREN].map((name) => [name, INERT]),
  ) as unknown as AppChildLogic,
});

export const appModel = createTestModel(modelledAppMachine, {
  events: APP_EVENTS,
  filterEvents: personCan,
  // A state is its value and context, not the way into it: see APP_PATHS for the path choice.
  serializeTransition: () => '',
});

/**
 * The shortest path to every state value (every page, every tab with every dialog), plus a
 * path for each transition those skip: the dashboard refused while signed out, sign out,
 * closing each dialog, the demo entry and the dashboard address while signed in. A page signed
 * in looks the same as signed out, so one of the two is enough, except home: Back to Home
 * leads there signed in.
 */
export const APP_PATHS: AppPath[] = shortestPathsWithAllTransitions(modelledAppMachine, appModel, {
  events: (snapshot) => APP_EVENTS.filter((event) => personCan(snapshot, event)),
  stateKey: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.matches({ site: 'home' }) && snapshot.context.loggedIn,
    ]),
});

export const appCoverage = (paths: readonly AppPath[] = APP_PATHS): Coverage =>
  coverageOf(modelledAppMachine, paths);

/** Transitions no path takes on purpose (see APP_EVENTS). */
export const UNWALKED_TRANSITIONS = [
  'app: site.forms.ready [formsNotStarted] -> (stays)',
  'app.dashboard.demo.running: contacts.changed -> (stays)',
  'app.dashboard.demo.running: settings.changed -> (stays)',
  'app.dashboard.demo.running: composer.order -> (stays)',
  'app.dashboard.demo.running: newCampaign.order -> (stays)',
  'app.dashboard.demo.running: credits.changed -> (stays)',
];

/* ---------- what a person sees ---------- */

export interface Sight {
  /** The page's one level-1 heading. */
  heading: string | RegExp;
  /** The link of the main navigation marked as the current page, where there is one. */
  currentNavLink?: string;
  /** The selected dashboard tab's label. */
  tab?: string;
  /** The open dialog's title, or null when no dialog may be open. */
  dialog?: string | null;
}

/**
 * What each page shows. Edit here when a page's heading changes. Home's heading is marketing
 * copy, so home is recognised by its main heading plus the Home link marked as current.
 */
export const PAGE_SIGHTS: Record<Page, Sight> = {
  home: { heading: /\S/, currentNavLink: 'Home' },
  pricing: { heading: 'Pricing', currentNavLink: 'Pricing' },
  solutions: { heading: 'Solutions', currentNavLink: 'Solutions' },
  docs: { heading: 'API documentation' },
  about: { heading: 'About us' },
  privacy: { heading: 'Privacy Policy' },
  terms: { heading: 'Terms of Service' },
  faq: { heading: 'Frequently asked questions' },
  contact: { heading: 'Contact us' },
  auth: { heading: 'Try the demo dashboard' },
  dashboard: { heading: 'Dashboard' },
  statecharts: { heading: 'Statecharts' },
  notFound: { heading: 'Oops! Page not found' },
};

export const TAB_LABELS: Record<DashboardTab, string> = {
  overview: 'Overview',
  contacts: 'Contacts',
  compose: 'Compose',
  campaigns: 'Campaigns',
  analytics: 'Analytics',
};

export const DIALOG_TITLES: Record<OpenDialog, string> = {
  newCampaign: 'New Campaign',
  settings: 'Account Settings',
};

function valueOf(snapshot: AppSnapshot) {
  const value = snapshot.value;
  if (typeof value === 'object' && 'dashboard' in value) {
    return { page: 'dashboard' as const, tab: value.dashboard.tab, dialog: value.dashboard.dialog };
  }
  const page: SitePage | 'statecharts' | 'notFound' =
    typeof value === 'object' && 'site' in value ? value.site : 'home';
  return { page, tab: undefined, dialog: undefined };
}

/** What a person sees in this state of the app machine. */
export function sightOf(snapshot: AppSnapshot): Sight {
  const { page, tab, dialog } = valueOf(snapshot);
  if (page !== 'dashboard') return { ...PAGE_SIGHTS[page], dialog: null };
  // The tabs' outline may already have given way to the tabs: only the heading is certain.
  if (snapshot.matches({ dashboard: { demo: 'loading' } })) {
    return { ...PAGE_SIGHTS.dashboard, dialog: null };
  }
  return {
    ...PAGE_SIGHTS.dashboard,
    tab: tab && TAB_LABELS[tab],
    dialog: dialog && dialog !== 'none' ? DIALOG_TITLES[dialog] : null,
  };
}

/* ---------- what a person does ---------- */

export type Gesture =
  /** Click a control found by its role and accessible name, optionally inside a landmark. */
  | {
      kind: 'click';
      role: 'link' | 'button' | 'tab';
      name: string;
      within?: 'main navigation' | 'footer' | 'open dialog';
    }
  /** Go to an address (`/pricing`; `/no-such-page` for the 404 page), as a typed or shared link. */
  | { kind: 'address'; path: string }
  | { kind: 'press'; key: 'Escape' }
  /** Nothing: the app does it by itself (the dashboard's code arriving). */
  | { kind: 'wait' }
  /** In the Campaigns tab, open a draft campaign's details and press Send Now. */
  | { kind: 'send draft'; campaign: string }
  /** Fill in the demo sign-in form and submit it. */
  | { kind: 'sign in' };

/** Links that the site's header (`main navigation`) or footer carry for each page. */
const SITE_LINKS: Partial<Record<Page, Gesture>> = {
  home: { kind: 'click', role: 'link', name: 'Home', within: 'main navigation' },
  solutions: { kind: 'click', role: 'link', name: 'Solutions', within: 'main navigation' },
  pricing: { kind: 'click', role: 'link', name: 'Pricing', within: 'main navigation' },
  docs: { kind: 'click', role: 'link', name: 'API quick start', within: 'footer' },
  faq: { kind: 'click', role: 'link', name: 'FAQ', within: 'footer' },
  contact: { kind: 'click', role: 'link', name: 'Help Support', within: 'footer' },
  about: { kind: 'click', role: 'link', name: 'About Us', within: 'footer' },
  privacy: { kind: 'click', role: 'link', name: 'Privacy Policy', within: 'footer' },
  terms: { kind: 'click', role: 'link', name: 'Terms of Service', within: 'footer' },
  auth: { kind: 'click', role: 'link', name: 'Try the demo', within: 'footer' },
};

/**
 * How a person causes `event` when the app is in `before`. The dashboard has no site header or
 * footer: from there a person goes home with Back to Home and reaches other pages by address.
 */
export function gestureFor(event: AppEvent, before: AppSnapshot): Gesture {
  const inDashboard = before.matches('dashboard');
  switch (event.type) {
    case 'auth.submit':
      return { kind: 'sign in' };
    case 'auth.signOut':
      return { kind: 'click', role: 'button', name: 'Sign out' };
    case 'dashboard.tab.select':
      return { kind: 'click', role: 'tab', name: TAB_LABELS[event.tab] };
    case 'dashboard.dialog.open':
      return event.dialog === 'newCampaign'
        ? { kind: 'click', role: 'button', name: 'New Campaign' }
        : { kind: 'click', role: 'button', name: 'Account settings' };
    case 'dashboard.dialog.close':
      // Escape for one dialog, its Cancel button for the other: both ways a person closes one.
      return valueOf(before).dialog === 'settings'
        ? { kind: 'click', role: 'button', name: 'Cancel', within: 'open dialog' }
        : { kind: 'press', key: 'Escape' };
    case 'dashboard.actors.ready':
      return { kind: 'wait' };
    case 'campaigns.compose':
      return { kind: 'send draft', campaign: event.name };
    case 'site.forms.ready':
      throw new Error(`${event.type} is not modelled: no person causes it directly.`);
    default: {
      const page = event.type.slice('nav.'.length) as Page;
      const dialogOpen = inDashboard && valueOf(before).dialog !== 'none';
      if (inDashboard && !dialogOpen && page === 'home') {
        return { kind: 'click', role: 'button', name: 'Back to Home' };
      }
      const link = SITE_LINKS[page];
      if (!inDashboard && link) return link;
      return { kind: 'address', path: page === 'notFound' ? '/no-such-page' : pathForPage(page) };
    }
  }
}

/** A short name for a path: the events a person causes, and where they lead. */
export function describePath(path: AppPath): string {
  const events = path.steps
    .map((step) => step.event)
    .filter((event) => (event.type as string) !== 'xstate.init')
    .map((event) =>
      event.type === 'dashboard.tab.select'
        ? `tab(${event.tab})`
        : event.type === 'dashboard.dialog.open'
          ? `open(${event.dialog})`
          : event.type,
    );
  const { page, tab, dialog } = valueOf(path.state);
  const where =
    page === 'dashboard' ? `dashboard ${tab}${dialog !== 'none' ? ` + ${dialog}` : ''}` : page;
  const who = path.state.context.loggedIn ? 'signed in' : 'signed out';
  return `${events.join(' > ') || '(start)'} => ${where} (${who})`;
}
