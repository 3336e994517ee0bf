/**
 * Runs `work` the next time the browser is idle (at the latest after `timeout` ms), or, where
 * there is no idle callback (Safari), shortly. Returns what cancels it.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}

type Connection = { saveData?: boolean; effectiveType?: string };

/**
 * Whether code may be fetched ahead of need: not when the visitor asked the browser to save
 * data, nor on a 2G connection, where every byte not asked for costs them.
 */
export function mayPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
}
