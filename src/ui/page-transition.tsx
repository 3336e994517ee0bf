import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

type Fade = ComponentType<{ children: ReactNode }>;

/**
 * Fades each new page in with framer-motion. The motion code is not on the first page's
 * critical path: it loads after first paint, and the page already showing is never remounted
 * for it; the fade applies from the next page change on.
 */
export function PageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const [fade, setFade] = useState<{ component: Fade } | null>(null);
  const [firstKey] = useState(pageKey);

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

  const Fade = pageKey === firstKey ? null : fade?.component;
  return Fade ? <Fade key={pageKey}>{children}</Fade> : <div key={pageKey}>{children}</div>;
}

/**
 * After a page change (not on first load): scroll to the top and move focus to the new page's
 * main heading, so screen reader and keyboard users start at the top of what they asked for.
 * Lazy pages render their heading a moment later, so this waits for it.
 */
export function usePageFocus(pageKey: string, container: React.RefObject<HTMLElement | null>) {
  const previous = useRef(pageKey);
  useEffect(() => {
    if (previous.current === pageKey) return;
    previous.current = pageKey;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    let frame = 0;
    let tries = 0;
    const focusHeading = () => {
      const heading = container.current?.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (tries++ < 120) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pageKey, container]);
}
