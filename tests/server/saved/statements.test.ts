import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedDesires } from '@contract/desire';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { savedDesires } from '../../../server/src/db/schema';
import { SAVED_WITH_SESSION } from '../../../server/src/services/visibility/reader';
import { call, createDesire, makeMember, makeMembers, type Member } from '../helpers/desires';
import { statementCounter } from '../helpers/statement-counter';

// The saved flags and the archive lists cost a fixed number of statements, whatever the page holds.
const counter = statementCounter();
let t: TestApp;
let busy: Member;
let quiet: Member;
let author: Member;

beforeAll(async () => {
  t = await createTestApp({ readCacheTtlMs: 0, rateLimitFactor: 1_000 }, {}, { logger: counter.logger });
  ({ busy, quiet, author } = await makeMembers(t, ['busy', 'quiet', 'author'] as const));
  for (let i = 0; i < 10; i++) {
    const desire = await createDesire(t.app, author, { title: `Wish ${i}` });
    expect((await call(t.app, 'PUT', `/desires/${desire._id}/save`, busy)).statusCode).toBe(200);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/start-fulfillment`, busy, {})).statusCode).toBe(200);
    expect((await call(t.app, 'PATCH', `/desires/${desire._id}/complete-fulfillment`, author)).statusCode).toBe(200);
    if (i === 0) {
      expect((await call(t.app, 'PUT', `/desires/${desire._id}/save`, quiet)).statusCode).toBe(200);
    }
  }
});
afterAll(() => t.close());

async function count(url: string, who: Member | null): Promise<{ n: number; page: PagedDesires; texts: string[] }> {
  const { result: res, statements } = await counter.during(() => call(t.app, 'GET', url, who));
  expect(res.statusCode, res.body).toBe(200);
  expect(statements.length).toBeGreaterThan(0);
  return { n: statements.length, page: res.json<PagedDesires>(), texts: statements };
}

describe('statements per read', () => {
  it('the Saved list: the same for ten saved desires as for one', async () => {
    const full = await count('/saved', busy);
    const one = await count('/saved', quiet);
    expect(full.page.desires).toHaveLength(10);
    expect(one.page.desires).toHaveLength(1);
    expect(full.n).toBe(one.n);
  });

  it('Came true and I helped: the same for a page of ten as for a page of one', async () => {
    const full = await count(`/users/${author.id}/fulfilled?limit=10`, busy);
    const one = await count(`/users/${author.id}/fulfilled?limit=1`, busy);
    expect(full.page.desires).toHaveLength(10);
    expect(one.page.desires).toHaveLength(1);
    expect(full.n).toBe(one.n);
    const helped = await count('/me/helped?limit=10', busy);
    const helpedOne = await count('/me/helped?limit=1', busy);
    expect(helped.page.desires).toHaveLength(10);
    expect(helpedOne.page.desires).toHaveLength(1);
    expect(helped.n).toBe(helpedOne.n);
  });

  it('a visitor\'s read looks up no saved flags; a member\'s come with the session, no statement of their own', async () => {
    const visitor = await count('/desires/public?limit=10', null);
    expect(visitor.texts.filter((text) => text.includes('saved_desires'))).toEqual([]);
    const member = await count('/desires/public?limit=10', busy);
    const reading = member.texts.filter((text) => text.includes('saved_desires'));
    expect(reading).toHaveLength(1);
    expect(reading[0]).toContain('"sessions"');
    expect(member.n).toBe(visitor.n + 1);
    expect(member.page.desires.every((d) => d.isSaved)).toBe(true);
  });

  it('a member who saved more than the session carries has the flags looked up once per page, and right', async () => {
    const hoarder = await makeMember(t, 'Hoarder');
    const many = await Promise.all(Array.from({ length: SAVED_WITH_SESSION + 1 }, (_, i) => createDesire(t.app, author, { title: `Hoard ${i}` })));
    await t.database.db.insert(savedDesires).values(many.map((desire) => ({ userId: hoarder.id, desireId: desire._id })));
    const unsaved = await createDesire(t.app, author, { title: 'Not hoarded' });
    const page = await count('/desires/public?limit=10', hoarder);
    const lookups = page.texts.filter((text) => text.includes('saved_desires') && !text.includes('"sessions"'));
    expect(lookups).toHaveLength(1);
    expect(page.page.desires.find((d) => d._id === unsaved._id)?.isSaved).toBe(false);
    expect(page.page.desires.filter((d) => d._id !== unsaved._id).every((d) => d.isSaved)).toBe(true);
  });

  it('a save and an unsave show at once in the saver\'s reads, with the session cached', async () => {
    const cached = await createTestApp({ rateLimitFactor: 1_000 });
    try {
      const [saver, writer] = await Promise.all([makeMember(cached, 'Saver'), makeMember(cached, 'Writer')]);
      const desire = await createDesire(cached.app, writer, { title: 'Bookmark me' });
      const flag = async () => (await call(cached.app, 'GET', `/desires/${desire._id}`, saver)).json<{ isSaved: boolean }>().isSaved;
      expect(await flag()).toBe(false);
      expect((await call(cached.app, 'PUT', `/desires/${desire._id}/save`, saver)).statusCode).toBe(200);
      expect(await flag()).toBe(true);
      expect((await call(cached.app, 'DELETE', `/desires/${desire._id}/save`, saver)).statusCode).toBe(200);
      expect(await flag()).toBe(false);
    } finally {
      await cached.close();
    }
  });
});
