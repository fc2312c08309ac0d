import { and, eq, sql } from 'drizzle-orm';
import { PUSH_MESSAGES, type PushSubscriptionBody } from '@contract/push';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { pushEndpointAllowed } from './endpoint-rules';

/** How many devices of one member are sent pushes. */
export const MAX_DEVICES = 20;

/**
 * Keeps a device's subscription for the member, tied to the session that made it (signing out ends
 * it). A device already subscribed (the same endpoint) is the member's now, with its new keys: one
 * browser profile is one device, whoever signed in on it last.
 */
export async function subscribePush(db: Database, member: { userId: string; sessionId: string }, body: PushSubscriptionBody, allow: readonly string[]): Promise<void> {
  if (!pushEndpointAllowed(body.endpoint, allow)) throw badRequest(PUSH_MESSAGES.endpointNotAllowed);
  const values = { userId: member.userId, sessionId: member.sessionId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: new Date() };
  await db
    .insert(pushSubscriptions)
    .values({ id: newId(), endpoint: body.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  // A notice goes to every device: past MAX_DEVICES the ones subscribed longest ago stop.
  await db.execute(sql`
    delete from push_subscriptions where user_id = ${member.userId} and id not in (
      select id from push_subscriptions where user_id = ${member.userId} order by created_at desc, id desc limit ${MAX_DEVICES})`);
}

/** The device stops: only the member's own subscription; another's endpoint is left as it is. */
export async function unsubscribePush(db: Database, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
