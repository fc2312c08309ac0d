import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeSignupBodySchema, updateProfileBodySchema, userResponseSchema } from '@contract/user';
import type { Database } from '../db/client';
import { sessionOf } from '../plugins/auth';
import { resolveImageRef } from '../services/image-refs';
import { toSelfUser, updateUser } from '../services/users';
import { userLimits } from '@contract/limits';

/** A profile update may carry a data-URL image of up to 14 MB of text. */
const PROFILE_BODY_LIMIT = 16 * 1024 * 1024;

export const userRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.patch('/profile', {
    bodyLimit: PROFILE_BODY_LIMIT,
    schema: { body: updateProfileBodySchema, response: { 200: userResponseSchema } },
    preHandler: [app.authenticate('member'), app.limits.profile.account],
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
      });
      return { user: toSelfUser(updated) };
    },
  });

  app.patch('/complete-signup', {
    schema: { body: completeSignupBodySchema, response: { 200: userResponseSchema } },
    preHandler: [app.authenticate('member'), app.limits.profile.account],
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
};
