import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeSignupBodySchema,
  memberListSchema,
  memberProfileResponseSchema,
  updateProfileBodySchema,
  userIdParamsSchema,
  userResponseSchema,
} from '@contract/user';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { resolveImageRef } from '../services/image-refs';
import { listFollowers, listFollowing, memberProfile, suggestedMembers } from '../services/people';
import { uploadUrl } from '../services/uploads';
import { readerSetsOf } from '../services/visibility/reader';
import { toSelfUser, updateUser } from '../services/users';
import { uploadLimits, userLimits } from '@contract/limits';
import { readImageForm } from '../lib/image-form';
import { PROFILE_BODY_LIMIT } from '../lib/body-limits';

const BANNER_FIELD = new Set(['bannerImage']);

/** /api/users: the member's own profile calls, and other members' profiles and lists (search is in user-search.ts). */
export const userRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const member = app.authenticate('member');

  app.patch('/profile', {
    bodyLimit: PROFILE_BODY_LIMIT,
    schema: { body: updateProfileBodySchema, response: { 200: userResponseSchema } },
    onRequest: [app.authenticate('member')],
    preHandler: [app.limits.profile.account],
    handler: async (request) => {
      const { user } = sessionOf(request);
      const body = request.body;
      const profileImage =
        body.profileImage === undefined
          ? undefined
          : await resolveImageRef(app.images, { userId: user.id, value: body.profileImage, uploadType: 'profile', maxChars: userLimits.profileImageDataUrlMax });
      const bannerImage =
        body.bannerImage === undefined
          ? undefined
          : await resolveImageRef(app.images, { userId: user.id, value: body.bannerImage, uploadType: 'banner', maxChars: userLimits.bannerImageDataUrlMax });
      const updated = await updateUser(db, user.id, {
        fullName: body.fullName,
        bio: body.bio === undefined ? undefined : body.bio?.trim() || null,
        profileImage,
        bannerImage,
        profilePicUploadedAt:
          body.profilePicUploadedAt === undefined ? undefined : body.profilePicUploadedAt ? new Date(body.profilePicUploadedAt) : null,
        isPublic: body.isPublic,
      });
      return { user: toSelfUser(updated) };
    },
  });

  app.patch('/complete-signup', {
    schema: { body: completeSignupBodySchema, response: { 200: userResponseSchema } },
    onRequest: [app.authenticate('member')],
    preHandler: [app.limits.profile.account],
    handler: async (request) => {
      const { user } = sessionOf(request);
      const uploadedAt = request.body.profilePicUploadedAt;
      const updated = await updateUser(db, user.id, {
        hasCompletedSignup: true,
        // Skipping the photo keeps whatever date an earlier step recorded.
        profilePicUploadedAt: uploadedAt ? new Date(uploadedAt) : user.profilePicUploadedAt,
      });
      return { user: toSelfUser(updated) };
    },
  });

  // The spec (member core 7): multipart field bannerImage, an image of up to 5 MB -> {user}.
  app.post('/banner', {
    schema: { response: { 200: userResponseSchema } },
    onRequest: [app.limits.upload.ip, member],
    preHandler: [app.limits.upload.account],
    handler: async (request) => {
      const { user } = sessionOf(request);
      const { file } = await readImageForm(request, BANNER_FIELD);
      const row = await app.images.store({
        userId: user.id,
        bytes: file.bytes,
        originalName: file.name,
        uploadType: 'banner',
        maxBytes: uploadLimits.imageMaxBytes,
      });
      return { user: toSelfUser(await updateUser(db, user.id, { bannerImage: uploadUrl(row) })) };
    },
  });

  app.get('/suggested', {
    schema: { response: { 200: memberListSchema } },
    onRequest: [member],
    handler: (request) => suggestedMembers(db, sessionOf(request).user.id),
  });

  app.get('/:id', {
    schema: { params: userIdParamsSchema, response: { 200: memberProfileResponseSchema } },
    onRequest: [member],
    handler: async (request) => ({ user: await memberProfile(db, sessionOf(request).user.id, request.params.id, readerSetsOf(request.auth)) }),
  });

  app.get('/:id/followers', {
    schema: { params: userIdParamsSchema, response: { 200: memberListSchema } },
    onRequest: [member],
    handler: (request) => listFollowers(db, sessionOf(request).user.id, request.params.id),
  });

  app.get('/:id/following', {
    schema: { params: userIdParamsSchema, response: { 200: memberListSchema } },
    onRequest: [member],
    handler: (request) => listFollowing(db, sessionOf(request).user.id, request.params.id),
  });
};
