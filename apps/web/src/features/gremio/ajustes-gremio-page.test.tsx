import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CARGO, type AjustesGremio } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { intento, signIn } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { conCambio } from '../../testing/cambio';
import AjustesGremioPage, { cambiosDe } from './ajustes-gremio-page';
import { gremioKeys } from './api/keys';

afterEach(() => vi.restoreAllMocks());

const AJUSTES: AjustesGremio = {
  nombre: 'Los Plateados',
  discordGuildId: '123456789012345678',
  albionGuildId: null,
  impuestoPct: 10,
  idioma: 'es',
  avisarPagos: false,
  modoPago: 'al_finalizar',
  canalOficiales: null,
  sincronizarRoles: false,
  etiquetaApodo: null,
  canalRegistro: null,
  bajaDias: 14,
  bajaModo: 'suave',
  canalCalendario: null,
  recordatorioMin: 30,
};

/** The server's dry run: one player past the days, one still waiting, the leader kept. */
const BAJAS = {
  ok: true,
  modo: 'suave',
  bajaDias: 14,
  jugadores: [
    { id_player: 4, nickname: 'Renegado', desde: '2025-09-01T10:00:00.000Z', dias: 20, baja: true, excluido: null },
    { id_player: 5, nickname: 'Viajero', desde: '2025-09-15T10:00:00.000Z', dias: 6, baja: false, excluido: null },
    { id_player: 1, nickname: 'lider', desde: '2025-09-01T10:00:00.000Z', dias: 20, baja: false, excluido: 'lider' },
  ],
};

/** The API: GET answers `actual`; PUT answers what the server would (the settings after the change). */
function mockApi() {
  let actual = AJUSTES;
  vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/gremio/ajustes') return { data: { ok: true, message: actual } };
    if (url === '/jugadores/bajas') return { data: BAJAS };
    throw new Error(`GET inesperado ${url}`);
  });
  return vi.spyOn(api, 'put').mockImplementation(async (_url, body) => {
    actual = { ...actual, ...(body as [Partial<AjustesGremio>])[0] };
    return conCambio({ ok: true, message: actual }, { tipo: 'gremio' });
  });
}

