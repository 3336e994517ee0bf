import { renderToString } from 'react-dom/server';
import { createActor } from 'xstate';
import { appMachine } from '@machines/app.machine';
import { PAGES_WITH_FORMS, PRERENDERED_PAGES, type SitePage } from '@/domain/pages';
import { SITE_FORM_LOGIC } from '@/site/forms/site-forms';
import { COLOR_MODE_SCRIPT } from '@/ui/color-mode';
import { STATIC_STYLESHEET_ATTRIBUTE, staticStylesheet } from '@/ui/static-styles/stylesheet';
import { fixedSource } from './app-actor';
import { AppRoot } from './app-root';
import { documentTitle, pageDescription } from './page-meta';
import { loadPage, PAGE_SOURCES } from './page-modules';

export {
  COLOR_MODE_SCRIPT,
  PAGE_SOURCES,
  PRERENDERED_PAGES,
  STATIC_STYLESHEET_ATTRIBUTE,
  documentTitle,
  pageDescription,
  staticStylesheet,
};

/**
 * Renders a public page (or the 404 page) to HTML at build time, as a first visit to its address
 * starts: the app machine signed out, sent to the page the way src/app/app-actor.ts follows the
 * address. The page's code is loaded first, so the render is complete in one pass. It returns
 * the markup of `#root`. The public pages render no Chakra component (eslint.config.js): their
 * styles are the static stylesheet every page carries (`staticStylesheet`).
 */
export async function render(page: SitePage | 'notFound'): Promise<string> {
  if (page !== 'notFound') await loadPage(page);
  const actor = createActor(appMachine.provide({ actors: SITE_FORM_LOGIC }), {
    input: { loggedIn: false },
  });
  actor.start();
  try {
    if (page !== 'home') actor.send({ type: `nav.${page}` });
    // As in the browser once the forms' code has arrived: their form is in the page's markup.
    if (PAGES_WITH_FORMS.includes(page)) actor.send({ type: 'site.forms.ready' });
    const html = renderToString(<AppRoot app={fixedSource(actor)} />);
    if (/<!--\$[?!]-->/.test(html)) {
      throw new Error(`prerender: a part of the ${page} page was still loading.`);
    }
    return html;
  } finally {
    actor.stop();
  }
}
