import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/src/app';
import { oneTimeCodes } from '../../server/src/db/schema';
import { createAuthority, type Authority, type KeyPair } from './helpers/certificates';
import { uniqueEmail } from './helpers/members';
import { TestSmtpServer, type TestSmtpServerOptions } from './helpers/smtp-server';
import { nextClientAddress, openTestDatabase, testConfig } from './helpers/test-app';

// Mail over TLS as deployed with SMTP_URL, against a mail server on loopback whose certificate comes
// from an authority of the test's own, which the app trusts (config `mail.testCa`) and nothing else
// does: `smtp://` upgraded with STARTTLS, `smtps://` TLS from the first byte, and a certificate from
// an authority nobody trusts refused as any failed send is.

let trusted: Authority;
let unknown: Authority;
let trustedCert: KeyPair;
let unknownCert: KeyPair;
const cleanUps: (() => Promise<void>)[] = [];

beforeAll(async () => {
  [trusted, unknown] = await Promise.all([createAuthority('Wishwell mail CA'), createAuthority('Unknown CA')]);
  [trustedCert, unknownCert] = await Promise.all([trusted.issue(['IP:127.0.0.1']), unknown.issue(['IP:127.0.0.1'])]);
});
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
  await Promise.all([trusted?.dispose(), unknown?.dispose()]);
});

/** A mail server with these options, and the app sending to it, trusting only the test's authority. */
async function appMailingTo(options: TestSmtpServerOptions) {
  const smtp = new TestSmtpServer(options);
  const smtpUrl = await smtp.start();
  cleanUps.push(() => smtp.stop());
  const { database, drop } = await openTestDatabase();
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-uploads-'));
  const app = await buildApp(testConfig({ uploadDir, mail: { smtpUrl, from: 'Wishwell <no-reply@wishwell.test>', devOutbox: false, testCa: trusted.cert } }), { database });
  await app.ready();
  cleanUps.push(async () => {
    await app.close();
    await drop();
    await rm(uploadDir, { recursive: true, force: true });
  });
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, remoteAddress: nextClientAddress() });
  /** A new member's sign-up code asked for: the answer to send-otp. */
  const askForCode = async () => {
    const email = uniqueEmail('tls');
    expect((await post('/api/auth/register', { email, fullName: 'Secure Sam', password: 'long enough' })).statusCode).toBe(201);
    return { email, res: await post('/api/auth/send-otp', { email, type: 'signup' }) };
  };
  return { smtpUrl, smtp, database, askForCode };
}

describe('mail over TLS', () => {
  it.each([
    ['STARTTLS on a plain connection (smtp://)', false, 'smtp:'],
    ['TLS from the first byte (smtps://)', true, 'smtps:'],
  ] as const)('delivers the code by %s, the connection encrypted when the mail is handed over', async (_how, implicit, scheme) => {
    const { smtpUrl, smtp, askForCode } = await appMailingTo({ tls: trustedCert, implicit });
    expect(new URL(smtpUrl).protocol).toBe(scheme);
    const { email, res } = await askForCode();
    expect(res.statusCode, res.body).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toMatchObject({ text: email });
    expect(smtp.received[0]!.subject).toMatch(/^Your Wishwell verification code: \d{6}$/);
    expect(smtp.secure).toEqual([true]);
  });

  it.each([
    ['STARTTLS', false],
    ['smtps', true],
  ] as const)('refuses a server whose certificate comes from an authority it does not trust (%s): 502, no mail, the code withdrawn', async (_how, implicit) => {
    const { smtp, database, askForCode } = await appMailingTo({ tls: unknownCert, implicit });
    const { email, res } = await askForCode();
    expect([res.statusCode, res.json()]).toEqual([502, { message: 'Failed to send code. Please try again.' }]);
    // The send was answered: whatever the server was going to receive, it had by then.
    expect(smtp.received).toEqual([]);
    expect(await database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email))).toEqual([]);
  });
});
