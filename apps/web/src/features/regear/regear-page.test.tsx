import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CARGO, type Reclamo } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { failure, intento, periodo, signIn } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { conCambio } from '../../testing/cambio';
import RegearPage from './regear-page';
import { mensajeEventoInvalido } from './components/reclamar-seccion';
import { muerte, reclamo } from './regear-fixtures';

afterEach(() => vi.restoreAllMocks());

const PERIODO = periodo({ id_periodo: 7, lugar: 'Martlock', nombre_estado_distribucion: 'Abierto' });

function mockApi({
  reclamos = [] as Reclamo[],
  muertes = [muerte(), muerte({ eventId: 222, reclamada: true, battleId: null })],
  periodos = [PERIODO],
} = {}) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/regear/muertes') return { data: { ok: true, message: muertes } };
    if (url === '/distribuciones/periodosEnCurso') return { data: { ok: true, message: periodos, count: periodos.length } };
    if (url === '/regear') return { data: { ok: true, message: reclamos, count: reclamos.length } };
    throw new Error(`GET inesperado ${url}`);
  });
  const post = vi.spyOn(api, 'post').mockImplementation(async (url, body) => {
    if (url === '/distribuciones/getDistribucion') return { data: { ok: true, message: [] } };
    if (url === '/regear/reclamar') {
      const [{ eventId, nickname }] = body as [{ eventId: number; nickname: string }];
      return conCambio({ ok: true, message: reclamo({ event_id: eventId, nickname }) }, { tipo: 'regear', idPeriodo: 7 });
    }
    throw new Error(`POST inesperado ${url}`);
  });
  return { get, post };
}

