import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Desire } from '@contract/desire';
import type { UploadImageResult } from '@contract/upload';
import { uploads } from '../../../server/src/db/schema';
import { createTestApp, nextClientAddress, type TestApp } from '../helpers/test-app';
import { multipart, pngBytes } from '../helpers/images';
import { call, makeMember, type Member } from '../helpers/desires';

let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  member = await makeMember(t, 'Cover Maker');
});
afterAll(() => t.close());

function upload(file: Parameters<typeof multipart>[0], token: string | null = member.token) {
  const { payload, headers } = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload-image',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: nextClientAddress(),
  });
}

describe('POST /upload-image', () => {
  it('stores a cover image and answers its address, which a desire then takes', async () => {
    const res = await upload({ field: 'image', name: 'cover.png', type: 'image/png', bytes: await pngBytes(64) });
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json<UploadImageResult>();
    expect(res.json()).toEqual({ imageUrl: expect.stringMatching(/^\/uploads\/[a-f0-9]{24}\.png$/) });
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.fileName, imageUrl.slice('/uploads/'.length)));
    expect(row).toMatchObject({ userId: member.id, uploadType: 'cover' });
    const desire = await call(t.app, 'POST', '/desires', member, { title: 'With a cover', coverImage: imageUrl });
    expect(desire.json<Desire>().coverImage).toBe(imageUrl);
  });

  it('refuses more than 5 MB with 413, other types with 400, and a missing or misnamed file with 400', async () => {
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await upload({ field: 'image', name: 'big.png', type: 'image/png', bytes: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<{ message: string }>().message).toMatch(/^File Too Large/);
    const text = await upload({ field: 'image', name: 'x.png', type: 'image/png', bytes: Buffer.from('not an image at all') });
    expect(text.statusCode).toBe(400);
    expect(text.json<{ message: string }>().message).toMatch(/^Invalid File Type/);
    expect((await upload(null)).statusCode).toBe(400);
    expect((await upload({ field: 'file', name: 'c.png', type: 'image/png', bytes: await pngBytes() })).statusCode).toBe(400);
    const json = await call(t.app, 'POST', '/upload-image', member, { image: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await upload({ field: 'image', name: 'c.png', type: 'image/png', bytes: await pngBytes() }, null)).statusCode).toBe(401);
  });
});
