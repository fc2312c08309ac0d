import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Desire } from '@contract/desire';
import { NOT_A_SURPRISE } from '@contract/gifting';
import type { Database } from '../../db/client';
import { desires, fulfillments, type DesireRow, type UserRow } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import type { LivePublisher } from '../../live/publisher';
import { findOwnDesire } from '../desires/access';
import { publishDesire } from '../desires/events';
import { committedRecord, loadDesireRecord } from '../desires/queries';
import { toDesireFor } from '../desires/saved-flags';
import { NoticeOutbox, writeNotification } from '../notifications';
import type { ReaderSets } from '../visibility/reader';

export const ONLY_OWNER_REVEALS = 'Only the owner can reveal this desire';
export const ALREADY_REVEALED = 'Already revealed';
/** Surprises the sweep reveals in one statement. */
const BATCH = 100;

/**
 * Reveals the surprises `where` names that are not revealed yet, in one conditional statement: a
 * surprise two callers reveal at once is revealed (and its owner told) by the first only.
 */
async function revealWhere(db: Database, where: SQL): Promise<DesireRow[]> {
  return db
    .update(desires)
    .set({ revealedAt: new Date(), revealOn: null })
    .where(and(where, eq(desires.surprise, true), isNull(desires.revealedAt)))
    .returning();
}

/** The one notice of a reveal: to the owner, how many offers and pledges waited for them. */
export async function writeRevealNotice(db: Database, desire: DesireRow, outbox: NoticeOutbox, owner: { id: string; fullName: string; profileImage: string | null }): Promise<void> {
  const [offers] = await db.select({ n: count() }).from(fulfillments).where(eq(fulfillments.desireId, desire.id));
  const notice = await writeNotification(db, {
    recipientId: desire.userId,
    actorId: null,
    type: 'reveal',
    parts: { kind: 'reveal', title: desire.title, offers: offers?.n ?? 0, pledges: desire.pledgeCount },
    desireId: desire.id,
    relatedId: desire.id,
    switch: 'notifyFulfillments',
  });
  outbox.add(notice, owner);
}

/** POST /api/desires/{id}/reveal: the owner sees now who offered and pledged. */
export async function revealDesire(db: Database, live: LivePublisher, owner: UserRow, id: string, readerSets: ReaderSets): Promise<Desire> {
  const outbox = new NoticeOutbox();
  await db.transaction(async (tx) => {
    const desire = await findOwnDesire(tx, id, owner.id, ONLY_OWNER_REVEALS);
    if (!desire.surprise) throw badRequest(NOT_A_SURPRISE);
    const [revealed] = await revealWhere(tx, eq(desires.id, id));
    if (!revealed) throw badRequest(ALREADY_REVEALED);
    await writeRevealNotice(tx, revealed, outbox, { id: owner.id, fullName: owner.fullName, profileImage: owner.profileImage });
  });
  const record = await committedRecord(db, id);
  await publishDesire(db, live, record, { type: 'desire_update' });
  outbox.send(live);
  return toDesireFor(db, record, owner.id, readerSets);
}

/**
 * Reveals every surprise whose reveal day has come (`reveal_on <= today`, a UTC day), a batch at a
 * time on desires_reveal_on_idx, and tells each owner once, even when two processes sweep at once
 * (rows another sweep holds are skipped, and the update re-checks revealed_at). Returns how many
 * this call revealed.
 */
export async function revealDueSurprises(db: Database, live: LivePublisher, today: string): Promise<number> {
  let total = 0;
  for (;;) {
    const outbox = new NoticeOutbox();
    const revealed = await db.transaction(async (tx) => {
      const due = sql`${desires.id} in (select d.id from ${desires} d where d.surprise and d.revealed_at is null and d.reveal_on is not null
        and d.reveal_on <= ${today}::date order by d.reveal_on limit ${sql.raw(String(BATCH))} for update skip locked)`;
      const rows = await revealWhere(tx, due);
      for (const row of rows) await writeRevealNotice(tx, row, outbox, { id: row.userId, fullName: '', profileImage: null });
      return rows;
    });
    total += revealed.length;
    for (const row of revealed) {
      const record = await loadDesireRecord(db, row.id);
      if (record) await publishDesire(db, live, record, { type: 'desire_update' });
    }
    outbox.send(live);
    if (revealed.length < BATCH) return total;
  }
}
