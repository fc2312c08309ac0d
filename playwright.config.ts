import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5181);
/** The app on the spec-only backend (`vite --mode mock`): the `spec-backend` project's address. */
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 5183);

/**
 * The projects named after --project on the command line; empty when there is none, which runs them all.
 * Each project needs its own server: a run of one project alone does not start the other's.
 */
function chosenProjects(argv: string[]): string[] {
  const names: string[] = [];
  let listing = false;
  for (const arg of argv) {
    const inline = /^--project=(.+)$/.exec(arg);
    if (inline) names.push(inline[1]!);
    // The option takes every word after it up to the next option, as Playwright reads it.
    if (arg === '--project') listing = true;
    else if (arg.startsWith('-')) listing = false;
    else if (listing) names.push(arg);
  }
  return names;
}
const chosen = chosenProjects(process.argv);
const runs = (project: string) => chosen.length === 0 || chosen.some((name) => name.toLowerCase() === project || name.includes('*'));
/**
 * The `scale` project needs more than a fresh machine has (PostgreSQL, Redis, nginx): it exists only
 * when named. The workers read this file without the command line, so the choice travels in the environment.
 */
if (chosen.some((name) => name.toLowerCase() === 'scale')) process.env.E2E_SCALE = '1';
const scale = process.env.E2E_SCALE === '1';

const realServer = {
  // The built app and the real server, on a data folder made for this run.
  command: 'node e2e/support/start-server.mjs',
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { E2E_PORT: String(port), E2E_FIXTURE_PORT: process.env.E2E_FIXTURE_PORT ?? '5191' },
};

const mockServer = {
  // Vite's dev server in mock mode: the app answers itself through MSW's service worker, with no API server.
  command: `npx vite --mode mock --host 127.0.0.1 --port ${mockPort} --strictPort`,
  url: `http://127.0.0.1:${mockPort}/`,
  reuseExistingServer: !process.env.CI,
  // Vite starts in seconds, but on 2 cores beside a Chromium and the real server it can take longer.
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

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
    // e2e/offline.spec.ts and e2e/push.spec.ts, which are about it, let it in.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: ['spec-backend/**', 'scale/**'], use: { browserName: 'chromium' } },
    {
      // The app against a backend that keeps the spec's promises and nothing more (mock-backend/).
      name: 'spec-backend',
      testDir: 'e2e/spec-backend',
      use: {
        browserName: 'chromium',
        baseURL: `http://127.0.0.1:${mockPort}`,
        // The backend is MSW's service worker: without it no call is answered.
        serviceWorkers: 'allow',
      },
    },
    // Several server processes behind deploy/nginx.conf on PostgreSQL and Redis, which the tests
    // start themselves: `npm run test:scale` runs it (--project scale), the default run does not.
    ...(scale ? [{ name: 'scale', testDir: 'e2e/scale', use: { browserName: 'chromium' as const } }] : []),
  ],
  webServer: [...(runs('chromium') ? [realServer] : []), ...(runs('spec-backend') ? [mockServer] : [])],
});
