// Officer-proof screens end to end: no false alarm after a double click, silver fields that cannot
// save what they do not show, the period page's state from the server, sessions across tabs, the
// overview kept in the URL, Escape on an open list, the $0 close, and the phone (375 px) layout of
// the periods overview. Non-destructive on the demo's periods: it opens one period of its own on a
// place that has none (preferring the places other specs do not pick first).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, expectAccessible, loginAs } from './support/fixtures';

const SHOTS = '/tmp/shots-oficial';

const table = (page: Page) => page.getByRole('table', { name: 'Periodos de distribución' });
const rowOf = (page: Page, id: number) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

/** A place without an open period, from the end of the list (periods.spec takes the first ones). */
async function freePlace(request: APIRequestContext): Promise<string> {
  const { lugares } = await (await request.get('/api/distribuciones/getLugares')).json();
  const enCurso = await (await request.get('/api/distribuciones/periodosEnCurso?page=1')).json();
  const open = new Set(
    (enCurso.message as { id_lugar_distribucion: number; id_estado_distribucion: number }[])
      .filter((p) => p.id_estado_distribucion === 3)
      .map((p) => p.id_lugar_distribucion),
  );
  const free = (lugares as { id_lugar_distribucion: number; lugar: string }[]).filter((l) => !open.has(l.id_lugar_distribucion));
  expect(free.length, 'a place without an open period').toBeGreaterThan(0);
  return free[free.length - 1]!.lugar;
}

test.describe('the treasurer', () => {
  test('a double click on «Guardar» opens one period and says so; «Cambiar valor» saves only what it shows', async ({ page }) => {
    const lugar = await freePlace(page.request);
    await loginAs(page, ACCOUNTS.tesorero);
    let creations = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/distribuciones') creations++;
    });

    await page.getByRole('button', { name: 'Nuevo periodo' }).click();
    const nuevo = page.getByRole('dialog', { name: 'Nuevo periodo' });
    await nuevo.getByRole('textbox', { name: 'Lugar' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: lugar, exact: true }).click();
    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/distribuciones' && r.request().method() === 'POST',
    );
    await nuevo.getByRole('button', { name: 'Guardar' }).dblclick();
    const { id_periodo: id } = await (await created).json();
    await expect(page.getByText(`Se abrió el periodo ${id}`)).toBeVisible();
    await expect(nuevo).toBeHidden();
    await expect(page.getByText('Error encontrado', { exact: false })).toHaveCount(0);
    expect(creations).toBe(1);

    // «Cambiar valor»: over the maximum and a decimal comma are refused as typed; Enter saves.
    await rowOf(page, id)
      .getByRole('button', { name: /cambiar valor del periodo/ })
      .click();
    const cambiar = page.getByRole('dialog', { name: 'Cambiar valor' });
    const input = cambiar.getByLabel('Nuevo valor (silver albion)');
    await input.fill('');
    await input.pressSequentially('99999999999999999999999');
    await expect(cambiar.getByRole('alert')).toHaveText('El máximo es $1.000.000.000.000');
    await expect(cambiar.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await input.fill('');
    await input.pressSequentially('45.000.000,5');
    await expect(cambiar.getByRole('alert')).toHaveText('La plata es un número entero: quite la coma y los decimales');
    await page.keyboard.press('Enter');
    await expect(cambiar).toBeVisible();
    await input.fill('');
    await input.pressSequentially('45.000.000');
    await expect(cambiar.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(cambiar).toBeHidden();
    await expect(rowOf(page, id).getByRole('button', { name: /cambiar valor/ })).toHaveText('$45.000.000');
  });

  test('closing a period whose silver albion is $0 warns and asks; the chests are explained; Escape closes the list only', async ({
    page,
  }) => {
    await loginAs(page, ACCOUNTS.tesorero);
    // The demo's period 3 is open with silver albion $0.
    await rowOf(page, 3).getByRole('button', { name: 'Abierto: cerrar el periodo 3' }).click();
    const cerrar = page.getByRole('dialog', { name: /^Cerrar periodo 3/ });
    await expect(cerrar.getByText('El silver albion de este periodo es $0.', { exact: false })).toBeVisible();
    await expect(cerrar.getByLabel('Cerrar igualmente con silver albion $0')).not.toBeChecked();
    await expect(cerrar.getByTestId('cofres-explicacion')).toContainText(
      'Se necesita un cofre por cada jugador con plata por cobrar en el periodo',
    );
    await expect(cerrar.getByRole('button', { name: 'Cerrar periodo' })).toBeDisabled();

    // The distributors' list has a filter that takes the focus: Escape there closes the list only.
    await cerrar.locator('.p-dropdown').click();
    const filtro = page.locator('.p-dropdown-panel input');
    await filtro.click();
    await expect(filtro).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
    await expect(cerrar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cerrar).toBeHidden();
  });
});

