type Connection = { saveData?: boolean; effectiveType?: string };

/**
 * Whether code may be fetched ahead of need: not when the visitor asked the browser to save
 * data, nor on a 2G connection, where every byte not asked for costs them.
 */
export function mayPrefetch(): boolean {
  const connection: Connection | undefined = (navigator as Navigator & { connection?: Connection })
    .connection;
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
}

/**
 * The longest work ahead waits for an idle period. A browser may stop reporting them while
 * nothing on the page changes (headless Chromium, under load, waits until the next frame, which
 * a still page never asks for); after this long the work runs anyway, as a task of its own.
 */
export const IDLE_TIMEOUT_MS = 2000;

/** `requestIdleCallback` that does not wait longer than `IDLE_TIMEOUT_MS`. */
export function requestIdle(callback: () => void): number {
  return window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
}

/**
 * Runs `tasks` one after another, each in its own idle period once the page has loaded, so the
 * work never competes with loading or with the visitor's input. A task that fails is skipped.
 * Does nothing without `requestIdleCallback` or when `mayPrefetch` says no. Returns a cancel.
 */
export function whenIdle(tasks: readonly (() => Promise<unknown>)[]): () => void {
  if (typeof window.requestIdleCallback !== 'function' || !mayPrefetch()) return () => {};
  let cancelled = false;
  let idle = 0;
  const run = (index: number) => {
    const task = tasks[index];
    if (cancelled || !task) return;
    idle = requestIdle(() => {
      void task()
        .catch(() => {})
        .then(() => run(index + 1));
    });
  };
  const start = () => run(0);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
    window.cancelIdleCallback(idle);
  };
}
