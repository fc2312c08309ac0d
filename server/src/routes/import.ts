import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { IMPORT_FILE_FIELD, IMPORT_MESSAGES, importLimits, importResultSchema } from '@contract/import';
import type { Database } from '../db/client';
import { HttpError, badRequest } from '../lib/http-error';
import { watchForStall } from '../lib/stalled-stream';
import { sessionOf } from '../plugins/auth';
import { applyCsv } from '../services/import/apply-csv';
import { applyExport } from '../services/import/apply-export';
import { fillFromLinks } from '../services/import/link-metadata';
import { decodeText, readCsv } from '../services/import/read-csv';
import { readExport } from '../services/import/read-export';
import { openZip } from '../services/import/read-zip';
import type { Resolver } from '../services/url-metadata/safe-fetch';
import type { UrlImportConfig } from './url-metadata';

/** A form whose parser has stopped reading for this long is given up as malformed (lib/image-form.ts). */
const FORM_STALL_MS = 1000;

/** A zip begins with a local file header, or (empty) with the end of its directory. */
const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6));

/** The one file of the form, in field `file`, at most importLimits.fileMaxBytes; every way a form can be wrong is a 400 or 413. */
async function readFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(IMPORT_MESSAGES.noFile);
  const watch = watchForStall(request.raw, FORM_STALL_MS);
  const read = async () => {
    const part = await request.file({ limits: { fileSize: importLimits.fileMaxBytes, files: 1, fields: 5, parts: 6 } });
    if (!part || part.fieldname !== IMPORT_FILE_FIELD) {
      part?.file.resume();
      throw badRequest(IMPORT_MESSAGES.noFile);
    }
    return part.toBuffer();
  };
  try {
    const bytes = await Promise.race([read(), watch.stalled.then(() => null)]);
    if (!bytes) {
      request.raw.unpipe();
      request.raw.resume();
      throw badRequest(IMPORT_MESSAGES.unreadable);
    }
    if (bytes.length === 0) throw badRequest(IMPORT_MESSAGES.noFile);
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMPORT_MESSAGES.fileTooLarge);
    throw badRequest(IMPORT_MESSAGES.unreadable);
  } finally {
    watch.stop();
  }
}

/**
 * POST /api/me/import: a zip of our export or a CSV list into the member's account ("Your data" in
 * Settings), an extra beyond the spec. HTTP only: what comes in is services/import. A few imports per
 * member every few minutes (plugins/rate-limits.ts `dataImport`). A CSV list's addresses are read
 * after the answer, under the URL import's rules.
 */
export const importRoutes: FastifyPluginAsyncZod<{ db: Database; urlImport: UrlImportConfig; resolve?: Resolver }> = async (app, { db, urlImport, resolve }) => {
  const { limits } = app;
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });

  app.post('/me/import', {
    schema: { response: { 200: importResultSchema } },
    onRequest: [limits.dataImport.ip, app.authenticate('member')],
    preHandler: [limits.dataImport.account],
    handler: async (request) => {
      const memberId = sessionOf(request).user.id;
      const bytes = await readFile(request);
      const deps = { db, images: app.images };
      if (isZip(bytes)) return applyExport(deps, memberId, await readExport(await openZip(bytes)));

      const text = decodeText(bytes);
      if (text === null) throw badRequest(IMPORT_MESSAGES.unreadable);
      const { result, linked } = await applyCsv(deps, memberId, readCsv(text));
      if (linked.length > 0) {
        void fillFromLinks(
          {
            db,
            images: app.images,
            allow: urlImport.testAllow,
            testCa: urlImport.testCa,
            resolve,
            changed: () => app.liveBus.publish({ kind: 'clear-read-cache' }),
            stopped: () => closing,
            failed: (desireId, error) => request.log.info({ desireId, err: error }, 'an imported desire’s page could not be read'),
          },
          memberId,
          linked,
        ).catch((error: unknown) => request.log.warn({ err: error }, 'reading an import’s pages stopped'));
      }
      return result;
    },
  });
};
