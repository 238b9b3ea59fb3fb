// «Plantillas de reparto» (docs/calendario.md): a member reads the templates without editing; the leader
// creates one (weights per role, standby, a fixed extra) with POST and edits one with PUT; a weight out of
// range is refused with the contract's sentence before any request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CARGO, type Plantilla } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { signIn } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import PlantillasPage from './plantillas-page';

afterEach(() => vi.restoreAllMocks());

const ZVZ: Plantilla = {
  id_plantilla: 3,
  nombre: 'ZvZ',
  activa: true,
  version: 2,
  version_actual: 2,
  fecha: '2026-12-01T10:00:00.000Z',
  reglas: {
    impuesto_pct: 10,
    pesos: { caller: 1.5, explorador: 1.3 },
    extras: [{ concepto: 'Looter', silver: 200_000 }],
    regear_primero: true,
    regear: null,
    peso_reserva: 0.5,
  },
};

function mockApi() {
  vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/calendario/plantillas') return { data: { ok: true, message: [ZVZ] } };
    throw new Error(`GET inesperado ${url}`);
  });
  const post = vi
    .spyOn(api, 'post')
    .mockImplementation(async () => ({ data: { ok: true, message: 'Plantilla «HCE» creada', plantilla: ZVZ } }));
  const put = vi.spyOn(api, 'put').mockImplementation(async () => ({
    data: { ok: true, message: 'Plantilla «ZvZ» guardada (versión 3)', plantilla: ZVZ, reclamos: [] },
  }));
  return { post, put };
}

describe('PlantillasPage', { timeout: 20_000 }, () => {
  it('a member reads the templates with their version, and cannot edit', async () => {
    signIn('ana', [CARGO.MIEMBRO]);
    mockApi();
    renderWithProviders(<PlantillasPage />);
    expect(await screen.findByText('ZvZ')).toBeInTheDocument();
    expect(screen.getByText(/versión 2/)).toBeInTheDocument();
    expect(screen.getByText('Impuesto 10 % · reserva 0,5 · 1 extra')).toBeInTheDocument();
    expect(screen.getByText('Solo el líder crea y cambia las plantillas: aquí puede consultarlas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva plantilla' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar ZvZ' })).toBeNull();
  });

  it('the leader creates a template with POST: weights per role, standby, a fixed extra', async () => {
    signIn('lider', [CARGO.LIDER]);
    const { post } = mockApi();
    const { user } = renderWithProviders(<PlantillasPage />);
    await user.click(await screen.findByRole('button', { name: 'Nueva plantilla' }));
    await user.type(screen.getByLabelText('Nombre'), 'HCE');
    await user.clear(screen.getByLabelText('Impuesto del gremio (%)'));
    await user.type(screen.getByLabelText('Impuesto del gremio (%)'), '12,5');
    await user.type(screen.getByLabelText('Peso de caller'), '1,5');
    await user.clear(screen.getByLabelText('Peso de reserva'));
    await user.type(screen.getByLabelText('Peso de reserva'), '0,3');
    await user.click(screen.getByRole('button', { name: 'Añadir extra' }));
    await user.type(screen.getByLabelText('Concepto'), 'Looter');
    await user.type(screen.getByLabelText('Plata'), '200000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]![0]).toBe('/calendario/plantillas');
    expect(post.mock.calls[0]![1]).toEqual([
      {
        nombre: 'HCE',
        reglas: {
          impuesto_pct: 12.5,
          pesos: { caller: 1.5 },
          extras: [{ concepto: 'Looter', silver: 200_000 }],
          regear_primero: false,
          regear: null,
          peso_reserva: 0.3,
        },
      },
    ]);
  });

  it('a weight out of range is refused with the contract’s sentence, and nothing is sent', async () => {
    signIn('lider', [CARGO.LIDER]);
    const { post } = mockApi();
    const { user } = renderWithProviders(<PlantillasPage />);
    await user.click(await screen.findByRole('button', { name: 'Nueva plantilla' }));
    await user.type(screen.getByLabelText('Nombre'), 'Gank');
    await user.type(screen.getByLabelText('Peso de explorador'), '12');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El peso debe ser un número entre 0,1 y 10, en pasos de 0,1')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('the leader edits a template with PUT (its id, the new rules, active)', async () => {
    signIn('lider', [CARGO.LIDER]);
    const { put } = mockApi();
    const { user } = renderWithProviders(<PlantillasPage />);
    await user.click(await screen.findByRole('button', { name: 'Editar ZvZ' }));
    await user.clear(screen.getByLabelText('Peso de caller'));
    await user.type(screen.getByLabelText('Peso de caller'), '2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]![1]).toEqual([
      { idPlantilla: 3, activa: true, nombre: 'ZvZ', reglas: { ...ZVZ.reglas, pesos: { caller: 2, explorador: 1.3 } } },
    ]);
  });
});
