import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import type { DatabaseHandle } from '../../server/src/db/client';
import { oneTimeCodes } from '../../server/src/db/schema';
import { nextClientAddress, openTestDatabase, testConfig } from './helpers/test-app';
import { uniqueEmail } from './helpers/members';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './helpers/smtp-sink';

// The app as deployed with SMTP_URL: no mailer stands in, nodemailer hands the mail to a sink on loopback.

const FROM = 'Wishwell <no-reply@wishwell.test>';
const PUBLIC_URL = 'https://wishwell.test';

let sink: SmtpSink;
let app: FastifyInstance;
let database: DatabaseHandle;
let dropDatabase: () => Promise<void>;
let uploadDir: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  ({ database, drop: dropDatabase } = await openTestDatabase());
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-uploads-'));
  const config = testConfig({ uploadDir, publicUrl: PUBLIC_URL, mail: { smtpUrl: sink.url, from: FROM, devOutbox: false } });
  app = await buildApp(config, { database });
  await app.ready();
});
beforeEach(() => {
  sink.refuse = null;
});
afterAll(async () => {
  await app?.close();
  await dropDatabase?.();
  await sink?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, remoteAddress: nextClientAddress() });

async function registered(): Promise<string> {
  const email = uniqueEmail('smtp');
  const res = await post('/api/auth/register', { email, fullName: 'Mail Reader', password: 'long enough' });
  expect(res.statusCode).toBe(201);
  return email;
}

/** The one message the sink received for `email`. */
function mailTo(email: string): ReceivedMail {
  const mails = sink.received.filter((m) => m.envelope.to.includes(email));
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

describe('mail over SMTP', () => {
  it('delivers the sign-up code to the member, from MAIL_FROM, and the mailed code verifies', async () => {
    const email = await registered();
    expect((await post('/api/auth/send-otp', { email, type: 'signup' })).statusCode).toBe(200);

    const mail = mailTo(email);
    expect(mail.envelope).toEqual({ from: 'no-reply@wishwell.test', to: [email] });
    expect(mail.headers.from).toBe(FROM);
    expect(mail.headers.to).toBe(email);
    const code = /^Your Wishwell verification code: (\d{6})$/.exec(mail.headers.subject ?? '')?.[1];
    expect(code, `subject: ${mail.headers.subject}`).toBeDefined();
    expect(mail.text).toContain(`Your verification code is ${code}.`);
    expect((await post('/api/auth/verify-otp', { email, type: 'signup', otp: code })).statusCode).toBe(200);
  });

  it('delivers the reset code and link, and both work', async () => {
    const email = await registered();
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);

    const mail = mailTo(email);
    expect(mail.envelope).toEqual({ from: 'no-reply@wishwell.test', to: [email] });
    expect(mail.headers.from).toBe(FROM);
    const code = /^Your Wishwell password reset code: (\d{6})$/.exec(mail.headers.subject ?? '')?.[1];
    expect(code, `subject: ${mail.headers.subject}`).toBeDefined();
    expect(mail.text).toContain(`Your password reset code is ${code}.`);
    const link = new URL(/(https:\/\/wishwell\.test\/auth\?\S+)/.exec(mail.text)?.[1] ?? 'missing:');
    expect(link.searchParams.get('email')).toBe(email);

    expect((await post('/api/auth/verify-otp', { email, type: 'password_reset', otp: code })).statusCode).toBe(200);
    const reset = await post('/api/auth/reset-password', { email, resetToken: link.searchParams.get('token'), newPassword: 'from the mailed link' });
    expect(reset.statusCode).toBe(200);
  });

  it('a server that refuses the mail: 502, and the code is withdrawn so that asking again works at once', async () => {
    const email = await registered();
    sink.refuse = '550 5.1.1 Mailbox unavailable';
    const refused = await post('/api/auth/send-otp', { email, type: 'signup' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ message: 'Failed to send code. Please try again.' });
    expect(await database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email))).toEqual([]);

    sink.refuse = null;
    expect((await post('/api/auth/send-otp', { email, type: 'signup' })).statusCode).toBe(200);
    expect(mailTo(email).headers.subject).toMatch(/^Your Wishwell verification code: \d{6}$/);
  });
});
