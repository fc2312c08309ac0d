import * as z from 'zod/mini';

/*
 * Web Push: extras of our contract (none of these calls is in the spec). A device subscribes with the
 * browser's PushSubscription as JSON; the server sends it the member's notices and messages while
 * the app is not open, encrypted for that device (RFC 8291), signed with the server's VAPID key.
 */

/** GET /api/push/key: the VAPID public key, base64url (an uncompressed P-256 point, 65 bytes). */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/** base64url of exactly `bytes` bytes (no padding), as a PushSubscription's keys are written. */
const base64urlOf = (bytes: number, message: string) => z.string({ error: message }).check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), message));

/** A push service's URL: https, at most 2,048 characters (where it may point is the server's rule). */
const endpointField = z.string({ error: 'Push endpoint is required' }).check(z.maxLength(2048, 'Push endpoint is too long'), z.url({ protocol: /^https?$/, error: 'Push endpoint must be a URL' }));

/** POST /api/push/subscriptions: PushSubscription.toJSON() (expirationTime and other fields are ignored). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointField,
  keys: z.object({
    p256dh: base64urlOf(65, 'Push key p256dh must be 65 bytes in base64url'),
    auth: base64urlOf(16, 'Push key auth must be 16 bytes in base64url'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** POST (201) and DELETE (200) /api/push/subscriptions: whether the device is subscribed now. */
export const pushSubscriptionResultSchema = z.object({ subscribed: z.boolean() });

/** DELETE /api/push/subscriptions: which device stops. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: endpointField });

/** What the service worker receives (the push message's payload, JSON): enough to show and open it. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The app's path to open on a click. */
  url: z.string(),
  /** Groups a member's pushes about one thing (a chat, a notice) so a newer one replaces the older. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const PUSH_MESSAGES = {
  endpointNotAllowed: 'Push endpoint must be an https address of a public push service',
} as const;
