import { afterAll, beforeAll, expect, it } from 'vitest';
import { liveEventSchema } from '@contract/live';
import { NOT_ABOUT_OTHERS, PATHS } from '../helpers/apart-table';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { REST_PROBES } from './apart-probes';

// Every way out of the server is in the table of who may see what of whom (helpers/apart-table.ts), or
// named as carrying nothing of another member: a route or live event added later fails here until it
// is placed, and a row of the table fails in apart.test.ts until something walks it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = new Set(PATHS.map((row) => row.path));

it('places every GET route of the API in the table or among the routes about no other member', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  const routes = Object.entries(doc.paths).flatMap(([path, operations]) => ('get' in operations ? [`GET ${path}`] : []));
  expect(routes.length).toBeGreaterThan(40);
  const unplaced = routes.filter((route) => !rows.has(route) && !(route in NOT_ABOUT_OTHERS));
  expect(unplaced).toEqual([]);
  // And nothing is named that is not there any more.
  const gone = [...rows, ...Object.keys(NOT_ABOUT_OTHERS)].filter((path) => path.startsWith('GET ') && !routes.includes(path));
  expect(gone).toEqual([]);
});

it('places every live event type in the table or among the events about no other member', () => {
  const types = liveEventSchema.def.options.flatMap((option) => option.shape.type.def.values as string[]);
  expect(types).toContain('new_desire');
  const placed = (type: string) => [...rows].some((path) => path === `live ${type}` || path.startsWith(`live ${type} `)) || `live ${type}` in NOT_ABOUT_OTHERS;
  expect(types.filter((type) => !placed(type))).toEqual([]);
});

it('has a probe for every REST row and a row for every probe', () => {
  const restRows = [...rows].filter((path) => /^(GET|POST|PUT|PATCH|DELETE) /.test(path));
  expect(Object.keys(REST_PROBES).sort()).toEqual(restRows.sort());
});
