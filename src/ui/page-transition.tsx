import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

type Fade = ComponentType<{ children: ReactNode }>;

/**
 * Fades each new page in with framer-motion. The motion code is not on the first page's
 * critical path: it loads after first paint. Whether a page fades is settled when it first
 * renders, so the page on screen is never remounted when the code arrives: the first page, and
 * a page reached before the code is here, simply appear.
 */
export function PageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const [fade, setFade] = useState<{ component: Fade } | null>(null);
  const [shown, setShown] = useState<{ key: string; Fade: Fade | null }>({
    key: pageKey,
    Fade: null,
  });
  // React's "adjust state while rendering" pattern: a new page takes the fade there is now.
  if (shown.key !== pageKey) setShown({ key: pageKey, Fade: fade?.component ?? null });

  useEffect(() => {
    let live = true;
    import('./motion-fade')
      .then((module) => {
        if (live) setFade({ component: module.default });
      })
      .catch(() => {
        // Without the motion chunk pages simply appear without a fade.
      });
    return () => {
      live = false;
    };
  }, []);

  const Fade = shown.key === pageKey ? shown.Fade : (fade?.component ?? null);
  return Fade ? <Fade key={pageKey}>{children}</Fade> : <div key={pageKey}>{children}</div>;
}

/**
 * After a page change (not on first load): scroll to the top and move focus to the new page's
 * main heading, so screen reader and keyboard users start at the top of what they asked for.
 * Lazy pages render their heading a moment later, so this waits for it, unless the visitor has
 * put focus somewhere else in the meantime.
 */
export function usePageFocus(pageKey: string, container: React.RefObject<HTMLElement | null>) {
  const previous = useRef(pageKey);
  useEffect(() => {
    if (previous.current === pageKey) return;
    previous.current = pageKey;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Where focus was when the page changed (the link followed, say). If the visitor moves it
    // while the page's chunk loads, the heading arriving later does not take it back.
    const focusedAtChange = document.activeElement;
    const visitorMovedFocus = () => {
      const now = document.activeElement;
      return now !== null && now !== document.body && now !== focusedAtChange;
    };
    const started = performance.now();
    let frame = 0;
    const focusHeading = () => {
      if (visitorMovedFocus()) return;
      const heading = container.current?.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      // A chunk on a slow network may take a while; after 15 s the page has failed or been left.
      if (performance.now() - started < 15_000) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pageKey, container]);
}
