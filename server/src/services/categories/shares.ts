import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { CATEGORY_MESSAGES, type CategoryShares } from '@contract/category';
import type { Database } from '../../db/client';
import { categories, categoryShares, follows, users } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { findOwnCategory } from './store';
import { inMembersSpace } from '../visibility/members';

/** GET /api/categories/{id}/shares: who the owner shares the category with (owner only). */
export async function listCategoryShares(db: Database, ownerId: string, categoryId: string): Promise<CategoryShares> {
  await findOwnCategory(db, categoryId, ownerId);
  return sharesOf(db, categoryId);
}

async function sharesOf(db: Database, categoryId: string): Promise<CategoryShares> {
  const rows = await db
    .select({ share: categoryShares, user: { id: users.id, fullName: users.fullName, profileImage: users.profileImage } })
    .from(categoryShares)
    .innerJoin(users, eq(users.id, categoryShares.sharedWithUserId))
    .where(eq(categoryShares.categoryId, categoryId))
    .orderBy(asc(users.fullName), asc(users.id));
  return {
    shares: rows.map(({ share, user }) => ({
      categoryId: share.categoryId,
      sharedWithUserId: { _id: user.id, fullName: user.fullName, profileImage: user.profileImage },
      sharedByUserId: share.sharedByUserId,
      canEdit: share.canEdit,
      createdAt: share.createdAt.toISOString(),
    })),
  };
}

/**
 * PUT /api/categories/{id}/shares: the whole list of members the category is shared with. Only the
 * owner may set it, only on a category whose visibility is shared, and only with the owner's
 * connections (followers or followed members); members left out lose access at once. Making the
 * category private ends them all (store.ts updateCategory).
 */
export async function setCategoryShares(db: Database, ownerId: string, categoryId: string, userIds: string[]): Promise<CategoryShares> {
  const { category } = await findOwnCategory(db, categoryId, ownerId);
  if (category.visibility !== 'shared') throw badRequest(CATEGORY_MESSAGES.notShareable);
  const wanted = [...new Set(userIds)];
  if (wanted.includes(ownerId)) throw badRequest(CATEGORY_MESSAGES.withSelf);
  if (wanted.length > 0) {
    const connected = await db
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(follows, or(and(eq(follows.followerId, ownerId), eq(follows.followeeId, users.id)), and(eq(follows.followeeId, ownerId), eq(follows.followerId, users.id))))
      .where(and(inArray(users.id, wanted), inMembersSpace));
    if (connected.length !== wanted.length) throw badRequest(CATEGORY_MESSAGES.notConnected);
  }
  await db.transaction(async (tx) => {
    // Under the category's row lock, as a change of visibility takes it: a category made private
    // meanwhile (which ends its shares) is not given new ones.
    const [now] = await tx.select({ visibility: categories.visibility }).from(categories).where(eq(categories.id, categoryId)).for('update');
    if (now?.visibility !== 'shared') throw badRequest(CATEGORY_MESSAGES.notShareable);
    await tx.delete(categoryShares).where(eq(categoryShares.categoryId, categoryId));
    if (wanted.length > 0) {
      await tx.insert(categoryShares).values(wanted.map((userId) => ({ categoryId, sharedWithUserId: userId, sharedByUserId: ownerId })));
    }
  });
  return sharesOf(db, categoryId);
}
