import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ExportDesire } from '@contract/export';
import type { Database } from '../../db/client';
import { comments, desires, desireShares, reactions, users } from '../../db/schema';
import { commentVisibleTo } from '../visibility/comments';
import { notHidden } from '../visibility/members';
import { afterCursor, pagesOf, timeKey, type TimeCursor } from './pager';

function groupBy<T extends { desireId: string }, U>(rows: T[], map: (row: T) => U): Map<string, U[]> {
  const groups = new Map<string, U[]>();
  for (const row of rows) {
    const list = groups.get(row.desireId) ?? [];
    list.push(map(row));
    groups.set(row.desireId, list);
  }
  return groups;
}

/**
 * The member's desires, a page at a time, each with the comments and reactions the member is shown on
 * it (services/visibility: not those of accounts out of the members' space) and who a custom one is
 * shared with. Offers and pledges of others are left out: a surprise's are not the owner's to see.
 */
export function exportDesires(db: Database, memberId: string, pageSize?: number): AsyncGenerator<ExportDesire[]> {
  const read = (after: TimeCursor | null, size: number) =>
    db
      .select({ desire: desires, at: timeKey(desires.createdAt) })
      .from(desires)
      .where(and(eq(desires.userId, memberId), afterCursor(desires.createdAt, desires.id, after)))
      .orderBy(asc(desires.createdAt), asc(desires.id))
      .limit(size);
  return (async function* () {
    for await (const rows of pagesOf(read, (row) => ({ at: row.at, id: row.desire.id }), pageSize)) {
      const page = rows.map((row) => row.desire);
      const ids = page.map((row) => row.id);
      const [commentRows, reactionRows, shareRows] = await Promise.all([
        db
          .select({ id: comments.id, desireId: comments.desireId, authorId: comments.userId, fullName: users.fullName, text: comments.text, createdAt: comments.createdAt })
          .from(comments)
          .innerJoin(users, eq(users.id, comments.userId))
          .where(and(inArray(comments.desireId, ids), commentVisibleTo(memberId)))
          .orderBy(asc(comments.createdAt), asc(comments.id)),
        db
          .select({ desireId: reactions.desireId, memberId: reactions.userId, fullName: users.fullName, emoji: reactions.emoji, createdAt: reactions.createdAt })
          .from(reactions)
          .innerJoin(users, eq(users.id, reactions.userId))
          .where(and(inArray(reactions.desireId, ids), notHidden(reactions.userId)))
          .orderBy(asc(reactions.createdAt), asc(reactions.id)),
        db
          .select({ desireId: desireShares.desireId, id: users.id, fullName: users.fullName })
          .from(desireShares)
          .innerJoin(users, eq(users.id, desireShares.userId))
          .where(inArray(desireShares.desireId, ids))
          .orderBy(asc(users.fullName)),
      ]);
      const commentsOf = groupBy(commentRows, (c) => ({ id: c.id, author: { id: c.authorId, fullName: c.fullName }, text: c.text, createdAt: c.createdAt.toISOString() }));
      const reactionsOf = groupBy(reactionRows, (r) => ({ member: { id: r.memberId, fullName: r.fullName }, emoji: r.emoji, createdAt: r.createdAt.toISOString() }));
      const sharesOf = groupBy(shareRows, (s) => ({ id: s.id, fullName: s.fullName }));
      yield page.map((d) => ({
        id: d.id,
        title: d.title,
        description: d.description,
        estimatedCost: d.estimatedCost,
        coverImage: d.coverImage,
        categories: d.categories,
        visibility: d.visibility,
        sharedWith: sharesOf.get(d.id) ?? [],
        status: d.status,
        sourceUrl: d.sourceUrl,
        eventName: d.eventName,
        fulfillmentType: d.fulfillmentType,
        surprise: d.surprise,
        revealedAt: d.revealedAt?.toISOString() ?? null,
        price: d.priceCents !== null && d.priceCurrency !== null ? { cents: d.priceCents, currency: d.priceCurrency } : null,
        occasionId: d.occasionId,
        createdAt: d.createdAt.toISOString(),
        updatedAt: d.updatedAt.toISOString(),
        comments: commentsOf.get(d.id) ?? [],
        reactions: reactionsOf.get(d.id) ?? [],
      }));
    }
  })();
}
