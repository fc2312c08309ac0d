import fp from 'fastify-plugin';
import helmet from 'helmet';
import cors from '@fastify/cors';
import { APP_SCRIPT_LOADER_CSP } from '../lib/app-scripts';

/** The API's own addresses; uploads, the live channel and the app's files keep their own caching. */
const API_PATH = /^\/api(\/|\?|$)/;

/**
 * Security headers for every answer and CORS for the configured origins only. The app is served
 * from the same origin as the API, so without CORS_ORIGINS no cross-origin caller is allowed.
 */
export const securityPlugin = fp<{ corsOrigins: string[] }>(async (app, options) => {
  // An API answer is one member's data at one moment: no browser, proxy or shared computer keeps it
  // (a signed-out member's pages must not come back from the back button or a cache). Set as the
  // answer leaves, so errors, 404s and 429s carry it too.
  app.addHook('onSend', async (request, reply, payload) => {
    if (API_PATH.test(request.url)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  // Built once: @fastify/helmet built helmet's middleware again for every request (its CSP parsed anew,
  // 2% of the server's time under the mixed load), where the headers never change.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The page's one inline script, which loads the app after the first paint (lib/app-scripts.ts).
        scriptSrc: ["'self'", APP_SCRIPT_LOADER_CSP],
        // Radix and vaul position overlays with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...options.corsOrigins],
        manifestSrc: ["'self'"],
        // The service worker (/sw.js) and the Workbox script it imports.
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Lets a configured other origin show /uploads images.
    crossOriginResourcePolicy: { policy: options.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)));
  await app.register(cors, {
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
});
