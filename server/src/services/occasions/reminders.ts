import { asc, eq, gt, sql } from 'drizzle-orm';
import { addDays, daysBetween, nextOccurrence, occasionLimits } from '@contract/occasion';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { follows, occasionReminders, occasions, users } from '../../db/schema';
import type { LivePublisher } from '../../live/publisher';
import { NoticeOutbox, writeNotification } from '../notifications';
import { occasionVisibleTo } from '../visibility/occasions';
import { mayFallBetween } from './falling';
import type { SweepTask } from './sweep';

/*
 * The sweep's reminders (docs/decisions/gifting.md "Occasions and reminders on the server"): 14 and 3
 * days before an occasion falls, each follower who may see it (a muter of its owner left out) gets one
 * notice. Each is recorded in occasion_reminders in the notice's own transaction, and written only
 * when that row is new: once per follower, occasion, day it falls and days before, whatever restarts
 * or processes. A sweep that missed the day catches up the last reminder (3 days) while the occasion
 * is still at least a day away; a missed 14-day one is not sent late.
 */

/** Occasions read at a time, and followers reminded in one transaction. */
export const OCCASION_PAGE = 200;
export const FOLLOWER_PAGE = 500;

interface Falling {
  id: string;
  userId: string;
  title: string;
  date: string;
  yearly: boolean;
  ownerName: string;
  ownerImage: string | null;
}

/** The days before an occasion each reminder goes, with the window in which it may still go. */
function reminderWindows(today: string): { daysBefore: number; from: string; last: string }[] {
  const last = Math.min(...occasionLimits.reminderDays);
  return occasionLimits.reminderDays.map((days) => ({ daysBefore: days, from: addDays(today, days === last ? 1 : days), last: addDays(today, days) }));
}

/** The reminders task with its page sizes (smaller ones in tests, to walk the pages). */
export function occasionRemindersTask(pages: { occasions: number; followers: number } = { occasions: OCCASION_PAGE, followers: FOLLOWER_PAGE }): SweepTask {
  return (db, live, today) => sendReminders(db, live, today, pages);
}

/** A sweep task: sends the day's reminders; how many notices it wrote. */
export const sendOccasionReminders: SweepTask = occasionRemindersTask();

async function sendReminders(db: Database, live: LivePublisher, today: string, pages: { occasions: number; followers: number }): Promise<number> {
  let sent = 0;
  for (const window of reminderWindows(today)) {
    let after = '';
    for (;;) {
      const page: Falling[] = await db
        .select({
          id: occasions.id,
          userId: occasions.userId,
          title: occasions.title,
          date: occasions.date,
          yearly: occasions.yearly,
          ownerName: users.fullName,
          ownerImage: users.profileImage,
        })
        .from(occasions)
        .innerJoin(users, eq(users.id, occasions.userId))
        .where(sql`${mayFallBetween(today, window.from, window.last)} and ${gt(occasions.id, after)}`)
        .orderBy(asc(occasions.id))
        .limit(pages.occasions);
      for (const occasion of page) {
        const next = nextOccurrence(occasion, today);
        if (next < window.from || next > window.last) continue;
        sent += await remindFollowers(db, live, occasion, { next, daysBefore: window.daysBefore, daysLeft: daysBetween(today, next) }, pages.followers);
      }
      if (page.length < pages.occasions) break;
      after = page.at(-1)!.id;
    }
  }
  return sent;
}

/** The followers who may see the occasion get its reminder, a page at a time, each page in one transaction. */
async function remindFollowers(
  db: Database,
  live: LivePublisher,
  occasion: Falling,
  { next, daysBefore, daysLeft }: { next: string; daysBefore: number; daysLeft: number },
  pageSize: number,
): Promise<number> {
  const owner = { id: occasion.userId, fullName: occasion.ownerName, profileImage: occasion.ownerImage };
  let sent = 0;
  let after = '';
  for (;;) {
    const result = await db.execute(sql`
      select ${follows.followerId} as id from ${follows} join ${occasions} on ${occasions.id} = ${occasion.id}
      where ${follows.followeeId} = ${occasion.userId} and ${follows.followerId} > ${after}
        and ${occasionVisibleTo(follows.followerId, { attention: true })}
      order by ${follows.followerId} limit ${pageSize}`);
    const followers = rowsOf<{ id: string }>(result).map((row) => row.id);
    if (followers.length === 0) break;
    const outbox = new NoticeOutbox();
    sent += await db.transaction(async (tx) => {
      const fresh = await tx
        .insert(occasionReminders)
        .values(followers.map((followerId) => ({ occasionId: occasion.id, followerId, fallsOn: next, daysBefore })))
        .onConflictDoNothing()
        .returning({ followerId: occasionReminders.followerId });
      let written = 0;
      for (const { followerId } of fresh) {
        const row = await writeNotification(tx, {
          recipientId: followerId,
          actorId: occasion.userId,
          type: 'occasion_reminder',
          parts: { kind: 'occasion', name: occasion.ownerName, title: occasion.title, date: next, daysLeft },
          desireId: null,
          relatedId: occasion.id,
        });
        outbox.add(row, owner);
        if (row) written++;
      }
      return written;
    });
    outbox.send(live);
    if (followers.length < pageSize) break;
    after = followers.at(-1)!;
  }
  return sent;
}
