// The money the new-distribution dialog writes (docs/domain.md, "Distributions", "Money rules"):
// breakdown fields that keep Spanish-grouped numbers, weights typed as a guild writes them, «Corregir»
// that carries everything the original had, and a split where nobody gets anything refused early.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJE_PESO, MENSAJE_PESO_VACIO } from '@reparto/contract';
import { focusManager } from '@tanstack/react-query';
import { sessionStore } from '../../lib/session';
import { periodo } from '../../testing/fixtures';
import { DISTRIBUCIONES, mockApi, paraCorregirDe, renderPage, signIn } from './distribuciones-mocks';
import es from './textos/es';

const MENSAJE_PESOS_POR_CORREGIR = es['regla.pesos'];

// Typing through jsdom into PrimeReact inputs is slow; these flows need more than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

// The dialogs load on demand: loaded once here, so that no test waits for a first import.
beforeAll(async () => {
  await Promise.all([
    import('./components/nueva-distribucion/nueva-distribucion-dialog'),
    import('./components/eliminar-distribucion-dialog'),
    import('./components/nuevo-jugador-dialog'),
  ]);
}, 60_000);
beforeEach(() => sessionStore.notAuthenticated());
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.reset();
});

const crearOk = () =>
  vi.fn(async (_body: unknown) => ({ ok: true, message: 'Distribución 13 realizada', distribucion: DISTRIBUCIONES[0] }));

async function abrirDialogo(m: Parameters<typeof mockApi>[0] = {}) {
  mockApi(m);
  signIn('encargado1', [7]);
  renderPage();
  await screen.findByText('ZvZ en Caerleon');
  await userEvent.click(await screen.findByRole('button', { name: 'Nueva distribución' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nueva distribución' }, { timeout: 10_000 });
  // Once shown, the dialog puts the focus on its first field: wait for it, so no test types before that.
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Jugadores/ })).toHaveFocus(), { timeout: 10_000 });
  return dialog;
}

async function elegir(dialog: HTMLElement, nicknames: string[]) {
  await userEvent.click(
    within(dialog)
      .getByRole('combobox', { name: /Jugadores/ })
      .closest('.p-multiselect') as HTMLElement,
  );
  for (const nick of nicknames) await userEvent.click(await screen.findByRole('option', { name: nick, hidden: true }));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(document.querySelector('.p-multiselect-panel')).toBeNull());
}

/** A content manager's period page, where «Corregir» opens the dialog on deleted distribution 10. */
async function corregirLaDiez() {
  signIn('encargado1', [7]);
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Corregir distribución 10' }));
  return screen.findByRole('dialog', { name: 'Nueva distribución: corrige la distribución 10' }, { timeout: 10_000 });
}

const seleccionadosDe = (dialog: HTMLElement) => within(dialog).getByRole('region', { name: /Jugadores seleccionados/ });

