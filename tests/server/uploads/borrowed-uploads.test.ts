import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { AuthResponse } from '@contract/auth';
import type { Desire } from '@contract/desire';
import type { UploadResult } from '@contract/upload';
import type { UrlMetadata } from '@contract/url-metadata';
import type { User } from '@contract/user';
import { desires, uploads, users } from '../../../server/src/db/schema';
import { DEMO_PASSWORD, seedDemoData } from '../../../server/src/services/seed';
import { createTestApp, nextClientAddress, type TestApp } from '../helpers/test-app';
import { call, createDesire, makeMember, type Member } from '../helpers/desires';
import { multipart, pngBytes } from '../helpers/images';
import { bearer } from '../helpers/members';
import { bytes, html, startFixture, type FixtureServer } from '../url-metadata/fixture-server';

const NOT_YOURS = { message: 'Invalid image: upload it first' };

let t: TestApp;
let site: FixtureServer;
let owner: Member;
let borrower: Member;
/** The owner's upload, as the answer gives it. */
let ownersImage: string;

beforeAll(async () => {
  site = await startFixture({
    '/product': html('<title>Hat</title><meta property="og:image" content="/hat.png">'),
    '/hat.png': bytes(await pngBytes(24, '#f59e0b'), 'image/png'),
  });
  t = await createTestApp({ rateLimitFactor: 100, urlImport: { testAllow: [site.hostPort] } });
  [owner, borrower] = await Promise.all([makeMember(t, 'Owner'), makeMember(t, 'Borrower')]);
  ownersImage = await uploadAs(owner);
});
afterAll(async () => {
  await t?.close();
  await site?.close();
});

async function uploadAs(member: Member): Promise<string> {
  const { payload, headers } = multipart({ name: 'mine.png', type: 'image/png', bytes: await pngBytes(16) });
  const res = await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, ...bearer(member.token) }, remoteAddress: nextClientAddress() });
  expect(res.statusCode).toBe(201);
  return res.json<UploadResult>().secure_url;
}

/** The ways a reference may name the owner's file: as answered, on another host, on our own. */
const borrowedForms = () => [ownersImage, `https://elsewhere.example${ownersImage}`, `http://localhost:5000${ownersImage}?v=1`];

const profile = (member: Member, body: object) => call(t.app, 'PATCH', '/users/profile', member, body);
const me = async (member: Member) => (await call(t.app, 'GET', '/auth/me', member)).json<{ user: User }>().user;

describe("another member's upload", () => {
  it('is refused as a profile image or banner, in every form of address', async () => {
    for (const value of borrowedForms()) {
      expect((await profile(borrower, { profileImage: value })).json()).toEqual(NOT_YOURS);
      expect((await profile(borrower, { bannerImage: value })).json()).toEqual(NOT_YOURS);
    }
    expect((await profile(borrower, { profileImage: ownersImage })).statusCode).toBe(400);
    expect(await me(borrower)).toMatchObject({ profileImage: null, bannerImage: null });
  });

  it('is refused as the cover of a new desire', async () => {
    for (const value of borrowedForms()) {
      const res = await call(t.app, 'POST', '/desires', borrower, { title: 'Borrowed cover', coverImage: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(NOT_YOURS);
    }
    expect(await t.database.db.select().from(desires).where(eq(desires.userId, borrower.id))).toEqual([]);
  });

  it('is refused as the cover of an edited desire, which keeps its own', async () => {
    const ownCover = await uploadAs(borrower);
    const desire = await createDesire(t.app, borrower, { title: 'Mine', coverImage: ownCover });
    for (const value of borrowedForms()) {
      const res = await call(t.app, 'PUT', `/desires/${desire._id}`, borrower, { title: 'Mine', coverImage: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(NOT_YOURS);
    }
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, borrower)).json<Desire>().coverImage).toBe(ownCover);
  });
});

describe("the member's own images", () => {
  it('are taken as profile image and banner, an absolute address stored as our path', async () => {
    const picture = await uploadAs(borrower);
    const banner = await uploadAs(borrower);
    const res = await profile(borrower, { profileImage: `https://api.wishwell.example${picture}`, bannerImage: banner });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: User }>().user).toMatchObject({ profileImage: picture, bannerImage: banner });
  });

  it('are taken as a cover on create and edit, and re-saving an unchanged cover works', async () => {
    const first = await uploadAs(owner);
    const second = await uploadAs(owner);
    const desire = await createDesire(t.app, owner, { title: 'Own cover', coverImage: first });
    expect(desire.coverImage).toBe(first);
    const unchanged = await call(t.app, 'PUT', `/desires/${desire._id}`, owner, { title: 'Own cover, renamed', coverImage: first });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json<Desire>()).toMatchObject({ title: 'Own cover, renamed', coverImage: first });
    const changed = await call(t.app, 'PUT', `/desires/${desire._id}`, owner, { title: 'Own cover', coverImage: second });
    expect(changed.json<Desire>().coverImage).toBe(second);
  });

  it('include a data URL, stored as a new upload of theirs', async () => {
    const dataUrl = `data:image/png;base64,${(await pngBytes()).toString('base64')}`;
    const desire = await createDesire(t.app, borrower, { title: 'Pasted cover', coverImage: dataUrl });
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.fileName, desire.coverImage!.slice('/uploads/'.length)));
    expect(row).toMatchObject({ userId: borrower.id, uploadType: 'cover' });
  });

  it('include the picture a URL import re-hosted, for the importer only', async () => {
    const imported = await call(t.app, 'POST', '/fetch-url-metadata', owner, { url: `${site.origin}/product` });
    const { image } = imported.json<UrlMetadata>();
    expect(image).toMatch(/^\/uploads\//);
    expect((await call(t.app, 'POST', '/desires', borrower, { title: 'Hat', coverImage: image })).json()).toEqual(NOT_YOURS);
    expect((await createDesire(t.app, owner, { title: 'Hat', coverImage: image! })).coverImage).toBe(image);
  });
});

describe('the demo data', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
    await seedDemoData(demo.database.db, { images: demo.app.images });
  });
  afterAll(() => demo.close());

  it('gives each cover to the member whose desire it is, who can then save it unchanged', async () => {
    const covered = await demo.database.db
      .select({ id: desires.id, title: desires.title, author: desires.userId, email: users.email, cover: desires.coverImage, uploader: uploads.userId })
      .from(desires)
      .innerJoin(users, eq(users.id, desires.userId))
      .leftJoin(uploads, eq(sql`'/uploads/' || ${uploads.fileName}`, desires.coverImage))
      .where(isNotNull(desires.coverImage));
    expect(covered.length).toBeGreaterThan(0);
    for (const desire of covered) expect(desire.uploader).toBe(desire.author);

    const desire = covered[0]!;
    const signedIn = await demo.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: desire.email, password: DEMO_PASSWORD }, remoteAddress: nextClientAddress() });
    const res = await demo.app.inject({
      method: 'PUT',
      url: `/api/desires/${desire.id}`,
      headers: bearer(signedIn.json<AuthResponse>().token),
      payload: { title: desire.title, coverImage: desire.cover },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Desire>().coverImage).toBe(desire.cover);
  });
});
