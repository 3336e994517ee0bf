import '@/ui/color-mode-init';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { startApp } from './app-actor';
import { config } from './config';
import { selectLoggedIn, selectPage } from './selectors';

const DARK = '(prefers-color-scheme: dark)';

/**
 * Starts the app. The build prerenders the home page into index.html (scripts/vite-prerender.ts):
 * when the app starts exactly as that markup was rendered (the address is `/` with no other page
 * in its hash, signed out), React hydrates it; otherwise the markup is replaced. Both render in
 * a transition, so React yields to the browser while it works instead of blocking input.
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
  const app = (
    <StrictMode>
      <App actor={actor} pathname={pathname} />
    </StrictMode>
  );

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
    root.replaceChildren();
    root.removeAttribute('data-prerendered');
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
  // Lift the prerendered page's gate (scripts/vite-prerender.ts) where it applies; setting an
  // attribute on <html> restyles the whole page, so not where it does not.
  const html = document.documentElement;
  if (html.hasAttribute('data-deep-link') || window.matchMedia?.(DARK).matches) {
    html.setAttribute('data-booted', '');
  }
}

void main();
