import { randomBytes } from 'node:crypto';

/**
 * 24 hex characters: 4 bytes of seconds since the epoch then 8 random bytes, so ids sort by
 * creation time and look like the ids the app already expects.
 */
export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000).toString(16).padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

/** A random opaque token: 32 bytes, base64url. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
