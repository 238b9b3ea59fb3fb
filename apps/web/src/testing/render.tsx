// Rendering a screen or component in a test: a fresh query client (no retries unless a query asks for
// its own) that the cambios refresh, the one Toast, a router, and a user-event session without delays.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '../components/toast';
import { queryDefaults } from '../lib/query-client';
import { refrescarCon } from '../app/en-vivo';

/**
 * `state`: the history state of the entry (what a link passed on, e.g. the page it came from);
 * `appDefaults`: the app's own query defaults (its retries) instead of none.
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', state, appDefaults = false }: { path?: string; state?: unknown; appDefaults?: boolean } = {},
) {
  const client = new QueryClient({
    defaultOptions: appDefaults ? queryDefaults : { queries: { retry: false }, mutations: { retry: false } },
  });
  // As the app shell does: a write's x-cambio refreshes this client's queries (app/en-vivo.ts).
  refrescarCon(client);
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[state === undefined ? path : { pathname: path, state }]}>{ui}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, client, user: userEvent.setup({ delay: null }) };
}
