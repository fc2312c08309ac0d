import * as z from 'zod/mini';
import { isoDateSchema } from './fields';
import { occasionDateField } from './occasion';

/*
 * "Your data": GET /api/me/export answers one zip of everything a member put into the app, an extra
 * of our contract. Each JSON file is described here, with the format's version, so that an import can
 * check a file before reading it. Dates are ISO 8601 instants; occasion days are YYYY-MM-DD.
 */

/** The version of the files' format; a later format gets a new number and keeps reading this one. */
export const EXPORT_FORMAT_VERSION = 1;

/** The files of the zip, besides the images under `images/` (named as they were stored). */
export const EXPORT_FILES = {
  readme: 'README.txt',
  profile: 'profile.json',
  settings: 'settings.json',
  desires: 'desires.json',
  categories: 'categories.json',
  saved: 'saved.json',
  follows: 'follows.json',
  occasions: 'occasions.json',
  pledges: 'pledges.json',
  chats: 'chats.json',
  images: 'images.json',
} as const;

/** The folder of the member's uploaded images inside the zip. */
export const EXPORT_IMAGES_FOLDER = 'images/';

/** What the 429 says when a member asks again too soon. */
export const EXPORT_TOO_SOON_MESSAGE = 'Your data was prepared a moment ago. You can download it again in a few minutes.';

const version = z.literal(EXPORT_FORMAT_VERSION);
const nullableText = z.nullable(z.string());
/** Another member as the export names them: never their email (the members the member follows aside, follows.json). */
const memberRef = z.object({ id: z.string(), fullName: z.string() });
export type ExportMember = z.infer<typeof memberRef>;

export const exportProfileSchema = z.object({
  formatVersion: version,
  exportedAt: isoDateSchema,
  profile: z.object({
    id: z.string(),
    email: z.string(),
    fullName: z.string(),
    bio: nullableText,
    profileImage: nullableText,
    bannerImage: nullableText,
    isPublic: z.boolean(),
    isVerified: z.boolean(),
    createdAt: isoDateSchema,
    updatedAt: isoDateSchema,
  }),
});

export const exportSettingsSchema = z.object({
  formatVersion: version,
  settings: z.object({
    defaultVisibility: z.enum(['public', 'followers', 'private']),
    showMyActivity: z.boolean(),
    notifyFollowers: z.boolean(),
    notifyReactions: z.boolean(),
    notifyComments: z.boolean(),
    notifyFulfillments: z.boolean(),
    notifyMessages: z.boolean(),
    language: z.enum(['auto', 'en', 'es', 'de', 'ar']),
    surpriseByDefault: z.boolean(),
    emailDigest: z.boolean(),
  }),
});

export const exportCommentSchema = z.object({ id: z.string(), author: memberRef, text: z.string(), createdAt: isoDateSchema });
export const exportReactionSchema = z.object({ member: memberRef, emoji: z.string(), createdAt: isoDateSchema });

export const exportDesireSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: nullableText,
  estimatedCost: nullableText,
  coverImage: nullableText,
  categories: z.array(z.string()),
  visibility: z.enum(['public', 'followers', 'private', 'custom']),
  /** The members a custom desire is shared with. */
  sharedWith: z.array(memberRef),
  status: z.enum(['desire', 'in_progress', 'fulfilled']),
  sourceUrl: nullableText,
  eventName: nullableText,
  fulfillmentType: z.nullable(z.enum(['tangible', 'intangible'])),
  surprise: z.boolean(),
  revealedAt: z.nullable(isoDateSchema),
  price: z.nullable(z.object({ cents: z.number(), currency: z.string() })),
  occasionId: nullableText,
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  comments: z.array(exportCommentSchema),
  reactions: z.array(exportReactionSchema),
});
export type ExportDesire = z.infer<typeof exportDesireSchema>;

export const exportDesiresSchema = z.object({ formatVersion: version, desires: z.array(exportDesireSchema) });

export const exportCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: nullableText,
  color: z.string(),
  icon: nullableText,
  visibility: z.enum(['private', 'shared']),
  isDefault: z.boolean(),
  createdAt: isoDateSchema,
  sharedWith: z.array(z.object({ member: memberRef, canEdit: z.boolean() })),
  /** The member's desires in the category. */
  desireIds: z.array(z.string()),
});
export const exportCategoriesSchema = z.object({ formatVersion: version, categories: z.array(exportCategorySchema) });

export const exportSavedSchema = z.object({ formatVersion: version, saved: z.array(z.object({ desireId: z.string(), savedAt: isoDateSchema })) });

const followSchema = z.object({ member: memberRef, since: isoDateSchema });
/**
 * Someone the member follows also by their email, which the member's own following list shows them,
 * so that an import elsewhere finds them there. Optional: zips made before it was added still read.
 */
const followingSchema = z.object({ member: z.object({ ...memberRef.shape, email: z.optional(z.string()) }), since: isoDateSchema });
export const exportFollowsSchema = z.object({ formatVersion: version, following: z.array(followingSchema), followers: z.array(followSchema) });

export const exportOccasionSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: occasionDateField,
  yearly: z.boolean(),
  visibility: z.enum(['public', 'followers', 'private']),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export const exportOccasionsSchema = z.object({ formatVersion: version, occasions: z.array(exportOccasionSchema) });

/** The member's own pledges to other members' desires. */
export const exportPledgeSchema = z.object({
  desireId: z.string(),
  amountCents: z.number(),
  currency: nullableText,
  anonymous: z.boolean(),
  message: nullableText,
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export const exportPledgesSchema = z.object({ formatVersion: version, pledges: z.array(exportPledgeSchema) });

export const exportMessageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  /** Written by the member (true) or by the other side. */
  mine: z.boolean(),
  content: z.string(),
  messageType: z.enum(['text', 'image', 'file']),
  attachmentUrl: nullableText,
  replyToId: nullableText,
  createdAt: isoDateSchema,
});
export const exportChatSchema = z.object({ id: z.string(), with: memberRef, createdAt: isoDateSchema });
/**
 * The member's chats and, apart, their messages (each naming its chat), so that a long chat streams
 * too: the messages the member still has, none from before they deleted a chat.
 */
export const exportChatsSchema = z.object({ formatVersion: version, chats: z.array(exportChatSchema), messages: z.array(exportMessageSchema) });

export const exportImageSchema = z.object({
  /** The file's name under images/ in the zip, and under /uploads/ on the server. */
  fileName: z.string(),
  originalName: z.string(),
  uploadType: z.enum(['profile', 'experience', 'reaction', 'banner', 'cover']),
  format: z.string(),
  size: z.number(),
  createdAt: isoDateSchema,
});
export const exportImagesSchema = z.object({ formatVersion: version, images: z.array(exportImageSchema) });

/** Each JSON file's schema by its name in the zip. */
export const EXPORT_SCHEMAS = {
  [EXPORT_FILES.profile]: exportProfileSchema,
  [EXPORT_FILES.settings]: exportSettingsSchema,
  [EXPORT_FILES.desires]: exportDesiresSchema,
  [EXPORT_FILES.categories]: exportCategoriesSchema,
  [EXPORT_FILES.saved]: exportSavedSchema,
  [EXPORT_FILES.follows]: exportFollowsSchema,
  [EXPORT_FILES.occasions]: exportOccasionsSchema,
  [EXPORT_FILES.pledges]: exportPledgesSchema,
  [EXPORT_FILES.chats]: exportChatsSchema,
  [EXPORT_FILES.images]: exportImagesSchema,
} as const;
