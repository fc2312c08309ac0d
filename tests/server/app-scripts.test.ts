import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { APP_SCRIPT_LOADER } from '../../server/src/lib/app-scripts';
import { createDesire, makeMembers, type Member } from './helpers/desires';
import { createTestApp, type TestApp } from './helpers/test-app';

// A built client as Vite leaves it: index.html with the entry's own tags, and the manifest naming
// each source module's chunk and its static imports.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Wishwell: share what you wish for</title>
    <meta name="description" content="Where people share what they wish for." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_vendor-abc.js'] },
  '_vendor-abc.js': { file: 'assets/vendor-abc.js' },
  '_card-abc.js': { file: 'assets/card-abc.js', imports: ['_vendor-abc.js', '_icons-abc.js'] },
  '_icons-abc.js': { file: 'assets/icons-abc.js' },
  'src/app/routes/auth.tsx': { file: 'assets/auth-abc.js', isDynamicEntry: true, imports: ['_vendor-abc.js', '_form-abc.js'] },
  '_form-abc.js': { file: 'assets/form-abc.js' },
  'src/app/routes/post.tsx': { file: 'assets/post-abc.js', isDynamicEntry: true, imports: ['_card-abc.js'] },
  'src/app/shell/member-shell.tsx': { file: 'assets/member-shell-abc.js', isDynamicEntry: true, imports: ['_vendor-abc.js'] },
  'src/app/shell/signed-in-shell.tsx': { file: 'assets/signed-in-shell-abc.js', isDynamicEntry: true, imports: ['_icons-abc.js'] },
  'src/app/routes/feed.tsx': { file: 'assets/feed-abc.js', isDynamicEntry: true, imports: ['_card-abc.js'] },
  'src/app/routes/shared-desire.tsx': { file: 'assets/shared-desire-abc.js', isDynamicEntry: true, imports: ['_card-abc.js'] },
  'src/features/desires/components/card/comments.tsx': { file: 'assets/comments-abc.js', isDynamicEntry: true, imports: ['_card-abc.js'] },
  // Parts of the catalogs (scripts/catalog-parts.ts), as the build manifest names them.
  'catalog-de-auth': { file: 'assets/_catalog-de-auth-abc.js', isDynamicEntry: true },
  'catalog-de-rest': { file: 'assets/_catalog-de-rest-abc.js', isDynamicEntry: true },
  'catalog-ar-auth': { file: 'assets/_catalog-ar-auth-abc.js', isDynamicEntry: true },
};

const STYLES = 'body{margin:0}.bg-brand{background:url(/assets/wave-abc.svg)}';

/** The files the page's loader fetches: the entry first, then the modulepreloads. */
const scriptsOf = (body: string): string[] => JSON.parse(/<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(body)?.[1] ?? '[]');

async function builtClient(withManifest: boolean, moduleChunks?: Record<string, string>, manifest: object = MANIFEST): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-preloads-'));
  await writeFile(path.join(dir, 'index.html'), TEMPLATE);
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'index-abc.css'), STYLES);
  if (withManifest) {
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    if (moduleChunks) await writeFile(path.join(dir, '.vite', 'module-chunks.json'), JSON.stringify(moduleChunks));
  }
  return dir;
}

