import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { serverSecret } from '../server-secrets';

/** The key that signs unsubscribe links: made at first start and kept with the data, as every process needs the same. */
export const unsubscribeKey = (db: Database) => serverSecret(db, 'email-unsubscribe');

/** The mark that lets a link switch this member's digests off without a sign-in; it does nothing else. */
export function unsubscribeToken(key: Buffer, memberId: string): string {
  return createHmac('sha256', key).update(`email-digest-unsubscribe:${memberId}`).digest('base64url');
}

export function validUnsubscribeToken(key: Buffer, memberId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(key, memberId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link of a digest: GET shows a page with a button, POST (that button, or a mail client's one click) switches digests off. */
export function unsubscribeUrl(appUrl: string, key: Buffer, memberId: string): string {
  const url = new URL(`${appUrl}/api/email/unsubscribe`);
  url.searchParams.set('member', memberId);
  url.searchParams.set('token', unsubscribeToken(key, memberId));
  return url.toString();
}
