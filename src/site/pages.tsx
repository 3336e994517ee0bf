import type { ComponentType } from 'react';
import type { SitePage } from '@/domain/pages';
import { lazyWithReload, type LazyComponent } from '@/ui/lazy';
import HomePage from './home/home-page';

/**
 * Home ships in the first bundle; every other page is its own chunk, loaded on first visit
 * (and registers the extra Chakra recipes it needs).
 */
export const LAZY_PAGES: Record<Exclude<SitePage, 'home'>, LazyComponent<object>> = {
  pricing: lazyWithReload(() => import('./pricing/pricing-page')),
  contact: lazyWithReload(() => import('./contact/contact-page')),
  solutions: lazyWithReload(() => import('./solutions/solutions-page')),
  docs: lazyWithReload(() => import('./docs/docs-page')),
  about: lazyWithReload(() => import('./about/about-page')),
  privacy: lazyWithReload(() => import('./legal/privacy-page')),
  terms: lazyWithReload(() => import('./legal/terms-page')),
  faq: lazyWithReload(() => import('./faq/faq-page')),
  auth: lazyWithReload(() => import('./auth/auth-page')),
};

export const SITE_PAGE_COMPONENTS: Record<SitePage, ComponentType> = {
  home: HomePage,
  ...LAZY_PAGES,
};
