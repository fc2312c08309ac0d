import { writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { EXPORT_FILES, EXPORT_IMAGES_FOLDER, EXPORT_SCHEMAS, EXPORT_TOO_SOON_MESSAGE, type ExportDesire } from '@contract/export';
import type { Desire } from '@contract/desire';
import { comments, uploads, users } from '../../../server/src/db/schema';
import { newId } from '../../../server/src/lib/ids';
import { chatBetween, send } from '../helpers/chat';
import { call, createDesire, follow, makeMembers, message, type Member } from '../helpers/desires';
import { pngBytes } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { unzip } from './unzip';

// GET /api/me/export: the member's data as one zip, every JSON file in the contract's shape.

let t: TestApp;
let ada: Member;
let bo: Member;
let dee: Member;
let adaImage: { fileName: string; bytes: Buffer };
let boImage: { fileName: string; bytes: Buffer };
let wish: Desire;
let surprise: Desire;
let bosBike: Desire;

const ok = async <R extends { statusCode: number; body: string }>(res: R): Promise<R> => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

async function storedImage(owner: Member, colour: string) {
  const fileName = `${newId()}.png`;
  const bytes = await pngBytes(8, colour);
  await writeFile(path.join(t.uploadDir, fileName), bytes);
  await t.database.db.insert(uploads).values({ id: newId(), userId: owner.id, fileName, originalName: 'me.png', size: bytes.length, format: 'png', uploadType: 'profile' });
  return { fileName, bytes };
}

const exportOf = (who: Member | null) => call(t.app, 'GET', '/me/export', who);
const json = (entries: Map<string, Buffer>, name: string): unknown => JSON.parse(entries.get(name)!.toString('utf8'));

beforeAll(async () => {
  t = await createTestApp();
  ({ ada, bo, dee } = await makeMembers(t, ['ada', 'bo', 'dee'] as const));
  await follow(t.database.db, bo, ada);
  wish = await createDesire(t.app, ada, { title: 'A kite', categories: ['Travel'] });
  surprise = await createDesire(t.app, ada, { title: 'A surprise', surprise: true, price: { amount: 50, currency: 'EUR' } });
  await createDesire(t.app, ada, { title: 'For Bo only', visibility: 'custom', sharedWith: [bo.id] });
  bosBike = await createDesire(t.app, bo, { title: 'A bike', price: { amount: 200, currency: 'EUR' } });
  await ok(await call(t.app, 'POST', `/desires/${wish._id}/comments`, bo, { text: 'Lovely kite' }));
  const hidden = await ok(await call(t.app, 'POST', `/desires/${wish._id}/comments`, bo, { text: 'Hidden by an operator' }));
  await t.database.db.update(comments).set({ hiddenReason: 'spam' }).where(eq(comments.id, hidden.json<{ _id: string }>()._id));
  await ok(await call(t.app, 'POST', `/desires/${wish._id}/comments`, dee, { text: 'From a blocked account' }));
  await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, dee.id));
  await ok(await call(t.app, 'POST', `/desires/${wish._id}/react`, bo, { emoji: '🔥' }));
  await ok(await call(t.app, 'PUT', `/desires/${bosBike._id}/save`, ada));
  await ok(await call(t.app, 'PUT', `/desires/${bosBike._id}/pledge`, ada, { amount: 20, message: 'For the bike' }));
  await ok(await call(t.app, 'PUT', `/desires/${surprise._id}/pledge`, bo, { amount: 30, message: 'Secret part' }));
  await ok(await call(t.app, 'POST', '/categories', ada, { name: 'Travel' }));
  await ok(await call(t.app, 'POST', '/occasions', ada, { title: 'Birthday', date: '1990-03-14', yearly: true }));
  const chat = await chatBetween(t, ada, bo);
  await send(t, ada, chat._id, 'Hello Bo');
  await send(t, bo, chat._id, 'Hello Ada');
  adaImage = await storedImage(ada, '#112233');
  boImage = await storedImage(bo, '#445566');
});
afterAll(() => t.close());

