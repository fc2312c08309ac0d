import { ADMIN_MESSAGES } from '@contract/admin';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthResponse, CheckEmailResponse, SendableOtpType, VerifyOtpResponse, OtpType } from '@contract/auth';
import type { MessageResponse } from '@contract/errors';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';
import type { LivePublisher } from '../live/publisher';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../lib/http-error';
import { writeAudit } from './admin/audit';
import { codeMail } from './auth-mail';
import type { Mailer } from './mail';
import { consumeResetLink, consumeVerifiedReset, issueCode, verifyCode, withdrawCode } from './one-time-codes';
import { hashPassword, spendPasswordCheck, verifyPassword } from './passwords';
import { createSession, revokeUserSessions } from './sessions';
import { languageSettings, recordBrowserLanguage } from './settings';
import { memberLanguage } from './texts';
import { createUser, findUserByEmail, toSelfUser, updateUser } from './users';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const NO_ACCOUNT = 'No account found with this email';
export const RESET_SESSION_EXPIRED = 'Invalid or expired reset session. Please verify your email again.';
export const RESET_LINK_EXPIRED = 'Invalid or expired reset link. Please request a new one.';

export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  /** Where members open the app, for the reset link. */
  publicUrl: string;
  /** Ended sessions close their live sockets. */
  live: LivePublisher;
  log?: FastifyBaseLogger;
}

export async function checkEmail({ db }: AuthDeps, email: string): Promise<CheckEmailResponse> {
  const user = await findUserByEmail(db, email);
  return user ? { exists: true, user: { fullName: user.fullName } } : { exists: false };
}

