import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userSettings, users } from '../../db/schema';
import { serverSecret } from '../server-secrets';

/** The key that signs unsubscribe links: made at first start and kept with the data, as every process needs the same. */
export const unsubscribeKey = (db: Database) => serverSecret(db, 'email-unsubscribe');

/** How long a digest's link works: a mail read weeks late still unsubscribes; one left in a mailbox for months does not. */
export const UNSUBSCRIBE_LINK_MS = 60 * 24 * 60 * 60_000;
/** A link issued by a process whose clock runs a little ahead is still good. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * What a link is bound to besides the member and its time: their address, their password (its hash)
 * and when they last switched digests on again. Each change makes the links of earlier mails stale.
 * Null when there is no such member.
 */
async function memberStamp(db: Database, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, onAt: userSettings.emailDigestOnAt })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, memberId))
    .limit(1);
  if (!row) return null;
  return createHash('sha256').update(`${row.email}\n${row.passwordHash}\n${row.onAt?.getTime() ?? ''}`).digest('base64url');
}

/** The mark that lets a link switch this member's digests off without a sign-in; it does nothing else. */
function sign(key: Buffer, memberId: string, issued: number, stamp: string): string {
  return createHmac('sha256', key).update(`email-digest-unsubscribe:${memberId}:${issued}:${stamp}`).digest('base64url');
}

export interface UnsubscribeLink {
  member: string;
  /** Seconds since 1970 when the digest was made. */
  issued: number;
  token: string;
}

/**
 * Whether a link may switch this member's digests off now: signed by this server, issued at most
 * UNSUBSCRIBE_LINK_MS ago, and since the member's address, password or digest switch last changed.
 */
export async function validUnsubscribeLink(db: Database, key: Buffer, link: UnsubscribeLink, now = Date.now()): Promise<boolean> {
  const issuedMs = link.issued * 1000;
  if (issuedMs > now + CLOCK_SKEW_MS || now - issuedMs > UNSUBSCRIBE_LINK_MS) return false;
  const stamp = await memberStamp(db, link.member);
  if (!stamp) return false;
  const expected = Buffer.from(sign(key, link.member, link.issued, stamp));
  const given = Buffer.from(link.token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link of a digest made at `now`: GET shows a page with a button, POST (that button, or a mail client's one click) switches digests off. */
export async function unsubscribeUrl(db: Database, appUrl: string, key: Buffer, memberId: string, now = Date.now()): Promise<string> {
  const issued = Math.floor(now / 1000);
  const url = new URL(`${appUrl}/api/email/unsubscribe`);
  url.searchParams.set('member', memberId);
  url.searchParams.set('issued', String(issued));
  url.searchParams.set('token', sign(key, memberId, issued, (await memberStamp(db, memberId)) ?? ''));
  return url.toString();
}
