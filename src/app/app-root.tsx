import { StrictMode } from 'react';
import type { AppActorRef } from '@machines/app.machine';
import { App } from './App';

/**
 * The app as both the build (src/app/entry-server.tsx) and the browser (main.tsx) render it:
 * the same tree on both sides, so hydration matches.
 */
export function AppRoot({ actor }: { actor: AppActorRef }) {
  return (
    <StrictMode>
      <App actor={actor} />
    </StrictMode>
  );
}
