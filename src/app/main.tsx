import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startApp } from './app-actor';
import { config } from './config';

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
  createRoot(root).render(
    <StrictMode>
      <App actor={actor} pathname={window.location.pathname} />
    </StrictMode>,
  );
}

void main();
