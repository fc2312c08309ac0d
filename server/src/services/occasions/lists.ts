import { and, eq, sql } from 'drizzle-orm';
import { addDays, daysBetween, occasionLimits, todayOf, type Occasion, type UpcomingOccasion } from '@contract/occasion';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { desires, follows, occasions, users } from '../../db/schema';
import type { ReadCache } from '../../lib/read-cache';
import { readRecordsByIds } from '../desires/queries';
import { toDesiresFor } from '../desires/saved-flags';
import { toUserSummary } from '../desires/serialise';
import { canSeeDetails, findMember } from '../people';
import { visibleTo } from '../visibility/desires';
import { occasionVisibleTo } from '../visibility/occasions';
import type { ReaderSets } from '../visibility/reader';
import { mayFallBetween } from './falling';
import { soonestFirst, toOccasion } from './store';

/*
 * Others' occasions: a profile's list and the reader's Upcoming list. Who may see which is
 * visibility/occasions.ts; the desires shown with them, visibility/desires.ts.
 */

/**
 * GET /api/users/{id}/occasions: what the reader (or a visitor) may see of a member's occasions,
 * soonest first. As with the profile's desires, a private profile lists none to a reader who neither is
 * the member nor follows them; an unknown member, an admin or a member an admin blocked is 404.
 */
export async function memberOccasions(db: Database, viewerId: string | null, memberId: string, today = todayOf()): Promise<Occasion[]> {
  const member = await findMember(db, memberId);
  if (!(await canSeeDetails(db, viewerId, member))) return [];
  const rows = await db
    .select()
    .from(occasions)
    .where(and(eq(occasions.userId, memberId), occasionVisibleTo(viewerId)));
  return soonestFirst(
    rows.map((row) => toOccasion(row, today)),
    today,
    (occasion) => occasion,
  );
}

interface UpcomingRow {
  id: string;
  user_id: string;
  title: string;
  date: string;
  yearly: boolean;
  visibility: 'public' | 'followers' | 'private';
  created_at: string | Date;
  full_name: string;
  profile_image: string | null;
}

/**
 * GET /api/occasions/upcoming: the occasions of members the reader follows that they may see (a muted
 * member's left out) and that fall within `days` from today (0 today, `days` the last day), soonest
 * first, each with the first linked desires the reader may read. Two statements whatever the number
 * of followees: the occasions, then their desires; the desires' records come as the feeds' do.
 */
export async function upcomingOccasions(
  db: Database,
  cache: ReadCache | undefined,
  viewerId: string,
  readerSets: ReaderSets,
  days: number,
  today = todayOf(),
): Promise<UpcomingOccasion[]> {
  const last = addDays(today, days);
  const result = await db.execute(sql`
    select ${occasions.id} as id, ${occasions.userId} as user_id, ${occasions.title} as title, to_char(${occasions.date}, 'YYYY-MM-DD') as date,
      ${occasions.yearly} as yearly, ${occasions.visibility} as visibility, ${occasions.createdAt} as created_at,
      ${users.fullName} as full_name, ${users.profileImage} as profile_image
    from ${follows}
    join ${occasions} on ${occasions.userId} = ${follows.followeeId}
    join ${users} on ${users.id} = ${occasions.userId}
    where ${follows.followerId} = ${viewerId}
      and ${mayFallBetween(today, today, last)}
      and ${occasionVisibleTo(viewerId, { attention: true })}`);
  const found = rowsOf<UpcomingRow>(result).flatMap((row) => {
    const occasion = toOccasion(
      { id: row.id, userId: row.user_id, title: row.title, date: row.date, yearly: row.yearly, visibility: row.visibility, createdAt: new Date(row.created_at), updatedAt: new Date(row.created_at) },
      today,
    );
    const daysLeft = daysBetween(today, occasion.next);
    if (daysLeft < 0 || daysLeft > days) return [];
    return [{ occasion, user: toUserSummary({ id: row.user_id, fullName: row.full_name, profileImage: row.profile_image }), daysLeft }];
  });
  if (found.length === 0) return [];
  soonestFirst(found, today, (item) => item.occasion);

  const linked = await linkedDesires(
    db,
    viewerId,
    found.map((item) => item.occasion._id),
  );
  const records = await readRecordsByIds(db, cache, [...new Set([...linked.values()].flatMap((entry) => entry.ids))]);
  const shown = new Map((await toDesiresFor(db, records, viewerId, readerSets)).map((desire) => [desire._id, desire]));
  return found.map((item) => {
    const entry = linked.get(item.occasion._id);
    return {
      ...item,
      desires: (entry?.ids ?? []).flatMap((id) => shown.get(id) ?? []),
      desiresTotal: entry?.total ?? 0,
    };
  });
}

/**
 * The newest desires linked to each occasion that the reader may read (at most
 * occasionLimits.upcomingDesires each), and how many they may read in all: one statement.
 */
async function linkedDesires(db: Database, viewerId: string, occasionIds: readonly string[]): Promise<Map<string, { ids: string[]; total: number }>> {
  const result = await db.execute(sql`
    select id, occasion_id, total from (
      select ${desires.id} as id, ${desires.occasionId} as occasion_id,
        count(*) over (partition by ${desires.occasionId})::int as total,
        row_number() over (partition by ${desires.occasionId} order by ${desires.createdAt} desc, ${desires.id} desc) as n
      from ${desires}
      where ${desires.occasionId} = any(${sql.param([...occasionIds])}::text[]) and ${visibleTo(viewerId)}
    ) as linked
    where n <= ${occasionLimits.upcomingDesires}
    order by occasion_id, n`);
  const byOccasion = new Map<string, { ids: string[]; total: number }>();
  for (const row of rowsOf<{ id: string; occasion_id: string; total: number }>(result)) {
    const entry = byOccasion.get(row.occasion_id) ?? { ids: [], total: Number(row.total) };
    entry.ids.push(row.id);
    byOccasion.set(row.occasion_id, entry);
  }
  return byOccasion;
}
