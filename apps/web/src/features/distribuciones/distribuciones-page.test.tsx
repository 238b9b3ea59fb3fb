import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import DistribucionesPage from './distribuciones-page';
import { api } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';
import { failure, intento } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { DISTRIBUCIONES, mockApi, renderPage, signIn, type Mocks } from './distribuciones-mocks';

// Typing through jsdom into PrimeReact inputs is slow; these flows need more than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

/** The URL the page is at. */
function Ubicacion() {
  return <span data-testid="ubicacion">{useLocation().pathname}</span>;
}

/** The URL's query. */
function Busqueda() {
  return <span data-testid="busqueda">{useLocation().search}</span>;
}

/** The page at `path`, with where the URL is (path and query) beside it. */
const renderConUbicacion = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/distribucion/crearDist/:idPeriodo/:nickname/:estado"
        element={
          <>
            <DistribucionesPage />
            <Ubicacion />
            <Busqueda />
          </>
        }
      />
    </Routes>,
    { path },
  );

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** The page for encargado1, whose deletions `eliminar` answers, with the delete dialog of distribution 12 open. */
async function abrirEliminar12(eliminar: Mocks['eliminar']) {
  mockApi({ eliminar });
  signIn('encargado1', [7]);
  renderPage();
  await screen.findByText('ZvZ en Caerleon');
  await userEvent.click(screen.getByRole('button', { name: 'Eliminar distribución 12' }));
  return screen.findByRole('dialog', { name: 'Eliminar distribución' });
}

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
    expect(api.post).toHaveBeenCalledWith('/distribuciones/getDistribucion', [{ idPeriodoDist: 3, page: 1 }]);
  });

  it('pages a long period 25 at a time, with the total of the whole period from the server', async () => {
    const muchas = Array.from({ length: 30 }, (_, i) => ({
      ...DISTRIBUCIONES[0]!,
      id_distribucion: 100 + i,
      motivo: `Contenido ${i + 1}`,
      silver: 1000,
    }));
    mockApi({ distribuciones: muchas });
    const { user } = renderPage();
    await screen.findByText('Contenido 1');
    expect(screen.queryByText('Contenido 26')).not.toBeInTheDocument();
    expect(screen.getByTestId('dist-total')).toHaveTextContent('Total: $30.000');
    const pager = screen.getByRole('navigation', { name: 'Páginas de distribuciones' });
    expect(pager).toHaveTextContent('1–25 de 30');
    await user.click(within(pager).getByRole('button', { name: 'Página 2' }));
    await screen.findByText('Contenido 26');
    expect(screen.queryByText('Contenido 1')).not.toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/distribuciones/getDistribucion', [{ idPeriodoDist: 3, page: 2 }]);
  });

  it('draws the charts only once the table has its rows: nothing drawn under a table still loading', async () => {
    mockApi();
    const servidor = vi.mocked(api.post).getMockImplementation()!;
    let soltarPagina!: () => void;
    const pagina = new Promise<void>((resolve) => (soltarPagina = resolve));
    vi.mocked(api.post).mockImplementation(async (url, body, ...rest) => {
      if (url === '/distribuciones/getDistribucion' && (body as [{ page?: number }])[0].page !== undefined) await pagina;
      return servidor(url, body, ...rest);
    });
    renderPage();
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/distribuciones/getDistribucion', [{ idPeriodoDist: 3 }]));
    // The whole list (the charts') has arrived, the table's page has not.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Gráficos del periodo' })).toBeNull();
    soltarPagina();
    expect(await screen.findByRole('region', { name: 'Gráficos del periodo' })).toBeInTheDocument();
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

  it('says at once that an unknown period does not exist: no state from the URL, no waiting for its distributions', async () => {
    const get = vi.spyOn(api, 'get').mockRejectedValue(failure(404, 'No existe el periodo 77'));
    vi.spyOn(api, 'post').mockReturnValue(new Promise(() => undefined));
    // The app's own retries: a 404 is final, not asked again a second later.
    renderWithProviders(
      <Routes>
        <Route path="/distribucion/crearDist/:idPeriodo/:nickname/:estado" element={<DistribucionesPage />} />
      </Routes>,
      { path: '/distribucion/crearDist/77/tesorero/3', appDefaults: true },
    );
    expect(await screen.findByText('No existe el periodo 77')).toBeInTheDocument();
    expect(get.mock.calls.filter(([url]) => url === '/distribuciones/periodo')).toHaveLength(1);
    expect(screen.queryByText(/Abierto/)).toBeNull();
  });

  it("shows the server's state, not the URL's, and corrects the URL", async () => {
    mockApi({ estado: 1 });
    renderConUbicacion('/distribucion/crearDist/3/tesorero/3');
    await screen.findByText('ZvZ en Caerleon');
    expect(await screen.findByText(/Finalizado/)).toBeInTheDocument();
    expect(screen.queryByText(/Abierto/)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('ubicacion')).toHaveTextContent('/distribucion/crearDist/3/tesorero/1'));
  });
});

