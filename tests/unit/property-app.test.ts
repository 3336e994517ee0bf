/**
 * Property-based tests of the app machine with fast-check: long random sequences of the events
 * people (and the dashboard chunk) send, and of addresses typed or followed from shared links,
 * against invariants that must hold after every single step.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import type { AppEvent } from '@machines/app.machine';
import { appWithChildren } from '../support/app-children';
import { pageFromLocation, startApp } from '@/app/app-actor';
import { documentTitle } from '@/app/page-meta';
import { selectDemo, selectLoggedIn, selectPage, type AppSnapshot } from '@/state/selectors';
import { DEMO_SESSION_KEY } from '@/app/storage';
import { DASHBOARD_TABS, PAGES, pageFromHash, pathForPage } from '@/domain/pages';

/** Every event the app can receive, the hand-overs of the dashboard's and the forms' logic included. */
const anyAppEvent: fc.Arbitrary<AppEvent> = fc.oneof(
  fc.constantFrom(...PAGES).map((page): AppEvent => ({ type: `nav.${page}` })),
  fc.constant<AppEvent>({ type: 'auth.submit' }),
  fc.constant<AppEvent>({ type: 'auth.signOut' }),
  fc
    .constantFrom(...DASHBOARD_TABS)
    .map((tab): AppEvent => ({ type: 'dashboard.tab.select', tab })),
  fc
    .constantFrom('newCampaign' as const, 'settings' as const)
    .map((dialog): AppEvent => ({ type: 'dashboard.dialog.open', dialog })),
  fc.constant<AppEvent>({ type: 'dashboard.dialog.close' }),
  fc.constant<AppEvent>({ type: 'dashboard.actors.ready' }),
  fc.constant<AppEvent>({ type: 'site.forms.ready' }),
);

/**
 * Addresses a person may type or follow: every page's path, old hash links, and some that name
 * no page.
 */
const anyAddress = fc.oneof(
  fc.constantFrom(...PAGES).map((page) => (page === 'home' ? '/' : `/${page}`)),
  fc.constantFrom(...PAGES).map((page) => `/#${page}`),
  fc.constantFrom(
    '/',
    '/#',
    '/#/pricing',
    '/DASHBOARD',
    '/pricing/',
    '/docs/index.html',
    '/nowhere',
    '/%E2%9C%93',
    '/auth?x=1',
    '/pricing#main',
    '/#nowhere',
  ),
);

type Step = { kind: 'event'; event: AppEvent } | { kind: 'address'; address: string };
const anyStep: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    // The 404 page is only ever reached by an address that names no page: no click sends it.
    arbitrary: anyAppEvent
      .filter((event) => event.type !== 'nav.notFound')
      .map((event): Step => ({ kind: 'event', event })),
  },
  { weight: 1, arbitrary: anyAddress.map((address): Step => ({ kind: 'address', address })) },
);

const RUNS = 150;
const LONG = { minLength: 30, maxLength: 200 };

/** The invariants every snapshot of the app keeps. */
function checkSnapshot(snapshot: AppSnapshot) {
  expect(snapshot.status).toBe('active');
  // The dashboard is never shown without the logged-in flag.
  if (snapshot.matches('dashboard')) expect(selectLoggedIn(snapshot)).toBe(true);
  // The demo's actors live only during a signed-in session.
  if (selectDemo(snapshot) !== null) expect(selectLoggedIn(snapshot)).toBe(true);
}

describe('app machine properties', () => {
  it('never shows the dashboard without the logged-in flag, and never fails', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(anyAppEvent, LONG), (remembered, events) => {
        const errors: unknown[] = [];
        const actor = createActor(appWithChildren, { input: { loggedIn: remembered } });
        actor.subscribe({ error: (error) => errors.push(error) });
        actor.start();
        checkSnapshot(actor.getSnapshot());
        for (const event of events) {
          expect(() => actor.send(event)).not.toThrow();
          checkSnapshot(actor.getSnapshot());
        }
        expect(errors).toEqual([]);
        actor.stop();
      }),
      { numRuns: RUNS },
    );
  });

  it('stops the demo actors whenever a person signs out', () => {
    fc.assert(
      fc.property(fc.array(anyAppEvent, LONG), (events) => {
        const actor = createActor(appWithChildren, { input: {} }).start();
        let spawned: AnyActorRef[] = [];
        for (const event of events) {
          const wasIn = actor.getSnapshot().matches('dashboard');
          actor.send(event);
          const demo = selectDemo(actor.getSnapshot());
          if (demo) spawned = Object.values(demo);
          if (wasIn && event.type === 'auth.signOut') {
            expect(selectDemo(actor.getSnapshot())).toBeNull();
            for (const ref of spawned) expect(ref.getSnapshot().status).toBe('stopped');
          }
        }
        actor.stop();
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the URL mirror (startApp in jsdom) always names the page the machine shows', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('after every event and every typed address, from any landing address', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        anyAddress,
        fc.array(anyStep, LONG),
        (remembered, landing, steps) => {
          window.sessionStorage.clear();
          if (remembered) window.sessionStorage.setItem(DEMO_SESSION_KEY, '1');
          window.history.replaceState(null, '', landing);
          // The children's code never arrives here: the mirror is about pages, not children.
          const never = () => new Promise<never>(() => {});
          const { actor, stop } = startApp({ loaders: { forms: never, demo: never } });
          const mirrorsThePage = () => {
            const snapshot = actor.getSnapshot();
            checkSnapshot(snapshot);
            const page = selectPage(snapshot);
            // The address names the page shown (the 404 page keeps the one that named nothing),
            // and no old hash link survives.
            expect(pageFromLocation(window.location)).toBe(page);
            if (page !== 'notFound') expect(window.location.pathname).toBe(pathForPage(page));
            expect(pageFromHash(window.location.hash)).toBeNull();
            expect(document.title).toBe(documentTitle(page));
          };
          try {
            mirrorsThePage();
            for (const step of steps) {
              if (step.kind === 'event') {
                // Only the loader says the children's code has arrived.
                if (step.event.type.endsWith('.ready')) continue;
                actor.send(step.event);
              } else {
                window.history.pushState(null, '', step.address);
                window.dispatchEvent(new PopStateEvent('popstate'));
              }
              mirrorsThePage();
            }
          } finally {
            stop();
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
