import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadLimits } from '@contract/limits';
import { publicIdParamsSchema, uploadFieldsSchema, uploadImageResultSchema, uploadResultSchema } from '@contract/upload';
import { messageResponseSchema } from '@contract/errors';
import { sessionOf } from '../plugins/auth';
import { badRequest, forbidden } from '../lib/http-error';
import { readImageForm } from '../lib/image-form';
import { toUploadResult, uploadUrl } from '../services/uploads';

/** The form field names a file may arrive under. */
const FILE_FIELDS = new Set(['file', 'image']);
const IMAGE_FIELD = new Set(['image']);

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { limits } = app;

  app.post('/upload', {
    schema: { response: { 201: uploadResultSchema } },
    onRequest: [limits.upload.ip, app.authenticate('member')],
    preHandler: [limits.upload.account],
    handler: async (request, reply) => {
      const { user } = sessionOf(request);
      const { fields, file } = await readImageForm(request, FILE_FIELDS);
      const parsed = uploadFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid upload fields');
      if (parsed.data.userId && parsed.data.userId !== user.id) throw forbidden('You can only upload for yourself');
      if (parsed.data.uploadType === 'experience' && !parsed.data.experienceId) throw badRequest('Experience ID required');

      const row = await app.images.store({
        userId: user.id,
        bytes: file.bytes,
        originalName: file.name,
        uploadType: parsed.data.uploadType,
        maxBytes: uploadLimits.largeImageMaxBytes,
      });
      reply.status(201);
      return toUploadResult(row);
    },
  });

  // A cover image for a desire (the spec: member core 7): 5 MB, answered as the address to put in coverImage.
  app.post('/upload-image', {
    schema: { response: { 201: uploadImageResultSchema } },
    onRequest: [limits.upload.ip, app.authenticate('member')],
    preHandler: [limits.upload.account],
    handler: async (request, reply) => {
      const { user } = sessionOf(request);
      const { file } = await readImageForm(request, IMAGE_FIELD);
      const row = await app.images.store({
        userId: user.id,
        bytes: file.bytes,
        originalName: file.name,
        uploadType: 'cover',
        maxBytes: uploadLimits.imageMaxBytes,
      });
      reply.status(201);
      return { imageUrl: uploadUrl(row) };
    },
  });

  app.delete('/upload/:publicId', {
    schema: { params: publicIdParamsSchema, response: { 200: messageResponseSchema } },
    onRequest: [app.authenticate('member')],
    handler: async (request) => {
      await app.images.remove(sessionOf(request).user.id, request.params.publicId);
      return { success: true, message: 'Upload deleted' };
    },
  });
};
