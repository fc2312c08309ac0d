// Starts the built server for the end-to-end run: a fresh data folder, mail kept in the outbox,
// demo members, an admin, and rate limits raised (every test signs in from the same address).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A test that restarts its own server passes the folder, so the data outlives the process.
const keptDataDir = process.env.E2E_DATA_DIR;
const dataDir = keptDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'wishwell-e2e-'));
Object.assign(process.env, {
  // Not production: the server refuses the outbox there (server/src/config.ts devOutboxRefusal).
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '5181',
  DATA_DIR: dataDir,
  DEV_OUTBOX: '1',
  // A test's own server needs no demo members, and starts faster without them.
  SEED_DEMO: process.env.E2E_SEED_DEMO ?? '1',
  RATE_LIMIT_FACTOR: '50',
  ADMIN_EMAIL: 'e2e-admin@example.com',
  ADMIN_PASSWORD: 'e2e admin password',
  LOG_LEVEL: 'warn',
  // The product page the URL-import test serves on loopback (e2e/support/product-page.ts).
  URL_IMPORT_TEST_ALLOW: `127.0.0.1:${process.env.E2E_FIXTURE_PORT ?? '5191'}`,
});
if (!keptDataDir) process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import('../../dist/server/server.mjs');