describe('the scripts of the screen a page opens', () => {
  let t: TestApp;
  let dir: string;
  let owner: Member;
  beforeAll(async () => {
    dir = await builtClient(true);
    t = await createTestApp({ staticDir: dir });
    ({ owner } = await makeMembers(t, ['owner'] as const));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('/auth names the entry, its imports, then the sign-in screen’s chunk and its imports, each once', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth' });
    expect(res.statusCode).toBe(200);
    expect(scriptsOf(res.body)).toEqual(['/assets/index-abc.js', '/assets/vendor-abc.js', '/assets/auth-abc.js', '/assets/form-abc.js']);
  });

  it("in another language, also names the part of that language's catalog the screen speaks, and in English none", async () => {
    const german = await t.app.inject({ method: 'GET', url: '/auth', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(scriptsOf(german.body)).toEqual(['/assets/index-abc.js', '/assets/vendor-abc.js', '/assets/auth-abc.js', '/assets/form-abc.js', '/assets/_catalog-de-auth-abc.js']);
    const arabic = await t.app.inject({ method: 'GET', url: '/auth', headers: { cookie: 'wishwell-language=ar' } });
    expect(scriptsOf(arabic.body).at(-1)).toBe('/assets/_catalog-ar-auth-abc.js');
    const english = await t.app.inject({ method: 'GET', url: '/auth', headers: { 'accept-language': 'en-GB' } });
    expect(scriptsOf(english.body).filter((file) => file.includes('catalog'))).toEqual([]);
    // A later screen loads its language whole, once the app knows it is one: no part is named for it.
    const later = await t.app.inject({ method: 'GET', url: '/settings', headers: { 'accept-language': 'de' } });
    expect(scriptsOf(later.body).filter((file) => file.includes('catalog'))).toEqual([]);
  });

  it('no script or modulepreload tag fetches before the first paint; the one inline script is the loader the CSP allows by hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth' });
    expect(res.body).not.toMatch(/<script[^>]*\ssrc=/);
    expect(res.body).not.toContain('rel="modulepreload"');
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([APP_SCRIPT_LOADER]);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('/post/{id} names the desire screen’s chunk and its imports, whether or not a visitor may see the desire', async () => {
    const open = await createDesire(t.app, owner, { title: 'A kite', visibility: 'public' });
    const hidden = await createDesire(t.app, owner, { title: 'Mine only', visibility: 'private' });
    for (const id of [open._id, hidden._id, '0123456789abcdef01234567']) {
      const res = await t.app.inject({ method: 'GET', url: `/post/${id}` });
      expect(res.statusCode).toBe(200);
      expect(scriptsOf(res.body)).toEqual([
        '/assets/index-abc.js', '/assets/vendor-abc.js', '/assets/post-abc.js', '/assets/card-abc.js', '/assets/icons-abc.js', '/assets/comments-abc.js',
      ]);
    }
  });

  it('a member screen names the signed-in shell; a shared page, read mostly by visitors, does not', async () => {
    const feed = await t.app.inject({ method: 'GET', url: '/feed' });
    expect(scriptsOf(feed.body)).toEqual([
      '/assets/index-abc.js', '/assets/vendor-abc.js', '/assets/member-shell-abc.js', '/assets/signed-in-shell-abc.js', '/assets/icons-abc.js', '/assets/feed-abc.js', '/assets/card-abc.js',
    ]);
    const shared = await t.app.inject({ method: 'GET', url: '/shared/desires/0123456789abcdef01234567/0123456789abcdef01234568' });
    expect(scriptsOf(shared.body)).toEqual(['/assets/index-abc.js', '/assets/vendor-abc.js', '/assets/member-shell-abc.js', '/assets/shared-desire-abc.js', '/assets/card-abc.js', '/assets/icons-abc.js']);
  });

  it('an address without a screen of its own gets only the entry and its imports', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-screen' });
    expect(scriptsOf(res.body)).toEqual(['/assets/index-abc.js', '/assets/vendor-abc.js']);
  });

  it('the stylesheet is written into the page (and marked as there for the chunk loader), and the page is compressed when the browser takes it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/auth' });
    expect(plain.body).toContain(`<style>${STYLES}</style>`);
    // Only as a disabled link, never fetched, which tells the app's chunk loader the page has the sheet.
    expect(plain.body.match(/<link rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" href="/assets/index-abc.css" disabled>']);
    const gzip = await t.app.inject({ method: 'GET', url: '/auth', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    const br = await t.app.inject({ method: 'GET', url: '/auth', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('screens the build merged into shared chunks', () => {
  // The manifest names only entries and chunks; module-chunks.json says which chunk holds each screen.
  const MERGED = {
    'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_app-core-abc.js'] },
    '_app-core-abc.js': { file: 'assets/app-core-abc.js' },
    '_desire-card-abc.js': { file: 'assets/desire-card-abc.js', imports: ['_app-core-abc.js'] },
    '_member-abc.js': { file: 'assets/member-abc.js', imports: ['_app-core-abc.js', '_desire-card-abc.js'] },
  };
  const CHUNKS = {
    'src/app/shell/member-shell.tsx': 'assets/desire-card-abc.js',
    'src/app/shell/signed-in-shell.tsx': 'assets/member-abc.js',
    'src/app/routes/feed.tsx': 'assets/member-abc.js',
    'src/app/routes/missing.tsx': 'assets/gone-abc.js',
  };
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await builtClient(true, CHUNKS, MERGED);
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('a page names the chunks holding its screens and their imports, each once', async () => {
    const feed = await t.app.inject({ method: 'GET', url: '/feed' });
    expect(scriptsOf(feed.body)).toEqual(['/assets/index-abc.js', '/assets/vendor-abc.js', '/assets/desire-card-abc.js', '/assets/app-core-abc.js', '/assets/member-abc.js']);
  });
});

describe('the app’s start, which the entry imports once React DOM has run', () => {
  // The entry imports only React DOM statically; the app's start is a chunk of its own with its imports.
  const SPLIT = {
    ...MANIFEST,
    'src/app/start.tsx': { file: 'assets/app-core-abc.js', isDynamicEntry: true, imports: ['_vendor-abc.js', '_app-schemas-abc.js'] },
    '_app-schemas-abc.js': { file: 'assets/app-schemas-abc.js' },
  };
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await builtClient(true, undefined, SPLIT);
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('every page names it and its imports after the entry’s files and before its screen’s', async () => {
    const auth = await t.app.inject({ method: 'GET', url: '/auth' });
    expect(scriptsOf(auth.body)).toEqual([
      '/assets/index-abc.js', '/assets/vendor-abc.js', '/assets/app-core-abc.js', '/assets/app-schemas-abc.js', '/assets/auth-abc.js', '/assets/form-abc.js',
    ]);
    const other = await t.app.inject({ method: 'GET', url: '/no-such-screen' });
    expect(scriptsOf(other.body)).toEqual(['/assets/index-abc.js', '/assets/vendor-abc.js', '/assets/app-core-abc.js', '/assets/app-schemas-abc.js']);
  });
});

describe('without a build manifest (tests, development)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await builtClient(false);
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('pages load only the entry and its imports', async () => {
    for (const url of ['/auth', '/post/0123456789abcdef01234567', '/feed']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(scriptsOf(res.body)).toEqual(['/assets/index-abc.js', '/assets/vendor-abc.js']);
    }
  });
});
