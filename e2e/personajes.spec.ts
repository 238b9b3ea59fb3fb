// Characters of one member (docs/calendario.md, «Personajes de un miembro»): the leader links a second
// character to a member on the players page and picks the trading character; the payment sheet of a
// closed period shows one combined line for the member with both characters beneath, and «Pagado» on it
// asks first (each part and the total), then pays both parts. At 1366 px and at 375 px, which it fits.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, PHONE, expectAccessible, loginAs, vigilarAvisos } from './support/fixtures';
import { abrirPeriodoPorApi, cerrarPorApi, repartirPorApi } from './support/periodo';

const SHOTS = '/tmp/shots-personajes';
// Demo players no other spec names or gives an account (those take them from the end of the list).
const PRINCIPAL = 'artorias';
const PERSONAJE = 'bramble';
const OTRO = 'cinder';

/** Nothing on the page is wider than the screen. */
async function cabe(page: Page) {
  const ancho = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(ancho);
}

test('the leader links a character; the payment sheet pays the member’s combined line after asking', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });

  // --- A period of its own, closed, where the member, their character-to-be and another player have shares.
  const { id, lugar, tesorero } = await abrirPeriodoPorApi(page);
  await repartirPorApi(page, id, [PRINCIPAL, PERSONAJE, OTRO], 3_000_000, `Personajes e2e ${id}`);
  await cerrarPorApi(page.request, tesorero, id, lugar.id_lugar_distribucion);

  // --- The leader, on the players page: «Personajes» of the member.
  await loginAs(page, ACCOUNTS.lider);
  await page.goto('/jugador');
  await page.getByLabel('Nickname a buscar').fill(PRINCIPAL);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('button', { name: `Personajes de ${PRINCIPAL}` }).click();
  const dialogo = page.getByRole('dialog', { name: `Personajes de ${PRINCIPAL}` });
  await expect(dialogo).toContainText(`${PRINCIPAL} no tiene personajes vinculados.`);
  const avisos = await vigilarAvisos(page);

  // The searchable list: typed into its filter, the player is picked; «Vincular» by keyboard.
  await dialogo.locator('#personaje-nuevo').focus();
  await page.keyboard.press('Enter');
  const filtro = dialogo.locator('.p-dropdown-filter');
  await expect(filtro).toBeFocused();
  await filtro.fill(PERSONAJE);
  await dialogo.getByRole('option', { name: PERSONAJE, exact: true }).click();
  const vincular = dialogo.getByRole('button', { name: 'Vincular', exact: true });
  await vincular.focus();
  await page.keyboard.press('Enter');
  await avisos.vio(`${PERSONAJE} es ahora personaje de ${PRINCIPAL}`);
  await expect(dialogo.getByRole('button', { name: `Desvincular ${PERSONAJE} de ${PRINCIPAL}` })).toBeVisible();

  // The trading character: the member trades from the new character.
  await dialogo.locator('#personaje-comercio').focus();
  await page.keyboard.press('Enter');
  await dialogo.getByRole('option', { name: PERSONAJE, exact: true }).click();
  await avisos.vio(`${PRINCIPAL} comercia con ${PERSONAJE}`);
  await expect(dialogo.locator('#personaje-comercio')).toHaveValue(PERSONAJE);
  await page.screenshot({ path: `${SHOTS}/01-personajes-1366.png` });
  await page.setViewportSize(PHONE);
  await cabe(page);
  const caja = (await dialogo.boundingBox())!;
  expect(caja.x).toBeGreaterThanOrEqual(0);
  expect(caja.x + caja.width).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/02-personajes-375.png` });

  // --- The distributor opens the period's payment sheet: one combined line for the member.
  const contexto = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const dist2 = await contexto.newPage();
  await loginAs(dist2, ACCOUNTS.distribuidor);
  const fila = dist2
    .getByRole('table', { name: 'Periodos de distribución' })
    .getByRole('row')
    .filter({ has: dist2.getByRole('cell', { name: String(id), exact: true }) });
  await fila.getByRole('button', { name: `Pagos del periodo ${id}` }).click();
  const pagos = dist2.getByRole('dialog', { name: new RegExp(`Pagos del periodo ${id}`) });
  await expect(pagos.getByTestId('pagos-progreso')).toHaveText('Pagados 0 de 3');
  const linea = pagos.getByTestId(`miembro-${PRINCIPAL}`);
  await expect(linea).toContainText(`${PRINCIPAL} · $2.000.000 · comercia con ${PERSONAJE}`);
  await linea.locator('summary').click();
  await expect(linea.getByRole('listitem')).toHaveText([
    `${PRINCIPAL}: $1.000.000 · Pendiente`,
    `${PERSONAJE}: $1.000.000 · Pendiente`,
  ]);
  await dist2.screenshot({ path: `${SHOTS}/03-hoja-1366.png` });
  // «Pagado» is named by its visible text first (axe-core's label-content-name-mismatch).
  await expectAccessible(dist2);

  // «Pagado» asks first: each part and the total; «Sí, pagar» pays both in one write.
  await linea.getByRole('button', { name: `Pagado: la línea de ${PRINCIPAL}, $2.000.000, todas sus partes` }).click();
  const pregunta = dist2.getByRole('dialog', { name: `Pagar la línea de ${PRINCIPAL}` });
  await expect(pregunta.getByRole('listitem')).toHaveText([`${PRINCIPAL}: $1.000.000`, `${PERSONAJE}: $1.000.000`]);
  await expect(pregunta).toContainText('Total: $2.000.000');
  await dist2.screenshot({ path: `${SHOTS}/04-pregunta-1366.png` });
  const escrituras: string[] = [];
  dist2.on('request', (r) => {
    if (r.url().endsWith('/api/distribuciones/pagarMiembro')) escrituras.push(r.method());
  });
  await pregunta.getByRole('button', { name: 'Sí, pagar' }).dblclick();
  await expect(pagos.getByTestId('pagos-progreso')).toHaveText('Pagados 2 de 3');
  await expect(linea).toContainText('Pagado');
  await expect(linea.getByRole('button', { name: /^Pagado: la línea de/ })).toHaveCount(0);
  expect(escrituras).toEqual(['PUT']);

  // At 375 px the payment sheet, with the combined line, fits the screen.
  await dist2.setViewportSize(PHONE);
  await expect(linea).toBeVisible();
  await cabe(dist2);
  await dist2.screenshot({ path: `${SHOTS}/05-hoja-375.png`, fullPage: true });
  await contexto.close();
});
