import '@/ui/color-mode-init';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { startApp } from './app-actor';
import { loadPage } from './page-modules';
import { selectPage } from '@/state/selectors';
import { mayPrefetch, whenIdle } from '@/ui/idle';

/**
 * Starts the app. The build writes each public page as finished HTML (build/vite-prerender.ts)
 * and marks its root with the page it holds. When the machine starts on that page (it may not:
 * a signed-in visitor's /auth is the dashboard), React hydrates the HTML once the page's code is
 * here (the HTML preloads it); otherwise React renders the page the machine chose in its place.
 */
async function main() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element.');
  const handle = startApp();
  const app = <AppRoot app={handle} control={handle} />;
  const page = selectPage(handle.actor.getSnapshot());

  let hydrate = root.getAttribute('data-prerendered') === page;
  try {
    // The contact and sign-in pages were rendered with their form, so the render that hydrates
    // them waits for the forms' actors too (the machine asked for their code on entry).
    await Promise.all([page === 'notFound' ? null : loadPage(page), handle.settled()]);
  } catch {
    // Rendered instead: the page's error boundary says what failed and offers a reload.
    hydrate = false;
  }
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.removeAttribute('data-prerendered');
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
  // On a public page, the forms' code is given to the actor while the browser is idle (the
  // sign-in page's preload fetches it anyway): a first visit to contact or sign-in then starts
  // its form, where it would otherwise replace the actor, and render every reader, mid-visit.
  if (page !== 'dashboard' && page !== 'statecharts') {
    whenIdle(() => {
      if (mayPrefetch()) handle.prepare('forms');
    }, 5000);
  }
}

// The app starts in a task of its own, after the one that evaluates the entry's modules (React,
// XState, the machines' definitions): together they were one task of about 26 ms without
// throttling, over Lighthouse's 50 ms long-task line at the CPU slowdowns this app is measured at.
setTimeout(() => void main(), 0);
