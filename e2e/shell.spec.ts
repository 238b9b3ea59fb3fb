import { expect, test } from '@playwright/test';
import { ACCOUNTS, PHONE, expectAccessible, followMenu, loginAs, mainNav } from './support/fixtures';

test('an anonymous visitor lands on /distribucion with the menu, login button and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/distribucion$/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: 'Distribución', exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: 'Jugadores', exact: true })).toBeVisible();
  const footer = page.locator('footer');
  await expect(footer).toContainText('3.0.0');
  await expect(footer).toContainText('21 de septiembre del 2025');
  await expect(footer).toContainText('Todos los derechos reservados');
});

test('/jugador sends an anonymous visitor to /inicioSesion', async ({ page }) => {
  await page.goto('/jugador');
  await expect(page).toHaveURL(/\/inicioSesion$/);
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
});

test('an unknown path goes to /distribucion', async ({ page }) => {
  await page.goto('/no/existe');
  await expect(page).toHaveURL(/\/distribucion$/);
  await page.goto('/distribucion/otra/cosa');
  await expect(page).toHaveURL(/\/distribucion$/);
});

test('"Ver Distribuciones" on the login card goes to the periods overview', async ({ page }) => {
  await page.goto('/inicioSesion');
  await expect(page.getByText('Reparto de Plata', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Ver Distribuciones' }).click();
  await expect(page).toHaveURL(/\/distribucion$/);
});

test('a wrong password shows the inline error', async ({ page }) => {
  await page.goto('/inicioSesion');
  await page.getByLabel('Email').fill(ACCOUNTS.lider.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email o contraseña incorrectos');
  await expect(page).toHaveURL(/\/inicioSesion$/);
});

test('the leader logs in, keeps the session on reload, reaches /jugador and logs out', async ({ page }) => {
  await loginAs(page, ACCOUNTS.lider);
  await expect(page.getByTestId('session-nickname')).toHaveText('lider');
  await expect(page.getByRole('img', { name: 'Avatar de lider' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cargo'))).toBe('LIDER');

  await followMenu(page, 'Jugadores', 'Nuevo player');
  await expect(page).toHaveURL(/\/jugador$/);
  await page.getByRole('link', { name: 'Auditoría' }).click();
  await expect(page).toHaveURL(/\/jugador\/auditoria$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/jugador$/);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('"Nuevo player" sends a non-leader account to /inicioSesion, never to /jugador', async ({ page }) => {
  await loginAs(page, ACCOUNTS.tesorero);
  const visited: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) visited.push(new URL(f.url()).pathname);
  });
  await followMenu(page, 'Jugadores', 'Nuevo player');
  // /inicioSesion is for anonymous visitors only, so a signed-in account bounces to /distribucion.
  await expect(page).toHaveURL(/\/distribucion$/);
  expect(visited).toContain('/inicioSesion');
  expect(visited).not.toContain('/jugador');
});

test('login and periods screens pass axe-core', async ({ page }) => {
  await page.goto('/inicioSesion');
  await expectAccessible(page);
  await page.goto('/distribucion');
  await expectAccessible(page);
  // With a menu open, and after following one of its entries.
  await mainNav(page).getByRole('button', { name: 'Distribución', exact: true }).click();
  await expectAccessible(page);
  await mainNav(page).getByRole('link', { name: 'Ver Periodos', exact: true }).click();
  await expect(page).toHaveURL(/\/distribucion$/);
  await expectAccessible(page);
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the menu fits on its own row and still works, and login is usable', async ({ page }) => {
    await page.goto('/distribucion');
    await mainNav(page).getByRole('button', { name: 'Distribución', exact: true }).click();
    await expect(mainNav(page).getByRole('link', { name: 'Ver Periodos', exact: true })).toBeVisible();
    await page.goto('/inicioSesion');
    await loginAs(page, ACCOUNTS.lider);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
});
