// Periods overview end to end: cards, table, the whole period life cycle in the browser —
// create, change value, close choosing houses, pay every player, finalize — on the demo guild.
// The spec opens its own period on a place that has none open (never the demo's period 3).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, PHONE, apiToken, expectAccessible, loginAs } from './support/fixtures';

const SHOTS = '/tmp/shots-periodos';
const GREEN = 'rgb(27, 127, 58)';
const YELLOW = 'rgb(138, 97, 0)';
const RED = 'rgb(180, 35, 24)';

interface PeriodoApi {
  id_periodo: number;
  id_lugar_distribucion: number;
  id_estado_distribucion: number;
  lugar: string;
}

async function allPeriodos(request: APIRequestContext): Promise<PeriodoApi[]> {
  const out: PeriodoApi[] = [];
  for (let page = 1; ; page++) {
    const body = await (await request.get(`/api/distribuciones/resumenDistribucion?page=${page}`)).json();
    out.push(...body.message);
    if (out.length >= body.count || body.message.length === 0) return out;
  }
}

/** A place without an open period, so this spec never touches another spec's period. */
async function freePlace(request: APIRequestContext): Promise<string> {
  const { lugares } = await (await request.get('/api/distribuciones/getLugares')).json();
  const open = new Set(
    (await allPeriodos(request)).filter((p) => p.id_estado_distribucion === 3).map((p) => p.id_lugar_distribucion),
  );
  const preferred = ['Bridgewatch', 'Fort Sterling', 'Thetford', 'Brecilien', 'Hideout'];
  const free = (lugares as { id_lugar_distribucion: number; lugar: string }[]).filter((l) => !open.has(l.id_lugar_distribucion));
  const pick = preferred.map((n) => free.find((l) => l.lugar === n)).find(Boolean) ?? free[0];
  expect(pick, 'a place without an open period').toBeTruthy();
  return pick!.lugar;
}

/** Opens a PrimeReact Dropdown with the keyboard (its input has the label) and picks an option. */
async function choose(page: Page, input: Locator, option: string) {
  await input.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).click();
}

const table = (page: Page) => page.getByRole('table', { name: 'Periodos de distribución' });
const rowOf = (page: Page, id: number) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

