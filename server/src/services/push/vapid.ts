import { createECDH } from 'node:crypto';
import type { Database } from '../../db/client';
import { serverSecret } from '../server-secrets';

/** The server's VAPID key pair (RFC 8292), base64url, as web-push and PushManager.subscribe take them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Made at first start and kept with the data (server_secrets), so every process signs with the same
 * key and a restart keeps every device's subscription valid: the private key is 32 random bytes (a
 * P-256 scalar), the public key the point it makes.
 */
export async function vapidKeys(db: Database): Promise<VapidKeys> {
  const privateKey = await serverSecret(db, 'vapid-private-key');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return { privateKey: privateKey.toString('base64url'), publicKey: ecdh.getPublicKey().toString('base64url') };
}
