import { useSelector } from '@xstate/react';
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import type { Page, PathPage } from '@/domain/pages';
import { SiteFooter } from '@/site/layout/site-footer';
import { SiteHeader } from '@/site/layout/site-header';
import { NotFoundPage } from '@/site/not-found-page';
import { ErrorBoundary } from '@/ui/error-boundary';
import { PagePreloadContext } from '@/ui/page-preload';
import { PageTransition, usePageFocus } from '@/ui/page-transition';
import { sc } from '@/ui/static-styles';
import { ToastHost, useToasts } from '@/ui/toast-host';
import { AppActorContext, AppSendContext, useAppActor } from '@/state/app-actor-context';
import { AppControlContext, StatechartsPanelContext, type AppControl } from '@/state/app-control';
import type { AppActorRef } from '@machines/app.machine';
import type { AppSource } from './app-actor';
import { StatechartsPanelHost } from './statecharts-panel-host';
import { loadedPage, loadPage, preloadPage } from './page-modules';
import { selectPage } from '@/state/selectors';

/** The footer is the same on every public page: a page change does not render it again. */
const Footer = memo(SiteFooter);

/** Shown while a page's code loads: the shape of a page, so nothing jumps when it arrives. */
function PageSkeleton() {
  return (
    <div className={sc('page-width', 'page-skeleton')} aria-busy="true" aria-label="Loading page">
      <div />
      <div />
      <div />
      <div />
    </div>
  );
}

/**
 * The page the machine is on. Its code is usually here already (preloaded by the HTML it landed
 * on, by a pointer over its link or while the browser was idle), and then it renders in the same
 * commit; otherwise a skeleton shows until it arrives. A chunk that fails reaches the page's
 * error boundary (after one reload, see `loadPage`).
 */
const PageView = memo(function PageView({ page }: { page: PathPage }) {
  // Keyed by page (its error boundary is), so this state is the one page's.
  const [view, setView] = useState<{ Page?: ComponentType; error?: unknown }>(() => ({
    Page: loadedPage(page),
  }));
  const arrived = view.Page !== undefined;
  useEffect(() => {
    if (arrived) return;
    let live = true;
    loadPage(page).then(
      (Page) => live && setView({ Page }),
      (error: unknown) => live && setView({ error }),
    );
    return () => {
      live = false;
    };
  }, [arrived, page]);
  if (view.error !== undefined) throw view.error;
  return view.Page ? <view.Page /> : <PageSkeleton />;
});

/** The pages the main navigation leads to, fetched once the browser is idle after loading. */
const LIKELY_NEXT: readonly PathPage[] = ['home', 'solutions', 'pricing', 'auth'];

function usePreloadWhenIdle(page: Page) {
  useEffect(() => {
    // The sign-in page fetches the dashboard's code itself, once its form is in use.
    if (page === 'dashboard' || page === 'auth') return;
    if (typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(() => LIKELY_NEXT.forEach(preloadPage), {
      timeout: 5000,
    });
    return () => window.cancelIdleCallback(id);
  }, [page]);
}

function CurrentPage() {
  const app = useAppActor();
  const page = useSelector(app, selectPage);
  const mainRef = useRef<HTMLElement>(null);
  usePageFocus(page, mainRef);
  usePreloadWhenIdle(page);
  useToasts(app);

  const inDashboard = page === 'dashboard';
  return (
    <>
      <a
        href="#main"
        className={sc('skip-nav')}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Skip to content
      </a>
      {!inDashboard && <SiteHeader />}
      {/* At least a screen tall: the footer stays below the fold while a page's code loads, so
          swapping the loading skeleton for the page moves nothing in view (CLS 0). */}
      <main id="main" ref={mainRef} tabIndex={-1} className={sc('app-main')}>
        <PageTransition pageKey={page}>
          <ErrorBoundary key={page} scope="this page">
            {page === 'notFound' ? <NotFoundPage /> : <PageView page={page} />}
          </ErrorBoundary>
        </PageTransition>
      </main>
      {!inDashboard && (
        <ErrorBoundary scope="the footer" compact>
          <Footer />
        </ErrorBoundary>
      )}
    </>
  );
}

/**
 * The app's views. They read the root actor from context; when code for more children arrives
 * the actor is replaced by one restored from its snapshot (src/app/app-actor.ts), and every
 * reader moves to it in one render.
 */
export function App({ app, control }: { app: AppSource; control?: AppControl }) {
  const actor = useSyncExternalStore(
    app.subscribe,
    () => app.actor,
    () => app.actor,
  );
  const send = useCallback<AppActorRef['send']>((event) => app.actor.send(event), [app]);
  // The statecharts panel beside the dashboard: a view of the app, not part of what the app
  // does, so whether it is open is the panel's own business, like a menu's.
  // It does not hold focus like a dialog, so focus goes back by hand to what opened it.
  const [panelOpen, setPanelOpen] = useState(false);
  const opener = useRef<Element | null>(null);
  const openPanel = useCallback(() => {
    opener.current = document.activeElement;
    setPanelOpen(true);
  }, []);
  const closePanel = useCallback(() => {
    setPanelOpen(false);
    if (opener.current instanceof HTMLElement) opener.current.focus();
  }, []);
  return (
    <ErrorBoundary scope="the site">
      <AppActorContext.Provider value={actor}>
        <AppSendContext.Provider value={send}>
          <AppControlContext.Provider value={control ?? null}>
            <StatechartsPanelContext.Provider value={control ? openPanel : null}>
              <PagePreloadContext.Provider value={preloadPage}>
                <CurrentPage />
              </PagePreloadContext.Provider>
              {control && panelOpen && <StatechartsPanelHost onClose={closePanel} />}
            </StatechartsPanelContext.Provider>
          </AppControlContext.Provider>
        </AppSendContext.Provider>
      </AppActorContext.Provider>
      <ToastHost />
    </ErrorBoundary>
  );
}
