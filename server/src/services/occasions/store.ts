import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { nextOccurrence, type occasionBodySchema, occasionLimits, revealDayFor, todayOf, type Occasion } from '@contract/occasion';
import type * as z from 'zod/mini';
import type { Database } from '../../db/client';
import { desires, occasions, users, type OccasionRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';

/*
 * A member's own occasions: the calls that make, change and remove them (docs/decisions/gifting.md
 * "Occasions and reminders on the server"). Who else may see them is visibility/occasions.ts.
 */

export const OCCASION_MESSAGES = {
  created: 'Occasion created',
  updated: 'Occasion updated',
  deleted: 'Occasion deleted',
  notFound: 'Occasion not found',
  tooMany: `You can keep at most ${occasionLimits.perMember} occasions`,
} as const;

type OccasionInput = z.output<typeof occasionBodySchema>;

/** An occasion as the contract answers it, with the day it next falls counted from `today`. */
export function toOccasion(row: OccasionRow, today: string): Occasion {
  return {
    _id: row.id,
    userId: row.userId,
    title: row.title,
    date: row.date,
    yearly: row.yearly,
    visibility: row.visibility,
    next: nextOccurrence(row, today),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Soonest first: the occasions still to come by the day they next fall, then the one-offs already past,
 * the latest first (a list would otherwise open with last year's wedding).
 */
export function soonestFirst<T>(list: T[], today: string, of: (item: T) => Pick<Occasion, '_id' | 'next'>): T[] {
  return list.sort((a, b) => {
    const [x, y] = [of(a), of(b)];
    const [xPast, yPast] = [x.next < today, y.next < today];
    if (xPast !== yPast) return xPast ? 1 : -1;
    if (x.next !== y.next) return (x.next < y.next ? -1 : 1) * (xPast ? -1 : 1);
    return x._id < y._id ? -1 : x._id > y._id ? 1 : 0;
  });
}

/** GET /api/occasions: the member's own, soonest first. */
export async function myOccasions(db: Database, ownerId: string, today = todayOf()): Promise<Occasion[]> {
  const rows = await db.select().from(occasions).where(eq(occasions.userId, ownerId));
  return soonestFirst(
    rows.map((row) => toOccasion(row, today)),
    today,
    (occasion) => occasion,
  );
}

/**
 * POST /api/occasions. The member's row is locked for the count and the insert, so that two requests at
 * once cannot take a member past the limit.
 */
export async function createOccasion(db: Database, ownerId: string, body: OccasionInput, today = todayOf()): Promise<{ message: string; occasion: Occasion }> {
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const [held] = await tx.select({ n: count() }).from(occasions).where(eq(occasions.userId, ownerId));
    if ((held?.n ?? 0) >= occasionLimits.perMember) throw conflict(OCCASION_MESSAGES.tooMany);
    const [inserted] = await tx
      .insert(occasions)
      .values({ id: newId(), userId: ownerId, title: body.title, date: body.date, yearly: body.yearly, visibility: body.visibility })
      .returning();
    return inserted!;
  });
  return { message: OCCASION_MESSAGES.created, occasion: toOccasion(row, today) };
}

/** The owner's occasion, locked for the rest of the transaction; 404 for a stranger's or an unknown id alike. */
async function ownOccasion(tx: Database, ownerId: string, id: string): Promise<OccasionRow> {
  const [row] = await tx
    .select()
    .from(occasions)
    .where(and(eq(occasions.id, id), eq(occasions.userId, ownerId)))
    .for('update');
  if (!row) throw notFound(OCCASION_MESSAGES.notFound);
  return row;
}

/**
 * PUT /api/occasions/{id}: replaces the occasion. When the day it falls changes, its linked surprises
 * not yet revealed take their new reveal day (the day after it next falls) in the same transaction.
 */
export async function updateOccasion(db: Database, ownerId: string, id: string, body: OccasionInput, today = todayOf()): Promise<{ message: string; occasion: Occasion }> {
  const row = await db.transaction(async (tx) => {
    const before = await ownOccasion(tx, ownerId, id);
    const [after] = await tx
      .update(occasions)
      .set({ title: body.title, date: body.date, yearly: body.yearly, visibility: body.visibility, updatedAt: sql`now()` })
      .where(eq(occasions.id, id))
      .returning();
    if (before.date !== body.date || before.yearly !== body.yearly) {
      await tx
        .update(desires)
        .set({ revealOn: revealDayFor(body, today) })
        .where(and(eq(desires.occasionId, id), eq(desires.surprise, true), isNull(desires.revealedAt)));
    }
    return after!;
  });
  return { message: OCCASION_MESSAGES.updated, occasion: toOccasion(row, today) };
}

/**
 * DELETE /api/occasions/{id}: its desires lose the link (the foreign key sets it null) and, first, the
 * reveal day it gave them, in one transaction.
 */
export async function deleteOccasion(db: Database, ownerId: string, id: string): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    await ownOccasion(tx, ownerId, id);
    await tx.update(desires).set({ revealOn: null }).where(eq(desires.occasionId, id));
    await tx.delete(occasions).where(eq(occasions.id, id));
  });
  return { message: OCCASION_MESSAGES.deleted };
}
