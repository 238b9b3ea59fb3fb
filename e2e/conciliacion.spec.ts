// Settlement tools end to end on the demo guild, in a period of this spec's own (opened on a place
// with none open, closed and finalized here): a weighted distribution and its shares in the expanded
// row, then the distributor pastes the game's silver log, reviews it, marks the matches paid, undoes
// one payment and finalizes after paying the rest.
import { expect, test } from '@playwright/test';
import { ACCOUNTS, expectAccessible, loginAs, vigilarAvisos } from './support/fixtures';
import { abrirPeriodoPorApi, cerrarPorApi, pickPlayers } from './support/periodo';

const SHOTS = '/tmp/shots-conciliacion';
const run = Date.now().toString(36);
const MOTIVO = `Reparto ponderado e2e ${run}`;

test('weighted distribution, then reconcile the game log, mark the matches, undo one and finalize', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { id, lugar, tesorero } = await abrirPeriodoPorApi(page);

  // --- The content manager splits 4.001 by weight: aldrakar 2, brunhild 1, caelum 1.
  await loginAs(page, ACCOUNTS.contenido);
  await page.goto(`/distribucion/crearDist/${id}/tesorero/3`);
  await expect(page.getByRole('heading', { name: 'Distribuciones', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva distribución' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva distribución' });
  await pickPlayers(page, dialog, ['aldrakar', 'brunhild', 'caelum']);
  const silver = dialog.getByLabel('Silver');
  await silver.click();
  await silver.pressSequentially('4001');
  await silver.press('Tab');
  const seleccionados = dialog.getByRole('region', { name: /Jugadores seleccionados/ });
  await expect(seleccionados).toContainText('$1.333 por jugador');
  const peso = seleccionados.getByLabel('Peso de aldrakar');
  await peso.fill('2');
  await peso.press('Tab');
  await expect(seleccionados.getByTestId('seleccionado-aldrakar')).toContainText('$2.000');
  await expect(seleccionados.getByTestId('seleccionado-brunhild')).toContainText('$1.000');
  await expect(seleccionados).not.toContainText('por jugador');
  await dialog.getByLabel('Motivo').fill(MOTIVO);
  await page.screenshot({ path: `${SHOTS}/01-pesos.png` });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: `${SHOTS}/01-pesos-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Crear' }).click();
  const popup = page.getByRole('alertdialog');
  await expect(popup).toContainText('aldrakar: $2.000');
  await expect(popup).toContainText('caelum: $1.000');
  await expect(popup).toContainText('El gremio se queda: $1');
  const avisos = await vigilarAvisos(page);
  await popup.getByRole('button', { name: 'Sí, crear' }).click();
  await avisos.vio('Distribución realizada');
  await expect(dialog).toBeHidden();

  const row = page.getByRole('table', { name: 'Distribuciones del periodo' }).getByRole('row').filter({ hasText: MOTIVO });
  // The new distribution's row opens by itself on its players and shares.
  await expect(row.getByRole('button', { name: /^Ocultar jugadores de la distribución/ })).toBeVisible();
  const jugadores = page.getByRole('table', { name: /^Jugadores de la distribución/ });
  await expect(jugadores.getByRole('row').filter({ hasText: 'aldrakar' })).toContainText('$2.000');
  await expect(jugadores.getByRole('row').filter({ hasText: 'brunhild' })).toContainText('$1.000');
  await expect(jugadores.getByRole('row').filter({ hasText: 'caelum' })).toContainText('$1.000');
  await expect(page.getByTestId('fondo-gremio')).toContainText('Fondo del gremio: $1');
  await page.screenshot({ path: `${SHOTS}/02-fila-expandida.png`, fullPage: true });

  // --- The treasurer closes the period (through the API) with the distributor and enough chests.
  await cerrarPorApi(page.request, tesorero, id, lugar.id_lugar_distribucion);

  // --- The distributor reconciles the game's log.
  const ctx = await browser.newContext();
  const dist = await ctx.newPage();
  await loginAs(dist, ACCOUNTS.distribuidor);
  const periodoRow = dist
    .getByRole('table', { name: 'Periodos de distribución' })
    .getByRole('row')
    .filter({ has: dist.getByRole('cell', { name: String(id), exact: true }) });
  await periodoRow.getByRole('button', { name: `Pagos del periodo ${id}` }).click();
  const pagos = dist.getByRole('dialog', { name: new RegExp(`Pagos del periodo ${id}`) });
  await expect(pagos.getByTestId('pagos-progreso')).toHaveText('Pagados 0 de 3');
  await expect(pagos.getByTestId('fondo-gremio')).toContainText('$1');
  await pagos.getByRole('button', { name: 'Conciliar con el registro del juego' }).click();
  await pagos
    .getByLabel(/Registro de plata del gremio/)
    .fill(
      [
        '"Date"\t"Player"\t"Reason"\t"Amount"',
        '"11/20/2026 21:04:11"\t"Aldrakar"\t"Withdrawal"\t"-1500"',
        '"11/20/2026 21:04:15"\t"aldrakar"\t"Withdrawal"\t"-500"',
        '"11/20/2026 21:05:02"\t"brunhild"\t"Withdrawal"\t"-1000"',
        '"11/20/2026 21:05:40"\t"caelum"\t"Withdrawal"\t"-999"',
        '"11/20/2026 21:06:00"\t"Forastero"\t"Withdrawal"\t"-77"',
      ].join('\n'),
    );
  await pagos.getByRole('button', { name: 'Revisar' }).click();
  const revision = pagos.getByTestId('conciliacion-revision');
  await expect(revision.getByTestId('conciliacion-aldrakar')).toContainText('Coincide');
  await expect(revision.getByTestId('conciliacion-brunhild')).toContainText('Coincide');
  await expect(revision.getByTestId('conciliacion-caelum')).toContainText('Difiere');
  await expect(revision).toContainText('No son jugadores del periodo: Forastero');
  await dist.screenshot({ path: `${SHOTS}/03-revision.png` });
  await expectAccessible(dist);
  await revision.getByRole('button', { name: 'Marcar 2 coincidencias como pagadas' }).click();
  await expect(dist.getByText('Pagos registrados', { exact: true })).toBeVisible();
  await expect(pagos.getByTestId('pagos-progreso')).toHaveText('Pagados 2 de 3');

  // --- Undo brunhild's payment with a reason.
  await pagos.getByRole('button', { name: 'Deshacer el pago de brunhild' }).click();
  const deshacer = dist.getByRole('dialog', { name: 'Deshacer pago' });
  await deshacer.getByLabel('Razón').fill('Se le pagó a otra persona');
  await deshacer.getByRole('button', { name: 'Deshacer' }).click();
  await expect(dist.getByText('Pago deshecho', { exact: true })).toBeVisible();
  await expect(pagos.getByTestId('pagos-progreso')).toHaveText('Pagados 1 de 3');

  // --- Pay the rest and finalize.
  const finalizar = pagos.getByRole('button', { name: 'Finalizar distribución' });
  await expect(finalizar).toBeDisabled();
  for (const nickname of ['brunhild', 'caelum']) {
    const b = pagos.getByRole('button', { name: `Pagar a ${nickname}` });
    await b.click();
    // Paying asks first.
    await dist.getByRole('dialog', { name: 'Registrar el pago' }).getByRole('button', { name: 'Sí, pagar' }).click();
    await expect(b).toBeDisabled();
  }
  await expect(pagos.getByTestId('pagos-progreso')).toHaveText('Pagados 3 de 3');
  await finalizar.click();
  await dist.getByRole('dialog', { name: 'Finalizar distribución' }).getByRole('button', { name: 'Sí, finalizar' }).click();
  await expect(dist.getByText('Distribución finalizada')).toBeVisible();
  await ctx.close();
});
