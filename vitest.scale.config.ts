import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * `npm run test:scale` only: tests that need Redis (several app instances on one bus). Kept out of
 * vitest.config.ts so that the default run needs no Redis and skips nothing.
 */
export default defineConfig({
  resolve: { alias: { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) } },
  test: {
    name: 'scale',
    include: ['tests/scale/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
