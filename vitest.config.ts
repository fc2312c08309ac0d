import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiMacros } from './scripts/lingui-macros.mjs';
import { lingui } from '@lingui/vite-plugin';
import { catalogParts } from './scripts/catalog-parts.ts';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node' },
      },
      {
        // The spec-only MSW backend (mock-backend/), exercised through fetch and its live channel.
        resolve: { alias },
        test: { name: 'mock-backend', include: ['tests/mock-backend/**/*.test.ts'], environment: 'node' },
      },
      {
        // The server's tests render the first paint from the app's components (tests/server/first-paint.test.ts).
        plugins: [linguiMacros(), lingui(), catalogParts(root)],
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/helpers/pglite-dump.setup.ts'],
          // Every test builds its own app and database and nothing is mocked, so files can share a
          // worker's modules: importing the server once per worker instead of once per file halves the run.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [linguiMacros(), lingui(), catalogParts(root), react()],
        resolve: { alias },
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
          // The setup file resets what tests share (handlers, storage, the DOM) after each test, and
          // every test renders with its own query client: jsdom is started once per worker, not per file.
          isolate: false,
          // Above the 12 s a first screen may take to load (tests/client/setup.ts).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
