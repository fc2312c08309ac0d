import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_DESIRES_PAGE_SIZE, CATEGORY_MESSAGES, type Category, type CategoryDesires, type StatusBreakdown } from '@contract/category';
import type { Desire, DesireStatus } from '@contract/desire';
import { PRESET_CATEGORIES } from '@contract/limits';
import type { Database } from '../../db/client';
import { containingPattern } from '../../db/rows';
import { categories, desires, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { DESIRE_NOT_FOUND } from '../desires/access';
import { statusFilter } from '../desires/feed-filters';
import { loadDesires } from '../desires/queries';
import { visibleTo } from '../visibility/desires';
import type { ReaderSets } from '../visibility/reader';
import { ownerStatusIs, ownerStatusSql } from '../visibility/surprise';
import { ensureDefaultCategories, findReadableCategory, inCategory, selectCategories, sharedWith, type CategoryWithOwner } from './store';

const emptyBreakdown = (): StatusBreakdown => ({ desire: 0, in_progress: 0, fulfilled: 0 });

/**
 * Per category, its desires the reader may see (docs/architecture.md "Who may see what of whom") by status: all of one's own, and of
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
  page?: number;
  limit?: number;
  status?: string;
  q?: string;
}

/** Title or description holds the search, any case; `%`, `_` and the backslash are taken literally. */
function matchesSearch(q: string | undefined): SQL | undefined {
  const search = q?.trim();
  if (!search) return undefined;
  const pattern = containingPattern(search);
  return or(ilike(desires.title, pattern), ilike(desires.description, pattern));
}

/** The desires `where` selects, by status. */
async function countByStatus(db: Database, where: SQL | undefined, byOwner: boolean): Promise<StatusBreakdown> {
  // The owner counts an unrevealed surprise as desired, as they see it (visibility/surprise.ts).
  const status = byOwner ? sql<DesireStatus>`${ownerStatusSql}` : desires.status;
  const rows = await db.select({ status, n: count() }).from(desires).where(where).groupBy(byOwner ? ownerStatusSql : desires.status);
  const breakdown = emptyBreakdown();
  for (const row of rows) breakdown[row.status] = row.n;
  return breakdown;
}

async function countWhere(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(desires).where(where);
  return row?.n ?? 0;
}

const sumOf = (breakdown: StatusBreakdown) => breakdown.desire + breakdown.in_progress + breakdown.fulfilled;

/**
 * A page of a category's desires that the reader may see, newest first, of one status and matching
 * a search when asked. `total` counts the matching ones over all pages; `statusBreakdown` counts the
 * whole category as the reader sees it, whatever the search, so that the screen's counts stay those
 * of the category.
 */
export async function categoryDesires(db: Database, readerId: string | null, { category }: CategoryWithOwner, query: CategoryDesiresQuery, readerSets: ReaderSets): Promise<CategoryDesires> {
  const page = query.page ?? 1;
  const limit = query.limit ?? CATEGORY_DESIRES_PAGE_SIZE;
  const whole = and(eq(desires.userId, category.userId), inCategory(category.nameKey), visibleTo(readerId, category.userId));
  const status = statusFilter(query.status);
  const search = matchesSearch(query.q);
  const byOwner = readerId === category.userId;
  const where = and(whole, status ? (byOwner ? ownerStatusIs(status) : eq(desires.status, status)) : undefined, search);
  const statusBreakdown = await countByStatus(db, whole, byOwner);
  // Without a search, the counts by status already say how many match.
  const total = search ? await countWhere(db, where) : status ? statusBreakdown[status] : sumOf(statusBreakdown);
  const offset = (page - 1) * limit;
  const list = offset < total ? await loadDesires(db, readerId, { where, limit, offset }, readerSets) : [];
  return { desires: list, total, hasMore: page * limit < total, statusBreakdown };
}

/** GET /api/shared/desires/{id}?user=: the desire if `ownerId` owns it and the reader may see it; 404 otherwise. */
export async function sharedDesire(db: Database, readerId: string | null, id: string, ownerId: string, readerSets: ReaderSets): Promise<Desire> {
  const [desire] = await loadDesires(db, readerId, { where: and(eq(desires.id, id), eq(desires.userId, ownerId), visibleTo(readerId, ownerId)), limit: 1 }, readerSets);
  if (!desire) throw notFound(DESIRE_NOT_FOUND);
  return desire;
}
