import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Distribucion } from '@reparto/contract';
import DistribucionesPage from './distribuciones-page';
import { api } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';
import { failure, signIn as signInAs } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';

const DISTRIBUCIONES: Distribucion[] = [
  {
    id_distribucion: 12,
    fecha: '2025-09-21T10:00:00.000Z',
    motivo: 'ZvZ en Caerleon',
    nickname_encargado: 'encargado1',
    silver: 3_000_001,
    razon_eliminacion: null,
    estado: true,
    jugadores: [
      { nickname: 'aldrakar', nombre_cargo: 'OFICIAL', silver_unitario: 1_500_000 },
      { nickname: 'brunhild', nombre_cargo: 'MIEMBRO', silver_unitario: 1_500_000 },
    ],
  },
  {
    id_distribucion: 11,
    fecha: '2025-09-20T10:00:00.000Z',
    motivo: 'Hellgate 5v5',
    nickname_encargado: 'encargado2',
    silver: 1_000_000,
    razon_eliminacion: null,
    estado: true,
    jugadores: [{ nickname: 'caelum', nombre_cargo: 'MIEMBRO', silver_unitario: 1_000_000 }],
  },
  {
    id_distribucion: 10,
    fecha: '2025-09-19T10:00:00.000Z',
    motivo: 'Cofres dorados',
    nickname_encargado: 'encargado1',
    silver: 9_000_000,
    razon_eliminacion: 'Registrada dos veces',
    estado: false,
    jugadores: [{ nickname: 'caelum', nombre_cargo: 'MIEMBRO', silver_unitario: 9_000_000 }],
  },
];

const FONDO = { impuesto: 1_000, resto: 7, total: 1_007 };

const JUGADORES = [
  { id_player: 1, nickname: 'aldrakar' },
  { id_player: 2, nickname: 'brunhild' },
  { id_player: 3, nickname: 'caelum' },
];

interface Mocks {
  voice?: { data: { id: string; channel: string }[]; configurado: boolean };
  crear?: (body: unknown) => Promise<unknown>;
  eliminar?: (body: unknown) => Promise<unknown>;
}

function mockApi(m: Mocks = {}) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/distribuciones/getJugadoresSelect') return { data: { ok: true, message: JUGADORES } };
    if (url === '/distribuciones/fondoGremio') return { data: { ok: true, message: FONDO, impuesto_gremio_pct: 10 } };
    if (url === '/distribuciones/getVoiceChannels')
      return { data: { ok: true, ...(m.voice ?? { data: [], configurado: false }) } };
    throw new Error(`GET inesperado ${url}`);
  });
  const post = vi.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
    if (url === '/distribuciones/getDistribucion') return { data: { ok: true, message: DISTRIBUCIONES } };
    if (url === '/distribuciones/crear' && m.crear) return { data: await m.crear(body) };
    if (url === '/distribuciones/getPlayersOfVoiceChannel') {
      return { data: { ok: true, data: [JUGADORES[2]], sin_registrar: ['Forastero'] } };
    }
    if (url === '/jugadores/registrar') {
      const [{ nickname }] = body as [{ nickname: string }];
      return {
        data: {
          ok: true,
          message: `Se ha registrado el jugador ${nickname.toLowerCase()}`,
          jugador: { id_player: 99, nickname: nickname.toLowerCase() },
          verificado: null,
        },
      };
    }
    throw new Error(`POST inesperado ${url}`);
  });
  const put = vi.spyOn(api, 'put').mockImplementation(async (url: string, body?: unknown) => {
    if (url === '/distribuciones/eliminarDistribucion' && m.eliminar) return { data: await m.eliminar(body) };
    throw new Error(`PUT inesperado ${url}`);
  });
  return { get, post, put };
}

const signIn = (nickname: string, cargos: number[]) =>
  signInAs(nickname, cargos, { domain: 'reparto.local', cargo: 'ENCARGADO DE CONTENIDO' });

const renderPage = (path = '/distribucion/crearDist/3/tesorero/3') =>
  renderWithProviders(
    <Routes>
      <Route path="/distribucion/crearDist/:idPeriodo/:nickname/:estado" element={<DistribucionesPage />} />
    </Routes>,
    { path },
  );

