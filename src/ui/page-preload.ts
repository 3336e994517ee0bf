import { createContext, useCallback, useContext } from 'react';
import { isSitePage, type PathPage } from '@/domain/pages';
import { whenIdle } from './idle';

/**
 * Fetches a page's code ahead of a likely visit. Which code that is belongs to src/app, which
 * knows every page; links in src/ui only say when a visit looks likely, so App provides this.
 * Without a provider (a component rendered alone) nothing is fetched ahead.
 */
export const PagePreloadContext = createContext<(page: PathPage) => void>(() => {});

export function usePagePreload(): (page: PathPage) => void {
  return useContext(PagePreloadContext);
}

type Seen = { page: PathPage; preload: (page: PathPage) => void };

/** Links waiting to be seen, and the one observer that watches them all. */
const waiting = new WeakMap<Element, Seen>();
let seenObserver: IntersectionObserver | undefined;

function observer(): IntersectionObserver | undefined {
  if (typeof IntersectionObserver !== 'function') return undefined;
  seenObserver ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const seen = waiting.get(entry.target);
      waiting.delete(entry.target);
      seenObserver?.unobserve(entry.target);
      if (seen) whenIdle(() => seen.preload(seen.page));
    }
  });
  return seenObserver;
}

/**
 * A ref for a link to a public page: once the link has been in view, the page's code is fetched
 * while the browser is idle. A visitor reads a link before they click it, and on a phone there
 * is no pointer to hover first. The dashboard and the statecharts are fetched only on hover,
 * focus or touch: they are large, and a link to them is no sign of a visit.
 */
export function usePreloadWhenSeen(page: PathPage) {
  const preload = usePagePreload();
  return useCallback(
    (element: HTMLElement | null) => {
      const watcher = element && isSitePage(page) ? observer() : undefined;
      if (!element || !watcher) return;
      waiting.set(element, { page, preload });
      watcher.observe(element);
      return () => {
        waiting.delete(element);
        watcher.unobserve(element);
      };
    },
    [page, preload],
  );
}
