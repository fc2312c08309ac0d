import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { FuzzRoute } from './cases';
import type { Fixtures } from './fixtures';
import { runSocketCase } from './live-socket';
import type { FileBytes } from './multipart';
import type { Mutation } from './mutations';
import { describeMutation } from './mutations';
import { vetImportPayload } from './network-guard';
import type { CaseResult, FuzzReport, Problem } from './report';
import { buildRequest, type CasePlan } from './request';
import { escapeForReport } from './values';

/** A case that has not answered by then counts as no answer (the slowest honest ones hash a password or re-encode an image, well under a second). */
const CASE_TIMEOUT_MS = 10_000;
/** Past the largest upload limit (10 MB), so the size checks answer. */
const OVERSIZE_BYTES = 10 * 1024 * 1024 + 1;
const IMPORT_ROUTE = 'POST /api/fetch-url-metadata';

export interface RunContext {
  app: FastifyInstance;
  fixtures: Fixtures;
  files: FileBytes;
  report: FuzzReport;
}

/** The property: no 5xx, and a 4xx is JSON with a string `message` (HEAD has no body, so only its type is checked). */
export function problemOf(res: Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>, method: string): Problem | null {
  if (res.statusCode >= 500) return '5xx';
  if (res.statusCode < 400) return null;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return '4xx-not-json';
  if (method === 'HEAD') return null;
  try {
    const body = JSON.parse(res.body) as unknown;
    const ok = body !== null && typeof body === 'object' && !Array.isArray(body) && typeof (body as { message?: unknown }).message === 'string';
    return ok ? null : '4xx-not-json';
  } catch {
    return '4xx-not-json';
  }
}

export async function runCase(context: RunContext, route: FuzzRoute, plan: CasePlan & { garbageToken: string }, index: number): Promise<CaseResult> {
  const { app, fixtures, files, report } = context;
  const token = await fixtures.tokenFor(plan.identity, route.key, plan.garbageToken);
  const kinds = plan.mutations.length === 0 ? 'valid' : plan.mutations.map(kindOf).join(' + ');
  const base = { index, route: route.key, identity: plan.identity, kinds };

  const socketMutation = plan.mutations.find((m): m is Extract<Mutation, { kind: 'websocket' }> => m.kind === 'websocket');
  if (socketMutation) {
    const description = describeMutation(socketMutation);
    try {
      const outcome = await runSocketCase(app, socketMutation, token, plan.garbageToken);
      const broken = outcome.status >= 500 || outcome.ending === 1011 || outcome.ending === 1006 || outcome.ending === 'silent';
      const problem: Problem | null = outcome.status >= 500 ? '5xx' : broken ? 'socket-error' : null;
      return { ...base, kinds: 'websocket', status: outcome.status, problem, description, answer: `status ${outcome.status}, ended with ${outcome.ending}` };
    } catch (error) {
      return { ...base, kinds: 'websocket', status: 0, problem: 'socket-error', description, answer: String(error).slice(0, 200) };
    }
  }

  const built = buildRequest(route, plan, fixtures.pools, token, files, OVERSIZE_BYTES);
  if (route.key === IMPORT_ROUTE) {
    const vetted = vetImportPayload(built.options.payload as string | Buffer | undefined);
    if (vetted.replaced) {
      report.noteReplacedImportUrl();
      built.options.payload = vetted.payload;
    }
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    const res = await Promise.race([
      app.inject(built.options),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CASE_TIMEOUT_MS / 1000} s`)), CASE_TIMEOUT_MS);
      }),
    ]);
    const problem = problemOf(res, built.options.method);
    return { ...base, status: res.statusCode, problem, description: built.description, answer: answerOf(res) };
  } catch (error) {
    return { ...base, status: 0, problem: 'no-answer', description: built.description, answer: String(error).slice(0, 200) };
  } finally {
    clearTimeout(timer);
  }
}

function kindOf(mutation: Mutation): string {
  if (mutation.kind === 'content-type') return `content-type:${mutation.variant.type}`;
  if (mutation.kind === 'multipart') return `multipart:${mutation.broken.variant}`;
  if (mutation.kind === 'odd-header') return `odd-header:${mutation.name}`;
  if ('area' in mutation) return `${mutation.kind}@${mutation.area}`;
  return mutation.kind;
}

function answerOf(res: LightMyRequestResponse): string {
  const body = res.body.length > 160 ? `${res.body.slice(0, 160)}…` : res.body;
  return escapeForReport(`${res.statusCode} ${String(res.headers['content-type'] ?? '(no content-type)')} ${body}`);
}
