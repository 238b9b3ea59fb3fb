// Test helpers of the periods screen (component tests only).
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AxiosError, AxiosHeaders } from 'axios';
import type { Periodo } from '@reparto/contract';
import { ToastProvider } from '../../components/toast';
import { sessionStore } from '../../lib/session';

export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, client, user: userEvent.setup({ delay: null }) };
}

/** Signs in (in the store only) as `nickname` holding the given charges; no charges = anonymous. */
export function signIn(nickname: string | null, cargos: number[] = []) {
  if (nickname === null) {
    sessionStore.notAuthenticated();
    return;
  }
  sessionStore.authenticated({
    ok: true,
    message: { email: `${nickname}@test.local`, nickname, nombre_cargo: 'MIEMBRO' },
    token: 'token-de-prueba',
    charges: cargos.map((id_cargo) => ({ id_cargo })),
  });
}

export function failure(status: number, message: string) {
  const response = { data: { ok: false, message }, status, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
  return new AxiosError(message, 'ERR_BAD_REQUEST', undefined, undefined, response);
}

export const periodo = (over: Partial<Periodo> = {}): Periodo => ({
  id_periodo: 7,
  distribuidor_nickname: null,
  lugar: 'Bridgewatch',
  id_lugar_distribucion: 2,
  fecha_inicial: '2025-09-21T10:00:00.000Z',
  fecha_final: null,
  silver_app: 1_500_000,
  silver_albion: 2_000_000,
  id_estado_distribucion: 3,
  nombre_estado_distribucion: 'Abierto',
  nickname: 'tesorero',
  ...over,
});

/** Opens a PrimeReact Dropdown by its label and picks an option (jsdom keeps the panel `display: none`). */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }).closest('.p-dropdown')!);
  const item = await waitFor(() => {
    const found = screen
      .getAllByRole('option', { name: option, hidden: true })
      .find((e) => e.classList.contains('p-dropdown-item'));
    if (!found) throw new Error(`sin opción ${option}`);
    return found;
  });
  await user.click(item);
}

/** The option labels of the open Dropdown panel. */
export async function dropdownOptions(user: UserEvent, label: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }).closest('.p-dropdown')!);
  return waitFor(() => {
    const items = screen.getAllByRole('option', { hidden: true }).filter((e) => e.classList.contains('p-dropdown-item'));
    if (items.length === 0) throw new Error('sin opciones');
    return items.map((e) => e.textContent);
  });
}
