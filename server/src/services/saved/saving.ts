import { and, eq, sql } from 'drizzle-orm';
import type { PagedDesires } from '@contract/desire';
import type { ArchivePageQuery, SaveResult } from '@contract/saved';
import type { Database } from '../../db/client';
import { desires, savedDesires } from '../../db/schema';
import { onlyMembers } from '../../live/audience';
import type { LivePublisher } from '../../live/publisher';
import { findVisibleDesire } from '../desires/access';
import { visibleTo } from '../visibility/desires';
import { archivePage } from './paging';
import type { ReaderSets } from '../visibility/reader';

/*
 * A member's bookmarks. Private to them: nobody else learns who saved what, the owner included.
 * A save is only for a desire the member may see (404 "Desire not found" otherwise, as everywhere),
 * and the Saved list applies the visibility rule on every read, so a desire that stops being
 * visible to the member leaves it (its row stays, and it comes back if the desire does); a deleted
 * desire or account takes its rows along (foreign keys).
 */

/** The member's other tabs and devices follow at once. */
function tellOtherTabs(live: LivePublisher, memberId: string, desireId: string, saved: boolean): void {
  live.publish({ kind: 'event', audience: onlyMembers([memberId]), event: { type: 'desire_saved', data: { desireId, saved } } });
}

/** PUT /api/desires/{id}/save: saving twice is saving once. */
export async function saveDesire(db: Database, live: LivePublisher, memberId: string, desireId: string): Promise<SaveResult> {
  await findVisibleDesire(db, desireId, memberId);
  const added = await db.insert(savedDesires).values({ userId: memberId, desireId }).onConflictDoNothing().returning({ id: savedDesires.desireId });
  if (added.length > 0) tellOtherTabs(live, memberId, desireId, true);
  return { saved: true };
}

/** DELETE /api/desires/{id}/save: removing what is not there changes nothing. */
export async function unsaveDesire(db: Database, live: LivePublisher, memberId: string, desireId: string): Promise<SaveResult> {
  await findVisibleDesire(db, desireId, memberId);
  const removed = await db
    .delete(savedDesires)
    .where(and(eq(savedDesires.userId, memberId), eq(savedDesires.desireId, desireId)))
    .returning({ id: savedDesires.desireId });
  if (removed.length > 0) tellOtherTabs(live, memberId, desireId, false);
  return { saved: false };
}

/** GET /api/saved: the member's saved desires they may still see, newest save first. */
export function savedList(db: Database, memberId: string, query: ArchivePageQuery, readerSets: ReaderSets): Promise<PagedDesires> {
  const from = sql`from ${savedDesires} s join ${desires} on ${desires.id} = s.desire_id where s.user_id = ${memberId} and ${visibleTo(memberId)}`;
  return archivePage(db, memberId, from, sql`s.created_at desc, s.desire_id desc`, query, readerSets);
}
