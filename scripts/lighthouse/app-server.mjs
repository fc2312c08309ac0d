// The built server on a loopback port, with a throwaway data folder and the demo members.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appSources, isStale, root, serverSources } from '../freshness.mjs';

/** Measuring builds nothing: a missing build stops the run, an old one is only pointed out. */
export function checkBuilt(dist = path.join(root, 'dist')) {
  const missing = ['client/index.html', 'server/server.mjs'].map((file) => path.join(dist, file)).filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`No build to measure (${missing.join(', ')} missing). Run \`npm run build\` first.`);
    process.exit(1);
  }
  if (dist !== path.join(root, 'dist')) return;
  if (isStale('dist/client/index.html', appSources) || isStale('dist/server/server.mjs', serverSources)) {
    console.warn('Note: the build is older than its sources; `npm run build` measures the current code.\n');
  }
}

export async function startAppServer(port, dist = path.join(root, 'dist')) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wishwell-lh-'));
  // The embedded database in a throwaway folder, whatever the shell points at.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(dist, 'server/server.mjs')], {
    cwd: root,
    env: { ...inherited, DATA_DIR: dataDir, SEED_DEMO: '1', HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn', STATIC_DIR: path.join(dist, 'client') },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(child.exitCode === null ? `the server did not answer on ${base} within 90 s` : `the server stopped (exit code ${child.exitCode}) before answering`);
}
