// A player's own page end to end: a member opens it from the TOP card and from «Mis ganancias», sees
// the weekly chart (and its data), what is pending and the history paged by 25; an officer downloads
// every CSV and reads it back; axe on the page; 375 px. The spec opens its own period on a place that
// has none open and gives 30 distributions to the demo's distributor, who becomes the TOP player.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, PHONE, expectAccessible, followMenu, loginAs } from './support/fixtures';
import { palabrasPartidas } from './support/palabras';

const DISTRIBUCIONES = 30;
let idPeriodo = 0;

async function freePlaceId(request: APIRequestContext): Promise<number> {
  const { lugares } = await (await request.get('/api/distribuciones/getLugares')).json();
  const open = new Set<number>();
  for (let page = 1; ; page++) {
    const body = await (await request.get(`/api/distribuciones/resumenDistribucion?page=${page}`)).json();
    for (const p of body.message) if (p.id_estado_distribucion === 3) open.add(p.id_lugar_distribucion);
    if (page * 10 >= body.count) break;
  }
  const free = (lugares as { id_lugar_distribucion: number; lugar: string }[]).filter((l) => !open.has(l.id_lugar_distribucion));
  // The last free place: the periods spec prefers the first ones.
  expect(free.length, 'a place without an open period').toBeGreaterThan(1);
  return free.at(-1)!.id_lugar_distribucion;
}

test.beforeAll(async ({ request }) => {
  const login = async (email: string, pwd: string) =>
    (await (await request.post('/api/auth/login', { data: [{ email, pwd }] })).json()).token as string;
  const tesorero = await login(ACCOUNTS.tesorero.email, ACCOUNTS.tesorero.password);
  const contenido = await login(ACCOUNTS.contenido.email, ACCOUNTS.contenido.password);
  const created = await request.post('/api/distribuciones', {
    headers: { 'x-token': tesorero },
    data: [{ idLugarDist: await freePlaceId(request), gremioFederacion: 1 }],
  });
  expect(created.ok()).toBeTruthy();
  idPeriodo = (await created.json()).id_periodo;
  const jugadores: { id_player: number; nickname: string }[] = (
    await (await request.get('/api/distribuciones/getJugadoresSelect', { headers: { 'x-token': contenido } })).json()
  ).message;
  const yo = jugadores.find((j) => j.nickname === ACCOUNTS.distribuidor.nickname)!;
  const otro = jugadores.find((j) => !['tesorero', 'distribuidor', 'lider', 'encargado1', 'encargado2'].includes(j.nickname))!;
  for (let i = 0; i < DISTRIBUCIONES; i++) {
    const res = await request.post('/api/distribuciones/crear', {
      headers: { 'x-token': contenido },
      data: [
        {
          idDistribucion: 100_000 + Math.floor(Math.random() * 900_000),
          idPeriodoDist: idPeriodo,
          silver: 200_000_000,
          // A reason that a spreadsheet would run as a formula: the CSV must neutralise it.
          motivo: i === 0 ? '=1+1 prueba e2e' : `Contenido e2e ${i}; "jugador"`,
          jugadores: [yo.id_player, otro.id_player],
        },
      ],
    });
    expect(res.status()).toBe(201);
  }
});

const historial = (page: Page) => page.getByRole('table', { name: 'Historial' });

/** A chart is drawn when it comes on screen (Chart.js is loaded then): scroll each into view, as a reader would. */
async function verGraficos(page: Page) {
  for (const figure of await page.locator('figure.grafico').all()) await figure.scrollIntoViewIfNeeded();
}

