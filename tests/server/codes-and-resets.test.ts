import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AuthResponse } from '@contract/auth';
import { oneTimeCodes, userSettings, users } from '../../server/src/db/schema';
import { createTestApp, nextClientAddress, type TestApp } from './helpers/test-app';
import { bearer, signUpMember, uniqueEmail } from './helpers/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, remoteAddress = nextClientAddress(), cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress, cookies });

/** Verifies the latest reset code of `email`, as the member's browser does: answers the proof cookie it was given. */
async function verifyResetCode(email: string) {
  const verified = await post('/api/auth/verify-otp', { email, type: 'password_reset', otp: t.mail.lastCode(email) });
  expect(verified.statusCode).toBe(200);
  const cookie = verified.cookies.find((c) => c.name === 'wishwell_reset');
  if (!cookie) throw new Error('verify-otp set no reset proof');
  return cookie;
}

const resetWithCode = (email: string, newPassword: string, proof?: string) =>
  post('/api/auth/reset-password-otp', { email, newPassword }, nextClientAddress(), proof ? { wishwell_reset: proof } : {});

/** An account that exists but has not verified its email yet. */
async function registered(email = uniqueEmail()) {
  const res = await post('/api/auth/register', { email, fullName: 'Pending Person', password: 'long enough' });
  return { email, token: res.json<AuthResponse>().token };
}

/** Moves the open codes of an address past their expiry, as ten minutes would. */
async function expireCodes(email: string) {
  await t.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.email, email));
}

/** Lets the resend throttle pass, as thirty seconds would. */
async function ageCodes(email: string) {
  await t.database.db.update(oneTimeCodes).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(oneTimeCodes.email, email));
}

describe('the language of a code mail', () => {
  const postIn = (url: string, payload: object, acceptLanguage: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: nextClientAddress(), headers: { 'accept-language': acceptLanguage, ...headers } });
  const lastMailTo = (email: string) => [...t.mail.sent].reverse().find((m) => m.to === email)!;

  it('is the browser’s at sign-up: Accept-Language de-DE,de;q=0.9 gets the German mail', async () => {
    const { email } = await registered();
    expect((await postIn('/api/auth/send-otp', { email, type: 'signup' }, 'de-DE,de;q=0.9')).statusCode).toBe(200);
    const mail = lastMailTo(email);
    const code = /Bestätigungscode lautet (\d{6})\./.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`Dein Wishwell-Bestätigungscode: ${code}`);
    expect(mail.text).toBe(
      [`Dein Bestätigungscode lautet ${code}.`, 'Er gilt nur einmal und läuft in 10 Minuten ab.', 'Falls du dich nicht bei Wishwell registriert hast, kannst du diese Mail einfach ignorieren.'].join('\n'),
    );
  });

  it('is English word for word without Accept-Language', async () => {
    const { email } = await registered();
    expect((await post('/api/auth/send-otp', { email, type: 'signup' })).statusCode).toBe(200);
    const code = t.mail.lastCode(email);
    expect(lastMailTo(email)).toMatchObject({
      subject: `Your Wishwell verification code: ${code}`,
      text: `Your verification code is ${code}.\nIt works once and expires in 10 minutes.\nIf you did not sign up for Wishwell, you can ignore this mail.`,
    });
  });

  it('is the member’s choice over the browser’s, and a verified code keeps the browser’s language for later', async () => {
    const { email } = await registered();
    const [member] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db.insert(userSettings).values({ userId: member!.id, language: 'ar' });
    expect((await postIn('/api/auth/forgot-password', { email }, 'es-ES,es;q=0.9')).statusCode).toBe(200);
    const mail = lastMailTo(email);
    expect(mail.subject).toMatch(/^رمز إعادة تعيين كلمة المرور في Wishwell: \d{6}$/);
    expect(mail.text).toContain('تنتهي صلاحيتهما بعد 10 دقائق.');

    const code = /هو (\d{6})\./.exec(mail.text)?.[1];
    expect((await postIn('/api/auth/verify-otp', { email, type: 'password_reset', otp: code }, 'es-ES,es;q=0.9')).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [settings] = await t.database.db.select().from(userSettings).where(eq(userSettings.userId, user!.id));
    expect(settings).toMatchObject({ language: 'ar', browserLanguage: 'es' });
  });

  it('keeps the language of the browser a member signs in with', async () => {
    const email = uniqueEmail();
    await post('/api/auth/register', { email, fullName: 'Browser Bea', password: 'long enough' });
    expect((await postIn('/api/auth/login', { email, password: 'long enough' }, 'fr-FR, es;q=0.8, en;q=0.5')).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [settings] = await t.database.db.select().from(userSettings).where(eq(userSettings.userId, user!.id));
    expect(settings).toMatchObject({ language: 'auto', browserLanguage: 'es' });
  });
});

