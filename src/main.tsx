import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { registerServiceWorker } from './lib/service-worker';
import './index.css';

function mount(): void {
  // As a transition the first render yields to the browser every few milliseconds instead of holding
  // the main thread for its whole length; the server's first paint shows meanwhile.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    );
  });
}

if (import.meta.env.MODE === 'mock') {
  // npm run dev:mock: the spec-only backend answers before the app's first request. A build never has
  // this mode, so the branch and its import are dropped from every bundle; no service worker of ours
  // is registered beside MSW's.
  void import('virtual:mock-backend').then(({ startSpecBackend }) => startSpecBackend()).then(mount);
} else {
  mount();
  registerServiceWorker();
}
