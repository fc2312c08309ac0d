import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LARGEST_BODY_LIMIT } from './body-limits';

/** How long, and how much (the largest body a route takes), a refused request's body is read and thrown away before the connection is cut. */
export const LINGER = { ms: 5_000, bytes: LARGEST_BODY_LIMIT } as const;

/**
 * A lingering close, after a request is refused before its body was read (a 401 as its headers
 * arrive, a body that broke the input budget). The answer says `Connection: close`, so that no client
 * sends another request on this connection; but closing at once would reset a connection that still
 * has unread data coming, and the reset takes the answer with it (a browser then shows a network
 * error instead of "Your session has expired"). So once the answer is out, only the sending side
 * closes, and the rest of the body is read and thrown away, unparsed, until the client is done or
 * LINGER is spent, when the connection is cut.
 */
export function lingerAfterRefusal(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  const socket = raw.socket as Socket | undefined;
  reply.header('connection', 'close');
  // A request made in memory (inject) has no connection to keep or cut.
  if (raw.complete || typeof socket?.destroy !== 'function') return;
  // Node closes a connection whose answer said so with destroySoon(): end() instead sends the answer
  // and closes our side only, and an HTTP server's sockets stay readable after that.
  socket.destroySoon = () => socket.end();
  const startedAt = socket.bytesRead;
  const started = Date.now();
  const stop = () => clearInterval(watch);
  // Node's own drain of an unread body drops any 'data' listener, so what was read is the socket's count.
  const watch = setInterval(() => {
    if (socket.bytesRead - startedAt <= LINGER.bytes && Date.now() - started <= LINGER.ms) return;
    stop();
    socket.destroy();
  }, 50);
  watch.unref();
  // It ends when the client, told to close, closes its side too (or at the bound above).
  socket.once('close', stop);
  // Thrown away a chunk a turn: read at full speed, libuv hands over up to 2 MB per socket at once,
  // and eight such bodies held the loop over 50 ms. Node drops every 'data' listener once the answer
  // has gone (it dumps the unread body), so the pacing is set again then.
  const paced = () => {
    socket.pause();
    setImmediate(() => {
      if (!socket.destroyed) socket.resume();
    });
  };
  raw.on('data', paced);
  reply.raw.once('finish', () => raw.on('data', paced));
  raw.resume();
}