describe('POST /api/auth/send-otp', () => {
  it('mails a 6-digit signup code and stores only its hash', async () => {
    const { email } = await registered();
    const res = await post('/api/auth/send-otp', { email, type: 'signup' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Verification code sent' });
    const code = t.mail.lastCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
  });

  it('throttles a second code within 30 seconds (429), and the new code replaces the old one', async () => {
    const { email } = await registered();
    await post('/api/auth/send-otp', { email, type: 'signup' });
    const first = t.mail.lastCode(email);
    const again = await post('/api/auth/send-otp', { email, type: 'signup' });
    expect(again.statusCode).toBe(429);
    expect(again.json<{ message: string }>().message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
    await ageCodes(email);
    expect((await post('/api/auth/send-otp', { email, type: 'signup' })).statusCode).toBe(200);
    const second = t.mail.lastCode(email);
    if (second !== first) {
      const old = await post('/api/auth/verify-otp', { email, type: 'signup', otp: first });
      expect(old.statusCode).toBe(400);
    }
    expect((await post('/api/auth/verify-otp', { email, type: 'signup', otp: second })).statusCode).toBe(200);
  });

  it('when the mail cannot be sent it answers 502 and the code is withdrawn, so resending works at once', async () => {
    const { email } = await registered();
    t.mail.failing = true;
    const failed = await post('/api/auth/send-otp', { email, type: 'signup' });
    t.mail.failing = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: 'Failed to send code. Please try again.' });
    expect((await post('/api/auth/send-otp', { email, type: 'signup' })).statusCode).toBe(200);
  });

  it('answers 404 "No account found" for an unknown email and 400 for a verified one', async () => {
    const unknown = await post('/api/auth/send-otp', { email: uniqueEmail('ghost'), type: 'signup' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toContain('No account found');
    const member = await signUpMember(t.app, t.mail);
    expect((await post('/api/auth/send-otp', { email: member.email, type: 'signup' })).statusCode).toBe(400);
  });

  it('answers 400 for an unknown type or a malformed email', async () => {
    expect((await post('/api/auth/send-otp', { email: uniqueEmail(), type: 'magic' })).statusCode).toBe(400);
    expect((await post('/api/auth/send-otp', { email: 'nope', type: 'signup' })).statusCode).toBe(400);
  });

  it('needs no session: a stale token does not make it 401', async () => {
    const { email } = await registered();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', remoteAddress: nextClientAddress(), headers: bearer('stale'), payload: { email, type: 'signup' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 429 after 10 code requests from one address', async () => {
    const ip = nextClientAddress();
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await post('/api/auth/send-otp', { email: uniqueEmail('flood'), type: 'signup' }, ip)).statusCode;
    expect(last).toBe(429);
  });
});

describe('POST /api/auth/verify-otp', () => {
  it('verifies the account with the right code, once', async () => {
    const { email, token } = await registered();
    await post('/api/auth/send-otp', { email, type: 'signup' });
    const code = t.mail.lastCode(email);
    const ok = await post('/api/auth/verify-otp', { email, type: 'signup', otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'Email verified', attemptsLeft: 5 });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json<AuthResponse>().user?.isVerified).toBe(true);
    const reused = await post('/api/auth/verify-otp', { email, type: 'signup', otp: code });
    expect(reused.statusCode).toBe(400);
  });

  it('counts wrong codes down and locks the code after the fifth', async () => {
    const { email } = await registered();
    await post('/api/auth/send-otp', { email, type: 'signup' });
    const code = t.mail.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: { attemptsLeft: number; message: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/verify-otp', { email, type: 'signup', otp: wrong });
      expect(res.statusCode).toBe(400);
      answers.push(res.json());
    }
    expect(answers.map((a) => a.attemptsLeft)).toEqual([4, 3, 2, 1, 0]);
    expect(answers[0]).toMatchObject({ success: false, message: 'Invalid code. 4 attempts left.' });
    expect(answers[3]?.message).toBe('Invalid code. 1 attempt left.');
    expect(answers[4]?.message).toBe('Too many incorrect attempts. Please request a new code.');
    // the right code no longer opens it
    const locked = await post('/api/auth/verify-otp', { email, type: 'signup', otp: code });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({ success: false, attemptsLeft: 0, message: 'Too many incorrect attempts. Please request a new code.' });
  });

  it('refuses an expired code', async () => {
    const { email } = await registered();
    await post('/api/auth/send-otp', { email, type: 'signup' });
    const code = t.mail.lastCode(email);
    await expireCodes(email);
    const res = await post('/api/auth/verify-otp', { email, type: 'signup', otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'This code has expired. Please request a new one.' });
  });

  it('answers 400 "OTP must be exactly 6 digits" for a code that is not 6 digits', async () => {
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const res = await post('/api/auth/verify-otp', { email: uniqueEmail(), type: 'signup', otp });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'OTP must be exactly 6 digits' });
    }
  });

  it('needs no session: a stale token does not make it 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      remoteAddress: nextClientAddress(),
      headers: bearer('stale'),
      payload: { email: uniqueEmail(), type: 'signup', otp: '123456' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 429 after 20 tries a minute from one address', async () => {
    const ip = nextClientAddress();
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await post('/api/auth/verify-otp', { email: uniqueEmail(), type: 'signup', otp: '123456' }, ip)).statusCode;
    expect(last).toBe(429);
  });
});

