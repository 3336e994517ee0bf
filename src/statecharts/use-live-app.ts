import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { AppControl } from '@/state/app-control';
import { watchApp, type LiveLog, type LiveState } from './live';

/**
 * Watches the running app while the view is open: its log, re-read on every event, and the
 * way to step through it. Stops watching when the view closes.
 */
export function useLiveApp(control: AppControl): { log: LiveLog; live: LiveState } {
  const log = useMemo(() => watchApp(control), [control]);
  useEffect(() => log.start(), [log]);
  const live = useSyncExternalStore(log.subscribe, log.getState, log.getState);
  return { log, live };
}
