import { ADMIN_MESSAGES } from '@contract/admin';
import type { MessageResponse } from '@contract/errors';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import type { LivePublisher } from '../../live/publisher';
import { deleteAccount } from '../account';
import type { ImageStore } from '../uploads';
import { writeAudit } from './audit';
import { findTarget } from './users';

/**
 * DELETE /api/admin/users/{id}: members only (an admin account is refused), removed as completely as
 * by their own account deletion, sockets closed; the audit row is written once it is done.
 */
export async function deleteMember(db: Database, live: LivePublisher, images: ImageStore, admin: UserRow, targetId: string): Promise<MessageResponse> {
  const target = await findTarget(db, targetId);
  if (target.role === 'admin') throw badRequest(ADMIN_MESSAGES.adminNotDeletable);
  await deleteAccount(db, live, images, target.id);
  await writeAudit(db, { admin, action: 'delete', target, details: { fullName: target.fullName } });
  return { success: true, message: ADMIN_MESSAGES.userDeleted };
}
