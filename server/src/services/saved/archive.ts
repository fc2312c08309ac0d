import { sql } from 'drizzle-orm';
import type { PagedDesires } from '@contract/desire';
import type { ArchivePageQuery } from '@contract/saved';
import type { Database } from '../../db/client';
import { desires, fulfillments } from '../../db/schema';
import { requireMember } from '../desires/feeds';
import { visibleTo } from '../visibility/desires';
import { profileDetailsVisible } from '../people';
import { archivePage } from './paging';
import type { ReaderSets } from '../visibility/reader';

/*
 * What came true: a member's fulfilled desires (the Came true tab of their profile) and what a member
 * fulfilled for others (their own I helped list). The newest fulfilment first; a desire marked
 * fulfilled by its owner has one completed offer, whose date is the one shown.
 */

const fulfilledAt = sql`(select max(f.fulfilled_at) from ${fulfillments} f where f.desire_id = ${desires.id})`;
const newestFulfilledFirst = sql`${fulfilledAt} desc nulls last, ${desires.createdAt} desc, ${desires.id} desc`;

/**
 * GET /api/users/{id}/fulfilled: the same rules as the member's desires list (GET /api/desires/user/{id}):
 * 404 for no such member, nothing from a private profile the reader may not see, and each desire's
 * own visibility.
 */
export async function cameTrue(db: Database, viewerId: string | null, userId: string, query: ArchivePageQuery, readerSets: ReaderSets): Promise<PagedDesires> {
  await requireMember(db, userId);
  if (!(await profileDetailsVisible(db, viewerId, userId))) return { desires: [], total: 0, hasMore: false };
  const from = sql`from ${desires} where ${desires.userId} = ${userId} and ${desires.status} = 'fulfilled' and ${visibleTo(viewerId, userId)}`;
  return archivePage(db, viewerId, from, newestFulfilledFirst, query, readerSets);
}

/**
 * GET /api/me/helped: the desires whose fulfilment the member completed, anonymous offers included
 * (they are the member's own to see), as long as the member may still see the desire.
 */
export function helped(db: Database, memberId: string, query: ArchivePageQuery, readerSets: ReaderSets): Promise<PagedDesires> {
  const mine = sql`(select max(f.fulfilled_at) from ${fulfillments} f where f.desire_id = ${desires.id} and f.user_id = ${memberId})`;
  const from = sql`from ${desires} where exists (select 1 from ${fulfillments} f where f.desire_id = ${desires.id} and f.user_id = ${memberId} and f.fulfilled_at is not null) and ${visibleTo(memberId)}`;
  return archivePage(db, memberId, from, sql`${mine} desc, ${desires.createdAt} desc, ${desires.id} desc`, query, readerSets);
}
