import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Distribucion } from '@reparto/contract';
import { renderWithProviders } from '../../../testing/render';
import { GraficosPeriodo, sumarPor } from './graficos-periodo';

vi.mock('../../../components/grafico-canvas', () => ({
  default: ({ descripcion }: { descripcion: string }) => <div role="img" aria-label={descripcion} />,
}));

const d = (over: Partial<Distribucion>): Distribucion => ({
  id_distribucion: 1,
  fecha: '2026-11-20T10:00:00.000Z',
  motivo: 'x',
  nickname_encargado: 'enc1',
  silver: 100,
  razon_eliminacion: null,
  estado: true,
  jugadores: [],
  ...over,
});
const ROWS = [
  d({ id_distribucion: 1, silver: 100 }),
  d({ id_distribucion: 2, silver: 50, nickname_encargado: 'enc2', fecha: '2026-11-21T23:59:00.000Z' }),
  d({ id_distribucion: 3, silver: 999, nickname_encargado: 'enc2', estado: false }),
  d({ id_distribucion: 4, silver: 25, fecha: '2026-11-20T23:00:00.000Z' }),
];

describe('the charts of a period', () => {
  it('sum the live distributions per day (UTC) and per content manager', () => {
    expect(sumarPor(ROWS, (r) => r.fecha.slice(0, 10))).toEqual([
      ['2026-11-20', 125],
      ['2026-11-21', 50],
    ]);
    expect(sumarPor(ROWS, (r) => r.nickname_encargado)).toEqual([
      ['enc1', 125],
      ['enc2', 50],
    ]);
  });

  it('show both charts with their text and their data on request', async () => {
    const { user } = renderWithProviders(<GraficosPeriodo rows={ROWS} />);
    expect(
      await screen.findByRole('img', {
        name: /^Plata por día \(UTC\)\. 2 días con distribuciones; el mayor, 2026-11-20, con \$125\.$/,
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /^Plata por encargado de contenido\. 2 encargados; el mayor, enc1, con \$125\.$/ }),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Ver datos' })[1]!);
    const datos = within(screen.getByRole('table', { name: 'Datos: Plata por encargado de contenido' }));
    expect(datos.getAllByRole('row').map((r) => r.textContent)).toEqual(['Plata', 'enc1$125', 'enc2$50']);
  });

  it('show nothing without live distributions', () => {
    const { container } = renderWithProviders(<GraficosPeriodo rows={[d({ estado: false })]} />);
    expect(container.querySelector('figure')).toBeNull();
  });
});