describe('codes differ from one another', () => {
  /** The sign-up code and then the reset code of a fresh account. */
  async function issueBoth(): Promise<{ email: string; signup: string; reset: string }> {
    const { email } = await registered();
    expect((await post('/api/auth/send-otp', { email, type: 'signup' })).statusCode).toBe(200);
    const signup = t.mail.lastCode(email);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    return { email, signup, reset: t.mail.lastCode(email) };
  }

  it('many codes, for many addresses and both types, are neither constant nor counted up', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const { signup, reset } = await issueBoth();
      codes.push(signup, reset);
    }
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // 40 draws from a million: two equal codes happen once in a thousand runs, three almost never.
    expect(new Set(codes).size).toBeGreaterThanOrEqual(codes.length - 1);
    // Every place varies, the leading one too: a counter or a clock changes only the last few.
    // (Five or more digits of ten in each place, for 40 random codes: all but certain.)
    for (let place = 0; place < 6; place++) {
      const digits = new Set(codes.map((code) => code[place]));
      expect(digits.size, `digit ${place + 1} takes only ${[...digits].join(', ')}`).toBeGreaterThanOrEqual(5);
    }
  });

  it('a code verifies only its own address and type', async () => {
    const a = await issueBoth();
    const b = await issueBoth();
    const verify = (email: string, type: 'signup' | 'password_reset', otp: string) => post('/api/auth/verify-otp', { email, type, otp });
    const crossed = [
      ['sign-up code as a reset', a.email, 'password_reset', a.signup],
      ['reset code as a sign-up', a.email, 'signup', a.reset],
      ["another address's sign-up code", b.email, 'signup', a.signup],
      ["another address's reset code", b.email, 'password_reset', a.reset],
    ] as const;
    for (const [what, email, type, otp] of crossed) {
      const res = await verify(email, type, otp);
      expect({ what, status: res.statusCode }).toEqual({ what, status: 400 });
    }
    // Each code still opens what it was sent for.
    expect((await verify(a.email, 'signup', a.signup)).statusCode).toBe(200);
    expect((await verify(a.email, 'password_reset', a.reset)).statusCode).toBe(200);
    expect((await verify(b.email, 'signup', b.signup)).statusCode).toBe(200);
    expect((await verify(b.email, 'password_reset', b.reset)).statusCode).toBe(200);
  });
});

