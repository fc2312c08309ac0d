import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataFolderInUseError, holdDataFolder, LOCK_FILE, type FolderHolder } from '../../server/src/lib/data-folder-lock';

// The rules of the embedded database's lock, in this process; create-admin-beside-server.test.ts runs
// them with a real server and the real command.
let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-lock-'));
  file = path.join(dir, LOCK_FILE);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A process id that no process has now: one that has just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

function mark(holder: Partial<FolderHolder>, secondsAgo = 0) {
  const full: FolderHolder = { pid: process.ppid, host: os.hostname(), role: 'server', since: new Date().toISOString(), token: 'theirs', ...holder };
  writeFileSync(file, JSON.stringify(full));
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, at, at);
}

const refusal = (): DataFolderInUseError => {
  try {
    holdDataFolder(dir, 'create-admin').release();
  } catch (error) {
    if (error instanceof DataFolderInUseError) return error;
    throw error;
  }
  throw new Error('the folder was taken');
};

describe('holdDataFolder', () => {
  it('marks the folder with this process, and gives it back on release', () => {
    const hold = holdDataFolder(dir, 'server');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, host: os.hostname(), role: 'server' });
    hold.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a second holder while the first holds it, naming the first', () => {
    const hold = holdDataFolder(dir, 'server');
    try {
      // The same process number is a previous life's (a container's first process), so ask as another.
      writeFileSync(file, readFileSync(file, 'utf8').replace(`"pid":${process.pid}`, `"pid":${process.ppid}`));
      const error = refusal();
      expect(error.heldByServer).toBe(true);
      expect(error.holder).toMatchObject({ pid: process.ppid, role: 'server' });
      expect(error.message).toBe(`The server (process ${process.ppid}) is using the embedded database in ${dir}; two processes on one data folder lose each other's changes.`);
    } finally {
      hold.release();
    }
  });

  it('renews its mark every 10 seconds while it holds the folder', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const hold = holdDataFolder(dir, 'server');
      const old = new Date(Date.now() - 40_000);
      utimesSync(file, old, old);
      vi.advanceTimersByTime(10_000);
      expect(statSync(file).mtimeMs).toBeGreaterThan(Date.now() - 1000);
      hold.release();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a release leaves alone a mark that is no longer its own', () => {
    const hold = holdDataFolder(dir, 'server');
    mark({ token: 'someone else' });
    hold.release();
    expect(existsSync(file)).toBe(true);
  });

  it('takes over the mark of a process that has exited', () => {
    mark({ pid: deadPid() });
    const hold = holdDataFolder(dir, 'create-admin');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, role: 'create-admin' });
    hold.release();
  });

  it('takes over a mark not renewed for 30 seconds, even if its number now belongs to a live process', () => {
    mark({ pid: process.ppid }, 31);
    holdDataFolder(dir, 'create-admin').release();
    mark({ pid: process.ppid }, 20);
    expect(refusal().holder?.pid).toBe(process.ppid);
  });

  it('a holder on another machine (a container sharing the folder) counts while it renews its mark', () => {
    mark({ pid: deadPid(), host: 'another-host' }, 5);
    const error = refusal();
    expect(error.message).toMatch(/^The server \(process \d+ on another-host\) is using the embedded database/);
    mark({ pid: deadPid(), host: 'another-host' }, 31);
    holdDataFolder(dir, 'create-admin').release();
  });

  it('a mark being written right now counts as taken; a broken old one does not', () => {
    writeFileSync(file, '');
    expect(refusal().message).toMatch(/^Another process is using the embedded database/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old);
    holdDataFolder(dir, 'create-admin').release();
  });

  it('a mark left by this process number is a previous life, taken over', () => {
    mark({ pid: process.pid, token: 'a previous run' });
    holdDataFolder(dir, 'server').release();
    expect(existsSync(file)).toBe(false);
  });
});
