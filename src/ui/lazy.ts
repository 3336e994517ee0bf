import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const RELOAD_KEY = 'nkra.chunkReload';

function reloadedOnce(): boolean {
  try {
    return window.sessionStorage.getItem(RELOAD_KEY) === '1';
  } catch {
    return true;
  }
}

function markReloaded(on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(RELOAD_KEY, '1');
    else window.sessionStorage.removeItem(RELOAD_KEY);
  } catch {
    // No storage: never reload automatically, the error boundary offers the button.
  }
}

/**
 * `React.lazy` for code that may be gone (a stale deploy) or unreachable (offline): the first
 * failure reloads the page once, a second failure reaches the error boundary, which shows a
 * fallback with a Reload button. Never a blank page.
 */
export function lazyWithReload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    try {
      const module = await load();
      markReloaded(false);
      return module;
    } catch (error) {
      if (!reloadedOnce()) {
        markReloaded(true);
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}
