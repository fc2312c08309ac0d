import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { Database } from '../db/client';
import { LiveHub } from '../live/hub';
import { desireTextsOf } from '../services/desires/live-copies';
import { heldSessionIds } from '../services/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live sockets. */
    liveHub: LiveHub;
  }
}

/** The app sends `{"type":"ping"}` and nothing else; a bigger message is closed with 1009. */
export const MAX_CLIENT_MESSAGE_BYTES = 1024;
/** Sockets still closing this long after the server began to close are cut. */
const CLOSE_GRACE_MS = 1_000;

export interface LiveSocketsOptions {
  db: Database;
  /** A ping frame to every socket this often; a socket that did not answer the previous one is cut. */
  heartbeatMs: number;
}

/**
 * The sockets of `/ws`: the hub (this process's registry), the websocket server (its route,
 * routes/live.ts, is registered beside it in app.ts), the heartbeat with its check
 * that every socket's session still holds, and the close on shutdown (1012, so that the app
 * reconnects, to this process once it is back or to another one).
 */
export const liveSocketsPlugin = fp<LiveSocketsOptions>(async (app, { db, heartbeatMs }) => {
  const hub = new LiveHub(desireTextsOf, Date.now, (userId, held) => app.liveBus.hold(userId, held));
  app.decorate('liveHub', hub);
  app.liveBus.subscribe((message) => hub.receive(message));

  let checking = false;
  const endLostSessions = async () => {
    const ids = hub.sessionIds();
    if (checking || ids.length === 0) return;
    checking = true;
    try {
      const held = await heldSessionIds(db, ids);
      hub.endSessions(ids.filter((id) => !held.has(id)));
    } catch (error) {
      app.log.warn({ err: error }, 'the live sessions could not be checked; trying again at the next heartbeat');
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => {
    hub.beat();
    void endLostSessions();
  }, heartbeatMs);
  timer.unref();

  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES },
    // ws has begun closing the socket (1009 for an oversized message, say) or the peer is gone.
    errorHandler: (error, socket, request) => {
      request.log.debug({ err: error }, 'live socket error');
      if (socket.readyState === socket.OPEN) socket.terminate();
    },
    preClose: async function closeSockets() {
      clearInterval(timer);
      await hub.closeAll(1012, 'Server restarting', CLOSE_GRACE_MS);
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
  });

  app.addHook('onClose', async () => clearInterval(timer));
});
