// «Pegar registro de botín» in the breakdown (docs/botin.md): the pasted log valued by the API, its
// items with price, city and age, the ones without a price marked and typed (sent when valuing again),
// the bad lines by number, «% vendido» and the filters sent, the value put in the breakdown with the
// valuation it came from, which a typed value drops, and the create request that links it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from '../../../../../lib/api-client';
import type { renderWithProviders } from '../../../../../testing/render';
import { desgloseParaEnviar, peticionDe, type DistribucionValida } from '../../../reglas';
import { LOG, enviados, mockApi, renderCalculadora } from './botin-mocks';
import { edadPrecio } from './edad-precio';
import { textosDistribuciones } from '../../../textos';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

const AHORA = Date.parse('2025-09-20T12:00:00.000Z');

async function abrirYPegar(user: ReturnType<typeof renderWithProviders>['user'], texto = LOG) {
  await user.click(screen.getByRole('button', { name: 'Pegar registro de botín' }));
  const dialog = await screen.findByRole('dialog', { name: 'Valorar un registro de botín' });
  const area = within(dialog).getByLabelText('Registro de AO Loot Logger');
  await waitFor(() => expect(area).toHaveFocus());
  await user.paste(texto);
  return dialog;
}

describe('«Pegar registro de botín»', () => {
  it('values the pasted log: prices, city and age, the item without a price marked, the bad lines, the total and «% vendido»', async () => {
    const post = mockApi();
    const { user } = renderCalculadora();
    const dialog = await abrirYPegar(user);
    expect(within(dialog).getByText(/^4 líneas; se aceptan/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Gremio (solo el botín de sus miembros)'), 'Plata');
    fireEvent.change(within(dialog).getByLabelText('Desde (opcional)'), { target: { value: '2025-09-20T09:00' } });
    fireEvent.change(within(dialog).getByLabelText('Hasta (opcional)'), { target: { value: '2025-09-20T11:30' } });
    const pct = within(dialog).getByLabelText('% vendido');
    await user.click(pct);
    await user.keyboard('{Control>}a{/Control}80');
    await user.click(within(dialog).getByRole('button', { name: 'Valorar' }));

    const tabla = await within(dialog).findByRole('table', { name: 'Objetos del botín' });
    expect(enviados(post)).toEqual([
      {
        texto: LOG,
        gremio: 'Plata',
        desde: new Date('2025-09-20T09:00').toISOString(),
        hasta: new Date('2025-09-20T11:30').toISOString(),
        pctVendido: 80,
      },
    ]);
    const bolsa = within(tabla).getByText('Bolsa del adepto').closest('tr') as HTMLElement;
    expect(within(bolsa).getByText('$1.000.000')).toBeInTheDocument();
    expect(within(bolsa).getByText('Caerleon')).toBeInTheDocument();
    expect(within(bolsa).getByText('hace 3 h')).toBeInTheDocument();
    expect(within(bolsa).getByText('$2.000.000')).toBeInTheDocument();
    // No name in the log: its id; no price: marked, with a field to type one.
    const runa = within(tabla).getByText('T8_RUNE').closest('tr') as HTMLElement;
    expect(within(runa).getByText('sin precio')).toBeInTheDocument();
    expect(within(runa).getByLabelText('Precio de T8_RUNE')).toHaveValue('');
    const invalidas = within(dialog).getByRole('region', { name: '1 línea con error' });
    expect(within(invalidas).getByText('Línea 3: La línea no tiene el formato del registro de botín')).toBeInTheDocument();
    const totales = within(dialog).getByTestId('botin-totales');
    expect(totales).toHaveTextContent('Total a precio de mercado: $2.000.000');
    expect(totales).toHaveTextContent('Valor con 80 % vendido: $1.600.000');
    expect(totales).toHaveTextContent('1 objeto sin precio: escriba su precio y valore de nuevo');
  });

  it('sends a typed price when valuing again, and «Usar» waits for a valuation of what is shown', async () => {
    const post = mockApi();
    const { user, ultimo } = renderCalculadora();
    const dialog = await abrirYPegar(user);
    await user.click(within(dialog).getByRole('button', { name: 'Valorar' }));
    const usar = within(dialog).getByRole('button', { name: 'Usar como valor del botín' });
    await waitFor(() => expect(usar).toBeEnabled());
    await user.type(within(dialog).getByLabelText('Precio de T8_RUNE'), '20.000');
    // The prices changed: the value shown is not theirs until valued again.
    expect(usar).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Los datos cambiaron desde la última valoración');
    await user.click(within(dialog).getByRole('button', { name: 'Valorar' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('botin-totales')).toHaveTextContent('Valor con 100 % vendido: $2.100.000'),
    );
    expect(enviados(post)[1]).toEqual({ texto: LOG, pctVendido: 100, precios: [{ item: 'T8_RUNE', precio: 20_000 }] });
    expect(within(dialog).getByTestId('botin-totales')).not.toHaveTextContent('sin precio');
    await user.click(usar);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ultimo()).toMatchObject({ valor_botin: 2_100_000, valoracion_botin: 42 });
  });

  it('fills the loot value with the valuation and keeps its id; a value typed then drops the id', async () => {
    mockApi();
    const { user, ultimo } = renderCalculadora();
    const dialog = await abrirYPegar(user);
    await user.click(within(dialog).getByRole('button', { name: 'Valorar' }));
    const usar = within(dialog).getByRole('button', { name: 'Usar como valor del botín' });
    await waitFor(() => expect(usar).toBeEnabled());
    await user.click(usar);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Valor del botín')).toHaveValue('2.000.000');
    // (2.000.000) × 90 %.
    expect(screen.getByTestId('neto-desglose')).toHaveTextContent('Neto a repartir: $1.800.000');
    // The valuation's looters go with it (the carriers «Tomar del registro de botín» fills; never sent).
    expect(ultimo()).toEqual({
      valor_botin: 2_000_000,
      bolsas: 0,
      reparacion: 0,
      impuesto_pct: 10,
      valoracion_botin: 41,
      portadores_botin: [
        { nombre: 'aldrakar', valor: 2_000_000 },
        { nombre: 'brunhild', valor: 0 },
      ],
    });
    // Another field keeps the link; a value typed in «Valor del botín» is no longer the valuation's.
    await user.type(screen.getByLabelText('Bolsas de plata'), '500');
    expect(ultimo()).toMatchObject({ bolsas: 500, valoracion_botin: 41 });
    await user.type(screen.getByLabelText('Valor del botín'), '5');
    expect(ultimo()).not.toHaveProperty('valoracion_botin');
    expect(ultimo()).not.toHaveProperty('portadores_botin');
    expect(ultimo()).toMatchObject({ valor_botin: 20_000_005, bolsas: 500 });
  });

  it('with an imported attendance session, counts its participants’ loot (the guild field stays, empty: not sent)', async () => {
    const post = mockApi();
    const { user } = renderCalculadora(7);
    const dialog = await abrirYPegar(user);
    expect(within(dialog).getByLabelText('Gremio (solo el botín de sus miembros)')).toHaveValue('');
    expect(within(dialog).getByText(/participantes de la sesión de asistencia importada/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Valorar' }));
    await within(dialog).findByRole('table', { name: 'Objetos del botín' });
    expect(enviados(post)).toEqual([{ texto: LOG, idSesion: 7, pctVendido: 100 }]);
  });

  it('says the server’s sentence when the valuation is refused, and cannot be used', async () => {
    mockApi(async () => {
      throw new HttpError('400', 400, { ok: false, message: 'Pegue el registro de botín' });
    });
    const { user } = renderCalculadora();
    const dialog = await abrirYPegar(user, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Valorar' }));
    expect(await screen.findByText('No se pudo valorar el botín. Pegue el registro de botín')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Usar como valor del botín' })).toBeDisabled();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('reads a chosen file into the text', async () => {
    const post = mockApi();
    const { user } = renderCalculadora();
    await user.click(screen.getByRole('button', { name: 'Pegar registro de botín' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valorar un registro de botín' });
    await user.upload(within(dialog).getByLabelText('O elija el archivo'), new File([LOG], 'loot.txt', { type: 'text/plain' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Registro de AO Loot Logger')).toHaveValue(LOG));
    await user.click(within(dialog).getByRole('button', { name: 'Valorar' }));
    await within(dialog).findByRole('table', { name: 'Objetos del botín' });
    expect(enviados(post)).toEqual([{ texto: LOG, pctVendido: 100 }]);
  });

  it('cannot value an empty log', async () => {
    const post = mockApi();
    const { user } = renderCalculadora();
    await user.click(screen.getByRole('button', { name: 'Pegar registro de botín' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valorar un registro de botín' });
    expect(within(dialog).getByRole('button', { name: 'Valorar' })).toBeDisabled();
    expect(enviados(post)).toEqual([]);
  });
});

describe('the request of «Sí, crear» with a valued loot', () => {
  const valida = (desglose: DistribucionValida['desglose']): DistribucionValida => ({
    jugadores: [1, 2],
    silver: 1_800_000,
    motivo: 'ZvZ',
    desglose,
    pesos: {},
    extras: [],
  });
  const datos = { idDistribucion: 123456, idPeriodoDist: 3, email: null, origen: null };

  it('links the valuation the loot value came from', () => {
    const desglose = { valor_botin: 2_000_000, bolsas: 0, reparacion: 0, impuesto_pct: 10, valoracion_botin: 41 };
    expect(desgloseParaEnviar(desglose)).toEqual(desglose);
    expect(peticionDe(valida(desglose), datos).desglose).toEqual(desglose);
  });

  it('sends no valuation when the loot value was typed, and the regear by id as before', () => {
    const desglose = {
      valor_botin: 2_000_000,
      bolsas: 0,
      reparacion: 0,
      impuesto_pct: 10,
      descontados: [{ id_reclamo: 4, silver: 5 }],
    };
    expect(peticionDe(valida(desglose), datos).desglose).toEqual({
      valor_botin: 2_000_000,
      bolsas: 0,
      reparacion: 0,
      impuesto_pct: 10,
      regear: [4],
    });
  });
});

describe('the age of a price', () => {
  const t = textosDistribuciones.t;
  it('says minutes under an hour, hours under two days, then days; a dash without a date', () => {
    const hace = (ms: number) => new Date(AHORA - ms).toISOString();
    expect(edadPrecio(t, hace(30_000), AHORA)).toBe('ahora mismo');
    expect(edadPrecio(t, hace(59 * 60_000), AHORA)).toBe('hace 59 min');
    expect(edadPrecio(t, hace(3 * 3_600_000), AHORA)).toBe('hace 3 h');
    expect(edadPrecio(t, hace(47 * 3_600_000), AHORA)).toBe('hace 47 h');
    expect(edadPrecio(t, hace(2 * 86_400_000), AHORA)).toBe('hace 2 días');
    expect(edadPrecio(t, null, AHORA)).toBe('—');
  });
});