describe('RegearPage: «Reclamar»', { timeout: 20_000 }, () => {
  it("lists the member's own recent deaths: items that count marked, the others with their reason, «sin precio», the claimed one disabled", async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    const { get } = mockApi();
    renderWithProviders(<RegearPage />);
    const primera = await screen.findByTestId('muerte-123456789');
    expect(get).toHaveBeenCalledWith('/regear/muertes', { params: { nickname: 'ana' } });
    expect(primera).toHaveTextContent('20 de noviembre del 2026 · 21:15 UTC');
    expect(primera).toHaveTextContent('Batalla 555 · IP 1320');
    const filas = within(within(primera).getByRole('table')).getAllByRole('row');
    expect(filas[1]).toHaveTextContent('Cabeza');
    expect(filas[1]).toHaveTextContent('T8_HEAD_PLATE_SET1@1');
    expect(filas[1]).toHaveTextContent('Cuenta');
    expect(filas[1]).toHaveTextContent('$120.000');
    expect(filas[2]).toHaveTextContent('Armadura');
    expect(filas[2]).toHaveTextContent('sin precio');
    expect(filas[3]).toHaveTextContent('No cuenta La bolsa nunca cuenta');
    expect(primera).toHaveTextContent('1 objeto sin precio: el revisor escribe su valor');
    // Claimed already: it cannot be claimed again.
    const reclamada = screen.getByTestId('muerte-222');
    expect(within(reclamada).getByRole('button', { name: /ya reclamada/ })).toBeDisabled();
    expect(reclamada).toHaveTextContent('Sin batalla');
    // A member claims for its own player only: no nickname field.
    expect(screen.queryByLabelText('Jugador del reclamo')).toBeNull();
    expect(screen.getByText('ana', { selector: 'strong' })).toBeInTheDocument();
  });

  it('files a claim of a death into the only period in course, with the server word in a toast', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    const { post } = mockApi();
    const { user } = renderWithProviders(<RegearPage />);
    const primera = await screen.findByTestId('muerte-123456789');
    await waitFor(() => expect(screen.getByLabelText('Periodo', { selector: 'select' })).toHaveValue('7'));
    await user.click(within(primera).getByRole('button', { name: /^Reclamar la muerte/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/regear/reclamar', [{ idPeriodo: 7, eventId: 123456789, nickname: 'ana' }], intento()),
    );
    expect(await screen.findByText(/Reclamo #41 de ana: \$120\.000; 1 sin precio/)).toBeInTheDocument();
  });

  it("refreshes the deaths and the claims from the write's cambio (x-cambio: regear)", async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    const { get } = mockApi();
    const { user } = renderWithProviders(<RegearPage />);
    const primera = await screen.findByTestId('muerte-123456789');
    await waitFor(() => expect(screen.getByLabelText('Periodo', { selector: 'select' })).toHaveValue('7'));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/regear', expect.anything()));
    const antes = (url: string) => get.mock.calls.filter(([u]) => u === url).length;
    const [muertes, reclamos] = [antes('/regear/muertes'), antes('/regear')];
    await user.click(within(primera).getByRole('button', { name: /^Reclamar la muerte/ }));
    await screen.findByText(/Reclamo #41 de ana/);
    expect(antes('/regear/muertes')).toBe(muertes + 1);
    expect(antes('/regear')).toBe(reclamos + 1);
  });

  it('claims only once a period is chosen among several, into the distribution chosen', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    const otro = periodo({
      id_periodo: 6,
      lugar: 'Lymhurst',
      id_estado_distribucion: 2,
      nombre_estado_distribucion: 'En distribución',
    });
    const { post } = mockApi({ periodos: [PERIODO, otro] });
    post.mockImplementation(async (url, body) => {
      if (url === '/distribuciones/getDistribucion') {
        return {
          data: {
            ok: true,
            message: [
              {
                id_distribucion: 90,
                fecha: '2026-11-20T20:00:00.000Z',
                motivo: 'ZvZ',
                nickname_encargado: 'encargado1',
                silver: 1000,
                razon_eliminacion: null,
                estado: true,
                jugadores: [],
              },
            ],
          },
        };
      }
      const [{ eventId, nickname }] = body as [{ eventId: number; nickname: string }];
      return conCambio({ ok: true, message: reclamo({ event_id: eventId, nickname }) }, { tipo: 'regear', idPeriodo: 6 });
    });
    const { user } = renderWithProviders(<RegearPage />);
    const primera = await screen.findByTestId('muerte-123456789');
    const boton = within(primera).getByRole('button', { name: /^Reclamar la muerte/ });
    await waitFor(() =>
      expect(screen.getByLabelText('Periodo', { selector: 'select' })).toHaveTextContent('Periodo 6 · Lymhurst'),
    );
    expect(screen.getByLabelText('Periodo', { selector: 'select' })).toHaveValue('');
    expect(boton).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Periodo', { selector: 'select' }), '6');
    await user.selectOptions(await screen.findByLabelText('Distribución (opcional)'), '90');
    await user.click(boton);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/regear/reclamar',
        [{ idPeriodo: 6, eventId: 123456789, nickname: 'ana', idDistribucion: 90 }],
        intento(),
      ),
    );
  });

  it("shows the server's refusal as a sentence (a death claimed meanwhile: 409)", async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    const { post } = mockApi();
    post.mockImplementation(async (url) => {
      if (url === '/distribuciones/getDistribucion') return { data: { ok: true, message: [] } };
      throw failure(409, 'Esa muerte ya fue reclamada');
    });
    const { user } = renderWithProviders(<RegearPage />);
    const primera = await screen.findByTestId('muerte-123456789');
    await waitFor(() => expect(screen.getByLabelText('Periodo', { selector: 'select' })).toHaveValue('7'));
    await user.click(within(primera).getByRole('button', { name: /^Reclamar la muerte/ }));
    expect(await screen.findByText('No se pudo registrar el reclamo. Esa muerte ya fue reclamada')).toBeInTheDocument();
  });

  it('says when the deaths cannot be read (killboard down: 503)', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    const { get } = mockApi();
    get.mockImplementation(async (url) => {
      if (url === '/regear/muertes') throw failure(503, 'El killboard de Albion no responde; vuelva a intentarlo más tarde');
      if (url === '/distribuciones/periodosEnCurso') return { data: { ok: true, message: [PERIODO], count: 1 } };
      return { data: { ok: true, message: [], count: 0 } };
    });
    renderWithProviders(<RegearPage />);
    expect(
      await screen.findByText(
        'No se pudieron leer las muertes: El killboard de Albion no responde; vuelva a intentarlo más tarde',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a pasted text that is neither an event id nor a killboard address, and claims a pasted address', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    const { post } = mockApi({ muertes: [] });
    const { user } = renderWithProviders(<RegearPage />);
    await waitFor(() => expect(screen.getByLabelText('Periodo', { selector: 'select' })).toHaveValue('7'));
    const campo = screen.getByLabelText('Evento del killboard (número o enlace)');
    await user.type(campo, 'la muerte de ayer{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(mensajeEventoInvalido());
    expect(post).not.toHaveBeenCalledWith('/regear/reclamar', expect.anything(), expect.anything());
    await user.clear(campo);
    await user.type(campo, 'https://albiononline.com/en/killboard/kill/987654321?server=live_ams{Enter}');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/regear/reclamar', [{ idPeriodo: 7, eventId: 987654321, nickname: 'ana' }], intento()),
    );
    expect(screen.queryByText(mensajeEventoInvalido())).toBeNull();
  });

  it('lets an officer type another nickname and read that player’s deaths', async () => {
    signIn('encargado', [CARGO.ENCARGADO_CONTENIDO]);
    const { get } = mockApi();
    const { user } = renderWithProviders(<RegearPage />);
    const campo = await screen.findByLabelText('Jugador del reclamo');
    expect(campo).toHaveValue('encargado');
    await user.clear(campo);
    await user.type(campo, 'ana{Enter}');
    await waitFor(() => expect(get).toHaveBeenCalledWith('/regear/muertes', { params: { nickname: 'ana' } }));
    expect(await screen.findByRole('heading', { name: 'Muertes recientes de ana' })).toBeInTheDocument();
  });
});

