import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IMPORT_MESSAGES, importLimits, notTheFormat } from '@contract/import';
import { desires, uploads } from '../../../server/src/db/schema';
import { makeMember, message } from '../helpers/desires';
import { pngBytes } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { exportDesire, exportFiles, importFile, patchDirectory, resultOf, wrapped, zipOf, zipWithName } from './files';

// A broken or hostile file gets a clear 400 and leaves nothing behind.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each case its own member: the import's per-member limit stays out of the way. */
async function refused(bytes: Buffer, name = 'my-data.zip') {
  const member = await makeMember(t, 'Imp');
  const res = await importFile(t, member, bytes, name);
  const left = await t.database.db.select().from(desires).where(eq(desires.userId, member.id));
  return { status: res.statusCode, message: message(res), left: left.length };
}

const oneDesire = exportFiles([exportDesire('d1', 'A harmless wish')]);

describe('files that are not what they say', () => {
  it('refuses bytes that are neither a zip nor UTF-8 text', async () => {
    expect(await refused(Buffer.from([0xff, 0xfe, 0x00, 0x81, 0x00, 0x00]))).toEqual({ status: 400, message: IMPORT_MESSAGES.unreadable, left: 0 });
  });

  it('refuses a zip cut short', async () => {
    const whole = await zipOf(oneDesire);
    expect(await refused(whole.subarray(0, whole.length - 30))).toEqual({ status: 400, message: IMPORT_MESSAGES.unreadable, left: 0 });
  });

  it('refuses a zip without desires.json', async () => {
    expect(await refused(await zipOf({ 'notes.txt': 'hello' }))).toEqual({ status: 400, message: IMPORT_MESSAGES.notAnExport, left: 0 });
  });

  it('refuses a form without the file, and a file in another field', async () => {
    const member = await makeMember(t, 'Formless');
    const empty = await t.app.inject({ method: 'POST', url: '/api/me/import', headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' }, payload: '{}' });
    expect([empty.statusCode, message(empty)]).toEqual([400, IMPORT_MESSAGES.noFile]);
    const elsewhere = await importFile(t, member, await zipOf(oneDesire), 'my-data.zip', 'application/zip', 'image');
    expect([elsewhere.statusCode, message(elsewhere)]).toEqual([400, IMPORT_MESSAGES.noFile]);
  });
});

describe('hostile zips', () => {
  it('refuses a path that leads outside the zip’s folder, before reading anything', async () => {
    expect(await refused(await zipWithName(oneDesire, '../../etc/cron.d/job'))).toEqual({ status: 400, message: IMPORT_MESSAGES.pathOutside, left: 0 });
  });

  it('refuses a path with a backslash, which another system reads as a folder', async () => {
    expect(await refused(await zipWithName(oneDesire, '..\\..\\evil.txt'))).toEqual({ status: 400, message: IMPORT_MESSAGES.pathOutside, left: 0 });
  });

  it('refuses an absolute path', async () => {
    expect(await refused(await zipWithName(oneDesire, '/etc/passwd'))).toEqual({ status: 400, message: IMPORT_MESSAGES.pathOutside, left: 0 });
  });

  it('refuses a zip whose directory says it unpacks past the limit (a zip bomb), without inflating it', async () => {
    const bomb = patchDirectory(await zipOf({ ...oneDesire, 'images/big.png': 'x' }), 'images/big.png', { uncompressedSize: importLimits.zipUnpackedMaxBytes + 1 });
    expect(await refused(bomb)).toEqual({ status: 400, message: IMPORT_MESSAGES.tooLarge, left: 0 });
  });

  it('refuses a file that unpacks to more than its directory says', async () => {
    // desires.json claims a few hundred bytes and inflates to 5 MB of spaces after its JSON.
    const text = JSON.stringify(oneDesire['desires.json']);
    const padded = Buffer.concat([Buffer.from(text), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    expect(deflateRawSync(padded).length).toBeLessThan(20_000); // the point of a bomb: small packed
    const lying = patchDirectory(await zipOf({ 'desires.json': padded }), 'desires.json', { uncompressedSize: text.length });
    expect(await refused(lying)).toEqual({ status: 400, message: IMPORT_MESSAGES.tooLarge, left: 0 });
  });

  it('refuses an encrypted file', async () => {
    const locked = patchDirectory(await zipOf(oneDesire), 'desires.json', { flags: 0x1 });
    expect(await refused(locked)).toEqual({ status: 400, message: IMPORT_MESSAGES.encrypted, left: 0 });
  });
});

describe('JSON that breaks the contract', () => {
  it('refuses a file that is not JSON, naming it', async () => {
    expect(await refused(await zipOf({ 'desires.json': '{"formatVersion": 1, "desires": [' }))).toEqual({ status: 400, message: notTheFormat('desires.json', 'it is not JSON'), left: 0 });
  });

  it('refuses a desire without its fields, naming where', async () => {
    const broken = await zipOf(exportFiles([exportDesire('d1', 'Fine'), { id: 'd2', title: 42 }]));
    const answer = await refused(broken);
    expect(answer).toMatchObject({ status: 400, left: 0 });
    expect(answer.message).toMatch(/^desires\.json does not match the export format: desires\.1\.\w+: /);
  });

  it('refuses a desire no member could write: a title of a thousand characters, a control character', async () => {
    expect((await refused(await zipOf(exportFiles([exportDesire('d1', 'x'.repeat(1000))])))).message).toBe(notTheFormat('desires.json', 'desires.0.title: Title must be 100 characters or less'));
    expect((await refused(await zipOf(exportFiles([exportDesire('d1', 'Bell\u0007')]))))).toMatchObject({ status: 400, left: 0 });
  });

  it('refuses another format version', async () => {
    const later = await zipOf({ 'desires.json': { formatVersion: 2, desires: [] } });
    expect((await refused(later)).message).toMatch(/^desires\.json does not match the export format: formatVersion: /);
  });

  it('refuses a category file that breaks the contract, and keeps none of the desires', async () => {
    const categories = wrapped('categories', [{ id: 'c1', name: 'Red', description: null, color: 'red; drop table', icon: null, visibility: 'private', isDefault: false, createdAt: '2026-01-02T03:04:05.000Z', sharedWith: [], desireIds: ['d1'] }]);
    const answer = await refused(await zipOf({ ...oneDesire, 'categories.json': categories }));
    expect(answer).toMatchObject({ status: 400, left: 0 });
    expect(answer.message).toMatch(/^categories\.json does not match the export format: categories\.0\.color: /);
  });
});

describe('images', () => {
  it('stores a listed cover that is an image, and skips one that is not, keeping its desire', async () => {
    const member = await makeMember(t, 'Pictures');
    const image = (fileName: string) => ({ fileName, originalName: fileName, uploadType: 'cover', format: 'png', size: 1, createdAt: '2026-01-02T03:04:05.000Z' });
    const files = exportFiles([exportDesire('d1', 'With a real cover', { coverImage: '/uploads/real.png' }), exportDesire('d2', 'With a fake cover', { coverImage: '/uploads/fake.png' }), exportDesire('d3', 'With an unlisted cover', { coverImage: '/uploads/unlisted.png' })], {
      'images.json': wrapped('images', [image('real.png'), image('fake.png')]),
      'images/real.png': await pngBytes(8),
      'images/fake.png': Buffer.from('<svg onload="alert(1)"></svg>'),
      'images/unlisted.png': await pngBytes(8),
    });
    const result = resultOf(await importFile(t, member, await zipOf(files)));
    expect(result.imported).toMatchObject({ desires: 3, images: 1 });
    expect(result.reasons).toContainEqual({ reason: 'image_unreadable', count: 1 });
    const rows = await t.database.db.select().from(desires).where(eq(desires.userId, member.id));
    expect(rows.find((d) => d.title === 'With a real cover')!.coverImage).toMatch(/^\/uploads\/[0-9a-f]{24}\.png$/);
    expect(rows.find((d) => d.title === 'With a fake cover')!.coverImage).toBeNull();
    expect(rows.find((d) => d.title === 'With an unlisted cover')!.coverImage).toBeNull();
    expect(await t.database.db.select().from(uploads).where(eq(uploads.userId, member.id))).toHaveLength(1);
  });
});
