import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

export const TOO_MANY_CONNECTIONS = 'Too many connections from your address. Please try again shortly.';
export const REQUEST_TOO_SLOW = 'The request took too long to arrive. Please try again.';

/** The figures of the rule (ConnectionCap); config.ts gives the cap, the others are these defaults. */
export interface CapRule {
  /** Connections of one address that may be idle or stalled at once. */
  perAddress: number;
  /** All connections of one address at once, busy ones too (live sockets aside): against floods. */
  ceiling: number;
  /** A request whose headers came this long ago and whose body is still arriving is stalled. */
  stalledAfterMs: number;
  /** A connection with no request in flight for this long may be closed to make room. */
  idleAfterMs: number;
}

/** A request still arriving 10 s after its headers is a slow body, not a busy client. */
export const STALLED_AFTER_MS = 10_000;
/** Idle this long, a connection is no longer one between two requests of a busy client. */
export const IDLE_AFTER_MS = 1_000;
/** All connections of an address at once, as a multiple of the cap. */
export const CEILING_PER_CAP = 16;

export type ConnectionState = 'idle' | 'receiving' | 'stalled' | 'answering' | 'live';

interface Tracked<K> {
  key: K;
  address: string;
  /** Requests read whose answers have not finished (more than one only when a client pipelines). */
  inFlight: number;
  /** When the latest request's headers came, while its body is still arriving; null once it is in. */
  receivingSince: number | null;
  /** Since when no request has been in flight (the connection's opening, or the last answer). */
  idleSince: number;
  /** Handed over to the live channel (a WebSocket upgrade). */
  live: boolean;
}

/** What becomes of a new connection: admitted (after `close` are closed to make room) or refused. */
export type Admission<K> = { admitted: true; close: K[] } | { admitted: false; reason: 'stalled' | 'ceiling'; close: K[] };

/**
 * The rule of the connections one address holds, aimed at what costs the server without doing any
 * work: connections left idle (piled-up keep-alive or pre-opened sockets, headers that trickle) and
 * requests whose body trickles. Pure and given the time, so that it is tested without opening
 * hundreds of sockets; `K` is the connection (a socket in the plugin).
 *
 * - A connection answering a request whose headers and body are in, one whose request is still
 *   arriving within `stalledAfterMs` of its headers, and a live socket never count.
 * - When a connection arrives, its address may hold at most `perAddress - 1` others that are idle
 *   for `idleAfterMs` or more or stalled: the longest idle are closed to get there (a client opens a
 *   connection again when it needs one, as browsers do), never one with a request in flight. Idle
 *   for less, a connection is between two requests of a busy client (or just opened) and is left.
 * - Only when the stalled ones alone are `perAddress` or more is the newcomer refused.
 * - At `ceiling` connections of any kind besides (live sockets aside; counted once the idle ones are
 *   closed), the newcomer is refused outright: a flood of fresh connections.
 */
export class ConnectionCap<K> {
  private readonly tracked = new Map<K, Tracked<K>>();
  private readonly byAddress = new Map<string, Set<Tracked<K>>>();

  constructor(private readonly rule: CapRule) {}

  /**
   * A new connection from `address` at `now`. `stillArriving` is asked of a connection whose request
   * looks stalled whether its body is indeed still arriving (the plugin reads `request.complete`,
   * which a body nobody reads, as a GET's, sets without an 'end').
   */
  open(key: K, address: string, now: number, stillArriving: (key: K) => boolean = () => true): Admission<K> {
    const others = this.byAddress.get(address) ?? new Set<Tracked<K>>();
    let all = 0;
    let stalled = 0;
    const idle: Tracked<K>[] = [];
    for (const connection of others) {
      if (connection.live) continue;
      all++;
      const state = this.stateOf(connection, now, stillArriving);
      if (state === 'stalled') stalled++;
      else if (state === 'idle' && now - connection.idleSince >= this.rule.idleAfterMs) idle.push(connection);
    }
    const excess = stalled + idle.length - (this.rule.perAddress - 1);
    const close = excess > 0 ? idle.sort((a, b) => a.idleSince - b.idleSince).slice(0, excess) : [];
    for (const connection of close) this.forget(connection);
    const keys = close.map((connection) => connection.key);
    if (all - close.length >= this.rule.ceiling) return { admitted: false, reason: 'ceiling', close: keys };
    if (stalled >= this.rule.perAddress) return { admitted: false, reason: 'stalled', close: keys };
    const connection: Tracked<K> = { key, address, inFlight: 0, receivingSince: null, idleSince: now, live: false };
    this.tracked.set(key, connection);
    this.byAddress.set(address, others.add(connection));
    return { admitted: true, close: keys };
  }

  /** A request's headers are in. */
  requestStarted(key: K, now: number): void {
    const connection = this.tracked.get(key);
    if (!connection) return;
    connection.inFlight++;
    connection.receivingSince = now;
  }

  /** The latest request's body is in. */
  requestArrived(key: K): void {
    const connection = this.tracked.get(key);
    if (connection) connection.receivingSince = null;
  }

