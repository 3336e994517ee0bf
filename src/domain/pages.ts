/** Every public page of the app. Each has a path of its own (`pathForPage`). */
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
/**
 * `notFound` is the 404 page: what an address that names no page shows. It has no path.
 * `statecharts` draws the app's machines; like the dashboard it renders only in the browser.
 */
export type Page = SitePage | 'dashboard' | 'statecharts' | 'notFound';
/** A page with a path of its own: every page but the 404 page. */
export type PathPage = Exclude<Page, 'notFound'>;

export const PAGES: readonly Page[] = [...SITE_PAGES, 'dashboard', 'statecharts', 'notFound'];
const PATH_PAGES: readonly PathPage[] = [...SITE_PAGES, 'dashboard', 'statecharts'];

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

/** Whether a page is one of the public site's (not the dashboard, the statecharts or the 404 page). */
export function isSitePage(value: string): value is SitePage {
  return (SITE_PAGES as readonly string[]).includes(value);
}

export function isDashboardTab(value: string): value is DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value);
}

/** The pages the build writes as finished HTML (dist/<path>/index.html): every public one. */
export const PRERENDERED_PAGES: readonly SitePage[] = SITE_PAGES;

/** The path of a page: home is `/`, every other page `/name`. */
export function pathForPage(page: PathPage): string {
  return page === 'home' ? '/' : `/${page}`;
}

/**
 * The page a path names, or null when it names none (the 404 page). `/pricing`, `/pricing/`
 * and `/pricing/index.html` all name Pricing, as static hosts serve them; case is ignored.
 */
export function pageFromPath(pathname: string): PathPage | null {
  let name: string;
  try {
    name = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  name = name
    .replace(/\/index\.html$/i, '/')
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  if (name === '' || name === 'home') return 'home';
  return isPathPage(name) ? name : null;
}

/**
 * The page an old link names by its hash (`/#pricing`, `/#/docs`), or null when the hash names
 * none: such links are replaced by the page's path on load.
 */
export function pageFromHash(hash: string): PathPage | null {
  let name: string;
  try {
    name = decodeURIComponent(hash.replace(/^#\/?/, ''));
  } catch {
    return null;
  }
  name = name.trim().toLowerCase();
  return isPathPage(name) ? name : null;
}

function isPathPage(value: string): value is PathPage {
  return (PATH_PAGES as readonly string[]).includes(value);
}