describe('DistribucionesPage for a content manager', () => {
  it('offers create on an open period (even from a stale URL saying closed) and delete only on own live rows', async () => {
    mockApi();
    signIn('encargado1', [7]);
    renderPage('/distribucion/crearDist/3/tesorero/1');
    await screen.findByText('ZvZ en Caerleon');
    expect(await screen.findByRole('button', { name: 'Nueva distribución' })).toBeInTheDocument();
    expect(within(rowOf('ZvZ en Caerleon')).getByRole('button', { name: 'Eliminar distribución 12' })).toBeInTheDocument();
    expect(within(rowOf('Hellgate 5v5')).queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(within(rowOf('Cofres dorados')).queryByRole('button', { name: /^Eliminar/ })).toBeNull();
  });

  it('offers neither create nor delete when the server says the period is closed, whatever the URL says', async () => {
    mockApi({ estado: 2 });
    signIn('encargado1', [7]);
    renderPage('/distribucion/crearDist/3/tesorero/3');
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
    const dialog = await abrirEliminar12(eliminar);
    const submit = within(dialog).getByRole('button', { name: 'Eliminar' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Razón'), '   ');
    expect(submit).toBeDisabled();
    // Enter sends the reason (Shift+Enter starts a new line).
    await userEvent.type(within(dialog).getByLabelText('Razón'), 'Duplicada{Shift>}{Enter}{/Shift}x');
    expect(eliminar).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Razón'), '{Backspace}{Backspace}{Enter}');
    expect(await screen.findByText('Distribución eliminada')).toBeInTheDocument();
    expect(eliminar).toHaveBeenCalledWith([{ idDistribucion: 12, razon: 'Duplicada' }]);
  });

  it('a double click on «Eliminar» deletes once and shows the success, not "Error al eliminar"', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const eliminar = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    mockApi({ eliminar });
    signIn('encargado1', [7]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar distribución 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar distribución' });
    await userEvent.type(within(dialog).getByLabelText('Razón'), 'Duplicada');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(eliminar).toHaveBeenCalled());
    answer({ ok: true, message: 'Distribución 12 eliminada', distribucion: DISTRIBUCIONES[0] });
    expect(await screen.findByText('Distribución eliminada')).toBeInTheDocument();
    expect(eliminar).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Error al eliminar')).toBeNull();
  });

  it('keeps a reason typed and closed away with Escape: «Eliminar» on the same distribution shows it again', async () => {
    const eliminar = vi.fn();
    const dialog = await abrirEliminar12(eliminar);
    await userEvent.type(within(dialog).getByLabelText('Razón'), 'Registrada dos veces');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Eliminar distribución' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar distribución 12' }));
    const otra = await screen.findByRole('dialog', { name: 'Eliminar distribución' });
    await waitFor(() => expect(within(otra).getByLabelText('Razón')).toHaveValue('Registrada dos veces'));
    expect(eliminar).not.toHaveBeenCalled();
  });

  it('shows "Error al eliminar" with the fixed text and the server message when deletion fails', async () => {
    const dialog = await abrirEliminar12(() =>
      Promise.reject(failure(403, 'Solo el encargado de contenido que creó la distribución puede eliminarla')),
    );
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
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva distribución' }));
    return screen.findByRole('dialog', { name: 'Nueva distribución' });
  }

  /** The page of encargado1 with «Nueva distribución» open. */
  async function openAsEncargado() {
    signIn('encargado1', [7]);
    renderPage();
    return openDialog();
  }

  /** Chooses the voice channel ZvZ (jsdom cannot lay the overlay out: PrimeReact leaves it display:none there, hence `hidden`). */
  async function chooseZvZ(dialog: HTMLElement) {
    await within(dialog).findAllByText('Selecciona un canal de voz');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Canal de voz' }).closest('.p-dropdown') as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'ZvZ', hidden: true }));
  }

  it('mirrors the server validation and sends nothing while the form is incomplete', async () => {
    const crear = vi.fn();
    mockApi({ crear });
    const dialog = await openAsEncargado();
    expect(await within(dialog).findByText('Discord no está configurado')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(within(dialog).getByText('Seleccione al menos un jugador')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingrese la cantidad de plata')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingrese el motivo')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(crear).not.toHaveBeenCalled();
  });

  it('adds the players of a voice channel, registers an unknown name, confirms and sends one code per opening', async () => {
    // The code is drawn when the dialog mounts, before anything else of the opening asks for a random number.
    const random = vi.spyOn(Math, 'random').mockReturnValueOnce(0.25);
    const bodies: unknown[] = [];
    let fail = true;
    const crear = vi.fn(async (body: unknown) => {
      bodies.push(body);
      if (fail) throw failure(409, 'El periodo 3 está en estado "En distribución"');
      return { ok: true, message: 'Distribución 13 realizada', distribucion: DISTRIBUCIONES[0] };
    });
    mockApi({ crear, voice: { data: [{ id: '111', channel: 'ZvZ' }], configurado: true } });
    let dialog = await openAsEncargado();

    // Voice channel: its registered player joins the selection; the unknown name gets "Registrar".
    await chooseZvZ(dialog);
    const seleccionados = within(dialog).getByRole('region', { name: /Jugadores seleccionados/ });
    expect(await within(seleccionados).findByText('caelum')).toBeInTheDocument();
    expect(within(dialog).getByTestId('aviso-nombres')).toHaveTextContent('En el canal: 1 jugador registrado añadido.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar Forastero' }));
    const registro = await screen.findByRole('dialog', { name: 'Nuevo jugador' });
    expect(within(registro).getByLabelText('Nickname')).toHaveValue('Forastero');
    await userEvent.click(within(registro).getByRole('button', { name: 'Registrar' }));
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
        origen: { canal: { id: '111', nombre: 'ZvZ' } },
      },
    ]);
    expect(first.idDistribucion).toBe(100000 + Math.floor(0.25 * 900000));

    // A new opening draws a new code.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva distribución' })).toBeNull());
    random.mockReturnValueOnce(0.75);
    dialog = await openDialog();
    expect(within(dialog).getByText('Jugadores seleccionados (0)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Pegar una lista de nombres'));
    await userEvent.type(within(dialog).getByLabelText(/Nombres \(uno por línea/), 'aldrakar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir de la lista' }));
    await userEvent.type(within(dialog).getByLabelText('Silver'), '100');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Otra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { name: 'Sí, crear', hidden: true }),
    );
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect((bodies[2] as [{ idDistribucion: number }])[0].idDistribucion).toBe(100000 + Math.floor(0.75 * 900000));
  });

  it('computes the silver from the breakdown and shows each weighted share live, in the popup and in the request', async () => {
    const bodies: unknown[] = [];
    const crear = vi.fn(async (body: unknown) => {
      bodies.push(body);
      return { ok: true, message: 'Distribución 13 realizada', distribucion: DISTRIBUCIONES[0] };
    });
    mockApi({ crear, voice: { data: [{ id: '111', channel: 'ZvZ' }], configurado: true } });
    const dialog = await openAsEncargado();
    await chooseZvZ(dialog);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Registrar Forastero' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Nuevo jugador' })).getByRole('button', { name: 'Registrar' }),
    );
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
    expect(popup).toHaveTextContent('El gremio se queda: $101 (impuesto del desglose)');
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

  it('lets the officer correct a voice name before registering it, and says what the channel left out', async () => {
    mockApi({
      voice: { data: [{ id: '111', channel: 'ZvZ' }], configurado: true },
      canal: { data: [], sin_registrar: ['Nadie Registrado'], desactivados: ['dormido'] },
    });
    const post = vi.mocked(api.post);
    const dialog = await openAsEncargado();
    await chooseZvZ(dialog);
    const aviso = await within(dialog).findByTestId('aviso-nombres');
    expect(aviso).toHaveTextContent('Está desactivado y no se añade: dormido.');
    expect(aviso).toHaveTextContent('1 nombre sin registrar');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar Nadie Registrado' }));
    const registro = await screen.findByRole('dialog', { name: 'Nuevo jugador' });
    const campo = within(registro).getByLabelText('Nickname');
    // The dialog puts the focus on its field once shown: typing before that would lose keys.
    await waitFor(() => expect(campo).toHaveFocus());
    expect(await within(registro).findByText('El nickname solo admite letras y números')).toBeInTheDocument();
    expect(within(registro).getByRole('button', { name: 'Registrar' })).toBeDisabled();
    // Too long: said, not cut.
    await userEvent.clear(campo);
    await userEvent.type(campo, 'a'.repeat(33));
    expect(campo).toHaveValue('a'.repeat(33));
    expect(await within(registro).findByText('El nickname admite como máximo 32 caracteres')).toBeInTheDocument();
    await userEvent.clear(campo);
    await userEvent.type(campo, 'NadieRegistrado');
    await userEvent.click(within(registro).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Jugador registrado')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/jugadores/registrar', [{ nickname: 'nadieregistrado' }], intento());
    const seleccionados = within(dialog).getByRole('region', { name: /Jugadores seleccionados/ });
    expect(await within(seleccionados).findByText('nadieregistrado')).toBeInTheDocument();
  });

  it('says when the voice channel is empty', async () => {
    mockApi({
      voice: { data: [{ id: '111', channel: 'ZvZ' }], configurado: true },
      canal: { data: [], sin_registrar: [], desactivados: [] },
    });
    const dialog = await openAsEncargado();
    await chooseZvZ(dialog);
    expect(await within(dialog).findByTestId('aviso-nombres')).toHaveTextContent('El canal de voz está vacío.');
  });

  it('selects the players of a pasted list without Discord, and lists the unknown names to register', async () => {
    mockApi();
    const post = vi.mocked(api.post);
    const dialog = await openAsEncargado();
    expect(await within(dialog).findByText('Discord no está configurado')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Pegar una lista de nombres'));
    const lista = within(dialog).getByLabelText(/Nombres \(uno por línea/);
    // `[[` types one `[` (user-event).
    await userEvent.type(lista, '[[RDP] Aldrakar, brunhild{enter}Nuevo1 dormido');
    expect(within(dialog).getByText(/^4 nombres/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir de la lista' }));
    const seleccionados = within(dialog).getByRole('region', { name: /Jugadores seleccionados/ });
    expect(await within(seleccionados).findByText('aldrakar')).toBeInTheDocument();
    expect(within(seleccionados).getByText('brunhild')).toBeInTheDocument();
    // The keyboard goes on in the list of chosen players.
    await waitFor(() => expect(seleccionados).toHaveFocus());
    expect(post).toHaveBeenCalledWith('/distribuciones/jugadoresDeLista', [
      { lista: '[RDP] Aldrakar, brunhild\nNuevo1 dormido' },
    ]);
    expect(within(dialog).getByTestId('aviso-nombres')).toHaveTextContent('Está desactivado y no se añade: dormido.');
    expect(within(dialog).getByRole('button', { name: 'Registrar Nuevo1' })).toBeInTheDocument();
  });

  it('asks before Escape throws a filled form away', async () => {
    mockApi();
    signIn('encargado1', [7]);
    renderPage();
    await openDialog();
    // Empty: Escape closes at once.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva distribución' })).toBeNull());
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Mazmorra');
    await userEvent.keyboard('{Escape}');
    const pregunta = await screen.findByRole('dialog', { name: '¿Descartar la distribución?' });
    await userEvent.click(within(pregunta).getByRole('button', { name: 'Seguir editando' }));
    expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Mazmorra');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Descartar la distribución?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva distribución' })).toBeNull());
  });

  it('asks before Back throws a filled form away, and Back closes an empty one', async () => {
    mockApi();
    signIn('encargado1', [7]);
    renderPage();
    // The browser's Back button.
    const atras = () => window.history.back();
    await openDialog();
    atras();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva distribución' })).toBeNull());
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Mazmorra');
    for (const respuesta of ['Seguir editando', 'Seguir editando', 'Descartar']) {
      atras();
      const pregunta = await screen.findByRole('dialog', { name: '¿Descartar la distribución?' });
      fireEvent.click(within(pregunta).getByRole('button', { name: respuesta }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Descartar la distribución?' })).toBeNull());
    }
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva distribución' })).toBeNull());
    // Still on the period's page.
    expect(screen.getByRole('heading', { name: 'Distribuciones' })).toBeInTheDocument();
  });

  it('«Corregir» opens a new distribution with the deleted one’s players, silver and reason', async () => {
    mockApi();
    signIn('encargado1', [7]);
    renderPage();
    await screen.findByText('Cofres dorados');
    // Only on the deleted row.
    expect(screen.queryByRole('button', { name: 'Corregir distribución 12' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Corregir distribución 10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva distribución: corrige la distribución 10' });
    const seleccionados = within(dialog).getByRole('region', { name: /Jugadores seleccionados/ });
    expect(await within(seleccionados).findByText('caelum')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('9.000.000');
    expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Cofres dorados');
  });

  it('«?evento=» (the calendar’s «Crear distribución») opens a new distribution with the event’s players, once', async () => {
    const { get } = mockApi({
      paraDistribuir: (idEvento) => ({
        id_distribucion: 0,
        motivo: `Evento ${idEvento}`,
        silver: 0,
        desglose: null,
        jugadores: [
          { id_player: 1, nickname: 'aldrakar', peso: 1, activo: true },
          { id_player: 3, nickname: 'caelum', peso: 0.5, activo: true },
        ],
        origen: null,
        extras: [],
        id_periodo: 3,
      }),
    });
    signIn('encargado1', [7]);
    renderConUbicacion('/distribucion/crearDist/3/-/3?evento=41');
    // Filled in from the event, it corrects no distribution: its title says so.
    const dialog = await screen.findByRole('dialog', { name: 'Nueva distribución' });
    const seleccionados = within(dialog).getByRole('region', { name: /Jugadores seleccionados/ });
    expect(await within(seleccionados).findByText('aldrakar')).toBeInTheDocument();
    expect(within(seleccionados).getByText('caelum')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Evento 41');
    expect(get).toHaveBeenCalledWith('/calendario/paraDistribuir', { params: { idEvento: 41 } });
    // Read once: the parameter has left the URL (a reload does not open it again).
    await waitFor(() => expect(get.mock.calls.filter(([url]) => url === '/calendario/paraDistribuir')).toHaveLength(1));
    expect(screen.getByTestId('busqueda')).toBeEmptyDOMElement();
  });

  it('«?evento=» is ignored for an account that does not create distributions', async () => {
    const { get } = mockApi({ paraDistribuir: () => expect.unreachable() });
    signIn('lector', [3]);
    renderPage('/distribucion/crearDist/3/-/3?evento=41');
    await screen.findByText('ZvZ en Caerleon');
    expect(get.mock.calls.some(([url]) => url === '/calendario/paraDistribuir')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('«Eliminar y corregir» deletes, then opens the new distribution with the same data', async () => {
    const eliminar = vi.fn(async () => ({ ok: true, message: 'Distribución 12 eliminada', distribucion: DISTRIBUCIONES[0] }));
    const borrar = await abrirEliminar12(eliminar);
    await userEvent.type(within(borrar).getByLabelText('Razón'), 'Faltaba un jugador');
    await userEvent.click(within(borrar).getByRole('button', { name: 'Eliminar y corregir' }));
    expect(eliminar).toHaveBeenCalledWith([{ idDistribucion: 12, razon: 'Faltaba un jugador' }]);
    const dialog = await screen.findByRole('dialog', { name: 'Nueva distribución: corrige la distribución 12' });
    const seleccionados = within(dialog).getByRole('region', { name: /Jugadores seleccionados/ });
    expect(await within(seleccionados).findByText('aldrakar')).toBeInTheDocument();
    expect(within(seleccionados).getByText('brunhild')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Motivo')).toHaveValue('ZvZ en Caerleon');
  });

  it('shows the guild fund of the period on the page', async () => {
    mockApi();
    renderPage();
    await waitFor(() =>
      expect(screen.getByTestId('fondo-gremio')).toHaveTextContent('Fondo del gremio: $1.007 (impuesto $1.000 · restos $7)'),
    );
  });

  it('says under the silver what each player gets and what the guild keeps: 1.000.001 among 3 leaves 2', async () => {
    mockApi();
    const dialog = await openAsEncargado();
    const jugadores = within(dialog).getByRole('combobox', { name: /Jugadores/ });
    expect(jugadores).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Silver'), '1.000.001');
    expect(within(dialog).queryByTestId('resto-gremio')).toBeNull();
    // The list stays open while players are chosen.
    await userEvent.click(jugadores.closest('.p-multiselect') as HTMLElement);
    for (const nick of ['aldrakar', 'brunhild', 'caelum']) {
      await userEvent.click(await screen.findByRole('option', { name: nick, hidden: true }));
    }
    expect(await within(dialog).findByTestId('resto-gremio')).toHaveTextContent(
      '$333.333 por jugador entre 3 · El gremio se queda: $2 (resto del reparto)',
    );
  });

  it('refuses a decimal comma in the silver and creates nothing', async () => {
    const crear = vi.fn();
    mockApi({ crear });
    const dialog = await openAsEncargado();
    await userEvent.type(within(dialog).getByLabelText('Silver'), '45.000.000,5');
    expect(within(dialog).getByText('La plata es un número entero: quite la coma y los decimales')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(crear).not.toHaveBeenCalled();
  });
});

describe('«Volver a los periodos»', () => {
  it('goes back to the overview as it was left (page, filter, search)', async () => {
    mockApi();
    renderWithProviders(
      <Routes>
        <Route path="/distribucion/crearDist/:idPeriodo/:nickname/:estado" element={<DistribucionesPage />} />
      </Routes>,
      {
        path: '/distribucion/crearDist/3/tesorero/3',
        state: { desde: '/distribucion?pagina=2&estado=en-curso&nickname=ana&intervalo=30' },
      },
    );
    expect(await screen.findByRole('link', { name: 'Volver a los periodos' })).toHaveAttribute(
      'href',
      '/distribucion?pagina=2&estado=en-curso&nickname=ana&intervalo=30',
    );
  });

  it('without where it came from (a bookmark), it goes to the overview', async () => {
    mockApi();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Volver a los periodos' })).toHaveAttribute('href', '/distribucion');
  });
});
