// XSS: free text that reaches a screen — a distribution's motivo, a removal reason, a
// Discord name offered for registration, and the same texts again in the audit screen's before/after —
// holding `<script>alert(1)</script>` or `"><img src=x onerror=alert(1)>` renders as literal text on
// every screen: no dialog fires and no element is injected. Nicknames cannot hold such characters
// (the API refuses them). This spec opens its own period on a place left free and creates what it
// checks; it also looks at the leader's audit screen (desktop and 375 px, axe-core).
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, PHONE, apiToken, expectAccessible, loginAs, watchDialogs } from './support/fixtures';
import { demoChannels, disableFakeDiscord, enableFakeDiscord } from './support/fake-discord';

const SHOTS = '/tmp/shots-seguridad';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const run = Date.now().toString(36);
const SCRIPT = `<script>alert(1)</script> ${run}`;
const IMG = `"><img src=x onerror=alert(1)> ${run}`;
const RAZON = `<img src=x onerror=alert(2)> razón ${run}`;
const DISCORD_SCRIPT = `<script>alert(3)</script>${run}`;
const DISCORD_IMG = `<img src=x onerror=alert(4)>${run}`;

interface Setup {
  idPeriodo: number;
  borrada: number;
}
let setup: Setup;

async function post(request: APIRequestContext, url: string, token: string | undefined, data: unknown) {
  return request.post(url, { data, headers: token ? { 'x-token': token } : {} });
}

/** No dialog fired, no injected element, the texts shown literally. */
async function expectInert(page: Page, dialogs: string[], texts: string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(
    await page.locator('script').evaluateAll((els) => els.filter((e) => (e.textContent ?? '').includes('alert(')).length),
  ).toBe(0);
  expect(dialogs).toEqual([]);
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const request = page.request;
  const tesorero = await apiToken(page, ACCOUNTS.tesorero);
  const contenido = await apiToken(page, ACCOUNTS.contenido);

  // A place with no open period (the demo leaves most free; other specs may have taken some).
  const lugares = (await (await request.get('/api/distribuciones/getLugares')).json()).lugares as {
    id_lugar_distribucion: number;
  }[];
  const abiertos = new Set<number>();
  for (let p = 1; ; p++) {
    const body = await (await request.get(`/api/distribuciones/resumenDistribucion?page=${p}`)).json();
    for (const r of body.message as { id_lugar_distribucion: number; id_estado_distribucion: number }[]) {
      if (r.id_estado_distribucion === 3) abiertos.add(r.id_lugar_distribucion);
    }
    if (body.message.length < 10) break;
  }
  const libre = lugares.map((l) => l.id_lugar_distribucion).find((id) => !abiertos.has(id));
  if (libre === undefined) throw new Error('Sin lugar libre para un periodo de esta prueba');
  const periodo = await post(request, '/api/distribuciones', tesorero, [{ idLugarDist: libre, gremioFederacion: 1 }]);
  expect(periodo.status()).toBe(201);
  const idPeriodo = (await periodo.json()).id_periodo as number;

  const jugadores = (
    await (await request.get('/api/distribuciones/getJugadoresSelect', { headers: { 'x-token': contenido } })).json()
  ).message as { id_player: number; nickname: string }[];
  const ids = jugadores.slice(0, 2).map((j) => j.id_player);
  const crear = async (motivo: string, codigo: number) => {
    const res = await post(request, '/api/distribuciones/crear', contenido, [
      { idDistribucion: codigo, idPeriodoDist: idPeriodo, silver: 2_000_000, motivo, email: null, jugadores: ids },
    ]);
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).distribucion.id_distribucion as number;
  };
  await crear(SCRIPT, 100_000 + (Date.now() % 800_000));
  await crear(IMG, 100_001 + (Date.now() % 800_000));
  const borrada = await crear(`Para eliminar ${run}`, 100_002 + (Date.now() % 800_000));
  const del = await request.put('/api/distribuciones/eliminarDistribucion', {
    data: [{ idDistribucion: borrada, razon: RAZON }],
    headers: { 'x-token': contenido },
  });
  expect(del.status()).toBe(200);
  setup = { idPeriodo, borrada };
  await page.close();

  const [zvz, ...rest] = demoChannels();
  enableFakeDiscord({ channels: [{ ...zvz!, members: [...zvz!.members, DISCORD_SCRIPT, DISCORD_IMG] }, ...rest] });
});

test.afterAll(() => disableFakeDiscord());

test('the API refuses nicknames with markup, from the players screen and from the distribution page', async ({ page }) => {
  const lider = await apiToken(page, ACCOUNTS.lider);
  const contenido = await apiToken(page, ACCOUNTS.contenido);
  for (const nickname of ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>']) {
    const crear = await post(page.request, '/api/jugadores', lider, [{ nickname, idRol: 1, idCargo: 3 }]);
    expect(crear.status()).toBe(400);
    expect((await crear.json()).message).toMatch(/El nickname solo admite letras y números/);
    const registrar = await post(page.request, '/api/jugadores/registrar', contenido, [{ nickname }]);
    expect(registrar.status()).toBe(400);
  }
});

