import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const RELOAD_KEY = 'nkra.chunkReload';

/**
 * The chunks that already cost one reload in this tab, or null without storage (then the page
 * never reloads by itself: without a record, a reload could repeat forever). Kept per chunk: a
 * flag for the whole app would be cleared by the next chunk that loads, and a chunk that keeps
 * failing after that (the charts, after the dashboard loaded) would reload the page every time.
 */
function reloadedChunks(): string[] | null {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(RELOAD_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((item) => typeof item === 'string') : [];
  } catch {
    return null;
  }
}

function markReloaded(chunk: string, on: boolean): void {
  try {
    const chunks = new Set(reloadedChunks() ?? []);
    if (chunks.has(chunk) === on) return;
    if (on) chunks.add(chunk);
    else chunks.delete(chunk);
    if (chunks.size) window.sessionStorage.setItem(RELOAD_KEY, JSON.stringify([...chunks]));
    else window.sessionStorage.removeItem(RELOAD_KEY);
  } catch {
    // No storage: never reload automatically, the error boundary offers the button.
  }
}

type Module<P> = { default: ComponentType<P> };

/**
 * A thenable that calls back at once. React.lazy subscribes with `then` and reads the result
 * right after, so a module that is already here renders without suspending; a real promise
 * would always call back on a later microtask.
 */
function settledWith<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled: (result: T) => unknown) {
      onFulfilled(value);
    },
  };
  return thenable as unknown as Promise<T>;
}

/** A lazy component that can also be fetched ahead of need. */
export type LazyComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /**
   * Fetches and evaluates the chunk now, when the browser has time, so that the first render
   * does not wait for it. Resolves true when the chunk is here; never rejects and never
   * reloads the page: a failure counts only when the visitor actually needs the chunk.
   */
  preload(): Promise<boolean>;
};

/**
 * `React.lazy` for code that may be gone (a stale deploy) or unreachable (offline): the first
 * failure of a chunk reloads the page once, a second failure reaches the error boundary, which
 * shows a fallback with a Reload button. Never a blank page, never a reload loop.
 */
export function lazyWithReload<P extends object>(load: () => Promise<Module<P>>): LazyComponent<P> {
  // The loader's source names the chunk it imports: a stable key across reloads.
  const chunk = load.toString();
  let loaded: Module<P> | null = null;
  let preloading: Promise<boolean> | null = null;

  const component = lazy(() => {
    // Preloaded: React gets the module synchronously, so nothing flashes a fallback.
    return loaded ? settledWith(loaded) : loadOrReload();
  });

  async function loadOrReload(): Promise<Module<P>> {
    try {
      const module = await load();
      loaded = module;
      markReloaded(chunk, false);
      return module;
    } catch (error) {
      const reloaded = reloadedChunks();
      if (reloaded && !reloaded.includes(chunk)) {
        markReloaded(chunk, true);
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  }

  return Object.assign(component, {
    preload: () =>
      (preloading ??= load().then(
        (module) => {
          loaded = module;
          return true;
        },
        () => {
          preloading = null;
          return false;
        },
      )),
  });
}
