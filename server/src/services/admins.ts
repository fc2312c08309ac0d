import { eq } from 'drizzle-orm';
import { emailField, passwordField } from '@contract/fields';
import { passwordLimits } from '@contract/limits';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import type { LivePublisher } from '../live/publisher';
import { writeAudit } from './admin/audit';
import { hashPassword } from './passwords';
import { createUser, findUserByEmail } from './users';

export interface EnsureAdminResult {
  id: string;
  created: boolean;
}

/**
 * Makes sure an admin account with this email and password exists (ADMIN_EMAIL at start, and
 * `npm run create-admin`): creates it, or turns an existing account into an admin with this
 * password, ending its sessions when its role changed (`live` closes their sockets at once, see
 * revokeSession). The change and its audit row land in one transaction; the row says what was done,
 * never the password.
 */
export async function ensureAdmin(db: Database, rawEmail: string, password: string, live?: LivePublisher): Promise<EnsureAdminResult> {
  const email = emailField.parse(rawEmail);
  passwordField(passwordLimits.signupMin).parse(password);
  const passwordHash = await hashPassword(password);

  const outcome = await db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (!existing) {
      const user = await createUser(tx, { email, password, fullName: 'Administrator', role: 'admin', isVerified: true, hasCompletedSignup: true });
      await writeAudit(tx, { action: 'admin_bootstrap', target: user, details: { created: true } });
      return { id: user.id, created: true, endedSessions: [] };
    }
    await tx.update(users).set({ role: 'admin', passwordHash, isVerified: true, isBlocked: false, updatedAt: new Date() }).where(eq(users.id, existing.id));
    const endedSessions = existing.role === 'admin' ? [] : await tx.delete(sessions).where(eq(sessions.userId, existing.id)).returning({ id: sessions.id });
    await writeAudit(tx, {
      action: 'admin_bootstrap',
      target: existing,
      details: { created: false, roleBefore: existing.role, wasBlocked: existing.isBlocked, passwordReplaced: true },
    });
    return { id: existing.id, created: false, endedSessions };
  });

  if (outcome.endedSessions.length > 0) live?.publish({ kind: 'sessions-revoked', sessionIds: outcome.endedSessions.map((row) => row.id) });
  return { id: outcome.id, created: outcome.created };
}
