import { Box, ChakraProvider, Container, SkipNavLink, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import {
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import type { AppActorRef } from '@machines/app.machine';
import { SITE_PAGE_COMPONENTS } from '@/site/pages';
import { SiteHeader } from '@/site/layout/site-header';
import { NotFoundPage } from '@/site/not-found-page';
import { ErrorBoundary } from '@/ui/error-boundary';
import { island } from '@/ui/island';
import { lazyWithReload } from '@/ui/lazy';
import { PageTransition, usePageFocus } from '@/ui/page-transition';
import { providerSystem } from '@/ui/system';
import { ToastHost, useToasts } from '@/ui/toast-host';
import { AppActorContext, useAppActor } from './app-actor-context';
import { selectPage } from './selectors';

const DashboardPage = lazyWithReload(() => import('@/dashboard/dashboard-page'));
/**
 * The footer is the same on every public page, and below the first screen of each; memo keeps
 * a page change from rendering it again.
 */
const SiteFooter = memo(island(() => import('@/site/layout/site-footer'), 'the footer'));

/** Shown while a page's chunk loads: the shape of a page, so nothing jumps when it arrives. */
function PageSkeleton() {
  return (
    <Container maxW="7xl" py="16" aria-busy="true" aria-label="Loading page">
      <Stack gap="4">
        <Box h="10" w="60%" bg="bg.muted" borderRadius="l2" />
        <Box h="4" w="90%" bg="bg.muted" borderRadius="l2" />
        <Box h="4" w="80%" bg="bg.muted" borderRadius="l2" />
        <Box h="48" bg="bg.muted" borderRadius="l3" />
      </Stack>
    </Container>
  );
}

/**
 * On the public site, once it has loaded: prepares what the visitor is likely to open next
 * (src/app/warm-up.tsx, a chunk of its own). It keeps its state to itself: a render of the page
 * around it before home's islands have hydrated would make React drop their server HTML.
 */
function WarmUpHost() {
  const [WarmUp, setWarmUp] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    import('./warm-up')
      .then((module) => {
        if (live) setWarmUp(() => module.default);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return WarmUp && <WarmUp />;
}

/**
 * A deep link's prerendered page is inert until React has hydrated it (src/app/boot.js marks
 * it): typing into a form or calculator that React has not taken over yet would be lost to it.
 * Beside the page in its Suspense boundary, so this runs once the page itself has hydrated.
 */
function PageHydrated({ mainRef }: { mainRef: RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    const main = mainRef.current;
    if (main?.hasAttribute('data-awaiting-app')) {
      main.removeAttribute('data-awaiting-app');
      main.removeAttribute('inert');
    }
  }, [mainRef]);
  return null;
}

function CurrentPage() {
  const app = useAppActor();
  const page = useSelector(app, selectPage);
  const mainRef = useRef<HTMLElement>(null);
  usePageFocus(page, mainRef);
  useToasts(app);

  const Page = page === 'dashboard' ? DashboardPage : SITE_PAGE_COMPONENTS[page];
  const inDashboard = page === 'dashboard';
  return (
    <>
      <SkipNavLink
        id="main"
        onClick={(event) => {
          // The hash names the page: following `#main` would read as a visit to home.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Skip to content
      </SkipNavLink>
      {!inDashboard && <SiteHeader />}
      {/* At least a screen tall: the footer stays below the fold while a page's chunk loads, so
          swapping the loading skeleton for the page moves nothing in view (CLS 0). */}
      <Box as="main" id="main" ref={mainRef} minH="100vh" tabIndex={-1} outline="none">
        <PageTransition pageKey={page}>
          <ErrorBoundary key={page} scope="this page">
            <Suspense fallback={<PageSkeleton />}>
              <Page />
              <PageHydrated mainRef={mainRef} />
            </Suspense>
          </ErrorBoundary>
        </PageTransition>
      </Box>
      {!inDashboard && <SiteFooter />}
      {!inDashboard && <WarmUpHost />}
    </>
  );
}

function isAppPath(pathname: string): boolean {
  const base = import.meta.env.BASE_URL;
  return pathname === base || pathname === `${base}index.html`;
}

export function App({ actor, pathname }: { actor: AppActorRef; pathname: string }) {
  return (
    <ChakraProvider value={providerSystem}>
      <ErrorBoundary scope="the site">
        {isAppPath(pathname) ? (
          <AppActorContext.Provider value={actor}>
            <CurrentPage />
          </AppActorContext.Provider>
        ) : (
          <NotFoundPage />
        )}
        <ToastHost />
      </ErrorBoundary>
    </ChakraProvider>
  );
}
