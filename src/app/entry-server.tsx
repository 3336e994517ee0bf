import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createActor } from 'xstate';
import { appMachine } from '@machines/app.machine';
import { PAGES_WITH_FORMS, SITE_PAGES, type SitePage } from '@/domain/pages';
import { SITE_FORMS_READY } from '@/site/forms/site-forms';
import { AppRoot } from './app-root';

/** The public pages besides home: each is prerendered into a file of its own. */
export const DEEP_LINK_PAGES = SITE_PAGES.filter((page) => page !== 'home');

/**
 * Renders a public page to HTML at build time: home into index.html, every other page into a
 * file that src/app/boot.js fetches when a link names it (scripts/vite-prerender.ts). The app
 * machine starts as a first visit does: signed out, on home, then sent to `page` the way
 * src/app/app-actor.ts follows the address. The HTML holds
 * the whole page, the lazily loaded islands (src/ui/island.tsx) included. Emotion renders each style it inserts as a <style> element beside the markup; in
 * the browser, Emotion moves those into <head> before React hydrates, and skips inserting them
 * again.
 */
export async function render(page: SitePage = 'home'): Promise<string> {
  const app = () => {
    const actor = createActor(appMachine, { input: { loggedIn: false } });
    actor.start();
    if (page !== 'home') actor.send({ type: `nav.${page}` });
    // As src/app/main.tsx does before it hydrates such a page: its form is in the markup.
    if (PAGES_WITH_FORMS.includes(page)) actor.send(SITE_FORMS_READY);
    return { actor, element: <AppRoot actor={actor} pathname={import.meta.env.BASE_URL} /> };
  };
  // A first pass waits for every lazy part to load. Parts that arrive after the shell would be
  // written as templates that an inline script moves into place, which the Content Security
  // Policy forbids; so a second pass, with every part loaded, writes each one where it belongs.
  const warmUp = app();
  try {
    const { prelude } = await prerenderToNodeStream(warmUp.element);
    for await (const part of prelude) void part;
  } finally {
    warmUp.actor.stop();
  }
  const { actor, element } = app();
  try {
    const html = renderToString(element);
    if (/<script|<!--\$[?!]-->/.test(html)) {
      throw new Error(
        `prerender: a part of the ${page} page was still loading in the second pass.`,
      );
    }
    return html;
  } finally {
    actor.stop();
  }
}
