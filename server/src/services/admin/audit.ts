import type { Database } from '../../db/client';
import { adminAuditLog, type AdminAuditRow, type UserRow } from '../../db/schema';
import { newId } from '../../lib/ids';

export type AuditAction = AdminAuditRow['action'];

/** Writes who did what to whom; inside the action's own transaction, so that one never lands without the other. */
export async function writeAudit(
  db: Database,
  entry: { admin: Pick<UserRow, 'id' | 'email'>; action: AuditAction; target: Pick<UserRow, 'id' | 'email'>; details?: Record<string, unknown> },
): Promise<void> {
  const now = new Date();
  await db.insert(adminAuditLog).values({
    id: newId(now),
    adminId: entry.admin.id,
    adminEmail: entry.admin.email,
    action: entry.action,
    targetId: entry.target.id,
    targetEmail: entry.target.email,
    details: entry.details ?? {},
    createdAt: now,
  });
}