  /** One request's answer has finished (or the request was abandoned). */
  requestAnswered(key: K, now: number): void {
    const connection = this.tracked.get(key);
    if (!connection || connection.inFlight === 0) return;
    connection.inFlight--;
    if (connection.inFlight > 0) return;
    connection.receivingSince = null;
    connection.idleSince = now;
  }

  /** Handed over to the live channel, which authenticates and caps its sockets itself. */
  upgraded(key: K): void {
    const connection = this.tracked.get(key);
    if (connection) connection.live = true;
  }

  closed(key: K): void {
    const connection = this.tracked.get(key);
    if (connection) this.forget(connection);
  }

  state(key: K, now: number, stillArriving: (key: K) => boolean = () => true): ConnectionState | undefined {
    const connection = this.tracked.get(key);
    return connection && this.stateOf(connection, now, stillArriving);
  }

  /** Connections of `address` followed, live sockets included. */
  countOf(address: string): number {
    return this.byAddress.get(address)?.size ?? 0;
  }

  private stateOf(connection: Tracked<K>, now: number, stillArriving: (key: K) => boolean): ConnectionState {
    if (connection.live) return 'live';
    if (connection.inFlight === 0) return 'idle';
    if (connection.receivingSince === null) return 'answering';
    if (now - connection.receivingSince < this.rule.stalledAfterMs) return 'receiving';
    if (stillArriving(connection.key)) return 'stalled';
    connection.receivingSince = null;
    return 'answering';
  }

  private forget(connection: Tracked<K>): void {
    this.tracked.delete(connection.key);
    const others = this.byAddress.get(connection.address);
    others?.delete(connection);
    if (others?.size === 0) this.byAddress.delete(connection.address);
  }
}

/** A connection refused has this long to be answered its 429 before it is closed. */
const OVER_CAP_IDLE_MS = 10_000;

export interface ConnectionLimitsOptions {
  perAddress: number;
  /** STALLED_AFTER_MS unless told (tests shorten it). */
  stalledAfterMs?: number;
  /** IDLE_AFTER_MS unless told. */
  idleAfterMs?: number;
}

/**
 * The connections one address holds, by the rule of ConnectionCap: idle ones past the cap are closed
 * to make room, and a new connection is refused only when the address holds the cap in stalled
 * requests (bodies that trickle), or its ceiling of connections. A refused connection is answered 429
 * on its first request, as soon as its headers are in (before any body is read), and closed. The
 * server tells the rule when a request's headers are in ('request'), its body ('end' of the request,
 * or `complete`), and its answer has finished ('finish' or 'close' of the response); a socket handed
 * over on 'upgrade' belongs to the live channel, which takes only members' sockets, 20 each
 * (live/hub.ts MAX_SOCKETS_PER_MEMBER), and is neither counted nor closed here. Behind a proxy every
 * connection comes from the proxy, so the cap is off there (config.ts) and belongs to the proxy.
 */
export const connectionLimitsPlugin = fp<ConnectionLimitsOptions>(async (app, { perAddress, stalledAfterMs = STALLED_AFTER_MS, idleAfterMs = IDLE_AFTER_MS }) => {
  if (perAddress <= 0) return;
  const cap = new ConnectionCap<Socket>({ perAddress, ceiling: perAddress * CEILING_PER_CAP, stalledAfterMs, idleAfterMs });
  const latest = new WeakMap<Socket, IncomingMessage>();
  const stillArriving = (socket: Socket) => latest.get(socket)?.complete === false;
  const overCap = new WeakSet<Socket>();

  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const admission = cap.open(socket, address, Date.now(), stillArriving);
    for (const idle of admission.close) idle.destroy();
    if (admission.admitted) {
      socket.once('close', () => cap.closed(socket));
      return;
    }
    overCap.add(socket);
    socket.setTimeout(OVER_CAP_IDLE_MS, () => socket.destroy());
  });
  // Before Fastify's own listener, so that the request is followed from its first moment.
  app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    latest.set(socket, request);
    cap.requestStarted(socket, Date.now());
    request.once('end', () => {
      if (latest.get(socket) === request) cap.requestArrived(socket);
    });
    let answered = false;
    const onAnswered = () => {
      if (answered) return;
      answered = true;
      cap.requestAnswered(socket, Date.now());
    };
    response.once('finish', onAnswered);
    response.once('close', onAnswered);
  });
  app.server.prependListener('upgrade', (_request: IncomingMessage, socket: Socket) => cap.upgraded(socket));

  app.addHook('onRequest', async (request, reply) => {
    if (!overCap.has(request.raw.socket)) return;
    // Answered here rather than thrown, so that the connection closes with the answer instead of
    // lingering over the body as other refusals do (plugins/errors.ts).
    return reply
      .code(429)
      .headers({ connection: 'close', 'retry-after': String(OVER_CAP_IDLE_MS / 1000) })
      .send({ message: TOO_MANY_CONNECTIONS });
  });
});

const CLIENT_ERRORS: Record<string, [status: number, text: string, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', REQUEST_TOO_SLOW],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large'],
};

/**
 * What a connection is told when its request never becomes one Fastify can answer (too slow, headers
 * too large, not HTTP): the `{ message }` JSON of every other error, then the connection closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', 'The request could not be read'];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy();
}
