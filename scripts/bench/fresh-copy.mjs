// A seeded database kept aside, and a fresh database made from it as often as asked: the control of
// bench:rounds, which runs each round beside the same data as it was seeded, so that a machine that
// speeds up or slows down weighs on both alike and only what accumulated tells them apart.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Keeps a copy of `database` (freshDatabase's, with no server on it while this runs). */
export async function keptCopy(database) {
  const kept = mkdtempSync(path.join(os.tmpdir(), 'wishwell-kept-'));
  cpSync(database.env.DATA_DIR, kept, { recursive: true });
  const source = database.env.DATABASE_URL ? new URL(database.env.DATABASE_URL) : null;
  const keptName = source ? `${source.pathname.slice(1)}_kept` : null;
  const copyName = source ? `${source.pathname.slice(1)}_copy` : null;
  const admin = async (statements) => {
    // On the maintenance database: a database someone is connected to cannot be a template.
    const maintenance = new URL(source);
    maintenance.pathname = '/postgres';
    const client = new pg.Client({ connectionString: maintenance.toString() });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  if (source) await admin([`create database ${keptName} template ${source.pathname.slice(1)}`]);
  let copyDir = null;
  const dropCopy = async () => {
    if (copyDir) rmSync(copyDir, { recursive: true, force: true });
    if (source) await admin([`drop database if exists ${copyName} with (force)`]);
  };
  return {
    /** A new copy of the kept data (the one before it dropped): the environment of a server on it. */
    async fresh() {
      await dropCopy();
      copyDir = mkdtempSync(path.join(os.tmpdir(), 'wishwell-copy-'));
      cpSync(kept, copyDir, { recursive: true });
      if (!source) return { DATA_DIR: copyDir };
      await admin([`create database ${copyName} template ${keptName}`]);
      const url = new URL(source);
      url.pathname = `/${copyName}`;
      return { DATA_DIR: copyDir, DATABASE_URL: url.toString() };
    },
    async drop() {
      await dropCopy();
      rmSync(kept, { recursive: true, force: true });
      if (source) await admin([`drop database if exists ${keptName} with (force)`]);
    },
  };
}
