import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { startReads } from './early-reads';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export { registerServiceWorker } from '@/lib/service-worker';
export { startLanguage } from '@/lib/language-choice';

const queryClient = createQueryClient();

/** The first reads, sent before the first render (src/app/early-reads.ts). */
export function startFirstReads(): void {
  startReads(queryClient, window.location);
}

/**
 * The app's own start: providers, router and routes. src/main.tsx loads it after React DOM, each
 * evaluated in a task of its own (docs/decisions/first-visit.md, "The first visit's long task").
 */
export function App() {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
}
