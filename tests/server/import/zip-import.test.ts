import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Desire } from '@contract/desire';
import type { ImportResult } from '@contract/import';
import { categories, desires, follows, importedItems, savedDesires, uploads } from '../../../server/src/db/schema';
import { applyExport } from '../../../server/src/services/import/apply-export';
import { readExport } from '../../../server/src/services/import/read-export';
import { openZip } from '../../../server/src/services/import/read-zip';
import { call, createDesire, follow, makeMembers, type Member } from '../helpers/desires';
import { multipart, pngBytes } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { importFile, resultOf } from './files';

// POST /api/me/import with a zip of the export: member A's data comes into member B's account.

let t: TestApp;
let ada: Member;
let bo: Member;
let cy: Member;
let zip: Buffer;
let kite: Desire;
let cysLamp: Desire;

const desiresOf = (member: Member) => t.database.db.select().from(desires).where(eq(desires.userId, member.id));
const reasonCount = (result: ImportResult, reason: string) => result.reasons.find((r) => r.reason === reason)?.count ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ ada, bo, cy } = await makeMembers(t, ['ada', 'bo', 'cy'] as const));
  const { payload, headers } = multipart({ field: 'image', name: 'kite.png', type: 'image/png', bytes: await pngBytes(16, '#336699') });
  const uploaded = await t.app.inject({ method: 'POST', url: '/api/upload-image', headers: { ...headers, authorization: `Bearer ${ada.token}` }, payload });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  expect((await call(t.app, 'POST', '/categories', ada, { name: 'Travel' })).statusCode).toBe(201);
  kite = await createDesire(t.app, ada, { title: 'A red kite', categories: ['Travel'], coverImage: uploaded.json<{ imageUrl: string }>().imageUrl, price: { amount: 25, currency: 'EUR' } });
  await createDesire(t.app, ada, { title: 'For Cy only', visibility: 'custom', sharedWith: [cy.id] });
  await createDesire(t.app, ada, { title: 'For followers', visibility: 'followers' });
  cysLamp = await createDesire(t.app, cy, { title: 'A reading lamp' });
  await follow(t.database.db, ada, cy);
  expect((await call(t.app, 'PUT', `/desires/${cysLamp._id}/save`, ada)).statusCode).toBe(200);
  const exported = await call(t.app, 'GET', '/me/export', ada);
  expect(exported.statusCode).toBe(200);
  zip = exported.rawPayload;
});
afterAll(() => t.close());

