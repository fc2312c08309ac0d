import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import type { Category } from '@contract/category';
import { escapeHtml } from '../../server/src/lib/page-html';
import { RATE_LIMITS } from '../../server/src/plugins/rate-limits';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, createDesire, makeMember, type Member } from './helpers/desires';
import { pageFolder } from './helpers/page-folder';

// A page's link preview reads the database as an API call does: guessing shared links by the page
// counts against the API's limit per address, and past it the page answers without a look-up.

const GENERIC_TITLE = 'Wishwell: share what you wish for';

// A smaller limit, so that the test reaches it in a few requests.
const FACTOR = 0.05;
const LIMIT = Math.ceil(RATE_LIMITS.api.ip.max * FACTOR);

const statements: string[] = [];
let t: TestApp;
let pages: Awaited<ReturnType<typeof pageFolder>>;
let owner: Member;
let category: Category;
let pageUrl: string;

beforeAll(async () => {
  pages = await pageFolder();
  t = await createTestApp({ staticDir: pages.dir, rateLimitFactor: FACTOR }, {}, { logger: { logQuery: (query) => statements.push(query) } });
  owner = await makeMember(t, 'Olu');
  category = (await call(t.app, 'POST', '/categories', owner, { name: 'Gardens', visibility: 'shared' })).json<Category>();
  await createDesire(t.app, owner, { title: 'A walled garden', categories: ['Gardens'], visibility: 'public' });
  pageUrl = `/shared/categories/${category._id}?user=${owner.id}`;
});
afterAll(async () => {
  await t.close();
  await pages.remove();
});

/** The page as a browser asks for it from `address`, with the statements it ran. */
async function page(url: string, address: string) {
  statements.length = 0;
  const res = await t.app.inject({ method: 'GET', url, remoteAddress: address, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  const ran = statements.length;
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const body = brotliDecompressSync(res.rawPayload).toString('utf8');
  return { body, title: /<title>([^<]*)<\/title>/.exec(body)?.[1], ran };
}

const api = (url: string, address: string) => t.app.inject({ method: 'GET', url, remoteAddress: address });
const titled = escapeHtml("Olu's Gardens desires");

describe('the shared pages’ look-ups and the API’s limit per address', () => {
  it('guesses by the page are looked up until the address’s limit, then answered with the generic page and no database read', async () => {
    const address = '10.20.0.1';
    for (let i = 0; i < LIMIT; i++) {
      const guess = await page(`/shared/categories/${i.toString(16).padStart(24, '0')}?user=${owner.id}`, address);
      expect(guess.title).toBe(GENERIC_TITLE);
      expect(guess.ran, 'a guess within the limit is looked up').toBeGreaterThan(0);
    }
    const past = await page(pageUrl, address);
    expect(past.title).toBe(GENERIC_TITLE);
    expect(past.body).not.toContain('Gardens');
    expect(past.ran).toBe(0);
    // The same count as the API's: that address's API calls are over the limit too.
    expect((await api(`/api/shared/categories/${category._id}?user=${owner.id}`, address)).statusCode).toBe(429);

    // Another address is not affected.
    expect((await page(pageUrl, '10.20.0.2')).title).toBe(titled);
  });

  it('API calls use up the same limit as the pages', async () => {
    const address = '10.20.0.3';
    expect((await page(pageUrl, address)).title).toBe(titled);
    for (let i = 1; i < LIMIT; i++) expect((await api('/api/health', address)).statusCode).toBe(200);
    const past = await page(pageUrl, address);
    expect(past.title).toBe(GENERIC_TITLE);
    expect(past.ran).toBe(0);
  });

  it('pages that look nothing up are not counted', async () => {
    const address = '10.20.0.4';
    for (let i = 0; i < LIMIT + 5; i++) expect((await page('/feed', address)).title).toBe(GENERIC_TITLE);
    expect((await page(pageUrl, address)).title).toBe(titled);
  });
});
