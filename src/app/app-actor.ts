import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { appMachine, type AppActorRef } from '@machines/app.machine';
import { pageFromHash, pageFromPath, pathForPage, type Page } from '@/domain/pages';
import { documentTitle } from './page-meta';
import { selectPage } from '@/state/selectors';
import { DEMO_SESSION_KEY, readFlag, writeFlag } from './storage';

export interface StartAppOptions {
  window?: Window;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

/** The root actor and a way to let go of the window. */
export interface AppHandle {
  actor: AppActorRef;
  /** Stops the actor and lets go of the window. */
  stop: () => void;
}

/**
 * The page an address names: its path (`/pricing`), or on `/` an old link's hash
 * (`/#pricing`); an address that names no page is the 404 page.
 */
export function pageFromLocation({ pathname, hash }: Pick<Location, 'pathname' | 'hash'>): Page {
  const page = pageFromPath(pathname);
  if (page === 'home') return pageFromHash(hash) ?? 'home';
  return page ?? 'notFound';
}

/**
 * Creates and starts the root actor, with the app machine's effects provided here at the edge:
 * the address and the document title follow the page, and the demo sign-in is remembered for the
 * browser tab. The machine is the one source of truth: an address arrives as a navigation event
 * (on load and on Back or Forward), and the state the machine settles in writes the address.
 */
export function startApp({ window: win = window, inspect }: StartAppOptions = {}): AppHandle {
  let booting = true;

  const mirror = (page: Page, mode: 'push' | 'replace') => {
    win.document.title = documentTitle(page);
    // The 404 page keeps the address that named no page.
    if (page === 'notFound') return;
    const { pathname, search, hash } = win.location;
    const wanted = pathForPage(page);
    // An old link's hash gives way to the path; any other hash (`#main`) stays.
    if (pathname === wanted && pageFromHash(hash) === null) return;
    const url = `${wanted}${search}`;
    if (mode === 'push') win.history.pushState(null, '', url);
    else win.history.replaceState(null, '', url);
  };

  const actor = createActor(
    appMachine.provide({
      actions: {
        showPage: (_, { page }) => {
          if (!booting) mirror(page, 'push');
        },
        rememberSession: (_, { loggedIn }) => writeFlag(DEMO_SESSION_KEY, loggedIn),
      },
    }),
    { input: { loggedIn: readFlag(DEMO_SESSION_KEY) }, ...(inspect ? { inspect } : {}) },
  );

  actor.start();
  const landing = pageFromLocation(win.location);
  if (landing !== 'home') actor.send({ type: `nav.${landing}` });
  booting = false;
  // The address may name a page the visitor cannot see (the dashboard while signed out), or use
  // an old hash link: show the page the machine chose at its path, without a history entry.
  mirror(currentPage(actor), 'replace');

  const onPopState = () => {
    const page = pageFromLocation(win.location);
    if (page !== currentPage(actor)) actor.send({ type: `nav.${page}` });
    // The machine may refuse (a signed-out dashboard): correct the address to match.
    mirror(currentPage(actor), 'replace');
  };
  win.addEventListener('popstate', onPopState);

  return {
    actor,
    stop: () => {
      win.removeEventListener('popstate', onPopState);
      actor.stop();
    },
  };
}

export function currentPage(actor: AppActorRef): Page {
  return selectPage(actor.getSnapshot());
}
