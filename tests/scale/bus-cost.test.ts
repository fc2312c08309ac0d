import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire } from '@contract/desire';
import { follow as followDirectly, makeMembers, type Member } from '../server/helpers/desires';
import { withTimeout } from '../server/helpers/live';
import { openTestDatabase } from '../server/helpers/test-app';
import { ServerProcess } from './server-process';

// What one write costs the other processes: the messages and bytes a server process publishes on its
// Redis channel for a reaction, a new desire, a chat message and a follow, read by a plain subscriber
// (as every other process would). Printed for docs/benchmarks.md and held to what they are now, so
// that a change that makes a write cost more shows here.
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const port = Number(process.env.SCALE_PORT ?? 5281) + 20;

/** One Redis message. */
interface Published {
  /** What it carries, in order: each live message's kind, and its event's type when it has one. */
  carries: string[];
  /** On the channel every process reads, or on one member's (read only where that member has a socket). */
  shared: boolean;
  bytes: number;
}

describe('the messages one write publishes to the other processes', () => {
  let server: ServerProcess;
  let listener: Redis;
  let drop: () => Promise<void>;
  let m: Record<'owner' | 'fan' | 'friend' | 'marker', Member>;
  const seen: Published[] = [];
  /** The title of the marker desire `cost` waits for, and what to call when its message arrives. */
  let marker: { title: string; arrived: () => void } | null = null;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    if (!opened.url) throw new Error('npm run test:scale needs PostgreSQL: TEST_DATABASE_URL is not set');
    m = await makeMembers(opened, ['owner', 'fan', 'friend', 'marker'] as const);
    await followDirectly(opened.database.db, m.friend, m.owner);
    const prefix = `wishwell-cost-${randomBytes(6).toString('hex')}`;
    listener = new Redis(redisUrl);
    // The shared channel and every member's channel: all a process would receive if it held everyone.
    await listener.psubscribe(`${prefix}:live*`);
    listener.on('pmessage', (_pattern: string, channel: string, text: string) => {
      if (marker && text.includes(marker.title)) return marker.arrived();
      type Carried = { kind: string; event?: { type: string } };
      const envelope = JSON.parse(text) as { message?: Carried; messages?: Carried[] };
      const carried = envelope.messages ?? (envelope.message ? [envelope.message] : []);
      seen.push({ carries: carried.map((c) => (c.event ? `${c.kind}:${c.event.type}` : c.kind)), shared: channel === `${prefix}:live`, bytes: Buffer.byteLength(text) });
    });
    server = new ServerProcess(port, { DATABASE_URL: opened.url, REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: prefix });
    await server.start();
  });
  afterAll(async () => {
    await server?.stop();
    listener?.disconnect();
    await drop?.();
  });

  /**
   * What `write` published. The server then publishes a marker (a desire of a member nobody follows,
   * on the same connection to Redis): Redis passes messages on in the order it was sent them, so once
   * the marker arrives, all that the write published has.
   */
  async function cost(write: () => Promise<Response>): Promise<Published[]> {
    seen.length = 0;
    const res = await write();
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const title = `Marker ${randomBytes(6).toString('hex')}`;
    const arrived = new Promise<void>((resolve) => (marker = { title, arrived: resolve }));
    expect((await server.call('POST', '/desires', m.marker.token, { title, visibility: 'public' })).status).toBe(201);
    await withTimeout(arrived, 5_000, 'the marker desire never reached Redis');
    marker = null;
    return [...seen];
  }
  const describeCost = (what: string, messages: Published[]) =>
    `${what}: ${messages.length} messages, ${messages.reduce((sum, p) => sum + p.bytes, 0)} bytes (${messages.map((p) => `[${p.carries.join(', ')}] ${p.bytes} B${p.shared ? '' : ' on a member channel'}`).join(', ')})`;

  it('counts a new desire, a reaction, a follow and a chat message', async () => {
    const lines: string[] = [];
    let desireId = '';
    const desire = await cost(async () => {
      const res = await server.call('POST', '/desires', m.owner.token, { title: 'Counted on the bus', description: 'A line of text as members write them.', visibility: 'public' });
      desireId = ((await res.clone().json()) as Desire)._id;
      return res;
    });
    lines.push(describeCost('new desire', desire));
    const reaction = await cost(() => server.call('POST', `/desires/${desireId}/react`, m.fan.token, { emoji: '🔥' }));
    lines.push(describeCost('reaction', reaction));
    const followed = await cost(() => server.call('POST', `/follow/${m.owner.id}`, m.fan.token));
    lines.push(describeCost('follow', followed));
    const chat = await server.call('POST', '/chats', m.friend.token, { otherUserId: m.owner.id });
    const chatId = ((await chat.json()) as { _id: string })._id;
    const message = await cost(() => server.call('POST', `/chats/${chatId}/messages`, m.friend.token, { content: 'Are you free on Saturday?' }));
    lines.push(describeCost('chat message', message));
    console.log(`Redis messages per write (one process publishing):\n  ${lines.join('\n  ')}`);

    // One Redis message per write to every process. A write whose live events make stale what it
    // changed sends no word of its own about the cache (plugins/read-cache.ts): a new desire was 2
    // messages (its event, then a clear). What one process publishes in one turn of its loop travels
    // together: a reaction was 3 (its event, the owner's notice, then an invalidation). A follow drops
    // only the follower's Following pages (its notice says whose) where it cleared every whole cache.
    expect(desire.map((p) => p.carries)).toEqual([['desire:new_desire']]);
    expect(reaction.map((p) => p.carries)).toEqual([['event:reaction_update', 'event:notification']]);
    expect(followed.map((p) => p.carries)).toEqual([['event:notification']]);
    for (const published of [desire, reaction, followed]) expect(published.every((p) => p.shared)).toBe(true);
    // A chat message goes on its two members' channels only: processes holding neither receive nothing.
    expect(message.map((p) => [p.carries, p.shared])).toEqual([
      [['chat-message'], false],
      [['chat-message'], false],
    ]);
  });
});
