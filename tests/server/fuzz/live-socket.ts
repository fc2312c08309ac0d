import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import type { Mutation } from './mutations';
import { percentEncode } from './values';

/** What a live-channel case ended with: the HTTP status of a refused upgrade, or how the socket ended. */
export interface SocketOutcome {
  /** 101 when the upgrade went through. */
  status: number;
  /** The close code, or 'pong' when the socket answered the last ping and was still open. */
  ending: number | 'pong' | 'silent';
}

const SETTLE_MS = 5_000;
const CLOSE_MS = 2_000;
const PING = '{"type":"ping"}';

/**
 * Opens `/ws` in memory (`injectWS`: no port, no network), sends the frames, then a ping, and waits
 * for the pong or the close. The socket is cut at the end either way.
 */
export async function runSocketCase(app: FastifyInstance, mutation: Extract<Mutation, { kind: 'websocket' }>, identityToken: string | null, garbage: string): Promise<SocketOutcome> {
  const token = mutation.token === 'none' ? null : mutation.token === 'garbage' ? garbage : mutation.token === 'huge' ? 'x'.repeat(50_000) : identityToken;
  const path = token === null ? '/ws' : `/ws?token=${percentEncode(token)}`;
  let socket: WebSocket;
  let ended: (value: SocketOutcome['ending']) => void = () => undefined;
  const ending = new Promise<SocketOutcome['ending']>((resolve) => {
    ended = resolve;
  });
  try {
    socket = await app.injectWS(path, {}, {
      onInit: (ws) => {
        ws.on('close', (code) => ended(code));
        ws.on('message', (data) => {
          if (data.toString() === '{"type":"pong"}') ended('pong');
        });
        // A close with an error code shows up as an error too; the close code says it all.
        ws.on('error', () => undefined);
      },
    });
  } catch (error) {
    const status = /Unexpected server response: (\d+)/.exec(String(error))?.[1];
    if (status) return { status: Number(status), ending: 'silent' };
    throw error;
  }
  const send = (data: string | Buffer, binary: boolean) => socket.send(data, { binary }, () => undefined);
  for (const frame of mutation.frames) {
    if ('text' in frame) send(frame.text, false);
    else if ('huge' in frame) send('x'.repeat(frame.huge), false);
    else send(Buffer.from(frame.bytes), frame.binary);
  }
  send(PING, false);
  const result = await Promise.race([ending, delay(SETTLE_MS, 'silent' as const)]);
  // A closing handshake, so that the server's side of the socket ends too; cut only if it does not.
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  if (socket.readyState !== socket.CLOSED) socket.close(1000);
  await Promise.race([closed, delay(CLOSE_MS, 'late' as const)]);
  socket.terminate();
  // In memory, the server's end of a socket never hears that the stream ended after the closing
  // handshake (a TCP peer's FIN would tell it) and waits out ws's 30 s close timeout, which would
  // hold up app.close(). Cut what that handshake has already closed.
  for (const client of app.websocketServer.clients) if (client.readyState === client.CLOSING) client.terminate();
  return { status: 101, ending: result };
}

const delay = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms).unref());
