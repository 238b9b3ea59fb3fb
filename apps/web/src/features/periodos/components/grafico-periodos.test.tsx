import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatSilver } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodo } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { GraficoPeriodos } from './grafico-periodos';

vi.mock('../../../components/grafico-canvas', () => ({
  default: ({ descripcion }: { descripcion: string }) => <div role="img" aria-label={descripcion} />,
}));

afterEach(() => vi.restoreAllMocks());

describe('GraficoPeriodos', { timeout: 20_000 }, () => {
  it('compares silver app and silver albion of the 12 newest periods, oldest first', async () => {
    const page = (n: number, ids: number[]) => ({
      data: {
        ok: true,
        count: 15,
        message: ids.map((id) => periodo({ id_periodo: id, lugar: 'Martlock', silver_app: id * 10, silver_albion: id * 100 })),
      },
    });
    const get = vi.spyOn(api, 'get').mockImplementation(async (_url, config) => {
      const n = (config?.params as { page: number }).page;
      return n === 1 ? page(1, [15, 14, 13, 12, 11, 10, 9, 8, 7, 6]) : page(2, [5, 4, 3, 2, 1]);
    });
    const { user } = renderWithProviders(<GraficoPeriodos />);
    const sum = [15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4].reduce((a, b) => a + b, 0);
    expect(
      await screen.findByRole('img', {
        name: `Silver app y silver albion de los últimos 12 periodos. En total, silver app ${formatSilver(sum * 10)} y silver albion ${formatSilver(sum * 100)}.`,
      }),
    ).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Ver datos' }));
    const rows = within(screen.getByRole('table', { name: /^Datos: Silver app/ })).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('4 Martlock$40$400');
    expect(rows[12]).toHaveTextContent('15 Martlock$150$1.500');
  });
});
