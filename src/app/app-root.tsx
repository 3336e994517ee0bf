import { StrictMode } from 'react';
import type { AppControl } from '@/state/app-control';
import type { AppSource } from './app-actor';
import { App } from './App';

/**
 * The app as both the build (src/app/entry-server.tsx) and the browser (main.tsx) render it:
 * the same tree on both sides, so hydration matches.
 */
export function AppRoot({ app, control }: { app: AppSource; control?: AppControl }) {
  return (
    <StrictMode>
      <App app={app} control={control} />
    </StrictMode>
  );
}
