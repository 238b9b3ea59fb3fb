// The officer's screens on a phone (375 × 812) and the flows that must not mislead them, on the demo
// guild: the distributions, payments, accounts and audit tables stack as cards (each row readable with
// its actions, nothing scrolling sideways), the payments say whom and which chest, «Copiar» works
// without the Clipboard API, a pasted list selects players, and Back on a filled «Nueva distribución»
// asks first. The same screens at 1366 × 900 keep their table.
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken, expectAccessible, loginAs } from './support/fixtures';

const SHOTS = '/tmp/shots-oficial-movil';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const MOVIL = { width: 375, height: 812 };
const ESCRITORIO = { width: 1366, height: 900 };

interface PeriodoFila {
  id_periodo: number;
  silver_albion: number;
  id_estado_distribucion: number;
  distribuidor_nickname: string | null;
  /** Only on a period whose shares go to the balances (docs/libro.md): nobody is paid one by one. */
  modo_pago?: 'acumular';
}

/** How many distributions the period lists (deleted ones too) (`POST /api/distribuciones/getDistribucion`). */
async function distribucionesDe(request: APIRequestContext, idPeriodo: number): Promise<number> {
  const body = await (await request.post('/api/distribuciones/getDistribucion', { data: [{ idPeriodoDist: idPeriodo }] })).json();
  return (body.message as unknown[]).length;
}

/**
 * The first period of the overview in `estado` (the demo guild has one in each state) paid one by one
 * and holding at least one distribution. Other specs on the same server open periods of their own
 * (empty ones, listed first) and e2e/libro.spec.ts closes periods in `acumular`, whose «Pagar» is off.
 */
async function periodoEn(request: APIRequestContext, estado: number): Promise<PeriodoFila> {
  for (let page = 1; ; page++) {
    const body = await (await request.get(`/api/distribuciones/resumenDistribucion?page=${page}`)).json();
    for (const r of body.message as PeriodoFila[]) {
      if (r.id_estado_distribucion !== estado || r.modo_pago !== undefined) continue;
      if (estado === 2 && r.distribuidor_nickname !== ACCOUNTS.distribuidor.nickname) continue;
      if ((await distribucionesDe(request, r.id_periodo)) > 0) return r;
    }
    expect(page * 10 < body.count, `a period in state ${estado} with distributions`).toBeTruthy();
  }
}

/** Nothing on the page is wider than the screen. */
async function sinScrollLateral(page: Page) {
  const anchos = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, vista: window.innerWidth }));
  expect(anchos.doc).toBeLessThanOrEqual(anchos.vista);
}

/** The element lies entirely inside the screen's width. */
async function dentroDeLaPantalla(el: Locator) {
  const box = await el.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(MOVIL.width);
}

