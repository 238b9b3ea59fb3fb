// A chosen player's chip (seleccionados.tsx): its name, its minutes in the attendance session imported
// and its weight read apart («aldrakar 2 min Peso»), never run together.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../testing/render';
import { Seleccionados } from './seleccionados';

describe('Seleccionados', () => {
  it('keeps the name, the minutes and the weight of a chip apart', async () => {
    renderWithProviders(
      <Seleccionados
        jugadores={[
          { id: 1, nickname: 'aldrakar' },
          { id: 2, nickname: 'brunhild' },
        ]}
        pesos={{}}
        partes={null}
        porJugador={null}
        onPeso={() => undefined}
        onQuitar={() => undefined}
        minutos={{ 1: 2 }}
      />,
    );
    expect(await screen.findByTestId('seleccionado-aldrakar')).toHaveTextContent(/^aldrakar 2 min Peso/);
    expect(screen.getByTestId('seleccionado-brunhild')).toHaveTextContent(/^brunhild Peso/);
  });
});
