import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { User } from '@contract/user';
import { uploads } from '../../../server/src/db/schema';
import { call, makeMember, message, type Member } from '../helpers/desires';
import { multipart, pngBytes } from '../helpers/images';
import { profileOf } from '../helpers/people';
import { createTestApp, nextClientAddress, type TestApp } from '../helpers/test-app';

let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  member = await makeMember(t, 'Banner Owner');
});
afterAll(() => t.close());

function upload(file: Parameters<typeof multipart>[0], token: string | null = member.token) {
  const { payload, headers } = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/banner',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: nextClientAddress(),
  });
}

describe('POST /api/users/banner', () => {
  it('stores the image under "bannerImage" and answers {user} with its address, which others then see', async () => {
    const res = await upload({ field: 'bannerImage', name: 'banner.png', type: 'image/png', bytes: await pngBytes(64) });
    expect(res.statusCode).toBe(200);
    const { user } = res.json<{ user: User }>();
    expect(user).toMatchObject({ _id: member.id, email: member.email, bannerImage: expect.stringMatching(/^\/uploads\/[a-f0-9]{24}\.png$/) });
    const bannerImage = user.bannerImage ?? '';
    expect((await t.app.inject({ method: 'GET', url: bannerImage })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.fileName, bannerImage.slice('/uploads/'.length)));
    expect(row).toMatchObject({ userId: member.id, uploadType: 'banner' });
    expect((await call(t.app, 'GET', '/auth/me', member)).json<{ user: User }>().user.bannerImage).toBe(bannerImage);
    const viewer = await makeMember(t, 'Viewer');
    expect((await profileOf(t, viewer, member.id)).bannerImage).toBe(bannerImage);
  });

  it('refuses over 5 MB (413 "File Too Large"), other types (400 "Invalid File Type"), and a missing or misnamed file (400)', async () => {
    const before = (await call(t.app, 'GET', '/auth/me', member)).json<{ user: User }>().user.bannerImage;
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await upload({ field: 'bannerImage', name: 'big.png', type: 'image/png', bytes: big });
    expect(tooBig.statusCode).toBe(413);
    expect(message(tooBig)).toMatch(/^File Too Large/);
    const text = await upload({ field: 'bannerImage', name: 'x.png', type: 'image/png', bytes: Buffer.from('plain text, not an image') });
    expect(text.statusCode).toBe(400);
    expect(message(text)).toMatch(/^Invalid File Type/);
    expect((await upload(null)).statusCode).toBe(400);
    expect((await upload({ field: 'image', name: 'b.png', type: 'image/png', bytes: await pngBytes() })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/users/banner', member, { bannerImage: 'x' })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/auth/me', member)).json<{ user: User }>().user.bannerImage).toBe(before);
  });

  it('answers 401 without a session', async () => {
    expect((await upload({ field: 'bannerImage', name: 'b.png', type: 'image/png', bytes: await pngBytes() }, null)).statusCode).toBe(401);
  });
});
