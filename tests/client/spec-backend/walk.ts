import { afterAll, afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { forgetMissingExtras } from '@/lib/extras';
import { endpointOf, resetShapeReports } from '@/lib/shape-report';
import { createSpecBackend, type DEMO_MEMBERS, type SpecBackend } from '../../../mock-backend';
import { MESSAGES } from '../../../mock-backend/messages';
import { server } from '../msw/server';
import { baseHandlers } from '../msw/handlers';

/**
 * The walk through every screen against the spec-only backend: each test starts from the seed with
 * that backend's handlers alone (the default ones removed), and ends by checking what the console
 * and the network said. `SPEC_WALK_REPORT=1` prints, after the file, which endpoints the app reached
 * that the backend does not offer and which answers it logged shape problems for.
 */

/** A screen's first wait: its lazy modules may still be loading on a busy machine. */
export const FIRST_LOAD = { timeout: 15_000 } as const;

/** Words that mean a screen failed; none may show on any screen of the walk. The last is the screens' own "… could not be loaded". */
export const ERROR_TEXTS = ['Unexpected answer', 'Failed to load', 'Failed to fetch', "We can't reach Wishwell", 'Something went wrong', 'Error Loading User', 'could not be loaded'];

export type MemberEmail = (typeof DEMO_MEMBERS)[number]['email'];

interface Walk {
  backend: SpecBackend;
  /** Shape reports of the current test, as logged. */
  shapeReports: string[];
  /** Requests of the current test that no handler answered. */
  unhandled: string[];
  /** `METHOD /api/…` the backend answered with its own 404 for calls it does not name. */
  notOffered: Set<string>;
  /**
   * Accepts, for the current test only, list items left out of this endpoint's answers (as
   * `endpointOf` names it), because another test of the walk already fails on them.
   */
  tolerateLeftOut(endpoint: string, failsIn: string): void;
}

const REFUSED = 'the answer was refused';
const LEFT_OUT = 'a list item was left out';

const note = (into: Map<string, Set<string>>, key: string, test: string) => {
  const tests = into.get(key) ?? new Set<string>();
  tests.add(test);
  into.set(key, tests);
};

/**
 * Installs the spec backend for every test of the calling file; the returned object is filled
 * before each test. After each test: a refused answer, a list item left out (unless tolerated)
 * or a request no handler answered fails it.
 */
export function walkWithSpecBackend(label: string): Walk {
  const summary = { notOffered: new Map<string, Set<string>>(), shapeReports: new Map<string, Set<string>>(), tolerated: new Map<string, Set<string>>() };
  let tolerated = new Map<string, string>();
  const walk: Walk = {
    // Replaced by a fresh one before each test.
    backend: createSpecBackend(),
    shapeReports: [],
    unhandled: [],
    notOffered: new Set(),
    tolerateLeftOut: (endpoint, failsIn) => void tolerated.set(endpoint, failsIn),
  };
  let warn: MockInstance<typeof console.warn>;
  const onUnhandled = ({ request }: { request: Request }) => walk.unhandled.push(`${request.method} ${request.url}`);
  const onMocked = async ({ request, response }: { request: Request; response: Response }) => {
    if (response.status !== 404) return;
    const body: unknown = await response.clone().json().catch(() => null);
    // The backend's fallback for calls the spec does not name answers exactly this.
    if (body && typeof body === 'object' && (body as { message?: unknown }).message === MESSAGES.notFound) {
      walk.notOffered.add(`${request.method} ${endpointOf(new URL(request.url).pathname)}`);
    }
  };

  beforeEach(() => {
    walk.backend = createSpecBackend();
    walk.shapeReports = [];
    walk.unhandled = [];
    walk.notOffered = new Set();
    tolerated = new Map();
    resetShapeReports();
    forgetMissingExtras();
    server.resetHandlers(...walk.backend.handlers);
    server.events.on('request:unhandled', onUnhandled);
    server.events.on('response:mocked', onMocked);
    warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (text.includes('does not match the contract')) walk.shapeReports.push(text);
    });
  });

  afterEach(({ task }) => {
    // What the setup file's hook does too, done first: a failed check below ends this hook early.
    cleanup();
    toast.dismiss();
    server.events.removeListener('request:unhandled', onUnhandled);
    server.events.removeListener('response:mocked', onMocked);
    server.resetHandlers();
    window.localStorage.clear();
    window.sessionStorage.clear();
    warn.mockRestore();
    walk.backend.reset();
    forgetMissingExtras();

    const isTolerated = (report: string) => [...tolerated.keys()].some((endpoint) => report.includes(`from ${endpoint} `));
    for (const call of walk.notOffered) note(summary.notOffered, call, task.name);
    for (const report of walk.shapeReports) {
      if (report.includes(LEFT_OUT) && isTolerated(report)) note(summary.tolerated, report, `${task.name} (fails in: ${[...tolerated.values()].join(', ')})`);
      else note(summary.shapeReports, report, task.name);
    }
    const refused = walk.shapeReports.filter((report) => report.includes(REFUSED));
    const leftOut = walk.shapeReports.filter((report) => report.includes(LEFT_OUT) && !isTolerated(report));
    expect(refused, 'answers of the spec backend the app refused').toEqual([]);
    expect(leftOut, 'list items the app left out of a spec backend answer').toEqual([]);
    expect(walk.unhandled, 'requests no handler of the spec backend answered').toEqual([]);
  });

  afterAll(() => {
    // resetHandlers(...next) replaced the server's initial handlers: the next file in this worker
    // (the client project shares workers) must find the usual ones.
    server.resetHandlers(...baseHandlers);
    if (process.env.SPEC_WALK_REPORT !== '1') return;
    const lines = (map: Map<string, Set<string>>) => [...map].map(([key, tests]) => `  ${key}\n      in: ${[...tests].join('; ')}`).join('\n') || '  (none)';
    console.info(
      [
        `Spec backend walk: ${label}`,
        `- calls the backend does not offer (its 404 fallback):\n${lines(summary.notOffered)}`,
        `- shape reports that fail their test:\n${lines(summary.shapeReports)}`,
        `- shape reports tolerated (they fail another test):\n${lines(summary.tolerated)}`,
      ].join('\n'),
    );
  });

  return walk;
}

/** A fresh member session of a seeded member, as if they had signed in. */
export function memberToken(backend: SpecBackend, email: MemberEmail): string {
  const member = backend.store.memberByEmail(email);
  if (!member) throw new Error(`no seeded member ${email}`);
  return backend.store.issueToken(member._id, 'member');
}

export function adminToken(backend: SpecBackend): string {
  const admin = backend.store.members.find((m) => m.role === 'admin');
  if (!admin) throw new Error('no seeded admin');
  return backend.store.issueToken(admin._id, 'admin');
}

export function memberId(backend: SpecBackend, email: MemberEmail): string {
  const member = backend.store.memberByEmail(email);
  if (!member) throw new Error(`no seeded member ${email}`);
  return member._id;
}

export function desireId(backend: SpecBackend, title: string): string {
  const desire = backend.store.desires.find((d) => d.title === title);
  if (!desire) throw new Error(`no seeded desire "${title}"`);
  return desire._id;
}

/** Waits until no read is in flight, then checks that no error text shows anywhere on the page. */
export async function expectSettledWithoutErrors(queryClient: QueryClient, where: string): Promise<void> {
  await waitFor(() => expect(queryClient.isFetching(), `${where}: reads still in flight`).toBe(0));
  const text = document.body.textContent ?? '';
  const shown = ERROR_TEXTS.filter((words) => text.includes(words));
  expect(shown, `${where}: error texts on the page`).toEqual([]);
}
