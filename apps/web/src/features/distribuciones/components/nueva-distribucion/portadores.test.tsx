// «El botín lo tienen varios» in «Nueva distribución» (docs/liquidacion.md): the switch, one silver field
// per chosen player, the sum said while it differs from the silver, and the fewest transfers live.
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

function Con({ onTenencias }: { onTenencias?: (t: Tenencias) => void }) {
  const [tenencias, setTenencias] = useState<Tenencias>(null);
  return (
    <Portadores
      jugadores={JUGADORES}
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

  it('switched off sends no carriers', () => {
    expect(portadoresDe([1, 2], null)).toBeNull();
  });
});
