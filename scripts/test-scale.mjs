// npm run test:scale: several app instances and server processes sharing one PostgreSQL and one
// Redis (DATABASE_URL and REDIS_URL name them; the machine's own by default): the vitest tests, then
// the browser's (Playwright's `scale` project: the built app behind deploy/nginx.conf). Builds first.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { root } from './freshness.mjs';

ensureBuilt();
const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  DATABASE_URL: '',
};
const run = (script, args) => spawnSync(process.execPath, [path.join(root, script), ...args], { cwd: root, stdio: 'inherit', env }).status ?? 1;

const status = run('node_modules/vitest/vitest.mjs', ['run', '--config', 'vitest.scale.config.ts']);
if (status !== 0) process.exit(status);
const chromium = run('scripts/check-chromium.mjs', []);
if (chromium !== 0) process.exit(chromium);
process.exit(run('node_modules/@playwright/test/cli.js', ['test', '--project', 'scale']));
