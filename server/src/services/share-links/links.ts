import { and, count, desc, eq } from 'drizzle-orm';
import { paths } from '@contract/pages/paths';
import { SHARE_LINK_MESSAGES, shareLinkLimits, type ShareLink, type ShareLinkBody } from '@contract/share-link';
import type { Database } from '../../db/client';
import { categories, desires, shareLinks, type ShareLinkRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { findOwnCategory, isUniqueViolation } from '../categories/store';
import { findOwnDesire } from '../desires/access';
import { categoryOpenToVisitors, desireOpenToVisitors } from '../visibility/share-links';

const NOT_OWNER = 'Only the owner can make a custom link to this';

const toShareLink = (row: ShareLinkRow): ShareLink => ({
  _id: row.id,
  type: row.type,
  referenceId: (row.type === 'post' ? row.desireId : row.categoryId) ?? '',
  createdBy: row.userId,
  urlSlug: row.urlSlug,
  createdAt: row.createdAt.toISOString(),
});

/** Whether a visitor may open the member's desire or category now. */
async function openToVisitors(db: Database, type: ShareLink['type'], id: string, ownerId: string): Promise<boolean> {
  const [row] =
    type === 'post'
      ? await db
          .select({ id: desires.id })
          .from(desires)
          .where(and(eq(desires.id, id), desireOpenToVisitors(ownerId)))
          .limit(1)
      : await db
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.id, id), categoryOpenToVisitors(ownerId)))
          .limit(1);
  return row !== undefined;
}

/**
 * POST /api/share-links: a link by name to the member's own desire or category (404 when they cannot
 * see it, 403 when it is someone else's), which a visitor must be able to open (400 otherwise).
 * The unique index decides between two members asking for one name at once: the second gets 409.
 */
export async function createShareLink(db: Database, memberId: string, body: ShareLinkBody): Promise<ShareLink> {
  const { type, referenceId, urlSlug } = body;
  if (type === 'post') await findOwnDesire(db, referenceId, memberId, NOT_OWNER);
  else await findOwnCategory(db, referenceId, memberId);
  if (!(await openToVisitors(db, type, referenceId, memberId))) throw badRequest(SHARE_LINK_MESSAGES.notOpen);
  const [mine] = await db.select({ n: count() }).from(shareLinks).where(eq(shareLinks.userId, memberId));
  if ((mine?.n ?? 0) >= shareLinkLimits.perMember) throw badRequest(SHARE_LINK_MESSAGES.tooMany);
  try {
    const [row] = await db
      .insert(shareLinks)
      .values({ id: newId(), type, desireId: type === 'post' ? referenceId : null, categoryId: type === 'folder' ? referenceId : null, userId: memberId, urlSlug })
      .returning();
    if (!row) throw new Error('the new share link was not returned');
    return toShareLink(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SHARE_LINK_MESSAGES.slugTaken);
    throw error;
  }
}

/** GET /api/share-links: the member's own links, newest first. */
export async function listShareLinks(db: Database, memberId: string): Promise<ShareLink[]> {
  const rows = await db.select().from(shareLinks).where(eq(shareLinks.userId, memberId)).orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return rows.map(toShareLink);
}

/** DELETE /api/share-links/{id}: only the member's own; anyone else's is as unknown (404). */
export async function deleteShareLink(db: Database, memberId: string, id: string): Promise<{ message: string }> {
  const gone = await db
    .delete(shareLinks)
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, memberId)))
    .returning({ id: shareLinks.id });
  if (gone.length === 0) throw notFound(SHARE_LINK_MESSAGES.notFound);
  return { message: SHARE_LINK_MESSAGES.deleted };
}

/**
 * Where `/s/{slug}` leads: the shared page of the link's desire or category, or null when the name is
 * unknown or what it names is no longer open to visitors.
 */
export async function shareLinkTarget(db: Database, slug: string): Promise<string | null> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.urlSlug, slug)).limit(1);
  if (!row) return null;
  const id = row.type === 'post' ? row.desireId : row.categoryId;
  if (!id || !(await openToVisitors(db, row.type, id, row.userId))) return null;
  return row.type === 'post' ? paths.sharedDesire(id, row.userId) : paths.sharedCategory(id, row.userId);
}
