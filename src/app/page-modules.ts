import type { ComponentType } from 'react';
import type { PathPage } from '@/domain/pages';
import { mayPrefetch } from '@/ui/idle';
import { importWithReload } from '@/ui/lazy';

type PageModule = { default: ComponentType };

/**
 * Each page's code, a chunk of its own loaded with a plain `import()`: the page a visitor lands
 * on is preloaded by its HTML (`<link rel="modulepreload">`, written by the build from Vite's
 * manifest), the others when a link to them is pointed at or focused, or when the browser is
 * idle. The 404 page (src/app/App.tsx) is small and ships with the app.
 */
const LOADERS: Record<PathPage, () => Promise<PageModule>> = {
  home: () => import('@/site/home/home-page'),
  pricing: () => import('@/site/pricing/pricing-page'),
  contact: () => import('@/site/contact/contact-page'),
  solutions: () => import('@/site/solutions/solutions-page'),
  docs: () => import('@/site/docs/docs-page'),
  about: () => import('@/site/about/about-page'),
  privacy: () => import('@/site/legal/privacy-page'),
  terms: () => import('@/site/legal/terms-page'),
  faq: () => import('@/site/faq/faq-page'),
  auth: () => import('@/site/auth/auth-page'),
  dashboard: () => import('@/dashboard/dashboard-page'),
  statecharts: () => import('@/statecharts/statecharts-page'),
};

/** The source module of each page, as Vite's manifest names it: the build preloads its chunks. */
export const PAGE_SOURCES: Record<PathPage, string> = {
  home: 'src/site/home/home-page.tsx',
  pricing: 'src/site/pricing/pricing-page.tsx',
  contact: 'src/site/contact/contact-page.tsx',
  solutions: 'src/site/solutions/solutions-page.tsx',
  docs: 'src/site/docs/docs-page.tsx',
  about: 'src/site/about/about-page.tsx',
  privacy: 'src/site/legal/privacy-page.tsx',
  terms: 'src/site/legal/terms-page.tsx',
  faq: 'src/site/faq/faq-page.tsx',
  auth: 'src/site/auth/auth-page.tsx',
  dashboard: 'src/dashboard/dashboard-page.tsx',
  statecharts: 'src/statecharts/statecharts-page.tsx',
};

const loaded = new Map<PathPage, ComponentType>();
/** Pages on their way for a visit. */
const loading = new Map<PathPage, Promise<ComponentType>>();
/** Pages fetched ahead of a likely visit. */
const preloading = new Map<PathPage, Promise<PageModule>>();

/** The page's component if its code is here, so it renders in the same commit as the click. */
export function loadedPage(page: PathPage): ComponentType | undefined {
  return loaded.get(page);
}

/**
 * Loads a page's code for a visit: a chunk that fails to load reloads the page once (a stale
 * deploy), and fails for the error boundary after that. A preload on its way is used, and
 * tried again this way if it failed.
 */
export function loadPage(page: PathPage): Promise<ComponentType> {
  const component = loaded.get(page);
  if (component) return Promise.resolve(component);
  let pending = loading.get(page);
  if (!pending) {
    const load = LOADERS[page];
    const preload = preloading.get(page);
    const module = preload
      ? preload.catch(() => importWithReload(`page:${page}`, load))
      : importWithReload(`page:${page}`, load);
    pending = module.then(
      ({ default: component }) => {
        loaded.set(page, component);
        return component;
      },
      (error: unknown) => {
        loading.delete(page);
        throw error;
      },
    );
    loading.set(page, pending);
  }
  return pending;
}

/**
 * Fetches a page's code ahead of a likely visit. Quietly: a failure here is not the visitor's
 * problem until they open the page, and then `loadPage` tries again.
 */
export function preloadPage(page: PathPage): void {
  if (loaded.has(page) || loading.has(page) || preloading.has(page)) return;
  if (!mayPrefetch()) return;
  const pending = LOADERS[page]();
  preloading.set(page, pending);
  pending.then(
    ({ default: component }) => loaded.set(page, component),
    () => preloading.delete(page),
  );
}
