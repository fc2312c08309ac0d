import { LIVE_CLOSE } from '@contract/live';
import { onlyMembers, type Audience } from './audience';
import type { LiveMessage } from './messages';
import { textsOf, type DesireTexts } from './render';

/** The part of a `ws` socket the hub uses (unit tests give it fakes). */
export interface HubSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(text: string): void;
  ping(): void;
  close(code: number, reason: string): void;
  terminate(): void;
}

export interface LiveClient {
  readonly socket: HubSocket;
  readonly userId: string;
  readonly sessionId: string;
  /** Answered the last heartbeat ping. */
  alive: boolean;
}

const OPEN = 1;
/** Tabs and devices of one member in one process; the next socket is closed with 4429. */
export const MAX_SOCKETS_PER_MEMBER = 20;
/** A socket with this much unsent is not reading: dropped, and the app refetches when it reconnects. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** How long an ended session is remembered, for a socket whose sign-in check raced the sign-out. */
const REVOKED_MEMORY_MS = 60_000;
const REVOKED_MEMORY_MAX = 10_000;

export const CLOSE_REASON = {
  sessionEnded: 'Session ended',
  tooMany: 'Too many open connections',
} as const;

/**
 * This process's sockets, by member and by session: delivering a message is a lookup per named member
 * (or one walk over all sockets for a public desire), and a sign-out closes its sockets at once.
 */
export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private readonly byUser = new Map<string, Set<LiveClient>>();
  private readonly bySession = new Map<string, Set<LiveClient>>();
  private readonly revoked = new Map<string, number>();
  private emptied: (() => void) | null = null;

  /**
   * `desireTexts` cuts a desire event for each recipient; `holds` hears when a member's first socket
   * here opens (true) and their last one closes (false).
   */
  constructor(
    private readonly desireTexts: DesireTexts,
    private readonly now: () => number = Date.now,
    private readonly holds: (userId: string, held: boolean) => void = () => undefined,
  ) {}

  get size(): number {
    return this.clients.size;
  }

  /** Registers a signed-in socket, or says why it may not stay. */
  add(socket: HubSocket, userId: string, sessionId: string): LiveClient | 'too-many' | 'revoked' {
    if (this.revoked.has(sessionId)) return 'revoked';
    if ((this.byUser.get(userId)?.size ?? 0) >= MAX_SOCKETS_PER_MEMBER) return 'too-many';
    const client: LiveClient = { socket, userId, sessionId, alive: true };
    this.clients.add(client);
    if (!this.byUser.has(userId)) this.holds(userId, true);
    addTo(this.byUser, userId, client);
    addTo(this.bySession, sessionId, client);
    return client;
  }

  remove(client: LiveClient): void {
    if (!this.clients.delete(client)) return;
    removeFrom(this.byUser, client.userId, client);
    if (!this.byUser.has(client.userId)) this.holds(client.userId, false);
    removeFrom(this.bySession, client.sessionId, client);
    if (this.clients.size === 0) this.emptied?.();
  }

  /** The bus listener: events go to their sockets, ended sessions lose theirs. */
  receive(message: LiveMessage): void {
    if (message.kind === 'event' || message.kind === 'desire' || message.kind === 'chat-message') {
      const textFor = textsOf(message, this.desireTexts);
      const audience = message.kind === 'chat-message' ? onlyMembers(message.to ? [message.to] : [message.message.senderId._id, message.recipientId]) : message.audience;
      for (const client of this.recipients(audience)) send(client.socket, textFor(client.userId));
    } else if (message.kind === 'sessions-revoked') {
      this.endSessions(message.sessionIds, message.reason);
    }
  }

  /** Closes the sockets of these sessions with 4401 (and the reason, when one is given), and remembers them for a while. */
  endSessions(sessionIds: readonly string[], reason: string = CLOSE_REASON.sessionEnded): void {
    const now = this.now();
    for (const id of sessionIds) {
      this.revoked.delete(id);
      this.revoked.set(id, now + REVOKED_MEMORY_MS);
      for (const client of this.bySession.get(id) ?? []) client.socket.close(LIVE_CLOSE.unauthorized, reason);
    }
    while (this.revoked.size > REVOKED_MEMORY_MAX) this.revoked.delete(this.revoked.keys().next().value as string);
  }

  /** The sessions behind this process's sockets, for the periodic check that they still exist. */
  sessionIds(): string[] {
    return [...this.bySession.keys()];
  }

  /**
   * One heartbeat: a socket that did not answer the previous ping is cut (its peer is gone without a
   * word), every other one is pinged again.
   */
  beat(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate();
        this.remove(client);
        continue;
      }
      client.alive = false;
      if (client.socket.readyState === OPEN) client.socket.ping();
    }
    const now = this.now();
    for (const [id, until] of this.revoked) {
      if (until > now) break;
      this.revoked.delete(id);
    }
  }

  /** Closes every socket with this code; those that have not finished closing after `graceMs` are cut. */
  async closeAll(code: number, reason: string, graceMs: number): Promise<void> {
    if (this.clients.size === 0) return;
    const empty = new Promise<void>((resolve) => (this.emptied = resolve));
    for (const client of this.clients) client.socket.close(code, reason);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([empty, new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    for (const client of this.clients) {
      client.socket.terminate();
      this.remove(client);
    }
  }

  private *recipients(audience: Audience): Iterable<LiveClient> {
    if (audience.to === 'all') {
      yield* this.clients;
    } else if (audience.to === 'all-except') {
      const except = new Set(audience.userIds);
      for (const client of this.clients) if (!except.has(client.userId)) yield client;
    } else {
      for (const userId of new Set(audience.userIds)) yield* this.byUser.get(userId) ?? [];
    }
  }
}

function send(socket: HubSocket, text: string): void {
  if (socket.readyState !== OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  socket.send(text);
}

function addTo(map: Map<string, Set<LiveClient>>, key: string, client: LiveClient): void {
  const set = map.get(key);
  if (set) set.add(client);
  else map.set(key, new Set([client]));
}

function removeFrom(map: Map<string, Set<LiveClient>>, key: string, client: LiveClient): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) map.delete(key);
}
