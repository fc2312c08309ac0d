import { createECDH, createPublicKey, hkdfSync, randomBytes, verify, createDecipheriv } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: its key pair and auth secret, as PushManager makes them. */
export class TestDevice {
  private readonly ecdh = createECDH('prime256v1');
  readonly auth = randomBytes(16);
  constructor(readonly endpoint: string) {
    this.ecdh.generateKeys();
  }

  /** PushSubscription.toJSON(), as the app posts it. */
  subscription() {
    return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.auth.toString('base64url') } };
  }

  /**
   * What the browser would do with a push's body: RFC 8291 (aes128gcm, one record) decrypted with the
   * device's private key and auth secret. Written from the RFC, apart from the library that encrypts.
   */
  decrypt(body: Buffer): unknown {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(serverKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), serverKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 2, then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error('not a last record');
    return JSON.parse(padded.subarray(0, end).toString('utf8'));
  }
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on loopback: records each push and answers the next status queued (201 when none).
 * `waitFor(n)` waits until `n` pushes arrived.
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  readonly answers: number[] = [];
  private server: Server | null = null;
  private waiters: (() => void)[] = [];

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(this.answers.shift() ?? 201).end();
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async waitFor(count: number, timeoutMs = 5_000): Promise<ReceivedPush[]> {
    const until = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > until) throw new Error(`${this.received.length} of ${count} pushes arrived`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.received.slice(0, count);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/**
 * Checks a push's VAPID authorization (RFC 8292): `vapid t=<JWT>, k=<key>`, the key the server
 * publishes, an ES256 signature by it, the push service's origin as audience and a future expiry.
 * Answers the JWT's claims.
 */
export function vapidClaims(authorization: string | undefined, publicKey: string, endpoint: URL): Record<string, unknown> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('signed with another key');
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
  const valid = verify('sha256', Buffer.from(`${header}.${claims}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('bad VAPID signature');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (parsed.aud !== endpoint.origin) throw new Error(`audience ${String(parsed.aud)}`);
  if (typeof parsed.exp !== 'number' || parsed.exp * 1000 < Date.now()) throw new Error('expired');
  return parsed;
}
