// «Descontar regear» in the new-distribution dialog (docs/regear.md, combined mode): the period's
// approved and paid claims no distribution has deducted, their silver off the breakdown's net, the
// confirmation saying so, the claims sent by id, and a deduction that leaves nothing refused.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mensajeRegearSuperaNeto } from '@reparto/contract';
import { sessionStore } from '../../lib/session';
import { DISTRIBUCIONES, mockApi, reclamo, renderPage, signIn } from './distribuciones-mocks';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await import('./components/nueva-distribucion/nueva-distribucion-dialog');
}, 60_000);
beforeEach(() => sessionStore.notAuthenticated());
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.reset();
});

const REGEAR = [
  reclamo(4, 'aldrakar', 1_500_000),
  reclamo(7, 'brunhild', 500_000, { estado: 'pagado', pagado_por: 'distribuidor' }),
  // Deducted by distribution 11 already, of another period, pending, rejected: none is offered.
  reclamo(5, 'caelum', 300_000, { id_distribucion: 11 }),
  reclamo(6, 'caelum', 200_000, { id_periodo: 2 }),
  reclamo(8, 'caelum', 100_000, { estado: 'pendiente' }),
  reclamo(9, 'caelum', 100_000, { estado: 'rechazado', razon: 'No era ZvZ' }),
];

async function abrirConDesglose(crear: (body: unknown) => Promise<unknown>, valor: string, regear = REGEAR) {
  mockApi({ crear, regear });
  signIn('encargado1', [7]);
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Nueva distribución' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nueva distribución' }, { timeout: 10_000 });
  // Found once, then watched: a role query inside waitFor runs again on every change of the DOM.
  const jugadores = within(dialog).getByRole('combobox', { name: /Jugadores/ });
  await waitFor(() => expect(jugadores).toHaveFocus(), { timeout: 10_000 });
  await userEvent.click(within(dialog).getByLabelText('Calcular la plata con un desglose'));
  // Pasted, not typed: each key re-renders the whole dialog, and typing both fields took seconds in
  // jsdom (how a typed amount is grouped is silver-input.test.tsx's).
  await userEvent.click(within(dialog).getByLabelText('Valor del botín'));
  await userEvent.paste(valor);
  await userEvent.click(within(dialog).getByLabelText('Motivo'));
  await userEvent.paste('ZvZ en Lymhurst');
  await userEvent.click(jugadores.closest('.p-multiselect') as HTMLElement);
  // Looked for in the list, not in the whole page behind the dialog.
  const lista = await screen.findByRole('listbox', { name: 'Jugadores', hidden: true });
  for (const nick of ['aldrakar', 'brunhild', 'caelum']) {
    await userEvent.click(await within(lista).findByRole('option', { name: nick, hidden: true }));
  }
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(document.querySelector('.p-multiselect-panel')).toBeNull());
  return dialog;
}

const crearOk = () =>
  vi.fn(async (_body: unknown) => ({ ok: true, message: 'Distribución 13 realizada', distribucion: DISTRIBUCIONES[0] }));

