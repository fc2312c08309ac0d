import { asc, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@contract/admin';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';

/*
 * What no admin may do to some accounts, checked inside the action's transaction on the locked row,
 * so that two admins acting at once cannot slip past it: the configured admin (ADMIN_EMAIL) and the
 * last admin keep their role and their account; a former admin is neither blocked nor deleted for a
 * day after losing the role, so that no admin removes another in two quick steps.
 */

/** How long after losing the admin role an account can be neither blocked nor deleted. */
export const DEMOTION_COOLING_MS = 24 * 60 * 60 * 1000;

export interface AdminRules {
  /** The account the server's configuration makes admin at every start (ADMIN_EMAIL). */
  mainAdminEmail?: string;
  now?: () => Date;
}

const isMainAdmin = (account: Pick<UserRow, 'email'>, rules: AdminRules) =>
  rules.mainAdminEmail !== undefined && account.email === rules.mainAdminEmail.trim().toLowerCase();

/** The account's row, locked until the transaction ends; 404 when it is gone. */
export async function lockAccount(tx: Database, id: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
  return row;
}

/**
 * Refuses a block or a deletion of the configured admin, of any admin, and of a former admin within
 * a day of the demotion. Reads the row given: call it again on the locked row inside the transaction.
 */
export function refuseRemoval(target: UserRow, action: 'block' | 'delete', rules: AdminRules): void {
  if (isMainAdmin(target, rules)) throw badRequest(ADMIN_MESSAGES.mainAdmin);
  if (target.role === 'admin') throw badRequest(action === 'block' ? ADMIN_MESSAGES.adminNotBlockable : ADMIN_MESSAGES.adminNotDeletable);
  const now = (rules.now?.() ?? new Date()).getTime();
  if (target.demotedAt && now - target.demotedAt.getTime() < DEMOTION_COOLING_MS) throw badRequest(ADMIN_MESSAGES.recentlyDemoted);
}

/** Refuses taking the admin role from oneself, from the configured admin, or from the last admin. */
export function refuseDemotion(admin: Pick<UserRow, 'id'>, target: UserRow, rules: AdminRules): void {
  if (target.id === admin.id) throw badRequest(ADMIN_MESSAGES.ownAdminRole);
  if (isMainAdmin(target, rules)) throw badRequest(ADMIN_MESSAGES.mainAdmin);
}

/**
 * Inside a demotion's transaction: locks every admin row (in one order, so that two demotions wait
 * for each other instead of deadlocking) and refuses when the target is the only one left.
 */
export async function lockAdminsForDemotion(tx: Database, admin: Pick<UserRow, 'id'>, targetId: string, rules: AdminRules): Promise<UserRow> {
  const admins = await tx.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update');
  const target = admins.find((row) => row.id === targetId) ?? (await lockAccount(tx, targetId));
  refuseDemotion(admin, target, rules);
  if (target.role === 'admin' && admins.length <= 1) throw badRequest(ADMIN_MESSAGES.lastAdmin);
  return target;
}
