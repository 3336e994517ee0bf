import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';

/**
 * Opens the Stately inspector (stately.ai, so it needs the internet) in a new window and returns
 * the observer that streams the app's actors to it. This module is a chunk of its own, fetched by
 * the click that opens it: a window opened from a person's click is not blocked.
 */
export function openStatelyInspector(): (event: InspectionEvent) => void {
  const inspector = createBrowserInspector({ autoStart: true });
  return (event) => inspector.inspect.next?.(event);
}
