import { ADMIN_MESSAGES } from '@contract/admin';
import type { MessageResponse } from '@contract/errors';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { LivePublisher } from '../../live/publisher';
import { deleteAccount } from '../account';
import type { ImageStore } from '../uploads';
import { writeAudit } from './audit';
import { lockAccount, refuseRemoval, type AdminRules } from './protection';
import { findTarget } from './users';

/**
 * DELETE /api/admin/users/{id}: members only (an admin, the configured admin and a just-demoted
 * admin are refused, see admin/protection.ts), removed as completely as by their own account
 * deletion, sockets closed. The rules are checked again on the locked row and the audit row is
 * written inside the deletion's transaction: both land, or neither.
 */
export async function deleteMember(db: Database, live: LivePublisher, images: ImageStore, admin: UserRow, targetId: string, rules: AdminRules = {}): Promise<MessageResponse> {
  const target = await findTarget(db, targetId);
  refuseRemoval(target, 'delete', rules);
  await deleteAccount(db, live, images, target.id, async (tx) => {
    const locked = await lockAccount(tx, target.id);
    refuseRemoval(locked, 'delete', rules);
    await writeAudit(tx, { admin, action: 'delete', target: locked, details: { fullName: locked.fullName } });
  });
  return { success: true, message: ADMIN_MESSAGES.userDeleted };
}
