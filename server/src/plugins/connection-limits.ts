import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

export const TOO_MANY_CONNECTIONS = 'Too many connections from your address. Please try again shortly.';
export const REQUEST_TOO_SLOW = 'The request took too long to arrive. Please try again.';

/**
 * Counts open connections per address and says whether one more may open: pure, so that the rule is
 * tested without opening hundreds of sockets.
 */
export class ConnectionCounter {
  private readonly open = new Map<string, number>();

  constructor(private readonly perAddress: number) {}

  /** Counts a new connection from `address`; false (and not counted) when the address is at its cap. */
  admit(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.perAddress) return false;
    this.open.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = (this.open.get(address) ?? 0) - 1;
    if (count > 0) this.open.set(address, count);
    else this.open.delete(address);
  }

  countOf(address: string): number {
    return this.open.get(address) ?? 0;
  }
}

/** A connection past the cap has this long to be answered its 429 before it is closed. */
const OVER_CAP_IDLE_MS = 10_000;

/**
 * A cap on the connections one address holds open at once, so that one client trickling hundreds of
 * bodies (or holding idle sockets) cannot take the server's connections for everyone. A connection
 * past the cap is answered 429 on its first request, as soon as its headers are in (before any body
 * is read), and closed. Behind a proxy every connection comes from the proxy, so the cap is off there
 * (config.ts) and belongs to the proxy.
 */
export const connectionLimitsPlugin = fp<{ perAddress: number }>(async (app, { perAddress }) => {
  if (perAddress <= 0) return;
  const counter = new ConnectionCounter(perAddress);
  const overCap = new WeakSet<Socket>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    if (counter.admit(address)) {
      socket.once('close', () => counter.release(address));
      return;
    }
    overCap.add(socket);
    socket.setTimeout(OVER_CAP_IDLE_MS, () => socket.destroy());
  });
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
