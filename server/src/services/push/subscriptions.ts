import { and, eq, ne, sql } from 'drizzle-orm';
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
 * it). The member's own row for the endpoint takes the new keys and session; another member's row for
 * the same endpoint stays theirs, unless it has the very same keys: only the browser holding that
 * subscription knows its auth secret, so the device changed hands and the earlier member's notices
 * must not reach it any more.
 */
export async function subscribePush(db: Database, member: { userId: string; sessionId: string }, body: PushSubscriptionBody, allow: readonly string[]): Promise<void> {
  if (!pushEndpointAllowed(body.endpoint, allow)) throw badRequest(PUSH_MESSAGES.endpointNotAllowed);
  const values = { userId: member.userId, sessionId: member.sessionId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: new Date() };
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, body.endpoint),
        ne(pushSubscriptions.userId, member.userId),
        eq(pushSubscriptions.p256dh, body.keys.p256dh),
        eq(pushSubscriptions.auth, body.keys.auth),
      ),
    );
  await db
    .insert(pushSubscriptions)
    .values({ id: newId(), endpoint: body.endpoint, ...values })
    .onConflictDoUpdate({ target: [pushSubscriptions.endpoint, pushSubscriptions.userId], set: values });
  // A notice goes to every device: past MAX_DEVICES the ones subscribed longest ago stop.
  await db.execute(sql`
    delete from push_subscriptions where user_id = ${member.userId} and id not in (
      select id from push_subscriptions where user_id = ${member.userId} order by created_at desc, id desc limit ${MAX_DEVICES})`);
}

/** The device stops: only the member's own row; another member's row for the same endpoint is left as it is. */
export async function unsubscribePush(db: Database, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