test('«Crear cuenta»: Escape on the open list of charges closes the list, not the dialog', async ({ page }) => {
  await loginAs(page, ACCOUNTS.lider);
  await page.goto('/jugador');
  await page.getByRole('tab', { name: 'Cuentas' }).click();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  const crear = page.getByRole('dialog', { name: 'Crear cuenta' });
  await crear.getByLabel('Nickname del jugador').fill('borrador');
  await crear.locator('.p-multiselect').click();
  await expect(page.getByRole('option', { name: 'ENCARGADO DE CONTENIDO' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option', { name: 'ENCARGADO DE CONTENIDO' })).toBeHidden();
  await expect(crear).toBeVisible();
  await expect(crear.getByLabel('Nickname del jugador')).toHaveValue('borrador');
});

test.describe('the period page tells the truth', () => {
  test("a stale link shows the period's real state and is corrected; an unknown period is said at once", async ({ page }) => {
    await loginAs(page, ACCOUNTS.contenido);
    // Period 1 of the demo is finalized: the link says open.
    await page.goto('/distribucion/crearDist/1/alguien/3');
    await expect(page.locator('.dist-estado')).toContainText('Finalizado');
    await expect(page.locator('.dist-estado')).not.toContainText('Abierto');
    await expect(page).toHaveURL(/\/distribucion\/crearDist\/1\/[^/]+\/1$/);
    await expect(page.getByRole('button', { name: 'Nueva distribución' })).toHaveCount(0);

    await page.goto('/distribucion/crearDist/99999/alguien/3');
    await expect(page.getByText('No existe el periodo 99999')).toBeVisible();
    await expect(page.locator('.dist-estado')).not.toContainText('Abierto');
  });

  test('coming back to the overview («Volver a los periodos» or Back) keeps its filter and search', async ({ page }) => {
    await page.goto('/distribucion');
    await page.getByLabel('Nickname').fill('caelum');
    await page.getByLabel('Intervalo').selectOption('30');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByTestId('ganancias-resultado')).toContainText('caelum');
    await page.getByRole('button', { name: 'En curso' }).click();
    await expect(page).toHaveURL(/estado=en-curso/);

    await rowOf(page, 3).getByRole('button', { name: 'Distribución del periodo 3' }).click();
    await expect(page.getByRole('heading', { name: 'Distribuciones', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Volver a los periodos' }).click();
    await expect(page).toHaveURL(/\/distribucion\?.*estado=en-curso/);
    await expect(page).toHaveURL(/nickname=caelum/);
    await expect(page.getByRole('button', { name: 'En curso' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Nickname')).toHaveValue('caelum');
    await expect(page.getByTestId('ganancias-resultado')).toContainText('caelum');

    await rowOf(page, 3).getByRole('button', { name: 'Distribución del periodo 3' }).click();
    await expect(page.getByRole('heading', { name: 'Distribuciones', level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'En curso' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('ganancias-resultado')).toContainText('caelum');
  });
});

test('sessions follow across tabs: a logout signs the other tab out, a login signs it in', async ({ browser }) => {
  const context = await browser.newContext();
  const a = await context.newPage();
  const b = await context.newPage();
  await loginAs(a, ACCOUNTS.tesorero);
  await b.goto('/distribucion');
  await expect(b.getByTestId('session-nickname')).toHaveText('tesorero');

  await a.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(b.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(b.getByRole('button', { name: 'Nuevo periodo' })).toHaveCount(0);

  await loginAs(b, ACCOUNTS.distribuidor);
  await expect(a.getByTestId('session-nickname')).toHaveText('distribuidor');
  await context.close();
});

test('login: empty fields are explained beside them and nothing is sent', async ({ page }) => {
  await page.goto('/inicioSesion');
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/login')) sent++;
  });
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Escriba su email');
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription('Escriba su contraseña');
  await expect(page.getByText('Datos inválidos', { exact: false })).toHaveCount(0);
  expect(sent).toBe(0);
});

test.describe('on a phone (375 × 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the periods overview is a list of cards with their actions, nothing scrolls sideways, the nickname stays', async ({
    page,
  }) => {
    await loginAs(page, ACCOUNTS.distribuidor);
    await expect(page.getByTestId('session-nickname')).toBeVisible();
    const nick = await page.getByTestId('session-nickname').evaluate((e) => ({ shown: e.clientWidth, needed: e.scrollWidth }));
    expect(nick.shown).toBeGreaterThanOrEqual(nick.needed);

    const row = rowOf(page, 2);
    await row.scrollIntoViewIfNeeded();
    for (const name of ['Distribución del periodo 2', 'Pagos del periodo 2']) {
      const box = await row.getByRole('button', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    // Each cell names its column on the card.
    await expect(row.getByRole('cell').filter({ hasText: 'Lymhurst' })).toHaveAttribute('data-label', 'Lugar');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await page.screenshot({ path: `${SHOTS}/telefono-periodos.png`, fullPage: true });
    await expectAccessible(page);
  });
});
