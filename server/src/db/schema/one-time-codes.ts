import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Codes mailed for sign-up and password reset. The code, the reset link token and the reset proof
 * are kept as hashes; a row is single use (consumedAt) and dies at expiresAt.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    type: text('type', { enum: ['signup', 'login', 'password_reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    linkTokenHash: text('link_token_hash'),
    /** Set when a password_reset code is verified: the hash of the proof the verifying browser holds. */
    resetProofHash: text('reset_proof_hash'),
    attempts: integer('attempts').notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_email_type_idx').on(t.email, t.type, t.createdAt)],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
