import '@/ui/color-mode-init';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { startApp } from './app-actor';
import { config } from './config';
import { selectLoggedIn, selectPage } from './selectors';

const DARK = '(prefers-color-scheme: dark)';

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
 * Starts the app. The build prerenders the home page into index.html (scripts/vite-prerender.ts):
 * when the app starts exactly as that markup was rendered (the address is `/` with no other page
 * in its hash, signed out), React hydrates it; otherwise React replaces it with its first render.
 * Both happen in a transition, so React yields to the browser while it works.
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

  const snapshot = actor.getSnapshot();
  const hydrate =
    root.getAttribute('data-prerendered') === 'home' &&
    pathname === import.meta.env.BASE_URL &&
    selectPage(snapshot) === 'home' &&
    !selectLoggedIn(snapshot);
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
