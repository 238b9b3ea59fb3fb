// «Venta del botín» in the browser (docs/venta-botin.md), in Spanish. At 1366 px: an officer opens a
// sale through its dialog; on a sale with a short deadline (opened through the API: the dialog's
// deadline has minutes, a test cannot wait for one) two members bid the same silver — the earlier wins
// the tie, and the officer's page shows both live, the winner first — the officer closes it after the deadline: the
// buyer, the payment and the distribution with every share appear; a sale without bids closes
// «desierta». At 375 px a member reads the sales and bids without the page scrolling sideways. In an
// `acumular` period a bid whose payment exceeds the member's balance is refused with its sentence.
// Each screen passes axe; screenshots go to /tmp/shots-venta-botin.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { pagoDeVenta, repartir } from '@reparto/contract';
import { ACCOUNTS, PHONE, expectAccessible, loginAs, type Account } from './support/fixtures';
import { cabeceras, miembrosDelCalendario } from './support/calendario';
import { lugarLibre, pickPlayers } from './support/periodo';

const SHOTS = '/tmp/shots-venta-botin';
const plata = (n: number) => `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

async function periodo(request: APIRequestContext, modoPago: 'al_finalizar' | 'acumular'): Promise<number> {
  const lugar = await lugarLibre(request);
  const res = await request.post('/api/distribuciones', {
    headers: await cabeceras(request, ACCOUNTS.tesorero),
    data: [{ idLugarDist: lugar.id_lugar_distribucion, modoPago }],
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { id_periodo: number }).id_periodo;
}

async function idsDe(request: APIRequestContext, nicknames: string[]): Promise<number[]> {
  const res = await request.get('/api/distribuciones/getJugadoresSelect', { headers: await cabeceras(request, ACCOUNTS.lider) });
  const todos = ((await res.json()) as { message: { id_player: number; nickname: string }[] }).message;
  return nicknames.map((n) => todos.find((j) => j.nickname === n)!.id_player);
}

/** A sale opened by the content manager through the API, its deadline `segundos` ahead; its id. */
async function ventaPorApi(
  request: APIRequestContext,
  idPeriodo: number,
  motivo: string,
  participantes: number[],
  segundos: number,
  valorMercado = 9_000_000,
): Promise<number> {
  const res = await request.post('/api/ventas', {
    headers: await cabeceras(request, ACCOUNTS.contenido),
    data: [{ idPeriodo, valorMercado, cierre: new Date(Date.now() + segundos * 1000).toISOString(), motivo, participantes }],
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { venta: { id_venta: number } }).venta.id_venta;
}

async function sesion(browser: Browser, cuenta: Account, viewport = { width: 1366, height: 900 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await loginAs(page, cuenta);
  return page;
}

const pagina = (idPeriodo: number) => `/distribucion/crearDist/${idPeriodo}/-/3`;
const tarjeta = (page: Page, id: number, motivo: string) => page.getByRole('article', { name: `Venta ${id}: ${motivo}` });

test.describe('Venta del botín', () => {
  test('at 1366 px: open, two members bid (a tie), close: the buyer pays, the distribution splits; desierta', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const miembros = await miembrosDelCalendario(page.request, 'venta', 3);
    const [a, b, c] = miembros as [Account, Account, Account];
    const ids = await idsDe(page.request, [a.nickname, b.nickname, c.nickname]);
    const idPeriodo = await periodo(page.request, 'al_finalizar');
    const impuesto = (
      (await (
        await page.request.get(`/api/distribuciones/fondoGremio?idPeriodo=${idPeriodo}`, {
          headers: await cabeceras(page.request, ACCOUNTS.lider),
        })
      ).json()) as { impuesto_gremio_pct: number }
    ).impuesto_gremio_pct;

    // --- The officer opens a sale through the dialog (deadline tomorrow, in the reader's zone).
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, ACCOUNTS.contenido);
    await page.goto(pagina(idPeriodo));
    await page.getByRole('button', { name: 'Abrir venta del botín' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Abrir venta del botín' });
    await expect(dialogo.getByLabel('Motivo')).toBeFocused();
    await dialogo.getByLabel('Motivo').fill('Cofre largo');
    await dialogo.getByLabel('Valor de mercado del botín').fill('9.000.000');
    await expect(dialogo).toContainText('En su zona horaria (UTC); se guarda en UTC');
    await pickPlayers(page, dialogo, [a.nickname, b.nickname, c.nickname]);
    await page.screenshot({ path: `${SHOTS}/1366-01-abrir.png` });
    await expectAccessible(page);
    const abierta = page.waitForResponse((r) => r.url().endsWith('/api/ventas') && r.request().method() === 'POST');
    await dialogo.getByRole('button', { name: 'Abrir venta' }).dblclick();
    const cuerpo = (await abierta).request().postDataJSON() as [{ cierre: string; participantes: number[] }];
    expect(cuerpo[0].participantes.sort()).toEqual([...ids].sort());
    expect(Date.parse(cuerpo[0].cierre)).toBeGreaterThan(Date.now() + 20 * 3_600_000);
    await expect(dialogo).toBeHidden();
    await expect(page.getByRole('article', { name: /: Cofre largo$/ })).toHaveCount(1);

    // --- Two sales with a short deadline: one gets two equal bids, the other none.
    const vendida = await ventaPorApi(page.request, idPeriodo, 'Cofre de la ZvZ', ids, 25);
    const desierta = await ventaPorApi(page.request, idPeriodo, 'Cofre sin interés', ids, 25);
    const limite = Date.now() + 25_000;

    // A bids 66 % in the browser: the page says what it would pay.
    const pa = await sesion(browser, a);
    await pa.goto(pagina(idPeriodo));
    const enA = tarjeta(pa, vendida, 'Cofre de la ZvZ');
    await enA.getByLabel('Porcentaje (1–100)').fill('66');
    const w = 5_940_000;
    const calculo = pagoDeVenta(w, [10, 10, 10], 0, impuesto);
    await expect(enA).toContainText(
      `Si gana con ${plata(w)} pagará ${plata(calculo.pago)}: la puja menos su parte (${plata(calculo.parteComprador)}).`,
    );
    await enA.getByRole('button', { name: 'Pujar' }).dblclick();
    await expect(enA.getByRole('table')).toContainText(`${a.nickname}${plata(w)} (66 %)`);
    await expectAccessible(pa);
    await pa.screenshot({ path: `${SHOTS}/1366-02-puja.png`, fullPage: true });

    // B bids the same silver later (through the API): a tie, the earlier bid stays first.
    const pujaB = await page.request.post('/api/ventas/pujar', {
      headers: await cabeceras(page.request, b),
      data: [{ idVenta: vendida, silver: w }],
    });
    expect(pujaB.status(), await pujaB.text()).toBe(201);

    // The officer's page, open all along, shows both bids live (the change `venta`), the earlier first.
    const enO = tarjeta(page, vendida, 'Cofre de la ZvZ');
    const filas = enO.getByRole('row');
    await expect(filas.nth(1)).toContainText(a.nickname);
    await expect(filas.nth(2)).toContainText(b.nickname);

    // --- After the deadline the officer closes both.
    await page.waitForTimeout(Math.max(0, limite - Date.now()) + 1_000);
    await enO.getByRole('button', { name: 'Cerrar venta' }).click();
    await expect(enO).toContainText(
      `Comprada por ${a.nickname} con ${plata(w)}: paga ${plata(calculo.pago)} (la puja menos su parte).`,
    );
    await expect(enO.getByText('Vendida', { exact: true })).toBeVisible();
    const enD = tarjeta(page, desierta, 'Cofre sin interés');
    await enD.getByRole('button', { name: 'Cerrar venta' }).click();
    await expect(enD).toContainText('Desierta: nadie pujó, no se hizo ninguna distribución.');

    // The distribution: the net of W among the three, each the same share.
    await enO.getByRole('button', { name: /^Ver la distribución \d+$/ }).click();
    const fila = page.getByTestId('distribucion-nueva');
    await expect(fila).toContainText('Cofre de la ZvZ');
    await expect(fila).toContainText(plata(calculo.neto));
    const { partes } = repartir(calculo.neto, [10, 10, 10]);
    await expect(page.locator('.dist-table')).toContainText(plata(partes[0]!));
    await page.screenshot({ path: `${SHOTS}/1366-03-cerrada.png`, fullPage: true });
    await expectAccessible(page);
  });

  test('at 375 px: a member reads the sales and bids with the keyboard, nothing scrolls sideways', async ({ page }) => {
    test.setTimeout(120_000);
    const [m, n] = (await miembrosDelCalendario(page.request, 'venta375', 2)) as [Account, Account];
    const idPeriodo = await periodo(page.request, 'al_finalizar');
    const id = await ventaPorApi(
      page.request,
      idPeriodo,
      'Cofre del móvil',
      await idsDe(page.request, [m.nickname, n.nickname]),
      3600,
    );
    await page.setViewportSize(PHONE);
    await loginAs(page, m);
    await page.goto(pagina(idPeriodo));
    const t = tarjeta(page, id, 'Cofre del móvil');
    // Keyboard only: the arrow moves to «Cantidad de plata», Tab to its field, Enter bids.
    await t.getByRole('radio', { name: 'Porcentaje del valor' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(t.getByRole('radio', { name: 'Cantidad de plata' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(t.getByRole('textbox', { name: 'Plata' })).toBeFocused();
    await page.keyboard.type('1000000');
    await page.keyboard.press('Enter');
    await expect(t.getByRole('table')).toContainText(`${m.nickname}$1.000.000`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/375-01-puja.png`, fullPage: true });
    await expectAccessible(page);
  });

  test('in an acumular period a bid over the balance is refused with its sentence', async ({ page }) => {
    const [m, n] = (await miembrosDelCalendario(page.request, 'ventasaldo', 2)) as [Account, Account];
    const idPeriodo = await periodo(page.request, 'acumular');
    const id = await ventaPorApi(
      page.request,
      idPeriodo,
      'Cofre caro',
      await idsDe(page.request, [m.nickname, n.nickname]),
      3600,
      900_000_000_000,
    );
    await loginAs(page, m);
    await page.goto(pagina(idPeriodo));
    const t = tarjeta(page, id, 'Cofre caro');
    await t.getByLabel('Porcentaje (1–100)').fill('100');
    await t.getByRole('button', { name: 'Pujar' }).click();
    await expect(t.getByRole('alert')).toHaveText(
      new RegExp(`^El periodo ${idPeriodo} paga con los saldos: su pago sería \\$[\\d.]+ y puede disponer de \\$[\\d.]+$`),
    );
    await expect(t.getByRole('table')).toContainText('Sin pujas todavía');
    await expectAccessible(page);
  });
});
