import {
  createActor,
  type AnyActorRef,
  type InspectionEvent,
  type Observer,
  type Snapshot,
} from 'xstate';
import {
  appMachine,
  type AppActorRef,
  type AppContext,
  type AppChildLogic,
  type AppInput,
} from '@machines/app.machine';
import { focusTab } from '@/dashboard/focus-tab';
import { pageFromHash, pageFromPath, pathForPage, type Page } from '@/domain/pages';
import type { AppControl } from '@/state/app-control';
import { selectPage } from '@/state/selectors';
import { CHILD_LOADERS, PARTS, type ChildLoaders } from './child-parts';
import { createInspectors } from './inspectors';
import { documentTitle } from './page-meta';
import { DEMO_SESSION_KEY, readFlag, writeFlag } from './storage';

export interface StartAppOptions {
  window?: Window;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /** Where the children's code comes from; tests may pass their own. */
  loaders?: ChildLoaders;
}

/** What views need of the app: the root actor now, and word when it is replaced. */
export interface AppSource {
  readonly actor: AppActorRef;
  /** Calls `listener` after `actor` has been replaced; returns the way to stop listening. */
  subscribe: (listener: () => void) => () => void;
}

/** The running app. */
export interface AppHandle extends AppSource, AppControl {
  /** Settles once the children's code asked for so far has arrived (or failed to). */
  settled: () => Promise<void>;
  /**
   * Fetches a part's code and provides it to the actor ahead of need, without starting its
   * children: the machine starts them when it asks for the part, with no actor replaced then.
   */
  prepare: (part: keyof ChildLoaders) => void;
  /** Stops the actor and lets go of the window. */
  stop: () => void;
}

