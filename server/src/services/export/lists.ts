import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, categoryShares, desires, follows, occasions, pledges, savedDesires, uploads, users } from '../../db/schema';
import { inCategory } from '../categories/store';
import { afterCursor, pagesOf, timeKey, type TimeCursor } from './pager';

/*
 * The member's lists for the export, each read a page at a time, oldest first (see pager.ts).
 * Other members appear by id and name only; those the member follows also by email (their own list shows it).
 */

const iso = (date: Date) => date.toISOString();

export async function* exportCategories(db: Database, memberId: string, pageSize?: number) {
  const read = (after: TimeCursor | null, size: number) =>
    db
      .select({ row: categories, at: timeKey(categories.createdAt) })
      .from(categories)
      .where(and(eq(categories.userId, memberId), afterCursor(categories.createdAt, categories.id, after)))
      .orderBy(asc(categories.createdAt), asc(categories.id))
      .limit(size);
  for await (const rows of pagesOf(read, (r) => ({ at: r.at, id: r.row.id }), pageSize)) {
    const page = rows.map((r) => r.row);
    const ids = page.map((row) => row.id);
    const shares = await db
      .select({ categoryId: categoryShares.categoryId, id: users.id, fullName: users.fullName, canEdit: categoryShares.canEdit })
      .from(categoryShares)
      .innerJoin(users, eq(users.id, categoryShares.sharedWithUserId))
      .where(inArray(categoryShares.categoryId, ids))
      .orderBy(asc(users.fullName));
    const out = [];
    for (const category of page) {
      // One category at a time: its desires are ids only, and a member has a few dozen categories.
      const members = await db
        .select({ id: desires.id })
        .from(desires)
        .where(and(eq(desires.userId, memberId), inCategory(category.nameKey)))
        .orderBy(asc(desires.id));
      out.push({
        id: category.id,
        name: category.name,
        description: category.description,
        color: category.color,
        icon: category.icon,
        visibility: category.visibility,
        isDefault: category.isDefault,
        createdAt: iso(category.createdAt),
        sharedWith: shares.filter((s) => s.categoryId === category.id).map((s) => ({ member: { id: s.id, fullName: s.fullName }, canEdit: s.canEdit })),
        desireIds: members.map((d) => d.id),
      });
    }
    yield out;
  }
}

/** Saved desires by id and date only: a saved desire may since have gone out of the member's sight. */
export async function* exportSaved(db: Database, memberId: string, pageSize?: number) {
  const read = (after: TimeCursor | null, size: number) =>
    db
      .select({ desireId: savedDesires.desireId, savedAt: savedDesires.createdAt, at: timeKey(savedDesires.createdAt) })
      .from(savedDesires)
      .where(and(eq(savedDesires.userId, memberId), afterCursor(savedDesires.createdAt, savedDesires.desireId, after)))
      .orderBy(asc(savedDesires.createdAt), asc(savedDesires.desireId))
      .limit(size);
  for await (const page of pagesOf(read, (row) => ({ at: row.at, id: row.desireId }), pageSize)) yield page.map((row) => ({ desireId: row.desireId, savedAt: iso(row.savedAt) }));
}

/** Who the member follows (`following`, with their emails) or who follows the member (`followers`). */
export async function* exportFollows(db: Database, memberId: string, side: 'following' | 'followers', pageSize?: number) {
  const mine = side === 'following' ? follows.followerId : follows.followeeId;
  const theirs = side === 'following' ? follows.followeeId : follows.followerId;
  const read = (after: TimeCursor | null, size: number) =>
    db
      .select({ id: users.id, fullName: users.fullName, email: users.email, since: follows.createdAt, at: timeKey(follows.createdAt) })
      .from(follows)
      .innerJoin(users, eq(users.id, theirs))
      .where(and(eq(mine, memberId), afterCursor(follows.createdAt, theirs, after)))
      .orderBy(asc(follows.createdAt), asc(theirs))
      .limit(size);
  // Whom the member follows also by email, as their own following list shows it, for an import elsewhere.
  const member = (row: { id: string; fullName: string; email: string }) => (side === 'following' ? { id: row.id, fullName: row.fullName, email: row.email } : { id: row.id, fullName: row.fullName });
  for await (const page of pagesOf(read, (row) => ({ at: row.at, id: row.id }), pageSize)) yield page.map((row) => ({ member: member(row), since: iso(row.since) }));
}

export async function* exportOccasions(db: Database, memberId: string, pageSize?: number) {
  const read = (after: TimeCursor | null, size: number) =>
    db
      .select({ row: occasions, at: timeKey(occasions.createdAt) })
      .from(occasions)
      .where(and(eq(occasions.userId, memberId), afterCursor(occasions.createdAt, occasions.id, after)))
      .orderBy(asc(occasions.createdAt), asc(occasions.id))
      .limit(size);
  for await (const rows of pagesOf(read, (r) => ({ at: r.at, id: r.row.id }), pageSize)) {
    const page = rows.map((r) => r.row);
    yield page.map((o) => ({ id: o.id, title: o.title, date: o.date, yearly: o.yearly, visibility: o.visibility, createdAt: iso(o.createdAt), updatedAt: iso(o.updatedAt) }));
  }
}

/** The member's own pledges; the desire's currency comes along, since an amount means little without it. */
export async function* exportPledges(db: Database, memberId: string, pageSize?: number) {
  const read = (after: TimeCursor | null, size: number) =>
    db
      .select({ pledge: pledges, currency: desires.priceCurrency, at: timeKey(pledges.createdAt) })
      .from(pledges)
      .innerJoin(desires, eq(desires.id, pledges.desireId))
      .where(and(eq(pledges.userId, memberId), afterCursor(pledges.createdAt, pledges.desireId, after)))
      .orderBy(asc(pledges.createdAt), asc(pledges.desireId))
      .limit(size);
  for await (const page of pagesOf(read, (row) => ({ at: row.at, id: row.pledge.desireId }), pageSize)) {
    yield page.map(({ pledge: p, currency }) => ({
      desireId: p.desireId,
      amountCents: p.amountCents,
      currency,
      anonymous: p.anonymous,
      message: p.message,
      createdAt: iso(p.createdAt),
      updatedAt: iso(p.updatedAt),
    }));
  }
}

export async function* exportImages(db: Database, memberId: string, pageSize?: number) {
  const read = (after: TimeCursor | null, size: number) =>
    db
      .select({ row: uploads, at: timeKey(uploads.createdAt) })
      .from(uploads)
      .where(and(eq(uploads.userId, memberId), afterCursor(uploads.createdAt, uploads.id, after)))
      .orderBy(asc(uploads.createdAt), asc(uploads.id))
      .limit(size);
  for await (const rows of pagesOf(read, (r) => ({ at: r.at, id: r.row.id }), pageSize)) {
    const page = rows.map((r) => r.row);
    yield page.map((u) => ({ fileName: u.fileName, originalName: u.originalName, uploadType: u.uploadType, format: u.format, size: u.size, createdAt: iso(u.createdAt) }));
  }
}

