import { emailField, passwordField } from '@contract/fields';
import { passwordLimits } from '@contract/limits';
import type { Database } from '../db/client';
import type { LivePublisher } from '../live/publisher';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';
import { createUser, findUserByEmail, updateUser } from './users';

export interface EnsureAdminResult {
  id: string;
  created: boolean;
}

/**
 * Makes sure an admin account with this email and password exists: creates it, or turns an
 * existing account into an admin with this password (ending its sessions, since its role changed;
 * `live` closes their sockets at once, see revokeSession).
 */
export async function ensureAdmin(db: Database, rawEmail: string, password: string, live?: LivePublisher): Promise<EnsureAdminResult> {
  const email = emailField.parse(rawEmail);
  passwordField(passwordLimits.signupMin).parse(password);
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    const user = await createUser(db, {
      email,
      password,
      fullName: 'Administrator',
      role: 'admin',
      isVerified: true,
      hasCompletedSignup: true,
    });
    return { id: user.id, created: true };
  }
  await updateUser(db, existing.id, { role: 'admin', passwordHash: await hashPassword(password), isVerified: true });
  if (existing.role !== 'admin') await revokeUserSessions(db, existing.id, { live });
  return { id: existing.id, created: false };
}
