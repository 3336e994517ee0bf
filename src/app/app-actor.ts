import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { appMachine, type AppActorRef } from '@machines/app.machine';
import { hashForPage, pageFromHash, type Page } from '@/domain/pages';
import { documentTitle } from './page-titles';
import { selectPage } from './selectors';
import { DEMO_SESSION_KEY, readFlag, writeFlag } from './storage';

export interface StartAppOptions {
  window?: Window;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

/**
 * Creates and starts the root actor, with the app machine's effects provided here at the
 * edge: the URL hash and document title mirror the page, and the demo sign-in is remembered
 * for the browser tab. The machine stays the one source of truth; the history only follows.
 */
export interface AppHandle {
  actor: AppActorRef;
  /** Stops the actor and lets go of the window. */
  stop: () => void;
}

export function startApp({ window: win = window, inspect }: StartAppOptions = {}): AppHandle {
  let booting = true;

  const mirror = (page: Page, mode: 'push' | 'replace') => {
    win.document.title = documentTitle(page);
    const wanted = hashForPage(page);
    const current = win.location.hash === '#' ? '' : win.location.hash;
    if (current === wanted) return;
    const url = `${win.location.pathname}${win.location.search}${wanted}`;
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
  const landing = pageFromHash(win.location.hash);
  if (landing !== 'home') actor.send({ type: `nav.${landing}` });
  booting = false;
  // A shared link may name a page the visitor cannot see (the dashboard while signed out) or
  // none at all: show the page the machine chose, without adding a history entry.
  mirror(currentPage(actor), 'replace');

  const onPopState = () => {
    const page = pageFromHash(win.location.hash);
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
