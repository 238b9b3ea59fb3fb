// Templates in «Nueva distribución» (docs/calendario.md, «Plantillas de reparto»): the «Plantilla» picker
// fills the tax, the weights by role and standby, the fixed extras; every value stays editable; each extra
// must be assigned to a chosen player (a sentence beside it otherwise); the confirmation says what came from
// the template and what was changed by hand; the request carries plantilla, extras and idEvento. Opened
// from an event the tax is the event's (its template's, or the guild's), never 0.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { ParaDistribuir, Plantilla } from '@reparto/contract';
import { sessionStore } from '../../lib/session';
import { renderWithProviders } from '../../testing/render';
import { choose } from '../../testing/primereact';
import DistribucionesPage from './distribuciones-page';
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

const ZVZ: Plantilla = {
  id_plantilla: 5,
  nombre: 'ZvZ',
  activa: true,
  version: 3,
  version_actual: 3,
  fecha: '2026-12-01T10:00:00.000Z',
  reglas: {
    impuesto_pct: 12,
    pesos: { caller: 1.5 },
    extras: [{ concepto: 'Looter', silver: 200_000 }],
    regear_primero: false,
    regear: null,
    peso_reserva: 0.5,
  },
};
const INACTIVA: Plantilla = { ...ZVZ, id_plantilla: 6, nombre: 'Vieja', activa: false };

/** The event of the calendar: aldrakar the caller, brunhild, caelum on standby; the template's extra unassigned. */
const evento = (extra: Partial<ParaDistribuir> = {}): ParaDistribuir => ({
  id_distribucion: 0,
  motivo: 'ZvZ del jueves',
  silver: 0,
  desglose: { valor_botin: 0, bolsas: 0, reparacion: 0, impuesto_pct: 12 },
  jugadores: [
    { id_player: 1, nickname: 'aldrakar', peso: 1.5, activo: true, rol: 'caller', reserva: false },
    { id_player: 2, nickname: 'brunhild', peso: 1, activo: true, rol: 'dps', reserva: false },
    { id_player: 3, nickname: 'caelum', peso: 0.5, activo: true, rol: 'dps', reserva: true },
  ],
  origen: null,
  id_plantilla: 5,
  plantilla_version: 3,
  id_evento: 41,
  extras: [{ concepto: 'Looter', silver: 200_000, id_player: 0 }],
  id_periodo: 3,
  ...extra,
});

const crearOk = () =>
  vi.fn(async (_body: unknown) => ({ ok: true, message: 'Distribución 13 realizada', distribucion: DISTRIBUCIONES[0] }));

async function desdeEvento(m: Parameters<typeof mockApi>[0]) {
  mockApi(m);
  signIn('encargado1', [7]);
  renderWithProviders(
    <Routes>
      <Route path="/distribucion/crearDist/:idPeriodo/:nickname/:estado" element={<DistribucionesPage />} />
    </Routes>,
    { path: '/distribucion/crearDist/3/-/3?evento=41' },
  );
  return screen.findByRole('dialog', { name: 'Nueva distribución' }, { timeout: 10_000 });
}

const impuesto = (dialog: HTMLElement) => within(dialog).getByLabelText('Impuesto del gremio (%)');
const campoPlantilla = (dialog: HTMLElement) => dialog.querySelector('#dist-plantilla')!.closest('.p-dropdown') as HTMLElement;
const plantillaElegida = (dialog: HTMLElement) => campoPlantilla(dialog).querySelector('.p-dropdown-label');

