import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MultipartFile } from '@fastify/multipart';
import { uploadLimits } from '@contract/limits';
import { publicIdParamsSchema, uploadFieldsSchema, uploadResultSchema } from '@contract/upload';
import { messageResponseSchema } from '@contract/errors';
import { sessionOf } from '../plugins/auth';
import { badRequest, forbidden } from '../lib/http-error';
import { toUploadResult } from '../services/uploads';

/** The form field names a file may arrive under. */
const FILE_FIELDS = new Set(['file', 'image']);

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { limits } = app;

  app.post('/upload', {
    schema: { response: { 201: uploadResultSchema } },
    onRequest: [limits.upload.ip],
    preHandler: [app.authenticate('member'), limits.upload.account],
    handler: async (request, reply) => {
      const { user } = sessionOf(request);
      if (!request.isMultipart()) throw badRequest('Expected a multipart form with a file');
      const fields: Record<string, string> = {};
      let file: { part: MultipartFile; bytes: Buffer } | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (!FILE_FIELDS.has(part.fieldname) || file) {
            part.file.resume();
            throw badRequest('Send one image in the "file" field');
          }
          file = { part, bytes: await part.toBuffer() };
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
      if (!file || file.bytes.length === 0) throw badRequest('Missing information: choose an image to upload');
      const parsed = uploadFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid upload fields');
      if (parsed.data.userId && parsed.data.userId !== user.id) throw forbidden('You can only upload for yourself');
      if (parsed.data.uploadType === 'experience' && !parsed.data.experienceId) throw badRequest('Experience ID required');

      const row = await app.images.store({
        userId: user.id,
        bytes: file.bytes,
        originalName: file.part.filename,
        uploadType: parsed.data.uploadType,
        maxBytes: uploadLimits.largeImageMaxBytes,
      });
      reply.status(201);
      return toUploadResult(row);
    },
  });

  app.delete('/upload/:publicId', {
    schema: { params: publicIdParamsSchema, response: { 200: messageResponseSchema } },
    preHandler: [app.authenticate('member')],
    handler: async (request) => {
      await app.images.remove(sessionOf(request).user.id, request.params.publicId);
      return { success: true, message: 'Upload deleted' };
    },
  });
};