describe('the breakdown', () => {
  it('keeps Spanish-grouped numbers as typed and computes the net from them', async () => {
    const dialog = await abrirDialogo();
    await userEvent.click(within(dialog).getByLabelText('Calcular la plata con un desglose'));
    await userEvent.type(within(dialog).getByLabelText('Valor del botín'), '10.000.000');
    await userEvent.type(within(dialog).getByLabelText('Bolsas de plata'), '500.000');
    await userEvent.type(within(dialog).getByLabelText('Reparación'), '1.234.567');
    expect(within(dialog).getByLabelText('Valor del botín')).toHaveValue('10.000.000');
    expect(within(dialog).getByLabelText('Bolsas de plata')).toHaveValue('500.000');
    expect(within(dialog).getByLabelText('Reparación')).toHaveValue('1.234.567');
    // (10.000.000 + 500.000 − 1.234.567) × 90 % = 8.338.889,7 → 8.338.889; the tax is the rest.
    expect(within(dialog).getByTestId('neto-desglose')).toHaveTextContent('Neto a repartir: $8.338.889 · impuesto $926.544');
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('8.338.889');
  });

  it('starts its amounts empty (0 as a hint) and the tax selected: a digit typed first is the number, never 10 times it', async () => {
    const dialog = await abrirDialogo();
    await userEvent.click(within(dialog).getByLabelText('Calcular la plata con un desglose'));
    for (const campo of ['Valor del botín', 'Bolsas de plata', 'Reparación']) {
      const input = within(dialog).getByLabelText(campo);
      expect(input).toHaveValue('');
      expect(input).toHaveAttribute('placeholder', '0');
    }
    // The caret at the very start of each field, as a click on its left edge leaves it.
    const inicio = { initialSelectionStart: 0, initialSelectionEnd: 0 };
    await userEvent.type(within(dialog).getByLabelText('Valor del botín'), '5.000.000', inicio);
    await userEvent.type(within(dialog).getByLabelText('Reparación'), '5', inicio);
    expect(within(dialog).getByLabelText('Valor del botín')).toHaveValue('5.000.000');
    expect(within(dialog).getByLabelText('Reparación')).toHaveValue('5');
    const impuesto = within(dialog).getByLabelText('Impuesto del gremio (%)');
    await userEvent.click(impuesto);
    expect([(impuesto as HTMLInputElement).selectionStart, (impuesto as HTMLInputElement).selectionEnd]).toEqual([
      0,
      (impuesto as HTMLInputElement).value.length,
    ]);
    await userEvent.keyboard('5');
    expect(impuesto).toHaveValue('5');
    // (5.000.000 − 5) × 95 % = 4.749.995,25 → 4.749.995.
    expect(within(dialog).getByTestId('neto-desglose')).toHaveTextContent('Neto a repartir: $4.749.995');
  });

  it('says a tax over 100 % is out of range, keeps it as typed (never 100), and leaves the silver empty', async () => {
    const dialog = await abrirDialogo();
    await userEvent.click(within(dialog).getByLabelText('Calcular la plata con un desglose'));
    await userEvent.type(within(dialog).getByLabelText('Valor del botín'), '1.000.000');
    expect(within(dialog).getByLabelText('Silver')).not.toHaveValue('');
    const impuesto = within(dialog).getByLabelText('Impuesto del gremio (%)');
    await userEvent.click(impuesto);
    await userEvent.keyboard('150');
    expect(impuesto).toHaveValue('150');
    expect(
      within(dialog).getByText('El impuesto del gremio debe ser un porcentaje entre 0 y 100, con dos decimales como máximo'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('');
  });

  it('refuses a decimal comma in a breakdown field with a sentence, and leaves the silver empty', async () => {
    const dialog = await abrirDialogo();
    await userEvent.click(within(dialog).getByLabelText('Calcular la plata con un desglose'));
    await userEvent.type(within(dialog).getByLabelText('Valor del botín'), '1.000,5');
    expect(within(dialog).getByLabelText('Valor del botín')).toHaveValue('1.000,5');
    expect(within(dialog).getByText('La plata es un número entero: quite la coma y los decimales')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('');
  });
});

describe('«El gremio se queda»', () => {
  it('names both the tax and the remainder under the silver and in the confirmation, with the same total', async () => {
    const dialog = await abrirDialogo({ crear: crearOk() });
    await userEvent.click(within(dialog).getByLabelText('Calcular la plata con un desglose'));
    await userEvent.type(within(dialog).getByLabelText('Valor del botín'), '10.000.000');
    await userEvent.type(within(dialog).getByLabelText('Bolsas de plata'), '500.000');
    await userEvent.type(within(dialog).getByLabelText('Reparación'), '1.234.567');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Mazmorra');
    await elegir(dialog, ['aldrakar', 'brunhild', 'caelum']);
    // Net 8.338.889 (tax $926.544) among 3: $2.779.629 each, $2 left over.
    const texto = 'El gremio se queda: $926.546 (impuesto $926.544 + resto del reparto $2)';
    expect(within(dialog).getByTestId('resto-gremio')).toHaveTextContent(`$2.779.629 por jugador entre 3 · ${texto}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    const confirmacion = await within(dialog).findByRole('alertdialog', { name: 'Confirmar la distribución' });
    expect(within(confirmacion).getByText(texto)).toBeInTheDocument();
  });
});

describe('weights', () => {
  it('accepts 0,5, 0.5 and 1,5 as typed and shares by them', async () => {
    const crear = crearOk();
    const dialog = await abrirDialogo({ crear });
    await userEvent.type(within(dialog).getByLabelText('Silver'), '3.000');
    await elegir(dialog, ['aldrakar', 'brunhild', 'caelum']);
    const lista = seleccionadosDe(dialog);
    for (const [nick, peso] of [
      ['aldrakar', '0,5'],
      ['brunhild', '0.5'],
      ['caelum', '1,5'],
    ] as const) {
      // The whole text at once: keys typed right after the players' list closes may land elsewhere in jsdom.
      const campo = within(lista).getByLabelText(`Peso de ${nick}`);
      fireEvent.change(campo, { target: { value: peso } });
      expect(campo).toHaveValue(peso);
    }
    // 3.000 × 5/25, × 5/25, × 15/25.
    expect(within(lista).getByTestId('seleccionado-aldrakar')).toHaveTextContent('$600');
    expect(within(lista).getByTestId('seleccionado-brunhild')).toHaveTextContent('$600');
    expect(within(lista).getByTestId('seleccionado-caelum')).toHaveTextContent('$1.800');
    fireEvent.blur(within(lista).getByLabelText('Peso de brunhild'));
    expect(within(lista).getByLabelText('Peso de brunhild')).toHaveValue('0,5');

    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Mazmorra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { name: 'Sí, crear', hidden: true }),
    );
    await waitFor(() => expect(crear).toHaveBeenCalled());
    expect(crear.mock.calls[0]![0]).toEqual([
      expect.objectContaining({
        silver: 3000,
        pesos: [
          { id_player: 1, peso: 0.5 },
          { id_player: 2, peso: 0.5 },
          { id_player: 3, peso: 1.5 },
        ],
      }),
    ]);
  });

  it('refuses out of range and an empty weight with a sentence, never clamping, and creates nothing', async () => {
    const crear = crearOk();
    const dialog = await abrirDialogo({ crear });
    await userEvent.type(within(dialog).getByLabelText('Silver'), '1.000');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Mazmorra');
    await elegir(dialog, ['aldrakar', 'brunhild']);
    const lista = seleccionadosDe(dialog);
    const peso = within(lista).getByLabelText('Peso de aldrakar');
    fireEvent.change(peso, { target: { value: '150' } });
    fireEvent.blur(peso);
    expect(peso).toHaveValue('150');
    expect(peso).toHaveAccessibleDescription(MENSAJE_PESO);
    expect(within(lista).getByTestId('seleccionado-aldrakar')).toHaveTextContent('—');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(within(dialog).getByText(MENSAJE_PESOS_POR_CORREGIR)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();

    fireEvent.change(peso, { target: { value: '' } });
    expect(peso).toHaveValue('');
    expect(peso).toHaveAccessibleDescription(MENSAJE_PESO_VACIO);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(crear).not.toHaveBeenCalled();
  });
});

describe('a split where every player gets $0', () => {
  it('is refused under the silver with a sentence, before any confirmation', async () => {
    const crear = crearOk();
    const dialog = await abrirDialogo({ crear });
    await userEvent.type(within(dialog).getByLabelText('Silver'), '2');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Migajas');
    await elegir(dialog, ['aldrakar', 'brunhild', 'caelum']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(
      within(dialog).getByText('Con $2 entre 3 jugadores cada uno recibiría $0: aumente la plata o quite jugadores'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(crear).not.toHaveBeenCalled();
  });
});

describe('«Corregir»', () => {
  it('carries players, weights, breakdown, reason and the pasted list; the title names the distribution', async () => {
    const crear = crearOk();
    const original = {
      ...paraCorregirDe(DISTRIBUCIONES[2]!),
      silver: 8_338_889,
      desglose: { valor_botin: 10_000_000, bolsas: 500_000, reparacion: 1_234_567, impuesto_pct: 10 },
      jugadores: [
        { id_player: 1, nickname: 'aldrakar', peso: 2, activo: true },
        { id_player: 2, nickname: 'brunhild', peso: 1.5, activo: true },
        { id_player: 8, nickname: 'dormido', peso: 1, activo: false },
      ],
      origen: { lista: '[TAG] aldrakar\nbrunhild\ndormido' },
    };
    mockApi({ crear, paraCorregir: () => original });
    const dialog = await corregirLaDiez();
    const lista = seleccionadosDe(dialog);
    expect(within(lista).getByLabelText('Peso de aldrakar')).toHaveValue('2');
    expect(within(lista).getByLabelText('Peso de brunhild')).toHaveValue('1,5');
    expect(within(dialog).getByText(/No se pueden volver a elegir \(desactivados\): dormido/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Valor del botín')).toHaveValue('10.000.000');
    expect(within(dialog).getByLabelText('Bolsas de plata')).toHaveValue('500.000');
    expect(within(dialog).getByLabelText('Reparación')).toHaveValue('1.234.567');
    expect(within(dialog).getByLabelText('Impuesto del gremio (%)')).toHaveValue('10');
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('8.338.889');
    expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Cofres dorados');
    expect(within(dialog).getByLabelText(/Nombres \(uno por línea/)).toHaveValue('[TAG] aldrakar\nbrunhild\ndormido');
    // 8.338.889 × 20/35 and × 15/35.
    expect(within(lista).getByTestId('seleccionado-aldrakar')).toHaveTextContent('$4.765.079');
    expect(within(lista).getByTestId('seleccionado-brunhild')).toHaveTextContent('$3.573.809');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { name: 'Sí, crear', hidden: true }),
    );
    await waitFor(() => expect(crear).toHaveBeenCalled());
    expect(crear.mock.calls[0]![0]).toEqual([
      expect.objectContaining({
        silver: 8_338_889,
        motivo: 'Cofres dorados',
        jugadores: [1, 2],
        pesos: [
          { id_player: 1, peso: 2 },
          { id_player: 2, peso: 1.5 },
        ],
        desglose: original.desglose,
        origen: original.origen,
      }),
    ]);
  });
});

describe('«Corregir» from a voice channel', () => {
  it('shows the original channel chosen, does not read its players again, and sends it as the origin', async () => {
    const crear = crearOk();
    const canal = { id: '1180000000000000022', nombre: 'Mazmorras' };
    const original = {
      ...paraCorregirDe(DISTRIBUCIONES[2]!),
      jugadores: [{ id_player: 3, nickname: 'caelum', peso: 1, activo: true }],
      origen: { canal },
    };
    const { post } = mockApi({
      crear,
      paraCorregir: () => original,
      voice: { data: [{ id: canal.id, channel: canal.nombre }], configurado: true },
    });
    const dialog = await corregirLaDiez();
    const selector = within(dialog).getByRole('combobox', { name: 'Canal de voz' }).closest('.p-dropdown') as HTMLElement;
    await waitFor(() => expect(selector.querySelector('.p-dropdown-label')).toHaveTextContent('Mazmorras'));
    expect(within(seleccionadosDe(dialog)).getByRole('button', { name: 'Quitar caelum' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nombres \(uno por línea/)).toHaveValue('');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { name: 'Sí, crear', hidden: true }),
    );
    await waitFor(() => expect(crear).toHaveBeenCalled());
    expect(crear.mock.calls[0]![0]).toEqual([
      expect.objectContaining({ jugadores: [3], motivo: 'Cofres dorados', silver: 9_000_000, origen: { canal } }),
    ]);
    expect(post.mock.calls.filter(([url]) => url === '/distribuciones/getPlayersOfVoiceChannel')).toEqual([]);
  });
});

describe('invisible characters', () => {
  it('leave a pasted nickname as it is typed: \\u200Faldrakar\\u200F is aldrakar', async () => {
    mockApi();
    signIn('encargado1', [7]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo jugador' }));
    const registro = await screen.findByRole('dialog', { name: 'Nuevo jugador' }, { timeout: 10_000 });
    const campo = within(registro).getByLabelText('Nickname');
    await userEvent.click(campo);
    await userEvent.paste('\u200Faldrakar\u200F');
    expect(campo).toHaveValue('aldrakar');
  });
});

describe('keyboard and the confirmation', () => {
  // Known flaky since the languages landed (docs/idiomas.md): in one run of several, with the whole file,
  // the focus ends on the dialog's close button instead of «Sí, crear»; alone it always passes. Retried
  // until the cause is found; a real defect still fails all three.
  it('Enter in «Motivo» asks for the confirmation, which stays inside the dialog; «No» goes back with everything typed', async () => {
    const crear = crearOk();
    const dialog = await abrirDialogo({ crear });
    await userEvent.type(within(dialog).getByLabelText('Silver'), '1.000');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Mazmorra');
    await elegir(dialog, ['aldrakar']);
    await userEvent.type(within(dialog).getByLabelText('Motivo'), '{Enter}');
    const confirmacion = await within(dialog).findByRole('alertdialog', { name: 'Confirmar la distribución' });
    expect(confirmacion).toHaveTextContent('Silver: $1.000');
    await waitFor(() => expect(within(confirmacion).getByRole('button', { name: 'Sí, crear' })).toHaveFocus());
    await userEvent.click(within(confirmacion).getByRole('button', { name: 'No' }));
    expect(within(dialog).queryByRole('alertdialog')).toBeNull();
    expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Mazmorra');
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('1.000');
    expect(crear).not.toHaveBeenCalled();
  });

  it('«Nueva distribución» and «Eliminar distribución» open with the focus on their first field, not on ×', async () => {
    const dialog = await abrirDialogo();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Jugadores/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva distribución' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar distribución 12' }));
    const eliminar = await screen.findByRole('dialog', { name: 'Eliminar distribución' }, { timeout: 10_000 });
    await waitFor(() => expect(within(eliminar).getByLabelText('Razón')).toHaveFocus());
  });

  it('Escape on the players list closes the list only, even pressed while the list is still opening', async () => {
    const dialog = await abrirDialogo();
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Mazmorra');
    const lista = within(dialog).getByRole('combobox', { name: /Jugadores/ });
    // The list's own onShow comes after its opening animation: the key here comes before it.
    await userEvent.click(lista.closest('.p-multiselect') as HTMLElement);
    expect(document.querySelector('.p-multiselect-panel')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.p-multiselect-panel')).toBeNull());
    // No «¿Descartar la distribución?»: the form stays, with what was typed.
    expect(screen.queryByRole('dialog', { name: '¿Descartar la distribución?' })).toBeNull();
    expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Mazmorra');
  });

  it('«Motivo» shows its counter', async () => {
    const dialog = await abrirDialogo();
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'ZvZ');
    expect(within(dialog).getByText('3/200')).toBeInTheDocument();
  });
});

describe('after «Sí, crear»', () => {
  it('keeps the toast, and the new row stays highlighted and open with its players and shares', async () => {
    const crear = crearOk();
    const dialog = await abrirDialogo({ crear });
    await userEvent.type(within(dialog).getByLabelText('Silver'), '3.000.001');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'ZvZ en Caerleon');
    await elegir(dialog, ['aldrakar', 'brunhild']);
    await userEvent.type(within(dialog).getByLabelText('Motivo'), '{Enter}');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sí, crear' }));
    expect(await screen.findByText('Distribución realizada')).toBeInTheDocument();
    const fila = await screen.findByTestId('distribucion-nueva');
    expect(fila).toHaveTextContent('12 Nueva');
    expect(fila).toHaveClass('dist-nueva');
    const jugadores = await screen.findByRole('table', { name: 'Jugadores de la distribución 12' });
    expect(jugadores).toHaveTextContent('aldrakar');
    expect(jugadores).toHaveTextContent('$1.500.000');
  });
});

describe('when the period changes state under the dialog', () => {
  it('keeps the dialog and what was typed, says so, and can move the distribution to another open period', async () => {
    const crear = crearOk();
    const m: Parameters<typeof mockApi>[0] = {
      crear,
      enCurso: [periodo({ id_periodo: 3 }), periodo({ id_periodo: 7, lugar: 'Martlock', nickname: 'tesorera' })],
    };
    const dialog = await abrirDialogo(m);
    await userEvent.type(within(dialog).getByLabelText('Silver'), '1.000');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Mazmorra');
    await elegir(dialog, ['aldrakar']);

    // Another officer closes the period; the page learns it (here: the window gets the focus back).
    m.estado = 2;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    const aviso = await within(dialog).findByTestId('periodo-cambiado');
    expect(aviso).toHaveTextContent('El periodo 3 cambió de estado: ahora está «En distribución» y ya no admite distribuciones.');
    expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Mazmorra');
    expect(within(dialog).getByLabelText('Silver')).toHaveValue('1.000');
    expect(within(dialog).getByRole('button', { name: 'Crear' })).toBeDisabled();

    await userEvent.click(
      (await within(aviso).findByRole('combobox', { name: 'Mover a otro periodo abierto' })).closest(
        '.p-dropdown',
      ) as HTMLElement,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Periodo 7 · Martlock', hidden: true }));
    expect(aviso).toHaveTextContent('«Crear» la creará en el periodo 7.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sí, crear' }));
    await waitFor(() => expect(crear).toHaveBeenCalled());
    expect(crear.mock.calls[0]![0]).toEqual([expect.objectContaining({ idPeriodoDist: 7, motivo: 'Mazmorra', silver: 1000 })]);
    focusManager.setFocused(undefined);
  });
});

describe('«Copiar los datos» when the period changed under the dialog', () => {
  it('puts what was typed on the clipboard and says so', async () => {
    const m: Parameters<typeof mockApi>[0] = {};
    const dialog = await abrirDialogo(m);
    await userEvent.type(within(dialog).getByLabelText('Silver'), '3.000');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Mazmorra');
    await elegir(dialog, ['aldrakar', 'brunhild']);
    fireEvent.change(within(seleccionadosDe(dialog)).getByLabelText('Peso de brunhild'), { target: { value: '0,5' } });

    m.estado = 2;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    const aviso = await within(dialog).findByTestId('periodo-cambiado');
    const user = userEvent.setup();
    await user.click(within(aviso).getByRole('button', { name: 'Copiar los datos' }));
    expect(await screen.findByText('Datos copiados')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      [
        'Distribución para el periodo 3',
        'Motivo: Mazmorra',
        'Silver: $3.000',
        'Jugadores (2):',
        'aldrakar',
        'brunhild (peso 0,5)',
      ].join('\n'),
    );
    focusManager.setFocused(undefined);
  });

  it('says in a toast when the clipboard refuses the text', async () => {
    const m: Parameters<typeof mockApi>[0] = {};
    const dialog = await abrirDialogo(m);
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Mazmorra');
    m.estado = 2;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    const aviso = await within(dialog).findByTestId('periodo-cambiado');
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Permiso denegado'));
    await user.click(within(aviso).getByRole('button', { name: 'Copiar los datos' }));
    expect(await screen.findByText(/No se pudieron copiar los datos\./)).toBeInTheDocument();
    expect(screen.queryByText('Datos copiados')).toBeNull();
    focusManager.setFocused(undefined);
  });
});

describe('the period page', () => {
  it('names the place under its heading', async () => {
    mockApi();
    renderPage();
    expect(await screen.findByText('Bridgewatch', { selector: '.dist-lugar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Distribuciones', level: 1 })).toBeInTheDocument();
  });
});