test('motivos and a removal reason with markup render as text on the distributions page (anonymous and signed in)', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  const url = `/distribucion/crearDist/${setup.idPeriodo}/tesorero/3`;
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Distribuciones', level: 1 })).toBeVisible();
  await expectInert(page, dialogs, [SCRIPT, IMG, RAZON]);
  await shot(page, '01-distribuciones-anonimo');

  await loginAs(page, ACCOUNTS.contenido);
  await page.goto(url);
  const table = page.getByRole('table', { name: 'Distribuciones del periodo' });
  const row = table.getByRole('row').filter({ hasText: SCRIPT });
  await row.getByRole('button', { name: /^Ver jugadores/ }).click();
  await expectInert(page, dialogs, [SCRIPT, IMG, RAZON]);
  await shot(page, '02-distribuciones-encargado');
});

test('Discord names with markup are offered for registration as text in the new-distribution dialog', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await loginAs(page, ACCOUNTS.contenido);
  await page.goto(`/distribucion/crearDist/${setup.idPeriodo}/tesorero/3`);
  await page.getByRole('button', { name: 'Nueva distribución' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva distribución' });
  await dialog.locator('.p-dropdown:has(#dist-canal)').click();
  await page.getByRole('option', { name: 'ZvZ principal', exact: true }).click();
  const sinRegistrar = dialog.getByRole('list', { name: 'Sin registrar' });
  await expect(sinRegistrar).toContainText(DISCORD_SCRIPT);
  await expect(sinRegistrar).toContainText(DISCORD_IMG);
  await expectInert(page, dialogs, [DISCORD_SCRIPT, DISCORD_IMG]);
  await shot(page, '03-discord-sin-registrar');
  // «Registrar» opens «Nuevo jugador» with the name as plain text in its field, and the nickname rules
  // say in Spanish why it cannot be registered as it is.
  await sinRegistrar.getByRole('button', { name: `Registrar ${DISCORD_IMG}` }).click();
  const registro = page.getByRole('dialog', { name: 'Nuevo jugador' });
  await expect(registro.getByLabel('Nickname')).toHaveValue(DISCORD_IMG);
  await expect(registro.getByText(/^El nickname (admite como máximo 32 caracteres|solo admite letras y números)$/)).toBeVisible();
  await expect(registro.getByRole('button', { name: 'Registrar' })).toBeDisabled();
  expect(dialogs).toEqual([]);
});

test('the leader’s audit screen shows the same texts in before/after as text, with filters, accessible at 375 px', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  await loginAs(page, ACCOUNTS.lider);
  await page.goto('/jugador/auditoria');
  await expect(page.getByRole('heading', { name: 'Registro de auditoría', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Registro de auditoría' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await shot(page, '04-auditoria');

  // Filter: distributions only, then open the removal and the creations of this run.
  await page
    .locator('.p-dropdown')
    .filter({ has: page.locator('#filtro-entidad') })
    .click();
  await page.getByRole('option', { name: 'Distribución', exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Eliminar' }).first()).toBeVisible();
  const eliminada = table
    .getByRole('row')
    .filter({ hasText: 'Eliminar' })
    // The seventh cell is "Id entidad" (at 375 px it also carries the column title before the id).
    .filter({ has: page.locator('td:nth-child(7)').filter({ hasText: new RegExp(`(^|\\D)${setup.borrada}$`) }) });
  await eliminada.getByRole('button', { name: /^Ver antes y después/ }).click();
  await expect(page.getByRole('table', { name: /^Cambios del registro/ }).first()).toContainText(RAZON);
  for (const r of await table.getByRole('row').filter({ hasText: 'Crear' }).all()) {
    const open = r.getByRole('button', { name: /^Ver antes y después/ });
    if (await open.count()) await open.click();
  }
  await expectInert(page, dialogs, [SCRIPT, IMG, RAZON]);
  await expectAccessible(page);
  await shot(page, '05-auditoria-cambios');

  await page.setViewportSize(PHONE);
  await page.goto('/jugador/auditoria');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await shot(page, '06-auditoria-375');
  // The table scrolls inside its box; the page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
});

test('a non-leader reaching /jugador/auditoria is told the screen is not for them', async ({ page }) => {
  await loginAs(page, ACCOUNTS.tesorero);
  await page.goto('/jugador/auditoria');
  await expect(page.getByRole('alert')).toContainText('El registro de auditoría es solo para el líder del gremio');
  await expect(page.getByRole('table', { name: 'Registro de auditoría' })).toHaveCount(0);
  await expectAccessible(page);
});
