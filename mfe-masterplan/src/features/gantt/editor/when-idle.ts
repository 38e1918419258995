/**
 * Runs `run` when the page is next idle (within `timeoutMs` at the latest), or after a short timer where the browser
 * has no idle callbacks; returns what cancels it.
 */
export function whenIdle(run: () => void, timeoutMs?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 50);
  return () => clearTimeout(timer);
}
