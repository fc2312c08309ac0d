import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { newId } from '../lib/ids';
import { hashPassword } from '../services/passwords';
import { openToolDatabase } from './tool-database';

/**
 * Fills an empty database for the benchmarks: members who follow each other, desires of every
 * visibility and status spread over two years, reactions and comments (with the counters in step),
 * blocks, mutes, saved desires, hidden content, prices with givers' parts and surprises, `--notifications` for the first member and 60 for
 * each of the others. Generated inside the database, so 100,000 desires take seconds. Not for real data: every member shares one password.
 *
 *   node dist/server/bench-seed.mjs --desires 100000 [--members 200] [--notifications 10000]
 */
export const BENCH_PASSWORD = 'bench password';
export const benchEmail = (n: number) => `bench-member-${n}@example.com`;

async function main() {
  const { values } = parseArgs({
    options: { desires: { type: 'string', default: '1000' }, members: { type: 'string', default: '200' }, notifications: { type: 'string', default: '10000' } },
  });
  const desires = Number(values.desires);
  const members = Number(values.members);
  const notifications = Number(values.notifications);
  const database = await openToolDatabase(loadConfig(), 'bench-seed');
  const { db } = database;
  const started = Date.now();
  try {
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const ids = Array.from({ length: members }, () => newId());
    for (let i = 0; i < members; i += 500) {
      const rows = ids.slice(i, i + 500).map((id, k) => sql`(${id}, ${benchEmail(i + k)}, ${passwordHash}, ${`Bench Member ${i + k}`}, true, true)`);
      await db.execute(sql`insert into users (id, email, password_hash, full_name, is_verified, has_completed_signup) values ${sql.join(rows, sql`, `)}`);
    }
    const memberArray = sql`${`{${ids.join(',')}}`}::text[]`;

    // Each member follows the next 20 (wrapping), so following feeds and followers-only desires have readers.
    await db.execute(sql`
      insert into follows (follower_id, followee_id)
      select m.ids[i], m.ids[1 + ((i - 1 + k) % ${members})]
      from (select ${memberArray} as ids) m, generate_series(1, ${members}) i, generate_series(1, 20) k
      on conflict do nothing`);

    // 80% public, then followers, private and custom; 60% desired, 30% in progress, 10% fulfilled.
    await db.execute(sql`
      insert into desires (id, user_id, title, description, estimated_cost, categories, visibility, status, created_at, updated_at)
      select lpad(to_hex(extract(epoch from t.at)::bigint), 8, '0') || substr(md5(g::text || random()::text), 1, 16),
             m.ids[1 + (g % ${members})],
             'Bench desire number ' || g,
             'A desire made for the benchmark, with a description of a realistic length so answers have their usual size.',
             '$' || (10 + g % 990),
             array[(array['Thing','Place','Event','Experience','Goal','Other'])[1 + g % 6]],
             case when g % 20 < 16 then 'public' when g % 20 < 18 then 'followers' when g % 20 = 18 then 'private' else 'custom' end,
             case when g % 10 < 6 then 'desire' when g % 10 < 9 then 'in_progress' else 'fulfilled' end,
             t.at, t.at
      from (select ${memberArray} as ids) m, generate_series(1, ${desires}) g,
           lateral (select now() - (g * interval '1 second' * (63072000.0 / ${desires}))) t(at)`);

    await db.execute(sql`
      insert into desire_shares (desire_id, user_id)
      select d.id, m.ids[1 + (abs(hashtext(d.id)) % ${members})]
      from desires d, (select ${memberArray} as ids) m where d.visibility = 'custom'
      on conflict do nothing`);

    // Up to three reactions on two desires in three, one comment on every fourth.
    await db.execute(sql`
      insert into reactions (id, desire_id, user_id, emoji, created_at)
      select substr(md5(d.id || k::text), 1, 24), d.id, m.ids[1 + ((abs(hashtext(d.id)) + k) % ${members})],
             (array['❤️','👏','🔥','💯','🎯','🙌'])[1 + k], d.created_at + interval '1 hour'
      from desires d, (select ${memberArray} as ids) m, generate_series(0, 2) k
      where abs(hashtext(d.id)) % 3 <> 0
      on conflict do nothing`);
    await db.execute(sql`
      insert into comments (id, desire_id, user_id, text, created_at)
      select substr(md5(d.id || 'c'), 1, 24), d.id, m.ids[1 + ((abs(hashtext(d.id)) + 7) % ${members})], 'Rooting for you!', d.created_at + interval '2 hours'
      from desires d, (select ${memberArray} as ids) m where abs(hashtext(d.id)) % 4 = 0`);
    await db.execute(sql`
      update desires d set reactions_count = r.n from (select desire_id, count(*)::int n from reactions group by 1) r where r.desire_id = d.id`);
    await db.execute(sql`
      update desires d set comments_count = c.n from (select desire_id, count(*)::int n from comments group by 1) c where c.desire_id = d.id`);

    // What members of such an app do with the safety and bookmark features: some have blocked someone
    // and one in five muted someone (never a member they follow, as blocking ends follows), a few
    // saved desires each, and an operator has hidden one desire in a thousand and one comment in a
    // hundred. The read paths then apply these rules to real rows, not to empty tables. Blocks are
    // between members past the first 50, whom the benchmarks sign in as: their reads of desires from
    // across the table would otherwise meet a 404 that is right but counts as a failed request; the
    // mutes make the signed-in muters' Public pages go through the check that serves them the shared
    // page, or one of their own.
    await db.execute(sql`
      insert into member_blocks (blocker_id, blocked_id)
      select m.ids[i], m.ids[1 + ((i - 1 + ${members} / 4) % ${members})]
      from (select ${memberArray} as ids) m, generate_series(1, ${members}) i where i % 10 = 1 and i > 50 and i <= ${members} - ${members} / 4
      on conflict do nothing`);
    await db.execute(sql`
      insert into member_mutes (muter_id, muted_id)
      select m.ids[i], m.ids[1 + ((i - 1 + ${members} / 4) % ${members})]
      from (select ${memberArray} as ids) m, generate_series(1, ${members}) i where i % 5 = 2
      on conflict do nothing`);
    await db.execute(sql`
      insert into saved_desires (user_id, desire_id, created_at)
      select m.ids[1 + (abs(hashtext(d.id)) % ${members})], d.id, d.created_at + interval '3 hours'
      from desires d, (select ${memberArray} as ids) m where d.visibility = 'public' and abs(hashtext(d.id || 's')) % 50 = 0
      on conflict do nothing`);
    await db.execute(sql`update desires set hidden_reason = 'Spam' where abs(hashtext(id || 'h')) % 1000 = 0`);
    // Gifting, as members use it: one desire in ten carries a price (not the fulfilled ones), with up to
    // three givers' parts, one of them anonymous, the sums in step; one in twenty is a surprise not yet
    // revealed, so its owner's reads go through the blind view. A part is never its owner's own.
    await db.execute(sql`
      update desires set price_cents = (50 + abs(hashtext(id || 'p')) % 500) * 100, price_currency = 'EUR'
      where abs(hashtext(id || 'p')) % 10 = 1 and status <> 'fulfilled'`);
    await db.execute(sql`update desires set surprise = true where abs(hashtext(id || 'p')) % 20 = 2`);
    await db.execute(sql`
      insert into pledges (desire_id, user_id, amount_cents, anonymous, created_at, updated_at)
      select d.id, m.ids[1 + ((abs(hashtext(d.id)) + 11 + k) % ${members})], 1000 + k * 500, k = 1, d.created_at + interval '4 hours', d.created_at + interval '4 hours'
      from desires d, (select ${memberArray} as ids) m, generate_series(0, 2) k
      where d.price_cents is not null and k < abs(hashtext(d.id || 'g')) % 4 and m.ids[1 + ((abs(hashtext(d.id)) + 11 + k) % ${members})] <> d.user_id
      on conflict do nothing`);
    await db.execute(sql`
      update desires d set pledged_cents = p.cents, pledge_count = p.n
      from (select desire_id, sum(amount_cents)::int cents, count(*)::int n from pledges group by 1) p where p.desire_id = d.id`);

    await db.execute(sql`update comments set hidden_reason = 'Harassment' where abs(hashtext(id || 'h')) % 100 = 0`);

    // Notifications for the first member, a quarter of them unread: follows (no desire), reactions to
    // their own desires, and fulfilments of other members' desires of every visibility (some of which
    // they may no longer see, so the list's visibility check has work to do).
    await db.execute(sql`
      insert into notifications (id, recipient_id, type, message, is_read, from_user_id, desire_id, related_id, created_at)
      select lpad(to_hex(extract(epoch from now())::bigint - g), 8, '0') || substr(md5('n' || g::text), 1, 16),
             m.ids[1],
             (array['follow', 'reaction', 'fulfillment'])[1 + g % 3],
             case g % 3 when 0 then 'Bench Member ' || (1 + g % 50) || ' started following you'
                        when 1 then 'Bench Member ' || (1 + g % 50) || ' reacted ❤️ to your desire'
                        else 'Your fulfillment of "Bench desire number ' || g || '" has been completed' end,
             g % 4 <> 0,
             m.ids[2 + (g % (${members} - 1))],
             case g % 3 when 0 then null when 1 then own.ids[1 + g % cardinality(own.ids)] else others.ids[1 + g % cardinality(others.ids)] end,
             case g % 3 when 0 then null when 1 then own.ids[1 + g % cardinality(own.ids)] else others.ids[1 + g % cardinality(others.ids)] end,
             now() - g * interval '1 minute'
      from (select ${memberArray} as ids) m,
           lateral (select array_agg(id) as ids from desires where user_id = m.ids[1]) own,
           lateral (select array_agg(id) as ids from (select id from desires where user_id <> m.ids[1] limit 1000) o) others,
           generate_series(1, ${notifications}) g`);
    // Every other member's latest notices, a page and a little more each, as a member who has been here
    // a while has them: reactions to their own desires and new followers. Without them the other
    // members' lists start empty and fill during a run, so a first run reads less than the next.
    await db.execute(sql`
      insert into notifications (id, recipient_id, type, message, is_read, from_user_id, actor_id, desire_id, related_id, created_at)
      select lpad(to_hex(extract(epoch from now())::bigint - k * 3600 - i), 8, '0') || substr(md5('o' || i::text || ':' || k::text), 1, 16),
             m.ids[i],
             case when k % 4 = 0 then 'follow' else 'reaction' end,
             case when k % 4 = 0 then 'Bench Member ' || (1 + (i + k) % ${members}) || ' started following you'
                  else 'Bench Member ' || (1 + (i + k) % ${members}) || ' reacted ❤️ to your desire "' || own.titles[1 + k % cardinality(own.titles)] || '"' end,
             k > 10,
             m.ids[1 + (i + k) % ${members}],
             m.ids[1 + (i + k) % ${members}],
             case when k % 4 = 0 then null else own.ids[1 + k % cardinality(own.ids)] end,
             null,
             now() - (k * 60 + i) * interval '1 minute'
      from (select ${memberArray} as ids) m, generate_series(2, ${members}) i,
           lateral (select array_agg(id) as ids, array_agg(title) as titles from (select id, title from desires where user_id = m.ids[i] limit 60) o) own,
           generate_series(1, 60) k
      where cardinality(own.ids) > 0`);
    // What the server's maintenance does on PGlite (and autovacuum on PostgreSQL) soon after a bulk load.
    await db.execute(sql`vacuum analyze`);
    console.log(`Seeded ${members} members, ${desires} desires and ${notifications} notifications for the first member (60 for each other) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
