import type { AnyActorRef, InspectionEvent, Observer, Subscription } from 'xstate';

type InspectionObserver = (event: InspectionEvent) => void;

/** Who watches the app's inspection events, and which actor system each watches now. */
export interface Inspectors {
  /** Has every inspector watch `target`'s actor system, and no longer the one it watched. */
  watch: (target: AnyActorRef) => void;
  /** Adds an inspector, watching `target`'s actor system; returns what removes it. */
  add: (observer: InspectionObserver, target: AnyActorRef) => () => void;
}

/**
 * The app's inspectors: the development inspector asked for at start, and whoever is added
 * later (the statecharts view, the Stately inspector). Each watches through the actor system's
 * own `inspect`, so every actor the system creates streams to all of them, and while nobody
 * watches, XState makes no inspection events at all. When the app replaces its root actor,
 * `watch` moves them all to the new actor's system.
 */
export function createInspectors(
  initial?: Observer<InspectionEvent> | InspectionObserver,
): Inspectors {
  const watching = new Map<InspectionObserver, Subscription | null>();
  if (typeof initial === 'function') watching.set(initial, null);
  else if (initial) watching.set((event) => initial.next?.(event), null);
  return {
    watch: (target) => {
      for (const observer of watching.keys()) {
        watching.get(observer)?.unsubscribe();
        watching.set(observer, target.system.inspect(observer));
      }
    },
    add: (observer, target) => {
      watching.set(observer, target.system.inspect(observer));
      return () => {
        watching.get(observer)?.unsubscribe();
        watching.delete(observer);
      };
    },
  };
}
