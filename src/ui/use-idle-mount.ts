import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { requestIdle } from './prefetch';

/** Which panels to mount, from `useIdleMount`. */
export type IdleMount<T> = {
  /** Mounted: shown now, shown before, or rendered ahead while the browser was idle. */
  mounted(value: T): boolean;
  /** Mounted ahead and never shown yet: see `usePrerendering`. */
  ahead(value: T): boolean;
};

/**
 * Which of `all` to keep mounted: the shown one, every one shown before, and, one at a time
 * whenever the browser is idle, the rest. A panel mounted ahead is rendered while the visitor
 * reads, in an interruptible transition, so showing it later costs a style change, not a
 * render: a first visit is as quick as a return. Without `requestIdleCallback` (jsdom, old
 * Safari) panels mount when first shown and stay mounted.
 */
export function useIdleMount<T>(current: T, all: readonly T[]): IdleMount<T> {
  const [shown, setShown] = useState<readonly T[]>(() => [current]);
  const [early, setEarly] = useState<readonly T[]>([]);
  // A panel shown once stays: React's "adjust state while rendering" pattern, no extra commit.
  if (!shown.includes(current)) setShown([...shown, current]);
  const next = all.find(
    (value) => value !== current && !shown.includes(value) && !early.includes(value),
  );

  useEffect(() => {
    if (next === undefined || typeof window.requestIdleCallback !== 'function') return;
    const id = requestIdle(() =>
      startTransition(() => setEarly((list) => (list.includes(next) ? list : [...list, next]))),
    );
    return () => window.cancelIdleCallback(id);
  }, [next]);

  const visited = (value: T) => value === current || shown.includes(value);
  return {
    mounted: (value) => visited(value) || early.includes(value),
    ahead: (value) => !visited(value) && early.includes(value),
  };
}

const PrerenderingContext = createContext(false);

/** Marks a panel mounted ahead of its first showing, for `usePrerendering` below it. */
export const PrerenderingProvider = PrerenderingContext.Provider;

/**
 * True inside a panel rendered ahead while hidden. Work that only the visitor's own request
 * should start (loading a chunk whose failure reloads the page) waits until it turns false.
 */
export function usePrerendering(): boolean {
  return useContext(PrerenderingContext);
}
