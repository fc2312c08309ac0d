import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import type { LiveEvent, LiveEventOf, LiveEventType } from '@contract/live';

/** Listens on a free loopback port (only loopback, ever) and answers the live channel's address. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws`;
}

export interface Closed {
  code: number;
  reason: string;
}

/**
 * A real socket on the live channel that records what it receives. `flush()` sends a ping and waits
 * for its pong: the server answers in order, so everything it sent before has arrived by then.
 */
export class LiveClient {
  /** Every event received, pongs left out. */
  readonly events: LiveEvent[] = [];
  /** The raw text of each of those events, for checks on the whole JSON. */
  readonly texts: string[] = [];
  readonly closed: Promise<Closed>;
  private readonly listeners = new Set<() => void>();
  private pongs = 0;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = data.toString();
      const event = JSON.parse(text) as LiveEvent;
      if (event.type === 'pong') this.pongs++;
      else {
        this.events.push(event);
        this.texts.push(text);
      }
      for (const listener of this.listeners) listener();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    // A refused handshake or a reset peer shows up as a close; the error itself says nothing more.
    socket.on('error', () => undefined);
  }

  /** Opens a socket with this token (none for null) and waits until it is open. */
  static open(url: string, token: string | null, options: WebSocket.ClientOptions = {}): Promise<LiveClient> {
    const socket = new WebSocket(token === null ? url : `${url}?token=${encodeURIComponent(token)}`, options);
    const client = new LiveClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  /** The events of one type received so far. */
  of<T extends LiveEventType>(type: T): LiveEventOf<T>[] {
    return this.events.filter((event): event is LiveEventOf<T> => event.type === type);
  }

  /** Waits for the first event (received already or later) that matches. */
  next<T extends LiveEventType>(type: T, match: (event: LiveEventOf<T>) => boolean = () => true, timeoutMs = 3_000): Promise<LiveEventOf<T>> {
    return this.until(() => this.of(type).find(match), timeoutMs, `no ${type} event arrived`);
  }

  /** `extra`: fields the ping carries besides its type (the app's `visible`). */
  async flush(timeoutMs = 3_000, extra: Record<string, unknown> = {}): Promise<void> {
    const wanted = this.pongs + 1;
    this.socket.send(JSON.stringify({ type: 'ping', ...extra }));
    await this.until(() => (this.pongs >= wanted ? true : undefined), timeoutMs, 'no pong arrived');
  }

  close(): void {
    this.socket.close(1000);
  }

  private until<R>(check: () => R | undefined, timeoutMs: number, failure: string): Promise<R> {
    const found = check();
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const listener = () => {
        const result = check();
        if (result === undefined) return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(result);
      };
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`${failure} within ${timeoutMs} ms; received: ${this.texts.join(' | ') || 'nothing'}`));
      }, timeoutMs);
      this.listeners.add(listener);
    });
  }
}

/** Opens a socket that the server is expected to refuse, and answers how it was closed. */
export async function refusal(url: string, token: string | null, timeoutMs = 3_000): Promise<Closed> {
  const client = await LiveClient.open(url, token);
  return withTimeout(client.closed, timeoutMs, 'the socket was not closed');
}

export function withTimeout<T>(promise: Promise<T>, ms: number, failure: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(failure)), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}

/** Waits until every client has received everything sent to it so far. */
export const flushAll = (clients: readonly LiveClient[]) => Promise.all(clients.map((client) => client.flush()));
