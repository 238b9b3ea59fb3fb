// The audit screen in English and Portuguese: heading, columns, the log's words (actions, entities,
// field names), dates, filters and the Discord outbox in the language chosen (Spanish stays in
// auditoria-page.test.tsx).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AuditoriaRow } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { usarIdioma } from '../../testing/idioma';
import { renderWithProviders } from '../../testing/render';
import AuditoriaPage from './auditoria-page';

afterEach(() => vi.restoreAllMocks());

const FILTROS = { ok: true, acciones: ['cambiar_silver'], entidades: ['periodo'], cuentas: [] };
const NOTIFICACIONES = {
  ok: true,
  configurado: true,
  message: [
    {
      id_outbox: 5,
      creado: '2025-09-21T10:00:00.000Z',
      tipo: 'distribucion_creada',
      resumen: 'Distribución 5 creada',
      estado: 'fallido',
      intentos: 2,
      error: 'timeout',
      enviado: null,
      proximo_intento: '2025-09-21T10:00:00.000Z',
    },
  ],
};

const fila = (id: number, extra: Partial<AuditoriaRow> = {}): AuditoriaRow => ({
  id_auditoria: id,
  fecha: '2025-09-21T10:00:00.000Z',
  id_cuenta: 2,
  email: 'tesorero@reparto.local',
  nickname: 'tesorero',
  accion: 'cambiar_silver',
  entidad: 'periodo',
  id_entidad: '7',
  antes: { silverAlbion: 100 },
  despues: { silverAlbion: 250 },
  ...extra,
});

function mockApi() {
  vi.spyOn(api, 'get').mockImplementation(async (url) => ({ data: url === '/notificaciones' ? NOTIFICACIONES : FILTROS }));
  vi.spyOn(api, 'post').mockResolvedValue({
    data: {
      ok: true,
      message: [fila(12), fila(11, { id_cuenta: null, email: null, nickname: null, accion: 'crear' })],
      count: 2,
    },
  });
}

describe('AuditoriaPage in English and Portuguese', { timeout: 30_000 }, () => {
  it('English: heading, columns, words of the log, the date, a row opened, filters and the outbox', async () => {
    await usarIdioma('en');
    mockApi();
    const { user } = renderWithProviders(<AuditoriaPage />);
    expect(await screen.findByText('System')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    for (const header of ['Id', 'Date', 'Account', 'Action', 'Entity', 'Entity id']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/September 21, 2025/)).toHaveLength(2);
    expect(screen.getByText('Change Albion silver')).toBeInTheDocument();
    expect(screen.getByText('Create')).toBeInTheDocument();
    expect(screen.getAllByText('Period')).toHaveLength(2);
    expect(screen.getByRole('form', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Show before and after of entry 12' }));
    const cambios = await screen.findByRole('table', { name: 'Changes of entry 12' });
    expect(within(cambios).getByRole('columnheader', { name: 'Field' })).toBeInTheDocument();
    expect(within(cambios).getByRole('columnheader', { name: 'After' })).toBeInTheDocument();
    expect(within(cambios).getByRole('row', { name: /Albion silver/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide before and after of entry 12' })).toBeInTheDocument();

    const outbox = await screen.findByRole('table', { name: 'Discord notifications' });
    expect(screen.getByRole('heading', { name: 'Discord notifications' })).toBeInTheDocument();
    expect(within(outbox).getByText('Failed')).toBeInTheDocument();
    expect(within(outbox).getByRole('button', { name: 'Retry message 5' })).toHaveTextContent('Retry');
    expect(within(outbox).getByRole('columnheader', { name: 'Attempts' })).toBeInTheDocument();
  });

  it('Português: heading, columns, words of the log, the date and the outbox', async () => {
    await usarIdioma('pt-BR');
    mockApi();
    const { user } = renderWithProviders(<AuditoriaPage />);
    expect(await screen.findByText('Sistema')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Registro de auditoria' })).toBeInTheDocument();
    for (const header of ['Data', 'Conta', 'Ação', 'Entidade', 'Id da entidade']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/21 de setembro de 2025/)).toHaveLength(2);
    expect(screen.getByText('Alterar prata do Albion')).toBeInTheDocument();
    expect(screen.getAllByText('Período')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Ver antes e depois do registro 11' }));
    const cambios = await screen.findByRole('table', { name: 'Alterações do registro 11' });
    expect(within(cambios).getByRole('row', { name: /Prata do Albion/ })).toBeInTheDocument();

    const outbox = await screen.findByRole('table', { name: 'Notificações do Discord' });
    expect(within(outbox).getByText('Falhou')).toBeInTheDocument();
    expect(within(outbox).getByRole('button', { name: 'Tentar de novo a mensagem 5' })).toBeInTheDocument();
  });
});
