import type { BrowserContext } from '@playwright/test';
import { Gate } from './gate';

/**
 * The live sockets of a browser context, passed through to the server untouched, with a record of
 * the close code each one got from the server and when, and of when each new one was asked for.
 * While `connections` is shut a new socket waits (the page sees it connecting) before it goes on to
 * the server; while `frames` is shut what the server sends waits, in order, before the page gets it.
 */
export async function routeLiveSockets(context: BrowserContext) {
  const closes: { code: number | undefined; at: number }[] = [];
  const asked: number[] = [];
  const connections = new Gate();
  const frames = new Gate();
  await context.routeWebSocket(/\/ws\?/, async (socket) => {
    asked.push(Date.now());
    await connections.passed();
    const server = socket.connectToServer();
    let delivered = Promise.resolve();
    server.onMessage((message) => {
      delivered = delivered.then(() => frames.passed()).then(() => socket.send(message));
    });
    server.onClose((code, reason) => {
      closes.push({ code, at: Date.now() });
      void delivered.then(() => socket.close({ code, reason }));
    });
  });
  return { closes, asked, connections, frames };
}
