import { isIPv4, isIPv6 } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from './lib/project-root';
import type { LiveConfig } from './plugins/live-bus';
import type { UrlImportConfig } from './routes/url-metadata';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** Every variable the server reads. `.env.example` and the README's settings table list the same set. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  // Connections each process keeps to PostgreSQL at most: processes times this stays under the server's max_connections.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  STATEMENT_PROFILE: z.string().optional(),
  UPLOAD_DIR: optionalText,
  STATIC_DIR: optionalText,
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: flag.default(false),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Wishwell <no-reply@wishwell.local>'),
  DEV_OUTBOX: flag.default(false),
  // Unset: see seedDemoByDefault.
  SEED_DEMO: z.preprocess((v) => (v === '' ? undefined : v), flag.optional()),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  // How long a client may take to send a whole request, headers and body (the largest upload included).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  // Connections one address may hold idle or stalled at once (busy ones do not count); 0 for no cap.
  // Not applied behind a proxy (TRUST_PROXY).
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(64),
  // How long a hot read may be served again before it is read anew (0 turns the cache off).
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  // Several processes behind a load balancer: live events, cache clears and sign-outs go through Redis.
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  // Keeps deployments (or test runs) that share one Redis apart.
  REDIS_CHANNEL_PREFIX: z.string().regex(/^[\w.:-]+$/, 'letters, digits and . : _ - only').default('wishwell'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: see logFormatByDefault.
  LOG_FORMAT: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['pretty', 'json']).optional()),
  // Test runs only: loopback host:port pairs the URL import may fetch (a fixture page), comma separated.
  URL_IMPORT_TEST_ALLOW: z.string().default(''),
  // Who push services may contact about this server's pushes (RFC 8292): a mailto: or https: URL.
  VAPID_SUBJECT: optionalText.pipe(z.url({ protocol: /^(mailto|https)$/, error: 'VAPID_SUBJECT must be a mailto: or https: URL' }).optional()),
  // Test runs only: loopback host:port pairs a push endpoint may be on, over http, comma separated.
  PUSH_ENDPOINT_TEST_ALLOW: z.string().default(''),
  // Email digests: how long a notice or message stays unread before it is mailed, and at most one
  // digest per member in each interval.
  DIGEST_DELAY_MS: z.coerce.number().int().min(0).max(7 * 24 * 3_600_000).default(3_600_000),
  DIGEST_INTERVAL_MS: z.coerce.number().int().min(0).max(30 * 24 * 3_600_000).default(24 * 3_600_000),
  // How often each process asks for the occasions' sweep (reminders); 0 or off: this process never sweeps.
  OCCASION_SWEEP_MS: z.preprocess((v) => (v === 'off' ? 0 : v), z.coerce.number().int().min(0).max(24 * 3_600_000).default(15 * 60_000)),
  // GET /metrics (Prometheus) exists only with this set, and answers only with it as a bearer token.
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
});

/** The names of every setting, for the check that the README documents each one. */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

export interface MailConfig {
  smtpUrl?: string;
  from: string;
  devOutbox: boolean;
  /**
   * A PEM certificate authority that the SMTP connection trusts instead of the system's: the tests'
   * own, for a mail server on loopback. Set only in code; a deployment whose mail server has a
   * certificate from a private authority gives it to Node with NODE_EXTRA_CA_CERTS.
   */
  testCa?: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** The address members reach the app at; used in mailed links. */
  publicUrl: string;
  database: { url?: string; dataDir: string; poolSize: number; statementProfile?: string };
  uploadDir: string;
  /** The built app; null serves the API only. */
  staticDir: string | null;
  corsOrigins: string[];
  trustProxy: boolean;
  mail: MailConfig;
  seedDemo: boolean;
  admin?: { email: string; password: string };
  /** Multiplies every rate limit: raise it for load tests and end-to-end runs. */
  rateLimitFactor: number;
  /** See plugins/connection-limits.ts: slow and piled-up connections. */
  connections: ConnectionConfig;
  /** See plugins/read-cache.ts: what another process may serve after a write it did not see. */
  readCacheTtlMs: number;
  /** See plugins/live.ts: without a Redis URL the live channel reaches this process's sockets only. */
  live: LiveConfig;
  logLevel: string;
  /** pretty: readable lines (pino-pretty, mail with its line breaks); json: a JSON object a line. */
  logFormat: 'pretty' | 'json';
  urlImport: UrlImportConfig;
  /** Web Push: the VAPID subject, and test-only loopback endpoints (PUSH_ENDPOINT_TEST_ALLOW). */
  push: { subject: string; testAllow: string[] };
  /** Email digests (DIGEST_DELAY_MS, DIGEST_INTERVAL_MS). */
  digest: { delayMs: number; intervalMs: number };
  /**
   * OCCASION_SWEEP_MS: how often this process asks for the occasions' sweep (plugins/occasion-sweep.ts);
   * 0, or unset as in tests, never by itself.
   */
  occasionSweepMs?: number;
  /** METRICS_TOKEN: /metrics is served only with one. */
  metricsToken?: string;
}

export interface ConnectionConfig {
  /** Milliseconds a client has to send a whole request. */
  requestTimeoutMs: number;
  /**
   * Connections of one client address that may be idle or stalled at once (plugins/connection-limits.ts
   * has the rule; busy connections and live sockets do not count); 0 for no cap.
   */
  perAddress: number;
  /** When a request whose body still arrives counts as stalled (10 s unless told; tests shorten it). */
  stalledAfterMs?: number;
  /** When a connection with no request in flight may be closed to make room (1 s unless told). */
  idleAfterMs?: number;
}

