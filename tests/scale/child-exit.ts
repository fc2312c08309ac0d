import type { ChildProcess } from 'node:child_process';

/**
 * Sends `signal` to a child that is still running and waits until it has exited; one that is still
 * there after `graceMs` is killed, so that no process is left holding the tests' fixed ports. Answers
 * its exit code: null when it was not running, or when a signal ended it without one.
 */
export async function endChild(child: ChildProcess | null, signal: NodeJS.Signals, graceMs = 15_000): Promise<number | null> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return null;
  return new Promise<number | null>((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', (code) => {
      clearTimeout(kill);
      resolve(code);
    });
    child.kill(signal);
  });
}
