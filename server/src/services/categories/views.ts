import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_MESSAGES, type Category, type CategoryDesires, type StatusBreakdown } from '@contract/category';
import type { Desire } from '@contract/desire';
import { PRESET_CATEGORIES } from '@contract/limits';
import type { Database } from '../../db/client';
import { categories, desires, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { DESIRE_NOT_FOUND } from '../desires/access';
import { statusFilter } from '../desires/feed-filters';
import { loadDesires } from '../desires/queries';
import { visibleTo } from '../desires/visibility';
import { ensureDefaultCategories, findReadableCategory, inCategory, selectCategories, sharedWith, type CategoryWithOwner } from './store';

/** At most this many desires in one category answer (newest first); `total` counts them all. */
export const CATEGORY_DESIRES_MAX = 100;

const emptyBreakdown = (): StatusBreakdown => ({ desire: 0, in_progress: 0, fulfilled: 0 });

/**
 * Per category, its desires the reader may see (DESIGN.md 5) by status: all of one's own, and of
 * someone else's category only what the visibility rule lets the reader see.
 */
async function breakdowns(db: Database, readerId: string | null, categoryIds: string[]): Promise<Map<string, StatusBreakdown>> {
  const result = new Map<string, StatusBreakdown>();
  if (categoryIds.length === 0) return result;
  const rows = await db
    .select({ id: categories.id, status: desires.status, n: count() })
    .from(categories)
    .innerJoin(desires, and(eq(desires.userId, categories.userId), inCategory(sql`${categories.nameKey}`)))
    .where(and(inArray(categories.id, categoryIds), visibleTo(readerId)))
    .groupBy(categories.id, desires.status);
  for (const row of rows) {
    const breakdown = result.get(row.id) ?? emptyBreakdown();
    breakdown[row.status] = row.n;
    result.set(row.id, breakdown);
  }
  return result;
}

function toCategory({ category, owner }: CategoryWithOwner, readerId: string | null, breakdown: StatusBreakdown | undefined): Category {
  const isOwned = readerId !== null && readerId === category.userId;
  const statusBreakdown = breakdown ?? emptyBreakdown();
  return {
    _id: category.id,
    name: category.name,
    description: category.description,
    color: category.color,
    icon: category.icon,
    visibility: category.visibility,
    userId: category.userId,
    owner: { _id: owner.id, fullName: owner.fullName, profileImage: owner.profileImage },
    isOwned,
    isDefault: category.isDefault,
    desiresCount: statusBreakdown.desire + statusBreakdown.in_progress + statusBreakdown.fulfilled,
    statusBreakdown,
    sharedBy: isOwned ? null : { _id: owner.id, fullName: owner.fullName },
    createdAt: category.createdAt.toISOString(),
  };
}

/** Categories with their counts for this reader. */
export async function toCategories(db: Database, readerId: string | null, rows: CategoryWithOwner[]): Promise<Category[]> {
  const counts = await breakdowns(
    db,
    readerId,
    rows.map((row) => row.category.id),
  );
  return rows.map((row) => toCategory(row, readerId, counts.get(row.category.id)));
}

const presetOrder = sql.raw(`array[${PRESET_CATEGORIES.map((name) => `'${name.toLowerCase()}'`).join(', ')}]::text[]`);

/**
 * GET /api/categories: the reader's own categories, then those shared with them. Own ones: the
 * defaults in preset order, then the member's own by creation, and "Other" last of all. Shared ones:
 * by owner's name, then name.
 */
export async function listCategories(db: Database, readerId: string): Promise<Category[]> {
  await ensureDefaultCategories(db, readerId);
  const own = await selectCategories(db, eq(categories.userId, readerId)).orderBy(
    sql`(${categories.isDefault} and ${categories.nameKey} = 'other')`,
    desc(categories.isDefault),
    sql`array_position(${presetOrder}, ${categories.nameKey})`,
    asc(categories.createdAt),
    asc(categories.id),
  );
  const shared = await selectCategories(db, sharedWith(readerId)).orderBy(asc(users.fullName), asc(categories.nameKey), asc(categories.id));
  return toCategories(db, readerId, [...own, ...shared]);
}

export async function readCategory(db: Database, readerId: string, id: string): Promise<Category> {
  const [category] = await toCategories(db, readerId, [await findReadableCategory(db, id, readerId)]);
  if (!category) throw notFound(CATEGORY_MESSAGES.notFound);
  return category;
}

export interface CategoryDesiresQuery {
  status?: string;
  q?: string;
}

/** A category's desires that the reader may see, newest first, filtered by status and search. */
export async function categoryDesires(db: Database, readerId: string | null, { category }: CategoryWithOwner, query: CategoryDesiresQuery): Promise<CategoryDesires> {
  const conditions: SQL[] = [eq(desires.userId, category.userId), inCategory(category.nameKey), visibleTo(readerId)];
  const status = statusFilter(query.status);
  if (status) conditions.push(eq(desires.status, status));
  const search = query.q?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
    const matches = or(ilike(desires.title, pattern), ilike(desires.description, pattern));
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const [row] = await db.select({ n: count() }).from(desires).where(where);
  const total = row?.n ?? 0;
  const list = total > 0 ? await loadDesires(db, readerId, { where, limit: CATEGORY_DESIRES_MAX }) : [];
  return { desires: list, total };
}

/** GET /api/shared/desires/{id}?user=: the desire if `ownerId` owns it and the reader may see it; 404 otherwise. */
export async function sharedDesire(db: Database, readerId: string | null, id: string, ownerId: string): Promise<Desire> {
  const [desire] = await loadDesires(db, readerId, { where: and(eq(desires.id, id), eq(desires.userId, ownerId), visibleTo(readerId)), limit: 1 });
  if (!desire) throw notFound(DESIRE_NOT_FOUND);
  return desire;
}
