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

/** Ends every open connection the way a server restart does (1006 is not allowed from code: 1012, "service restart"). */
export function dropLive(code = 1012) {
  for (const client of liveLink.clients) client.close(code, 'restart');
}
