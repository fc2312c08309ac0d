import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import { LIVE_CLOSE, liveClientMessageSchema, type LiveClientMessage } from '@contract/live';
import type { Database } from '../db/client';
import { newId } from '../lib/ids';
import { CLOSE_REASON, type LiveHub } from '../live/hub';
import { forgetPresence, reportPresence, type SocketPresence } from '../services/push/presence';
import { findSession } from '../services/sessions';

type Access = { granted: true; userId: string; sessionId: string } | { granted: false; code: number; reason: string };

const PONG = JSON.stringify({ type: 'pong' });

/**
 * `/ws?token=`: the live channel (the spec: member core 4 "Live connection"). The token is checked before the
 * upgrade, and a refused socket is accepted and closed at once with its code (4401, 4403), because a
 * browser never sees the status of a refused upgrade. A member who has not verified their email may
 * connect: they receive what the visibility rule gives them, which is what a visitor reads.
 */
export const liveRoutes: FastifyPluginAsync<{ db: Database; hub: LiveHub }> = async (app, { db, hub }) => {
  const access = new WeakMap<FastifyRequest, Access>();

  const check = async (token: string | null): Promise<Access> => {
    if (!token) return { granted: false, code: LIVE_CLOSE.unauthorized, reason: 'Authentication required' };
    // The same cached lookups as app.authenticate; a sign-out anywhere clears them (read-cache.ts).
    const member = await app.readCache.get(`session:member:${token}`, () => findSession(db, token, 'member'));
    if (member && member.user.role !== 'admin') return { granted: true, userId: member.user.id, sessionId: member.session.id };
    const admin = member ?? (await app.readCache.get(`session:admin:${token}`, () => findSession(db, token, 'admin')));
    if (admin) return { granted: false, code: LIVE_CLOSE.forbidden, reason: 'Admins have no live channel' };
    return { granted: false, code: LIVE_CLOSE.unauthorized, reason: 'Session expired' };
  };

  app.route({
    method: 'GET',
    url: '/ws',
    // The ceiling on all of /api also holds for connection attempts from one address.
    onRequest: [app.limits.api.ip],
    preValidation: async (request) => {
      if (request.ws) access.set(request, await check(tokenOf(request)));
    },
    // A plain GET (no upgrade) is no page and no API: the JSON 404 of every unknown address.
    handler: (_request, reply) => reply.callNotFound(),
    wsHandler: (socket, request) => {
      const decided = access.get(request) ?? { granted: false, code: LIVE_CLOSE.unauthorized, reason: 'Authentication required' };
      if (!decided.granted) {
        socket.close(decided.code, decided.reason);
        return;
      }
      const client = hub.add(socket, decided.userId, decided.sessionId);
      if (client === 'too-many') {
        socket.close(LIVE_CLOSE.tooMany, CLOSE_REASON.tooMany);
        return;
      }
      if (client === 'revoked') {
        socket.close(LIVE_CLOSE.unauthorized, CLOSE_REASON.sessionEnded);
        return;
      }
      socket.on('pong', () => {
        client.alive = true;
      });
      const presence: SocketPresence = { socketId: newId(), userId: decided.userId, visible: false, writtenAt: 0 };
      // One presence write at a time per socket, in the order the pings came. A failed one only means
      // that a push which could have been held back is sent.
      let writes = Promise.resolve();
      const record = (write: () => Promise<void>) =>
        (writes = writes.then(write).catch((error: unknown) => request.log.warn({ err: error }, 'live presence not recorded')));
      socket.on('message', (data, isBinary) => {
        const ping = isBinary ? null : pingOf(data);
        if (!ping) return;
        socket.send(PONG);
        if (ping.visible !== undefined) void record(() => reportPresence(db, presence, ping.visible ?? false));
      });
      socket.on('close', () => {
        hub.remove(client);
        void record(() => forgetPresence(db, presence));
      });
    },
  });
};

function tokenOf(request: FastifyRequest): string | null {
  const { token } = request.query as { token?: unknown };
  return typeof token === 'string' && token !== '' ? token : null;
}

/** The one message the app sends. Anything else (not JSON, another type) is ignored, not an error. */
function pingOf(data: RawData): LiveClientMessage | null {
  try {
    const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    const parsed = liveClientMessageSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
