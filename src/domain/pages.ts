/** Every page of the single-page app. The URL hash mirrors the current one. */
export const SITE_PAGES = [
  'home',
  'pricing',
  'contact',
  'solutions',
  'docs',
  'about',
  'privacy',
  'terms',
  'faq',
  'auth',
] as const;

export type SitePage = (typeof SITE_PAGES)[number];
export type Page = SitePage | 'dashboard';

export const PAGES: readonly Page[] = [...SITE_PAGES, 'dashboard'];

/** The pages that hold a form: their first render needs the site's form machines. */
export const PAGES_WITH_FORMS: readonly Page[] = ['contact', 'auth'];

export const DASHBOARD_TABS = [
  'overview',
  'contacts',
  'compose',
  'campaigns',
  'analytics',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_DIALOGS = ['none', 'newCampaign', 'settings'] as const;
export type DashboardDialog = (typeof DASHBOARD_DIALOGS)[number];

export function isPage(value: string): value is Page {
  return (PAGES as readonly string[]).includes(value);
}

export function isDashboardTab(value: string): value is DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value);
}

/** The hash that names a page: home is the bare `/`, every other page is `#name`. */
export function hashForPage(page: Page): string {
  return page === 'home' ? '' : `#${page}`;
}

/** Reads a location hash; anything that names no page means home. */
export function pageFromHash(hash: string): Page {
  const name = decodeURIComponent(hash.replace(/^#\/?/, '')).trim().toLowerCase();
  return isPage(name) ? name : 'home';
}
