import { and, eq, isNull } from 'drizzle-orm';
import type { Desire } from '@contract/desire';
import type { Database } from '../../db/client';
import { desires, fulfillments, type UserRow } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import type { LivePublisher } from '../../live/publisher';
import { findVisibleDesire } from '../desires/access';
import { publishDesire } from '../desires/events';
import { committedRecord } from '../desires/queries';
import { toDesireFor } from '../desires/saved-flags';
import type { ReaderSets } from '../visibility/reader';
import { unrevealed } from '../visibility/surprise';

export const NO_OFFER_TO_WITHDRAW = 'You have no offer to withdraw on this desire';

/**
 * DELETE /api/desires/{id}/start-fulfillment (an extra): the maker of the active offer takes it back,
 * and the desire is desired again, for anyone to offer. The owner of a surprise cannot reset what
 * they do not see, so the giver does it; on any other desire it works alike. Nobody is told but by
 * the desire's live update (which the owner of an unrevealed surprise does not get).
 */
export async function withdrawOffer(db: Database, live: LivePublisher, member: UserRow, id: string, readerSets: ReaderSets): Promise<Desire> {
  await db.transaction(async (tx) => {
    const desire = await findVisibleDesire(tx, id, member.id, { lock: true });
    if (desire.status !== 'in_progress') throw badRequest(NO_OFFER_TO_WITHDRAW);
    const gone = await tx
      .delete(fulfillments)
      .where(and(eq(fulfillments.desireId, id), eq(fulfillments.userId, member.id), isNull(fulfillments.fulfilledAt)))
      .returning({ id: fulfillments.id });
    if (gone.length === 0) throw badRequest(NO_OFFER_TO_WITHDRAW);
    await tx.update(desires).set(unrevealed(desire) ? { status: 'desire' } : { status: 'desire', updatedAt: new Date() }).where(eq(desires.id, id));
  });
  const record = await committedRecord(db, id);
  await publishDesire(db, live, record, { type: 'status_update', action: 'status_changed' });
  return toDesireFor(db, record, member.id, readerSets);
}
