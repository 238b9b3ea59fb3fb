// Attendance sessions in «Nueva distribución» (docs/asistencia.md): a finished session imported fills
// the players with the weights their presence suggests, shows their minutes up to the confirmation and
// links the session to the distribution; a session is started on the chosen voice channel and ended
// from the dialog, and the sessions recording now are shown to the officer who comes back.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DetalleSesion, SesionAsistencia } from '@reparto/contract';
import { sessionStore } from '../../lib/session';
import { conCambio } from '../../testing/cambio';
import { usarIdioma } from '../../testing/idioma';
import { DISTRIBUCIONES, mockApi, renderPage, signIn } from './distribuciones-mocks';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await Promise.all([
    import('./components/nueva-distribucion/nueva-distribucion-dialog'),
    import('./components/nuevo-jugador-dialog'),
  ]);
}, 60_000);
beforeEach(() => sessionStore.notAuthenticated());
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.reset();
});

const INICIO = '2026-11-27T20:00:00.000Z';
const FIN = '2026-11-27T22:00:00.000Z';

const sesion = (over: Partial<SesionAsistencia>): SesionAsistencia => ({
  id_sesion: 7,
  canal: 'ZvZ',
  inicio: INICIO,
  fin: FIN,
  iniciada_por: 'encargado1',
  miembros: 4,
  id_distribucion: null,
  ...over,
});

const DETALLE: DetalleSesion = {
  id_sesion: 7,
  canal: 'ZvZ',
  inicio: INICIO,
  fin: FIN,
  duracion: 120,
  iniciada_por: 'encargado1',
  id_distribucion: null,
  jugadores: [
    { nickname: 'aldrakar', id_player: 1, minutos: 120, peso_sugerido: 1 },
    { nickname: 'brunhild', id_player: 2, minutos: 60, peso_sugerido: 0.5 },
  ],
  sin_registrar: [{ nombre: 'Forastero', minutos: 30 }],
  desactivados: ['dormido'],
};

/** The API with Discord configured and attendance sessions, held in `sesiones` (the writes change it). */
function mockAsistencia(iniciales: SesionAsistencia[], crear?: (body: unknown) => Promise<unknown>) {
  // Each write makes a new list (the cached one is not changed under the screen).
  let sesiones = [...iniciales];
  const { get, post } = mockApi({
    voice: { data: [{ id: '111', channel: 'ZvZ' }], configurado: true },
    ...(crear ? { crear } : {}),
  });
  const getAntes = get.getMockImplementation()!;
  get.mockImplementation(async (url, options) => {
    if (url === '/asistencia/sesiones') return { data: { ok: true, message: sesiones, count: sesiones.length } };
    if (url === '/asistencia/sesion') {
      expect(options?.params).toEqual({ idSesion: 7 });
      return { data: { ok: true, message: DETALLE } };
    }
    return getAntes(url, options);
  });
  const postAntes = post.getMockImplementation()!;
  post.mockImplementation(async (url, body, write) => {
    if (url === '/asistencia/iniciar') {
      sesiones = [sesion({ id_sesion: 9, inicio: new Date().toISOString(), fin: null, miembros: 3 }), ...sesiones];
      return conCambio({ ok: true, message: { id_sesion: 9, canal: 'ZvZ', inicio: INICIO } }, { tipo: 'asistencia' });
    }
    if (url === '/asistencia/terminar') {
      const [{ idSesion }] = body as [{ idSesion: number }];
      sesiones = sesiones.map((s) => (s.id_sesion === idSesion ? { ...s, fin: FIN } : s));
      return conCambio({ ok: true, message: 'Sesión terminada' }, { tipo: 'asistencia' });
    }
    return postAntes(url, body, write);
  });
  return { get, post };
}

async function abrirDialogo() {
  signIn('encargado1', [7]);
  renderPage();
  await screen.findByText('ZvZ en Caerleon');
  await userEvent.click(await screen.findByRole('button', { name: 'Nueva distribución' }));
  return screen.findByRole('dialog', { name: 'Nueva distribución' }, { timeout: 10_000 });
}

