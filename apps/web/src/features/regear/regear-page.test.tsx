import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CARGO, type Reclamo } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { failure, intento, periodo, signIn } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { conCambio } from '../../testing/cambio';
import RegearPage from './regear-page';
import { mensajeEventoInvalido, mensajeHostAjeno } from './components/reclamar-seccion';
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
    const { user } = renderWithProviders(<RegearPage />);
    const primera = await screen.findByTestId('muerte-123456789');
    expect(get).toHaveBeenCalledWith('/regear/muertes', { params: { nickname: 'ana' } });
    expect(primera).toHaveTextContent('20 de noviembre del 2026 · 21:15 UTC');
    expect(primera).toHaveTextContent('Batalla 555 · IP 1320');
    // One line until opened.
    expect(within(primera).queryByRole('table')).toBeNull();
    await user.click(
      within(primera).getByRole('button', {
        name: 'Ver los objetos de la muerte del 20 de noviembre del 2026 a las 21:15 (evento 123456789)',
      }),
    );
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

describe('RegearPage: the review queue first for a reviewer', { timeout: 20_000 }, () => {
  it('lands a treasurer on «Reclamos» with its pending count; «Reclamar» is the other tab', async () => {
    signIn('tesorero', [CARGO.TESORERO]);
    const { get } = mockApi({ reclamos: [reclamo(), reclamo({ id_reclamo: 42 })] });
    const { user } = renderWithProviders(<RegearPage />);
    const cola = await screen.findByRole('tab', { name: 'Reclamos (2 pendientes)' });
    expect(cola).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('reclamo-41')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/regear', { params: { estado: 'pendiente', page: 1 } });
    // The deaths wait behind their tab.
    expect(screen.queryByRole('heading', { name: /Muertes recientes/ })).toBeNull();
    expect(get).not.toHaveBeenCalledWith('/regear/muertes', expect.anything());
    await user.click(screen.getByRole('tab', { name: 'Reclamar' }));
    expect(screen.getByRole('tab', { name: 'Reclamar' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('muerte-123456789')).toBeInTheDocument();
    expect(screen.queryByTestId('reclamo-41')).toBeNull();
  });

  it('shows a member both sections, with no tabs', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    mockApi({ reclamos: [reclamo()] });
    renderWithProviders(<RegearPage />);
    expect(await screen.findByTestId('muerte-123456789')).toBeInTheDocument();
    expect(await screen.findByTestId('reclamo-41')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('RegearPage: which deaths can be claimed', { timeout: 20_000 }, () => {
  // The period in course runs from 2026-11-01.
  const periodos = [periodo({ id_periodo: 7, lugar: 'Martlock', fecha_inicial: '2026-11-01T00:00:00.000Z' })];
  const muertes = [
    muerte({ eventId: 1, fecha: '2026-11-10T10:00:00.000Z' }),
    muerte({ eventId: 2, fecha: '2026-10-20T10:00:00.000Z' }),
    muerte({ eventId: 3, fecha: '2026-11-25T10:00:00.000Z', otroGremio: 'Los Otros' }),
    muerte({ eventId: 4, fecha: '2026-11-28T10:00:00.000Z' }),
  ];

  it('lists them newest first; another guild’s and one outside every period in course are greyed out with their reason', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    mockApi({ muertes, periodos });
    renderWithProviders(<RegearPage />);
    await screen.findByTestId('muerte-4');
    const orden = screen.getAllByTestId(/^muerte-/).map((e) => e.dataset.testid);
    expect(orden).toEqual(['muerte-4', 'muerte-3', 'muerte-1', 'muerte-2']);
    const ajena = screen.getByTestId('muerte-3');
    expect(ajena).toHaveClass('regear-muerte-gris');
    expect(ajena).toHaveTextContent('murió en otro gremio (Los Otros): no se puede reclamar');
    expect(
      within(ajena).getByRole('button', { name: /^No reclamable: muerte del .*: murió en otro gremio \(Los Otros\)/ }),
    ).toBeDisabled();
    const fuera = screen.getByTestId('muerte-2');
    await waitFor(() => expect(fuera).toHaveTextContent('fuera de todo periodo en curso: no se puede reclamar'));
    expect(within(fuera).getByRole('button', { name: /fuera de todo periodo en curso/ })).toBeDisabled();
    expect(within(fuera).queryByRole('button', { name: /^Reclamar la muerte/ })).toBeNull();
    await waitFor(() =>
      expect(within(screen.getByTestId('muerte-4')).getByRole('button', { name: /^Reclamar la muerte/ })).toBeEnabled(),
    );
    expect(screen.getByTestId('muerte-4')).not.toHaveClass('regear-muerte-gris');
  });

  it('says why «Reclamar» is disabled until a period is chosen', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    const otro = periodo({ id_periodo: 6, lugar: 'Lymhurst', id_estado_distribucion: 2 });
    mockApi({ periodos: [PERIODO, otro] });
    const { user } = renderWithProviders(<RegearPage />);
    const primera = await screen.findByTestId('muerte-123456789');
    const aviso = 'Elija antes el periodo: «Reclamar» se activa cuando hay uno elegido';
    expect(screen.getByRole('note')).toHaveTextContent(aviso);
    const boton = within(primera).getByRole('button', { name: /^Reclamar la muerte/ });
    expect(boton).toBeDisabled();
    expect(boton).toHaveAccessibleName(expect.stringContaining(aviso));
    await user.selectOptions(screen.getByLabelText('Periodo', { selector: 'select' }), '6');
    expect(screen.queryByText(aviso)).toBeNull();
    expect(within(primera).getByRole('button', { name: /^Reclamar la muerte/ })).toBeEnabled();
  });

  it('refuses a link of a host that is not the killboard’s with its own sentence', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    const { post } = mockApi({ muertes: [] });
    const { user } = renderWithProviders(<RegearPage />);
    await waitFor(() => expect(screen.getByLabelText('Periodo', { selector: 'select' })).toHaveValue('7'));
    await user.type(
      screen.getByLabelText('Evento del killboard (número o enlace)'),
      'https://evil.example/kill/123456789{Enter}',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(mensajeHostAjeno());
    expect(post).not.toHaveBeenCalledWith('/regear/reclamar', expect.anything(), expect.anything());
  });
});

describe('RegearPage: an approved claim, a rejected one, one’s own', { timeout: 20_000 }, () => {
  it('offers «Rechazar» (with its reason) on an approved claim, never «Aprobar»', async () => {
    signIn('tesorero', [CARGO.TESORERO]);
    mockApi({ reclamos: [reclamo({ estado: 'aprobado', sin_precio: 0, revisado_por: 'lider' })] });
    const put = vi
      .spyOn(api, 'put')
      .mockImplementation(async () => conCambio({ ok: true, message: reclamo({ estado: 'rechazado' }) }, { tipo: 'regear' }));
    const { user } = renderWithProviders(<RegearPage />);
    const fila = await screen.findByTestId('reclamo-41');
    expect(within(fila).queryByRole('button', { name: /^Aprobar/ })).toBeNull();
    await user.click(within(fila).getByRole('button', { name: 'Rechazar el reclamo 41 de ana' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Rechazar el reclamo #41' });
    await user.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialogo).findByText('Escriba la razón')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.type(within(dialogo).getByRole('textbox'), 'Muerte fuera del contenido');
    await user.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/regear/rechazar', [{ idReclamo: 41, razon: 'Muerte fuera del contenido' }], intento()),
    );
  });

  it('shows a rejected claim’s amount struck through, as not owed', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    mockApi({ reclamos: [reclamo({ id_reclamo: 40, estado: 'rechazado', razon: 'No', silver: 120_000 })] });
    renderWithProviders(<RegearPage />);
    const fila = await screen.findByTestId('reclamo-40');
    const monto = within(fila).getByText('$120.000');
    expect(monto.tagName).toBe('S');
    expect(fila).toHaveTextContent('$120.000 no se paga');
  });

  it('offers no review of the reviewer’s own player’s claim (the leader: the server decides)', async () => {
    signIn('tesorero', [CARGO.TESORERO]);
    mockApi({ reclamos: [reclamo({ nickname: 'tesorero' })] });
    const { unmount } = renderWithProviders(<RegearPage />);
    const fila = await screen.findByTestId('reclamo-41');
    expect(within(fila).queryByRole('button', { name: /^(Aprobar|Rechazar)/ })).toBeNull();
    unmount();
    signIn('lider', [CARGO.LIDER]);
    mockApi({ reclamos: [reclamo({ nickname: 'lider' })] });
    renderWithProviders(<RegearPage />);
    expect(await screen.findByRole('button', { name: 'Aprobar el reclamo 41 de lider' })).toBeEnabled();
  });
});
