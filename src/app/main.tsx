import '@/ui/color-mode-init';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { startApp } from './app-actor';
import { config } from './config';
import { PAGES_WITH_FORMS } from '@/domain/pages';
import { selectLoggedIn, selectPage } from './selectors';

const DARK = '(prefers-color-scheme: dark)';
/** How long the app waits for a deep link's prerendered page that is still on its way. */
const PRERENDERED_WAIT_MS = 3000;

declare global {
  interface Window {
    /** Set by src/app/boot.js while it fetches the page a link names: that page once it is in
     * place of home's markup, or null when it could not be. */
    nkraPrerendered?: Promise<string | null>;
  }
}

/** Waits for boot.js to put a deep link's prerendered page in place, if it is fetching one. */
function prerenderedPage(): Promise<unknown> {
  const pending = window.nkraPrerendered;
  if (!pending) return Promise.resolve(null);
  return Promise.race([
    pending,
    new Promise((resolve) => setTimeout(resolve, PRERENDERED_WAIT_MS, null)),
  ]);
}

/**
 * Lifts the prerendered page's gate (scripts/vite-prerender.ts) once the app's first render is
 * on screen, where the gate applies: setting an attribute on <html> restyles the whole page.
 */
function showApp() {
  const html = document.documentElement;
  if (html.hasAttribute('data-deep-link') || window.matchMedia?.(DARK).matches) {
    html.setAttribute('data-booted', '');
  }
}

/**
 * Starts the app. The build prerenders every public page (scripts/vite-prerender.ts): home into
 * index.html, the others into files that src/app/boot.js puts in its place when the address
 * names one. When the app starts exactly as the markup in place was rendered (that page, at `/`,
 * signed out), React hydrates it; otherwise React replaces it with its first render. Both happen
 * in a transition, so React yields to the browser while it works.
 */
async function main() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element.');
  // The inspector is a development tool. The condition is static in a production build, so the
  // bundler drops the import and the build does not contain the inspector at all.
  const wantsInspector =
    import.meta.env.VITE_XSTATE_INSPECT === 'true' ||
    (import.meta.env.DEV &&
      (config.inspect || new URLSearchParams(location.search).has('inspect')));
  const inspect = wantsInspector
    ? await import('./inspector').then((module) => module.createInspector())
    : undefined;
  const { actor } = startApp({ inspect });
  const pathname = window.location.pathname;
  const app = <AppRoot actor={actor} pathname={pathname} onShown={showApp} />;

  await prerenderedPage();
  const snapshot = actor.getSnapshot();
  const page = selectPage(snapshot);
  let hydrate =
    root.getAttribute('data-prerendered') === page &&
    pathname === import.meta.env.BASE_URL &&
    !selectLoggedIn(snapshot);
  if (hydrate && PAGES_WITH_FORMS.includes(page)) {
    // The page was prerendered with its form (src/app/entry-server.tsx), so the render that
    // hydrates it needs the form machines first. Their chunk is one boot.js preloaded.
    try {
      const { SITE_FORMS_READY } = await import('@/site/forms/site-forms');
      actor.send(SITE_FORMS_READY);
    } catch {
      hydrate = false;
    }
  }
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // The prerendered markup stays until React's first commit replaces it in one step.
    root.removeAttribute('data-prerendered');
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
}

void main();
