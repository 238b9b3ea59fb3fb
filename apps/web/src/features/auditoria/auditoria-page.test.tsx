import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AuditoriaRow } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { failure } from '../../testing/fixtures';
import { choose } from '../../testing/primereact';
import { renderWithProviders } from '../../testing/render';
import AuditoriaPage, { consulta, filtrosDeExportacion } from './auditoria-page';
import es from './textos/es';

const MENSAJE_SIN_PERMISO = es.sinPermiso;
import { SIN_FILTROS } from './components/filtros-auditoria';

afterEach(() => vi.restoreAllMocks());

const FILTROS = {
  ok: true,
  acciones: ['cambiar_silver', 'crear'],
  entidades: ['distribucion', 'periodo'],
  cuentas: [{ id_cuenta: 2, email: 'tesorero@reparto.local', nickname: 'tesorero' }],
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

const renderPage = () => renderWithProviders(<AuditoriaPage />).user;

describe('AuditoriaPage', { timeout: 20_000 }, () => {
  it('tells a non-leader (API 403) that the screen is not for them', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(failure(403, 'No tiene permiso para realizar esta acción'));
    vi.spyOn(api, 'post').mockRejectedValue(failure(403, 'No tiene permiso para realizar esta acción'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJE_SIN_PERMISO);
    expect(screen.getByRole('heading', { name: 'Registro de auditoría' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the log with who and when, and opens a row to show its before and after as text', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: FILTROS });
    const hostil = '<script>alert(1)</script>';
    vi.spyOn(api, 'post').mockResolvedValue({
      data: {
        ok: true,
        message: [
          fila(12),
          fila(11, {
            id_cuenta: null,
            email: null,
            nickname: null,
            accion: 'crear',
            entidad: 'distribucion',
            antes: null,
            despues: { motivo: hostil, silver: 9 },
          }),
        ],
        count: 2,
      },
    });
    const user = renderPage();
    expect(await screen.findByText('Sistema')).toBeInTheDocument();
    for (const header of ['Id', 'Fecha', 'Cuenta', 'Acción', 'Entidad', 'Id entidad']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/21 de septiembre del 2025/)).toHaveLength(2);
    expect(screen.getByText('Cambiar silver albion')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ver antes y después del registro 12' }));
    const cambios = await screen.findByRole('table', { name: 'Cambios del registro 12' });
    const linea = within(cambios).getByRole('row', { name: /Silver albion/ });
    expect(linea).toHaveTextContent('Silver albion$100$250');
    expect(linea).toHaveClass('auditoria-cambio');

    await user.click(screen.getByRole('button', { name: 'Ver antes y después del registro 11' }));
    const creada = await screen.findByRole('table', { name: 'Cambios del registro 11' });
    expect(within(creada).getByText(hostil)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows nicknames, silver and Spanish field names instead of raw ids (a payment, a closed period)', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: FILTROS });
    vi.spyOn(api, 'post').mockResolvedValue({
      data: {
        ok: true,
        message: [
          fila(21, {
            accion: 'pagar',
            entidad: 'pago',
            id_entidad: '5:6',
            antes: null,
            despues: { idPeriodo: 5, idPlayer: 6, silver: 1_250_000 },
          }),
          fila(20, {
            accion: 'cerrar_periodo',
            id_entidad: '5',
            antes: { idEstadoDistribucion: 3, idPlayerDistribuidor: null },
            despues: { idEstadoDistribucion: 2, idPlayerDistribuidor: 9, idsCasas: [4] },
          }),
        ],
        count: 2,
        referencias: {
          jugadores: { '6': 'aldrakar', '9': 'distribuidor' },
          casas: { '4': 'Casa Norte' },
          lugares: {},
          cargos: {},
          roles: {},
        },
      },
    });
    const user = renderPage();
    expect(await screen.findByText('Periodo 5 · aldrakar')).toBeInTheDocument();
    expect(screen.queryByText('5:6')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ver antes y después del registro 21' }));
    const pago = await screen.findByRole('table', { name: 'Cambios del registro 21' });
    expect(within(pago).getByRole('row', { name: /Jugador/ })).toHaveTextContent('Jugador—aldrakar');
    expect(within(pago).getByRole('row', { name: /Plata/ })).toHaveTextContent('Plata—$1.250.000');
    expect(within(pago).queryByText('idPlayer')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ver antes y después del registro 20' }));
    const cierre = await screen.findByRole('table', { name: 'Cambios del registro 20' });
    expect(within(cierre).getByRole('row', { name: /Estado del periodo/ })).toHaveTextContent('AbiertoEn distribución');
    expect(within(cierre).getByRole('row', { name: /Distribuidor/ })).toHaveTextContent('—distribuidor');
    expect(within(cierre).getByRole('row', { name: /Casas/ })).toHaveTextContent('Casa Norte');
  });

  it('sends the filters and the page to the server, and clears them', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: FILTROS });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ok: true, message: [fila(30)], count: 45 } });
    const user = renderPage();
    await screen.findByText('tesorero');
    expect(post).toHaveBeenLastCalledWith('/auditoria/lista', [{ page: 1, rows: 10 }]);

    await choose(user, 'Acción', 'Cambiar silver albion');
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/auditoria/lista', [{ page: 1, rows: 10, accion: 'cambiar_silver' }]),
    );
    await choose(user, 'Cuenta', 'tesorero (tesorero@reparto.local)');
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/auditoria/lista', [{ page: 1, rows: 10, accion: 'cambiar_silver', idCuenta: 2 }]),
    );
    await user.click(screen.getByRole('button', { name: /^(Page|Página) 2$/ }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/auditoria/lista', [{ page: 2, rows: 10, accion: 'cambiar_silver', idCuenta: 2 }]),
    );
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith('/auditoria/lista', [{ page: 1, rows: 10 }]));
  });

  it('asks for whole local days', () => {
    const desde = new Date(2025, 8, 21, 15, 30);
    const hasta = new Date(2025, 8, 22, 8, 0);
    expect(consulta({ ...SIN_FILTROS, desde, hasta }, 20, 10)).toEqual({
      page: 3,
      rows: 10,
      desde: new Date(2025, 8, 21).toISOString(),
      hasta: new Date(2025, 8, 23).toISOString(),
    });
  });

  it('shows an error toast with the reason when the log cannot be read', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: FILTROS });
    vi.spyOn(api, 'post').mockRejectedValue(
      failure(503, 'La base de datos no está disponible, inténtelo de nuevo en unos momentos'),
    );
    renderPage();
    // A 503 is retried once (about a second later) before it is reported.
    const detail =
      'No se pudo cargar el registro de auditoría: La base de datos no está disponible, inténtelo de nuevo en unos momentos';
    expect(await screen.findByText(detail, {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('the CSV export of the audit log', () => {
  it('takes the filters on screen without the paging', () => {
    expect(filtrosDeExportacion({ page: 3, rows: 25, accion: 'crear', idCuenta: 4 })).toEqual({ accion: 'crear', idCuenta: 4 });
  });
});
