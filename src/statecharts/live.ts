/**
 * The running app, watched: every event an actor of the app takes, in order, with its time, the
 * transitions it took and a persisted snapshot of the whole app right after it (what a step back
 * or forward restores). A plain store for `useSyncExternalStore`; the app hands over its actors'
 * inspection events through `AppControl.inspect`.
 */
import type {
  AnyActorRef,
  AnyMachineSnapshot,
  EventObject,
  InspectionEvent,
  Snapshot,
} from 'xstate';
import type { AppControl } from '@/state/app-control';
import { transitionKey } from './keys';

export interface LogEntry {
  /** Counts up from 1 for the visit. */
  id: number;
  /** `Date.now()` when the event was taken. */
  at: number;
  /** The id of the machine that took the event: `app`, `composer`, `delivery`. */
  machineId: string;
  /** The actor's id in its parent (`composer`, `delivery-c7`); `app` for the root. */
  actorId: string;
  event: EventObject;
  /** The transitions the event took, by `transitionKey`. */
  transitions: string[];
  /** The whole app, persisted right after the event. */
  snapshot: Snapshot<unknown>;
}

/**
 * Events that come several times a second while a campaign sends or a schedule waits: they
 * would bury what a person did. Their effects still show in the states they lead to.
 */
const QUIET_EVENTS = [/\.tick$/, /\.delivery\.progress$/];

/** XState's own events (start, a child's snapshot or completion) are not a person's doing. */
const isListed = (type: string) =>
  !type.startsWith('xstate.') && !QUIET_EVENTS.some((pattern) => pattern.test(type));

/** The most entries kept: the oldest go first. */
export const LOG_LIMIT = 300;

export interface LiveState {
  entries: readonly LogEntry[];
  /** The entry whose snapshot the app was last restored to; null while it runs on from the end. */
  cursor: number | null;
  /** The last transition taken by each machine, for the drawing to animate. */
  lastTransition: ReadonlyMap<string, string>;
  /** Counts every change of the running app (an event, a restore): drawings re-read it. */
  version: number;
}

export interface LiveLog {
  /** Starts watching; the function returned stops. Watching again starts a new log. */
  start: () => () => void;
  subscribe: (listener: () => void) => () => void;
  getState: () => LiveState;
  /** Restores the app to the snapshot after entry `index` (a step back or forward). */
  goTo: (index: number) => Promise<void>;
}

function machineIdOf(actor: AnyActorRef): string | undefined {
  const snapshot = actor.getSnapshot() as Partial<AnyMachineSnapshot> | undefined;
  return snapshot?.machine?.id;
}

/** A log of the app's events: nothing is watched until `start`. */
export function watchApp(control: AppControl): LiveLog {
  let state: LiveState = {
    entries: [],
    cursor: null,
    lastTransition: new Map(),
    version: 0,
  };
  const listeners = new Set<() => void>();
  const emit = (next: Partial<LiveState>) => {
    state = { ...state, ...next, version: state.version + 1 };
    for (const listener of listeners) listener();
  };
  let nextId = 1;
  let restoring = false;
  /** Transitions of the event being processed, by actor, until its snapshot settles. */
  const pending = new Map<AnyActorRef, string[]>();
  let flushQueued = false;
  const waiting: Omit<LogEntry, 'snapshot' | 'id'>[] = [];

  /** After the event has run through every actor: persist the app once for what it did. */
  const flush = () => {
    flushQueued = false;
    if (!waiting.length) {
      emit({});
      return;
    }
    const snapshot = control.actor.getPersistedSnapshot();
    // An event taken after a step back starts a new branch: the steps ahead are dropped.
    const kept = state.cursor === null ? state.entries : state.entries.slice(0, state.cursor + 1);
    const added = waiting.splice(0).map((entry) => ({ ...entry, id: nextId++, snapshot }));
    const lastTransition = new Map(state.lastTransition);
    for (const entry of added) {
      const last = entry.transitions.at(-1);
      if (last) lastTransition.set(entry.machineId, last);
    }
    emit({ entries: [...kept, ...added].slice(-LOG_LIMIT), cursor: null, lastTransition });
  };
  const queueFlush = () => {
    if (flushQueued) return;
    flushQueued = true;
    queueMicrotask(flush);
  };

  const observer = (inspection: InspectionEvent) => {
    if (restoring) return;
    // The app's actors are XState actors: the inspection's reference is the actor itself.
    const actorRef = inspection.actorRef as AnyActorRef;
    if (inspection.type === '@xstate.microstep') {
      const keys = inspection._transitions.map(transitionKey);
      pending.set(actorRef, [...(pending.get(actorRef) ?? []), ...keys]);
      return;
    }
    if (inspection.type !== '@xstate.snapshot') return;
    const { event } = inspection;
    const transitions = pending.get(actorRef) ?? [];
    pending.delete(actorRef);
    const machineId = machineIdOf(actorRef);
    if (!machineId) return;
    if (isListed(event.type)) {
      waiting.push({
        at: Date.now(),
        machineId,
        actorId: actorRef === control.actor ? 'app' : actorRef.id,
        event,
        transitions,
      });
    }
    queueFlush();
  };

  return {
    start: () => {
      const unwatch = control.inspect(observer);
      const unsubscribe = control.subscribe(() => queueFlush());
      return () => {
        unwatch();
        unsubscribe();
      };
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    goTo: async (index) => {
      const entry = state.entries[index];
      if (!entry) return;
      restoring = true;
      try {
        await control.restore(entry.snapshot);
      } finally {
        restoring = false;
        pending.clear();
      }
      emit({ cursor: index });
    },
  };
}
