import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { api } from '../lib/api-client';
import { failure, signIn } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { ExportarCsvButton, nombreDeArchivo } from './exportar-csv';

afterEach(() => {
  vi.restoreAllMocks();
  signIn(null);
});

describe('ExportarCsvButton', () => {
  it('downloads the file through the API client under the name the server gives', async () => {
    const blob = new Blob(['\uFEFFa;b\r\n'], { type: 'text/csv' });
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      data: blob,
      headers: new Headers({ 'content-disposition': 'attachment; filename="pagos-periodo-12.csv"' }),
    });
    const createObjectURL = vi.fn(() => 'blob:archivo');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href')!, download: this.download });
    });
    const { user } = renderWithProviders(<ExportarCsvButton archivo="pagos.csv" params={{ idPeriodo: 12 }} />);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(clicks).toEqual([{ href: 'blob:archivo', download: 'pagos-periodo-12.csv' }]));
    expect(get).toHaveBeenCalledWith('/exportar/pagos.csv', { params: { idPeriodo: 12 }, responseType: 'blob' });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
  });

  it('says so when the export fails', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(failure(403, 'No tiene permiso para realizar esta acción'));
    const { user } = renderWithProviders(<ExportarCsvButton archivo="jugadores.csv" />);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('No se pudo exportar el archivo.')).toBeInTheDocument();
  });

  it('reads the file name of content-disposition, or falls back', () => {
    expect(nombreDeArchivo('attachment; filename="historial-ana.csv"', 'historial.csv')).toBe('historial-ana.csv');
    expect(nombreDeArchivo(undefined, 'historial.csv')).toBe('historial.csv');
  });
});
