/**
 * Runs `work` once the page has loaded and then the browser is idle (at most `timeoutMs` after
 * the load): for what must never compete with the page's own start. Returns a cancel.
 */
export function afterLoadWhenIdle(work: () => void, timeoutMs = 3000): () => void {
  let idle: number | undefined;
  const hasIdleCallback = typeof window.requestIdleCallback === 'function';
  const start = () => {
    idle = hasIdleCallback
      ? window.requestIdleCallback(work, { timeout: timeoutMs })
      : window.setTimeout(work, 0);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    if (idle === undefined) return;
    if (hasIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
