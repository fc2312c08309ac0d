import * as z from 'zod/mini';
import { idSchema } from './fields';

/*
 * Share links by name: a member names a link to their own desire (type post) or category (type
 * folder), and `/s/{urlSlug}` leads to its shared page. The entity is the spec's (chat, categories
 * and admin: "Share link"); the calls are extras of our contract.
 */

export const SHARE_LINK_TYPES = ['post', 'folder'] as const;
export type ShareLinkType = (typeof SHARE_LINK_TYPES)[number];

export const shareLinkLimits = { slugMin: 3, slugMax: 60, perMember: 200 } as const;

/** Lowercase letters and digits, with single hyphens between them. */
export const SHARE_LINK_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SHARE_LINK_MESSAGES = {
  slugRequired: 'URL slug is required',
  slugShape: 'A custom link may use lowercase letters, digits and single hyphens, 3 to 60 characters',
  typeRequired: 'Share link type must be post or folder',
  slugTaken: 'This link name is taken',
  notFound: 'Share link not found',
  notOpen: 'Only a public desire or a shared category can have a custom link',
  tooMany: 'You have too many custom links. Delete one first.',
  deleted: 'Share link deleted',
} as const;

export const shareLinkSchema = z.object({
  _id: z.string(),
  type: z.enum(SHARE_LINK_TYPES),
  referenceId: z.string(),
  createdBy: z.string(),
  urlSlug: z.string(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkListSchema = z.array(shareLinkSchema);

export const shareLinkSlugSchema = z.string({ error: SHARE_LINK_MESSAGES.slugRequired }).check(
  z.overwrite<string>((v) => v.trim()),
  z.minLength(1, SHARE_LINK_MESSAGES.slugRequired),
  z.minLength(shareLinkLimits.slugMin, SHARE_LINK_MESSAGES.slugShape),
  z.maxLength(shareLinkLimits.slugMax, SHARE_LINK_MESSAGES.slugShape),
  z.regex(SHARE_LINK_SLUG_PATTERN, SHARE_LINK_MESSAGES.slugShape),
);

/** POST /api/share-links. */
export const shareLinkBodySchema = z.object({
  type: z.enum(SHARE_LINK_TYPES, { error: SHARE_LINK_MESSAGES.typeRequired }),
  referenceId: idSchema,
  urlSlug: shareLinkSlugSchema,
});
export type ShareLinkBody = z.input<typeof shareLinkBodySchema>;

export const shareLinkIdParamsSchema = z.object({ id: idSchema });
/** GET /s/{slug}: any text; one that no link could have answers the 404 page without a look-up. */
export const shareLinkSlugParamsSchema = z.object({ slug: z.string() });

/** Whether a link could have this name. */
export const isShareLinkSlug = (slug: string): boolean =>
  slug.length >= shareLinkLimits.slugMin && slug.length <= shareLinkLimits.slugMax && SHARE_LINK_SLUG_PATTERN.test(slug);

/** The address a custom link is opened at, on the site's own origin. */
export const shareLinkPath = (urlSlug: string) => `/s/${urlSlug}`;

/**
 * A slug proposed from a title: accents dropped, lowercase letters and digits joined by single
 * hyphens, cut at the longest allowed; empty when nothing of the title fits (a title in another script).
 */
export function slugFromTitle(title: string): string {
  const plain = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return plain.slice(0, shareLinkLimits.slugMax).replace(/-+$/, '');
}
