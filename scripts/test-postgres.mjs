// npm run test:pg: the server tests against a real PostgreSQL. Each test file creates its own
// database on that server and drops it afterwards. DATABASE_URL names the server (default: local).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './freshness.mjs';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'server'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, DATABASE_URL: '' },
});
process.exit(result.status ?? 1);
