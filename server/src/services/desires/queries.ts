import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Desire } from '@contract/desire';
import type { Database } from '../../db/client';
import { GENERIC_PLAN } from '../../db/generic-plan';
import { perDatabase, preparedQuery } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { cacheTags, type ReadCache } from '../../lib/read-cache';
import { comments, desireShares, desires, fulfillments, pledges, reactions, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { DESIRE_NOT_FOUND } from './access';
import { rowCount, type DesireOrder } from './feed-filters';
import { RecordBatches } from './record-batches';
import { toDesiresFor } from './saved-flags';
import type { DesireRecord, FulfillmentJson, MemberRef, PledgeJson, ReactionJson } from '../../db/desire-record';
import { canRead, visibleTo } from '../visibility/desires';
import { isHiddenAccount, isHiddenAccountAs, notHidden } from '../visibility/members';
import type { ReaderSets } from '../visibility/reader';

export type { DesireOrder } from './feed-filters';

/**
 * What one desire needs, in a single query: the row, its author (a join on the primary key), and its
 * reactions, fulfilments and (for a custom desire) shares as JSON from correlated subqueries on their
 * desire_id indexes. A page of 50 is one round trip, never one per desire. What comes back is the same
 * whoever reads; toDesire cuts it to what the reader may see.
 */
const selection = {
  desire: desires,
  author: { id: users.id, fullName: users.fullName, profileImage: users.profileImage },
  // The generic plan (db/generic-plan.ts): the ids come as one array, so one plan serves every page. Left to
  // choose, Postgres went from it to planning anew on every call once the tables had grown a little,
  // and planning these subqueries on PGlite costs three times running them (0.3 ms became 1.1 ms).
  ownerHidden: sql<boolean>`${sql.raw(GENERIC_PLAN)} ${isHiddenAccount}`,
  reactions: sql<ReactionJson[]>`coalesce((
    select json_agg(json_build_object('id', r.id, 'userId', r.user_id, 'emoji', r.emoji, 'createdAt', r.created_at) order by r.created_at, r.id)
    from ${reactions} r where r.desire_id = ${desires.id} and ${notHidden(sql`r.user_id`)}), '[]'::json)`,
  // An offer of an account out of the members' space stays (the status rests on it) as an anonymous one.
  fulfillments: sql<FulfillmentJson[]>`coalesce((
    select json_agg(case when ${isHiddenAccountAs('fu')}
      then json_build_object('id', f.id, 'userId', null, 'fullName', null, 'profileImage', null,
        'anonymous', true, 'message', null, 'fulfilledAt', f.fulfilled_at, 'createdAt', f.created_at)
      else json_build_object('id', f.id, 'userId', f.user_id, 'fullName', fu.full_name, 'profileImage', fu.profile_image,
        'anonymous', f.anonymous, 'message', f.message, 'fulfilledAt', f.fulfilled_at, 'createdAt', f.created_at) end order by f.created_at desc, f.id desc)
    from ${fulfillments} f left join ${users} fu on fu.id = f.user_id where f.desire_id = ${desires.id}), '[]'::json)`,
  // Only a desire with a price can have pledges: every other desire pays nothing for them. A giver out
  // of the members' space keeps their part (the sum rests on it), unnamed, as an anonymous offer does.
  pledges: sql<PledgeJson[] | null>`case when ${desires.priceCents} is not null then coalesce((
    select json_agg(case when ${isHiddenAccountAs('pu')}
      then json_build_object('userId', null, 'fullName', null, 'profileImage', null, 'amountCents', p.amount_cents,
        'anonymous', true, 'message', null, 'createdAt', p.created_at)
      else json_build_object('userId', p.user_id, 'fullName', pu.full_name, 'profileImage', pu.profile_image, 'amountCents', p.amount_cents,
        'anonymous', p.anonymous, 'message', p.message, 'createdAt', p.created_at) end order by p.created_at desc, p.user_id desc)
    from ${pledges} p join ${users} pu on pu.id = p.user_id where p.desire_id = ${desires.id}), '[]'::json) end`,
  // Who commented and how often, counted as the counter counts (visibility/counts.ts): a reader who keeps
  // some members apart gets the comment count less theirs without a statement of their own.
  commenters: sql<Record<string, number> | null>`case when ${desires.commentsCount} > 0 then (
    select json_object_agg(cc.user_id, cc.n) from (select c.user_id, count(*)::int as n from ${comments} c
      where c.desire_id = ${desires.id} and c.hidden_reason is null and ${notHidden(sql`c.user_id`)} group by c.user_id) cc) end`,
  sharedWith: sql<MemberRef[] | null>`case when ${desires.visibility} = 'custom' then (
    select json_agg(json_build_object('id', su.id, 'fullName', su.full_name, 'profileImage', su.profile_image) order by su.full_name, su.id)
    from ${desireShares} s join ${users} su on su.id = s.user_id where s.desire_id = ${desires.id}) end`,
};

function orderBy(order: DesireOrder): SQL[] {
  const newest = [desc(desires.createdAt), desc(desires.id)];
  // The same expression as desires_trending_idx, so that the index serves the popular sort.
  return order === 'popular' ? [sql`(${desires.reactionsCount} + ${desires.commentsCount}) desc`, ...newest] : newest;
}

export interface DesirePage {
  /** Must already include the visibility rule (visibleTo) or a stricter one. */
  where: SQL | undefined;
  order?: DesireOrder;
  limit: number;
  offset?: number;
}

/**
 * A page of desires as records, in two steps: the ids of the page first (walking an index over
 * desires alone, however deep the page), then those rows with their author and child lists.
 * Joining first would join every skipped row of a deep page too. The second statement names the ids
 * as one array, so its text and plan are the same for every page (see db/pglite-statements.ts).
 */
export async function loadDesireRecords(db: Database, page: DesirePage, cache?: ReadCache): Promise<DesireRecord[]> {
  const result = await db.execute<{ id: string }>(
    sql`select ${desires.id} from ${desires} where ${page.where ?? sql`true`} order by ${sql.join(orderBy(page.order ?? 'newest'), sql`, `)} limit ${rowCount(page.limit)} offset ${rowCount(page.offset ?? 0)}`,
  );
  const ids = rowsOf<{ id: string }>(result).map((row) => row.id);
  return cache ? readRecordsByIds(db, cache, ids) : loadRecordsByIds(db, ids, page.order);
}

/** Built once per database for each order: the statement is the same whatever the page holds. */
const recordsByIds = (order: DesireOrder) =>
  preparedQuery((db) =>
    db
      .select(selection)
      .from(desires)
      .innerJoin(users, eq(users.id, desires.userId))
      .where(sql`${desires.id} = any(${sql.placeholder('ids')}::text[])`)
      .orderBy(...orderBy(order))
      .prepare(`desire_records_${order}`),
  );
const recordsByIdsInOrder: Record<DesireOrder, ReturnType<typeof recordsByIds>> = { newest: recordsByIds('newest'), popular: recordsByIds('popular') };

/** The records of these desires (whoever may read them: callers check that), in the feed's order. */
export async function loadRecordsByIds(db: Database, ids: string[], order: DesireOrder = 'newest'): Promise<DesireRecord[]> {
  if (ids.length === 0) return [];
  return recordsByIdsInOrder[order](db).execute({ ids });
}

/**
 * The records of these desires, in the order of `ids`, each shared with the single desire's reads
 * (`desire:<id>`, the key readDesire keeps) for a moment: the desires a feed page shows are on many
 * readers' pages and opened one by one, so only those not kept are read, in one statement. A desire
 * gone meanwhile is left out.
 */
export async function readRecordsByIds(db: Database, cache: ReadCache | undefined, ids: string[]): Promise<DesireRecord[]> {
  if (ids.length === 0) return [];
  if (!cache) {
    const byId = new Map((await loadRecordsByIds(db, ids)).map((record) => [record.desire.id, record]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
  const records = await cache.getMany(
    ids.map(cacheTags.desire),
    async (missing) => {
      const loaded = await recordBatches(db).load(missing.map(desireIdOfKey));
      return new Map(loaded.flatMap((record) => (record ? [[cacheTags.desire(record.desire.id), record] as const] : [])));
    },
    (_record, key) => [key],
  );
  return records.filter((record): record is DesireRecord => record !== null);
}

const desireIdOfKey = (key: string) => key.slice(cacheTags.desire('').length);

/** The records the read cache misses, read together with those other requests miss meanwhile (record-batches.ts). */
const recordBatches = perDatabase((db) => new RecordBatches((ids) => loadRecordsByIds(db, ids), (record: DesireRecord) => record.desire.id));

/** One desire's record whoever may read it (callers check that), or null when it does not exist. */
export async function loadDesireRecord(db: Database, id: string): Promise<DesireRecord | null> {
  const [record] = await loadRecordsByIds(db, [id]);
  return record ?? null;
}

/**
 * A desire as it is once a write has committed, for the write's answer (cut for the writer) and its
 * live event (cut for each recipient); 404 only if it was deleted meanwhile.
 */
export async function committedRecord(db: Database, id: string): Promise<DesireRecord> {
  const record = await loadDesireRecord(db, id);
  if (!record) throw notFound(DESIRE_NOT_FOUND);
  return record;
}

/** A page of desires, serialised for this reader. */
export async function loadDesires(db: Database, viewerId: string | null, page: DesirePage, readerSets: ReaderSets): Promise<Desire[]> {
  const records = await loadDesireRecords(db, page);
  return toDesiresFor(db, records, viewerId, readerSets);
}

/** One desire the reader may see, serialised; 404 "Desire not found" otherwise. Reads the database. */
export async function getDesire(db: Database, viewerId: string | null, id: string, readerSets: ReaderSets): Promise<Desire> {
  const [desire] = await loadDesires(db, viewerId, { where: and(eq(desires.id, id), visibleTo(viewerId)), limit: 1 }, readerSets);
  if (!desire) throw notFound(DESIRE_NOT_FOUND);
  return desire;
}

/**
 * The same as getDesire for the single desire page: the record is shared between readers for a
 * moment (see ReadCache), the reader's right to see it is checked on every read.
 */
export async function readDesire(db: Database, cache: ReadCache, viewerId: string | null, id: string, readerSets: ReaderSets): Promise<Desire> {
  const record = await cache.get(cacheTags.desire(id), async () => (await recordBatches(db).load([id]))[0] ?? null, () => [cacheTags.desire(id)]);
  if (!record || !(await canRead(db, viewerId, record.desire, record.ownerHidden, readerSets.blocked))) throw notFound(DESIRE_NOT_FOUND);
  const [desire] = await toDesiresFor(db, [record], viewerId, readerSets);
  return desire!;
}
