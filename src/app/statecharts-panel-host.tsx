import { Suspense } from 'react';
import { ErrorBoundary } from '@/ui/error-boundary';
import { lazyWithReload } from '@/ui/lazy';

/** The panel's code, fetched the first time it is opened: nothing of it is in a page's first load. */
const StatechartsPanel = lazyWithReload(
  'statecharts-panel',
  () => import('@/statecharts/statecharts-panel'),
);

/** The statecharts panel over the running app, once a person has asked for it. */
export function StatechartsPanelHost({ onClose }: { onClose: () => void }) {
  return (
    <ErrorBoundary scope="the statecharts panel" compact>
      <Suspense fallback={null}>
        <StatechartsPanel onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}
