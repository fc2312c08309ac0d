import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSocket, liveUrl, type LiveSocketOptions, type LiveState, type SocketLike } from '@/lib/live-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  // What the server does:
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
  receive(data: string) {
    this.onmessage?.({ data });
  }
}

function setup(options: Partial<LiveSocketOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const states: LiveState[] = [];
  const messages: unknown[] = [];
  const reconnects: number[] = [];
  const refusals: number[] = [];
  const live = new LiveSocket({
    url: (token) => `ws://example.test/ws?token=${token}`,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
    maxJitterMs: 1000,
    ...options,
  });
  live.listen({
    state: (s) => states.push(s),
    message: (m) => messages.push(m),
    reconnected: () => reconnects.push(Date.now()),
    refused: (code) => refusals.push(code),
  });
  const last = () => sockets[sockets.length - 1]!;
  return { live, sockets, states, messages, reconnects, refusals, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveSocket', () => {
  it('connects with the token, is open on open, and pings at once and every 30 s while open', () => {
    const { live, sockets, states, last } = setup();
    live.start('abc');
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://example.test/ws?token=abc');
    expect(live.current).toBe('connecting');
    last().open();
    expect(live.current).toBe('open');
    expect(last().sent).toEqual(['{"type":"ping"}']);
    vi.advanceTimersByTime(29_999);
    expect(last().sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual(['{"type":"ping"}', '{"type":"ping"}']);
    vi.advanceTimersByTime(30_000);
    expect(last().sent).toHaveLength(3);
    expect(states).toEqual(['connecting', 'open']);
  });

  it("tells the page's visibility in every ping when asked to, and pings at once on demand", () => {
    let visible = true;
    const { live, sockets } = setup({ visible: () => visible });
    expect(live.ping()).toBe(false); // not open: nothing to send on
    live.start('t');
    sockets[0]!.open();
    visible = false;
    expect(live.ping()).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(sockets[0]!.sent.map((text) => JSON.parse(text))).toEqual([
      { type: 'ping', visible: true },
      { type: 'ping', visible: false },
      { type: 'ping', visible: false },
    ]);
    live.stop();
  });

  // With half of the jitter: an unexpected close (1006) waits 3,000 ms plus half of 1,000 ms; a server
  // restarting (1012: its balancer has another process) half of the 500 ms spread, and no 3 s wait.
  it.each([
    { code: 1006, wait: 3_500 },
    { code: 1012, wait: 250 },
  ])('retries $wait ms after a close with $code, and says it reconnected', ({ code, wait }) => {
    const { live, sockets, states, reconnects, last } = setup();
    live.start('abc');
    last().open();
    last().drop(code);
    expect(live.current).toBe('waiting');
    vi.advanceTimersByTime(wait - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(reconnects).toHaveLength(0);
    last().open();
    expect(reconnects).toHaveLength(1);
    expect(states).toEqual(['connecting', 'open', 'waiting', 'connecting', 'open']);
  });

  it('keeps retrying while the server stays away, and stops pinging meanwhile', () => {
    const { live, sockets, last } = setup();
    live.start('abc');
    last().open();
    last().drop(1006);
    vi.advanceTimersByTime(3_500);
    last().drop(1006);
    vi.advanceTimersByTime(3_500);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(60_000);
    // The first socket sent its opening ping and nothing after it dropped.
    expect(sockets[0]!.sent).toEqual(['{"type":"ping"}']);
    expect(live.current).toBe('connecting');
  });

  it('spreads the prompt retries over less than 500 ms', () => {
    const { live, sockets, last } = setup({ random: () => 0.999 });
    live.start('abc');
    last().open();
    last().drop(1012);
    vi.advanceTimersByTime(498);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('a second 1012 before the new socket carried anything waits the ordinary 3 s; a message makes the next one prompt again', () => {
    const { live, sockets, last } = setup();
    live.start('abc');
    last().open();
    last().drop(1012);
    vi.advanceTimersByTime(250);
    last().open();
    last().drop(1012);
    vi.advanceTimersByTime(3_499);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    last().receive('{"type":"pong"}');
    last().drop(1012);
    vi.advanceTimersByTime(250);
    expect(sockets).toHaveLength(4);
  });

  it('does not retry after a normal close (1000 or 1001)', () => {
    for (const code of [1000, 1001]) {
      const { live, sockets, last } = setup();
      live.start('abc');
      last().open();
      last().drop(code);
      expect(live.current).toBe('closed');
      vi.advanceTimersByTime(60_000);
      expect(sockets).toHaveLength(1);
    }
  });

  it('closes when the token goes, and a new token opens a new connection', () => {
    const { live, sockets, last } = setup();
    live.start('abc');
    last().open();
    live.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(live.current).toBe('closed');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    live.start('def');
    expect(sockets).toHaveLength(2);
    expect(last().url).toContain('token=def');
  });

  it('stops a pending retry when the token goes', () => {
    const { live, sockets, last } = setup();
    live.start('abc');
    last().drop(1006);
    live.stop();
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
  });

  it('passes parsed messages on and drops what is not JSON', () => {
    const { live, messages, last } = setup();
    live.start('abc');
    last().open();
    last().receive('{"type":"pong"}');
    last().receive('not json');
    expect(messages).toEqual([{ type: 'pong' }]);
  });

  it('reports a refusal (4401) and still retries as the spec says', () => {
    const { live, refusals, last, sockets } = setup();
    live.start('abc');
    last().drop(4401);
    expect(refusals).toEqual([4401]);
    vi.advanceTimersByTime(3_500);
    expect(sockets).toHaveLength(2);
  });
});

describe('liveUrl', () => {
  it('uses /ws on the page origin, wss for https, and port 5000 for a bare localhost', () => {
    expect(liveUrl('t', { pageUrl: 'https://wish.example.com/feed' })).toBe('wss://wish.example.com/ws?token=t');
    expect(liveUrl('t', { pageUrl: 'http://localhost/feed' })).toBe('ws://localhost:5000/ws?token=t');
    expect(liveUrl('t', { pageUrl: 'http://localhost:5173/feed' })).toBe('ws://localhost:5173/ws?token=t');
    expect(liveUrl('t', { pageUrl: 'http://x.test/', apiUrl: 'https://api.example.com' })).toBe('wss://api.example.com/ws?token=t');
    expect(liveUrl('a b', { pageUrl: 'http://x.test/', wsUrl: 'wss://live.example.com/socket' })).toBe('wss://live.example.com/socket?token=a+b');
  });
});
