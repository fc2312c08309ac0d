import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A server of the test's own on another loopback port, which the test may stop and start again on
 * the same data folder (the shared server of the run must stay up for the other tests).
 */
export async function ownServer(port: number, options: { beforeStart?: (env: NodeJS.ProcessEnv) => void; env?: Record<string, string> } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wishwell-e2e-own-'));
  // What the server will read its data from, for a command that prepares that data first.
  if (options.beforeStart) {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    options.beforeStart({ ...env, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  }
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const start = async () => {
    const proc = spawn(process.execPath, ['e2e/support/start-server.mjs'], {
      env: { ...process.env, ...options.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, E2E_SEED_DEMO: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = proc;
    let errors = '';
    proc.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    // A fresh embedded database on a machine busy with the other tests can take a while.
    for (let i = 0; i < 600; i++) {
      if (proc.exitCode !== null) break;
      try {
        if ((await fetch(`${baseURL}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await stop();
    throw new Error(`the server on ${baseURL} did not start${errors ? `:\n${errors}` : ''}`);
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };

  await start();
  return {
    baseURL,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