describe('RegearPage: «Reclamos»', { timeout: 20_000 }, () => {
  const RECLAMOS = [
    reclamo(),
    reclamo({ id_reclamo: 40, estado: 'rechazado', razon: 'Fuera del contenido', revisado_por: 'tesorero' }),
  ];

  it('lists the claims; a row opens onto its items, prices and total; filters go to the server', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    const { get } = mockApi({ reclamos: RECLAMOS });
    const { user } = renderWithProviders(<RegearPage />);
    const fila = await screen.findByTestId('reclamo-41');
    expect(fila).toHaveTextContent('Pendiente');
    expect(fila).toHaveTextContent('1 sin precio');
    expect(screen.getByTestId('reclamo-40')).toHaveTextContent('Fuera del contenido');
    await user.click(within(fila).getByRole('button', { name: 'Ver los objetos del reclamo 41' }));
    const items = await screen.findByRole('table', { name: 'Objetos del reclamo 41' });
    expect(items).toHaveTextContent('sin precio');
    expect(items.closest('.p-datatable')).toHaveTextContent('Total: $120.000');
    await user.type(screen.getByLabelText('Periodo', { selector: 'input' }), '7');
    await user.selectOptions(screen.getByLabelText('Estado'), 'pendiente');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/regear', { params: { idPeriodo: 7, estado: 'pendiente', page: 1 } }));
  });

  it('offers «Aprobar» and «Rechazar» on pending claims to the treasurer, not to a member', async () => {
    signIn('tesorero', [CARGO.TESORERO]);
    mockApi({ reclamos: RECLAMOS });
    const { unmount } = renderWithProviders(<RegearPage />);
    const fila = await screen.findByTestId('reclamo-41');
    expect(within(fila).getByRole('button', { name: 'Aprobar el reclamo 41 de ana' })).toBeEnabled();
    expect(within(fila).getByRole('button', { name: 'Rechazar el reclamo 41 de ana' })).toBeEnabled();
    // A reviewed claim has nothing to review.
    expect(within(screen.getByTestId('reclamo-40')).queryByRole('button', { name: /^Aprobar/ })).toBeNull();
    unmount();
    signIn('ana', [CARGO.MIEMBRO]);
    renderWithProviders(<RegearPage />);
    const deMiembro = await screen.findByTestId('reclamo-41');
    expect(within(deMiembro).queryByRole('button', { name: /^Aprobar/ })).toBeNull();
    expect(within(deMiembro).queryByRole('button', { name: /^Rechazar/ })).toBeNull();
  });
});
