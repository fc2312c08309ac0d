import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { desires } from '../../server/src/db/schema';
import { escapeHtml, shortDescription } from '../../server/src/lib/page-html';
import { call, createDesire, makeMembers, type Member } from './helpers/desires';
import { createTestApp, type TestApp } from './helpers/test-app';
import { pageFolder } from './helpers/page-folder';

// The app's page as a link preview robot gets it: no session, no Accept header, no Accept-Encoding.

let t: TestApp;
let pages: Awaited<ReturnType<typeof pageFolder>>;
let m: Record<'owner' | 'follower', Member>;
beforeAll(async () => {
  pages = await pageFolder();
  t = await createTestApp({ staticDir: pages.dir });
  m = await makeMembers(t, ['owner', 'follower'] as const);
});
afterAll(async () => {
  await t.close();
  await pages.remove();
});

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const tag = (attribute: 'property' | 'name', key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(res.body)?.[1] ?? null;
  return {
    body: res.body,
    title: /<title>([^<]*)<\/title>/.exec(res.body)?.[1],
    og: (key: string) => tag('property', `og:${key}`),
    twitter: (key: string) => tag('name', `twitter:${key}`),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(res.body)?.[1],
  };
}

describe('link previews', () => {
  it('a public desire: its title, description, picture and address, on /post/{id} and its shared link', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'A kite for the dunes', description: 'Red, with a long tail.', visibility: 'public' });
    await t.database.db.update(desires).set({ coverImage: '/uploads/kite.webp' }).where(eq(desires.id, desire._id));
    t.app.readCache.clear();
    for (const url of [`/post/${desire._id}`, `/shared/desires/${desire._id}/${m.owner.id}`]) {
      const p = await page(url);
      expect(p.title).toBe('A kite for the dunes');
      expect(p.og('title')).toBe('A kite for the dunes');
      expect(p.og('description')).toBe('Red, with a long tail.');
      expect(p.og('image')).toBe('http://localhost:5000/uploads/kite.webp');
      expect(p.twitter('card')).toBe('summary_large_image');
      expect(p.og('url')).toBe(`http://localhost:5000${url}`);
      expect(p.canonical).toBe(`http://localhost:5000${url}`);
      expect(p.body).toContain('<div id="root"></div>');
    }
  });

  it('a desire a visitor may not see, a wrong owner or a missing desire: the app’s own tags, nothing of the desire', async () => {
    const hidden = [];
    for (const visibility of ['followers', 'private', 'custom'] as const) {
      hidden.push(await createDesire(t.app, m.owner, { title: `Secret ${visibility} wish`, description: 'Not for robots', visibility, ...(visibility === 'custom' ? { sharedWith: [m.follower.id] } : {}) }));
    }
    const open = await createDesire(t.app, m.owner, { title: 'Open wish', visibility: 'public' });
    const urls = [
      ...hidden.map((d) => `/post/${d._id}`),
      ...hidden.map((d) => `/shared/desires/${d._id}/${m.owner.id}`),
      `/shared/desires/${open._id}/${m.follower.id}`,
      '/post/0123456789abcdef01234567',
      '/post/not-an-id',
    ];
    for (const url of urls) {
      const p = await page(url);
      expect(p.title, url).toBe('Wishwell: share what you wish for');
      expect(p.og('description'), url).toBe('Where people share what they wish for.');
      expect(p.body, url).not.toMatch(/Secret|Not for robots|Open wish/);
      expect(p.twitter('card'), url).toBe('summary');
      expect(p.og('image'), url).toBe('http://localhost:5000/icon-512.png');
    }
  });

  it('escapes what members wrote', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'Tickets "live" <script>alert(1)</script> & more', visibility: 'public' });
    const p = await page(`/post/${desire._id}`);
    expect(p.body).not.toContain('<script>alert(1)</script>');
    expect(p.og('title')).toBe('Tickets &quot;live&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    // No description of its own: one made from the owner's name.
    expect(p.og('description')).toBe('A wish of owner on Wishwell.');
  });

  it('keeps the owner of a shared category in its canonical address, and nothing else of the query', async () => {
    const p = await page(`/shared/categories/0123456789abcdef01234567?user=${m.owner.id}&utm_source=x`);
    expect(p.canonical).toBe(`http://localhost:5000/shared/categories/0123456789abcdef01234567?user=${m.owner.id}`);
    expect((await page('/feed?tab=x')).canonical).toBe('http://localhost:5000/feed');
  });

  it('a shared category: its name, what a visitor sees in it, and a picture; a private one or a wrong owner: nothing', async () => {
    const made = async (name: string, visibility: 'shared' | 'private') => {
      const res = await call(t.app, 'POST', '/categories', m.owner, { name, visibility, color: '#6366f1' });
      expect(res.statusCode).toBe(201);
      return res.json<{ _id: string }>()._id;
    };
    const [shared, closed] = [await made('Travel', 'shared'), await made('Diary', 'private')];
    const seen = await createDesire(t.app, m.owner, { title: 'Lisbon in spring', visibility: 'public', categories: ['Travel'] });
    await createDesire(t.app, m.owner, { title: 'Hidden trip', visibility: 'followers', categories: ['Travel'] });
    await createDesire(t.app, m.owner, { title: 'Private diary entry', visibility: 'public', categories: ['Diary'] });
    await t.database.db.update(desires).set({ coverImage: '/uploads/lisbon.webp' }).where(eq(desires.id, seen._id));
    t.app.readCache.clear();

    const p = await page(`/shared/categories/${shared}?user=${m.owner.id}`);
    expect(p.og('title')).toBe('owner&#39;s Travel desires');
    expect(p.og('description')).toBe('Shared category • 1 desire');
    expect(p.og('image')).toBe('http://localhost:5000/uploads/lisbon.webp');
    for (const url of [`/shared/categories/${closed}?user=${m.owner.id}`, `/shared/categories/${shared}?user=${m.follower.id}`, `/shared/categories/${shared}`]) {
      const other = await page(url);
      expect(other.title, url).toBe('Wishwell: share what you wish for');
      expect(other.body, url).not.toMatch(/Travel|Diary|Lisbon/);
    }
  });

  it('cuts long descriptions at a word, and escapes every HTML character', () => {
    const long = `${'word '.repeat(60)}end`;
    const cut = shortDescription(long);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith('word…')).toBe(true);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
