import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './lib/response-serializer';
import type { Config } from './config';
import { DEFAULT_BODY_LIMIT } from './lib/body-limits';
import { openDatabase, type DatabaseHandle } from './db/client';
import { authPlugin } from './plugins/auth';
import { bodyLimitsPlugin } from './plugins/body-limits';
import { answerClientError, connectionLimitsPlugin } from './plugins/connection-limits';
import { errorsPlugin } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { jsonParserPlugin } from './plugins/json-parser';
import { trackInFlight } from './plugins/in-flight';
import { liveBusPlugin } from './plugins/live-bus';
import { liveSocketsPlugin } from './plugins/live-sockets';
import { pgliteMaintenancePlugin } from './plugins/pglite-maintenance';
import { digestPlugin } from './plugins/digest';
import { occasionSweepPlugin } from './plugins/occasion-sweep';
import { lifecyclePlugin } from './plugins/lifecycle';
import { metricsPlugin } from './plugins/metrics';
import { pushPlugin } from './plugins/push';
import { readCachePlugin } from './plugins/read-cache';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { securityPlugin } from './plugins/security';
import { staticAppPlugin } from './plugins/static-app';
import { previewOf } from './services/link-preview';
import { uploadsPlugin } from './plugins/uploads';
import { accountRoutes } from './routes/account';
import { adminAuthRoutes } from './routes/admin-auth';
import { adminRoutes } from './routes/admin';
import { adminReportRoutes, reportRoutes } from './routes/reports';
import { authRoutes } from './routes/auth';
import { categoryRoutes, sharedRoutes } from './routes/categories';
import { chatRoutes } from './routes/chats';
import { devRoutes } from './routes/dev';
import { memberSafetyRoutes } from './routes/member-safety';
import { savedRoutes } from './routes/saved';
import { shareLinkRedirectRoutes, shareLinkRoutes } from './routes/share-links';
import { shareTargetRoutes } from './routes/share-target';
import { archiveRoutes } from './routes/archive';
import { exportRoutes } from './routes/export';
import { importRoutes } from './routes/import';
import { digestUnsubscribeRoutes } from './routes/digest-unsubscribe';
import { pushRoutes } from './routes/push';
import { followRoutes } from './routes/follow';
import { healthRoutes } from './routes/health';
import { liveRoutes } from './routes/live';
import { uploadRoutes } from './routes/uploads';
import { desireRoutes } from './routes/desires';
import { giftingRoutes } from './routes/gifting';
import { statsRoutes } from './routes/stats';
import { userSearchRoutes } from './routes/user-search';
import { settingsRoutes } from './routes/settings';
import { notificationRoutes } from './routes/notifications';
import { occasionRoutes } from './routes/occasions';
import { openApiRoutes } from './routes/openapi';
import { urlMetadataRoutes } from './routes/url-metadata';
import { userRoutes } from './routes/users';
import type { AuthDeps } from './services/auth';
import { outboxMailer, smtpMailer, type Mailer } from './services/mail';
import type { Resolver } from './services/url-metadata/safe-fetch';

export interface AppOverrides {
  /** An already open database (tests share one between two app instances). */
  database?: DatabaseHandle;
  mailer?: Mailer;
  /** The live channel's heartbeat (30 s as deployed; tests shorten it). */
  liveHeartbeatMs?: number;
  /** Answers DNS for the URL import (tests keep every lookup on the machine). */
  urlResolver?: Resolver;
}

const LIVE_HEARTBEAT_MS = 30_000;
export { DEFAULT_BODY_LIMIT } from './lib/body-limits';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}

