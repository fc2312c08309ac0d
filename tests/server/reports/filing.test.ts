import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Comment, Desire } from '@contract/desire';
import type { Report } from '@contract/report';
import { REPORT_MESSAGES } from '@contract/report';
import { memberBlocks, reports } from '../../../server/src/db/schema';
import { makeAdmin } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, makeMember, message, type Member } from '../helpers/desires';

// POST /api/reports: a member reports a desire, a comment or a member they can see, once.

let t: TestApp;
let reporter: Member;
let owner: Member;
let stranger: Member;
let admin: Member;
let publicDesire: Desire;
let privateDesire: Desire;
let ownDesire: Desire;
let comment: Comment;
let ownComment: Comment;

const report = (as: Member | null, body: Record<string, unknown>) => call(t.app, 'POST', '/reports', as, body);

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  reporter = await makeMember(t, 'Reporter Rae');
  owner = await makeMember(t, 'Owner Olu');
  stranger = await makeMember(t, 'Stranger Sam');
  admin = await makeAdmin(t);
  publicDesire = await createDesire(t.app, owner, { title: 'A public wish', visibility: 'public' });
  privateDesire = await createDesire(t.app, owner, { title: 'A private wish', visibility: 'private' });
  ownDesire = await createDesire(t.app, reporter, { title: 'My own wish', visibility: 'public' });
  comment = (await call(t.app, 'POST', `/desires/${publicDesire._id}/comments`, owner, { text: 'Buy my stuff' })).json<Comment>();
  ownComment = (await call(t.app, 'POST', `/desires/${publicDesire._id}/comments`, reporter, { text: 'Mine' })).json<Comment>();
});
afterAll(() => t.close());

describe('reporting', () => {
  it('reports a desire, a comment and a member with 201, keeping the note and its owner', async () => {
    const filed = await report(reporter, { targetType: 'desire', targetId: publicDesire._id, reason: 'spam', note: '  Selling things  ' });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json<Report>()).toMatchObject({ targetType: 'desire', targetId: publicDesire._id, reason: 'spam', status: 'open' });
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, filed.json<Report>()._id));
    expect(row).toMatchObject({ reporterId: reporter.id, targetOwnerId: owner.id, note: 'Selling things' });

    const onComment = await report(reporter, { targetType: 'comment', targetId: comment._id, reason: 'harassment' });
    expect(onComment.statusCode, onComment.body).toBe(201);
    const onMember = await report(reporter, { targetType: 'user', targetId: owner.id, reason: 'other', note: '' });
    expect(onMember.statusCode, onMember.body).toBe(201);
    const [memberRow] = await t.database.db.select().from(reports).where(eq(reports.id, onMember.json<Report>()._id));
    expect(memberRow).toMatchObject({ targetType: 'user', targetOwnerId: owner.id, note: null });
  });

  it('answers 409 when the same reporter reports the same target again, whatever the reason', async () => {
    const again = await report(reporter, { targetType: 'desire', targetId: publicDesire._id, reason: 'inappropriate' });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(REPORT_MESSAGES.alreadyReported);
    // Another member may report it too.
    expect((await report(stranger, { targetType: 'desire', targetId: publicDesire._id, reason: 'spam' })).statusCode).toBe(201);
  });

  it('refuses oneself, one\'s own desire and comment, and an admin with 400', async () => {
    const self = await report(reporter, { targetType: 'user', targetId: reporter.id, reason: 'spam' });
    expect([self.statusCode, message(self)]).toEqual([400, REPORT_MESSAGES.ownSelf]);
    const mine = await report(reporter, { targetType: 'desire', targetId: ownDesire._id, reason: 'spam' });
    expect([mine.statusCode, message(mine)]).toEqual([400, REPORT_MESSAGES.ownDesire]);
    const myComment = await report(reporter, { targetType: 'comment', targetId: ownComment._id, reason: 'spam' });
    expect([myComment.statusCode, message(myComment)]).toEqual([400, REPORT_MESSAGES.ownComment]);
    const anAdmin = await report(reporter, { targetType: 'user', targetId: admin.id, reason: 'spam' });
    expect([anAdmin.statusCode, message(anAdmin)]).toEqual([400, REPORT_MESSAGES.admin]);
  });

  it('answers 404 for what the reporter cannot see or what does not exist', async () => {
    expect((await report(reporter, { targetType: 'desire', targetId: privateDesire._id, reason: 'spam' })).statusCode).toBe(404);
    const hiddenComment = (await call(t.app, 'POST', `/desires/${privateDesire._id}/comments`, owner, { text: 'On my private wish' })).json<Comment>();
    expect((await report(reporter, { targetType: 'comment', targetId: hiddenComment._id, reason: 'spam' })).statusCode).toBe(404);
    expect((await report(reporter, { targetType: 'user', targetId: 'a'.repeat(24), reason: 'spam' })).statusCode).toBe(404);
    expect((await report(reporter, { targetType: 'desire', targetId: 'b'.repeat(24), reason: 'spam' })).statusCode).toBe(404);
  });

  it('answers 404 for the desire of a member who blocked the reporter', async () => {
    const blocker = await makeMember(t, 'Blocker Bo');
    const theirs = await createDesire(t.app, blocker, { title: 'Bo wish', visibility: 'public' });
    await t.database.db.insert(memberBlocks).values({ blockerId: blocker.id, blockedId: stranger.id });
    expect((await report(stranger, { targetType: 'desire', targetId: theirs._id, reason: 'spam' })).statusCode).toBe(404);
  });

  it('answers 401 to a visitor and to an admin token', async () => {
    expect((await report(null, { targetType: 'desire', targetId: publicDesire._id, reason: 'spam' })).statusCode).toBe(401);
    expect((await report(admin, { targetType: 'desire', targetId: publicDesire._id, reason: 'spam' })).statusCode).toBe(401);
  });

  it('answers 400 with a message to hostile or malformed input, never 500, and keeps a note of exactly 500 characters', async () => {
    const base = { targetType: 'desire', targetId: publicDesire._id, reason: 'spam' };
    const bad: Record<string, unknown>[] = [
      { ...base, targetType: 'post' },
      { ...base, reason: 'boring' },
      { ...base, targetId: '../../etc' },
      { ...base, note: 'x'.repeat(501) },
      { ...base, note: 'bad\u0000byte' },
      { ...base, note: 42 },
      { ...base, extra: true },
      {},
    ];
    for (const body of bad) {
      const res = await report(stranger, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(res)).toEqual(expect.any(String));
    }
    // A target nobody has reported yet, so the answer depends on the note alone (not on a 409 for a repeat).
    const fresh = await createDesire(t.app, owner, { title: 'A wish reported once', visibility: 'public' });
    const longest = await report(stranger, { ...base, targetId: fresh._id, note: 'n'.repeat(500) });
    expect(longest.statusCode, longest.body).toBe(201);
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, longest.json<Report>()._id));
    expect(row?.note).toBe('n'.repeat(500));
  });
});

describe('the rate limit', () => {
  it('answers 429 once a member has sent too many reports', async () => {
    const limited = await createTestApp({ rateLimitFactor: 0.1 });
    try {
      const [who, target] = [await makeMember(limited, 'Quick Quinn'), await makeMember(limited, 'Target Tam')];
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await call(limited.app, 'POST', '/reports', who, { targetType: 'user', targetId: target.id, reason: 'spam' })).statusCode);
      // 20 an hour, times 0.1: the first lands, the second is a duplicate, the third is over the limit.
      expect(codes).toEqual([201, 409, 429]);
    } finally {
      await limited.close();
    }
  });
});