describe('a zip exported by one member, imported by another', () => {
  let first: ImportResult;

  beforeAll(async () => {
    first = resultOf(await importFile(t, bo, zip));
  });

  it('counts the desires, their cover, the category, the saved desire and the follow that came in', () => {
    expect(first.kind).toBe('zip');
    expect(first.imported).toEqual({ desires: 3, categories: 1, saved: 1, follows: 1, images: 1 });
    // The six default categories are Bo's already.
    expect(first.skipped.categories).toBe(6);
    expect(reasonCount(first, 'already_there')).toBe(6);
  });

  it('makes the desires Bo’s own, a custom one private, with the cover stored again under a new name', async () => {
    const mine = await desiresOf(bo);
    expect(mine.map((d) => [d.title, d.visibility]).sort()).toEqual([
      ['A red kite', 'public'],
      ['For Cy only', 'private'],
      ['For followers', 'followers'],
    ]);
    const copy = mine.find((d) => d.title === 'A red kite')!;
    expect(copy.id).not.toBe(kite._id);
    expect(copy).toMatchObject({ priceCents: 2500, priceCurrency: 'EUR', categories: ['Travel'] });
    expect(copy.coverImage).toMatch(/^\/uploads\/[0-9a-f]{24}\.png$/);
    expect(copy.coverImage).not.toBe(kite.coverImage);
    const [upload] = await t.database.db.select().from(uploads).where(and(eq(uploads.userId, bo.id), eq(uploads.fileName, copy.coverImage!.slice('/uploads/'.length))));
    expect(upload).toMatchObject({ uploadType: 'cover', format: 'png' });
    const served = await t.app.inject({ method: 'GET', url: copy.coverImage! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('puts the kite in Bo’s own Travel category, which lists it', async () => {
    const [travel] = await t.database.db.select().from(categories).where(and(eq(categories.userId, bo.id), eq(categories.nameKey, 'travel')));
    expect(travel).toMatchObject({ name: 'Travel', visibility: 'private', isDefault: false });
    const listed = await call(t.app, 'GET', `/categories/${travel!.id}/desires`, bo);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('A red kite');
  });

  it('saves Cy’s lamp for Bo and has Bo follow Cy, found by email', async () => {
    expect(await t.database.db.select({ desireId: savedDesires.desireId }).from(savedDesires).where(eq(savedDesires.userId, bo.id))).toEqual([{ desireId: cysLamp._id }]);
    expect(await t.database.db.select({ id: follows.followeeId }).from(follows).where(eq(follows.followerId, bo.id))).toEqual([{ id: cy.id }]);
  });

  it('adds nothing twice when the same zip comes again, and says each was imported already', async () => {
    const before = { desires: (await desiresOf(bo)).length, uploads: (await t.database.db.select().from(uploads).where(eq(uploads.userId, bo.id))).length };
    const again = resultOf(await importFile(t, bo, zip));
    expect(again.imported).toEqual({ desires: 0, categories: 0, saved: 0, follows: 0, images: 0 });
    expect(again.skipped).toMatchObject({ desires: 3, saved: 1, follows: 1 });
    expect(reasonCount(again, 'already_imported')).toBeGreaterThanOrEqual(6);
    expect((await desiresOf(bo)).length).toBe(before.desires);
    expect((await t.database.db.select().from(uploads).where(eq(uploads.userId, bo.id))).length).toBe(before.uploads);
  });

  it('brings a desire back once after Bo deleted it', async () => {
    const copy = (await desiresOf(bo)).find((d) => d.title === 'For followers')!;
    expect((await call(t.app, 'DELETE', `/desires/${copy.id}`, bo)).statusCode).toBe(200);
    const again = resultOf(await importFile(t, bo, zip));
    expect(again.imported.desires).toBe(1);
    expect((await desiresOf(bo)).filter((d) => d.title === 'For followers')).toHaveLength(1);
  });
});

describe('one transaction', () => {
  it('leaves nothing of the import, rows or image files, when a late step fails', async () => {
    const { eve } = await makeMembers(t, ['eve'] as const);
    const filesBefore = (await readdir(t.uploadDir)).sort();
    const contents = await readExport(await openZip(zip));
    const failing = applyExport(
      {
        db: t.database.db,
        images: t.app.images,
        beforeCommit: async (tx) => {
          // The import wrote everything by now: the failure comes after it.
          expect((await tx.select().from(desires).where(eq(desires.userId, eve.id))).length).toBe(3);
          throw new Error('the disk is full');
        },
      },
      eve.id,
      contents,
    );
    await expect(failing).rejects.toThrow('the disk is full');
    expect(await desiresOf(eve)).toEqual([]);
    expect(await t.database.db.select().from(categories).where(eq(categories.userId, eve.id))).toEqual([]);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.userId, eve.id))).toEqual([]);
    expect(await t.database.db.select().from(importedItems).where(eq(importedItems.userId, eve.id))).toEqual([]);
    expect(await t.database.db.select().from(follows).where(eq(follows.followerId, eve.id))).toEqual([]);
    expect((await readdir(t.uploadDir)).sort()).toEqual(filesBefore);
    // And the same zip then comes in whole.
    expect(resultOf(await importFile(t, eve, zip)).imported.desires).toBe(3);
  });
});

describe('who may import', () => {
  it('answers 401 without a session', async () => {
    expect((await importFile(t, null, zip)).statusCode).toBe(401);
  });
});
