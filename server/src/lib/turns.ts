/**
 * Work done a slice at a time (decoding a large image) waits here between slices. One waiter goes on
 * per turn of the event loop, whoever's it is: eight requests decoding at once then take turns with
 * everything else, where eight slices queued with setImmediate ran back to back in one turn.
 */
const waiting: Array<() => void> = [];
let scheduled = false;

function runOne() {
  scheduled = false;
  const next = waiting.shift();
  if (waiting.length > 0) {
    scheduled = true;
    setImmediate(runOne);
  }
  next?.();
}

/** Resolves in a later turn of the event loop, after the waiters before it, one a turn. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(runOne);
    }
  });
}
