import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PagedDesires } from '@contract/desire';
import type { Database } from '../../db/client';
import { GENERIC_PLAN } from '../../db/generic-plan';
import { desires } from '../../db/schema';
import { POPULARITY_TAG, cacheTags, type ReadCache } from '../../lib/read-cache';
import { filterConditions, rowCount, statusFilter, type FeedFilters } from './feed-filters';
import { readRecordsByIds } from './queries';
import { toDesiresFor } from './saved-flags';
import type { DesireRecord } from '../../db/desire-record';
import { notHidden } from '../visibility/members';
import { visibleTo } from '../visibility/desires';
import type { ReaderSets } from '../visibility/reader';
import { rowsOf } from '../../db/rows';

/** Nothing when the reader muted nobody, so that the usual statement text (and plan) stays. */
const withoutMuted = (muted: readonly string[]): SQL => (muted.length === 0 ? sql`` : sql` and f.followee_id <> all(${sql.param([...muted])}::text[])`);

/**
 * The per-owner counters of the desires a page with these filters could hold from one followed member
 * `f`: their public and followers-only desires (a desire an operator hid counts under 'hidden'), of the
 * status and category asked for. With a category the counters are those per owner and category
 * (migration 0020).
 */
function ownerCounters(filters: FeedFilters): { table: SQL; of: SQL } {
  const status = statusFilter(filters.status);
  const { category } = filters;
  return {
    table: category ? sql`desire_owner_category_counts c` : sql`desire_owner_counts c`,
    of: sql`c.user_id = f.followee_id${category ? sql` and c.category = ${category}` : sql``} and c.visibility in ('public', 'followers')${status ? sql` and c.status = ${status}` : sql``}`,
  };
}

/**
 * The page's ids, newest (or most popular) first. The followed members' desires are spread over the
 * whole table, so reading them all and sorting (what `user_id in (followees)` plans to) touches
 * thousands of rows for ten. Instead each followed member's newest public and followers-only desires
 * come from their own index (which holds the columns the rule and the filters test), at most
 * `offset + limit` each, and only those are merged and sorted: page 1 of a member who follows 20 reads
 * 200 index entries at most. A followed member whom the counters give none of (all private, shared
 * with others, or none of the category or status asked for) is not walked at all: walked, their whole
 * index was read to find nothing. The custom desires shared with the reader come from the reader's
 * shares, a short list, rather than from every followed member's index. The walk's own visibility
 * test is written `(…) is true` so that it matches no index (feed-filters.ts): as a plain condition,
 * the plan for a small table walked the index of all public desires instead of the member's.
 */
function pageIdsQuery(viewerId: string, filters: FeedFilters, muted: readonly string[]): SQL {
  const offset = (filters.page - 1) * filters.limit;
  const popular = filters.sort === 'popular';
  const score = sql`(${desires.reactionsCount} + ${desires.commentsCount})`;
  const conditions = [visibleTo(viewerId), ...filterConditions({ ...filters, userId: undefined }, { ownerRows: true })];
  const innerOrder = popular ? sql`${score} desc, ${desires.createdAt} desc, ${desires.id} desc` : sql`${desires.createdAt} desc, ${desires.id} desc`;
  const outerOrder = popular ? sql`p.score desc, p.created_at desc, p.id desc` : sql`p.created_at desc, p.id desc`;
  const each = rowCount(offset + filters.limit);
  const followed = sql`f.followee_id <> ${viewerId}${filters.userId ? sql` and f.followee_id = ${filters.userId}` : sql``}${withoutMuted(muted)}`;
  const counters = ownerCounters(filters);
  // `offset 0` plans the reader's follows on their own, as the index lookup they are: planned with the
  // walk, whose cost dwarfs theirs, they were read by a scan of the whole follows table instead (1 to 2 ms
  // of a 4 ms page on PGlite at 4,000 follows).
  return sql`
    select p.id from (
      select p.id, p.created_at, p.score from (
        select f.followee_id from follows f
        where f.follower_id = ${viewerId} and ${followed}
          and exists (select 1 from ${counters.table} where ${counters.of} and c.count > 0)
        offset 0
      ) f cross join lateral (
        select ${desires.id} as id, ${desires.createdAt} as created_at, ${score} as score from ${desires}
        where ${and(eq(desires.userId, sql`f.followee_id`), sql`(${desires.visibility} in ('public', 'followers')) is true`, ...conditions)}
        order by ${innerOrder} limit ${each}
      ) p
      union all (
        select ${desires.id}, ${desires.createdAt}, ${score} from desire_shares s
          join ${desires} on ${desires.id} = s.desire_id
          join follows f on f.followee_id = ${desires.userId} and f.follower_id = ${viewerId}
        where s.user_id = ${viewerId} and ${followed} and ${and(sql`${desires.visibility} = 'custom'`, ...conditions)}
        order by ${innerOrder} limit ${each}
      )
    ) p
    order by ${outerOrder} limit ${rowCount(filters.limit)} offset ${rowCount(offset)}`;
}

