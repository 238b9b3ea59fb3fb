// Player management (/jugador) and the accounts tab, as the leader and as a non-leader.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, PHONE, apiToken, expectAccessible, followMenu, loginAs } from './support/fixtures';
import { palabrasPartidas } from './support/palabras';

const ERROR_DETAIL = 'Error encontrado, porfavor vuelva a intentarlo';
/** Unique in this run; nicknames are letters and digits. */
const NICK = `e2e${Date.now().toString(36)}`;

/** No loading overlay left (the session check at start has one too). */
const settled = (page: Page) => expect(page.getByTestId('loading-overlay')).toHaveCount(0);

/**
 * Records every toast the page shows (summary and detail), so that a 3 s toast is not missed when a
 * busy machine slows the test down. Call before the first navigation.
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: { summary: string; detail: string }[] = [];
    (window as unknown as { __toasts: typeof seen }).__toasts = seen;
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        for (const node of m.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const messages = node.matches('.p-toast-message') ? [node] : [...node.querySelectorAll('.p-toast-message')];
          for (const el of messages) {
            seen.push({
              summary: el.querySelector('.p-toast-summary')?.textContent ?? '',
              detail: el.querySelector('.p-toast-detail')?.textContent ?? '',
            });
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The page showed a toast with exactly this summary and detail. */
async function expectToast(page: Page, summary: string, detail: string) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __toasts: unknown[] }).__toasts))
    .toContainEqual({ summary, detail });
}

