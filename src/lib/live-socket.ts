import { liveTimings } from '@contract/limits';

/**
 * The live channel's connection: a plain class, no React. Its state machine:
 *
 *   closed --start--> connecting --open--> open
 *   connecting | open --close 1000/1001--> closed
 *   open --close 1012--> waiting --0 to 0.5 s--> connecting
 *   connecting | open --any other close--> waiting --3 s + jitter--> connecting
 *   any --stop--> closed
 *
 * 1012 (service restart) is a process leaving on purpose, a drain before a restart: the balancer
 * has another one ready, so the channel comes back at once and the app reads what it missed. Once
 * only until the new socket has carried a message: a server that keeps closing with 1012 gets the
 * ordinary wait, not a connection every half second.
 *
 * While open it pings at once and then every 30 s. A new token restarts it; no token stops it.
 */
export type LiveState = 'closed' | 'connecting' | 'open' | 'waiting';

/** What the class needs of a WebSocket: the browser's has it, tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveSocketOptions {
  /** The address for a token (see liveUrl). */
  url: (token: string) => string;
  createSocket?: (url: string) => SocketLike;
  /**
   * 0 to 1; the retry waits 3 s plus up to `maxJitterMs` of it (after a 1012, up to 0.5 s), so a
   * restart does not bring every client back at once.
   */
  random?: () => number;
  maxJitterMs?: number;
  /**
   * Whether the page is visible, told in every ping (an extra of the ping): the server holds back
   * pushes to the member's devices while it is. Without it pings carry only their type.
   */
  visible?: () => boolean;
}

export interface LiveListeners {
  /** Every message, parsed from JSON (anything else is dropped). */
  message?: (message: unknown) => void;
  state?: (state: LiveState) => void;
  /** Open again after having been open before: whatever happened meanwhile was missed. */
  reconnected?: () => void;
  /** The server refused or ended the session (close codes 4401, 4403), with the close's reason. */
  refused?: (code: number, reason: string) => void;
}

const NORMAL_CLOSES = new Set([1000, 1001]);
const SERVICE_RESTART = 1012;
const OPEN = 1;

export class LiveSocket {
  private state: LiveState = 'closed';
  private socket: SocketLike | null = null;
  private token: string | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private wasOpen = false;
  /** Whether a 1012 may bring a prompt retry: not again before a socket has carried a message. */
  private promptRetry = true;
  private readonly listeners = new Set<LiveListeners>();

  constructor(private readonly options: LiveSocketOptions) {}

  get current(): LiveState {
    return this.state;
  }

  listen(listeners: LiveListeners): () => void {
    this.listeners.add(listeners);
    return () => this.listeners.delete(listeners);
  }

  /** Connects with this token; the same token again changes nothing, another one reconnects. */
  start(token: string): void {
    if (token === this.token && this.state !== 'closed') return;
    this.stop();
    this.token = token;
    this.connect();
  }

  /** Closes for good (the token went): no retry. */
  stop(): void {
    this.token = null;
    this.wasOpen = false;
    this.promptRetry = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onopen = null;
      socket.onerror = null;
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the close frame's reason, for the server
      socket.close(1000, 'signed out');
    }
    this.setState('closed');
  }

  send(message: unknown): boolean {
    if (this.state !== 'open' || !this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Pings now; also called when the page is shown or hidden, so that the server knows at once. */
  ping(): boolean {
    const visible = this.options.visible?.();
    return this.send(visible === undefined ? { type: 'ping' } : { type: 'ping', visible });
  }

  private connect(): void {
    const token = this.token;
    if (!token) return;
    this.setState('connecting');
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url(token));
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.setState('open');
      // One ping at once: its pong shows the channel carries frames both ways (a proxy may pass the
      // upgrade and nothing after it), then one every 30 s.
      this.ping();
      this.pingTimer = setInterval(() => this.ping(), liveTimings.pingIntervalMs);
      if (this.wasOpen) this.emit((l) => l.reconnected?.());
      this.wasOpen = true;
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket || typeof event.data !== 'string') return;
      this.promptRetry = true;
      let message: unknown;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      this.emit((l) => l.message?.(message));
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      if (event.code === 4401 || event.code === 4403) this.emit((l) => l.refused?.(event.code, event.reason));
      if (NORMAL_CLOSES.has(event.code)) {
        this.setState('closed');
        return;
      }
      const prompt = event.code === SERVICE_RESTART && this.promptRetry;
      if (prompt) this.promptRetry = false;
      this.scheduleRetry(prompt);
    };
    // An error is always followed by a close, which decides what happens next.
    socket.onerror = () => undefined;
  }

  private scheduleRetry(prompt = false): void {
    if (!this.token) return;
    this.setState('waiting');
    const random = (this.options.random ?? Math.random)();
    const delay = prompt
      ? Math.floor(random * liveTimings.restartJitterMs)
      : liveTimings.reconnectDelayMs + Math.floor(random * (this.options.maxJitterMs ?? 1000));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private clearTimers(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.pingTimer = null;
    this.retryTimer = null;
  }

  private setState(next: LiveState): void {
    if (next === this.state) return;
    this.state = next;
    this.emit((l) => l.state?.(next));
  }

  private emit(call: (listeners: LiveListeners) => void): void {
    for (const listeners of this.listeners) call(listeners);
  }
}

/**
 * The live channel's address: the configured one, else `/ws` on the API's origin (the page's own
 * when the API shares it), ws or wss to match; `localhost` without a port means port 5000.
 */
export function liveUrl(token: string, where: { wsUrl?: string; apiUrl?: string; pageUrl: string }): string {
  const base = new URL(where.wsUrl || '/ws', where.apiUrl || where.pageUrl);
  if (base.protocol === 'http:') base.protocol = 'ws:';
  if (base.protocol === 'https:') base.protocol = 'wss:';
  if (base.hostname === 'localhost' && base.port === '') base.port = String(liveTimings.defaultLocalPort);
  base.searchParams.set('token', token);
  return base.toString();
}
