import * as z from 'zod/mini';

/** The visibilities a member may choose as the default for new desires (custom needs people, so it is not one). */
export const defaultVisibilitySchema = z.enum(['public', 'followers', 'private'], { error: 'Invalid default visibility' });

/** GET /api/user/settings: a member without saved settings gets public and every switch on. */
export const userSettingsSchema = z.object({
  defaultVisibility: defaultVisibilitySchema,
  showMyActivity: z.boolean(),
  notifyFollowers: z.boolean(),
  notifyReactions: z.boolean(),
  notifyComments: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** PUT /api/user/settings: any of the fields; the answer is the whole saved settings. */
export const updateSettingsBodySchema = z.partial(z.strictObject(userSettingsSchema.shape));
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

export const DEFAULT_SETTINGS: UserSettings = {
  defaultVisibility: 'public',
  showMyActivity: true,
  notifyFollowers: true,
  notifyReactions: true,
  notifyComments: true,
};
