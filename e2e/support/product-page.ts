import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 1x1 PNG for the page's picture. */
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * A shop's product page with Open Graph tags and a JSON-LD price, served on a loopback port that
 * the end-to-end server allows the URL import to reach.
 */
export async function startProductPage(port = Number(process.env.E2E_FIXTURE_PORT ?? 5191)) {
  const server = http.createServer((request, response) => {
    if (request.url === '/picture.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(PICTURE);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html><head>
<title>Shop: Instant film camera</title>
<meta property="og:title" content="Instant film camera">
<meta property="og:description" content="Prints a photo a minute after you take it.">
<meta property="og:image" content="http://127.0.0.1:${port}/picture.png">
<script type="application/ld+json">{"@type":"Product","name":"Instant film camera","offers":{"@type":"Offer","price":"89.00","priceCurrency":"USD"}}</script>
</head><body><h1>Instant film camera</h1></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/camera`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
