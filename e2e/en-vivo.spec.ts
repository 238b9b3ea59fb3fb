// Live screens (docs/performance.md, "Live screens"): while a member watches the periods overview, a
// period's distributions and its payments dialog, officers in other browsers create a distribution,
// close the period and pay a player; the member's screens show each change by themselves — no
// reload, and an open dialog keeps what was typed in it.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, loginAs, vigilarAvisos } from './support/fixtures';
import { abrirPeriodoPorApi, cerrarPorApi, pickPlayers } from './support/periodo';

const SHOTS = '/tmp/shots-en-vivo';
const MOTIVO = `En vivo e2e ${Date.now().toString(36)}`;

/** Marks the page: the mark is gone if the page reloads. */
const marcar = (page: Page) => page.evaluate(() => ((window as unknown as { sinRecargar: boolean }).sinRecargar = true));
const sigueSinRecargar = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);

test('a member sees a new distribution, the closing and a payment without reloading', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const { id, lugar, tesorero } = await abrirPeriodoPorApi(page);

  // --- The member (no session) watches the overview and, in another tab, the period's distributions.
  const miembro = await browser.newContext();
  const resumen = await miembro.newPage();
  await resumen.goto('/distribucion');
  const fila = resumen
    .getByRole('table', { name: 'Periodos de distribución' })
    .getByRole('row')
    .filter({ has: resumen.getByRole('cell', { name: String(id), exact: true }) });
  await expect(fila).toContainText('Abierto');
  const periodo = await miembro.newPage();
  await periodo.goto(`/distribucion/crearDist/${id}/tesorero/3`);
  const tabla = periodo.getByRole('table', { name: 'Distribuciones del periodo' });
  await expect(tabla).toBeVisible();
  await expect(tabla.getByRole('row').filter({ hasText: MOTIVO })).toHaveCount(0);
  await marcar(resumen);
  await marcar(periodo);

  // --- A content manager creates a distribution in their own browser.
  const oficial = await browser.newContext();
  const encargado = await oficial.newPage();
  await loginAs(encargado, ACCOUNTS.contenido);
  await encargado.goto(`/distribucion/crearDist/${id}/tesorero/3`);
  await encargado.getByRole('button', { name: 'Nueva distribución' }).click();
  const dialog = encargado.getByRole('dialog', { name: 'Nueva distribución' });
  await pickPlayers(encargado, dialog, ['aldrakar', 'brunhild', 'caelum']);
  const silver = dialog.getByLabel('Silver');
  await silver.click();
  await silver.pressSequentially('3000');
  await silver.press('Tab');
  await dialog.getByLabel('Motivo').fill(MOTIVO);
  await dialog.getByRole('button', { name: 'Crear' }).click();
  const avisos = await vigilarAvisos(encargado);
  await encargado.getByRole('alertdialog').getByRole('button', { name: 'Sí, crear' }).click();
  await avisos.vio('Distribución realizada');

  // The member's distributions page and overview show it by themselves.
  await expect(tabla.getByRole('row').filter({ hasText: MOTIVO })).toBeVisible();
  await expect(fila).toContainText('$3.000');
  await periodo.screenshot({ path: `${SHOTS}/01-distribucion-en-vivo.png` });

  // --- The treasurer closes the period (API); the member opens its payments dialog.
  await cerrarPorApi(page.request, tesorero, id, lugar.id_lugar_distribucion);
  await expect(fila).toContainText('En distribución');
  await fila.getByRole('button', { name: `Pagos del periodo ${id}` }).click();
  const pagosMiembro = resumen.getByRole('dialog', { name: new RegExp(`Pagos del periodo ${id}`) });
  await expect(pagosMiembro.getByTestId('pagos-progreso')).toHaveText('Pagados 0 de 3');
  // The member is typing a search in the open dialog when the payment comes.
  const buscar = pagosMiembro.getByLabel('Buscar jugador');
  await buscar.fill('brun');
  await expect(pagosMiembro.getByRole('row').filter({ hasText: 'aldrakar' })).toHaveCount(0);

  // --- The distributor pays one player in their own browser.
  const otroOficial = await browser.newContext();
  const dist = await otroOficial.newPage();
  await loginAs(dist, ACCOUNTS.distribuidor);
  const filaDist = dist
    .getByRole('table', { name: 'Periodos de distribución' })
    .getByRole('row')
    .filter({ has: dist.getByRole('cell', { name: String(id), exact: true }) });
  await filaDist.getByRole('button', { name: `Pagos del periodo ${id}` }).click();
  const pagosDist = dist.getByRole('dialog', { name: new RegExp(`Pagos del periodo ${id}`) });
  const pagar = pagosDist.getByRole('button', { name: 'Pagar a brunhild' });
  await pagar.click();
  await dist.getByRole('dialog', { name: 'Registrar el pago' }).getByRole('button', { name: 'Sí, pagar' }).click();
  await expect(pagosDist.getByTestId('pagos-progreso')).toHaveText('Pagados 1 de 3');

  // The member's open dialog follows, and the pages were never reloaded.
  await expect(pagosMiembro.getByTestId('pagos-progreso')).toHaveText('Pagados 1 de 3');
  await expect(pagosMiembro.getByRole('row').filter({ hasText: 'brunhild' })).toContainText('Pagado');
  await expect(buscar).toHaveValue('brun');
  await resumen.screenshot({ path: `${SHOTS}/02-pago-en-vivo.png` });
  await sigueSinRecargar(resumen);
  await sigueSinRecargar(periodo);
  await Promise.all([miembro.close(), oficial.close(), otroOficial.close()]);
});
