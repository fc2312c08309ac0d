import type { Database } from '../../db/client';
import { adminAuditLog, type AdminAuditRow, type UserRow } from '../../db/schema';
import { newId } from '../../lib/ids';

export type AuditAction = AdminAuditRow['action'];

type Account = Pick<UserRow, 'id' | 'email'>;

export interface AuditEntry {
  action: AuditAction;
  /** The admin who acted; for a failed sign-in only the email given, for the start-up step nobody. */
  admin?: Account | { id: null; email: string };
  target?: Account;
  /** Where a sign-in came from. */
  address?: string;
  /** What changed. Never a password. */
  details?: Record<string, unknown>;
}

/**
 * Writes who did what to whom; pass the action's own transaction, so that one never lands without
 * the other. The table takes inserts only (a trigger refuses the rest).
 */
export async function writeAudit(db: Database, entry: AuditEntry): Promise<void> {
  const now = new Date();
  await db.insert(adminAuditLog).values({
    id: newId(now),
    adminId: entry.admin?.id ?? null,
    adminEmail: entry.admin?.email ?? null,
    action: entry.action,
    targetId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    address: entry.address ?? null,
    details: entry.details ?? {},
    createdAt: now,
  });
}
