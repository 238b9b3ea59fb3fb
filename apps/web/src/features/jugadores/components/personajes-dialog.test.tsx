// «Personajes» on the players page (docs/calendario.md, «Personajes de un miembro»): the leader sees a
// member's characters, links another player, unlinks one and picks the trading character; each write
// is followed by the server's list again, and a refusal is said in Spanish.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Miembro } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { failure, intento } from '../../../testing/fixtures';
import { choose, dropdownOptions } from '../../../testing/primereact';
import { renderWithProviders } from '../../../testing/render';
import { conCambio } from '../../../testing/cambio';
import JugadoresPage from '../jugadores-page';
import { filaJugador } from '../jugadores-mocks';

afterEach(() => vi.restoreAllMocks());

const row = filaJugador;
const ACTIVOS = [
  { id_player: 1, nickname: 'ana' },
  { id_player: 2, nickname: 'anaalt' },
  { id_player: 3, nickname: 'bruno' },
  { id_player: 4, nickname: 'carla' },
];

/** The API as the leader sees it: `miembros` is what GET /jugadores/personajes answers now. */
function servidor(miembros: { actual: Miembro[] }) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/jugadores/personajes') return { data: { ok: true, message: miembros.actual } };
    if (url === '/distribuciones/getJugadoresSelect') return { data: { ok: true, message: ACTIVOS } };
    return { data: { ok: true, roles: [], cargos: [] } };
  });
  vi.spyOn(api, 'post').mockResolvedValue({
    data: { ok: true, message: [row(1, 'ana'), row(2, 'anaalt'), row(3, 'bruno')], count: 3 },
  });
  return get;
}

const ANA: Miembro = {
  id_player: 1,
  nickname: 'ana',
  estado: true,
  id_player_comercio: null,
  personajes: [{ id_player: 2, nickname: 'anaalt', estado: true }],
};

async function abrir(nickname: string) {
  const utils = renderWithProviders(<JugadoresPage />);
  await utils.user.click(await screen.findByRole('button', { name: `Personajes de ${nickname}` }));
  const dialog = await screen.findByRole('dialog', { name: `Personajes de ${nickname}` });
  return { user: utils.user, dialog };
}

describe('PersonajesDialog', { timeout: 30_000 }, () => {
  it('links another player as a character (searchable list without the taken players) and shows the server’s list after it', async () => {
    const miembros = { actual: [ANA] };
    const get = servidor(miembros);
    const put = vi.spyOn(api, 'put').mockImplementation(async () => {
      miembros.actual = [{ ...ANA, personajes: [...ANA.personajes, { id_player: 3, nickname: 'bruno', estado: true }] }];
      return conCambio(
        { ok: true, message: 'bruno es ahora un personaje de ana', miembro: miembros.actual[0] },
        { tipo: 'jugador', idPlayer: 1 },
      );
    });
    const { user, dialog } = await abrir('ana');
    expect(await within(dialog).findByText('anaalt')).toBeInTheDocument();
    // ana herself and her character anaalt are not offered.
    expect(await dropdownOptions(user, 'Vincular otro jugador como personaje')).toEqual(['bruno', 'carla']);
    await user.keyboard('{Escape}');
    await choose(user, 'Vincular otro jugador como personaje', 'bruno', dialog);
    const personajesAntes = get.mock.calls.filter(([url]) => url === '/jugadores/personajes').length;
    await user.click(within(dialog).getByRole('button', { name: 'Vincular' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/jugadores/vincularPersonaje', [{ idPlayer: 3, idPlayerPrincipal: 1 }], intento()),
    );
    expect(await screen.findByText('bruno es ahora un personaje de ana')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Desvincular bruno de ana' })).toBeInTheDocument();
    expect(get.mock.calls.filter(([url]) => url === '/jugadores/personajes').length).toBeGreaterThan(personajesAntes);
  });

  it('unlinks a character and picks the trading character', async () => {
    const miembros = { actual: [ANA] };
    servidor(miembros);
    const put = vi
      .spyOn(api, 'put')
      .mockImplementation(async () => conCambio({ ok: true, message: 'Hecho', miembro: ANA }, { tipo: 'jugador', idPlayer: 1 }));
    const { user, dialog } = await abrir('ana');
    await choose(user, 'Personaje con el que comercia', 'anaalt', dialog);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/jugadores/personajeComercio', [{ idPlayer: 1, idPlayerComercio: 2 }], intento()),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Desvincular anaalt de ana' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/jugadores/vincularPersonaje', [{ idPlayer: 2, idPlayerPrincipal: null }], intento()),
    );
  });

  it('on a character, names its main and offers only to unlink it', async () => {
    servidor({ actual: [ANA] });
    const put = vi
      .spyOn(api, 'put')
      .mockImplementation(async () => conCambio({ ok: true, message: 'Hecho', miembro: ANA }, { tipo: 'jugador', idPlayer: 2 }));
    const { user, dialog } = await abrir('anaalt');
    expect(await within(dialog).findByText(/anaalt es un personaje de ana/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Vincular' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Desvincular anaalt de ana' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/jugadores/vincularPersonaje', [{ idPlayer: 2, idPlayerPrincipal: null }], intento()),
    );
  });

  it('says a refusal in Spanish in the dialog', async () => {
    servidor({ actual: [] });
    const mensaje = 'carla tiene una cuenta activa propia: desactívela antes de vincularla como personaje';
    vi.spyOn(api, 'put').mockRejectedValue(failure(409, mensaje));
    const { user, dialog } = await abrir('bruno');
    expect(within(dialog).getByText('bruno no tiene personajes vinculados.')).toBeInTheDocument();
    await choose(user, 'Vincular otro jugador como personaje', 'carla', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Vincular' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(mensaje);
  });

  it('is not offered to anyone else: the page refuses (API 403) and shows no «Personajes»', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(failure(403, 'No tiene permiso para realizar esta acción'));
    vi.spyOn(api, 'post').mockRejectedValue(failure(403, 'No tiene permiso para realizar esta acción'));
    renderWithProviders(<JugadoresPage />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Personajes de/ })).toBeNull();
  });
});
