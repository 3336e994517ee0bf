import { renderToString } from 'react-dom/server';
import { createActor } from 'xstate';
import { appMachine } from '@machines/app.machine';
import { AppRoot } from './app-root';

/**
 * Renders the home page to HTML at build time (scripts/vite-prerender.ts writes it into
 * index.html). The app machine starts as a first visit does: signed out, on home. Emotion
 * renders each style it inserts as a <style> element beside the markup; in the browser, Emotion
 * moves those into <head> before React hydrates, and skips inserting them again.
 */
export function render(): string {
  const actor = createActor(appMachine, { input: { loggedIn: false } });
  actor.start();
  try {
    return renderToString(<AppRoot actor={actor} pathname={import.meta.env.BASE_URL} />);
  } finally {
    actor.stop();
  }
}
