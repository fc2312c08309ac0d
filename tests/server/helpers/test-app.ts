import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Logger } from 'drizzle-orm/logger';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from '../../../server/src/app';
import type { Config } from '../../../server/src/config';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/client';
import type { MailMessage, Mailer } from '../../../server/src/services/mail';

/** Records mail instead of sending it; `failing` makes the next sends throw, like a broken SMTP server. */
export class TestMailer implements Mailer {
  sent: MailMessage[] = [];
  failing = false;
  async send(message: MailMessage) {
    if (this.failing) throw new Error('SMTP is down');
    this.sent.push(message);
  }
  async close() {}
  /** The 6-digit code of the latest mail to this address. */
  lastCode(to: string): string {
    const mail = [...this.sent].reverse().find((m) => m.to === to);
    const code = mail ? /code is (\d{6})/.exec(mail.text)?.[1] : undefined;
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  }
  lastResetToken(to: string): string {
    const mail = [...this.sent].reverse().find((m) => m.to === to);
    const token = mail ? /[?&]token=([^&\s]+)/.exec(mail.text)?.[1] : undefined;
    if (!token) throw new Error(`no reset link mailed to ${to}`);
    return decodeURIComponent(token);
  }
}

let migratedDump: Promise<Blob | undefined> | undefined;

/** The migrated database the run's setup dumped (tests/server/helpers/pglite-dump.setup.ts), read once per worker. */
function loadMigratedDump(): Promise<Blob | undefined> {
  const file = inject('pgliteDumpPath');
  migratedDump ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return migratedDump;
}

/** A throwaway database: in-memory PGlite, or a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
export async function openTestDatabase(options: { logger?: Logger } = {}): Promise<{ database: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://', logger: options.logger, pgliteDump: await loadMigratedDump() });
    return { database, drop: () => database.close() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '', logger: options.logger });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    publicUrl: 'http://localhost:5000',
    database: { dataDir: 'memory://', poolSize: 20 },
    uploadDir: path.join(os.tmpdir(), 'unused'),
    staticDir: null,
    corsOrigins: [],
    trustProxy: false,
    mail: { from: 'test@wishwell.local', devOutbox: false },
    seedDemo: false,
    rateLimitFactor: 1,
    connections: { requestTimeoutMs: 120_000, perAddress: 64 },
    // As deployed: tests that write to the database directly clear it (TestApp.wrote).
    readCacheTtlMs: 5000,
    live: { channelPrefix: 'wishwell-test' },
    logLevel: 'silent',
    logFormat: 'json',
    urlImport: { testAllow: [] },
    push: { subject: 'mailto:test@wishwell.local', testAllow: [] },
    digest: { delayMs: 3_600_000, intervalMs: 24 * 3_600_000 },
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  mail: TestMailer;
  database: DatabaseHandle;
  uploadDir: string;
  close: () => Promise<void>;
}

/** The real app on a throwaway database and upload folder, with mail recorded. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  appOverrides: Pick<AppOverrides, 'liveHeartbeatMs' | 'urlResolver' | 'mailer'> = {},
  databaseOptions: { logger?: Logger } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(databaseOptions);
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-uploads-'));
  const mail = new TestMailer();
  const app = await buildApp(testConfig({ uploadDir, ...overrides }), { ...appOverrides, database, mailer: appOverrides.mailer ?? mail });
  await app.ready();
  return {
    app,
    mail,
    database,
    uploadDir,
    close: async () => {
      await app.close();
      await drop();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** Each test gets its own loopback address, so per-address rate limits do not leak between tests. */
let lastOctet = 10;
export const nextClientAddress = () => `127.0.${Math.floor(lastOctet / 250)}.${(lastOctet++ % 250) + 1}`;
