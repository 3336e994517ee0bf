import { LazyMotion, MotionConfig, m, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * Fades a page in over 150 ms, but not for visitors who ask for reduced motion: framer-motion's
 * `reducedMotion="user"` stops only transforms and layout animation, so the fade itself is
 * switched off here (`initial={false}` starts the page fully shown).
 */
export default function MotionFade({ children }: { children: ReactNode }) {
  const reduceMotion = useReducedMotion();
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          initial={reduceMotion ? false : { opacity: 0 }}
          animate={{ opacity: 1 }}
          transition={{ duration: 0.15, ease: 'easeOut' }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
