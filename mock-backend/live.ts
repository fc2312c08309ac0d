import { ws, type WebSocketHandler, type WebSocketHandlerConnection } from 'msw';
import type { DesireRecord, SpecStore } from './store';

/**
 * The live channel, `GET /ws?token=`: the spec (member core 4 "Live connection"). A member's token opens it (any
 * other closes it at once: 4401 without a valid member token, 4403 for an admin's), `{type:'ping'}`
 * gets `{type:'pong'}`, and every event is `{ type, data }` as the app's list names them.
 */

type Client = WebSocketHandlerConnection['client'];

export interface LiveEvent {
  type: 'notification' | 'reaction_update' | 'comment_update' | 'status_update' | 'new_desire';
  data: object;
}

export interface LiveChannel {
  handler: WebSocketHandler;
  /** To every open connection of one member (a member may have several tabs). */
  send(userId: string, event: LiveEvent): void;
  /** To every connected member who may see the desire, the event made for each of them. */
  sendToViewers(desire: DesireRecord, event: (readerId: string) => LiveEvent): void;
  /** Who is connected now. */
  connectedMembers(): string[];
  /** Closes every connection, as a server restart does (1012), and forgets them. */
  closeAll(): void;
}

/**
 * Any origin, as the app's address may name its API's. Not a `ws://` address with `*` for its host: a
 * browser's URL parser turns that host into `%2A`, and such a link matches nothing outside Node and jsdom.
 */
export const LIVE_URL = '*/ws';

// One link for every backend made: each link listens on MSW's shared channel for good, while each
// backend's own connection handler comes and goes with its handlers.
const link = ws.link(LIVE_URL);

export function createLiveChannel(store: SpecStore): LiveChannel {
  const connections = new Map<string, Set<Client>>();

  const handler = link.addEventListener('connection', ({ client }) => {
    const token = client.url.searchParams.get('token');
    const member = store.session(token, 'member');
    if (!member) {
      client.close(token && store.session(token, 'admin') ? 4403 : 4401, 'Authentication required');
      return;
    }
    const own = connections.get(member._id) ?? new Set<Client>();
    own.add(client);
    connections.set(member._id, own);
    client.addEventListener('message', (event) => {
      // The app sends only pings; anything else is ignored without a word.
      if (typeof event.data === 'string' && event.data.includes('"ping"')) client.send(JSON.stringify({ type: 'pong' }));
    });
    client.addEventListener('close', () => own.delete(client));
  });

  const send = (userId: string, event: LiveEvent) => {
    const frame = JSON.stringify(event);
    for (const client of connections.get(userId) ?? []) client.send(frame);
  };

  return {
    handler,
    send,
    sendToViewers(desire, event) {
      for (const [userId, clients] of connections) {
        if (clients.size > 0 && store.canSee(userId, desire)) send(userId, event(userId));
      }
    },
    connectedMembers: () => [...connections].filter(([, clients]) => clients.size > 0).map(([userId]) => userId),
    closeAll() {
      for (const clients of connections.values()) for (const client of clients) client.close(1012, 'restart');
      connections.clear();
    },
  };
}
