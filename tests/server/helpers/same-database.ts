import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/client';
import { openTestDatabase } from './test-app';

export interface Opening {
  open: () => Promise<DatabaseHandle>;
  /** Closes the app, then the handle it was built on (when this opening owns it). */
  done: (app: FastifyInstance) => Promise<void>;
}

/**
 * Two openings of one database, as two processes or a restart see it: on PostgreSQL two pools at
 * once; on PGlite a data folder opened, closed and opened again (an in-memory one opens only once).
 * `cleanUp` removes the database once both are done.
 */
export async function sameDatabaseTwice(): Promise<{ openings: readonly [Opening, Opening]; cleanUp: () => Promise<void> }> {
  const handles: DatabaseHandle[] = [];
  const done = async (app: FastifyInstance) => {
    await app.close();
    await handles.at(-1)?.close();
  };
  if (process.env.TEST_DATABASE_URL) {
    const { database, url, drop } = await openTestDatabase();
    const openings = [
      { open: async () => database, done: (app: FastifyInstance) => app.close() },
      { open: async () => (handles.push(await openDatabase({ url, dataDir: '' })), handles.at(-1)!), done },
    ] as const;
    return { openings, cleanUp: drop };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-same-data-'));
  const opening = { open: async () => (handles.push(await openDatabase({ dataDir })), handles.at(-1)!), done };
  return { openings: [opening, opening], cleanUp: () => rm(dataDir, { recursive: true, force: true }) };
}
