import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import type { User } from '@contract/user';
import { uploads } from '../../../server/src/db/schema';
import { decodedPixels, MAX_PIXELS } from '../../../server/src/services/image-processing';
import { createTestApp, nextClientAddress, type TestApp } from '../helpers/test-app';
import { call, makeMember } from '../helpers/desires';
import { multipart } from '../helpers/images';
import { bearer } from '../helpers/members';
import { animatedGif } from './forms';

let t: TestApp;
/** 2000×2000, 12 frames: 48 megapixels once decoded, a few KB on disk. */
let bigAnimation: Buffer;
beforeAll(async () => {
  [t, bigAnimation] = await Promise.all([createTestApp({ rateLimitFactor: 100 }), animatedGif(2000, 2000, 12)]);
});
afterAll(() => t.close());

async function uploadImage(token: string, bytes: Buffer, name: string) {
  const { payload, headers } = multipart({ field: 'image', name, type: 'image/gif', bytes });
  return t.app.inject({ method: 'POST', url: '/api/upload-image', payload, headers: { ...headers, ...bearer(token) }, remoteAddress: nextClientAddress() });
}

describe('the pixel cap, every frame counted', () => {
  it('refuses the 2000×2000 GIF of 12 frames with 413 and keeps nothing of it', async () => {
    expect(bigAnimation.length).toBeLessThan(100 * 1024);
    const member = await makeMember(t);
    const res = await uploadImage(member.token, bigAnimation, 'bomb.gif');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Image Too Large: at most 40 megapixels, counting every frame of an animation' });
    expect(await t.database.db.select().from(uploads).where(eq(uploads.userId, member.id))).toEqual([]);
    expect((await readdir(t.uploadDir)).filter((name) => name.endsWith('.gif'))).toEqual([]);
  });

  it('refuses it the same way as a data URL in a profile, and on the banner route', async () => {
    const member = await makeMember(t);
    const dataUrl = `data:image/gif;base64,${bigAnimation.toString('base64')}`;
    const profile = await call(t.app, 'PATCH', '/users/profile', member, { profileImage: dataUrl });
    expect(profile.statusCode).toBe(413);
    const { payload, headers } = multipart({ field: 'bannerImage', name: 'b.gif', type: 'image/gif', bytes: bigAnimation });
    const banner = await t.app.inject({ method: 'POST', url: '/api/users/banner', payload, headers: { ...headers, ...bearer(member.token) } });
    expect(banner.statusCode).toBe(413);
    const me = await call(t.app, 'GET', '/auth/me', member);
    expect(me.json<{ user: User }>().user).toMatchObject({ profileImage: null, bannerImage: null });
  });

  it('accepts a typical animated GIF (480×480, 60 frames) and keeps it animated', async () => {
    const member = await makeMember(t);
    // Alternating colours, so that the re-encoded file cannot fold the frames into one.
    const frames = await Promise.all(
      Array.from({ length: 60 }, (_, i) => sharp({ create: { width: 480, height: 480, channels: 3, background: i % 2 ? '#f59e0b' : '#0ea5e9' } }).raw().toBuffer()),
    );
    const gif = await sharp(Buffer.concat(frames), { raw: { width: 480, height: 480 * 60, channels: 3, pageHeight: 480 } })
      .gif({ effort: 1, dither: 0, delay: Array<number>(60).fill(50) })
      .toBuffer();
    const res = await uploadImage(member.token, gif, 'dance.gif');
    expect(res.statusCode).toBe(201);
    const stored = await t.app.inject({ method: 'GET', url: res.json<{ imageUrl: string }>().imageUrl });
    expect((await sharp(stored.rawPayload).metadata()).pages).toBe(60);
  });

  it('accepts a 40-megapixel still photo (8000×5000), scaled down to 2048 px', async () => {
    const member = await makeMember(t);
    const photo = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#0ea5e9' } }).png().toBuffer();
    const res = await uploadImage(member.token, photo, 'wide.png');
    expect(res.statusCode).toBe(201);
    const stored = await t.app.inject({ method: 'GET', url: res.json<{ imageUrl: string }>().imageUrl });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 2048, height: 1280 });
  });

  it('counts width × frame height × frames for GIFs, and the first frame only for formats read as stills', () => {
    expect(decodedPixels({ width: 8000, height: 5000 }, 'jpeg')).toBe(MAX_PIXELS);
    expect(decodedPixels({ width: 480, height: 480, pages: 60 }, 'gif')).toBe(13_824_000);
    expect(decodedPixels({ width: 2000, height: 2000, pages: 12 }, 'gif')).toBe(48_000_000);
    expect(decodedPixels({ width: 2000, height: 24_000, pageHeight: 2000, pages: 12 }, 'gif')).toBe(48_000_000);
    expect(decodedPixels({ width: 1000, height: 1000, pages: 100 }, 'webp')).toBe(1_000_000);
  });
});
