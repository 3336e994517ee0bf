import { LazyMotion, MotionConfig, m } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/** Fades a page in over 150 ms; `reducedMotion="user"` turns it off for those who ask. */
export default function MotionFade({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          initial={{ opacity: 0 }}
          animate={{ opacity: 1 }}
          transition={{ duration: 0.15, ease: 'easeOut' }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