test('a member opens their page from the TOP card: chart, pending payments, history paged by 25', async ({ page }) => {
  await loginAs(page, ACCOUNTS.distribuidor);
  await page.getByRole('list', { name: 'TOP Players' }).getByRole('link', { name: 'distribuidor' }).click();
  await expect(page).toHaveURL(/\/distribucion\/jugador\/distribuidor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ganancias de distribuidor' })).toBeVisible();

  // The chart is drawn (Chart.js loaded on demand) and has its text alternative.
  await verGraficos(page);
  const chart = page.locator('canvas[role="img"]');
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /^Plata por semana.*en las últimas 26 semanas/);
  await page.getByRole('button', { name: 'Ver datos' }).click();
  await expect(page.getByRole('table', { name: /^Datos: Plata por semana/ }).getByRole('row')).toHaveCount(27);

  // Pending: the spec's open period, not paid, no distributor yet.
  const pendiente = page
    .getByRole('table', { name: 'Pendiente de cobro' })
    .getByRole('row')
    .filter({ hasText: new RegExp(`^Periodo${idPeriodo}Lugar`) });
  await expect(pendiente).toContainText('Abierto');
  await expect(pendiente).toContainText('$3.000.000.000');
  await expect(pendiente).toContainText('Sin pagar');

  // History: 25 a page, newest first.
  await expect(historial(page).getByRole('row')).toHaveCount(26);
  await expect(historial(page).getByRole('row').nth(1)).toContainText('Contenido e2e 29');
  const pager = page.getByRole('navigation', { name: 'Páginas del historial' });
  await expect(pager).toContainText(/^.*1–25 de \d+/);
  await pager.getByRole('button', { name: 'Página 2' }).click();
  await expect(pager).toContainText(/26–\d+ de \d+/);
  await expect(historial(page).getByRole('row').nth(5)).toContainText('=1+1 prueba e2e');
  await expectAccessible(page);

  // «Mis ganancias» in the menu leads to the same page.
  await page.goto('/distribucion');
  await followMenu(page, 'Distribución', 'Mis ganancias');
  await expect(page.getByRole('heading', { level: 1, name: 'Ganancias de distribuidor' })).toBeVisible();
});

test('anyone opens a page from the earnings search; an unknown nickname says so', async ({ page }) => {
  await page.goto('/distribucion/jugador/nadie-asi');
  await expect(page.getByText('No se encuentra el jugador')).toBeVisible();
  await page.goto('/distribucion');
  await page.getByLabel('Nickname').fill('distribuidor');
  await page.getByRole('combobox', { name: 'Intervalo' }).selectOption({ label: '30 días' });
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByTestId('ganancias-resultado').getByRole('link', { name: 'distribuidor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ganancias de distribuidor' })).toBeVisible();
  await expectAccessible(page);
});

test('the page is usable at 375 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/distribucion/jugador/distribuidor');
  await verGraficos(page);
  await expect(page.locator('canvas[role="img"]')).toBeVisible();
  // 25 cards (the header row is not shown on a phone).
  await expect(historial(page).locator('tbody tr')).toHaveCount(25);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Ver datos' }).click();
  await expectAccessible(page);
  const box = await page.locator('canvas[role="img"]').boundingBox();
  expect(box!.width).toBeGreaterThan(250);
  expect(box!.width).toBeLessThanOrEqual(375);
});

/** The element lies inside the phone's width (nothing to scroll sideways to read it). */
async function dentroDelAncho(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

test('at 375 px «Pendiente de cobro» and «Historial» are cards: the amount, the paid state and the distributor on screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/distribucion/jugador/distribuidor');
  const pendiente = page
    .getByRole('table', { name: 'Pendiente de cobro' })
    .getByRole('row')
    .filter({ hasText: new RegExp(`^Periodo${idPeriodo}Lugar`) });
  await expect(pendiente).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Pendiente de cobro' }).getByRole('columnheader').first()).toBeHidden();
  for (const texto of ['Plata$3.000.000.000', 'PagoSin pagar', 'DistribuidorSin asignar']) {
    await dentroDelAncho(pendiente.getByRole('cell').filter({ hasText: texto }));
  }
  const filas = historial(page).locator('tbody tr');
  await expect(filas).toHaveCount(25);
  const primera = filas.first();
  for (const texto of ['Plata$100.000.000', 'EstadoExitosa', 'Encargadoencargado1']) {
    await dentroDelAncho(primera.getByRole('cell').filter({ hasText: texto }));
  }
  // Cards one under another: the second starts below the first.
  const [a, b] = [await primera.boundingBox(), await filas.nth(1).boundingBox()];
  expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height);
});