export class ConfigError extends Error {}

/**
 * Whether an address to listen on is reachable from this machine only: 127.0.0.0/8, ::1 (also
 * written out, or IPv4-mapped 127/8) or the name localhost. Anything else, the unspecified
 * 0.0.0.0, :: and an empty host included, may be reached from elsewhere.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  if (isIPv4(name)) return name.startsWith('127.');
  if (!isIPv6(name) || name.includes('%')) return false;
  // The URL parser writes IPv6 in its shortest form, and an IPv4-mapped one in hex: ::ffff:7f00:1.
  const canonical = new URL(`http://[${name}]/`).hostname;
  return canonical === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(canonical);
}

/**
 * Why the test outbox may not run with these settings, or null when it may. GET /api/dev/outbox shows
 * anyone every sign-up code and reset link without signing in, so it is for a server that only this
 * machine reaches: listening on loopback, with no proxy and no public address in front of it, and
 * never a production one, whose loopback address may be a proxy's way in that the settings do not show.
 */
export function devOutboxRefusal(settings: { env: Config['env']; host: string; trustProxy: boolean; publicUrl: string }): string | null {
  const why = 'DEV_OUTBOX=1 shows anyone every mailed sign-up code and reset link, so it runs only on a server this machine alone reaches';
  const fix = 'Set DEV_OUTBOX=0 (mail then goes to the log or SMTP_URL)';
  if (settings.env === 'production') return `${why}, never with NODE_ENV=production. ${fix}, or NODE_ENV=test for a test run.`;
  if (!isLoopbackHost(settings.host)) {
    return `${why}: HOST is ${JSON.stringify(settings.host)}, not a loopback address (127.0.0.1, ::1 or localhost). ${fix}, or HOST=127.0.0.1.`;
  }
  if (settings.trustProxy) return `${why}: TRUST_PROXY=1 says a proxy passes others' requests to it. ${fix}.`;
  const publicHost = new URL(settings.publicUrl).hostname;
  if (!isLoopbackHost(publicHost)) return `${why}: PUBLIC_URL is ${settings.publicUrl}, an address others open. ${fix}.`;
  return null;
}

/**
 * Demo members (with a password printed in the README) by default only where no real data can be:
 * the embedded database outside production. SEED_DEMO=1 or 0 decides anywhere.
 */
export function seedDemoByDefault(settings: { env: Config['env']; databaseUrl?: string }): boolean {
  return settings.env !== 'production' && !settings.databaseUrl;
}

/**
 * Readable logs where a person reads them as they come, in development (`npm run dev`, `npm start`
 * without NODE_ENV); JSON lines for log collectors in production and for test runs, which read nothing.
 */
/**
 * Without VAPID_SUBJECT: the app's https address when it has one, else the sender address of its mail
 * (MAIL_FROM's, angle brackets or not), which push services accept as a contact.
 */
export function vapidSubjectByDefault(mailFrom: string, publicUrl: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

export function logFormatByDefault(env: Config['env']): Config['logFormat'] {
  return env === 'development' ? 'pretty' : 'json';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const outboxRefused = e.DEV_OUTBOX ? devOutboxRefusal({ env: e.NODE_ENV, host: e.HOST, trustProxy: e.TRUST_PROXY, publicUrl }) : null;
  if (outboxRefused) throw new ConfigError(`Invalid configuration:\n  ${outboxRefused}`);
  const root = projectRoot();
  const dataDir = path.resolve(root, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    database: { url: e.DATABASE_URL, dataDir, poolSize: e.DATABASE_POOL_SIZE, statementProfile: e.STATEMENT_PROFILE },
    uploadDir: path.resolve(root, e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    staticDir: path.resolve(root, e.STATIC_DIR ?? 'dist/client'),
    corsOrigins: e.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, devOutbox: e.DEV_OUTBOX },
    seedDemo: e.SEED_DEMO ?? seedDemoByDefault({ env: e.NODE_ENV, databaseUrl: e.DATABASE_URL }),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    // Behind a proxy every connection comes from the proxy: the cap would count all members as one.
    connections: { requestTimeoutMs: e.REQUEST_TIMEOUT_MS, perAddress: e.TRUST_PROXY ? 0 : e.CONNECTIONS_PER_ADDRESS },
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
    live: { redisUrl: e.REDIS_URL, channelPrefix: e.REDIS_CHANNEL_PREFIX },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? logFormatByDefault(e.NODE_ENV),
    urlImport: { testAllow: e.URL_IMPORT_TEST_ALLOW.split(',').map((p) => p.trim()).filter(Boolean) },
    push: { subject: e.VAPID_SUBJECT ?? vapidSubjectByDefault(e.MAIL_FROM, publicUrl), testAllow: e.PUSH_ENDPOINT_TEST_ALLOW.split(',').map((p) => p.trim()).filter(Boolean) },
    digest: { delayMs: e.DIGEST_DELAY_MS, intervalMs: e.DIGEST_INTERVAL_MS },
    occasionSweepMs: e.OCCASION_SWEEP_MS,
    metricsToken: e.METRICS_TOKEN,
  };
}
