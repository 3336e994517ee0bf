import { Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from './error-boundary';
import { lazyWithReload } from './lazy';

/**
 * A part of the prerendered page whose code is not in the first bundle: the sections of home
 * below the hero, the site footer. The build renders it into index.html, so it shows with the
 * first paint; in the browser its chunk loads once the app has started, and React hydrates it
 * when it arrives (a Suspense boundary React finds still waiting for code keeps its server HTML
 * until then). Its links are plain `href="#page"` anchors, so they work even before that.
 * Rendered without prerendered HTML (a later visit to home, a deep link), it appears as soon as
 * its chunk is there; its place below the page's first screen means nothing in view moves.
 * A chunk that cannot load reloads the page once, then shows the compact error fallback.
 */
export function island<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  scope: string,
): ComponentType<P> {
  const Lazy = lazyWithReload(load);
  function Island(props: P) {
    return (
      <ErrorBoundary scope={scope} compact>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return Island;
}