describe('GET /api/me/export', () => {
  let entries: Map<string, Buffer>;
  let text: string;

  beforeAll(async () => {
    const res = await exportOf(ada);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    entries = unzip(res.rawPayload);
    text = [...entries.values()].map((b) => b.toString('utf8')).join('\n');
  });

  it('holds the README first, every listed file, and each JSON file validates against the contract', () => {
    const names = [...entries.keys()];
    expect(names[0]).toBe(EXPORT_FILES.readme);
    expect(names).toEqual(expect.arrayContaining(Object.values(EXPORT_FILES)));
    for (const file of Object.values(EXPORT_FILES).filter((name) => name !== EXPORT_FILES.readme)) expect(entries.get(EXPORT_FILES.readme)!.toString('utf8')).toContain(file);
    for (const [name, schema] of Object.entries(EXPORT_SCHEMAS)) {
      const parsed = z.safeParse(schema as z.ZodMiniType, json(entries, name));
      expect(parsed.success, `${name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    expect(entries.get(EXPORT_FILES.desires)!.toString('utf8')).toBe(`${JSON.stringify(json(entries, EXPORT_FILES.desires), null, 2)}\n`);
  });

  it('holds the member’s desires with the comments and reactions they are shown, and their lists', () => {
    const desires = (json(entries, EXPORT_FILES.desires) as { desires: ExportDesire[] }).desires;
    expect(desires.map((d) => d.title).sort()).toEqual(['A kite', 'A surprise', 'For Bo only']);
    const kite = desires.find((d) => d.id === wish._id)!;
    expect(kite.comments).toEqual([expect.objectContaining({ author: { id: bo.id, fullName: 'bo' }, text: 'Lovely kite' })]);
    expect(kite.reactions).toEqual([expect.objectContaining({ member: { id: bo.id, fullName: 'bo' }, emoji: '🔥' })]);
    expect(desires.find((d) => d.title === 'For Bo only')!.sharedWith).toEqual([{ id: bo.id, fullName: 'bo' }]);
    expect(desires.find((d) => d.id === surprise._id)).toMatchObject({ surprise: true, price: { cents: 5000, currency: 'EUR' } });
    expect(json(entries, EXPORT_FILES.categories)).toMatchObject({ categories: expect.arrayContaining([expect.objectContaining({ name: 'Travel', desireIds: [wish._id] })]) });
    expect(json(entries, EXPORT_FILES.saved)).toMatchObject({ saved: [{ desireId: bosBike._id }] });
    expect(json(entries, EXPORT_FILES.follows)).toMatchObject({ following: [{ member: { id: bo.id } }], followers: [{ member: { id: bo.id } }] });
    expect(json(entries, EXPORT_FILES.occasions)).toMatchObject({ occasions: [{ title: 'Birthday', date: '1990-03-14', yearly: true }] });
    expect(json(entries, EXPORT_FILES.pledges)).toMatchObject({ pledges: [{ desireId: bosBike._id, amountCents: 2000, currency: 'EUR', message: 'For the bike' }] });
    const chats = json(entries, EXPORT_FILES.chats) as { chats: { with: unknown }[]; messages: { content: string; mine: boolean }[] };
    expect(chats.chats).toEqual([expect.objectContaining({ with: { id: bo.id, fullName: 'bo' } })]);
    expect(chats.messages.map((m) => [m.content, m.mine])).toEqual([
      ['Hello Bo', true],
      ['Hello Ada', false],
    ]);
    expect(json(entries, EXPORT_FILES.profile)).toMatchObject({ profile: { id: ada.id, email: ada.email, fullName: 'ada' } });
  });

  it('holds the member’s uploaded images byte for byte, and no one else’s', () => {
    expect(entries.get(`${EXPORT_IMAGES_FOLDER}${adaImage.fileName}`)?.equals(adaImage.bytes)).toBe(true);
    expect(json(entries, EXPORT_FILES.images)).toMatchObject({ images: [{ fileName: adaImage.fileName, uploadType: 'profile' }] });
    expect(entries.has(`${EXPORT_IMAGES_FOLDER}${boImage.fileName}`)).toBe(false);
    expect(text).not.toContain(boImage.fileName);
  });

  it('names the members the member follows by email too, in follows.json only', () => {
    expect(json(entries, EXPORT_FILES.follows)).toMatchObject({ following: [{ member: { id: bo.id, email: bo.email } }], followers: [{ member: { id: bo.id } }] });
    const follows = json(entries, EXPORT_FILES.follows) as { followers: { member: object }[] };
    expect(follows.followers[0]!.member).not.toHaveProperty('email');
    const elsewhere = [...entries].filter(([name]) => name !== EXPORT_FILES.follows).map(([, bytes]) => bytes.toString('utf8')).join('\n');
    expect(elsewhere).toContain(ada.email); // the positive signal: the member's own email is there
    expect(elsewhere).not.toContain(bo.email);
  });

  it('holds nothing private of others or of the account: no other emails, password hash, token, hidden comments or a surprise’s pledges', async () => {
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ada.id));
    expect(text).toContain(ada.email); // the positive signal: the member's own email is there
    for (const secret of [dee.email, row!.hash, ada.token, 'Secret part', 'Hidden by an operator', 'From a blocked account']) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/passwordHash|password_hash|token/i);
  });
});

describe('asking again', () => {
  it('answers 429 with Retry-After and a clear message to the same member, while another member may still ask', async () => {
    const { eve, fay } = await makeMembers(t, ['eve', 'fay'] as const);
    expect((await exportOf(eve)).statusCode).toBe(200);
    const again = await exportOf(eve);
    expect(again.statusCode).toBe(429);
    expect(message(again)).toBe(EXPORT_TOO_SOON_MESSAGE);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(60);
    expect((await exportOf(fay)).statusCode).toBe(200);
  });

  it('lets a member who leaves halfway go, and the server answers the next call', async () => {
    const { gil } = await makeMembers(t, ['gil'] as const);
    await storedImage(gil, '#778899');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const firstChunk = await new Promise<number>((resolve, reject) => {
      const asking = request({ port, host: '127.0.0.1', path: '/api/me/export', headers: { authorization: `Bearer ${gil.token}` } }, (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve(res.statusCode === 200 ? chunk.length : -1);
          asking.destroy();
        });
      });
      asking.on('error', reject);
      asking.end();
    });
    expect(firstChunk).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', '/health', null)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await exportOf(null)).statusCode).toBe(401);
  });
});
