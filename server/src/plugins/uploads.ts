import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { uploadLimits } from '@contract/limits';
import type { Database } from '../db/client';
import { ImageStore } from '../services/uploads';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

/** Multipart parsing for uploads, the image store, and /uploads served with long caching (names never repeat). */
export const uploadsPlugin = fp<{ db: Database; dir: string }>(async (app, { db, dir }) => {
  await mkdir(dir, { recursive: true });
  // One image never takes every core: libvips's own threads are capped below the machine's (never raised).
  sharp.concurrency(Math.min(sharp.concurrency(), Math.max(1, availableParallelism() - 1)));
  await app.register(multipart, {
    limits: { fileSize: uploadLimits.largeImageMaxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });
  app.decorate('images', new ImageStore(db, dir));
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply) => {
      // Uploaded files are only ever images; a sandbox keeps anything else inert.
      reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    },
  });
});