describe('AjustesGremioPage', { timeout: 20_000 }, () => {
  it('shows the settings to a member read-only, without «Guardar»', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    mockApi();
    renderWithProviders(<AjustesGremioPage />);
    expect(await screen.findByLabelText('Nombre del gremio')).toHaveValue('Los Plateados');
    expect(screen.getByLabelText('Nombre del gremio')).toBeDisabled();
    expect(screen.getByLabelText('Impuesto por defecto (%)')).toHaveValue('10');
    expect(screen.getByLabelText('Al finalizar el periodo')).toBeChecked();
    expect(screen.getByLabelText('Avisar cada pago en el canal de Discord')).toBeDisabled();
    expect(screen.getByText('Solo el líder cambia los ajustes del gremio; usted puede consultarlos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it('lets the leader change them and sends only what changed; the form then shows the server’s answer', async () => {
    signIn('lider', [CARGO.LIDER]);
    const put = mockApi();
    const { user } = renderWithProviders(<AjustesGremioPage />);
    const impuesto = await screen.findByLabelText('Impuesto por defecto (%)');
    await user.clear(impuesto);
    await user.type(impuesto, '12,5');
    await user.selectOptions(screen.getByLabelText('Idioma del gremio'), 'pt-BR');
    await user.click(screen.getByLabelText('Avisar cada pago en el canal de Discord'));
    await user.clear(screen.getByLabelText('Servidor de Discord (id)'));
    await user.type(screen.getByLabelText('Canal de oficiales (id)'), '223456789012345678');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/gremio/ajustes',
        [{ impuestoPct: 12.5, idioma: 'pt-BR', avisarPagos: true, discordGuildId: null, canalOficiales: '223456789012345678' }],
        intento(),
      ),
    );
    expect(await screen.findByText('Ajustes guardados')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Servidor de Discord (id)')).toHaveValue(''));
    expect(screen.getByLabelText('Idioma del gremio')).toHaveValue('pt-BR');
  });

  it('says «Ajustes guardados» even when the live change of the same save lands before its answer', async () => {
    signIn('lider', [CARGO.LIDER]);
    mockApi();
    let responder!: () => void;
    const respondida = new Promise<void>((resolve) => (responder = resolve));
    const put = vi.spyOn(api, 'put').mockImplementation(async (_url, body) => {
      await respondida;
      return conCambio({ ok: true, message: { ...AJUSTES, ...(body as [Partial<AjustesGremio>])[0] } }, { tipo: 'gremio' });
    });
    const { user, client } = renderWithProviders(<AjustesGremioPage />);
    const nombre = await screen.findByLabelText('Nombre del gremio');
    await user.clear(nombre);
    await user.type(nombre, 'Los Dorados');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    // The server committed and its live change refreshed the settings first: the form is remade.
    client.setQueryData(gremioKeys.ajustes(), { ...AJUSTES, nombre: 'Los Dorados' });
    await waitFor(() => expect(screen.getByLabelText('Nombre del gremio')).toHaveValue('Los Dorados'));
    responder();
    expect(await screen.findByText('Ajustes guardados')).toBeInTheDocument();
  });

  it("refuses what the contract's schema refuses, with its sentence next to the field, and sends nothing", async () => {
    signIn('lider', [CARGO.LIDER]);
    const put = mockApi();
    const { user } = renderWithProviders(<AjustesGremioPage />);
    const impuesto = await screen.findByLabelText('Impuesto por defecto (%)');
    await user.clear(impuesto);
    await user.type(impuesto, '150');
    await user.type(screen.getByLabelText('Gremio en Albion Online (id)'), 'con espacios');
    await user.type(screen.getByLabelText('Canal de oficiales (id)'), '#oficiales');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El impuesto del gremio debe ser un porcentaje entre 0 y 100 con dos decimales como máximo'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('El id del gremio en Albion Online debe tener de 1 a 64 letras, cifras, - o _, o estar vacío'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('El canal de oficiales debe ser el id de un canal de Discord (un número de 17 a 20 cifras), o vacío'),
    ).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('the changes are what differs from the server’s settings, nothing else', () => {
    const b = {
      ...AJUSTES,
      discordGuildId: AJUSTES.discordGuildId!,
      albionGuildId: '',
      canalOficiales: '',
      impuestoPct: '10',
      etiquetaApodo: '',
      canalRegistro: '',
      bajaDias: '14',
      canalCalendario: '',
      recordatorioMin: '30',
    };
    expect(cambiosDe(AJUSTES, b)).toEqual({});
    expect(cambiosDe(AJUSTES, { ...b, nombre: ' Los Plateados ', impuestoPct: '10.00' })).toEqual({});
    expect(cambiosDe(AJUSTES, { ...b, impuestoPct: 'diez', modoPago: 'acumular' })).toEqual({
      impuestoPct: 'diez',
      modoPago: 'acumular',
    });
    expect(cambiosDe({ ...AJUSTES, canalOficiales: '223456789012345678' }, b)).toEqual({ canalOficiales: null });
    expect(
      cambiosDe(AJUSTES, { ...b, bajaDias: '30', etiquetaApodo: ' RDP ', bajaModo: 'completa', sincronizarRoles: true }),
    ).toEqual({ bajaDias: 30, etiquetaApodo: 'RDP', bajaModo: 'completa', sincronizarRoles: true });
    expect(cambiosDe(AJUSTES, { ...b, bajaDias: 'mucho' })).toEqual({ bajaDias: 'mucho' });
    expect(cambiosDe(AJUSTES, { ...b, canalCalendario: ' 323456789012345678 ', recordatorioMin: '0' })).toEqual({
      canalCalendario: '323456789012345678',
      recordatorioMin: 0,
    });
  });

  it('the leader changes the roles and leavers’ settings; a bad number of days is refused with its sentence', async () => {
    signIn('lider', [CARGO.LIDER]);
    const put = mockApi();
    const { user } = renderWithProviders(<AjustesGremioPage />);
    const dias = await screen.findByLabelText('Días fuera del gremio antes de la baja');
    await user.clear(dias);
    await user.type(dias, '400');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los días fuera del gremio deben ser un número entero entre 1 y 365')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await user.clear(dias);
    await user.type(dias, '21');
    await user.click(screen.getByLabelText('Escribir en Discord los cargos cambiados en la app (roles)'));
    await user.type(screen.getByLabelText('Etiqueta del apodo'), 'RDP');
    await user.type(screen.getByLabelText('Canal de registro (id)'), '123456789012345678');
    await user.click(screen.getByLabelText('Completa: se desactiva al jugador y pierde los roles del gremio'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/gremio/ajustes',
        [
          {
            etiquetaApodo: 'RDP',
            canalRegistro: '123456789012345678',
            bajaDias: 21,
            sincronizarRoles: true,
            bajaModo: 'completa',
          },
        ],
        intento(),
      ),
    );
  });

  it('shows the leader the server’s dry run of the leavers’ purge; a member does not ask for it', async () => {
    signIn('lider', [CARGO.LIDER]);
    mockApi();
    renderWithProviders(<AjustesGremioPage />);
    const tabla = await screen.findByRole('table', { name: 'Bajas previstas (simulación)' });
    expect(await within(tabla).findByText('Renegado')).toBeInTheDocument();
    const fila = (nombre: string) => within(tabla).getByText(nombre).closest('tr')!;
    expect(within(fila('Renegado')).getByText('Baja suave')).toBeInTheDocument();
    expect(within(fila('Viajero')).getByText('Nada aún: faltan 8 días')).toBeInTheDocument();
    expect(within(fila('lider')).getByText('Nada: es el líder')).toBeInTheDocument();
  });

  it('a member sees no dry run', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    const get = vi.spyOn(api, 'get');
    mockApi();
    renderWithProviders(<AjustesGremioPage />);
    await screen.findByLabelText('Nombre del gremio');
    expect(screen.queryByRole('table', { name: 'Bajas previstas (simulación)' })).toBeNull();
    expect(get.mock.calls.map((c) => c[0])).not.toContain('/jugadores/bajas');
  });
});
