import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * The secret of this name, made (32 random bytes) the first time any process asks. Processes that
 * start together may each offer one; the first stored wins and every process reads that one.
 */
export async function serverSecret(db: Database, name: string): Promise<Buffer> {
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return Buffer.from(row.value, 'base64url');
}
