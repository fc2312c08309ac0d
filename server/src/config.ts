import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from './lib/project-root';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** Every variable the server reads. `.env.example` lists the same set. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  UPLOAD_DIR: optionalText,
  STATIC_DIR: optionalText,
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: flag.default(false),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Wishwell <no-reply@wishwell.local>'),
  DEV_OUTBOX: flag.default(false),
  SEED_DEMO: flag.default(true),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  // How long a hot read may be served again before it is read anew (0 turns the cache off).
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  // Several processes behind a load balancer: live events, cache clears and sign-outs go through Redis.
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  // Keeps deployments (or test runs) that share one Redis apart.
  REDIS_CHANNEL_PREFIX: z.string().regex(/^[\w.:-]+$/, 'letters, digits and . : _ - only').default('wishwell'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Test runs only: loopback host:port pairs the URL import may fetch (a fixture page), comma separated.
  URL_IMPORT_TEST_ALLOW: z.string().default(''),
});

export interface UrlImportConfig {
  /**
   * Loopback `host:port` pairs the URL import may reach despite the address rules: a fixture page in
   * the tests. Empty in every real deployment.
   */
  testAllow: string[];
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** The address members reach the app at; used in mailed links. */
  publicUrl: string;
  database: { url?: string; dataDir: string };
  uploadDir: string;
  /** The built app; null serves the API only. */
  staticDir: string | null;
  corsOrigins: string[];
  trustProxy: boolean;
  mail: { smtpUrl?: string; from: string; devOutbox: boolean };
  seedDemo: boolean;
  admin?: { email: string; password: string };
  /** Multiplies every rate limit: raise it for load tests and end-to-end runs. */
  rateLimitFactor: number;
  /** See plugins/read-cache.ts: what another process may serve after a write it did not see. */
  readCacheTtlMs: number;
  /** See plugins/live.ts: without a Redis URL the live channel reaches this process's sockets only. */
  live: LiveConfig;
  logLevel: string;
  urlImport: UrlImportConfig;
}

export interface LiveConfig {
  redisUrl?: string;
  /** Prefix of the Redis channel, so that deployments sharing one Redis do not hear each other. */
  channelPrefix: string;
}

export class ConfigError extends Error {}

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
  const root = projectRoot();
  const dataDir = path.resolve(root, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database: { url: e.DATABASE_URL, dataDir },
    uploadDir: path.resolve(root, e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    staticDir: path.resolve(root, e.STATIC_DIR ?? 'dist/client'),
    corsOrigins: e.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, devOutbox: e.DEV_OUTBOX },
    seedDemo: e.SEED_DEMO,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
    live: { redisUrl: e.REDIS_URL, channelPrefix: e.REDIS_CHANNEL_PREFIX },
    logLevel: e.LOG_LEVEL,
    urlImport: { testAllow: e.URL_IMPORT_TEST_ALLOW.split(',').map((p) => p.trim()).filter(Boolean) },
  };
}