// Typing through jsdom into PrimeReact inputs is slow; these flows need more than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  sessionStore.notAuthenticated();
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.reset();
});

describe('DistribucionesPage for everyone', () => {
  it('shows the heading, the rows with Spanish dates and silver, the status tags and the total of live ones', async () => {
    mockApi();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Distribuciones', level: 1 })).toBeInTheDocument();
    await screen.findByText('ZvZ en Caerleon');
    const row = rowOf('ZvZ en Caerleon');
    expect(within(row).getByText('21 de septiembre del 2025')).toBeInTheDocument();
    expect(within(row).getByText('$3.000.001')).toBeInTheDocument();
    expect(within(row).getByText('Exitosa')).toBeInTheDocument();
    const deleted = rowOf('Cofres dorados');
    expect(within(deleted).getByText('Eliminada')).toBeInTheDocument();
    expect(within(deleted).getByText('Registrada dos veces')).toBeInTheDocument();
    // 3.000.001 + 1.000.000; the deleted 9.000.000 is left out.
    expect(screen.getByTestId('dist-total')).toHaveTextContent('Total: $4.000.001');
    expect(api.post).toHaveBeenCalledWith('/distribuciones/getDistribucion', [{ idPeriodoDist: 3 }]);
  });

  it('offers no action button to an anonymous visitor, but rows expand', async () => {
    mockApi();
    renderPage();
    await screen.findByText('ZvZ en Caerleon');
    expect(screen.queryByRole('button', { name: 'Nueva distribución' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nuevo jugador' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ver jugadores de la distribución 12' }));
    const players = await screen.findByRole('table', { name: 'Jugadores de la distribución 12' });
    expect(within(players).getByText('aldrakar')).toBeInTheDocument();
    expect(within(players).getByText('OFICIAL')).toBeInTheDocument();
    expect(within(players).getAllByText('$1.500.000')).toHaveLength(2);
  });

  it('shows the server message for an unknown period', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(failure(404, 'No existe el periodo 77'));
    renderPage('/distribucion/crearDist/77/tesorero/3');
    expect(await screen.findByText('No existe el periodo 77')).toBeInTheDocument();
  });
});