describe('password reset with a code: forgot-password, verify-otp, reset-password-otp', () => {
  it('refuses reset-password-otp without a verified reset code', async () => {
    const member = await signUpMember(t.app, t.mail);
    const refused = await post('/api/auth/reset-password-otp', { email: member.email, newPassword: 'brand new pass' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('Invalid or expired');
    // a sent but unverified code is not enough either
    await post('/api/auth/forgot-password', { email: member.email });
    expect((await post('/api/auth/reset-password-otp', { email: member.email, newPassword: 'brand new pass' })).statusCode).toBe(400);
  });

  it('works once after a verified code, ends every session, and the old password stops working', async () => {
    const member = await signUpMember(t.app, t.mail);
    const sent = await post('/api/auth/forgot-password', { email: member.email });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: 'Reset code sent' });
    const proof = await verifyResetCode(member.email);

    const reset = await resetWithCode(member.email, 'brand new pass', proof.value);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: 'Password reset successful' });
    // the browser is told to forget the spent proof
    expect(reset.cookies.find((c) => c.name === 'wishwell_reset')?.value).toBe('');

    expect((await resetWithCode(member.email, 'second try!!', proof.value)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(member.token) })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: member.email, password: member.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: member.email, password: 'brand new pass' })).statusCode).toBe(200);
  });

  it('refuses a reset whose verification is older than 10 minutes', async () => {
    const member = await signUpMember(t.app, t.mail);
    await post('/api/auth/forgot-password', { email: member.email });
    const proof = await verifyResetCode(member.email);
    await t.database.db
      .update(oneTimeCodes)
      .set({ verifiedAt: new Date(Date.now() - 11 * 60_000) })
      .where(and(eq(oneTimeCodes.email, member.email), eq(oneTimeCodes.type, 'password_reset')));
    expect((await resetWithCode(member.email, 'brand new pass', proof.value)).statusCode).toBe(400);
  });

  it('gives the proof as an HttpOnly, SameSite=Strict cookie for the auth calls only, for 10 minutes', async () => {
    const member = await signUpMember(t.app, t.mail);
    await post('/api/auth/forgot-password', { email: member.email });
    const proof = await verifyResetCode(member.email);
    expect(proof).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: 600 });
    expect(proof.value.length).toBeGreaterThanOrEqual(40);
    // stored as a hash only
    const [row] = await t.database.db.select().from(oneTimeCodes).where(and(eq(oneTimeCodes.email, member.email), eq(oneTimeCodes.type, 'password_reset')));
    expect(row?.resetProofHash).toBeTruthy();
    expect(row?.resetProofHash).not.toContain(proof.value);
  });

  it('a stranger cannot spend the reset that the member verified, and the member still can', async () => {
    const member = await signUpMember(t.app, t.mail);
    const stranger = await signUpMember(t.app, t.mail);
    await post('/api/auth/forgot-password', { email: member.email });
    const proof = await verifyResetCode(member.email);

    // without the member's cookie: no proof, a made-up one, or the stranger's own proof for their own account
    await post('/api/auth/forgot-password', { email: stranger.email });
    const strangersProof = await verifyResetCode(stranger.email);
    for (const attempt of [undefined, 'made-up-proof', strangersProof.value]) {
      const res = await resetWithCode(member.email, 'taken over!', attempt);
      expect({ attempt, status: res.statusCode, message: res.json<{ message: string }>().message }).toEqual({
        attempt,
        status: 400,
        message: 'Invalid or expired reset session. Please verify your email again.',
      });
    }
    expect((await post('/api/auth/login', { email: member.email, password: 'taken over!' })).statusCode).toBe(401);

    // the member's own browser resets, once
    expect((await resetWithCode(member.email, 'mine again', proof.value)).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: member.email, password: 'mine again' })).statusCode).toBe(200);
    // and the stranger's proof still only works for the stranger
    expect((await resetWithCode(stranger.email, 'their own new', strangersProof.value)).statusCode).toBe(200);
  });

  it('a stranger\'s refused tries do not use up the member\'s own reset', async () => {
    const member = await signUpMember(t.app, t.mail);
    await post('/api/auth/forgot-password', { email: member.email });
    const proof = await verifyResetCode(member.email);
    const stranger = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post('/api/auth/reset-password-otp', { email: member.email, newPassword: `stranger ${i}!` }, stranger)).statusCode);
    expect(statuses.slice(-1)).toEqual([429]);
    expect((await resetWithCode(member.email, 'still mine', proof.value)).statusCode).toBe(200);
  });

  it('a second verification in another browser replaces the first browser\'s proof', async () => {
    const member = await signUpMember(t.app, t.mail);
    await post('/api/auth/forgot-password', { email: member.email });
    const first = await verifyResetCode(member.email);
    await ageCodes(member.email);
    await post('/api/auth/forgot-password', { email: member.email });
    const second = await verifyResetCode(member.email);
    expect((await resetWithCode(member.email, 'from the first', first.value)).statusCode).toBe(400);
    expect((await resetWithCode(member.email, 'from the second', second.value)).statusCode).toBe(200);
  });

  it('forgot-password answers 404 "No account found" for an unknown email, 400 for a malformed one', async () => {
    const res = await post('/api/auth/forgot-password', { email: uniqueEmail('ghost') });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toContain('No account found');
    expect((await post('/api/auth/forgot-password', { email: 'nope' })).statusCode).toBe(400);
  });

  it('reset-password-otp answers 400 for a password under 6 characters', async () => {
    const res = await post('/api/auth/reset-password-otp', { email: uniqueEmail(), newPassword: '12345' });
    expect(res.json()).toMatchObject({ message: 'Password must be at least 6 characters' });
  });

  it('forgot-password and reset-password-otp need no session', async () => {
    const member = await signUpMember(t.app, t.mail);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: nextClientAddress(), headers: bearer('stale'), payload: { email: member.email } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 429 past the per-address limits', async () => {
    const ip = nextClientAddress();
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await post('/api/auth/forgot-password', { email: uniqueEmail('flood') }, ip)).statusCode;
    expect(last).toBe(429);
    const ip2 = nextClientAddress();
    for (let i = 0; i < 11; i++) last = (await post('/api/auth/reset-password-otp', { email: uniqueEmail('flood'), newPassword: 'whatever!' }, ip2)).statusCode;
    expect(last).toBe(429);
  });
});