/** How long (ms, measured in the page) the toast with this summary stays on screen. Call before it shows. */
function toastLife(page: Page, summary: string): Promise<number> {
  return page.evaluate(
    (text) =>
      new Promise<number>((resolve) => {
        let start = 0;
        const observer = new MutationObserver(() => {
          const shown = [...document.querySelectorAll('.p-toast-summary')].some((e) => e.textContent === text);
          if (shown && start === 0) start = performance.now();
          if (!shown && start !== 0) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    summary,
  );
}

/** Picks an option of the PrimeReact dropdown labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope
    .locator('.p-dropdown')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // The list has closed (as a user sees it go) before the next action.
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
}

async function openJugadores(page: Page) {
  await followMenu(page, 'Jugadores', 'Nuevo player');
  await expect(page).toHaveURL(/\/jugador$/);
  await expect(page.getByRole('heading', { name: 'Gestión de jugadores' })).toBeVisible();
  await settled(page);
}

async function buscar(page: Page, text: string) {
  await page.getByPlaceholder('Ingrese el nickname').fill(text);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await settled(page);
}

const rowOf = (page: Page, nickname: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: nickname, exact: true }) });

test.describe('as the leader', () => {
  test.beforeEach(async ({ page }) => {
    await recordToasts(page);
    await loginAs(page, ACCOUNTS.lider);
    await openJugadores(page);
  });

  test('creates a player, finds it, edits its rol, switches it off and on; every toast shows', async ({ page }) => {
    test.slow();
    const table = page.getByRole('table');
    await expect(page.getByRole('tab', { name: 'Jugadores' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Cuentas' })).toBeVisible();
    for (const header of ['Id', 'Nickname', 'Cargo', 'Rol', 'Fecha de registro', 'estado', 'Acción']) {
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Buscar' })).toBeDisabled();

    // Create.
    await page.getByRole('button', { name: 'Crear nuevo jugador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar nuevo player' });
    await expect(dialog).toBeVisible();
    const guardar = dialog.getByRole('button', { name: 'Guardar' });
    await expect(guardar).toBeDisabled();
    await dialog.getByLabel('Nickname').pressSequentially(NICK.toUpperCase());
    await expect(dialog.getByLabel('Nickname')).toHaveValue(NICK);
    await expect(dialog.locator('.p-dropdown-label')).toHaveText(['Selecciona un rol', 'Selecciona un cargo']);
    await choose(page, dialog, 'Rol', 'DPS');
    await expect(guardar).toBeDisabled();
    await choose(page, dialog, 'Cargo', 'MIEMBRO');
    await expect(guardar).toBeEnabled();
    const life = toastLife(page, 'Jugador nuevo');
    await guardar.click();
    await expectToast(page, 'Jugador nuevo', 'Se ha creado un nuevo jugador con exito!');
    await expect(dialog).toBeHidden();
    await settled(page);
    // 3000 ms (plus a 300 ms leave animation; docs/domain.md, "Screens and texts"), measured in the page;
    // the margin absorbs a busy machine and still tells it from the 1000 and 1500 ms notices.
    expect(await life).toBeGreaterThanOrEqual(2500);
    expect(await life).toBeLessThan(8000);

    // Find it (case-insensitive "contains").
    await buscar(page, NICK.slice(0, -2).toUpperCase());
    const row = rowOf(page, NICK);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2)).toHaveText('MIEMBRO', { useInnerText: true });
    await expect(row.getByRole('cell').nth(3)).toHaveText('DPS', { useInnerText: true });
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d{1,2} de [a-z]+ del \d{4}$/, { useInnerText: true });

    // Edit its rol.
    await row.getByRole('button', { name: `Editar ${NICK}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Editar player' });
    await expect(editDialog.getByLabel('Nickname')).toHaveValue(NICK);
    await choose(page, editDialog, 'Rol', 'Tanque');
    await editDialog.getByRole('button', { name: 'Editar' }).click();
    await expectToast(page, 'Jugador editado', 'Se ha modificado el jugador con exito!');
    await expect(editDialog).toBeHidden();
    await expect(row.getByRole('cell').nth(3)).toHaveText('Tanque', { useInnerText: true });

    // Switch off and on; the list reloads with the server's state.
    const estado = row.getByRole('switch', { name: `Estado de ${NICK}` });
    await expect(estado).toHaveAttribute('aria-checked', 'true');
    await estado.click();
    // Switching off ends the player's sessions: asked first, then a toast says it was done.
    await page
      .getByRole('alertdialog', { name: 'Confirmar la desactivación' })
      .getByRole('button', { name: 'Desactivar' })
      .click();
    await expectToast(page, 'Jugador desactivado', `${NICK} ya no puede iniciar sesión`);
    await settled(page);
    await expect(estado).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(page.getByRole('table')).toBeVisible();
    await settled(page);
    await buscar(page, NICK);
    await expect(rowOf(page, NICK).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    await rowOf(page, NICK).getByRole('switch').click();
    await expectToast(page, 'Jugador activado', `${NICK} puede volver a iniciar sesión`);
    await settled(page);
    await expect(rowOf(page, NICK).getByRole('switch')).toHaveAttribute('aria-checked', 'true');

    // A duplicate: the usual error toast, the server's reason in the dialog.
    await page.getByRole('button', { name: 'Crear nuevo jugador' }).click();
    await dialog.getByLabel('Nickname').fill(NICK);
    await choose(page, dialog, 'Rol', 'Sanador');
    await choose(page, dialog, 'Cargo', 'RECLUTA');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Error', ERROR_DETAIL);
    await expect(dialog.getByRole('alert')).toHaveText('Ya existe un jugador con ese nickname');
    await settled(page);
    // Closing resets the draft and returns to create mode.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Crear nuevo jugador' }).click();
    await expect(dialog.getByLabel('Nickname')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await expectAccessible(page);
  });

  test('pages to page 2 (10 rows, ordered by id)', async ({ page }) => {
    // The rendered text: a cell also holds its column's name, shown only on a phone's cards.
    const ids = page.getByRole('row').locator('td:first-child');
    await expect(ids).toHaveCount(10);
    await expect(ids.first()).toHaveText('1', { useInnerText: true });
    await page.getByRole('button', { name: /\b2$/ }).click();
    await settled(page);
    await expect(ids.first()).toHaveText('11', { useInnerText: true });
    await expect(ids).toHaveText(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20'], { useInnerText: true });
    // A search goes back to page 1 of the filtered list.
    await buscar(page, 'lider');
    await expect(ids).toHaveText(['1'], { useInnerText: true });
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect(ids).toHaveCount(10);
  });

  test('any other sub-path goes to /jugador; the leader cannot switch off their own player', async ({ page }) => {
    await page.goto('/jugador/otra/cosa');
    await expect(page).toHaveURL(/\/jugador$/);
    await settled(page);
    await buscar(page, 'lider');
    await expect(rowOf(page, 'lider').getByRole('switch')).toBeDisabled();
  });

  test('the Cuentas tab creates an account, changes its charges, resets its password and disables it', async ({ page }) => {
    test.slow();
    const nickname = `${NICK}c`;
    const email = `${nickname}@gremio.test`;
    const headers = { 'x-token': await apiToken(page, ACCOUNTS.lider) };
    const created = await page.request.post('/api/jugadores', { headers, data: [{ nickname, idRol: 3, idCargo: 3 }] });
    expect(created.status()).toBe(201);
    const login = (pwd: string) => page.request.post('/api/auth/login', { data: [{ email, pwd }] });

    await page.getByRole('tab', { name: 'Cuentas' }).click();
    await settled(page);
    await expect(page.getByRole('cell', { name: ACCOUNTS.lider.email, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    const crear = page.getByRole('dialog', { name: 'Crear cuenta' });
    await crear.getByLabel('Nickname del jugador').fill(nickname);
    await crear.getByLabel('Email').fill(email);
    await crear.getByLabel('Contraseña inicial').fill('corta');
    await crear.locator('.p-multiselect').click();
    await page.getByRole('option', { name: 'ENCARGADO DE CONTENIDO' }).click();
    // Close the options panel (Escape would close the dialog too).
    await crear.locator('.p-dialog-title').click();
    await crear.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(crear.getByText('La contraseña debe tener al menos 10 caracteres')).toBeVisible();
    await crear.getByLabel('Contraseña inicial').fill('clave-inicial-1');
    await crear.getByRole('button', { name: 'Crear cuenta' }).click();
    await expectToast(page, 'Cuenta creada', `Se ha creado la cuenta de ${nickname}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });
    await expect(row).toContainText('ENCARGADO DE CONTENIDO');
    expect((await login('clave-inicial-1')).status()).toBe(200);

    await row.getByRole('button', { name: `Cargos de ${email}` }).click();
    const cargos = page.getByRole('dialog', { name: `Cargos de ${email}` });
    await cargos.locator('.p-multiselect').click();
    await page.getByRole('option', { name: 'TESORERO' }).click();
    await cargos.locator('.p-dialog-title').click();
    await cargos.getByRole('button', { name: 'Guardar cargos' }).click();
    await expectToast(page, 'Cargos actualizados', email);
    await expect(row).toContainText('TESORERO');

    await row.getByRole('button', { name: `Restablecer la contraseña de ${email}` }).click();
    const clave = page.getByRole('dialog', { name: `Restablecer la contraseña de ${email}` });
    await clave.getByLabel('Nueva contraseña').fill('clave-nueva-12');
    await clave.getByRole('button', { name: 'Restablecer' }).click();
    await expectToast(page, 'Contraseña restablecida', `Las sesiones abiertas de ${email} se cerraron`);
    expect((await login('clave-inicial-1')).status()).toBe(401);
    expect((await login('clave-nueva-12')).status()).toBe(200);

    await row.getByRole('button', { name: `Desactivar la cuenta ${email}` }).click();
    await page.getByRole('dialog', { name: 'Desactivar cuenta' }).getByRole('button', { name: 'Desactivar' }).click();
    await expectToast(page, 'Cuenta desactivada', email);
    await expect(row).toContainText('Desactivada');
    expect((await login('clave-nueva-12')).status()).toBe(401);
    await expectAccessible(page);

    await row.getByRole('button', { name: `Activar la cuenta ${email}` }).click();
    await page.getByRole('dialog', { name: 'Activar cuenta' }).getByRole('button', { name: 'Activar' }).click();
    await expectToast(page, 'Cuenta activada', email);
    expect((await login('clave-nueva-12')).status()).toBe(200);

    // The leader's own account cannot be disabled from here.
    const propia = page.getByRole('row').filter({ has: page.getByRole('cell', { name: ACCOUNTS.lider.email, exact: true }) });
    await expect(propia.getByRole('button', { name: `Desactivar la cuenta ${ACCOUNTS.lider.email}` })).toBeDisabled();
  });

  test('the screen and the dialog pass axe-core, and a screenshot is taken', async ({ page }, testInfo) => {
    // A fresh load: the menu bar keeps a stale aria-activedescendant after a menu navigation (shell).
    await page.reload();
    await expect(page.getByRole('table')).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('jugadores.png'), fullPage: true });
    await page.getByRole('button', { name: 'Crear nuevo jugador' }).click();
    await expect(page.getByRole('dialog', { name: 'Registrar nuevo player' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('jugadores-dialogo.png') });
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Cuentas' }).click();
    await settled(page);
    await page.screenshot({ path: testInfo.outputPath('jugadores-cuentas.png'), fullPage: true });
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the screen is usable: the table scrolls inside, the page does not', async ({ page }, testInfo) => {
    await loginAs(page, ACCOUNTS.lider);
    await page.goto('/jugador');
    await expect(page.getByRole('heading', { name: 'Gestión de jugadores' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: testInfo.outputPath('jugadores-375.png'), fullPage: true });
  });
});

test.describe('keyboard, narrow screens and the login card', () => {
  test('the login fields are as wide as each other; a stale refusal goes away on a new submit', async ({ page }) => {
    for (const viewport of [{ width: 1366, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/inicioSesion');
      const email = await page.getByLabel('Email').boundingBox();
      const clave = await page.getByLabel('Contraseña', { exact: true }).boundingBox();
      expect(clave!.width).toBeCloseTo(email!.width, 0);
      expect(clave!.x).toBeCloseTo(email!.x, 0);
    }
    await page.getByLabel('Email').fill(ACCOUNTS.lider.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email o contraseña incorrectos');
    await page.getByLabel('Contraseña', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Escriba su contraseña')).toBeVisible();
    await expect(page.getByText('Email o contraseña incorrectos')).toHaveCount(0);
  });

  test('with the keyboard: «Crear nuevo jugador» opens on the nickname; emptying the search shows every player', async ({
    page,
  }) => {
    await loginAs(page, ACCOUNTS.lider);
    await openJugadores(page);
    await settled(page);
    const total = page.getByText(/de \d+ jugadores$/);
    await page.getByRole('button', { name: 'Crear nuevo jugador' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Registrar nuevo player' });
    await expect(dialog.getByLabel('Nickname')).toBeFocused();
    await page.keyboard.type('ab');
    await expect(dialog.getByLabel('Nickname')).toHaveAccessibleDescription('El nickname debe tener al menos 3 caracteres');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const caja = page.getByPlaceholder('Ingrese el nickname');
    await caja.fill('encargado');
    await caja.press('Enter');
    await expect(total).toHaveText(/^1–2 de 2 jugadores$/);
    await caja.fill('');
    await expect(total).toHaveText(/^1–10 de \d+ jugadores$/);
  });

  test('at 320 px cargo names break between words, never inside one, and the search box keeps its width', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await loginAs(page, ACCOUNTS.lider);
    await page.goto('/jugador');
    await settled(page);
    await page.getByPlaceholder('Ingrese el nickname').fill('encargado');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const cargos = page.getByRole('cell').filter({ hasText: 'ENCARGADO DE CONTENIDO' });
    await expect(cargos).toHaveCount(2);
    expect(await palabrasPartidas(cargos)).toEqual([]);
    // The search box keeps a usable width beside «Buscar» and «Limpiar».
    expect((await page.getByPlaceholder('Ingrese el nickname').boundingBox())!.width).toBeGreaterThan(200);
  });
});

test.describe('as a non-leader', () => {
  test('cannot reach /jugador through the menu, gets 403 from the API and a clear message at the URL', async ({ page }) => {
    await loginAs(page, ACCOUNTS.tesorero);
    await followMenu(page, 'Jugadores', 'Nuevo player');
    await expect(page).not.toHaveURL(/\/jugador/);

    const headers = { 'x-token': await apiToken(page, ACCOUNTS.tesorero) };
    for (const res of [
      await page.request.get('/api/jugadores/getSelects', { headers }),
      await page.request.post('/api/jugadores/lista', { headers, data: [{ nickname: '', page: 1 }] }),
      await page.request.get('/api/cuentas', { headers }),
    ]) {
      expect(res.status()).toBe(403);
      expect(await res.json()).toEqual({
        ok: false,
        message: 'No tiene permiso para realizar esta acción',
        code: 'sesion.sinPermiso',
      });
    }

    await page.goto('/jugador');
    await expect(page.getByRole('alert')).toContainText('Esta pantalla es solo para el líder del gremio');
    await expect(page.getByRole('table')).toHaveCount(0);
    await settled(page);
  });
});
