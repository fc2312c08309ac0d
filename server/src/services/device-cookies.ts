import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import { serverSecret } from './server-secrets';

/*
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that has
 * signed in to an account holds a token naming that account, a random device id and an HMAC of both
 * under a key only the server knows. The sign-in throttle trusts such a browser for that account
 * alone, so strangers' wrong passwords elsewhere never slow its owner down.
 */

export const DEVICE_COOKIE = 'wishwell_device';
/** A year: the point is to remember the browsers the owner uses. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Accounts one browser is remembered for (a member and an admin account, a shared computer). */
const MAX_ACCOUNTS = 4;
/** Longer cookies are not ours: four tokens of the longest email fit well under this. */
const MAX_COOKIE_LENGTH = 3000;

interface DeviceToken {
  email: string;
  deviceId: string;
  raw: string;
}

export class DeviceCookies {
  constructor(private readonly key: Buffer) {}

  /** The device id this cookie holds for `email` when the server signed it; undefined for anything else. */
  deviceFor(cookie: string | undefined, email: string): string | undefined {
    return this.tokens(cookie).find((token) => token.email === email)?.deviceId;
  }

  /** The cookie after a sign-in to `email`: a new device id for it first, then the other accounts it already held. */
  renewed(cookie: string | undefined, email: string): string {
    const others = this.tokens(cookie).filter((token) => token.email !== email);
    return [this.sign(email, randomBytes(16).toString('base64url')), ...others.map((token) => token.raw)].slice(0, MAX_ACCOUNTS).join('~');
  }

  private sign(email: string, deviceId: string): string {
    return `${Buffer.from(email).toString('base64url')}.${deviceId}.${this.mac(email, deviceId).toString('base64url')}`;
  }

  private mac(email: string, deviceId: string): Buffer {
    return createHmac('sha256', this.key).update(`${email}\n${deviceId}`).digest();
  }

  /** The well-signed tokens of a cookie; a forged, altered or malformed one is left out. */
  private tokens(cookie: string | undefined): DeviceToken[] {
    if (!cookie || cookie.length > MAX_COOKIE_LENGTH) return [];
    const found: DeviceToken[] = [];
    for (const raw of cookie.split('~').slice(0, MAX_ACCOUNTS)) {
      const [login, deviceId, signature, ...rest] = raw.split('.');
      if (!login || !deviceId || !signature || rest.length > 0) continue;
      const email = Buffer.from(login, 'base64url').toString('utf8');
      const expected = this.mac(email, deviceId);
      const given = Buffer.from(signature, 'base64url');
      if (given.length === expected.length && timingSafeEqual(given, expected)) found.push({ email, deviceId, raw });
    }
    return found;
  }
}

const loaded = new WeakMap<Database, Promise<DeviceCookies>>();

/** The device cookies of this database's deployment: one key, kept in the database, shared by every process. */
export function deviceCookiesOf(db: Database): Promise<DeviceCookies> {
  let cookies = loaded.get(db);
  if (!cookies) {
    cookies = serverSecret(db, 'device-cookie-key').then((key) => new DeviceCookies(key));
    cookies.catch(() => loaded.delete(db));
    loaded.set(db, cookies);
  }
  return cookies;
}
