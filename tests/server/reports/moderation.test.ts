import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminStats } from '@contract/admin';
import type { Comment, Desire, PagedDesires, UserStats } from '@contract/desire';
import type { AdminReportList, Report } from '@contract/report';
import { REPORT_MESSAGES } from '@contract/report';
import { adminAuditLog, users } from '../../../server/src/db/schema';
import { makeAdmin, noticesOf } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, follow, makeMember, message, type Member } from '../helpers/desires';

// The moderation queue: GET /api/admin/reports grouped by target, PATCH resolves a group.

let t: TestApp;
let admin: Member;
let owner: Member;
let first: Member;
let second: Member;
let third: Member;
let spamDesire: Desire;
let quietDesire: Desire;
let rudeComment: Comment;

const report = async (as: Member, body: Record<string, unknown>) => {
  const res = await call(t.app, 'POST', '/reports', as, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Report>();
};
const queue = async (query = 'status=open') => {
  const res = await call(t.app, 'GET', `/admin/reports?${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminReportList>();
};
const act = (id: string, action: string, as: Member = admin) => call(t.app, 'PATCH', `/admin/reports/${id}`, as, { action });
const auditOf = (action: string) => t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action as 'report_hide'));

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  admin = await makeAdmin(t);
  owner = await makeMember(t, 'Owner Olu');
  [first, second, third] = [await makeMember(t, 'First Fay'), await makeMember(t, 'Second Sid'), await makeMember(t, 'Third Tia')];
  spamDesire = await createDesire(t.app, owner, { title: 'Cheap watches here', visibility: 'public' });
  quietDesire = await createDesire(t.app, owner, { title: 'A quiet wish', visibility: 'public' });
  rudeComment = (await call(t.app, 'POST', `/desires/${quietDesire._id}/comments`, owner, { text: 'A rude remark' })).json<Comment>();
  await report(first, { targetType: 'desire', targetId: spamDesire._id, reason: 'spam', note: 'Selling watches' });
  await report(second, { targetType: 'desire', targetId: spamDesire._id, reason: 'spam' });
  await report(third, { targetType: 'desire', targetId: spamDesire._id, reason: 'inappropriate' });
  await report(first, { targetType: 'comment', targetId: rudeComment._id, reason: 'harassment' });
  await report(second, { targetType: 'user', targetId: owner.id, reason: 'other', note: 'Spams everywhere' });
});
afterAll(() => t.close());

describe('who may use the queue', () => {
  it('401 without a token, 403 for a member, 400 for bad queries and bodies, 404 for an unknown report', async () => {
    expect((await call(t.app, 'GET', '/admin/reports', null)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/admin/reports', first)).statusCode).toBe(403);
    expect((await act('a'.repeat(24), 'dismiss', first)).statusCode).toBe(403);
    for (const query of ['status=gone', 'page=0', 'limit=7', 'page=abc']) expect((await call(t.app, 'GET', `/admin/reports?${query}`, admin)).statusCode, query).toBe(400);
    const { reports } = await queue();
    expect((await act(reports[0]!._id, 'ban')).statusCode).toBe(400);
    expect((await call(t.app, 'PATCH', `/admin/reports/${reports[0]!._id}`, admin, { action: 'dismiss', more: 1 })).statusCode).toBe(400);
    expect((await act('not-an-id', 'dismiss')).statusCode).toBe(400);
    const missing = await act('a'.repeat(24), 'dismiss');
    expect([missing.statusCode, message(missing)]).toEqual([404, REPORT_MESSAGES.reportNotFound]);
  });

  it('counts open reports on the dashboard', async () => {
    const stats = (await call(t.app, 'GET', '/admin/stats', admin)).json<AdminStats>();
    expect(stats.openReports).toBe(5);
  });
});

describe('the list', () => {
  it('groups reports by target with the count, reasons, notes, target and owner, and pages', async () => {
    const { reports, total } = await queue();
    expect(total).toBe(3);
    const desireGroup = reports.find((group) => group.targetId === spamDesire._id);
    expect(desireGroup).toMatchObject({
      targetType: 'desire',
      count: 3,
      target: { text: 'Cheap watches here', hiddenReason: null },
      owner: { _id: owner.id, fullName: 'Owner Olu', isBlocked: false },
      reasons: [{ reason: 'spam', count: 2 }, { reason: 'inappropriate', count: 1 }],
      notes: [{ note: 'Selling watches', reason: 'spam' }],
      status: 'open',
      action: null,
    });
    expect(reports.find((group) => group.targetType === 'user')).toMatchObject({ target: { text: 'Owner Olu' }, count: 1 });
    const firstPage = await queue('status=open&limit=10&page=1');
    expect(firstPage.reports).toHaveLength(3);
    const beyond = await queue('status=open&limit=10&page=2');
    expect(beyond).toEqual({ reports: [], total: 3 });
    expect((await queue('status=resolved')).total).toBe(0);
  });
});

describe('hiding a desire', () => {
  it('hides it from everyone but its owner, who sees why; resolves the group, writes the audit row and tells each reporter', async () => {
    const before = (await call(t.app, 'GET', '/stats', null)).json<{ total: number }>().total;
    // A member who has not reported it and sees it until it is hidden.
    const bystander = await makeMember(t, 'Bystander Bea');
    expect((await call(t.app, 'GET', `/desires/${spamDesire._id}`, bystander)).statusCode).toBe(200);
    const group = (await queue()).reports.find((g) => g.targetId === spamDesire._id)!;
    const res = await act(group._id, 'hide');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ resolved: 3, action: 'hide' });

    expect((await call(t.app, 'GET', `/desires/${spamDesire._id}`, first)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/desires/${spamDesire._id}`, null)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/shared/desires/${spamDesire._id}?user=${owner.id}`, null)).statusCode).toBe(404);
    const own = await call(t.app, 'GET', `/desires/${spamDesire._id}`, owner);
    expect(own.statusCode).toBe(200);
    expect(own.json<Desire>().hiddenReason).toBe('Spam');
    const publicIds = (await call(t.app, 'GET', '/desires/public?limit=50', first)).json<PagedDesires>().desires.map((d) => d._id);
    expect(publicIds).not.toContain(spamDesire._id);
    expect(publicIds).toContain(quietDesire._id);
    const theirList = (await call(t.app, 'GET', `/desires/user/${owner.id}`, first)).json<PagedDesires>();
    expect(theirList.desires.map((d) => d._id)).not.toContain(spamDesire._id);
    expect(theirList.total).toBe(theirList.desires.length);
    // Every count leaves it out too: the follower's Following tab, and the owner's figures as others see them.
    await follow(t.database.db, third, owner);
    const following = (await call(t.app, 'GET', '/desires/following?limit=50', third)).json<PagedDesires>();
    expect(following.desires.map((d) => d._id)).toEqual([quietDesire._id]);
    expect(following.total).toBe(1);
    const figures = (await call(t.app, 'GET', `/stats/user/${owner.id}`, third)).json<UserStats>();
    expect(figures.desired + figures.inProgress + figures.achieved).toBe(1);
    expect((await call(t.app, 'GET', '/stats', null)).json<{ total: number }>().total).toBe(before - 1);
    expect((await call(t.app, 'GET', '/desires/public?limit=50', owner)).json<PagedDesires>().desires.find((d) => d._id === quietDesire._id)?.hiddenReason).toBeNull();

    const [audit] = await auditOf('report_hide');
    expect(audit).toMatchObject({ adminId: admin.id, targetId: owner.id, details: { targetType: 'desire', targetId: spamDesire._id, reports: 3, hiddenReason: 'Spam' } });
    for (const reporter of [first, second, third]) {
      const notice = (await noticesOf(t, reporter)).find((n) => n.type === 'report');
      expect(notice?.message).toBe('Your report of a desire was resolved. Thank you for letting us know.');
      expect(notice).toMatchObject({ fromUserId: null, desireId: null });
    }
    expect((await noticesOf(t, owner)).some((n) => n.type === 'report')).toBe(false);

    const resolved = await queue('status=resolved');
    expect(resolved.reports[0]).toMatchObject({ targetId: spamDesire._id, status: 'resolved', action: 'hide', count: 3, target: { hiddenReason: 'Spam' } });
    expect((await queue()).total).toBe(2);
    const again = await act(group._id, 'dismiss');
    expect([again.statusCode, message(again)]).toEqual([409, REPORT_MESSAGES.alreadyResolved]);
    // A hidden desire cannot be reported any more: nobody but its owner sees it.
    const late = await call(t.app, 'POST', '/reports', bystander, { targetType: 'desire', targetId: spamDesire._id, reason: 'spam' });
    expect([late.statusCode, message(late)]).toEqual([404, 'Desire not found']);
  });
});

describe('hiding a comment', () => {
  it('takes it out of every list and count but its author\'s, who sees it marked', async () => {
    const countBefore = (await call(t.app, 'GET', `/desires/${quietDesire._id}`, first)).json<Desire>().commentsCount;
    const group = (await queue()).reports.find((g) => g.targetType === 'comment')!;
    expect(await act(group._id, 'hide').then((r) => r.statusCode)).toBe(200);
    const others = (await call(t.app, 'GET', `/desires/${quietDesire._id}/comments`, first)).json<Comment[]>();
    expect(others.map((c) => c._id)).not.toContain(rudeComment._id);
    const visitors = (await call(t.app, 'GET', `/desires/${quietDesire._id}/comments`, null)).json<Comment[]>();
    expect(visitors.map((c) => c._id)).not.toContain(rudeComment._id);
    const authors = (await call(t.app, 'GET', `/desires/${quietDesire._id}/comments`, owner)).json<Comment[]>();
    expect(authors.find((c) => c._id === rudeComment._id)?.hiddenReason).toBe('Harassment');
    expect((await call(t.app, 'GET', `/desires/${quietDesire._id}`, first)).json<Desire>().commentsCount).toBe(countBefore - 1);
    expect((await call(t.app, 'POST', '/reports', second, { targetType: 'comment', targetId: rudeComment._id, reason: 'spam' })).statusCode).toBe(404);
    expect(await auditOf('report_hide')).toHaveLength(2);
    expect((await noticesOf(t, first)).filter((n) => n.type === 'report').map((n) => n.message)).toContain('Your report of a comment was resolved. Thank you for letting us know.');
  });
});

describe('hide on a member, dismiss and block', () => {
  it('refuses to hide a member (400), dismisses without touching them, and blocks through the admin Block', async () => {
    const group = (await queue()).reports.find((g) => g.targetType === 'user')!;
    const refused = await act(group._id, 'hide');
    expect([refused.statusCode, message(refused)]).toEqual([400, REPORT_MESSAGES.hideOnlyContent]);

    const dismissed = await act(group._id, 'dismiss');
    expect(dismissed.json()).toMatchObject({ resolved: 1, action: 'dismiss' });
    expect(await auditOf('report_dismiss')).toHaveLength(1);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(account?.isBlocked).toBe(false);
    expect((await noticesOf(t, second)).filter((n) => n.type === 'report')).toHaveLength(2);

    // A new report of the member after the dismissal opens a new group; this time the admin blocks.
    const statsBefore = (await call(t.app, 'GET', '/stats', null)).json<{ total: number }>().total;
    const fresh = await report(third, { targetType: 'user', targetId: owner.id, reason: 'harassment' });
    const blocked = await act(fresh._id, 'block');
    expect(blocked.statusCode, blocked.body).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(after?.isBlocked).toBe(true);
    expect(await t.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'block'), eq(adminAuditLog.targetId, owner.id)))).toHaveLength(1);
    expect(await auditOf('report_block')).toHaveLength(1);
    expect((await queue()).total).toBe(0);
    // Their desires leave their followers' Following tab, total included, while the block lasts.
    expect((await call(t.app, 'GET', '/desires/following?limit=50', third)).json<PagedDesires>()).toMatchObject({ desires: [], total: 0 });
    const everyones = (await call(t.app, 'GET', '/desires/public?limit=50', null)).json<PagedDesires>();
    expect(everyones.desires.map((d) => d._id)).not.toContain(quietDesire._id);
    expect(everyones.total).toBe(everyones.desires.length);
    expect((await call(t.app, 'GET', '/stats', null)).json<{ total: number }>().total).toBe(statsBefore - 1);
  });

  it('keeps the Block\'s protections: an admin who became a target cannot be blocked, and the reports stay open', async () => {
    const member = await makeMember(t, 'Soon Admin');
    const filed = await report(first, { targetType: 'user', targetId: member.id, reason: 'spam' });
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, member.id));
    const refused = await act(filed._id, 'block');
    expect(refused.statusCode).toBe(400);
    expect((await queue()).total).toBe(1);
  });
});

describe('reporting again after a decision', () => {
  it('takes a new report from the same reporter once the earlier is resolved, as a new open group; a second while it is open is 409', async () => {
    const author = await makeMember(t, 'Author Ada');
    const reporter = await makeMember(t, 'Reporter Rio');
    const desire = await createDesire(t.app, author, { title: 'Reported twice', visibility: 'public' });
    const body = { targetType: 'desire', targetId: desire._id, reason: 'spam' };
    const earlier = await report(reporter, body);
    expect((await act(earlier._id, 'dismiss')).statusCode).toBe(200);
    expect((await queue()).reports.map((g) => g.targetId)).not.toContain(desire._id);

    const again = await report(reporter, { ...body, reason: 'harassment' });
    expect(again._id).not.toBe(earlier._id);
    expect((await queue()).reports.find((g) => g.targetId === desire._id)).toMatchObject({ _id: again._id, count: 1, status: 'open', reasons: [{ reason: 'harassment', count: 1 }] });
    const whileOpen = await call(t.app, 'POST', '/reports', reporter, body);
    expect([whileOpen.statusCode, message(whileOpen)]).toEqual([409, REPORT_MESSAGES.alreadyReported]);
  });
});
