import { StrictMode, useEffect } from 'react';
import type { AppActorRef } from '@machines/app.machine';
import { App } from './App';

interface AppRootProps {
  actor: AppActorRef;
  pathname: string;
  /** Called once the app's first render is on screen (not on the server). */
  onShown?: () => void;
}

/**
 * The app as both the build (src/app/entry-server.tsx) and the browser (main.tsx) render it:
 * the same tree on both sides, so hydration matches, with a way to know when the first render
 * has replaced or taken over the prerendered markup.
 */
export function AppRoot({ actor, pathname, onShown }: AppRootProps) {
  useEffect(() => {
    onShown?.();
  }, [onShown]);
  return (
    <StrictMode>
      <App actor={actor} pathname={pathname} />
    </StrictMode>
  );
}
