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

/**
 * Runs `load` (a plain `import()`) for code that may be gone (a stale deploy) or unreachable
 * (offline): the first failure of a chunk reloads the page once, a second failure rejects, for
 * the error boundary to show its fallback with a Reload button. Never a blank page, never a
 * reload loop. `chunk` names the code across reloads.
 */
export async function importWithReload<T>(chunk: string, load: () => Promise<T>): Promise<T> {
  try {
    const module = await load();
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

/** `React.lazy` whose chunk reloads the page once when it fails to load (`importWithReload`). */
export function lazyWithReload<P extends object>(
  chunk: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWithReload(chunk, load));
}
