/**
 * Runs `task` once the browser is idle (or after `timeoutMs` at the latest), for work nobody
 * waits for yet: fetching code the player is likely to need next. Returns a cancel function.
 * Safari has no requestIdleCallback: a plain timer stands in.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, Math.min(timeoutMs, 1000));
  return () => clearTimeout(timer);
}
