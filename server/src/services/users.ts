import { eq } from 'drizzle-orm';
import type { AdminMe } from '@contract/auth';
import type { User } from '@contract/user';
import type { Database } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { conflict } from '../lib/http-error';
import { newId } from '../lib/ids';
import { hashPassword } from './passwords';

/** The member as they see themselves: the only view that carries the email besides search and admin. */
export function toSelfUser(row: UserRow): User {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    profileImage: row.profileImage,
    bannerImage: row.bannerImage,
    bio: row.bio,
    role: row.role,
    isVerified: row.isVerified,
    hasCompletedSignup: row.hasCompletedSignup,
    profilePicUploadedAt: row.profilePicUploadedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isPublic: row.isPublic,
  };
}

export function toAdminMe(row: UserRow): AdminMe {
  return { _id: row.id, role: row.role, fullName: row.fullName, email: row.email };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface NewUser {
  email: string;
  fullName: string;
  password: string;
  bio?: string | null;
  role?: UserRow['role'];
  isVerified?: boolean;
  hasCompletedSignup?: boolean;
  profileImage?: string | null;
}

export const EMAIL_TAKEN = 'An account with this email already exists';

export async function createUser(db: Database, input: NewUser): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const rows = await db
    .insert(users)
    .values({
      id: newId(now),
      email: input.email,
      passwordHash,
      fullName: input.fullName,
      bio: input.bio ?? null,
      profileImage: input.profileImage ?? null,
      role: input.role ?? 'user',
      isVerified: input.isVerified ?? false,
      hasCompletedSignup: input.hasCompletedSignup ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  const row = rows[0];
  if (!row) throw conflict(EMAIL_TAKEN);
  return row;
}

export async function updateUser(db: Database, id: string, patch: Partial<Omit<UserRow, 'id' | 'createdAt'>>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`User ${id} vanished during an update`);
  return row;
}
