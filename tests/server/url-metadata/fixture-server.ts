import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { KeyPair } from '../helpers/certificates';

export type Route = (request: IncomingMessage, response: ServerResponse) => void;

export interface FixtureServer {
  port: number;
  /** `http://127.0.0.1:PORT`, or https with a certificate. */
  origin: string;
  /** `127.0.0.1:PORT`, as the allow list writes it. */
  hostPort: string;
  /** Every request it received, in order. */
  requests: { path: string; headers: IncomingMessage['headers'] }[];
  close: () => Promise<void>;
}

/**
 * A web server on loopback (never any other address) with a port of the system's choosing. Paths
 * without a route answer 404. Given a certificate, it speaks https.
 */
export async function startFixture(routes: Record<string, Route> = {}, options: { tls?: KeyPair } = {}): Promise<FixtureServer> {
  const requests: FixtureServer['requests'] = [];
  const handle: Route = (request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    const route = routes[path.split('?')[0] ?? '/'];
    if (route) route(request, response);
    else response.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
  };
  const server = options.tls ? https.createServer(options.tls, handle) : http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on loopback that nothing listens on (a server is started there and closed again). */
export async function closedPort(): Promise<number> {
  const fixture = await startFixture();
  await fixture.close();
  return fixture.port;
}

export const html = (body: string, headers: http.OutgoingHttpHeaders = {}): Route => (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
};

export const status = (code: number, body = '<title>Nope</title>'): Route => (_request, response) => {
  response.writeHead(code, { 'content-type': 'text/html' }).end(body);
};

export const redirect = (location: string, code = 302): Route => (_request, response) => {
  response.writeHead(code, { location }).end();
};

export const bytes = (body: Buffer, contentType: string, headers: http.OutgoingHttpHeaders = {}): Route => (_request, response) => {
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length, ...headers }).end(body);
};
