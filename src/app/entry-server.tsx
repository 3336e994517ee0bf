import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
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

/** A page as the build writes it into its HTML file. */
export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** Emotion's `<style data-emotion>` tags with every rule the markup uses, for `<head>`. */
  styles: string;
}

/**
 * Renders a public page (or the 404 page) to HTML at build time, as a first visit to its address
 * starts: the app machine signed out, sent to the page the way src/app/app-actor.ts follows the
 * address. The page's code is loaded first, so the render is complete in one pass. Emotion's
 * server API (`@emotion/server`) collects the styles the markup uses; in the browser, Emotion's
 * cache finds them in `<head>` by their `data-emotion` names and does not insert them again.
 */
export async function render(page: SitePage | 'notFound'): Promise<RenderedPage> {
  if (page !== 'notFound') await loadPage(page);
  const actor = createActor(appMachine.provide({ actors: SITE_FORM_LOGIC }), {
    input: { loggedIn: false },
  });
  actor.start();
  try {
    if (page !== 'home') actor.send({ type: `nav.${page}` });
    // As in the browser once the forms' code has arrived: their form is in the page's markup.
    if (PAGES_WITH_FORMS.includes(page)) actor.send({ type: 'site.forms.ready' });
    const cache = createCache({ key: 'css' });
    const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
    const html = renderToString(
      <CacheProvider value={cache}>
        <AppRoot app={fixedSource(actor)} />
      </CacheProvider>,
    );
    if (/<!--\$[?!]-->/.test(html)) {
      throw new Error(`prerender: a part of the ${page} page was still loading.`);
    }
    return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
  } finally {
    actor.stop();
  }
}
