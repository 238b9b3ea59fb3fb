// The period's charts in English and Portuguese: their titles, key-figure sentences and silver format.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Distribucion } from '@reparto/contract';
import { renderWithProviders } from '../../../testing/render';
import { usarIdioma } from '../../../testing/idioma';
import { GraficosPeriodo } from './graficos-periodo';

vi.mock('../../../components/grafico-canvas', () => ({
  default: ({ descripcion }: { descripcion: string }) => <div role="img" aria-label={descripcion} />,
}));

const d = (over: Partial<Distribucion>): Distribucion => ({
  id_distribucion: 1,
  fecha: '2026-11-20T10:00:00.000Z',
  motivo: 'x',
  nickname_encargado: 'enc1',
  silver: 1_234_567,
  razon_eliminacion: null,
  estado: true,
  jugadores: [],
  ...over,
});
const ROWS = [d({ id_distribucion: 1 }), d({ id_distribucion: 2, silver: 50, fecha: '2026-11-21T10:00:00.000Z' })];

describe('the charts of a period in other languages', () => {
  it('English: titles, sentences with plurals and the silver', async () => {
    await usarIdioma('en');
    renderWithProviders(<GraficosPeriodo rows={ROWS} />);
    expect(screen.getByRole('region', { name: 'Charts of the period' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: /^Silver per day \(UTC\)\. 2 days with distributions; the highest, 2026-11-20, with \$1,234,567\.$/,
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /^Silver per content manager\. 1 manager; the highest, enc1, with \$1,234,617\.$/ }),
    ).toBeInTheDocument();
  });

  it('Português: titles, sentences and the silver', async () => {
    await usarIdioma('pt-BR');
    renderWithProviders(<GraficosPeriodo rows={ROWS} />);
    expect(
      await screen.findByRole('img', {
        name: /^Prata por dia \(UTC\)\. 2 dias com distribuições; o maior, 2026-11-20, com \$1\.234\.567\.$/,
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: /^Prata por responsável de conteúdo\. 1 responsável; o maior, enc1, com \$1\.234\.617\.$/,
      }),
    ).toBeInTheDocument();
  });
});