/** An app source whose actor is never replaced: the build's render and some tests. */
export function fixedSource(actor: AppActorRef): AppSource {
  return { actor, subscribe: () => () => {} };
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
export function startApp({
  window: win = window,
  inspect,
  loaders = CHILD_LOADERS,
}: StartAppOptions = {}): AppHandle {
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

  /**
   * The children's code that has arrived. The app machine declares every child by name; the
   * actor is created from `appMachine.provide({ actors })` with what is here, so a child whose
   * code is here is started by name, and a snapshot of it can be restored.
   */
  const provided: Partial<AppChildLogic> = {};
  const arriving = new Map<keyof ChildLoaders, Promise<void>>();
  const listeners = new Set<() => void>();
  let stopped = false;

  /** Parts the machine has asked for: told they are ready once their code is provided. */
  const asked = new Set<keyof ChildLoaders>();
  /** Parts whose code the actor has been given. */
  const ready = new Set<keyof ChildLoaders>();

  /**
   * Fetches a part's code once and provides it: the actor is restored from its own persisted
   * snapshot with the new code (XState restores children by the names `setup` gives them), and
   * told the part is ready if it has asked for it. A failed fetch may be asked for again.
   */
  const providePart = (part: keyof ChildLoaders): Promise<void> => {
    const pending = arriving.get(part);
    if (pending) return pending;
    const arrival = loaders[part]().then(
      (logic) =>
        new Promise<void>((provide) => {
          Object.assign(provided, logic);
          whenNoChildIsBusy(() => {
            if (!stopped) {
              replaceActor();
              ready.add(part);
              if (asked.has(part)) actor.send(PARTS[part].ready);
            }
            provide();
          });
        }),
      (error: unknown) => {
        arriving.delete(part);
        // Quiet when fetched ahead (`prepare`) and not yet asked for: the visit asks again.
        if (asked.delete(part)) {
          console.error(`The ${PARTS[part].name} code did not load.`, error);
        }
      },
    );
    arriving.set(part, arrival);
    return arrival;
  };

  /**
   * The machine asks for a part (on entry to a state that needs its children). Its code may have
   * been provided ahead (`prepare`): then the machine is only told, with no actor replaced.
   */
  const fetchPart = (part: keyof ChildLoaders) => {
    if (asked.has(part)) return;
    asked.add(part);
    // On its way: the machine is told when it arrives.
    if (!ready.has(part)) {
      void providePart(part);
      return;
    }
    // Here already: told after the transition that asked, not inside it.
    queueMicrotask(() => {
      if (!stopped) actor.send(PARTS[part].ready);
    });
  };

  const machine = () =>
    appMachine.provide({
      actions: {
        showPage: (_, { page }) => {
          if (!booting) mirror(page, 'push');
        },
        rememberSession: (_, { loggedIn }) => writeFlag(DEMO_SESSION_KEY, loggedIn),
        focusTab: (_, { tab }) => focusTab(tab),
        loadSiteForms: () => fetchPart('forms'),
        loadDemo: () => fetchPart('demo'),
      },
      actors: provided,
    });

  const inspectors = createInspectors(inspect);

  /** Creates the root actor, its system watched by every inspector before it starts. */
  function create(options: { snapshot?: Snapshot<unknown>; input: AppInput }): AppActorRef {
    const created: AppActorRef = createActor(machine(), options);
    inspectors.watch(created);
    return created;
  }

  let actor = create({ input: { loggedIn: readFlag(DEMO_SESSION_KEY) } });

  /**
   * Runs `next` once no child is busy. A restored child starts its work again (a callback actor
   * runs anew), so the actor is not replaced while, say, the contact form is sending: the
   * message would go twice.
   */
  function whenNoChildIsBusy(next: () => void) {
    const children: (AnyActorRef | undefined)[] = Object.values(actor.getSnapshot().children);
    const busy = children.find((child) => child !== undefined && isBusy(child));
    if (!busy) return next();
    const subscription = busy.subscribe({
      next: () => {
        if (isBusy(busy)) return;
        subscription.unsubscribe();
        whenNoChildIsBusy(next);
      },
      error: () => {
        subscription.unsubscribe();
        whenNoChildIsBusy(next);
      },
      complete: () => whenNoChildIsBusy(next),
    });
  }

  /**
   * Replaces the actor by one restored from a persisted snapshot: its own (when code for more
   * children arrives), or one the statecharts view hands over (a step back in its log, a
   * snapshot file). The new actor starts before the running one stops. A snapshot that does not
   * restore (it names a state the machine does not have, say) leaves XState's actor in its error
   * status rather than throwing: then the new actor goes, the running one stays, and this throws.
   */
  function replaceActor(snapshot: Snapshot<unknown> = actor.getPersistedSnapshot()) {
    const next = create({ snapshot, input: {} });
    // Heard here, so XState does not report the error as unhandled: the caller is told.
    const failure = next.subscribe({ error: () => {} });
    next.start();
    failure.unsubscribe();
    const started = next.getSnapshot();
    if (started.status === 'error') {
      next.stop();
      inspectors.watch(actor);
      const cause = started.error instanceof Error ? started.error.message : String(started.error);
      throw new Error(`This snapshot does not restore in this version of the app: ${cause}`);
    }
    actor.stop();
    actor = next;
    for (const listener of listeners) listener();
  }

  /** Restores a snapshot, with the children's code it needs fetched first. */
  async function restore(snapshot: Snapshot<unknown>): Promise<void> {
    const context = (snapshot as { context?: Partial<AppContext> }).context;
    if (!context) throw new Error('This is not a snapshot of the app: it has no context.');
    const parts = (['demo', 'forms'] as const).filter((part) => PARTS[part].started(context));
    for (const part of parts) fetchPart(part);
    await Promise.all(parts.map((part) => arriving.get(part)));
    replaceActor(snapshot);
    mirror(currentPage(actor), 'push');
  }

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
    get actor() {
      return actor;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: async () => {
      await Promise.all(arriving.values());
    },
    prepare: (part) => void providePart(part),
    restore,
    inspect: (observer, { restart = false } = {}) => {
      const remove = inspectors.add(observer, actor);
      if (restart) whenNoChildIsBusy(replaceActor);
      return remove;
    },
    stop: () => {
      stopped = true;
      win.removeEventListener('popstate', onPopState);
      listeners.clear();
      actor.stop();
    },
  };
}

/** Whether an actor is in the middle of work that must not start again (tagged `busy`). */
function isBusy(ref: AnyActorRef): boolean {
  const snapshot = ref.getSnapshot() as { hasTag?: (tag: string) => boolean };
  return snapshot.hasTag?.('busy') ?? false;
}

export function currentPage(actor: AppActorRef): Page {
  return selectPage(actor.getSnapshot());
}
