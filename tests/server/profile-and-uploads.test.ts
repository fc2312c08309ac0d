import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadResult } from '@contract/upload';
import type { User } from '@contract/user';
import { createTestApp, nextClientAddress, type TestApp } from './helpers/test-app';
import { bearer, signUpMember } from './helpers/members';
import { jpegWithExif, multipart, pngBytes } from './helpers/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function upload(token: string, file: Parameters<typeof multipart>[0], fields: Record<string, string> = {}, remoteAddress = nextClientAddress()) {
  const { payload, headers } = multipart(file, fields);
  return t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, ...bearer(token) }, remoteAddress });
}

describe('POST /api/upload', () => {
  it('stores an image, answers the spec shape and serves it from /uploads', async () => {
    const member = await signUpMember(t.app, t.mail);
    const res = await upload(member.token, { name: 'me.png', type: 'image/png', bytes: await pngBytes() }, { uploadType: 'profile', userId: member.user!._id });
    expect(res.statusCode).toBe(201);
    const body = res.json<UploadResult>();
    expect(Object.keys(body).sort()).toEqual(['format', 'originalName', 'public_id', 'secure_url', 'size']);
    expect(body).toMatchObject({ originalName: 'me.png', format: 'png' });
    expect(body.secure_url).toBe(`/uploads/${body.public_id}.png`);
    const served = await t.app.inject({ method: 'GET', url: body.secure_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.length).toBe(body.size);
  });

  it('takes the file under "image" too, and strips metadata from what it keeps', async () => {
    const member = await signUpMember(t.app, t.mail);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(member.token, { field: 'image', name: 'cam.jpg', type: 'image/jpeg', bytes: original });
    expect(res.statusCode).toBe(201);
    const stored = await readFile(path.join(t.uploadDir, path.basename(res.json<UploadResult>().secure_url)));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('judges the type by the bytes: a text file named .png is refused with 400 "Invalid File Type"', async () => {
    const member = await signUpMember(t.app, t.mail);
    const res = await upload(member.token, { name: 'evil.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^Invalid File Type/);
  });

  it('answers 400 without a file, for a bad upload type, and for an experience without its id', async () => {
    const member = await signUpMember(t.app, t.mail);
    expect((await upload(member.token, null, { uploadType: 'profile' })).statusCode).toBe(400);
    expect((await upload(member.token, { name: 'a.png', type: 'image/png', bytes: await pngBytes() }, { uploadType: 'banana' })).statusCode).toBe(400);
    const noId = await upload(member.token, { name: 'a.png', type: 'image/png', bytes: await pngBytes() }, { uploadType: 'experience' });
    expect(noId.json()).toEqual({ message: 'Experience ID required' });
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/upload', headers: bearer(member.token), payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('answers 413 "File Too Large" over 10 MB', async () => {
    const member = await signUpMember(t.app, t.mail);
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload(member.token, { name: 'big.png', type: 'image/png', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toMatch(/^File Too Large/);
  });

  it('answers 401 without a session and 403 when uploading for someone else', async () => {
    const member = await signUpMember(t.app, t.mail);
    const other = await signUpMember(t.app, t.mail);
    expect((await upload('nope', { name: 'a.png', type: 'image/png', bytes: await pngBytes() })).statusCode).toBe(401);
    const forOther = await upload(member.token, { name: 'a.png', type: 'image/png', bytes: await pngBytes() }, { userId: other.user!._id });
    expect(forOther.statusCode).toBe(403);
  });

  it('answers 429 after 30 uploads in 10 minutes by one member', async () => {
    const member = await signUpMember(t.app, t.mail);
    const bytes = await pngBytes();
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await upload(member.token, { name: `${i}.png`, type: 'image/png', bytes })).statusCode;
    expect(last).toBe(429);
  });

  it('DELETE /api/upload/:publicId removes the owner’s file; anyone else gets 404', async () => {
    const member = await signUpMember(t.app, t.mail);
    const other = await signUpMember(t.app, t.mail);
    const { public_id, secure_url } = (await upload(member.token, { name: 'a.png', type: 'image/png', bytes: await pngBytes() })).json<UploadResult>();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/upload/${public_id}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/upload/${public_id}`, headers: bearer(member.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: secure_url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/upload/..%2F..%2Fetc', headers: bearer(member.token) })).statusCode).toBe(400);
  });
});

describe('PATCH /api/users/profile', () => {
  it('records the signup photo: an upload path and its date', async () => {
    const member = await signUpMember(t.app, t.mail);
    const { secure_url } = (await upload(member.token, { name: 'me.png', type: 'image/png', bytes: await pngBytes() })).json<UploadResult>();
    const at = new Date().toISOString();
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/profile', headers: bearer(member.token), payload: { profileImage: secure_url, profilePicUploadedAt: at } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: User }>().user).toMatchObject({ profileImage: secure_url, profilePicUploadedAt: at });
  });

  it('stores a data-URL image as an upload instead of keeping the text', async () => {
    const member = await signUpMember(t.app, t.mail);
    const dataUrl = `data:image/png;base64,${(await pngBytes()).toString('base64')}`;
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/profile', headers: bearer(member.token), payload: { profileImage: dataUrl, fullName: '  Renamed Person ', bio: 'Hello' } });
    expect(res.statusCode).toBe(200);
    const { user } = res.json<{ user: User }>();
    expect(user.profileImage).toMatch(/^\/uploads\/[a-f0-9]{24}\.png$/);
    expect(user).toMatchObject({ fullName: 'Renamed Person', bio: 'Hello' });
    expect((await t.app.inject({ method: 'GET', url: user.profileImage! })).statusCode).toBe(200);
  });

  it('answers 400 for images it does not serve or another member uploaded, unknown fields, and the stored caps', async () => {
    const member = await signUpMember(t.app, t.mail);
    const other = await signUpMember(t.app, t.mail);
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: '/api/users/profile', headers: bearer(member.token), payload });
    expect((await patch({ profileImage: 'https://tracker.example.com/pixel.png' })).statusCode).toBe(400);
    const { secure_url: othersImage } = (await upload(other.token, { name: 'theirs.png', type: 'image/png', bytes: await pngBytes() })).json<UploadResult>();
    expect((await patch({ profileImage: othersImage })).json()).toEqual({ message: 'Invalid image: upload it first' });
    expect((await patch({ profileImage: '/uploads/does-not-exist.png' })).statusCode).toBe(400);
    expect((await patch({ profileImage: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await patch({ role: 'admin' })).statusCode).toBe(400);
    expect((await patch({ bio: 'x'.repeat(251) })).json()).toMatchObject({ message: 'Bio must be at most 250 characters' });
    expect((await patch({ fullName: 'x' })).statusCode).toBe(400);
    expect((await patch({ profilePicUploadedAt: 'yesterday' })).statusCode).toBe(400);
  });

  it('answers 401 without a session and 429 past 30 updates in 10 minutes', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/api/users/profile', payload: { bio: 'x' } })).statusCode).toBe(401);
    const member = await signUpMember(t.app, t.mail);
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await t.app.inject({ method: 'PATCH', url: '/api/users/profile', headers: bearer(member.token), payload: { bio: `bio ${i}` } })).statusCode;
    expect(last).toBe(429);
  });
});

describe('PATCH /api/users/complete-signup', () => {
  it('finishes signing up, with or without a photo date', async () => {
    const member = await signUpMember(t.app, t.mail);
    const skipped = await t.app.inject({ method: 'PATCH', url: '/api/users/complete-signup', headers: bearer(member.token), payload: { hasCompletedSignup: true, profilePicUploadedAt: null } });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json<{ user: User }>().user).toMatchObject({ hasCompletedSignup: true, profilePicUploadedAt: null });
    const at = new Date().toISOString();
    const withPhoto = await t.app.inject({ method: 'PATCH', url: '/api/users/complete-signup', headers: bearer(member.token), payload: { hasCompletedSignup: true, profilePicUploadedAt: at } });
    expect(withPhoto.json<{ user: User }>().user.profilePicUploadedAt).toBe(at);
  });

  it('answers 400 unless hasCompletedSignup is true', async () => {
    const member = await signUpMember(t.app, t.mail);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/complete-signup', headers: bearer(member.token), payload: { hasCompletedSignup: false } });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 before the email is verified', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/api/users/complete-signup', payload: { hasCompletedSignup: true } })).statusCode).toBe(401);
    const pending = await t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: nextClientAddress(), payload: { email: `p${Date.now()}@example.com`, fullName: 'Pending', password: 'long enough' } });
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/complete-signup', headers: bearer(pending.json<{ token: string }>().token), payload: { hasCompletedSignup: true } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Please verify your email first' });
  });

  it('answers 429 past the per-member limit it shares with profile updates', async () => {
    const member = await signUpMember(t.app, t.mail);
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await t.app.inject({ method: 'PATCH', url: '/api/users/complete-signup', headers: bearer(member.token), payload: { hasCompletedSignup: true } })).statusCode;
    expect(last).toBe(429);
  });
});