/**
 * The whole server as a Fastify instance, not listening: the process entry listens, tests call
 * `inject`. Opens (and migrates) the database unless one is given, and closes what it opened.
 */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: { req: requestForLog }, ...prettyLogs(config) },
    trustProxy: config.trustProxy,
    // Each route's own limit is the size its contract allows (plugins/body-limits.ts); the routes that
    // take an image as a data URL raise it for members (routes/users.ts, desires.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    requestTimeout: config.connections.requestTimeoutMs,
    // Node reads the request timeout only when the server is made (set afterwards, as Fastify does, it
    // never fires), and looks for requests past their time at the checking interval (30 s unless told).
    http: { requestTimeout: config.connections.requestTimeoutMs, connectionsCheckingInterval: Math.min(5_000, config.connections.requestTimeoutMs) },
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkBuiltWhole: config.env !== 'production' }));

  const database =
    overrides.database ??
    (await openDatabase({ ...config.database, onIdleError: (error) => app.log.warn({ err: error }, 'an idle database connection failed; it will be replaced') }));
  const settled = trackInFlight(app);
  if (!overrides.database) {
    app.addHook('onClose', async () => {
      await settled(5_000);
      await database.close();
    });
  }
  const { db } = database;
  app.decorate('config', config);
  app.decorate('database', database);
  // The embedded database runs the statements of the request that began first first.
  const { beginChain } = database;
  if (beginChain) {
    app.addHook('onRequest', (_request, _reply, done) => {
      beginChain();
      done();
    });
  }

  const mailer = overrides.mailer ?? (config.mail.smtpUrl ? await smtpMailer(config.mail.smtpUrl, config.mail.from, { testCa: config.mail.testCa }) : outboxMailer(db, app.log));
  app.addHook('onClose', () => mailer.close());

  await app.register(lifecyclePlugin);
  await app.register(errorsPlugin);
  await app.register(connectionLimitsPlugin, config.connections);
  await app.register(inputGuardPlugin);
  await app.register(jsonParserPlugin);
  await app.register(bodyLimitsPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(rateLimitsPlugin, { factor: config.rateLimitFactor });
  await app.register(liveBusPlugin, { config: config.live });
  await app.register(readCachePlugin, { ttlMs: config.readCacheTtlMs, bus: app.liveBus });
  await app.register(pgliteMaintenancePlugin, { database, firstAfterMs: 30_000, everyMs: 10 * 60_000 });
  await app.register(authPlugin, { db });
  await app.register(openApiRoutes); // before any route: it records each one for /api/openapi.json
  await app.register(uploadsPlugin, { db, dir: config.uploadDir });
  await app.register(liveSocketsPlugin, { db, heartbeatMs: overrides.liveHeartbeatMs ?? LIVE_HEARTBEAT_MS });
  await app.register(liveRoutes, { db, hub: app.liveHub });
  await app.register(pushPlugin, { db, subject: config.push.subject, allow: config.push.testAllow, resolve: overrides.urlResolver });
  await app.register(digestPlugin, { db, mailer, appUrl: config.publicUrl, ...config.digest });
  await app.register(occasionSweepPlugin, { db, everyMs: config.occasionSweepMs ?? 0 });
  const authDeps: AuthDeps = { db, mailer, publicUrl: config.publicUrl, live: app.live, log: app.log };

  await app.register(
    async (api) => {
      api.addHook('onRequest', api.limits.api.ip);
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, { prefix: '/auth', deps: authDeps });
      await api.register(userRoutes, { prefix: '/users', db });
      await api.register(uploadRoutes, {});
      await api.register(desireRoutes, { prefix: '/desires', db });
      await api.register(giftingRoutes, { prefix: '/desires', db });
      await api.register(statsRoutes, { prefix: '/stats', db });
      await api.register(userSearchRoutes, { prefix: '/users', db });
      await api.register(settingsRoutes, { prefix: '/user', db });
      await api.register(accountRoutes, { prefix: '/user', db });
      await api.register(followRoutes, { prefix: '/follow', db });
      await api.register(memberSafetyRoutes, { db });
      await api.register(notificationRoutes, { prefix: '/notifications', db });
      await api.register(occasionRoutes, { db });
      await api.register(chatRoutes, { db });
      await api.register(categoryRoutes, { prefix: '/categories', db });
      await api.register(sharedRoutes, { prefix: '/shared', db });
      await api.register(savedRoutes, { db });
      await api.register(shareLinkRoutes, { db });
      await api.register(archiveRoutes, { db });
      await api.register(exportRoutes, { db, uploadDir: config.uploadDir });
      await api.register(importRoutes, { db, urlImport: config.urlImport, resolve: overrides.urlResolver });
      await api.register(pushRoutes, { prefix: '/push', db, allow: config.push.testAllow });
      await api.register(digestUnsubscribeRoutes, { prefix: '/email', db, appUrl: config.publicUrl });
      await api.register(urlMetadataRoutes, { config: config.urlImport, resolve: overrides.urlResolver });
      await api.register(adminAuthRoutes, { prefix: '/admin/auth', deps: authDeps });
      await api.register(adminRoutes, { prefix: '/admin', db });
      await api.register(reportRoutes, { prefix: '/reports', db });
      await api.register(adminReportRoutes, { prefix: '/admin/reports', db });
      if (config.mail.devOutbox) await api.register(devRoutes, { prefix: '/dev', db });
    },
    { prefix: '/api' },
  );

  await app.register(shareLinkRedirectRoutes, { db });
  await app.register(shareTargetRoutes);
  if (config.metricsToken) await app.register(metricsPlugin, { token: config.metricsToken, database });

  await app.register(staticAppPlugin, {
    dir: config.staticDir,
    publicUrl: config.publicUrl,
    preview: (pathname, search) => previewOf(db, app.readCache, config.publicUrl, pathname, search),
  });
  // The last start step: ready for a balancer only once the others (the workers' starts) have run.
  app.addHook('onReady', async () => app.lifecycle.serve());
  return app;
}

/** The request as logged: the live channel's `?token=` never reaches a log. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Readable lines when asked for (config.logFormat): a mail's code on a line of its own, not inside a JSON string. */
function prettyLogs(config: Config) {
  if (config.logFormat !== 'pretty') return {};
  return { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } };
}
