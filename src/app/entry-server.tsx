import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createActor } from 'xstate';
import { appMachine } from '@machines/app.machine';
import { AppRoot } from './app-root';

/**
 * Renders the home page to HTML at build time (scripts/vite-prerender.ts writes it into
 * index.html). The app machine starts as a first visit does: signed out, on home. The HTML holds
 * the whole page, the lazily loaded islands (src/ui/island.tsx) included. Emotion renders each style it inserts as a <style> element beside the markup; in
 * the browser, Emotion moves those into <head> before React hydrates, and skips inserting them
 * again.
 */
export async function render(): Promise<string> {
  const app = () => {
    const actor = createActor(appMachine, { input: { loggedIn: false } });
    actor.start();
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
      throw new Error('prerender: a part of the home page was still loading in the second pass.');
    }
    return html;
  } finally {
    actor.stop();
  }
}
