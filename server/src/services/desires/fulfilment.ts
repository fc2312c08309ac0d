import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Desire, DesireStatus, FulfillmentType } from '@contract/desire';
import type { Database } from '../../db/client';
import { desires, fulfillments, type DesireRow, type UserRow } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { LivePublisher } from '../../live/publisher';
import { NoticeOutbox, writeNotification } from '../notifications';
import { findOwnDesire, findVisibleDesire } from './access';
import { publishDesire } from './events';
import { committedRecord } from './queries';
import { toDesireFor } from './saved-flags';
import type { ReaderSets } from '../visibility/reader';
import { statusSeenBy, unrevealed } from '../visibility/surprise';

export const OWN_DESIRE = 'You cannot fulfill your own desire';
export const ALREADY_OFFERED = 'You have already offered to fulfill this desire';
export const NOT_ALLOWED = 'This status change is not allowed';

export interface StartResult {
  message: string;
  alreadyFulfilled?: boolean;
  desire: Desire;
}

/**
 * A member offers to fulfil someone else's desire: only from status desire, which moves it to
 * in_progress with their offer as the active fulfilment. The owner is told, without a name when the
 * offer is anonymous.
 */
export async function startFulfillment(
  db: Database,
  live: LivePublisher,
  member: UserRow,
  id: string,
  body: { anonymous: boolean; message?: string },
  readerSets: ReaderSets,
): Promise<StartResult> {
  const outbox = new NoticeOutbox();
  const outcome = await db.transaction(async (tx) => {
    // The row lock makes two offers at once take turns: the second sees in_progress.
    const desire = await findVisibleDesire(tx, id, member.id, { lock: true });
    if (desire.userId === member.id) throw badRequest(OWN_DESIRE);
    if (desire.status === 'fulfilled') throw badRequest('This desire has already been fulfilled');
    if (desire.status === 'in_progress') {
      const [active] = await tx
        .select({ userId: fulfillments.userId })
        .from(fulfillments)
        .where(and(eq(fulfillments.desireId, id), isNull(fulfillments.fulfilledAt)))
        .orderBy(desc(fulfillments.createdAt))
        .limit(1);
      if (active?.userId === member.id) return 'already' as const;
      throw badRequest('This desire is already being fulfilled');
    }
    const now = new Date();
    const message = body.message?.trim() || null;
    await tx.insert(fulfillments).values({ id: newId(now), desireId: id, userId: member.id, anonymous: body.anonymous, message, createdAt: now });
    // An unrevealed surprise's owner reads its dates too: the offer leaves no trace there.
    await tx.update(desires).set(unrevealed(desire) ? { status: 'in_progress' } : { status: 'in_progress', updatedAt: now }).where(eq(desires.id, id));
    const notice = await writeNotification(tx, {
      recipientId: desire.userId,
      actorId: member.id,
      anonymousActor: body.anonymous,
      type: 'fulfillment',
      parts: { kind: 'offer', name: body.anonymous ? null : member.fullName, title: desire.title, message },
      desireId: id,
      relatedId: id,
      switch: 'notifyFulfillments',
      about: desire,
    });
    outbox.add(notice, member);
    return 'started' as const;
  });
  const record = await committedRecord(db, id);
  // Asking again changes nothing, so there is nothing to tell.
  if (outcome === 'already') return { message: ALREADY_OFFERED, alreadyFulfilled: true, desire: await toDesireFor(db, record, member.id, readerSets) };
  await publishDesire(db, live, record, { type: 'status_update', action: 'fulfillment_started' });
  outbox.send(live);
  return { message: 'Fulfillment started', desire: await toDesireFor(db, record, member.id, readerSets) };
}

/** in_progress to fulfilled: the active offer gets its date and its maker is told. */
async function markFulfilled(db: Database, owner: UserRow, desire: DesireRow, now: Date, outbox: NoticeOutbox): Promise<void> {
  const done = await db
    .update(fulfillments)
    .set({ fulfilledAt: now })
    .where(and(eq(fulfillments.desireId, desire.id), isNull(fulfillments.fulfilledAt)))
    .returning({ id: fulfillments.id, userId: fulfillments.userId });
  for (const fulfilment of done) {
    // An offer whose maker has since deleted their account has nobody to tell.
    if (fulfilment.userId === null) continue;
    const notice = await writeNotification(db, {
      recipientId: fulfilment.userId,
      actorId: owner.id,
      type: 'fulfillment',
      parts: { kind: 'fulfilled', name: owner.fullName, title: desire.title },
      desireId: desire.id,
      relatedId: desire.id,
      switch: 'notifyFulfillments',
    });
    outbox.add(notice, owner);
  }
}

/** The owner's "Mark as Fulfilled" from in_progress. */
export async function completeFulfillment(db: Database, live: LivePublisher, owner: UserRow, id: string, readerSets: ReaderSets): Promise<Desire> {
  const outbox = new NoticeOutbox();
  await db.transaction(async (tx) => {
    const desire = await findOwnDesire(tx, id, owner.id, 'Only the owner can mark a desire fulfilled', { lock: true });
    // The owner of an unrevealed surprise knows of no offer: to them it is still desired.
    if (statusSeenBy(desire, owner.id) !== 'in_progress') throw badRequest('Only a desire in progress can be marked fulfilled');
    const now = new Date();
    await tx.update(desires).set({ status: 'fulfilled', updatedAt: now }).where(eq(desires.id, id));
    await markFulfilled(tx, owner, desire, now, outbox);
  });
  const record = await committedRecord(db, id);
  await publishDesire(db, live, record, { type: 'status_update', action: 'fulfillment_completed' });
  outbox.send(live);
  return toDesireFor(db, record, owner.id, readerSets);
}

/** The owner menu's moves, and nothing else (the spec: member core 4). */
const OWNER_MOVES: Record<DesireStatus, readonly DesireStatus[]> = {
  desire: [],
  in_progress: ['fulfilled', 'desire'],
  fulfilled: ['in_progress', 'desire'],
};

export async function changeStatus(
  db: Database,
  live: LivePublisher,
  owner: UserRow,
  id: string,
  body: { status: DesireStatus | 'desired'; fulfillmentType?: FulfillmentType },
  readerSets: ReaderSets,
): Promise<Desire> {
  const target: DesireStatus = body.status === 'desired' ? 'desire' : body.status;
  const outbox = new NoticeOutbox();
  await db.transaction(async (tx) => {
    const desire = await findOwnDesire(tx, id, owner.id, 'Only the owner can change the status', { lock: true });
    if (!OWNER_MOVES[statusSeenBy(desire, owner.id)].includes(target)) throw badRequest(NOT_ALLOWED);
    const now = new Date();
    await tx
      .update(desires)
      .set({ status: target, updatedAt: now, ...(body.fulfillmentType ? { fulfillmentType: body.fulfillmentType } : {}) })
      .where(eq(desires.id, id));
    if (target === 'fulfilled') await markFulfilled(tx, owner, desire, now, outbox);
    // Reset to In Progress: the offer stands again, not yet fulfilled.
    if (target === 'in_progress') await tx.update(fulfillments).set({ fulfilledAt: null }).where(eq(fulfillments.desireId, id));
    // Reset to Desired: the offer is withdrawn, so that someone (anyone) may offer again.
    if (target === 'desire') await tx.delete(fulfillments).where(eq(fulfillments.desireId, id));
  });
  const record = await committedRecord(db, id);
  await publishDesire(db, live, record, { type: 'status_update', action: 'status_changed' });
  outbox.send(live);
  return toDesireFor(db, record, owner.id, readerSets);
}
