import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { withTimeout } from '../lib/with-timeout';
import { Listeners, type BusListener, type LiveBus } from './bus';
import { decodeEnvelope, encodeEnvelope, type LiveMessage } from './messages';

/** How long a start waits for Redis before it gives up: a configured Redis that is not there is an error. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Several processes on one Redis channel (pub/sub). A process delivers its own messages to itself
 * at once and skips them when Redis echoes them back, so its members never wait for the round trip.
 * Messages for members alone (a chat message) go instead on each member's own channel, which only
 * the processes holding one of their sockets subscribe to: their cost does not grow with the number
 * of processes. Redis keeps nothing: a process that is not subscribed when a message goes out misses
 * it, which the app's refetch on every reconnect covers.
 */
export class RedisBus implements LiveBus {
  readonly kind = 'redis';
  private readonly origin = randomUUID();
  /** Published this turn of the event loop, not yet sent to Redis. */
  private readonly outgoing: LiveMessage[] = [];
  private readonly listeners: Listeners;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.listeners = new Listeners((error) => log.error({ err: error }, 'a live message could not be handled'));
    subscriber.on('message', (channelName: string, text: string) => {
      if (channelName !== this.channel && !channelName.startsWith(this.memberChannel(''))) return;
      const envelope = decodeEnvelope(text);
      if (!envelope) {
        log.warn('an unreadable message on the live channel was dropped');
        return;
      }
      if (envelope.origin !== this.origin) for (const message of envelope.messages) this.listeners.emit(message);
    });
  }

  static async open(url: string, channelPrefix: string, log: FastifyBaseLogger): Promise<RedisBus> {
    const options = { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS, connectionName: 'wishwell-live' };
    const publisher = new Redis(url, options);
    const subscriber = new Redis(url, options);
    for (const client of [publisher, subscriber]) {
      // Without a listener an unreachable Redis would throw; ioredis reconnects (and resubscribes) by itself.
      client.on('error', (error: Error) => log.warn({ err: error }, 'Redis connection error; reconnecting'));
    }
    const channel = `${channelPrefix}:live`;
    try {
      await withTimeout(Promise.all([publisher.connect(), subscriber.connect()]), CONNECT_TIMEOUT_MS, `Redis at ${redacted(url)} did not answer`);
      await subscriber.subscribe(channel);
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      throw error;
    }
    return new RedisBus(publisher, subscriber, channel, log);
  }

  publish(message: LiveMessage): void {
    this.listeners.emit(message);
    if (message.kind === 'chat-message') {
      // What was published before it leaves first: the order holds across channels.
      this.flush();
      for (const to of new Set([message.message.senderId._id, message.recipientId])) this.send(this.memberChannel(to), [{ ...message, to }]);
      return;
    }
    // Gathered until the loop's turn ends: a write's event and its notice (and other writes' of the
    // same moment) reach every other process in one Redis message, one wake instead of several.
    this.outgoing.push(message);
    if (this.outgoing.length === 1) setImmediate(() => this.flush());
  }

  subscribe(listener: BusListener): void {
    this.listeners.add(listener);
  }

  hold(userId: string, held: boolean): void {
    // ioredis subscribes again by itself after a reconnect.
    const channel = this.memberChannel(userId);
    (held ? this.subscriber.subscribe(channel) : this.subscriber.unsubscribe(channel)).catch((error: unknown) => {
      this.log.warn({ err: error }, 'a member channel could not be (un)subscribed');
    });
  }

  private flush(): void {
    if (this.outgoing.length === 0) return;
    this.send(this.channel, this.outgoing.splice(0));
  }

  private send(channel: string, messages: readonly LiveMessage[]): void {
    this.publisher.publish(channel, encodeEnvelope(this.origin, messages)).catch((error: unknown) => {
      this.log.error({ err: error }, 'a live message could not be sent to Redis');
    });
  }

  private memberChannel(userId: string): string {
    return `${this.channel}:member:${userId}`;
  }

  /** Both connections up (ioredis's "ready"): while one reconnects, messages of other processes are missed. */
  connected(): boolean {
    return this.publisher.status === 'ready' && this.subscriber.status === 'ready';
  }

  async close(): Promise<void> {
    // What this turn published goes before the connections close.
    this.flush();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}

/** The address without its password, for messages. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
