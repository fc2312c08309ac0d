import type { Readable } from 'node:stream';

/** How often the stream is looked at. */
const CHECK_EVERY_MS = 250;

/**
 * Watches a stream that is piped into a parser and settles `stalled` once it has stayed paused for
 * `afterMs`: the parser has stopped pulling and will never finish. A slow sender never pauses the
 * stream (it simply has nothing to read), and a parser that keeps up pauses it only for moments,
 * so only a reader that is stuck for good is caught. @fastify/busboy gets stuck this way on a
 * large part that has no Content-Disposition. Call `stop()` once the reading is over.
 */
export function watchForStall(stream: Readable, afterMs: number): { stalled: Promise<void>; stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<void>((resolve) => {
    let pausedChecks = 0;
    timer = setInterval(() => {
      // Counting checks rather than time: one long pause of the event loop is not a stall.
      pausedChecks = stream.readableFlowing === false ? pausedChecks + 1 : 0;
      if (pausedChecks * CHECK_EVERY_MS >= afterMs) {
        clearInterval(timer);
        resolve();
      }
    }, CHECK_EVERY_MS);
    timer.unref();
  });
  return { stalled, stop: () => clearInterval(timer) };
}
