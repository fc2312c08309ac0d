// npm run test:scale: several app instances and server processes sharing one PostgreSQL and one
// Redis (DATABASE_URL and REDIS_URL name them; the machine's own by default). Builds the server first.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { root } from './freshness.mjs';

ensureBuilt({ app: false });
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.scale.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    TEST_DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    DATABASE_URL: '',
  },
});
process.exit(result.status ?? 1);
