import type { ChildProcess } from 'node:child_process';

/**
 * Sends `signal` to a child that is still running and waits until it has exited. Answers its exit
 * code: null when it was not running, or when the signal ended it without one.
 */
export async function endChild(child: ChildProcess | null, signal: NodeJS.Signals): Promise<number | null> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return null;
  return new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}
