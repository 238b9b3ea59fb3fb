// «Entrar con Discord» through the local Discord fake (e2e/support/fake-discord-oauth.mjs, started by
// scripts/e2e-server.mjs): a member signs in, confirms their player, lands on «Mi cuenta» and sees
// their pending silver; an officer role mapped from Discord can create a period. At 1366 and 375 px.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken, expectAccessible } from './support/fixtures';
import { lugarLibre } from './support/periodo';

const SHOTS = process.env['SHOTS_DIR'];
const unico = (prefijo: string) => `${prefijo}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** A new player with a share of `silver` in an open period (the leader registers it, a content manager distributes). */
async function jugadorConPlata(page: Page, silver: number): Promise<string> {
  const nickname = unico('dc');
  const lider = { 'x-token': await apiToken(page, ACCOUNTS.lider) };
  const creado = await page.request.post('/api/jugadores', { headers: lider, data: [{ nickname, idRol: 5, idCargo: 3 }] });
  expect(creado.ok(), await creado.text()).toBeTruthy();
  const { id_player: idPlayer } = (await creado.json()).jugador as { id_player: number };
  const resumen = await (await page.request.get('/api/distribuciones/periodosEnCurso')).json();
  const abierto = (resumen.message as { id_periodo: number; id_estado_distribucion: number }[]).find(
    (p) => p.id_estado_distribucion === 3,
  );
  expect(abierto, 'an open period in the demo guild').toBeTruthy();
  const contenido = { 'x-token': await apiToken(page, ACCOUNTS.contenido) };
  const dist = await page.request.post('/api/distribuciones/crear', {
    headers: contenido,
    data: [
      {
        idDistribucion: 100_000 + Math.floor(Math.random() * 899_999),
        idPeriodoDist: abierto!.id_periodo,
        silver,
        motivo: 'Prueba de Discord',
        email: null,
        jugadores: [idPlayer],
      },
    ],
  });
  expect(dist.ok(), await dist.text()).toBeTruthy();
  return nickname;
}

/** «Entrar con Discord» on the login card, then the fake's consent screen as `usuario`. */
async function entrarConDiscord(page: Page, usuario: string, apodo: string, roles: string[] = []) {
  await page.goto('/inicioSesion');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar con Discord' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/login-${page.viewportSize()?.width}.png` });
  await page.getByRole('button', { name: 'Entrar con Discord' }).click();
  await expect(page.getByRole('heading', { name: 'Discord (simulado)' })).toBeVisible();
  await page.getByLabel('Usuario de Discord').fill(usuario);
  await page.getByLabel('Apodo en el servidor').fill(apodo);
  for (const rol of roles) await page.getByLabel(`Rol ${rol}`).check();
  await page.getByRole('button', { name: 'Autorizar' }).click();
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a member signs in with Discord, confirms their player and sees their pending silver in «Mi cuenta»', async ({
      page,
    }) => {
      const nickname = await jugadorConPlata(page, 4_200_000);
      await entrarConDiscord(page, `${nickname}_dc`, `[RDP] ${nickname.toUpperCase()}`);
      // Back from Discord: the one-time code is already gone from the address.
      await expect(page.getByText(`coincide con el jugador «${nickname}»`)).toBeVisible();
      await expect(page).toHaveURL((url) => url.search === '');
      await expect(page.getByLabel('Nickname de Albion Online')).toHaveValue(nickname);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/confirmar-${viewport.width}.png`, fullPage: true });
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Confirmar jugador' }).click();

      await expect(page).toHaveURL(/\/mi-cuenta$/);
      await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
      await expect(page.getByText('Pendiente de cobro: $4.200.000')).toBeVisible();
      await expect(page.getByText(`Jugador: ${nickname}`)).toBeVisible();
      await expect(page.getByText('Sin pagar')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver mi página pública' })).toHaveAttribute(
        'href',
        `/distribucion/jugador/${nickname}`,
      );
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/mi-cuenta-${viewport.width}.png`, fullPage: true });
      await expectAccessible(page);
      // The session survives a reload (the token is renewed, the Discord roles read again).
      await page.reload();
      await expect(page.getByText('Pendiente de cobro: $4.200.000')).toBeVisible();
    });

    test('an email login lands on «Mi cuenta» on a phone, on the periods on a wider screen', async ({ page }) => {
      const nickname = await jugadorConPlata(page, 1_300_000);
      const email = `${nickname}@reparto.local`;
      const password = 'clave-de-prueba-e2e';
      const lider = { 'x-token': await apiToken(page, ACCOUNTS.lider) };
      const cuenta = await page.request.post('/api/cuentas', {
        headers: lider,
        data: [{ nickname, email, password, cargos: [3] }],
      });
      expect(cuenta.ok(), await cuenta.text()).toBeTruthy();
      await page.goto('/inicioSesion');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Contraseña', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      if (viewport.width <= 640) {
        await expect(page).toHaveURL(/\/mi-cuenta$/);
        await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
        await expect(page.getByText('Pendiente de cobro: $1.300.000')).toBeVisible();
      } else {
        await expect(page).toHaveURL(/\/distribucion$/);
      }
      await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    });

    test('an officer role mapped from Discord (TESORERO) can create a period', async ({ page }) => {
      const nombre = unico('of');
      const lugar = await lugarLibre(page.request);
      await entrarConDiscord(page, nombre, nombre, ['TESORERO']);
      await expect(page.getByText('No hay ningún jugador libre con su nombre')).toBeVisible();
      await page.getByRole('button', { name: 'Confirmar jugador' }).click();
      await expect(page).toHaveURL(/\/mi-cuenta$/);
      await page.goto('/distribucion');
      await page.getByRole('button', { name: 'Nuevo periodo' }).click();
      const nuevo = page.getByRole('dialog', { name: 'Nuevo periodo' });
      await nuevo.getByRole('textbox', { name: 'Lugar' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: lugar.lugar, exact: true }).click();
      const creado = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/distribuciones' && r.request().method() === 'POST',
      );
      await nuevo.getByRole('button', { name: 'Guardar' }).click();
      const { id_periodo: id } = await (await creado).json();
      await expect(page.getByText(`Se abrió el periodo ${id}`)).toBeVisible();
    });
  });
}

test('a denied consent says why and leads back to the login card', async ({ page }) => {
  await page.goto('/inicioSesion');
  await page.getByRole('button', { name: 'Entrar con Discord' }).click();
  await page.getByRole('link', { name: 'Cancelar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Canceló el acceso en Discord; no se ha iniciado sesión');
  // The app clears the address once it has read the error (a retrying check: that happens after the render).
  await expect(page).toHaveURL((url) => url.search === '');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/denegado.png`, fullPage: true });
  await page.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
  await expect(page).toHaveURL(/\/inicioSesion$/);
});