test.describe('at 375 px', () => {
  test.use({ viewport: MOVIL });

  test('the distributions of a period are cards with their date and actions', async ({ page }) => {
    const abierto = await periodoEn(page.request, 3);
    await loginAs(page, ACCOUNTS.contenido);
    await page.goto(`/distribucion/crearDist/${abierto.id_periodo}/tesorero/3`);
    const tabla = page.getByRole('table', { name: 'Distribuciones del periodo' });
    const fila = tabla.locator('tbody > tr').first();
    await expect(fila).toBeVisible();
    // Every column is there, with its name: the card reads "Fecha …", "Silver …", "Estado …".
    for (const columna of ['Id', 'Fecha', 'Motivo', 'Encargado', 'Silver', 'Estado']) {
      await expect(fila.getByText(columna, { exact: true })).toBeVisible();
    }
    await dentroDeLaPantalla(fila.locator('td').nth(2));
    await dentroDeLaPantalla(fila.locator('td').last());
    await sinScrollLateral(page);
    await shot(page, 'movil-01-distribuciones');
    await expectAccessible(page);
  });

  test('«Pagos»: each card shows whom, how much, which chest and «Pagar» on screen', async ({ page }) => {
    const periodo = await periodoEn(page.request, 2);
    await loginAs(page, ACCOUNTS.distribuidor);
    await page.getByRole('button', { name: `Pagos del periodo ${periodo.id_periodo}` }).click();
    const pagos = page.getByRole('dialog', { name: new RegExp(`Pagos del periodo ${periodo.id_periodo}`) });
    await pagos.getByLabel('Solo pendientes').check();
    const fila = pagos.locator('tbody > tr').first();
    const pagar = fila.getByRole('button', { name: /^Pagar a / });
    await expect(pagar).toBeEnabled();
    const nickname = (await pagar.getAttribute('aria-label'))!.replace('Pagar a ', '');
    await pagar.scrollIntoViewIfNeeded();
    // The nickname and «Pagar» are on screen together, and the chest says where the share goes.
    await expect(fila.getByRole('link', { name: nickname })).toBeInViewport();
    await expect(pagar).toBeInViewport();
    await expect(fila).toContainText(/Cofre.+· cofre \d+/);
    await dentroDeLaPantalla(pagar);
    await dentroDeLaPantalla(fila.getByRole('button', { name: `Copiar el nickname de ${nickname}` }));
    await sinScrollLateral(page);
    await shot(page, 'movil-02-pagos');
    await expectAccessible(page);
  });

  test('accounts and the audit log are cards; the audit detail speaks Spanish', async ({ page }) => {
    await loginAs(page, ACCOUNTS.lider);
    await page.goto('/jugador');
    // The players pager says how many there are.
    await expect(page.getByText(/^1–10 de \d+ jugadores$/)).toBeVisible();
    // A player's card shows every value whole (the desktop table keeps its cells on one line).
    const lider = page.getByRole('table').locator('tbody > tr').first();
    const cortadas = await lider.locator('td').evaluateAll((tds) => tds.filter((td) => td.scrollWidth > td.clientWidth).length);
    expect(cortadas).toBe(0);
    await page.getByRole('tab', { name: 'Cuentas' }).click();
    const cuenta = page.getByRole('table').locator('tbody > tr').filter({ hasText: ACCOUNTS.tesorero.email });
    await expect(cuenta).toBeVisible();
    for (const accion of ['Cargos de', 'Restablecer la contraseña de', 'Desactivar la cuenta']) {
      await dentroDeLaPantalla(cuenta.getByRole('button', { name: new RegExp(`^${accion}`) }));
    }
    const alto = (await cuenta.boundingBox())!.height;
    expect(alto).toBeLessThan(MOVIL.height);
    await sinScrollLateral(page);
    await shot(page, 'movil-03-cuentas');

    // An audit row of our own: the treasurer's value written again, unchanged.
    const periodo = await periodoEn(page.request, 2);
    const escrito = await page.request.put('/api/distribuciones/cambiarSilver', {
      headers: { 'x-token': await apiToken(page, ACCOUNTS.lider) },
      data: [{ idPeriodo: periodo.id_periodo, silver: periodo.silver_albion }],
    });
    expect(escrito.ok(), await escrito.text()).toBeTruthy();
    const plata = `$${periodo.silver_albion.toLocaleString('de-DE')}`;
    await page.goto('/jugador/auditoria');
    const tabla = page.getByRole('table', { name: 'Registro de auditoría' });
    const fecha = tabla.locator('.auditoria-fecha').first();
    await expect(fecha).toBeVisible();
    await dentroDeLaPantalla(fecha);
    await sinScrollLateral(page);
    // The newest row: the field in Spanish and the silver as money.
    await tabla
      .getByRole('button', { name: /^Ver antes y después/ })
      .first()
      .click();
    const cambios = page.getByRole('table', { name: /^Cambios del registro/ }).first();
    await expect(cambios).toContainText('Silver albion');
    await expect(cambios).toContainText(plata);
    await expect(cambios).not.toContainText('silverAlbion');
    await shot(page, 'movil-04-auditoria');
    await expectAccessible(page);
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: ESCRITORIO });

  test('the same tables keep their column headers', async ({ page }) => {
    const abierto = await periodoEn(page.request, 3);
    await loginAs(page, ACCOUNTS.lider);
    await page.goto(`/distribucion/crearDist/${abierto.id_periodo}/tesorero/3`);
    await expect(page.getByRole('columnheader', { name: 'Razón de eliminación' })).toBeVisible();
    await shot(page, 'escritorio-01-distribuciones');
    await page.goto('/jugador');
    await page.getByRole('tab', { name: 'Cuentas' }).click();
    await expect(page.getByRole('columnheader', { name: 'Acciones' })).toBeVisible();
    await shot(page, 'escritorio-03-cuentas');
    await page.goto('/jugador/auditoria');
    await expect(page.getByRole('columnheader', { name: 'Id entidad' })).toBeVisible();
    await shot(page, 'escritorio-04-auditoria');
    await page.goto('/distribucion');
    const periodo = await periodoEn(page.request, 2);
    await page.getByRole('button', { name: `Pagos del periodo ${periodo.id_periodo}` }).click();
    const pagos = page.getByRole('dialog', { name: new RegExp(`Pagos del periodo ${periodo.id_periodo}`) });
    await expect(pagos.getByRole('columnheader', { name: 'Cofre' })).toBeVisible();
    await shot(page, 'escritorio-02-pagos');
  });

  test('«Copiar» without the Clipboard API (plain HTTP) still copies, in Spanish', async ({ page }) => {
    // As on a LAN address over plain HTTP, where browsers give no navigator.clipboard.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
    const periodo = await periodoEn(page.request, 2);
    await page.goto('/distribucion');
    await page.getByRole('button', { name: `Pagos del periodo ${periodo.id_periodo}` }).click();
    const pagos = page.getByRole('dialog', { name: new RegExp(`Pagos del periodo ${periodo.id_periodo}`) });
    await pagos
      .getByRole('button', { name: /^Copiar configuración del cofre de / })
      .first()
      .click();
    await expect(page.getByText('Configuración copiada')).toBeVisible();
    await expect(page.getByText(/Cannot read properties/)).toHaveCount(0);
  });

  test('a pasted list selects players; Back on a filled form asks before discarding it', async ({ page }) => {
    const abierto = await periodoEn(page.request, 3);
    await loginAs(page, ACCOUNTS.contenido);
    await page.goto(`/distribucion/crearDist/${abierto.id_periodo}/tesorero/3`);
    await page.getByRole('button', { name: 'Nueva distribución' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva distribución' });
    await dialog.getByText('Pegar una lista de nombres').click();
    await dialog.getByLabel(/Nombres \(uno por línea/).fill('[REP] Aldrakar, brunhild\nNadie Registrado');
    await dialog.getByRole('button', { name: 'Añadir de la lista' }).click();
    const seleccionados = dialog.getByRole('region', { name: /Jugadores seleccionados/ });
    await expect(seleccionados).toContainText('aldrakar');
    await expect(seleccionados).toContainText('brunhild');
    await expect(dialog.getByRole('list', { name: 'Sin registrar' })).toContainText('Nadie');
    await shot(page, 'escritorio-05-lista-pegada');

    await page.goBack();
    const pregunta = page.getByRole('dialog', { name: '¿Descartar la distribución?' });
    await expect(pregunta).toBeVisible();
    await pregunta.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(seleccionados).toContainText('aldrakar');
    await page.goBack();
    await page.getByRole('dialog', { name: '¿Descartar la distribución?' }).getByRole('button', { name: 'Descartar' }).click();
    await expect(dialog).toBeHidden();
    // Still on the period's page.
    await expect(page).toHaveURL(new RegExp(`/crearDist/${abierto.id_periodo}/`));
  });
});