/**
 * How many desires the Following tab holds for the reader, from the per-owner counters: the public and
 * followers-only desires of everyone they follow, plus the custom ones shared with them.
 */
function totalQuery(viewerId: string, filters: FeedFilters, muted: readonly string[]): SQL {
  const status = statusFilter(filters.status);
  const { category } = filters;
  // Nor the desires of a followed member who is out of the members' space (an admin's block) while it lasts.
  const author = sql`${filters.userId ? sql` and f.followee_id = ${filters.userId}` : sql``}${withoutMuted(muted)} and ${notHidden(sql`f.followee_id`)}`;
  const counters = ownerCounters(filters);
  return sql`
    select (
      select coalesce(sum(c.count), 0) from follows f join ${counters.table} on ${counters.of}
      where f.follower_id = ${viewerId} and f.followee_id <> ${viewerId}${author}
    ) + (
      select count(*) from desire_shares s join desires d on d.id = s.desire_id
        join follows f on f.followee_id = d.user_id and f.follower_id = ${viewerId}
      where s.user_id = ${viewerId} and d.visibility = 'custom' and d.user_id <> ${viewerId}${author}${status ? sql` and d.status = ${status}` : sql``}${category ? sql` and d.categories @> array[${category}]::text[]` : sql``}
    )`;
}

/**
 * The total and the page's ids in one statement (a round trip costs more than either), then the records.
 * The plan is the same for every reader and filter (their follows, then each followed member's index
 * and counters), so it is made once (GENERIC_PLAN).
 */
async function followingRecords(db: Database, viewerId: string, filters: FeedFilters, muted: readonly string[], cache: ReadCache | undefined): Promise<{ records: DesireRecord[]; total: number }> {
  const plan = sql.raw(GENERIC_PLAN);
  const [row] = rowsOf<{ total: number | string; ids: string[] }>(
    await db.execute(sql`select ${plan} (${totalQuery(viewerId, filters, muted)})::int as total, array(${pageIdsQuery(viewerId, filters, muted)}) as ids`),
  );
  const records = await readRecordsByIds(db, cache, row?.ids ?? []);
  return { records, total: Number(row?.total ?? 0) };
}

/**
 * The Following tab: what the members the reader follows have posted that the reader may see. The
 * page is kept for the reader for a moment (see ReadCache), dropped when one of its desires changes
 * or the reader follows or unfollows someone.
 */
export async function followingFeed(db: Database, viewerId: string, filters: FeedFilters, cache: ReadCache | undefined, readerSets: ReaderSets): Promise<PagedDesires> {
  const key = `following:${viewerId}:${JSON.stringify([filters.status, filters.category, filters.userId, filters.sort, filters.page, filters.limit])}`;
  // Members the reader muted leave the tab (blocks end follows, so blocked members are not in it).
  const { muted } = readerSets;
  const load = () => followingRecords(db, viewerId, filters, [...muted], cache);
  const tagsOf = ({ records }: { records: DesireRecord[] }) => [
    cacheTags.following(viewerId),
    ...(filters.sort === 'popular' ? [POPULARITY_TAG] : []),
    ...records.map((r) => cacheTags.desire(r.desire.id)),
  ];
  const { records, total } = await (cache ? cache.get(key, load, tagsOf) : load());
  return { desires: await toDesiresFor(db, records, viewerId, readerSets), total, hasMore: filters.page * filters.limit < total };
}