test.describe('anonymous visitor', () => {
  test('sees the three cards and the table, and cannot act', async ({ page }) => {
    await page.goto('/distribucion');
    await expect(page.getByText('TOP Players')).toBeVisible();
    await expect(page.getByText('TOP Creadores de contenido')).toBeVisible();
    await expect(page.getByText('Buscar ganancias')).toBeVisible();

    // TOP Players with the three medals (the demo has distributions in the last 30 days).
    const tops = page.getByRole('list', { name: 'TOP Players' });
    await expect(tops.getByRole('listitem')).toHaveCount(3);
    for (const medal of ['Medalla de oro', 'Medalla de plata', 'Medalla de bronce']) {
      await expect(tops.getByRole('img', { name: medal })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'TOP Creadores de contenido' }).getByText('encargado1')).toBeVisible();

    // Demo periods: 1 finalized (green), 2 in distribution (yellow), 3 open (plain text for anonymous).
    await expect(rowOf(page, 1)).toContainText('Martlock');
    const fin = rowOf(page, 1).getByText('Finalizado', { exact: true });
    await expect(fin).toHaveCSS('color', GREEN);
    const enDist = rowOf(page, 2).getByText('En distribución', { exact: true });
    await expect(enDist).toHaveCSS('color', YELLOW);
    await expect(rowOf(page, 2)).toContainText('distribuidor');
    await expect(rowOf(page, 2)).toContainText('$52.000.000');
    await expect(rowOf(page, 3)).toContainText('Sin asignar');
    await expect(rowOf(page, 3)).toContainText('Sin cerrar');
    await expect(rowOf(page, 3).getByText('Abierto', { exact: true })).toBeVisible();
    // Difference: period 1 positive (green), period 3 has silver_albion 0 so negative (red).
    await expect(rowOf(page, 1).locator('.diferencia-positiva')).toHaveCSS('color', GREEN);
    await expect(rowOf(page, 3).locator('.diferencia-negativa')).toHaveCSS('color', RED);
    await expect(rowOf(page, 1)).toContainText(/\d{1,2} de [a-z]+ del \d{4}/);

    await expect(page.getByRole('button', { name: 'Nuevo periodo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /cambiar valor/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /cerrar el periodo/ })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/01-anonimo.png`, fullPage: true });
    await expectAccessible(page);

    // Payments of period 2: visible to everyone, Pay disabled, no finalize.
    await rowOf(page, 2).getByRole('button', { name: 'Pagos del periodo 2' }).click();
    const dialog = page.getByRole('dialog', { name: /Pagos del periodo 2/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Pagado', { exact: true }).first()).toBeVisible();
    await expect(dialog.getByText('Pendiente', { exact: true }).first()).toBeVisible();
    // It opens on its first field, not on the ×.
    await expect(dialog.getByLabel('Buscar jugador')).toBeFocused();
    // A visitor gets no «Pagar» (nor a selection) that could never be theirs to press.
    await expect(dialog.getByRole('button', { name: /^Copiar configuración del cofre de / }).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);
    await expect(dialog.getByRole('checkbox', { name: /^Seleccionar a/ })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Finalizar distribución' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/02-pagos-anonimo.png` });
    await expectAccessible(page);
    await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(dialog).toBeHidden();

    // 'Distribución' goes to the period's distributions page.
    await rowOf(page, 3).getByRole('button', { name: 'Distribución del periodo 3' }).click();
    await expect(page).toHaveURL(/\/distribucion\/crearDist\/3\/tesorero\/3$/);
  });

  test('searches the earnings of a player by nickname and interval', async ({ page }) => {
    await page.goto('/distribucion');
    const buscar = page.getByRole('button', { name: 'Buscar' });
    await expect(buscar).toBeDisabled();
    await page.getByLabel('Nickname').fill('BRUNHILD');
    await expect(buscar).toBeDisabled();
    await page.getByRole('combobox', { name: 'Intervalo' }).selectOption({ label: 'Desde la creación' });
    await expect(buscar).toBeEnabled();
    await buscar.click();
    const result = page.getByTestId('ganancias-resultado');
    await expect(result).toContainText('brunhild');
    await expect(result).toContainText(/\$\d{1,3}(\.\d{3})+/);

    await page.getByRole('combobox', { name: 'Intervalo' }).selectOption({ label: '15 días' });
    await page.getByLabel('Nickname').fill('nadie');
    await buscar.click();
    await expect(page.getByText('No se encuentra el jugador')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/03-busqueda.png` });
  });
});

test('a content manager sees the open periods highlighted', async ({ page }) => {
  await loginAs(page, ACCOUNTS.contenido);
  await expect(rowOf(page, 3)).toHaveClass(/periodo-resaltado/);
  await expect(rowOf(page, 2)).not.toHaveClass(/periodo-resaltado/);
  await expect(page.getByRole('button', { name: 'Nuevo periodo' })).toHaveCount(0);
});

test('the whole life cycle: create, change value, close with houses, pay everyone, finalize', async ({ browser, page }) => {
  test.setTimeout(300_000);
  const lugar = await freePlace(page.request);

  // --- The treasurer opens a period on a free place.
  await loginAs(page, ACCOUNTS.tesorero);
  await page.getByRole('button', { name: 'Nuevo periodo' }).click();
  const nuevo = page.getByRole('dialog', { name: 'Nuevo periodo' });
  await expect(nuevo.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  // Every dialog opens on its first field, not on the ×.
  await expect(nuevo.getByRole('textbox', { name: 'Lugar' })).toBeFocused();
  await choose(page, nuevo.getByRole('textbox', { name: 'Lugar' }), lugar);
  await page.screenshot({ path: `${SHOTS}/04-nuevo-periodo.png` });
  await expectAccessible(page);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/distribuciones') && r.request().method() === 'POST');
  await nuevo.getByRole('button', { name: 'Guardar' }).click();
  const { id_periodo: id } = await (await created).json();
  await expect(nuevo).toBeHidden();
  await expect(page.getByText(`Se abrió el periodo ${id}`)).toBeVisible();
  const row = rowOf(page, id);
  await expect(row).toContainText(lugar);
  await expect(row).toContainText('Sin asignar');
  await expect(row).toContainText('Sin cerrar');

  // A second open period on the same place cannot be chosen: the place says which period it has
  // (the server refuses it too: modules/periodos tests).
  await page.getByRole('button', { name: 'Nuevo periodo' }).click();
  await nuevo.getByRole('textbox', { name: 'Lugar' }).focus();
  await page.keyboard.press('Enter');
  const ocupado = page.getByRole('option', { name: `${lugar} · ya tiene abierto el periodo ${id}`, exact: true });
  await expect(ocupado).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(nuevo.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await nuevo.getByRole('button', { name: 'Cancelar' }).click();

  // --- Change value.
  await row.getByRole('button', { name: /cambiar valor del periodo/ }).click();
  const cambiar = page.getByRole('dialog', { name: 'Cambiar valor' });
  const input = cambiar.getByLabel('Nuevo valor (silver albion)');
  await expect(input).toBeFocused();
  await input.fill('');
  await input.pressSequentially('5000000');
  await expect(input).toHaveValue('5.000.000');
  await page.screenshot({ path: `${SHOTS}/05-cambiar-valor.png` });
  await expectAccessible(page);
  await cambiar.getByRole('button', { name: 'Guardar' }).click();
  await expect(cambiar).toBeHidden();
  await expect(row.getByRole('button', { name: /cambiar valor/ })).toHaveText('$5.000.000');

  // --- A content manager adds distributions through the API: 8 players in total.
  const tokenContenido = await apiToken(page, ACCOUNTS.contenido);
  const jugadoresRes = await page.request.get('/api/distribuciones/getJugadoresSelect', {
    headers: { 'x-token': tokenContenido },
  });
  const jugadores: { id_player: number; nickname: string }[] = (await jugadoresRes.json()).message;
  const elegidos = jugadores
    .filter((j) => !['tesorero', 'distribuidor', 'lider', 'encargado1', 'encargado2'].includes(j.nickname))
    .slice(0, 8);
  expect(elegidos).toHaveLength(8);
  const crear = (idDistribucion: number, silver: number, ids: number[]) =>
    page.request.post('/api/distribuciones/crear', {
      headers: { 'x-token': tokenContenido },
      data: [
        {
          idDistribucion,
          idPeriodoDist: id,
          silver,
          motivo: 'Prueba e2e de periodos',
          email: ACCOUNTS.contenido.email,
          jugadores: ids,
        },
      ],
    });
  const base = 100_000 + (id % 800_000);
  expect(
    (
      await crear(
        base,
        4_000_000,
        elegidos.slice(0, 5).map((j) => j.id_player),
      )
    ).ok(),
  ).toBeTruthy();
  expect(
    (
      await crear(
        base + 1,
        3_000_000,
        elegidos.slice(3).map((j) => j.id_player),
      )
    ).ok(),
  ).toBeTruthy();
  await page.reload();
  await expect(row).toContainText('$7.000.000');
  await expect(row.locator('.diferencia-negativa')).toHaveText('-$2.000.000');

  // --- Close: distributor and houses; 8 chests needed.
  await row.getByRole('button', { name: /cerrar el periodo/ }).click();
  const cerrar = page.getByRole('dialog', { name: new RegExp(`Cerrar periodo ${id}`) });
  await expect(cerrar.getByTestId('cofres-resumen')).toContainText('Cofres necesarios: 8');
  await expect(cerrar.getByRole('textbox', { name: 'Distribuidor' })).toBeFocused();
  // Silver albion $5.000.000 against silver app $7.000.000: 28 % below, beyond the default 10 %.
  await expect(cerrar.getByTestId('aviso-diferencia')).toContainText(
    'El silver albion ($5.000.000) está por debajo del silver app ($7.000.000) en más del 10 %: la diferencia es -$2.000.000.',
  );
  await cerrar.getByLabel('Cerrar igualmente con una diferencia de -$2.000.000').check();
  const confirmar = cerrar.getByRole('button', { name: 'Cerrar periodo' });
  await expect(cerrar.getByText('Selecciona una o más casas para completar la distribución')).toBeVisible();
  await expect(confirmar).toBeDisabled();
  await cerrar.getByLabel(/Casa de la colina/).check();
  await expect(cerrar.getByTestId('cofres-resumen')).toContainText('Cofres seleccionados: 6');
  await expect(cerrar.getByText('Selecciona una o más casas para completar la distribución')).toBeVisible();
  await expect(confirmar).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/06-cerrar-faltan-cofres.png` });
  await cerrar.getByLabel(/Casa del mercado/).check();
  await expect(cerrar.getByText('Tienes la cantidad de cofres necesaria para empezar a distribuir')).toBeVisible();
  await expect(confirmar).toBeEnabled();
  // Confirming without a distributor shows the notice.
  await confirmar.click();
  await expect(cerrar.getByText('Seleccione un distribuidor')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/07-cerrar-sin-distribuidor.png` });
  await choose(page, cerrar.getByRole('textbox', { name: 'Distribuidor' }), 'distribuidor');
  await expect(cerrar.getByText('Seleccione un distribuidor')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/08-cerrar-listo.png` });
  await expectAccessible(page);
  await confirmar.click();
  await expect(cerrar).toBeHidden();
  await expect(row.getByText('En distribución', { exact: true })).toHaveCSS('color', YELLOW);
  await expect(row).toContainText('distribuidor');
  await expect(row).not.toContainText('Sin cerrar');

  // The treasurer is not the distributor: Pay stays disabled.
  await row.getByRole('button', { name: `Pagos del periodo ${id}` }).click();
  const pagosT = page.getByRole('dialog', { name: new RegExp(`Pagos del periodo ${id}`) });
  await expect(pagosT.getByRole('button', { name: /^Pagar a / })).toHaveCount(8);
  for (const b of await pagosT.getByRole('button', { name: /^Pagar a / }).all()) await expect(b).toBeDisabled();

  // --- The distributor pays everyone, copies one configuration, finalizes.
  const ctx = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const dist = await ctx.newPage();
  await loginAs(dist, ACCOUNTS.distribuidor);
  const drow = rowOf(dist, id);
  await drow.getByRole('button', { name: `Pagos del periodo ${id}` }).click();
  const pagos = dist.getByRole('dialog', { name: new RegExp(`Pagos del periodo ${id}`) });
  await expect(pagos.getByTestId('pagos-progreso')).toHaveText('Pagados 0 de 8');
  const finalizar = pagos.getByRole('button', { name: 'Finalizar distribución' });
  await expect(finalizar).toBeDisabled();
  await dist.screenshot({ path: `${SHOTS}/09-pagos-distribuidor.png` });
  await expectAccessible(dist);

  const first = elegidos.map((j) => j.nickname).sort()[0]!;
  await pagos.getByRole('button', { name: `Copiar configuración del cofre de ${first}` }).click();
  await expect(dist.getByText('Configuración copiada')).toBeVisible();
  const copied = await dist.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`Jugador ${first}: Copropietario`);
  expect(copied).toContain('Propietario: Propietario');
  expect(copied).toContain('Gremio: Sin acceso');
  expect(copied).toContain('Todos: Sin acceso');

  // Five one by one: no payment moves the other rows' «Pagar» (a row keeps the room of «Deshacer»).
  const nombres = elegidos.map((j) => j.nickname).sort();
  const ultimo = pagos.getByRole('button', { name: `Pagar a ${nombres.at(-1)}` });
  const columna = async () => {
    const caja = (await ultimo.boundingBox())!;
    return { x: Math.round(caja.x), width: Math.round(caja.width) };
  };
  const antes = await columna();
  for (const nickname of nombres.slice(0, 5)) {
    const b = pagos.getByRole('button', { name: `Pagar a ${nickname}` });
    await expect(b).toBeEnabled();
    await b.click();
    // Paying asks first.
    await dist.getByRole('dialog', { name: 'Registrar el pago' }).getByRole('button', { name: 'Sí, pagar' }).click();
    await expect(b).toBeDisabled();
    await expect(pagos.getByRole('button', { name: `Deshacer el pago de ${nickname}` })).toBeVisible();
    expect(await columna()).toEqual(antes);
  }
  // The other three at once: one question that states their total, one call of the batch endpoint.
  const filas: { nickname: string; sum: number }[] = (
    await (await dist.request.post('/api/distribuciones/tablaDePago', { data: [{ idPeriodo: id }] })).json()
  ).message;
  const resto = filas.filter((f) => nombres.slice(5).includes(f.nickname)).reduce((acc, f) => acc + f.sum, 0);
  const plata = `$${String(resto).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
  await pagos.getByRole('button', { name: 'Seleccionar pendientes' }).click();
  const lote = dist.waitForResponse((r) => r.url().endsWith('/api/distribuciones/jugadoresDistribuidos'));
  await pagos.getByRole('button', { name: 'Pagar seleccionados (3)' }).click();
  const pregunta = dist.getByRole('dialog', { name: 'Pagar seleccionados' });
  await expect(pregunta).toContainText(`¿Pagar ${plata} en total a 3 jugadores?`);
  await pregunta.getByRole('button', { name: 'Sí, pagar' }).click();
  const [enviado] = (await lote).request().postDataJSON() as { idPeriodo: number; ids_player: number[] }[];
  expect(enviado!.idPeriodo).toBe(id);
  expect([...enviado!.ids_player].sort()).toEqual(
    elegidos
      .filter((j) => nombres.slice(5).includes(j.nickname))
      .map((j) => j.id_player)
      .sort(),
  );
  await expect(dist.getByText('3 pagos registrados')).toBeVisible();
  await expect(pagos.getByTestId('pagos-progreso')).toHaveText('Pagados 8 de 8');
  await expect(pagos.getByText('Pendiente', { exact: true })).toHaveCount(0);
  await expect(finalizar).toBeEnabled();
  await dist.screenshot({ path: `${SHOTS}/10-pagos-completos.png` });
  // Finalizing asks with the focus on «No»: a single Enter finalizes nothing.
  await finalizar.click();
  const finalizarPregunta = dist.getByRole('dialog', { name: 'Finalizar distribución' });
  await expect(finalizarPregunta.getByRole('button', { name: 'No' })).toBeFocused();
  await dist.keyboard.press('Enter');
  await expect(finalizarPregunta).toBeHidden();
  await expect(pagos.getByText('En distribución', { exact: true })).toBeVisible();
  await finalizar.click();
  await finalizarPregunta.getByRole('button', { name: 'Sí, finalizar' }).click();
  await expect(dist.getByText('Distribución finalizada')).toBeVisible();
  await expect(pagos).toBeHidden();
  await expect(drow.getByText('Finalizado', { exact: true })).toHaveCSS('color', GREEN);
  await dist.screenshot({ path: `${SHOTS}/11-finalizado.png`, fullPage: true });

  // The treasurer sees it finalized too; its value can no longer be changed.
  await page.reload();
  await expect(row.getByText('Finalizado', { exact: true })).toHaveCSS('color', GREEN);
  await expect(row.getByRole('button', { name: /cambiar valor/ })).toHaveCount(0);
  await ctx.close();
});

test('the server refuses what the UI hides: paying as a non-distributor is 403', async ({ page }) => {
  const token = await apiToken(page, ACCOUNTS.tesorero);
  const tabla = await (await page.request.post('/api/distribuciones/tablaDePago', { data: [{ idPeriodo: 2 }] })).json();
  const fila = tabla.message[0];
  const res = await page.request.put('/api/distribuciones/jugadorDistribuido', {
    headers: { 'x-token': token },
    data: [{ id_player: fila.id_player, idPeriodo: 2 }],
  });
  expect(res.status()).toBe(403);
});

test.describe('on a desktop, from 1280 px to 1920 px', () => {
  const quienes: [string, (typeof ACCOUNTS)[keyof typeof ACCOUNTS] | null][] = [
    ['a visitor', null],
    ['the leader', ACCOUNTS.lider],
    ['the treasurer', ACCOUNTS.tesorero],
    ['a content manager', ACCOUNTS.contenido],
    ['the distributor', ACCOUNTS.distribuidor],
  ];
  for (const [quien, cuenta] of quienes) {
    test(`the periods table fits its box for ${quien}, «Pagos» whole`, async ({ page }) => {
      if (cuenta) await loginAs(page, cuenta);
      else await page.goto('/distribucion');
      for (const width of [1280, 1366, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(rowOf(page, 3)).toBeVisible();
        const wrapper = page.locator('.periodos-table .p-datatable-wrapper');
        const { scroll, client } = await wrapper.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(scroll, `${width} px: the table is no wider than its box`).toBeLessThanOrEqual(client);
        const caja = (await wrapper.boundingBox())!;
        for (const pagos of await table(page)
          .getByRole('button', { name: /^Pagos del periodo/ })
          .all()) {
          const b = (await pagos.boundingBox())!;
          expect(b.x + b.width, `${width} px: «Pagos» inside the box`).toBeLessThanOrEqual(caja.x + caja.width);
          await expect(pagos).toHaveText('Pagos');
        }
      }
      if (cuenta === ACCOUNTS.tesorero) await page.screenshot({ path: `${SHOTS}/14-tabla-1920.png` });
    });
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the payments dialog takes the whole screen, its footer one compact row; toasts stay inside the screen', async ({
    page,
  }) => {
    await loginAs(page, ACCOUNTS.distribuidor);
    await rowOf(page, 2).getByRole('button', { name: 'Pagos del periodo 2' }).click();
    const dialog = page.getByRole('dialog', { name: /Pagos del periodo 2/ });
    await expect(dialog.locator('tbody > tr').first()).toBeVisible();
    // Measured once the dialog's opening animation (a scale from 0.7) has ended: polled, never read mid-way.
    await expect
      .poll(async () => {
        const caja = (await dialog.boundingBox())!;
        return [caja.x, caja.y, caja.width, caja.height].map(Math.round);
      })
      .toEqual([0, 0, PHONE.width, PHONE.height]);
    const footer = dialog.locator('.p-dialog-footer');
    const exportar = footer.getByRole('button', { name: 'Exportar CSV' });
    const finalizar = footer.getByRole('button', { name: 'Finalizar distribución' });
    await expect(exportar).toBeVisible();
    await expect(finalizar).toBeVisible();
    // One row: the count and the buttons share a line, within the screen.
    const alturas = await Promise.all([footer.getByTestId('pagos-progreso'), exportar, finalizar].map((l) => l.boundingBox()));
    const centros = alturas.map((b) => Math.round(b!.y + b!.height / 2));
    expect(Math.max(...centros) - Math.min(...centros)).toBeLessThanOrEqual(2);
    const pie = (await footer.boundingBox())!;
    expect(pie.height).toBeLessThan(60);
    for (const b of alturas) expect(b!.x + b!.width).toBeLessThanOrEqual(PHONE.width);
    // «Finalizar distribución» reads whole: its label inside its button.
    const etiqueta = (await finalizar.locator('.p-button-label').boundingBox())!;
    expect(etiqueta.x + etiqueta.width).toBeLessThanOrEqual(alturas[2]!.x + alturas[2]!.width);
    await page.screenshot({ path: `${SHOTS}/15-movil-pagos-pantalla-completa.png` });

    // A toast (the nickname copied) is inside the screen.
    await dialog
      .getByRole('button', { name: /^Copiar el nickname de / })
      .first()
      .click();
    const toast = page.locator('.p-toast-message').first();
    await expect(toast).toBeVisible();
    const t = (await toast.boundingBox())!;
    expect(t.x).toBeGreaterThanOrEqual(0);
    expect(t.x + t.width).toBeLessThanOrEqual(PHONE.width);
  });

  test('cards stack and each period is a card of its own, with nothing to scroll sideways', async ({ page }) => {
    await loginAs(page, ACCOUNTS.tesorero);
    await expect(table(page)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    const wrapper = page.locator('.periodos-table .p-datatable-wrapper');
    const scrolls = await wrapper.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrolls).toBe(false);
    await page.screenshot({ path: `${SHOTS}/12-movil.png`, fullPage: true });
    await rowOf(page, 2).getByRole('button', { name: 'Pagos del periodo 2' }).click();
    await expect(page.getByRole('dialog', { name: /Pagos del periodo 2/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/13-movil-pagos.png` });
  });
});
