import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '@contract/push';
import { pinnedLookup, vetTarget, type Resolver } from '../url-metadata/safe-fetch';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSendOptions {
  vapid: VapidKeys;
  /** mailto: or https: URL the push services may contact about this server (RFC 8292). */
  subject: string;
  /** Test-only loopback `host:port` pairs (PUSH_ENDPOINT_TEST_ALLOW). */
  allow: readonly string[];
  resolve?: Resolver;
  timeoutMs?: number;
}

/** How long a push service keeps a message for a device that is offline: a day, then it is stale. */
const TTL_SECONDS = 24 * 60 * 60;
/** A VAPID token is good for 12 hours (RFC 8292 allows 24); it is signed anew an hour before it runs out. */
const TOKEN_SECONDS = 12 * 60 * 60;
const RENEW_BEFORE_MS = 60 * 60 * 1000;

/**
 * The VAPID Authorization header for each push service (the audience is its origin), signed once and
 * reused until near its expiry: an ES256 signature per push cost more than the push's encryption.
 */
const tokens = new Map<string, { header: string; renewAt: number }>();
function vapidAuthorization(audience: string, options: PushSendOptions): string {
  const key = `${audience} ${options.subject} ${options.vapid.publicKey}`;
  const now = Date.now();
  const kept = tokens.get(key);
  if (kept && kept.renewAt > now) return kept.header;
  const expiresAt = Math.floor(now / 1000) + TOKEN_SECONDS;
  const { Authorization } = webpush.getVapidHeaders(audience, options.subject, options.vapid.publicKey, options.vapid.privateKey, 'aes128gcm', expiresAt) as { Authorization: string };
  // A handful of push services exist; the map stays small, but a flood of made-up ones must not grow it.
  if (tokens.size > 1_000) tokens.clear();
  tokens.set(key, { header: Authorization, renewAt: expiresAt * 1000 - RENEW_BEFORE_MS });
  return Authorization;
}

/**
 * Sends one push: the payload encrypted for the device (aes128gcm, RFC 8291) by web-push, with the
 * server's VAPID token for the push service, then posted by hand so that the connection goes only to the
 * addresses the endpoint's host resolved to and passed the address rules (as the URL import's
 * fetches do). Answers the push service's status; throws when it cannot be reached.
 */
export async function sendPush(target: PushTarget, payload: PushPayload, options: PushSendOptions): Promise<number> {
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    headers: { Authorization: vapidAuthorization(new URL(target.endpoint).origin, options) },
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
  });
  const url = new URL(details.endpoint);
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const addresses = await vetTarget(url, { allow: options.allow, resolve: options.resolve, signal });
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = transport.request(
      {
        protocol: url.protocol,
        host: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        agent: false,
        lookup: pinnedLookup(addresses),
        headers: { ...details.headers, host: url.host },
        signal,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(details.body);
  });
}
