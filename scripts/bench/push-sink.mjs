// A push service and a mail server on loopback for the benchmarks: each records when what the server
// sent arrived, so that a benchmark can time a notice from the request that caused it. Devices are
// subscribed with real P-256 keys (the server encrypts for them); nothing is decrypted here.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/** Answers 201 to every push; `arrivals` maps a device path to the times (performance.now()) its pushes came. */
export async function startPushSink() {
  const arrivals = new Map();
  let total = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const at = performance.now();
      total++;
      const list = arrivals.get(request.url) ?? [];
      list.push(at);
      arrivals.set(request.url, list);
      response.writeHead(201).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${server.address().port}`;
  return { host, arrivals, total: () => total, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** A mail server that takes everything; `arrivals` maps a recipient address to the times its mail was handed over. */
export async function startMailSink() {
  const arrivals = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const at = performance.now();
        for (const { address } of session.envelope.rcptTo) arrivals.set(address, [...(arrivals.get(address) ?? []), at]);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, arrivals, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** Subscribes one device for the member of `token`, at `http://{host}/{name}`. */
export async function subscribeDevice(base, token, host, name) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const body = { endpoint: `http://${host}/${name}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
  const res = await fetch(`${base}/api/push/subscriptions`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`subscribing a device: ${res.status} ${await res.text()}`);
  return `/${name}`;
}
