import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5181);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Whole flows drive two or three browsers at once; on a 2-core machine one test at a time finishes
  // the suite sooner than two (the browsers, the server and the tests then compete for both cores).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test costs about a third of the suite's time on this machine; a failure
    // still leaves its screenshot and page snapshot. `--trace retain-on-failure` records them when looking into one.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Each new context would install the service worker, which fetches the whole app again: only
    // e2e/offline.spec.ts, which is about it, lets it in.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The built app and the real server, on a data folder made for this run.
    command: 'node e2e/support/start-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_FIXTURE_PORT: process.env.E2E_FIXTURE_PORT ?? '5191' },
  },
});
