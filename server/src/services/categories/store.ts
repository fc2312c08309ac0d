import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CategoryBody } from '@contract/category';
import { CATEGORY_MESSAGES } from '@contract/category';
import { categoryLimits, PRESET_CATEGORIES } from '@contract/limits';
import type { Database } from '../../db/client';
import { categories, categoryShares, desires, users, type CategoryRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { isHiddenAccount } from '../visibility/members';

/** The body once validated: defaults applied. */
export type CategoryInput = Required<Pick<CategoryBody, 'name' | 'color' | 'visibility'>> & Pick<CategoryBody, 'description' | 'icon'>;

export interface OwnerRef {
  id: string;
  fullName: string;
  profileImage: string | null;
}

/** A category with its owner, as every read needs it. */
export interface CategoryWithOwner {
  category: CategoryRow;
  owner: OwnerRef;
}

/** The desire holds the category's name in its `categories` array, whatever the case. */
export function inCategory(nameKey: string | SQL): SQL {
  return sql`exists (select 1 from unnest(${desires.categories}) as category_name(v) where lower(category_name.v) = ${nameKey})`;
}

/**
 * The preset categories (Thing, Place, Event, Experience, Goal, Other) as the member's default
 * categories: made on first need, and never twice (the unique name per owner holds it).
 */
export async function ensureDefaultCategories(db: Database, userId: string): Promise<void> {
  const now = new Date();
  await db
    .insert(categories)
    .values(PRESET_CATEGORIES.map((name) => ({ id: newId(now), userId, name, nameKey: name.toLowerCase(), isDefault: true, createdAt: now })))
    .onConflictDoNothing();
}

const withOwner = { category: categories, owner: { id: users.id, fullName: users.fullName, profileImage: users.profileImage } };

/**
 * Categories with their owner, for every read of categories: those of an account outside the
 * members' space (a blocked member, an admin) are left out, by the condition that hides their
 * desires (visibility/members.ts notHidden), and come back untouched with them.
 */
export function selectCategories(db: Database, where: SQL | undefined) {
  return db
    .select(withOwner)
    .from(categories)
    .innerJoin(users, eq(users.id, categories.userId))
    .where(and(sql`not ${isHiddenAccount}`, where));
}

/** The category's visibility is shared and the owner shares it with this member. */
export const sharedWith = (readerId: string): SQL =>
  sql`(${categories.visibility} = 'shared' and exists (select 1 from ${categoryShares} where ${categoryShares.categoryId} = ${categories.id} and ${categoryShares.sharedWithUserId} = ${readerId}))`;

/**
 * The category if the reader owns it, or it is shared with them and its visibility is shared; 404
 * "Category not found" otherwise, so that nobody learns that someone else's category exists.
 */
export async function findReadableCategory(db: Database, id: string, readerId: string): Promise<CategoryWithOwner> {
  const [row] = await selectCategories(db, and(eq(categories.id, id), or(eq(categories.userId, readerId), sharedWith(readerId)))).limit(1);
  if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
  return row;
}

/** A category the public share link may show: its visibility is shared and `ownerId` owns it. */
export async function findSharedCategory(db: Database, id: string, ownerId: string): Promise<CategoryWithOwner> {
  const [row] = await selectCategories(db, and(eq(categories.id, id), eq(categories.userId, ownerId), eq(categories.visibility, 'shared'))).limit(1);
  if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
  return row;
}

/** The member's own category: 404 when they cannot see it, 403 when it is someone else's or `refuseDefault` says so. */
export async function findOwnCategory(db: Database, id: string, memberId: string, refuseDefault?: string): Promise<CategoryWithOwner> {
  const found = await findReadableCategory(db, id, memberId);
  if (found.category.userId !== memberId) throw forbidden(CATEGORY_MESSAGES.notOwner);
  if (refuseDefault && found.category.isDefault) throw forbidden(refuseDefault);
  return found;
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const fields = (input: CategoryInput) => ({
  name: input.name,
  nameKey: sql`lower(${input.name})`,
  description: input.description || null,
  icon: input.icon || null,
  color: input.color || categoryLimits.defaultColor,
  visibility: input.visibility,
});

export async function createCategory(db: Database, ownerId: string, input: CategoryInput): Promise<string> {
  await ensureDefaultCategories(db, ownerId);
  const [row] = await db
    .insert(categories)
    .values({ id: newId(), userId: ownerId, ...fields(input) })
    .onConflictDoNothing()
    .returning({ id: categories.id });
  if (!row) throw conflict(CATEGORY_MESSAGES.duplicateName);
  return row.id;
}

/**
 * A default category's name, description, icon and colour stay as they are: a save of one may change
 * its visibility only, so that its owner can share it (and make it private again).
 */
function keepsDefaultFields(category: CategoryRow, input: CategoryInput): boolean {
  const wanted = fields(input);
  return input.name === category.name && wanted.description === category.description && wanted.icon === category.icon && wanted.color === category.color;
}

/**
 * Replaces a category's fields. A new name is carried into the owner's desires that held the old
 * one, in the same transaction, so that the category keeps its desires. Made private, it is shared
 * with nobody any more: its shares end, so that sharing it again starts from nobody and no earlier
 * recipient silently gets it back.
 */
export async function updateCategory(db: Database, ownerId: string, id: string, input: CategoryInput): Promise<void> {
  const { category } = await findOwnCategory(db, id, ownerId);
  if (category.isDefault && !keepsDefaultFields(category, input)) throw forbidden(CATEGORY_MESSAGES.defaultNotEditable);
  await ensureDefaultCategories(db, ownerId);
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.userId, ownerId), eq(categories.nameKey, sql`lower(${input.name})`), ne(categories.id, id)))
        .limit(1);
      if (taken) throw conflict(CATEGORY_MESSAGES.duplicateName);
      await tx.update(categories).set(fields(input)).where(eq(categories.id, id));
      if (input.visibility === 'private') await tx.delete(categoryShares).where(eq(categoryShares.categoryId, id));
      if (input.name !== category.name) await renameInDesires(tx, ownerId, category.nameKey, input.name);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CATEGORY_MESSAGES.duplicateName);
    throw error;
  }
}

/** Deletes a category; its name leaves the owner's desires, which stay. */
export async function deleteCategory(db: Database, ownerId: string, id: string): Promise<void> {
  const { category } = await findOwnCategory(db, id, ownerId, CATEGORY_MESSAGES.defaultNotDeletable);
  await db.transaction(async (tx) => {
    await tx
      .update(desires)
      .set({ categories: sql`array(select v from unnest(${desires.categories}) with ordinality as c(v, n) where lower(v) <> ${category.nameKey} order by n)` })
      .where(and(eq(desires.userId, ownerId), inCategory(category.nameKey)));
    await tx.delete(categories).where(eq(categories.id, id));
  });
}

/** Every spelling of the old name becomes the new one; a name the desire then holds twice stays once. */
async function renameInDesires(db: Pick<Database, 'update'>, ownerId: string, oldKey: string, newName: string): Promise<void> {
  const renamed = sql`array(
    select v from (
      select distinct on (lower(v)) v, n
      from (select case when lower(x) = ${oldKey} then ${newName}::text else x end as v, n from unnest(${desires.categories}) with ordinality as c(x, n)) renamed
      order by lower(v), n
    ) once order by n)`;
  await db
    .update(desires)
    .set({ categories: renamed })
    .where(and(eq(desires.userId, ownerId), inCategory(oldKey)));
}
