import { http } from 'msw';
import { MESSAGES } from './messages';
import { api, asMember, done, fail, json, readBody, text, type Backend } from './respond';
import { CODE_ATTEMPTS, CODE_TTL_MS, type CodeType, type MemberRecord } from './store';
import { userView } from './views';

/**
 * The spec (member core 7 "Authentication"). Sign-in and registration answer `{ token }` alone: the spec promises
 * `{token, ...}` and nothing named after it, so the app learns who signed in from GET /api/auth/me.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_MIN = 6;

const email = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
const password = (value: unknown) => (typeof value === 'string' ? value : '');

export function authHandlers(backend: Backend) {
  const { store } = backend;

  /** Another password ends the account's other sessions, as a reset should. */
  const setPassword = (member: MemberRecord, next: string) => {
    member.password = next;
    for (const [token, session] of store.sessions) if (session.userId === member._id) store.sessions.delete(token);
  };

  return [
    http.post(api('/auth/login'), async ({ request }) => {
      const body = await readBody(request);
      const member = store.memberByEmail(email(body.email));
      if (!member || member.password !== password(body.password)) return fail(401, MESSAGES.invalidCredentials);
      // Admins have their own door (POST /api/admin/auth/login) and no place in the social features.
      if (member.role === 'admin') return fail(403, 'Admin accounts sign in at the admin area.');
      return json({ token: store.issueToken(member._id, 'member') });
    }),

    http.post(api('/auth/register'), async ({ request }) => {
      const body = await readBody(request);
      const address = email(body.email);
      const fullName = text(body.fullName);
      if (!EMAIL.test(address)) return fail(400, MESSAGES.emailInvalid);
      if (!fullName) return fail(400, MESSAGES.fullNameRequired);
      if (fullName.length < 2 || fullName.length > 50) return fail(400, MESSAGES.fullNameLength);
      if (password(body.password).length < PASSWORD_MIN) return fail(400, MESSAGES.passwordShort);
      if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) return fail(400, MESSAGES.passwordsDiffer);
      if (store.memberByEmail(address)) return fail(409, MESSAGES.emailTaken);
      // The dialog's isVerified: false is ignored: verifying is the code's job.
      const member = store.addMember({
        email: address,
        fullName,
        password: password(body.password),
        bio: text(body.bio),
        profileImage: text(body.profileImage),
      });
      return json({ token: store.issueToken(member._id, 'member') }, 201);
    }),

    http.post(api('/auth/check-email'), async ({ request }) => {
      const address = email((await readBody(request)).email);
      if (!EMAIL.test(address)) return fail(400, MESSAGES.emailInvalid);
      const member = store.memberByEmail(address);
      return json(member ? { exists: true, user: { fullName: member.fullName } } : { exists: false });
    }),

    http.get(
      api('/auth/me'),
      asMember(backend, ({ me }) => json({ user: userView(me) })),
    ),

    http.post(api('/auth/send-otp'), async ({ request }) => {
      const body = await readBody(request);
      const address = email(body.email);
      const type = body.type;
      if (type !== 'signup' && type !== 'password_reset') return fail(400, 'Type must be signup or password_reset');
      const member = store.memberByEmail(address);
      if (!member || member.role === 'admin') return fail(404, MESSAGES.noAccount);
      store.sendCode(address, type);
      return done('Verification code sent');
    }),

    http.post(api('/auth/verify-otp'), async ({ request }) => {
      const body = await readBody(request);
      const address = email(body.email);
      const otp = typeof body.otp === 'string' ? body.otp.trim() : '';
      if (!/^\d{6}$/.test(otp)) return json({ success: false, message: MESSAGES.codeFormat }, 400);
      const code = store.codes.find((c) => c.email === address && c.type === (body.type as CodeType));
      if (!code || code.expiresAt < Date.now() || code.attempts >= CODE_ATTEMPTS) {
        return json({ success: false, message: MESSAGES.codeExpired, attemptsLeft: 0 }, 400);
      }
      if (code.otp !== otp) {
        code.attempts += 1;
        return json({ success: false, message: MESSAGES.codeInvalid, attemptsLeft: CODE_ATTEMPTS - code.attempts }, 400);
      }
      code.verified = true;
      // A reset code stays, verified, until the new password is set with it.
      code.expiresAt = Date.now() + CODE_TTL_MS;
      const member = store.memberByEmail(address);
      if (member && code.type === 'signup') member.isVerified = true;
      return json({ success: true, message: 'Email verified' });
    }),

    http.post(api('/auth/forgot-password'), async ({ request }) => {
      const address = email((await readBody(request)).email);
      const member = store.memberByEmail(address);
      if (!member || member.role === 'admin') return fail(404, MESSAGES.noAccount);
      // One mail carries both ways back in: the code for the app's steps and a link's token.
      const resetToken = crypto.randomUUID();
      store.resetTokens = [...store.resetTokens.filter((t) => t.email !== address), { email: address, token: resetToken, expiresAt: Date.now() + CODE_TTL_MS }];
      store.sendCode(address, 'password_reset', resetToken);
      return done('Reset code sent');
    }),

    http.post(api('/auth/reset-password'), async ({ request }) => {
      const body = await readBody(request);
      const address = email(body.email);
      const entry = store.resetTokens.find((t) => t.email === address && t.token === body.resetToken && t.expiresAt >= Date.now());
      const member = store.memberByEmail(address);
      if (!entry || !member) return fail(400, MESSAGES.resetLinkExpired);
      if (password(body.newPassword).length < PASSWORD_MIN) return fail(400, MESSAGES.passwordShort);
      store.resetTokens = store.resetTokens.filter((t) => t !== entry);
      setPassword(member, password(body.newPassword));
      return done('Password reset successful');
    }),

    http.post(api('/auth/reset-password-otp'), async ({ request }) => {
      const body = await readBody(request);
      const address = email(body.email);
      const code = store.codes.find((c) => c.email === address && c.type === 'password_reset' && c.verified && c.expiresAt >= Date.now());
      const member = store.memberByEmail(address);
      if (!code || !member) return fail(400, MESSAGES.resetSessionExpired);
      if (password(body.newPassword).length < PASSWORD_MIN) return fail(400, MESSAGES.passwordShort);
      store.codes = store.codes.filter((c) => c !== code);
      setPassword(member, password(body.newPassword));
      return done('Password reset successful');
    }),
  ];
}
