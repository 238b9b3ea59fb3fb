// «El botín lo tienen varios» in «Nueva distribución» (docs/liquidacion.md): the switch, one silver field
// per chosen player, the sum said while it differs from the silver, and the fewest transfers live.
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortadorDelRegistro } from '@reparto/contract';
import { Portadores, portadoresDe, type Tenencias } from './portadores';

const JUGADORES = [
  { id: 1, nickname: 'ravenna' },
  { id: 2, nickname: 'darkvex' },
  { id: 3, nickname: 'tanque' },
];
// 3.000.000 among three: 1.000.000 each.
const PARTES = new Map([
  [1, 1_000_000],
  [2, 1_000_000],
  [3, 1_000_000],
]);

function Con({
  onTenencias,
  registro = null,
  jugadores = JUGADORES,
}: {
  onTenencias?: (t: Tenencias) => void;
  registro?: PortadorDelRegistro[] | null;
  jugadores?: typeof JUGADORES;
}) {
  const [tenencias, setTenencias] = useState<Tenencias>(null);
  return (
    <Portadores
      registro={registro}
      jugadores={jugadores}
      partes={PARTES}
      silver={3_000_000}
      tenencias={tenencias}
      onChange={(t) => {
        setTenencias(t);
        onTenencias?.(t);
      }}
    />
  );
}

describe('Portadores', () => {
  it('asks each player what they hold and lists the fewest transfers once it adds up', async () => {
    let ultimo: Tenencias = null;
    render(<Con onTenencias={(t) => (ultimo = t)} />);
    expect(screen.queryByLabelText('Lo que tiene ravenna')).toBeNull();
    await userEvent.click(screen.getByLabelText('El botín lo tienen varios'));
    await userEvent.type(screen.getByLabelText('Lo que tiene ravenna'), '2200000');
    expect(screen.getByText(/Los portadores tienen \$2\.200\.000 de \$3\.000\.000/)).toBeTruthy();
    expect(screen.queryByTestId('transferencias')).toBeNull();
    await userEvent.type(screen.getByLabelText('Lo que tiene darkvex'), '800000');
    expect(screen.queryByText(/Los portadores tienen/)).toBeNull();
    const lista = within(screen.getByTestId('transferencias'));
    expect(lista.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'ravenna paga $1.000.000 a tanque',
      'ravenna paga $200.000 a darkvex',
    ]);
    expect(portadoresDe([1, 2, 3], ultimo)).toEqual([
      { id_player: 1, silver: 2_200_000 },
      { id_player: 2, silver: 800_000 },
    ]);
  });

  it('says nobody owes anything when each holds their share', async () => {
    render(<Con />);
    await userEvent.click(screen.getByLabelText('El botín lo tienen varios'));
    for (const j of JUGADORES) await userEvent.type(screen.getByLabelText(`Lo que tiene ${j.nickname}`), '1000000');
    expect(screen.getByText('Nadie debe nada a nadie.')).toBeTruthy();
  });

  it('takes what each one holds from the valued loot log, in proportion to what they looted', async () => {
    let ultimo: Tenencias = null;
    // ravenna looted 4.000.000 of value, DarkVex 2.000.000: the 3.000.000 split 2:1.
    const registro = [
      { nombre: 'ravenna', valor: 4_000_000 },
      { nombre: 'DarkVex', valor: 2_000_000 },
    ];
    render(<Con registro={registro} onTenencias={(t) => (ultimo = t)} />);
    await userEvent.click(screen.getByLabelText('El botín lo tienen varios'));
    await userEvent.click(screen.getByRole('button', { name: 'Tomar del registro de botín' }));
    expect((screen.getByLabelText('Lo que tiene ravenna') as HTMLInputElement).value).toBe('2.000.000');
    expect((screen.getByLabelText('Lo que tiene darkvex') as HTMLInputElement).value).toBe('1.000.000');
    expect(portadoresDe([1, 2, 3], ultimo)).toEqual([
      { id_player: 1, silver: 2_000_000 },
      { id_player: 2, silver: 1_000_000 },
    ]);
    expect(
      within(screen.getByTestId('transferencias'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ravenna paga $1.000.000 a tanque']);
    expect(screen.queryByTestId('portadores-sin-jugador')).toBeNull();
  });

  it('says which looters are not players, and the sum falls short until they are added', async () => {
    const registro = [
      { nombre: 'ravenna', valor: 2 },
      { nombre: 'forastero', valor: 1 },
      { nombre: '', valor: 0 },
    ];
    const { rerender } = render(<Con registro={registro} />);
    await userEvent.click(screen.getByLabelText('El botín lo tienen varios'));
    await userEvent.click(screen.getByRole('button', { name: 'Tomar del registro de botín' }));
    expect(screen.getByTestId('portadores-sin-jugador').textContent).toBe(
      'Del registro de botín, sin jugador en la distribución: forastero ($1.000.000). Añádalos y vuelva a tomarlo del registro, o corrija lo que tiene cada uno.',
    );
    expect(screen.getByText(/Los portadores tienen \$2\.000\.000 de \$3\.000\.000/)).toBeTruthy();
    // Once the looter is a player of the distribution the sentence goes; typing a carrier clears it too.
    rerender(<Con registro={registro} jugadores={[...JUGADORES, { id: 4, nickname: 'Forastero' }]} />);
    expect(screen.queryByTestId('portadores-sin-jugador')).toBeNull();
  });

  it('offers no «Tomar del registro de botín» without a valued log', async () => {
    render(<Con />);
    await userEvent.click(screen.getByLabelText('El botín lo tienen varios'));
    expect(screen.queryByRole('button', { name: 'Tomar del registro de botín' })).toBeNull();
  });

  it('switched off sends no carriers', () => {
    expect(portadoresDe([1, 2], null)).toBeNull();
  });
});
