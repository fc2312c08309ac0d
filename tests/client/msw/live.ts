import { ws } from 'msw';
import type { LiveEvent } from '@contract/live';

/**
 * The live channel as the tests see it: every `/ws` connection is taken, a ping gets its pong, and
 * a test pushes events to every open connection with `pushLive`.
 */
export const liveLink = ws.link('ws://*/ws');

export const liveHandler = liveLink.addEventListener('connection', ({ client }) => {
  client.addEventListener('message', (event) => {
    if (event.data === '{"type":"ping"}') client.send('{"type":"pong"}');
  });
});

export function pushLive(event: LiveEvent) {
  liveLink.broadcast(JSON.stringify(event));
}

/**
 * Ends every open connection: by default as a lost network does (1006, abnormal closure), or with
 * another code, such as a server's restart (1012).
 */
export function dropLive(code = 1006) {
  for (const client of liveLink.clients) client.close(code, 'dropped');
}
