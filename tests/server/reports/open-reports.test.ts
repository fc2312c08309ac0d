import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire } from '@contract/desire';
import type { AdminReportList, OpenReports, Report } from '@contract/report';
import { makeAdmin } from '../helpers/people';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, makeMember, type Member } from '../helpers/desires';

// GET /api/reports/open: what a member reported and no operator has dealt with yet, for their
// Report entries to read "Reported" after a reload. Their own reports only, nothing of anyone else's.

let t: TestApp;
let reporter: Member;
let other: Member;
let owner: Member;
let admin: Member;
let first: Desire;
let second: Desire;

const open = (as: Member | null) => call(t.app, 'GET', '/reports/open', as);
const report = (as: Member, targetType: string, targetId: string) => call(t.app, 'POST', '/reports', as, { targetType, targetId, reason: 'spam' });

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  reporter = await makeMember(t, 'Reporting Rina');
  other = await makeMember(t, 'Other Oren');
  owner = await makeMember(t, 'Owner Ola');
  admin = await makeAdmin(t);
  first = await createDesire(t.app, owner, { title: 'First wish', visibility: 'public' });
  second = await createDesire(t.app, owner, { title: 'Second wish', visibility: 'public' });
});
afterAll(() => t.close());

describe('a member’s open reports', () => {
  it('lists the targets the member reported, newest first; another member’s reports are not among them', async () => {
    expect((await open(reporter)).json()).toEqual([]);
    expect((await report(reporter, 'desire', first._id)).statusCode).toBe(201);
    expect((await report(reporter, 'user', owner.id)).statusCode).toBe(201);
    expect((await report(other, 'desire', second._id)).statusCode).toBe(201);

    const mine = await open(reporter);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<OpenReports>()).toEqual([
      { targetType: 'user', targetId: owner.id },
      { targetType: 'desire', targetId: first._id },
    ]);
    expect((await open(other)).json<OpenReports>()).toEqual([{ targetType: 'desire', targetId: second._id }]);
  });

  it('drops a report once an operator dealt with it, and the member may report it again', async () => {
    const queue = (await call(t.app, 'GET', '/admin/reports?status=open', admin)).json<AdminReportList>();
    const group = queue.reports.find((g) => g.targetType === 'desire' && g.targetId === first._id);
    expect(group).toBeDefined();
    expect((await call(t.app, 'PATCH', `/admin/reports/${group!._id}`, admin, { action: 'dismiss' })).statusCode).toBe(200);
    expect((await open(reporter)).json<OpenReports>()).toEqual([{ targetType: 'user', targetId: owner.id }]);
    const again = await report(reporter, 'desire', first._id);
    expect(again.json<Report>()).toMatchObject({ status: 'open' });
    expect((await open(reporter)).json<OpenReports>()[0]).toEqual({ targetType: 'desire', targetId: first._id });
  });

  it('asks for a signed-in member', async () => {
    expect((await open(null)).statusCode).toBe(401);
  });
});