describe('opened from an event (?evento=)', () => {
  it('shows the event template’s tax, preselects its template and version, and sends plantilla, extras and idEvento', async () => {
    const crear = crearOk();
    const dialog = await desdeEvento({ paraDistribuir: () => evento(), plantillas: [ZVZ, INACTIVA], crear });
    await waitFor(() => expect(impuesto(dialog)).toHaveValue('12'));
    await waitFor(() => expect(plantillaElegida(dialog)).toHaveTextContent('ZvZ (v3)'));
    // The breakdown switched off and on again starts from the event's tax, not the guild's 10 % (nor 0).
    await userEvent.click(within(dialog).getByLabelText('Calcular la plata con un desglose'));
    await userEvent.click(within(dialog).getByLabelText('Calcular la plata con un desglose'));
    expect(impuesto(dialog)).toHaveValue('12');
    await userEvent.type(within(dialog).getByLabelText('Valor del botín'), '10.000.000');
    // 10.000.000 × 88 % = 8.800.000.
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('8.800.000');

    // The extra is not assigned yet: «Crear» says so beside it and sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    const extras = within(dialog).getByTestId('extras-fijos');
    expect(await within(extras).findByText(/Elija quién recibe este extra/)).toBeInTheDocument();
    expect(crear).not.toHaveBeenCalled();

    await choose(userEvent.setup(), 'Quién recibe el extra 1', 'brunhild', dialog);
    // A weight changed by hand.
    fireEvent.change(within(dialog).getByLabelText('Peso de brunhild'), { target: { value: '2' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    const conf = await within(dialog).findByRole('alertdialog', { name: 'Confirmar la distribución' });
    expect(within(conf).getByTestId('confirmar-plantilla')).toHaveTextContent(
      'De la plantilla ZvZ (v3): impuesto 12 %, Caller ×1,5, reserva ×0,5, Looter +$200.000 para brunhild',
    );
    expect(within(conf).getByTestId('confirmar-plantilla')).toHaveTextContent('Cambiado a mano: brunhild peso 2');
    // 8.800.000 − 200.000 = 8.600.000 over 4 (1,5 + 2 + 0,5): 2.150.000 a unit.
    expect(conf).toHaveTextContent('brunhild: $4.500.000');
    await userEvent.click(within(conf).getByRole('button', { name: 'Sí, crear' }));
    await waitFor(() => expect(crear).toHaveBeenCalled());
    expect(crear.mock.calls[0]![0]).toEqual([
      expect.objectContaining({
        silver: 8_800_000,
        plantilla: { idPlantilla: 5, version: 3 },
        extras: [{ concepto: 'Looter', silver: 200_000, id_player: 2 }],
        idEvento: 41,
        pesos: [
          { id_player: 1, peso: 1.5 },
          { id_player: 2, peso: 2 },
          { id_player: 3, peso: 0.5 },
        ],
      }),
    ]);
  });

  it('without a template: the guild’s tax the server answered, no template chosen, no extras', async () => {
    const dialog = await desdeEvento({
      paraDistribuir: () =>
        evento({
          id_plantilla: null,
          plantilla_version: null,
          extras: [],
          desglose: { valor_botin: 0, bolsas: 0, reparacion: 0, impuesto_pct: 7.5 },
        }),
      plantillas: [ZVZ],
    });
    await waitFor(() => expect(impuesto(dialog)).toHaveValue('7,5'));
    expect(plantillaElegida(dialog)).toHaveTextContent('Sin plantilla');
    await userEvent.click(within(dialog).getByLabelText('Calcular la plata con un desglose'));
    await userEvent.click(within(dialog).getByLabelText('Calcular la plata con un desglose'));
    expect(impuesto(dialog)).toHaveValue('7,5');
    expect(within(dialog).getByTestId('extras-fijos')).toHaveTextContent('Sin extras fijos.');
  });
});

describe('the «Plantilla» picker', () => {
  it('fills the tax and the extras; every value stays editable; extras can be removed and added by hand', async () => {
    mockApi({ plantillas: [ZVZ, INACTIVA] });
    signIn('encargado1', [7]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva distribución' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva distribución' }, { timeout: 10_000 });
    const user = userEvent.setup();
    // A deactivated template is not offered.
    await user.click(campoPlantilla(dialog));
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'ZvZ (v3)', hidden: true }).length).toBeGreaterThan(0));
    expect(screen.queryAllByRole('option', { name: 'Vieja (v3)', hidden: true })).toHaveLength(0);
    await user.keyboard('{Escape}');
    await choose(user, 'Plantilla', 'ZvZ (v3)', dialog);
    expect(impuesto(dialog)).toHaveValue('12');
    expect(within(dialog).getByLabelText('Concepto del extra 1')).toHaveValue('Looter');
    expect(within(dialog).getByLabelText('Plata del extra 1')).toHaveValue('200.000');
    // Editable: the tax, the extra's silver.
    fireEvent.change(within(dialog).getByLabelText('Plata del extra 1'), { target: { value: '300.000' } });
    expect(within(dialog).getByLabelText('Plata del extra 1')).toHaveValue('300.000');
    // Removed, then one added by hand.
    await user.click(within(dialog).getByRole('button', { name: 'Quitar el extra Looter' }));
    expect(within(dialog).queryByLabelText('Concepto del extra 1')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Añadir extra' }));
    expect(within(dialog).getByLabelText('Concepto del extra 1')).toHaveValue('');
    // «Sin plantilla» leaves the values as they are.
    await choose(user, 'Plantilla', 'Sin plantilla', dialog);
    expect(impuesto(dialog)).toHaveValue('12');
  });

  it('a template with «regear primero» ticks the period’s approved claims in «Descontar regear»', async () => {
    mockApi({
      plantillas: [{ ...ZVZ, reglas: { ...ZVZ.reglas, regear_primero: true, extras: [] } }],
      regear: [reclamo(4, 'aldrakar', 1_500_000, { id_periodo: 3 }), reclamo(9, 'brunhild', 500_000, { id_periodo: 3 })],
    });
    signIn('encargado1', [7]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva distribución' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva distribución' }, { timeout: 10_000 });
    await choose(userEvent.setup(), 'Plantilla', 'ZvZ (v3)', dialog);
    const regear = within(dialog).getByTestId('descontar-regear');
    await waitFor(() => expect(within(regear).getAllByRole('checkbox', { checked: true })).toHaveLength(2));
    await userEvent.type(within(dialog).getByLabelText('Valor del botín'), '10.000.000');
    // 8.800.000 − 2.000.000 of regear.
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('6.800.000');
  });
});