test('at 375 px the cargo names of a distribution break between words, never inside one', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/distribucion/crearDist/${idPeriodo}/tesorero/3`);
  const tabla = page.getByRole('table', { name: 'Distribuciones del periodo' });
  await tabla
    .getByRole('button', { name: /^Ver jugadores de la distribución/ })
    .first()
    .click();
  const jugadores = page.getByRole('table', { name: /^Jugadores de la distribución/ });
  await expect(jugadores.getByRole('row')).toHaveCount(3);
  const cargos = jugadores.getByRole('row').locator('td:nth-child(2)');
  await expect(cargos).toHaveCount(2);
  expect(await palabrasPartidas(cargos)).toEqual([]);
});

/** Clicks «Exportar CSV» in `scope` and answers the downloaded file's name and rows. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; rows: string[] }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return { name: file.suggestedFilename(), rows: text.slice(1).split('\r\n').slice(0, -1) };
}

test('an officer downloads every CSV and reads it back', async ({ page }) => {
  await loginAs(page, ACCOUNTS.lider);
  const exportar = (name = 'Exportar CSV') => page.getByRole('button', { name }).click();

  await page.goto('/distribucion/jugador/distribuidor');
  await expect(historial(page).getByRole('row')).toHaveCount(26);
  const hist = await download(page, () => exportar());
  expect(hist.name).toBe('historial-distribuidor.csv');
  expect(hist.rows[0]).toBe('Fecha (UTC);Id distribución;Periodo;Lugar;Motivo;Encargado;Plata;Estado;Razón de eliminación');
  // Dates a spreadsheet reads as dates: `2026-11-21 07:11:07`, not quoted.
  expect(hist.rows[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2};/);
  expect(hist.rows.filter((r) => r.includes(`;${idPeriodo};`))).toHaveLength(DISTRIBUCIONES);
  expect(hist.rows.some((r) => r.includes(`;"'=1+1 prueba e2e";`))).toBe(true);

  await page.goto(`/distribucion/crearDist/${idPeriodo}/tesorero/3`);
  // The period's charts, drawn, each with its text alternative.
  await expect(page.locator('figure.grafico')).toHaveCount(2);
  await verGraficos(page);
  await expect(page.locator('canvas[role="img"]')).toHaveCount(2);
  await expect(
    page.getByRole('img', {
      name: /^Plata por encargado de contenido\. 1 encargados; el mayor, encargado1, con \$6\.000\.000\.000\.$/,
    }),
  ).toBeVisible();
  const dist = await download(page, () => exportar());
  expect(dist.name).toBe(`distribuciones-periodo-${idPeriodo}.csv`);
  expect(dist.rows[0]).toBe('Id distribución;Fecha (UTC);Motivo;Encargado;Jugador;Plata;Estado');
  expect(dist.rows).toHaveLength(1 + 2 * DISTRIBUCIONES);
  expect(dist.rows.filter((r) => r.includes('"Contenido e2e 1; ""jugador"""'))).toHaveLength(2);

  await page.goto('/distribucion');
  await expect(page.locator('figure.grafico')).toHaveCount(1);
  await verGraficos(page);
  await expect(page.getByRole('img', { name: /^Silver app y silver albion de los últimos \d+ periodos\./ })).toBeVisible();
  await page.getByRole('button', { name: `Pagos del periodo ${idPeriodo}` }).click();
  const pagos = await download(page, () =>
    page.getByRole('dialog').getByRole('button', { name: 'Exportar CSV', exact: true }).click(),
  );
  expect(pagos.name).toBe(`pagos-periodo-${idPeriodo}.csv`);
  expect(pagos.rows[0]).toBe('Periodo;Jugador;Plata;Pagado;Distribuidor;Estado del periodo;Casa;Cofre;Fecha de pago (UTC)');
  // Open: no house, chest or payment yet.
  expect(pagos.rows).toContain(`${idPeriodo};"distribuidor";3000000000;"No";;"Abierto";;;`);
  await page.keyboard.press('Escape');

  await page.goto('/jugador/auditoria');
  const audit = await download(page, () => exportar());
  expect(audit.name).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(audit.rows[0]).toBe('Id;Fecha (UTC);Cuenta;Nickname;Acción;Entidad;Id entidad;Antes;Después');
  expect(audit.rows.length).toBeGreaterThan(DISTRIBUCIONES);
  // In words, as the screen shows it: no JSON, no field names of the code.
  const creaciones = audit.rows.filter((r) => r.includes(';"Crear";"Distribución";'));
  expect(creaciones.length).toBeGreaterThanOrEqual(DISTRIBUCIONES);
  expect(creaciones[0]).toContain('Jugadores: ');
  expect(audit.rows.join('\n')).not.toContain('{"');

  await page.goto('/jugador');
  const jugadores = await download(page, () => exportar());
  expect(jugadores.name).toBe('jugadores.csv');
  expect(jugadores.rows[0]).toBe('Id;Nickname;Cargo;Rol;Fecha de registro (UTC);Estado');
  expect(jugadores.rows.some((r) => r.includes(';"distribuidor";'))).toBe(true);
});
