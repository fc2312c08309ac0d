import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export { registerServiceWorker } from '@/lib/service-worker';

/**
 * The app's own start: providers, router and routes. src/main.tsx loads it after React DOM, each
 * evaluated in a task of its own (docs/decisions.md, "The first visit's long task").
 */
export function App() {
  return (
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
}