async function abrirLista(dialog: HTMLElement, nombre: string) {
  // Once its options have loaded (a list still loading is disabled, and a click opens nothing).
  // The section shows once the voice channels answered that Discord is configured.
  const combo = await within(dialog).findByRole('combobox', { name: nombre }, { timeout: 5_000 });
  const lista = combo.closest('.p-dropdown') as HTMLElement;
  await waitFor(() => expect(lista).not.toHaveClass('p-disabled'));
  await waitFor(() => expect(within(dialog).queryByText('Cargando sesiones…')).toBeNull());
  await userEvent.click(lista);
}

describe('«Importar asistencia»', () => {
  it('fills the players with the suggested weights, shows the minutes to the confirmation and links the session', async () => {
    const crear = vi.fn(async (_body: unknown) => ({
      ok: true,
      message: 'Distribución 13 realizada',
      distribucion: DISTRIBUCIONES[0],
    }));
    mockAsistencia(
      [sesion({ id_sesion: 8, canal: 'Hellgate', fin: null }), sesion({}), sesion({ id_sesion: 6, id_distribucion: 11 })],
      crear,
    );
    const dialog = await abrirDialogo();

    // The finished sessions only, with channel, duration and members; one already linked says so.
    await abrirLista(dialog, 'Importar asistencia');
    const opciones = await waitFor(() => {
      const items = screen.getAllByRole('option', { hidden: true }).filter((o) => o.classList.contains('p-dropdown-item'));
      expect(items).toHaveLength(2);
      return items;
    });
    expect(opciones.map((o) => o.textContent)).toEqual([
      expect.stringMatching(/^ZvZ · .+ · 120 min · 4 miembros$/),
      expect.stringMatching(/^ZvZ · .+ · 120 min · 4 miembros · ya en la distribución #11$/),
    ]);
    await userEvent.click(opciones[0]!);

    const lista = await within(dialog).findByRole('region', { name: /Jugadores seleccionados/ });
    await within(lista).findByText('aldrakar');
    expect(within(lista).getByLabelText('Peso de aldrakar')).toHaveValue('1');
    expect(within(lista).getByLabelText('Peso de brunhild')).toHaveValue('0,5');
    expect(within(lista).getByTestId('seleccionado-brunhild')).toHaveTextContent('60 min');
    // Switched-off players are announced and unknown names offered for registration, as the voice import does.
    const aviso = within(dialog).getByTestId('aviso-nombres');
    expect(aviso).toHaveTextContent('De la sesión: 2 jugadores registrados añadidos, con el peso según su presencia.');
    expect(aviso).toHaveTextContent('Está desactivado y no se añade: dormido.');
    expect(within(dialog).getByRole('button', { name: 'Registrar Forastero' })).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Silver'), '3.000');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'ZvZ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    // 3.000 × 10/15 and × 5/15.
    const confirmacion = await within(dialog).findByTestId('confirmar-distribucion');
    expect(within(confirmacion).getByText('aldrakar: $2.000 · 120 min')).toBeInTheDocument();
    expect(within(confirmacion).getByText('brunhild: $1.000 · 60 min')).toBeInTheDocument();
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { name: 'Sí, crear', hidden: true }),
    );
    await waitFor(() => expect(crear).toHaveBeenCalled());
    expect(crear.mock.calls[0]![0]).toEqual([
      expect.objectContaining({
        jugadores: [1, 2],
        pesos: [
          { id_player: 1, peso: 1 },
          { id_player: 2, peso: 0.5 },
        ],
        idSesion: 7,
      }),
    ]);
  });

  it('gives an unknown name of the session, once registered, the weight its minutes suggest', async () => {
    mockAsistencia([sesion({})]);
    const dialog = await abrirDialogo();
    await abrirLista(dialog, 'Importar asistencia');
    await userEvent.click(await screen.findByRole('option', { name: /^ZvZ/, hidden: true }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Registrar Forastero' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Nuevo jugador' })).getByRole('button', { name: 'Registrar' }),
    );
    const lista = within(dialog).getByRole('region', { name: /Jugadores seleccionados/ });
    // 30 of 120 minutes: 0,3.
    expect(await within(lista).findByLabelText('Peso de forastero')).toHaveValue('0,3');
    expect(within(lista).getByTestId('seleccionado-forastero')).toHaveTextContent('30 min');
  });
});

