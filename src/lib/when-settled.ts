/**
 * Runs `callback` once the first screen has had its turn: the page loaded, `afterMs` more for the
 * screen's own code and reads, then a moment the browser is idle (at the latest `latestMs` after
 * load). For work a first visit can do without: fetching code for later, mounting what shows only
 * on demand, installing the offline copy. Done earlier, it lands in the same long tasks as the
 * screen's first render. Answers a function that cancels it.
 */
export function whenSettled(callback: () => void, { afterMs, latestMs }: { afterMs: number; latestMs: number }): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    timer = undefined;
    if (window.requestIdleCallback) idle = window.requestIdleCallback(callback, { timeout: Math.max(0, latestMs - afterMs) });
    else callback();
  };
  const afterLoad = () => {
    timer = window.setTimeout(whenIdle, afterMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
