import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { desires } from '../../server/src/db/schema';
import { firstPaintTemplates } from '../../src/app/first-paint-screens';
import { call, createDesire, makeMembers, type Member } from './helpers/desires';
import { createTestApp, type TestApp } from './helpers/test-app';
import { pageFolder } from './helpers/page-folder';

// The built app's first paint as scripts/first-paint.mjs writes it, rendered from the app's components.

let t: TestApp;
let pages: Awaited<ReturnType<typeof pageFolder>>;
let m: Record<'owner' | 'follower', Member>;
beforeAll(async () => {
  pages = await pageFolder();
  await mkdir(path.join(pages.dir, '.vite'));
  await writeFile(path.join(pages.dir, '.vite', 'first-paint.json'), JSON.stringify(firstPaintTemplates()));
  t = await createTestApp({ staticDir: pages.dir });
  m = await makeMembers(t, ['owner', 'follower'] as const);
});
afterAll(async () => {
  await t.close();
  await pages.remove();
});

/** The page's first paint, or '' when it has none. */
async function paintOf(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const paint = /<div id="first-paint" aria-hidden="true" inert [^>]*>([\s\S]*?)<div id="root"><\/div>/.exec(res.body);
  if (!paint) expect(res.body, url).not.toContain('first-paint');
  return paint?.[1] ?? '';
}

describe('the first paint', () => {
  it('/auth paints the sign-in page’s hero, with no second main region', async () => {
    const paint = await paintOf('/auth');
    expect(paint).toContain('Share what you wish for.');
    expect(paint).not.toMatch(/<main|id="main"/);
  });

  it('shows only once all of it has been read: hidden where it starts, made visible by a style after its end', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth' });
    const start = /<div id="first-paint" aria-hidden="true" inert style="([^"]*)">/.exec(res.body);
    expect(start?.[1]).toMatch(/visibility:hidden$/);
    const end = res.body.indexOf('<style>#first-paint{visibility:visible!important}</style>');
    expect(end).toBeGreaterThan(res.body.indexOf('Share what you wish for.'));
    expect(end).toBeLessThan(res.body.indexOf('<div id="root"></div>'));
  });

  it('a desire: its title and text, escaped, on /post/{id} and its shared link; the same page without a picture has none', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'Tea & <script>alert(1)</script> "cake"', description: 'With {{title}} and [[picture]].', visibility: 'public' });
    for (const url of [`/post/${desire._id}`, `/shared/desires/${desire._id}/${m.owner.id}`]) {
      const paint = await paintOf(url);
      expect(paint, url).toContain('Tea &amp; &lt;script&gt;alert(1)&lt;/script&gt; &quot;cake&quot;');
      expect(paint, url).not.toContain('<script');
      // What reads like a token in a member's text stays text.
      expect(paint, url).toContain('With {{title}} and [[picture]].');
      expect(paint, url).not.toContain('<img');
    }
    expect(await paintOf(`/post/${desire._id}`)).toMatch(/<h1 [^>]*>Tea &amp;/);
    expect(await paintOf(`/shared/desires/${desire._id}/${m.owner.id}`)).toMatch(/<h2 [^>]*>Tea &amp;/);
  });

  it('a picture of the site is painted at once, with high priority', async () => {
    const desire = await createDesire(t.app, m.owner, { title: 'A kite', visibility: 'public' });
    await t.database.db.update(desires).set({ coverImage: '/uploads/kite.webp' }).where(eq(desires.id, desire._id));
    t.app.readCache.clear();
    const paint = await paintOf(`/post/${desire._id}`);
    expect(paint).toMatch(/<img src="\/uploads\/kite\.webp" [^>]*fetchPriority="high"/i);
    expect(paint).not.toContain('loading="lazy"');
  });

  it('a long description is clamped with its More button, as the card shows it; none shows no paragraph', async () => {
    const long = await createDesire(t.app, m.owner, { title: 'Long', description: 'x '.repeat(100), visibility: 'public' });
    expect(await paintOf(`/post/${long._id}`)).toMatch(/line-clamp-3[\s\S]*>More</);
    const short = await createDesire(t.app, m.owner, { title: 'Short', description: 'Brief.', visibility: 'public' });
    expect(await paintOf(`/post/${short._id}`)).not.toMatch(/line-clamp-3|>More</);
    const none = await createDesire(t.app, m.owner, { title: 'None', visibility: 'public' });
    const bare = await paintOf(`/post/${none._id}`);
    expect(bare).toContain('None');
    expect(bare, 'every token filled').not.toMatch(/\{\{|\[\[/);
    // The link preview says whose wish it is; the card, and so the paint, shows no text.
    expect(bare).not.toContain('A wish of');
    expect(bare).not.toContain('leading-relaxed');
  });

  it('a shared category: its name, description, count and owner, escaped', async () => {
    const res = await call(t.app, 'POST', '/categories', m.owner, { name: 'Trips <b>', description: 'Places "we" go', visibility: 'shared', color: '#6366f1' });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ _id: string }>()._id;
    await createDesire(t.app, m.owner, { title: 'Lisbon', visibility: 'public', categories: ['Trips <b>'] });
    const paint = await paintOf(`/shared/categories/${id}?user=${m.owner.id}`);
    expect(paint).toMatch(/<h1 [^>]*>Trips &lt;b&gt;<\/h1>/);
    expect(paint).toContain('Places &quot;we&quot; go');
    expect(paint).toContain('Shared category • 1 desires');
    // The owner's name is isolated from the sentence around it (a right-to-left language may surround it).
    expect(paint).toContain('By <bdi>owner</bdi>');
  });

  it('what a visitor may not see paints nothing of it', async () => {
    const hidden = await createDesire(t.app, m.owner, { title: 'Secret wish', visibility: 'followers' });
    for (const url of [`/post/${hidden._id}`, `/shared/desires/${hidden._id}/${m.owner.id}`, '/post/0123456789abcdef01234567', '/feed']) {
      expect(await paintOf(url), url).toBe('');
    }
  });
});

describe('without the build’s first paint', () => {
  it('nothing is painted first (tests, development)', async () => {
    const bare = await pageFolder();
    const app = await createTestApp({ staticDir: bare.dir });
    try {
      for (const url of ['/auth', '/post/0123456789abcdef01234567']) {
        expect((await app.app.inject({ method: 'GET', url })).body).not.toContain('first-paint');
      }
    } finally {
      await app.close();
      await bare.remove();
    }
  });
});