describe('starting and ending a session', () => {
  it('starts one on the chosen voice channel, shows it recording, and ends it', async () => {
    const { post } = mockAsistencia([]);
    const dialog = await abrirDialogo();
    expect(await within(dialog).findByText('Elija antes el canal de voz.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Iniciar sesión de asistencia/ })).toBeNull();

    await abrirLista(dialog, 'Canal de voz');
    await userEvent.click(await screen.findByRole('option', { name: 'ZvZ', hidden: true }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Iniciar sesión de asistencia en ZvZ' }));
    expect(post).toHaveBeenCalledWith('/asistencia/iniciar', [{ idCanal: '111' }], expect.anything());

    // Its cambio refreshes the list: the session records, and no second one is offered on that channel.
    const grabando = await within(dialog).findByTestId('grabando-9');
    expect(grabando).toHaveTextContent(/^Grabando en ZvZ desde las \d\d:\d\d · 3 miembros/);
    expect(within(dialog).queryByRole('button', { name: 'Iniciar sesión de asistencia en ZvZ' })).toBeNull();

    await userEvent.click(within(grabando).getByRole('button', { name: 'Terminar la sesión de ZvZ' }));
    expect(post).toHaveBeenCalledWith('/asistencia/terminar', [{ idSesion: 9 }], expect.anything());
    await waitFor(() => expect(within(dialog).queryByTestId('grabando-9')).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Iniciar sesión de asistencia en ZvZ' })).toBeInTheDocument();
  });

  it('shows the sessions recording when the dialog opens again, before any channel is chosen', async () => {
    mockAsistencia([sesion({ id_sesion: 8, canal: 'Hellgate', fin: null, miembros: 12 })]);
    const dialog = await abrirDialogo();
    const grabando = await within(dialog).findByTestId('grabando-8');
    expect(grabando).toHaveTextContent(/Grabando en Hellgate desde las \d\d:\d\d · 12 miembros/);
    expect(within(grabando).getByRole('button', { name: 'Terminar la sesión de Hellgate' })).toBeEnabled();
  });

  it('offers «Terminar» only on the sessions the account started (as the API allows), naming who started the others', async () => {
    mockAsistencia([
      sesion({ id_sesion: 8, canal: 'Hellgate', fin: null, miembros: 12 }),
      sesion({ id_sesion: 10, canal: 'Ganking', fin: null, miembros: 3, iniciada_por: 'encargado2' }),
    ]);
    const dialog = await abrirDialogo();
    const ajena = await within(dialog).findByTestId('grabando-10');
    expect(within(ajena).queryByRole('button', { name: 'Terminar la sesión de Ganking' })).toBeNull();
    expect(ajena).toHaveTextContent('Iniciada por encargado2: la termina quien la inició, un TESORERO o el LIDER.');
    expect(
      within(within(dialog).getByTestId('grabando-8')).getByRole('button', { name: 'Terminar la sesión de Hellgate' }),
    ).toBeEnabled();
  });

  it('sends nothing about attendance without Discord configured', async () => {
    const { get } = mockApi();
    const dialog = await abrirDialogo();
    await within(dialog).findByText('Discord no está configurado');
    expect(within(dialog).queryByText('Sesión de asistencia')).toBeNull();
    expect(get.mock.calls.some(([url]) => String(url).startsWith('/asistencia'))).toBe(false);
  });
});

describe('attendance in English', () => {
  it('names the section, its buttons and what records', async () => {
    await usarIdioma('en');
    mockAsistencia([sesion({ id_sesion: 8, canal: 'Hellgate', fin: null, miembros: 1 })]);
    signIn('encargado1', [7]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New distribution' }));
    const dialog = await screen.findByRole('dialog', { name: 'New distribution' }, { timeout: 10_000 });
    expect(await within(dialog).findByTestId('grabando-8')).toHaveTextContent(
      /^Recording in Hellgate since \d\d:\d\d · 1 member/,
    );
    expect(within(dialog).getByRole('button', { name: 'End the session of Hellgate' })).toBeInTheDocument();
    expect(within(dialog).getByText('Attendance session')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the voice channel first.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Import attendance' })).toBeInTheDocument();
  });
});
