import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    bio: text('bio'),
    profileImage: text('profile_image'),
    bannerImage: text('banner_image'),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    isVerified: boolean('is_verified').notNull().default(false),
    hasCompletedSignup: boolean('has_completed_signup').notNull().default(false),
    profilePicUploadedAt: timestamp('profile_pic_uploaded_at', { withTimezone: true }),
    /** The Edit Profile switch: false shows bio, banner, desires and follow lists to followers only. */
    isPublic: boolean('is_public').notNull().default(true),
    /** Set by an admin: no sign-in, and their desires, comments and reactions hidden from everyone else. */
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** When an admin last lost the admin role: for 24 hours after, the account can be neither blocked nor deleted. */
    demotedAt: timestamp('demoted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_role_idx').on(t.role),
    // The few accounts outside the members' space (blocked, or admins), read by every visibility check.
    index('users_hidden_idx').on(t.id).where(sql`${t.isBlocked} or ${t.role} = 'admin'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
