import { and, eq, sql } from 'drizzle-orm';
import { NO_PRICE, OWN_PLEDGE, PLEDGE_OVER_PRICE, type PledgeResult } from '@contract/gifting';
import type { Database } from '../../db/client';
import { desires, pledges, type DesireRow, type UserRow } from '../../db/schema';
import { badRequest, HttpError } from '../../lib/http-error';
import type { LivePublisher } from '../../live/publisher';
import { findVisibleDesire } from '../desires/access';
import { publishDesire } from '../desires/events';
import { committedRecord } from '../desires/queries';
import { recordFor } from '../visibility/cuts';
import { NoticeOutbox, writeNotification } from '../notifications';
import type { ReaderSets } from '../visibility/reader';
import { fromCents, pledgesFor, toCents } from './pledge-view';

export const PLEDGE_FULFILLED = 'This desire has already been fulfilled';
export const NO_PLEDGE = 'You have not pledged to this desire';
export const PLEDGE_SAVED = 'Pledge saved';
export const PLEDGE_WITHDRAWN = 'Pledge withdrawn';

export interface PledgeInput {
  amount: number;
  anonymous: boolean;
  message?: string | null;
}

/** The 409 of a part past the price: what is left for this giver, their own current part included. */
function overPrice(desire: DesireRow, leftCents: number): HttpError {
  return new HttpError(409, PLEDGE_OVER_PRICE, { left: fromCents(Math.max(0, leftCents)), currency: desire.priceCurrency ?? '' });
}

/** The database's check on the sum (migration 0025), for a write that got past the row lock somehow. */
function isPastPrice(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23514' && (constraint === undefined || constraint === 'desires_pledged_within_price')) return true;
  }
  return false;
}

/** The desire a member may pledge to, its row locked for the rest of the transaction (pledges take turns). */
async function pledgeable(tx: Database, id: string, member: UserRow): Promise<DesireRow> {
  const desire = await findVisibleDesire(tx, id, member.id, { lock: true });
  if (desire.userId === member.id) throw badRequest(OWN_PLEDGE);
  if (desire.priceCents === null) throw badRequest(NO_PRICE);
  if (desire.status === 'fulfilled') throw badRequest(PLEDGE_FULFILLED);
  return desire;
}

/**
 * PUT /api/desires/{id}/pledge: sets or changes the member's part. Pledges to one desire take turns
 * on its row lock, and the part and the desire's sum change in the same transaction: the sum never
 * passes the price (the database's check is the last guard). A first part tells the owner (not the
 * owner of an unrevealed surprise); a changed one does not again.
 */
export async function setPledge(db: Database, live: LivePublisher, member: UserRow, id: string, body: PledgeInput, readerSets: ReaderSets): Promise<PledgeResult> {
  const outbox = new NoticeOutbox();
  const cents = toCents(body.amount);
  const message = body.message?.trim() || null;
  try {
    await db.transaction(async (tx) => {
      const desire = await pledgeable(tx, id, member);
      const [existing] = await tx.select({ amountCents: pledges.amountCents }).from(pledges).where(and(eq(pledges.desireId, id), eq(pledges.userId, member.id))).for('update');
      const mine = existing?.amountCents ?? 0;
      const left = desire.priceCents! - desire.pledgedCents + mine;
      if (cents > left) throw overPrice(desire, left);
      const now = new Date();
      await tx
        .insert(pledges)
        .values({ desireId: id, userId: member.id, amountCents: cents, anonymous: body.anonymous, message, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: [pledges.desireId, pledges.userId], set: { amountCents: cents, anonymous: body.anonymous, message, updatedAt: now } });
      await tx
        .update(desires)
        .set({ pledgedCents: sql`${desires.pledgedCents} + ${cents - mine}`, pledgeCount: sql`${desires.pledgeCount} + ${existing ? 0 : 1}` })
        .where(eq(desires.id, id));
      if (existing) return;
      const notice = await writeNotification(tx, {
        recipientId: desire.userId,
        actorId: member.id,
        anonymousActor: body.anonymous,
        type: 'pledge',
        parts: { kind: 'pledge', name: body.anonymous ? null : member.fullName, title: desire.title, amount: body.amount, currency: desire.priceCurrency! },
        desireId: id,
        relatedId: id,
        switch: 'notifyFulfillments',
        about: desire,
      });
      outbox.add(notice, member);
    });
  } catch (error) {
    if (!isPastPrice(error)) throw error;
    const [desire] = await db.select().from(desires).where(eq(desires.id, id));
    const [mine] = await db.select({ amountCents: pledges.amountCents }).from(pledges).where(and(eq(pledges.desireId, id), eq(pledges.userId, member.id)));
    throw overPrice(desire!, desire!.priceCents! - desire!.pledgedCents + (mine?.amountCents ?? 0));
  }
  return afterPledge(db, live, member, id, PLEDGE_SAVED, outbox, readerSets);
}

/** DELETE /api/desires/{id}/pledge: the member takes their part back. Nobody is told but by the live update. */
export async function withdrawPledge(db: Database, live: LivePublisher, member: UserRow, id: string, readerSets: ReaderSets): Promise<PledgeResult> {
  await db.transaction(async (tx) => {
    await findVisibleDesire(tx, id, member.id, { lock: true });
    const [gone] = await tx
      .delete(pledges)
      .where(and(eq(pledges.desireId, id), eq(pledges.userId, member.id)))
      .returning({ amountCents: pledges.amountCents });
    if (!gone) throw badRequest(NO_PLEDGE);
    await tx
      .update(desires)
      .set({ pledgedCents: sql`${desires.pledgedCents} - ${gone.amountCents}`, pledgeCount: sql`${desires.pledgeCount} - 1` })
      .where(eq(desires.id, id));
  });
  return afterPledge(db, live, member, id, PLEDGE_WITHDRAWN, new NoticeOutbox(), readerSets);
}

/** Every open copy is updated (not the blind one of an unrevealed surprise's owner); the giver gets the pledges as they now see them. */
async function afterPledge(db: Database, live: LivePublisher, member: UserRow, id: string, message: string, outbox: NoticeOutbox, readerSets: ReaderSets): Promise<PledgeResult> {
  const record = await committedRecord(db, id);
  await publishDesire(db, live, record, { type: 'desire_update' }, { givers: true });
  outbox.send(live);
  return { message, pledges: pledgesFor(recordFor(record, readerSets.blocked), member.id)! };
}
