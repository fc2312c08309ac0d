import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AdminUser, AdminUserList } from '@contract/admin';
import { ADMIN_MESSAGES } from '@contract/admin';
import { pageSizes } from '@contract/limits';
import type { Database } from '../../db/client';
import { containingPattern } from '../../db/rows';
import { users, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { toSelfUser } from '../users';

/** What the admin area may see of an account: everything but the password hash. */
export function toAdminUser(row: UserRow): AdminUser {
  return { ...toSelfUser(row), createdAt: row.createdAt.toISOString(), isBlocked: row.isBlocked };
}

/** One page of accounts, newest first, with the total for the search (name or email, any case). */
export async function listUsers(db: Database, query: { page: number; limit: number; search?: string }): Promise<AdminUserList> {
  const search = query.search?.trim();
  const pattern = search ? containingPattern(search) : null;
  const where = pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined;
  const [[row], rows] = await Promise.all([
    db.select({ n: count() }).from(users).where(where),
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return { users: rows.map(toAdminUser), total: row?.n ?? 0 };
}

export async function recentUsers(db: Database, limit: number = pageSizes.adminDashboardItems): Promise<AdminUser[]> {
  const rows = await db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit);
  return rows.map(toAdminUser);
}

/** The account an admin acts on; 404 when there is none. */
export async function findTarget(db: Database, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
  return row;
}

export async function readUser(db: Database, id: string): Promise<AdminUser> {
  return toAdminUser(await findTarget(db, id));
}
