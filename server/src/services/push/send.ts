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

/**
 * Sends one push: the payload encrypted for the device (aes128gcm, RFC 8291) and signed with the
 * server's VAPID key by web-push, then posted by hand so that the connection goes only to the
 * addresses the endpoint's host resolved to and passed the address rules (as the URL import's
 * fetches do). Answers the push service's status; throws when it cannot be reached.
 */
export async function sendPush(target: PushTarget, payload: PushPayload, options: PushSendOptions): Promise<number> {
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    vapidDetails: { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey },
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
