import { http, type HttpHandler } from 'msw';
import type { AdminReportActionResult, AdminReportGroup, AdminReportList, OpenReports, Report, ReportBody } from '@contract/report';
import { error, json } from './handlers';

// Reports (an extra of our server): members' reports kept per target, and the admin queue over them.
// Every request is recorded; a call can be made to fail with a status and message.

const hex = (n: number) => n.toString(16).padStart(24, '0');
let counter = 0;

export function makeReportGroup(overrides: Partial<AdminReportGroup> = {}): AdminReportGroup {
  counter += 1;
  const at = new Date(Date.UTC(2025, 0, 10, 12) - counter * 60_000).toISOString();
  return {
    _id: hex(0xf000 + counter),
    targetType: 'desire',
    targetId: hex(0xd900 + counter),
    target: { text: `Reported wish ${counter}`, desireId: hex(0xd900 + counter), hiddenReason: null },
    owner: { _id: hex(0xa900 + counter), fullName: `Owner ${counter}`, profileImage: null, isBlocked: false },
    count: 2,
    reasons: [{ reason: 'spam', count: 2 }],
    notes: [{ note: 'Selling things', reason: 'spam', createdAt: at }],
    firstReportedAt: at,
    lastReportedAt: at,
    status: 'open',
    action: null,
    resolvedAt: null,
    ...overrides,
  };
}

type Failing = 'file' | 'list' | 'act';

export interface ReportStore {
  /** What members filed, as `type:id`. */
  filed: ReportBody[];
  groups: AdminReportGroup[];
  calls: { request: string; body?: unknown }[];
  failing: Partial<Record<Failing, { status: number; message: string }>>;
  /** Targets this member reported before the test began: a new report answers 409. */
  reportedBefore: Set<string>;
  /** How often the member's open reports were asked for (GET /api/reports/open). */
  openListReads: number;
}

/** `withoutOpenList`: a backend that takes reports but cannot list a member's open ones (404, as Fastify answers). */
export function reportServer(groups: AdminReportGroup[] = [], { withoutOpenList = false } = {}) {
  const store: ReportStore = { filed: [], groups, calls: [], failing: {}, reportedBefore: new Set(), openListReads: 0 };
  const failure = (key: Failing) => {
    const failing = store.failing[key];
    return failing ? error(failing.status, failing.message) : null;
  };
  const list: HttpHandler[] = [
    http.post('/api/reports', async ({ request }) => {
      const body = (await request.json()) as ReportBody;
      store.calls.push({ request: 'POST /api/reports', body });
      const failed = failure('file');
      if (failed) return failed;
      const key = `${body.targetType}:${body.targetId}`;
      if (store.reportedBefore.has(key) || store.filed.some((f) => `${f.targetType}:${f.targetId}` === key)) return error(409, 'You have already reported this');
      store.filed.push(body);
      return json<Report>({ _id: hex(0xb000 + store.filed.length), targetType: body.targetType, targetId: body.targetId, reason: body.reason, status: 'open', createdAt: new Date().toISOString() }, 201);
    }),
    http.get('/api/reports/open', () => {
      store.openListReads += 1;
      if (withoutOpenList) return error(404, 'Route GET:/api/reports/open not found');
      const before = [...store.reportedBefore].map((key) => {
        const [targetType, targetId] = key.split(':') as [ReportBody['targetType'], string];
        return { targetType, targetId };
      });
      return json<OpenReports>([...store.filed.map(({ targetType, targetId }) => ({ targetType, targetId })).reverse(), ...before]);
    }),
    http.get('/api/admin/reports', ({ request }) => {
      const url = new URL(request.url);
      store.calls.push({ request: `GET /api/admin/reports${url.search}` });
      const failed = failure('list');
      if (failed) return failed;
      const status = url.searchParams.get('status') ?? 'open';
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const matching = store.groups.filter((g) => g.status === status);
      return json<AdminReportList>({ reports: matching.slice((page - 1) * limit, page * limit), total: matching.length });
    }),
    http.patch('/api/admin/reports/:id', async ({ params, request }) => {
      const body = (await request.json()) as { action: AdminReportGroup['action'] & string };
      store.calls.push({ request: `PATCH /api/admin/reports/${String(params.id)}`, body });
      const failed = failure('act');
      if (failed) return failed;
      const group = store.groups.find((g) => g._id === params.id);
      if (!group) return error(404, 'Report not found');
      if (group.status === 'resolved') return error(409, 'These reports were already resolved');
      group.status = 'resolved';
      group.action = body.action;
      group.resolvedAt = new Date().toISOString();
      return json<AdminReportActionResult>({ message: 'Reports resolved', resolved: group.count, action: body.action });
    }),
  ];
  return { store, handlers: list };
}
