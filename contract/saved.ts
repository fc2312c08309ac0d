import * as z from 'zod/mini';
import { pagedDesiresSchema } from './desire';

/*
 * Saved desires and what came true: extras of our contract (none of these calls is in the spec).
 * Every list answers the paged shape of the feeds, `{ desires, total, hasMore }`.
 */

/** PUT and DELETE /api/desires/{id}/save: whether the desire is saved now. */
export const saveResultSchema = z.object({ saved: z.boolean() });
export type SaveResult = z.infer<typeof saveResultSchema>;

/** The page size of the Saved screen, the Came true tab and the I helped list. */
export const SAVED_PAGE_SIZE = 10;

/** GET /api/saved, /api/users/{id}/fulfilled and /api/me/helped. */
export const archivePageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int('Page must be a whole number'), z.minimum(1, 'Page starts at 1'), z.maximum(10_000, 'Page must be 10000 or less')), 1),
  limit: z._default(z.coerce.number().check(z.int('Limit must be a whole number'), z.minimum(1, 'Limit must be at least 1'), z.maximum(50, 'Limit must be 50 or less')), SAVED_PAGE_SIZE),
});
export type ArchivePageQuery = z.infer<typeof archivePageQuerySchema>;

export const archivePageSchema = pagedDesiresSchema;
