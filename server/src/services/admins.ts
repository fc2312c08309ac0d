import { emailField, passwordField } from '@contract/fields';
import { passwordLimits } from '@contract/limits';
import type { Database } from '../db/client';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';
import { createUser, findUserByEmail, updateUser } from './users';

export interface EnsureAdminResult {
  id: string;
  created: boolean;
}

/**
 * Makes sure an admin account with this email and password exists: creates it, or turns an
 * existing account into an admin with this password (ending its sessions, since its role changed).
 */
export async function ensureAdmin(db: Database, rawEmail: string, password: string): Promise<EnsureAdminResult> {
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
  if (existing.role !== 'admin') await revokeUserSessions(db, existing.id);
  return { id: existing.id, created: false };
}
