import { afterEach, describe, expect, inject, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/client';
import { LOCK_FILE } from '../../server/src/lib/data-folder-lock';
import { openTestDatabase } from './helpers/test-app';

// The real server and the real command, each in a process of its own, as an operator runs them:
// the sources through tsx (the built bundle is the same code, and building it here would race other runs).
const root = path.resolve(import.meta.dirname, '../..');
const PORT = 5303;
const base = `http://127.0.0.1:${PORT}`;
const admin = { email: 'ops-admin@example.com', password: 'a long admin password' };

/** Only what the processes need: no DATABASE_URL of the test run leaks in unless given. */
function envWith(settings: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.server.json'),
    ...settings,
  };
}

const running = new Set<ChildProcess>();
const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
});

const exited = (child: ChildProcess) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve())));

async function startServer(settings: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], { cwd: root, env: envWith(settings), stdio: ['ignore', 'ignore', 'pipe'] });
  running.add(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (let i = 0; i < 900 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.exitCode !== null) throw new Error(`the server did not start:\n${errors}`);
  return {
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
      running.delete(child);
    },
    die: async () => {
      child.kill('SIGKILL');
      await exited(child);
      running.delete(child);
    },
  };
}

function createAdmin(settings: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/create-admin.ts', '--email', admin.email, '--password', admin.password], {
    cwd: root,
    env: envWith(settings),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.once('close', (code) => {
      running.delete(child);
      resolve({ code, stdout, stderr });
    }),
  );
}

const signIn = () => fetch(`${base}/api/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });

/** A data folder with the schema in place, made from the run's migrated dump (creating one takes far longer). */
async function dataFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-create-admin-'));
  cleanUps.push(() => rm(dir, { recursive: true, force: true }));
  const dump = inject('pgliteDumpPath');
  const database = await openDatabase({ dataDir: dir, pgliteDump: dump ? new Blob([await readFile(dump)]) : undefined });
  await database.close();
  return dir;
}

describe('npm run create-admin beside a server on the embedded database', () => {
  it('refuses while the server holds the data folder, saying to stop it; once the server stops it works, and the admin signs in', { timeout: 180_000 }, async () => {
    const dir = await dataFolder();
    const server = await startServer({ DATA_DIR: dir });
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: server.pid, role: 'server' });

    const refused = await createAdmin({ DATA_DIR: dir });
    expect(refused.code).toBe(1);
    expect(refused.stdout).not.toContain('Created admin');
    expect(refused.stderr).toContain(`The server (process ${server.pid}) is using the embedded database in ${dir}`);
    expect(refused.stderr).toContain('Stop the server, run this command again, then start the server.');
    expect((await signIn()).status).toBe(401);

    await server.stop();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const made = await createAdmin({ DATA_DIR: dir });
    expect(made.stdout).toContain(`Created admin ${admin.email}.`);
    expect(made.code).toBe(0);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    const restarted = await startServer({ DATA_DIR: dir });
    const res = await signIn();
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ email: admin.email, role: 'admin' });

    // A second server on the same folder is refused as well, and the first one keeps serving.
    const second = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], { cwd: root, env: envWith({ DATA_DIR: dir, PORT: String(PORT + 10) }), stdio: ['ignore', 'ignore', 'pipe'] });
    running.add(second);
    let stderr = '';
    second.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await exited(second);
    expect(second.exitCode).toBe(1);
    expect(stderr).toContain(`The server (process ${restarted.pid}) is using the embedded database in ${dir}`);
    expect(stderr).toContain('Stop that server first, or give this one a DATA_DIR of its own.');
    expect((await fetch(`${base}/api/health`)).ok).toBe(true);
    await restarted.stop();
  });

  it('takes the folder over from a server that died without giving it up', { timeout: 120_000 }, async () => {
    const dir = await dataFolder();
    const server = await startServer({ DATA_DIR: dir });
    await server.die();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);

    const made = await createAdmin({ DATA_DIR: dir });
    expect(made.stdout).toContain(`Created admin ${admin.email}.`);
    expect(made.code).toBe(0);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });
});

// On PostgreSQL only: `npm run test:pg` (and CI) runs this file with TEST_DATABASE_URL set.
if (process.env.TEST_DATABASE_URL) describe('npm run create-admin beside a server on PostgreSQL', () => {
  it('works while the server runs, and the running server signs the admin in at once', { timeout: 120_000 }, async () => {
    const { url, drop } = await openTestDatabase();
    cleanUps.push(drop);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-create-admin-'));
    cleanUps.push(() => rm(dir, { recursive: true, force: true }));
    const server = await startServer({ DATABASE_URL: url!, DATA_DIR: dir });

    const made = await createAdmin({ DATABASE_URL: url!, DATA_DIR: dir });
    expect(made.stderr).toBe('');
    expect(made.stdout).toContain(`Created admin ${admin.email}.`);
    expect(made.code).toBe(0);
    const res = await signIn();
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ email: admin.email, role: 'admin' });
    // Nothing to hold on PostgreSQL.
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    await server.stop();
  });
});
