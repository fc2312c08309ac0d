import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { startWith } from '@/lib/i18n';
import { startLanguage as speakFirstLanguage } from '@/lib/language-choice';
import { startReads } from './early-reads';
import { firstVisitAt } from './first-visit';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export { registerServiceWorker } from '@/lib/service-worker';

const queryClient = createQueryClient();

/** The first reads, sent before the first render (src/app/early-reads.ts). */
/** The app's language, with the words of the screen this address opens first. */
export function startLanguage(): Promise<void> {
  startWith(firstVisitAt(window.location.pathname));
  return speakFirstLanguage();
}

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
