// «Alianzas» (docs/alianzas.md): the guild's alliances and invitations, the leader's answers, an
// alliance's splits (every guild's part, only the own guild's shares, paying one), and a new split picked
// across the member guilds' rosters. The API is mocked: what is checked is what the screen shows and sends.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CARGO, type Alianza, type JugadorDeAlianza, type RepartoAlianza } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { signIn } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import AlianzasPage from './alianzas-page';

afterEach(() => {
  vi.restoreAllMocks();
  signIn(null);
});

const ALIANZAS: Alianza[] = [
  {
    id_alianza: 3,
    nombre: 'Norte',
    estado: 'miembro',
    gremios: [
      { slug: 'principal', nombre: 'Los Primeros', estado: 'miembro', fundador: true },
      { slug: 'aliados', nombre: 'Los Aliados', estado: 'miembro', fundador: false },
    ],
  },
  {
    id_alianza: 4,
    nombre: 'Sur',
    estado: 'invitado',
    gremios: [
      { slug: 'sureños', nombre: 'Los Sureños', estado: 'miembro', fundador: true },
      { slug: 'principal', nombre: 'Los Primeros', estado: 'invitado', fundador: false },
    ],
  },
];
const REPARTOS: RepartoAlianza[] = [
  {
    id_reparto_alianza: 7,
    motivo: 'ZvZ en Martlock',
    silver: 1_000_001,
    fecha: '2026-12-01T20:00:00Z',
    anfitrion: 'principal',
    partes: [
      {
        gremio: 'principal',
        nombre: 'Los Primeros',
        participantes: 2,
        parte: 500_001,
        impuesto: 50_001,
        resto: 0,
        pagado: 225_000,
      },
      { gremio: 'aliados', nombre: 'Los Aliados', participantes: 2, parte: 500_000, impuesto: 100_000, resto: 0, pagado: 0 },
    ],
    mios: [
      { id_player: 11, nickname: 'brunhild', peso: 1, silver: 225_000, pagado: true },
      { id_player: 12, nickname: 'sigurd', peso: 1, silver: 225_000, pagado: false },
    ],
  },
];
const JUGADORES: JugadorDeAlianza[] = [
  { id_player: 11, nickname: 'brunhild', gremio: 'principal' },
  { id_player: 21, nickname: 'ragnar', gremio: 'aliados' },
];

function renderPage(cargos: number[]) {
  signIn('lider', cargos);
  const get = vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/alianzas')
      return { data: { ok: true, gremio: { slug: 'principal', nombre: 'Los Primeros' }, message: ALIANZAS } };
    if (url === '/alianzas/repartos') return { data: { ok: true, message: REPARTOS } };
    if (url === '/alianzas/jugadores') return { data: { ok: true, message: JUGADORES } };
    throw new Error(url);
  });
  const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: 'Hecho' } });
  const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ok: true, message: 'Hecho', id_reparto_alianza: 8 } });
  return { ...renderWithProviders(<AlianzasPage />), get, put, post };
}

describe('AlianzasPage', { timeout: 30_000 }, () => {
  it('lists the alliances with each guild’s state, and the leader accepts an invitation', async () => {
    const { user, put } = renderPage([CARGO.LIDER]);
    expect(await screen.findByText('Su gremio: Los Primeros (principal)')).toBeInTheDocument();
    const norte = screen.getByTestId('alianza-3');
    expect(within(norte).getByRole('list', { name: 'Gremios de la alianza «Norte»' })).toHaveTextContent(
      'Los Primeros (principal) · fundador · Miembro',
    );
    const sur = screen.getByTestId('alianza-4');
    expect(within(sur).getAllByText('Invitado')).toHaveLength(2);
    expect(within(sur).queryByRole('button', { name: 'Ver repartos' })).toBeNull();
    await user.click(within(sur).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/alianzas/aceptar', [{ idAlianza: 4 }], expect.anything()));
  });

  it('shows a member nothing to answer and no one to pay, but every guild’s part and its own shares', async () => {
    const { user } = renderPage([CARGO.MIEMBRO]);
    await screen.findByTestId('alianza-4');
    expect(screen.queryByRole('button', { name: 'Aceptar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Proponer alianza' })).toBeNull();
    await user.click(within(screen.getByTestId('alianza-3')).getByRole('button', { name: 'Ver repartos' }));
    const partes = await screen.findByRole('table', { name: 'Parte de cada gremio en «ZvZ en Martlock»' });
    expect(within(partes).getByText('Los Aliados (aliados)').closest('tr')).toHaveTextContent(
      'Participantes2Parte$500.000Impuesto$100.000Resto$0Pagado$0',
    );
    const mios = screen.getByRole('table', { name: 'Participantes de su gremio en «ZvZ en Martlock»' });
    expect(within(mios).getByText('sigurd').closest('tr')).toHaveTextContent('Pendiente');
    expect(screen.queryByRole('button', { name: /Marcar pagada/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nuevo reparto de alianza' })).toBeNull();
  });

  it('lets a treasurer pay an own member’s share', async () => {
    const { user, put } = renderPage([CARGO.TESORERO]);
    await user.click(within(await screen.findByTestId('alianza-3')).getByRole('button', { name: 'Ver repartos' }));
    await user.click(await screen.findByRole('button', { name: 'Marcar pagada la parte de sigurd' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/alianzas/repartos/pagar', [{ idRepartoAlianza: 7, id_player: 12 }], expect.anything()),
    );
    expect(screen.queryByRole('button', { name: 'Marcar pagada la parte de brunhild' })).toBeNull();
  });

  it('splits a new content among players of both guilds, and asks for what is missing first', async () => {
    const { user, post, get } = renderPage([CARGO.DISTRIBUIDOR]);
    await user.click(within(await screen.findByTestId('alianza-3')).getByRole('button', { name: 'Ver repartos' }));
    await user.click(await screen.findByRole('button', { name: 'Nuevo reparto de alianza' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nuevo reparto de alianza' });
    await user.click(within(dialogo).getByRole('button', { name: 'Repartir' }));
    expect(await within(dialogo).findByText('Escriba el motivo')).toBeInTheDocument();
    expect(within(dialogo).getByText('Elija al menos un participante')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledWith('/alianzas/jugadores', { params: { idAlianza: 3 } });

    await user.click(within(dialogo).getByLabelText('Motivo'));
    await user.paste('ZvZ en Lymhurst');
    await user.click(within(dialogo).getByLabelText('Plata a repartir'));
    await user.paste('300000');
    await user.click(within(dialogo).getByRole('combobox', { name: 'Participantes' }).closest('.p-multiselect') as HTMLElement);
    const lista = await screen.findByRole('listbox', { name: 'Participantes', hidden: true });
    await user.click(await within(lista).findByRole('option', { name: 'brunhild · principal', hidden: true }));
    await user.click(await within(lista).findByRole('option', { name: 'ragnar · aliados', hidden: true }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.p-multiselect-panel')).toBeNull());
    const peso = await within(dialogo).findByLabelText('Peso de ragnar · aliados');
    await user.clear(peso);
    await user.type(peso, '2');
    await user.click(within(dialogo).getByRole('button', { name: 'Repartir' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/alianzas/repartos',
        [
          {
            idAlianza: 3,
            motivo: 'ZvZ en Lymhurst',
            silver: 300_000,
            participantes: [
              { id_player: 11, peso: 1 },
              { id_player: 21, peso: 2 },
            ],
          },
        ],
        expect.anything(),
      ),
    );
  });
});
