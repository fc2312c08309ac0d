const inputs = ['pointerdown', 'keydown'] as const;

/**
 * Runs `callback` once, at the member's first press of a pointer or a key anywhere on the page: for
 * code that only an action needs, fetched while the action's own request is under way. Focus alone
 * does not count (a field may take it by itself). Answers a function that stops watching.
 */
export function onFirstInput(callback: () => void): () => void {
  const stop = () => {
    for (const type of inputs) window.removeEventListener(type, fire, true);
  };
  function fire() {
    stop();
    callback();
  }
  for (const type of inputs) window.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}
