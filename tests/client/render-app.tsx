import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage-keys';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname}
      {location.search}
    </output>
  );
}

/** The real provider and route table at an address, with stored tokens as a returning visitor has them. */
export function renderApp(path: string, options: { memberToken?: string; adminToken?: string } = {}) {
  if (options.memberToken) window.localStorage.setItem(storageKeys.memberToken, options.memberToken);
  if (options.adminToken) window.localStorage.setItem(storageKeys.adminToken, options.adminToken);
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, user, queryClient, location: () => screen.getByTestId('location').textContent };
}
