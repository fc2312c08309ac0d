import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * The embedded database (PGlite) keeps the data folder's pages in its own memory and writes them back
 * when it likes. A second process opening the same folder works on a copy, and whichever writes last
 * wins: the other's changes are lost, or the folder is left broken. So one process at a time holds
 * the folder, and says so in this file. PostgreSQL (DATABASE_URL) needs none of this.
 */
export const LOCK_FILE = 'pglite.lock';

/** How often a holder marks the file as still in use (its modification time). */
const HEARTBEAT_MS = 10_000;
/**
 * A mark older than this is a holder that is gone: a process id can be reused after a crash, and a
 * holder on another machine (a container sharing the folder) cannot be asked at all.
 */
const STALE_AFTER_MS = 3 * HEARTBEAT_MS;

export type HolderRole = 'server' | 'create-admin' | 'bench-seed';

export interface FolderHolder {
  pid: number;
  host: string;
  role: HolderRole;
  since: string;
  token: string;
}

const ROLE_NAMES: Record<HolderRole, string> = {
  server: 'The server',
  'create-admin': 'npm run create-admin',
  'bench-seed': 'The benchmark seed',
};

export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: FolderHolder | null,
  ) {
    const who = holder ? `${ROLE_NAMES[holder.role] ?? 'Another process'} (process ${holder.pid}${holder.host === os.hostname() ? '' : ` on ${holder.host}`})` : 'Another process';
    super(`${who} is using the embedded database in ${dataDir}; two processes on one data folder lose each other's changes.`);
  }

  /** The holder is the server, so the fix is to stop it. */
  get heldByServer(): boolean {
    return this.holder?.role === 'server';
  }
}

export interface FolderHold {
  /** Gives the folder up; also done when the process exits. */
  release: () => void;
}

/**
 * Takes the embedded database's data folder for this process, or throws DataFolderInUseError when a
 * live process holds it. A mark left by a process that died is taken over.
 */
export function holdDataFolder(dataDir: string, role: HolderRole): FolderHold {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: FolderHolder = { pid: process.pid, host: os.hostname(), role, since: new Date().toISOString(), token: randomUUID() };

  let taken = false;
  let last: Mark | null = null;
  // A few tries: a mark may vanish, or be replaced, between two looks.
  for (let attempt = 0; attempt < 3 && !taken; attempt++) {
    taken = tryCreate(file, JSON.stringify(mine));
    if (taken) break;
    last = readMark(file);
    if (!last) continue;
    if (isHeld(last)) throw new DataFolderInUseError(dataDir, last.holder);
    // Gone: remove its mark, unless someone else took the folder over meanwhile.
    const again = readMark(file);
    if (again && again.raw === last.raw) unlinkQuietly(file);
  }
  if (!taken) throw new DataFolderInUseError(dataDir, last?.holder ?? null);

  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // Deleted by hand: nothing to mark.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    if (readMark(file)?.holder?.token === mine.token) unlinkQuietly(file);
  };
  process.on('exit', release);
  return { release };
}

/** Creates the file only if it does not exist: the one step two processes cannot both win. */
function tryCreate(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

interface Mark {
  raw: string;
  /** Null while its writer has not written it yet, or when it is not ours to read. */
  holder: FolderHolder | null;
  markedAt: number;
}

function readMark(file: string): Mark | null {
  try {
    const markedAt = statSync(file).mtimeMs;
    const raw = readFileSync(file, 'utf8');
    return { raw, holder: parseHolder(raw), markedAt };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseHolder(raw: string): FolderHolder | null {
  try {
    const value = JSON.parse(raw) as Partial<FolderHolder>;
    return typeof value.pid === 'number' && typeof value.host === 'string' && typeof value.token === 'string' ? (value as FolderHolder) : null;
  } catch {
    return null;
  }
}

function isHeld(mark: Mark): boolean {
  if (Date.now() - mark.markedAt >= STALE_AFTER_MS) return false;
  const holder = mark.holder;
  // Just created, not yet written: someone is taking it right now.
  if (!holder || holder.host !== os.hostname()) return true;
  // Our own number: a previous life of a process that always gets it (a container's first process).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
