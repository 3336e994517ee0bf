import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';

/** Opens the Stately inspector in a new window and streams every actor's events to it. */
export function createInspector(): Observer<InspectionEvent> {
  const inspector = createBrowserInspector({ autoStart: true });
  return inspector.inspect;
}
