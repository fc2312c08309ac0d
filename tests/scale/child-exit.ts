import type { ChildProcess } from 'node:child_process';

/** Sends `signal` to a child that is still running and waits until it has exited. */
export async function endChild(child: ChildProcess | null, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
