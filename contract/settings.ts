import * as z from 'zod/mini';
import { extra } from './extension';
import { LANGUAGE_CHOICES } from './languages';

/** The visibilities a member may choose as the default for new desires (custom needs people, so it is not one). */
export const defaultVisibilitySchema = z.enum(['public', 'followers', 'private'], { error: 'Invalid default visibility' });

/** The language chosen in Settings: one the app speaks, or 'auto' to follow the browser's (contract/languages.ts). */
export const languageChoiceSchema = z.enum(LANGUAGE_CHOICES, { error: 'Invalid language' });

/** GET /api/user/settings: a member without saved settings gets public and every switch on. */
export const userSettingsSchema = z.object({
  defaultVisibility: defaultVisibilitySchema,
  showMyActivity: z.boolean(),
  notifyFollowers: z.boolean(),
  notifyReactions: z.boolean(),
  notifyComments: z.boolean(),
  emailDigest: extra(z.boolean(), null, 'Email digests of unread notifications and messages, at most once a day (the Settings switch)'),
  notifyFulfillments: extra(z.boolean(), null, 'Notices of offers to fulfil the member\'s desires, and of offers marked done (the Settings switch)'),
  notifyMessages: extra(z.boolean(), null, 'Push and email for new chat messages; the chat and its unread badge do not change (the Settings switch)'),
  language: extra(languageChoiceSchema, null, "The language of the app, its mail and push on every device: one the app speaks, or 'auto' for the browser's (the Settings choice)"),
  surpriseByDefault: extra(z.boolean(), null, 'New desires start as surprises (the Settings default); its presence also tells the app that the backend keeps surprises, prices and pledges'),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** PUT /api/user/settings: any of the fields; the answer is the whole saved settings. */
export const updateSettingsBodySchema = z.partial(
  z.strictObject({ ...userSettingsSchema.shape, emailDigest: z.boolean(), notifyFulfillments: z.boolean(), notifyMessages: z.boolean(), language: languageChoiceSchema, surpriseByDefault: z.boolean() }),
);
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

/** A member's settings before they save any (without the extras, which the app shows only when a backend has them). */
export const DEFAULT_SETTINGS: UserSettings = {
  defaultVisibility: 'public',
  showMyActivity: true,
  notifyFollowers: true,
  notifyReactions: true,
  notifyComments: true,
  emailDigest: null,
  notifyFulfillments: null,
  notifyMessages: null,
  language: null,
  surpriseByDefault: null,
};