/** Checks a password against an account, spending the same time when the account does not exist. */
async function checkCredentials(db: Database, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    await spendPasswordCheck(password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

/** `browser`: the request's Accept-Language tags, most wanted first (kept for the member's mail and push). */
export async function login({ db }: AuthDeps, email: string, password: string, browser: readonly string[] = []): Promise<AuthResponse> {
  const user = await checkCredentials(db, email, password);
  if (!user) throw unauthorized(INVALID_CREDENTIALS);
  if (user.role === 'admin') throw forbidden(ADMIN_MESSAGES.adminSignsInElsewhere);
  // Said only to someone who knows the password.
  if (user.isBlocked) throw forbidden(ADMIN_MESSAGES.accountBlocked);
  const { token } = await createSession(db, user.id, 'member');
  await recordBrowserLanguage(db, user.id, browser);
  return { token, user: toSelfUser(user) };
}

/** The failure the sign-in throttle counts: a wrong password, or an unknown account. */
export const isWrongPassword = (error: unknown) => error instanceof HttpError && error.statusCode === 401;

/**
 * A member's right password gets the same answer as a wrong one: the admin door must not tell
 * anyone that they guessed a member's password. The session and its audit row land together.
 */
export async function adminLogin({ db }: AuthDeps, email: string, password: string, address: string): Promise<AuthResponse> {
  const user = await checkCredentials(db, email, password);
  if (!user || user.role !== 'admin') throw unauthorized(INVALID_CREDENTIALS);
  const token = await db.transaction(async (tx) => {
    const session = await createSession(tx, user.id, 'admin');
    await writeAudit(tx, { action: 'sign_in', admin: user, address });
    return session.token;
  });
  return { token, user: toSelfUser(user) };
}

/** A refused admin sign-in, wrong credentials or too many tries, kept with the email given and the address. */
export async function auditAdminSignInFailure({ db }: AuthDeps, email: string, address: string, error: unknown): Promise<void> {
  if (!(error instanceof HttpError) || (error.statusCode !== 401 && error.statusCode !== 429)) return;
  const reason = error.statusCode === 401 ? 'invalid_credentials' : 'too_many_attempts';
  // The email is as the door's schema let it through: no longer than an address can be.
  await writeAudit(db, { action: 'sign_in_failed', admin: { id: null, email }, address, details: { reason } });
}

export async function register(
  { db }: AuthDeps,
  input: { email: string; fullName: string; password: string; bio?: string },
  browser: readonly string[] = [],
): Promise<AuthResponse> {
  const user = await createUser(db, { ...input, isVerified: false, hasCompletedSignup: false });
  const { token } = await createSession(db, user.id, 'member');
  await recordBrowserLanguage(db, user.id, browser);
  return { token, user: toSelfUser(user) };
}

/**
 * Issues and mails a code. A code whose mail fails is withdrawn, so the member can ask again at once.
 * The mail speaks the member's chosen language, else that of the asking browser (`browser`: its
 * Accept-Language tags), else the one they last signed in with, else English.
 */
export async function sendCode(deps: AuthDeps, email: string, type: SendableOtpType, browser: readonly string[] = []): Promise<MessageResponse> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw notFound(NO_ACCOUNT);
  if (type === 'signup' && user.isVerified) throw badRequest('This email is already verified. Please sign in.');
  if (type === 'password_reset' && user.role === 'admin') throw notFound(NO_ACCOUNT);

  const { choice, browser: lastBrowser } = await languageSettings(deps.db, user.id);
  const language = memberLanguage(choice, browser.length > 0 ? browser : lastBrowser);
  const issued = await issueCode(deps.db, email, type);
  const resetLink = issued.linkToken
    ? `${deps.publicUrl}/auth?mode=reset&email=${encodeURIComponent(email)}&token=${encodeURIComponent(issued.linkToken)}`
    : undefined;
  try {
    await deps.mailer.send(codeMail({ to: email, type, code: issued.code, resetLink, language }));
  } catch (error) {
    await withdrawCode(deps.db, issued.id);
    deps.log?.error({ err: error, to: email }, 'mail could not be sent');
    throw new HttpError(502, 'Failed to send code. Please try again.');
  }
  return {
    success: true,
    message: type === 'signup' ? 'Verification code sent' : 'Reset code sent',
  };
}

/** A verified reset code also gives the verifying browser its proof (see routes/auth.ts). */
export async function verifyOtp(
  { db }: AuthDeps,
  email: string,
  type: OtpType,
  code: string,
  browser: readonly string[] = [],
): Promise<{ answer: VerifyOtpResponse; resetProof?: string }> {
  const { answer, resetProof } = await verifyCode(db, email, type, code);
  // A verified code proves the member reads this mailbox, whichever flow sent it.
  const user = await findUserByEmail(db, email);
  if (user && !user.isVerified) await updateUser(db, user.id, { isVerified: true });
  if (user) await recordBrowserLanguage(db, user.id, browser);
  return { answer: { ...answer, message: type === 'signup' ? 'Email verified' : 'Code verified' }, resetProof };
}

async function replacePassword({ db, live }: AuthDeps, email: string, newPassword: string, failure: string): Promise<MessageResponse> {
  const user = await findUserByEmail(db, email);
  if (!user) throw badRequest(failure);
  // A reset proves the member reads this mailbox, so it also verifies the account.
  await updateUser(db, user.id, { passwordHash: await hashPassword(newPassword), isVerified: true });
  // Whoever held a session with the old password loses it.
  await revokeUserSessions(db, user.id, { live });
  return { success: true, message: 'Password reset successful' };
}

export async function resetPasswordWithCode(deps: AuthDeps, email: string, newPassword: string, proof: string | undefined): Promise<MessageResponse> {
  if (!(await consumeVerifiedReset(deps.db, email, proof))) throw badRequest(RESET_SESSION_EXPIRED);
  return replacePassword(deps, email, newPassword, RESET_SESSION_EXPIRED);
}

export async function resetPasswordWithLink(
  deps: AuthDeps,
  email: string,
  resetToken: string,
  newPassword: string,
): Promise<MessageResponse> {
  if (!(await consumeResetLink(deps.db, email, resetToken))) throw badRequest(RESET_LINK_EXPIRED);
  return replacePassword(deps, email, newPassword, RESET_LINK_EXPIRED);
}