describe('DistribucionesPage for a content manager', () => {
  it('offers create on an open period and delete only on own live rows', async () => {
    mockApi();
    signIn('encargado1', [7]);
    renderPage();
    await screen.findByText('ZvZ en Caerleon');
    expect(screen.getByRole('button', { name: 'Nueva distribución' })).toBeInTheDocument();
    expect(within(rowOf('ZvZ en Caerleon')).getByRole('button', { name: 'Eliminar distribución 12' })).toBeInTheDocument();
    expect(within(rowOf('Hellgate 5v5')).queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(within(rowOf('Cofres dorados')).queryByRole('button', { name: /^Eliminar/ })).toBeNull();
  });

  it('offers neither create nor delete when the route state is not 3', async () => {
    mockApi();
    signIn('encargado1', [7]);
    renderPage('/distribucion/crearDist/3/tesorero/2');
    await screen.findByText('ZvZ en Caerleon');
    expect(screen.queryByRole('button', { name: 'Nueva distribución' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar distribución/ })).toBeNull();
  });

  it('offers nothing to a signed-in account without charge 7', async () => {
    mockApi();
    signIn('encargado1', [8]);
    renderPage();
    await screen.findByText('ZvZ en Caerleon');
    expect(screen.queryByRole('button', { name: 'Nueva distribución' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar distribución/ })).toBeNull();
  });

  it('deletes with a non-empty reason and shows "Distribución eliminada"', async () => {
    const eliminar = vi.fn(async () => ({ ok: true, message: 'Distribución 12 eliminada', distribucion: DISTRIBUCIONES[0] }));
    mockApi({ eliminar });
    signIn('encargado1', [7]);
    renderPage();
    await screen.findByText('ZvZ en Caerleon');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar distribución 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar distribución' });
    const submit = within(dialog).getByRole('button', { name: 'Eliminar' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Razón'), '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Razón'), 'Duplicada ');
    await userEvent.click(submit);
    expect(await screen.findByText('Distribución eliminada')).toBeInTheDocument();
    expect(eliminar).toHaveBeenCalledWith([{ idDistribucion: 12, razon: 'Duplicada' }]);
  });

  it('shows "Error al eliminar" with the fixed text and the server message when deletion fails', async () => {
    mockApi({
      eliminar: () => Promise.reject(failure(403, 'Solo el encargado de contenido que creó la distribución puede eliminarla')),
    });
    signIn('encargado1', [7]);
    renderPage();
    await screen.findByText('ZvZ en Caerleon');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar distribución 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar distribución' });
    await userEvent.type(within(dialog).getByLabelText('Razón'), 'Error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error al eliminar')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No se pudo eliminar la distribución. Inténtelo de nuevo. Solo el encargado de contenido que creó la distribución puede eliminarla',
      ),
    ).toBeInTheDocument();
  });
});

describe('new distribution dialog', () => {
  async function openDialog() {
    await screen.findByText('ZvZ en Caerleon');
    await userEvent.click(screen.getByRole('button', { name: 'Nueva distribución' }));
    return screen.findByRole('dialog', { name: 'Nueva distribución' });
  }

  it('mirrors the server validation and sends nothing while the form is incomplete', async () => {
    const crear = vi.fn();
    mockApi({ crear });
    signIn('encargado1', [7]);
    renderPage();
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Discord no está configurado')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(within(dialog).getByText('Seleccione al menos un jugador')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingrese la cantidad de plata')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingrese el motivo')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(crear).not.toHaveBeenCalled();
  });

  it('adds the players of a voice channel, registers an unknown name, confirms and sends one code per opening', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValueOnce(0.25).mockReturnValueOnce(0.75);
    const bodies: unknown[] = [];
    let fail = true;
    const crear = vi.fn(async (body: unknown) => {
      bodies.push(body);
      if (fail) throw failure(409, 'El periodo 3 está en estado "En distribución"');
      return { ok: true, message: 'Distribución 13 realizada', distribucion: DISTRIBUCIONES[0] };
    });
    mockApi({ crear, voice: { data: [{ id: '111', channel: 'ZvZ' }], configurado: true } });
    signIn('encargado1', [7]);
    renderPage();
    let dialog = await openDialog();

    // Voice channel: its registered player joins the selection; the unknown name gets "Registrar".
    await within(dialog).findAllByText('Selecciona un canal de voz');
    const canal = within(dialog).getByRole('combobox', { name: 'Canal de voz' });
    await userEvent.click(canal.closest('.p-dropdown') as HTMLElement);
    // jsdom cannot lay the overlay out (PrimeReact leaves it display:none there), hence `hidden`.
    await userEvent.click(await screen.findByRole('option', { name: 'ZvZ', hidden: true }));
    const seleccionados = within(dialog).getByRole('region', { name: /Jugadores seleccionados/ });
    expect(await within(seleccionados).findByText('caelum')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar Forastero' }));
    expect(await screen.findByText('Jugador registrado')).toBeInTheDocument();
    expect(await within(seleccionados).findByText('forastero')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Registrar Forastero' })).toBeNull();

    // Remove one and put it back through the list's remove button.
    await userEvent.click(within(seleccionados).getByRole('button', { name: 'Quitar forastero' }));
    expect(within(seleccionados).queryByText('forastero')).toBeNull();

    await userEvent.type(within(dialog).getByLabelText('Silver'), '2500');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), '  Mazmorra  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    const popup = await screen.findByRole('alertdialog', { hidden: true });
    expect(popup).toHaveTextContent('Silver: $2.500');
    expect(popup).toHaveTextContent('Jugadores: 1');
    expect(popup).toHaveTextContent('caelum');
    await userEvent.click(within(popup).getByRole('button', { name: 'Sí, crear', hidden: true }));
    expect(await screen.findByText('El periodo 3 está en estado "En distribución"')).toBeInTheDocument();

    // A retry from the same opening reuses the code.
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { name: 'Sí, crear', hidden: true }),
    );
    expect(await screen.findByText('Distribución realizada')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    const [first] = bodies[0] as [{ idDistribucion: number }];
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]).toEqual([
      {
        idDistribucion: first.idDistribucion,
        idPeriodoDist: 3,
        silver: 2500,
        motivo: 'Mazmorra',
        email: 'encargado1@reparto.local',
        jugadores: [3],
      },
    ]);
    expect(first.idDistribucion).toBe(100000 + Math.floor(0.25 * 900000));

    // A new opening draws a new code.
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva distribución' })).toBeNull());
    dialog = await openDialog();
    expect(random).toHaveBeenCalledTimes(2);
    expect(within(dialog).getByText('Jugadores seleccionados (0)')).toBeInTheDocument();
  });

  it('computes the silver from the breakdown and shows each weighted share live, in the popup and in the request', async () => {
    const bodies: unknown[] = [];
    const crear = vi.fn(async (body: unknown) => {
      bodies.push(body);
      return { ok: true, message: 'Distribución 13 realizada', distribucion: DISTRIBUCIONES[0] };
    });
    mockApi({ crear, voice: { data: [{ id: '111', channel: 'ZvZ' }], configurado: true } });
    signIn('encargado1', [7]);
    renderPage();
    const dialog = await openDialog();
    await within(dialog).findAllByText('Selecciona un canal de voz');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Canal de voz' }).closest('.p-dropdown') as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'ZvZ', hidden: true }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Registrar Forastero' }));
    const seleccionados = within(dialog).getByRole('region', { name: /Jugadores seleccionados/ });
    expect(await within(seleccionados).findByText('forastero')).toBeInTheDocument();

    // The breakdown starts from the guild's default tax (10 %) and its net becomes the silver.
    await userEvent.click(within(dialog).getByLabelText('Calcular la plata con un desglose'));
    expect(within(dialog).getByLabelText('Impuesto del gremio (%)')).toHaveValue('10');
    await userEvent.type(within(dialog).getByLabelText('Valor del botín'), '1000');
    await userEvent.type(within(dialog).getByLabelText('Bolsas de plata'), '11');
    await userEvent.type(within(dialog).getByLabelText('Reparación'), '10');
    await userEvent.tab();
    expect(within(dialog).getByTestId('neto-desglose')).toHaveTextContent('Neto a repartir: $900 · impuesto $101');
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('900');
    expect(seleccionados).toHaveTextContent('$450 por jugador');

    // Weight 2 for caelum: 600 and 300, no equal share in the heading any more.
    const peso = within(seleccionados).getByLabelText('Peso de caelum');
    await userEvent.clear(peso);
    await userEvent.type(peso, '2');
    await userEvent.tab();
    expect(within(seleccionados).getByTestId('seleccionado-caelum')).toHaveTextContent('$600');
    expect(within(seleccionados).getByTestId('seleccionado-forastero')).toHaveTextContent('$300');
    expect(seleccionados).not.toHaveTextContent('por jugador');

    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Mazmorra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    const popup = await screen.findByRole('alertdialog', { hidden: true });
    expect(popup).toHaveTextContent('Valor del botín $1.000 + Bolsas de plata $11 − Reparación $10, Impuesto del gremio 10 %');
    expect(popup).toHaveTextContent('caelum: $600');
    expect(popup).toHaveTextContent('forastero: $300');
    expect(popup).toHaveTextContent('El gremio se queda: $101');
    await userEvent.click(within(popup).getByRole('button', { name: 'Sí, crear', hidden: true }));
    expect(await screen.findByText('Distribución realizada')).toBeInTheDocument();
    expect(bodies[0]).toEqual([
      expect.objectContaining({
        silver: 900,
        jugadores: [3, 99],
        pesos: [
          { id_player: 3, peso: 2 },
          { id_player: 99, peso: 1 },
        ],
        desglose: { valor_botin: 1000, bolsas: 11, reparacion: 10, impuesto_pct: 10 },
      }),
    ]);
  });

  it('shows the guild fund of the period on the page', async () => {
    mockApi();
    renderPage();
    await vi.waitFor(() =>
      expect(screen.getByTestId('fondo-gremio')).toHaveTextContent('Fondo del gremio: $1.007 (impuesto $1.000 · restos $7)'),
    );
  });
});