describe('«Descontar regear»', () => {
  it('offers the approved and paid claims not yet deducted, takes the ticked ones off the net, shows it and sends their ids', async () => {
    const crear = crearOk();
    const dialog = await abrirConDesglose(crear, '10.000.000');
    const regear = await within(dialog).findByRole('group', { name: 'Descontar regear' });
    const opciones = await within(regear).findAllByRole('checkbox');
    expect(opciones).toHaveLength(2);
    expect(within(regear).getByLabelText('Regear #4 de aldrakar: $1.500.000 (Aprobado)')).not.toBeChecked();
    expect(within(regear).getByLabelText('Regear #7 de brunhild: $500.000 (Pagado)')).toBeInTheDocument();
    // 10.000.000 × 90 % = 9.000.000 before any deduction.
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('9.000.000');

    await userEvent.click(within(regear).getByLabelText('Regear #4 de aldrakar: $1.500.000 (Aprobado)'));
    await userEvent.click(within(regear).getByLabelText('Regear #7 de brunhild: $500.000 (Pagado)'));
    // 9.000.000 − 2.000.000 = 7.000.000 among 3: $2.333.333 each, $1 to the guild (with the $1.000.000 tax).
    expect(within(dialog).getByTestId('neto-desglose')).toHaveTextContent(
      'Neto a repartir: $7.000.000 · impuesto $1.000.000 · regear descontado $2.000.000',
    );
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('7.000.000');
    expect(within(dialog).getByTestId('resto-gremio')).toHaveTextContent('$2.333.333 por jugador entre 3');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    const confirmacion = await within(dialog).findByRole('alertdialog', { name: 'Confirmar la distribución' });
    expect(within(confirmacion).getByTestId('confirmar-regear')).toHaveTextContent('Regear descontado: $2.000.000 (#4, #7)');
    expect(confirmacion).toHaveTextContent('Silver: $7.000.000');
    await userEvent.click(within(confirmacion).getByRole('button', { name: 'Sí, crear' }));
    await waitFor(() => expect(crear).toHaveBeenCalled());
    expect(crear.mock.calls[0]![0]).toEqual([
      expect.objectContaining({
        silver: 7_000_000,
        desglose: { valor_botin: 10_000_000, bolsas: 0, reparacion: 0, impuesto_pct: 10, regear: [4, 7] },
      }),
    ]);
  });

  it('unticking a claim gives its silver back to the net, and nothing ticked sends no `regear`', async () => {
    const crear = crearOk();
    const dialog = await abrirConDesglose(crear, '10.000.000');
    const regear = await within(dialog).findByRole('group', { name: 'Descontar regear' });
    const aldrakar = await within(regear).findByLabelText('Regear #4 de aldrakar: $1.500.000 (Aprobado)');
    await userEvent.click(aldrakar);
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('7.500.000');
    await userEvent.click(aldrakar);
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('9.000.000');
    expect(within(dialog).getByTestId('neto-desglose')).not.toHaveTextContent('regear');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    const confirmacion = await within(dialog).findByRole('alertdialog', { name: 'Confirmar la distribución' });
    expect(within(confirmacion).queryByTestId('confirmar-regear')).toBeNull();
    await userEvent.click(within(confirmacion).getByRole('button', { name: 'Sí, crear' }));
    await waitFor(() => expect(crear).toHaveBeenCalled());
    expect(crear.mock.calls[0]![0]).toEqual([
      expect.objectContaining({
        silver: 9_000_000,
        desglose: { valor_botin: 10_000_000, bolsas: 0, reparacion: 0, impuesto_pct: 10 },
      }),
    ]);
  });

  it('refuses a deduction that leaves nothing to split, with its sentence, and creates nothing', async () => {
    const crear = crearOk();
    // 1.000.000 × 90 % = 900.000, less than the $1.500.000 claim.
    const dialog = await abrirConDesglose(crear, '1.000.000');
    const regear = await within(dialog).findByRole('group', { name: 'Descontar regear' });
    await userEvent.click(await within(regear).findByLabelText('Regear #4 de aldrakar: $1.500.000 (Aprobado)'));
    const mensaje = mensajeRegearSuperaNeto(1_500_000, 900_000);
    expect(mensaje).toBe('El regear descontado ($1.500.000) no deja plata para repartir: el neto es $900.000');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(mensaje);
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    // Under the silver too: the form's refusal, not «Ingrese la cantidad de plata».
    await waitFor(() => expect(within(dialog).getAllByText(mensaje)).toHaveLength(2));
    expect(within(dialog).queryByText('Ingrese la cantidad de plata')).toBeNull();
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(crear).not.toHaveBeenCalled();
  });

  it('says when the period has no claim left to deduct', async () => {
    const dialog = await abrirConDesglose(crearOk(), '1.000', REGEAR.slice(2));
    expect(await within(dialog).findByText('Ningún regear aprobado de este periodo queda por descontar')).toBeInTheDocument();
  });
});
