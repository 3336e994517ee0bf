import { useAnimate } from 'framer-motion/mini';
import { useLayoutEffect, type ReactNode } from 'react';

/**
 * Fades a page in over 150 ms, but not for visitors who ask for reduced motion. framer-motion's
 * mini `useAnimate` runs the fade as a Web Animation: the browser plays it, with no motion
 * values, no visual element and no keyframes read back from the page. It starts before the
 * page's first paint, so the page never shows at full opacity first. Where the browser cannot
 * play Web Animations, the page simply appears: a fade must never cost a visitor the page.
 */
export default function MotionFade({ children }: { children: ReactNode }) {
  const [scope, animate] = useAnimate<HTMLDivElement>();
  useLayoutEffect(() => {
    const page = scope.current;
    if (typeof page?.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    try {
      animate(page, { opacity: [0, 1] }, { duration: 0.15, ease: 'easeOut' });
    } catch {
      // Shown without the fade.
    }
  }, [animate, scope]);
  return <div ref={scope}>{children}</div>;
}
