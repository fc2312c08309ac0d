import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { nextTask } from './lib/next-task';
import './index.css';

/**
 * The app starts in steps, each in a task of its own, so that no step holds the main thread for long
 * while the server's first paint is already up: React DOM (this module's imports), then the root
 * (which listens to every kind of event), then the contract's schemas, then the app's own modules,
 * then the first render. The server names every one of these files in the page, so they are fetched
 * together; only their evaluation is spread out.
 */
async function mount(): Promise<void> {
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  await nextTask();
  // The contract's schemas the app's start imports, in two chunks (scripts/first-visit-chunks.ts): zod
  // with the fields' schemas, then the member's and those built on it. Evaluated here, they are done
  // when the app's modules import them.
  await import('@contract/fields');
  await nextTask();
  await import('@contract/user');
  await nextTask();
  const { App, startFirstReads, registerServiceWorker, startLanguage } = await import('./app/start');
  startFirstReads();
  // English is in the code; another language's catalog loads beside the first reads.
  await startLanguage();
  await nextTask();
  // As a transition the first render yields to the browser every few milliseconds instead of holding
  // the main thread for its whole length; the server's first paint shows meanwhile.
  startTransition(() => root.render(<App />));
  registerServiceWorker();
}

if (import.meta.env.MODE === 'mock') {
  // npm run dev:mock: the spec-only backend answers before the app's first request. A build never has
  // this mode, so the branch and its import are dropped from every bundle; no service worker of ours
  // is registered beside MSW's.
  void import('virtual:mock-backend').then(({ startSpecBackend }) => startSpecBackend()).then(mount);
} else {
  void mount();
}
