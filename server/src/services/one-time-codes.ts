import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { otpLimits } from '@contract/limits';
import type { OtpType, VerifyOtpResponse } from '@contract/auth';
import type { Database } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import { sameDigest, sha256 } from '../lib/hash';
import { badRequest, tooManyRequests } from '../lib/http-error';
import { newId, newToken } from '../lib/ids';

const codeDigest = (email: string, type: OtpType, code: string) => sha256(`${type}:${email}:${code}`);

export function generateCode(): string {
  return randomInt(0, 10 ** otpLimits.length).toString().padStart(otpLimits.length, '0');
}

export interface IssuedCode {
  id: string;
  code: string;
  /** Only for password resets: the token of the mailed reset link. */
  linkToken?: string;
}

/**
 * Issues a new code for an email and type. Earlier open codes of that pair stop working, and a
 * new code within the throttle window of the last one is refused.
 */
export async function issueCode(db: Database, email: string, type: OtpType, now = new Date()): Promise<IssuedCode> {
  const [latest] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.type, type)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (latest) {
    const waitMs = latest.createdAt.getTime() + otpLimits.resendThrottleMs - now.getTime();
    if (waitMs > 0) {
      throw tooManyRequests(`Please wait ${Math.ceil(waitMs / 1000)} seconds before requesting another code.`);
    }
  }
  const code = generateCode();
  const linkToken = type === 'password_reset' ? newToken() : undefined;
  const id = newId(now);
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.type, type), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      id,
      email,
      type,
      codeHash: codeDigest(email, type, code),
      linkTokenHash: linkToken ? sha256(linkToken) : null,
      expiresAt: new Date(now.getTime() + otpLimits.validForMs),
      createdAt: now,
    });
  });
  return { id, code, linkToken };
}

/** Forgets a code whose mail could not be sent, so that the throttle does not hold back a retry. */
export async function withdrawCode(db: Database, id: string): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

export interface VerifiedCode {
  answer: VerifyOtpResponse;
  /**
   * Only for a password reset: the secret that the browser which verified the code holds, and
   * that the one reset it allows must show (it is stored hashed).
   */
  resetProof?: string;
}

/**
 * Checks a code. A wrong code counts an attempt; the fifth wrong attempt locks the code.
 * Throws 400 with success false and attemptsLeft on every failure.
 */
export async function verifyCode(db: Database, email: string, type: OtpType, code: string, now = new Date()): Promise<VerifiedCode> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.type, type), isNull(oneTimeCodes.consumedAt), eq(oneTimeCodes.verified, false)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const fail = (message: string, attemptsLeft: number) => badRequest(message, { success: false, attemptsLeft });
  if (!row) throw fail('No active code for this email. Please request a new one.', 0);
  if (row.expiresAt <= now) throw fail('This code has expired. Please request a new one.', 0);
  if (row.attempts >= otpLimits.maxWrongAttempts) throw fail('Too many incorrect attempts. Please request a new code.', 0);

  if (!sameDigest(row.codeHash, codeDigest(email, type, code))) {
    // Counted in the database, not in memory, so that parallel guesses each spend an attempt.
    const [updated] = await db
      .update(oneTimeCodes)
      .set({ attempts: row.attempts + 1 })
      .where(and(eq(oneTimeCodes.id, row.id), eq(oneTimeCodes.attempts, row.attempts)))
      .returning({ attempts: oneTimeCodes.attempts });
    const attempts = updated?.attempts ?? otpLimits.maxWrongAttempts;
    const left = Math.max(0, otpLimits.maxWrongAttempts - attempts);
    throw left === 0
      ? fail('Too many incorrect attempts. Please request a new code.', 0)
      : fail(`Invalid code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`, left);
  }

  const resetProof = type === 'password_reset' ? newToken() : undefined;
  const [claimed] = await db
    .update(oneTimeCodes)
    .set({ verified: true, verifiedAt: now, consumedAt: resetProof ? null : now, resetProofHash: resetProof ? sha256(resetProof) : null })
    .where(and(eq(oneTimeCodes.id, row.id), eq(oneTimeCodes.verified, false)))
    .returning({ id: oneTimeCodes.id });
  if (!claimed) throw fail('This code was already used. Please request a new one.', 0);
  return { answer: { success: true, message: 'Code verified', attemptsLeft: otpLimits.maxWrongAttempts - row.attempts }, resetProof };
}

/**
 * Spends the one password reset that a verified reset code allows, for the browser that verified
 * it (the proof it was given). False when there is none, or the proof is missing or another's.
 */
export async function consumeVerifiedReset(db: Database, email: string, proof: string | undefined, now = new Date()): Promise<boolean> {
  if (!proof) return false;
  return spendReset(db, email, now, [
    eq(oneTimeCodes.verified, true),
    eq(oneTimeCodes.resetProofHash, sha256(proof)),
    gt(oneTimeCodes.verifiedAt, new Date(now.getTime() - otpLimits.resetWindowMs)),
  ]);
}

/** Spends a mailed reset link. False when the token is unknown, used or expired. */
export async function consumeResetLink(db: Database, email: string, token: string, now = new Date()): Promise<boolean> {
  return spendReset(db, email, now, [eq(oneTimeCodes.linkTokenHash, sha256(token)), gt(oneTimeCodes.expiresAt, now)]);
}

/** Marks the member's unspent reset that meets `proven` as spent, in one statement; true when there was one. */
async function spendReset(db: Database, email: string, now: Date, proven: SQL[]): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.type, 'password_reset'), isNull(oneTimeCodes.consumedAt), ...proven))
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}