describe('password reset with the mailed link: POST /api/auth/reset-password', () => {
  it('resets once with the link token and verifies the account', async () => {
    const { email, token } = await registered();
    await post('/api/auth/forgot-password', { email });
    const resetToken = t.mail.lastResetToken(email);
    const res = await post('/api/auth/reset-password', { email, resetToken, newPassword: 'from the link' });
    expect(res.statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { email, resetToken, newPassword: 'again please' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    const login = await post('/api/auth/login', { email, password: 'from the link' });
    expect(login.json<AuthResponse>().user?.isVerified).toBe(true);
  });

  it('refuses an expired link, a wrong token and a token for another email', async () => {
    const member = await signUpMember(t.app, t.mail);
    const other = await signUpMember(t.app, t.mail);
    await post('/api/auth/forgot-password', { email: member.email });
    const resetToken = t.mail.lastResetToken(member.email);
    expect((await post('/api/auth/reset-password', { email: other.email, resetToken, newPassword: 'hijack attempt' })).statusCode).toBe(400);
    expect((await post('/api/auth/reset-password', { email: member.email, resetToken: 'x'.repeat(43), newPassword: 'wrong token!' })).statusCode).toBe(400);
    await expireCodes(member.email);
    const expired = await post('/api/auth/reset-password', { email: member.email, resetToken, newPassword: 'too late now' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ message: string }>().message).toBe('Invalid or expired reset link. Please request a new one.');
  });

  it('answers 400 without a token and 429 past the per-address limit', async () => {
    expect((await post('/api/auth/reset-password', { email: uniqueEmail(), resetToken: '', newPassword: 'whatever!' })).statusCode).toBe(400);
    const ip = nextClientAddress();
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await post('/api/auth/reset-password', { email: uniqueEmail(), resetToken: 'abc', newPassword: 'whatever!' }, ip)).statusCode;
    expect(last).toBe(429);
  });
});
