import { createContext, useContext } from 'react';
import type { InspectionEvent, Snapshot } from 'xstate';
import type { AppActorRef } from '@machines/app.machine';

/** What the statecharts view needs of the running app, beyond reading and sending to its actor. */
export interface AppControl {
  readonly actor: AppActorRef;
  /** Calls `listener` after `actor` has been replaced; returns the way to stop listening. */
  subscribe: (listener: () => void) => () => void;
  /**
   * Replaces the running app by one restored from a persisted snapshot: the page, the tab, the
   * dialogs and every child's state come back as they were. The code its children need is
   * fetched first. A snapshot that does not restore leaves the running app as it was, and the
   * promise rejects with the reason.
   */
  restore: (snapshot: Snapshot<unknown>) => Promise<void>;
  /**
   * Streams the inspection events of the app's actors (every event, every transition) to
   * `observer` until the function returned is called. With `restart`, the app is first replaced
   * by one restored from its own snapshot, so the observer also sees every actor start (the
   * Stately inspector lists actors that way).
   */
  inspect: (
    observer: (event: InspectionEvent) => void,
    options?: { restart?: boolean },
  ) => () => void;
}

export const AppControlContext = createContext<AppControl | null>(null);

/** The running app's control, where the app provides one (not in the build's render). */
export function useAppControl(): AppControl | null {
  return useContext(AppControlContext);
}

/**
 * Opens the statecharts panel beside the dashboard, where the app offers it: the dashboard's
 * header shows its Statecharts button only then.
 */
export const StatechartsPanelContext = createContext<(() => void) | null>(null);
