// Many guilds on one deployment (docs/alianzas.md, «Muchos gremios»), end to end with the demo's second
// guild (`segundo`, apps/api/src/db/demo.ts): its pages live under /g/segundo, the app's router stays
// under that prefix and every API call goes to /api/g/segundo/…; the default guild's URLs are unchanged;
// an unknown address answers 404 with its sentence; the default guild's leader is no member of the
// second guild, so its login there is refused. At 1366 and 375 px, accessible.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, PHONE, expectAccessible, mainNav } from './support/fixtures';

const SHOTS = '/tmp/shots-muchos-gremios';

/** The API paths the page calls from now on. */
function llamadas(page: Page): string[] {
  const vistas: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) vistas.push(pathname);
  });
  return vistas;
}

for (const [nombre, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', PHONE],
] as const) {
  test(`the second guild’s pages live under /g/segundo and call its API (${nombre})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const api = llamadas(page);
    await page.goto('/g/segundo/distribucion');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page).toHaveURL(/\/g\/segundo\/distribucion$/);
    await expect.poll(() => api.some((p) => p.startsWith('/api/g/segundo/'))).toBe(true);
    expect(api.filter((p) => !p.startsWith('/api/g/segundo/'))).toEqual([]);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/segundo-${nombre}.png`, fullPage: true });

    // The router stays under the guild's prefix: the login button and an unknown path.
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/g\/segundo\/inicioSesion$/);
    await page.goto('/g/segundo/no/existe');
    await expect(page).toHaveURL(/\/g\/segundo\/distribucion$/);

    // The default guild's leader is no member here: the login is refused as a wrong one.
    await page.goto('/g/segundo/inicioSesion');
    await page.getByLabel('Email').fill(ACCOUNTS.lider.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ACCOUNTS.lider.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Email o contraseña incorrectos')).toBeVisible();
    await expect(page).toHaveURL(/\/g\/segundo\/inicioSesion$/);
    expect(api.filter((p) => !p.startsWith('/api/g/segundo/'))).toEqual([]);
  });
}

test('the default guild’s URLs are unchanged, and an unknown address is a 404 with its sentence', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const api = llamadas(page);
  await page.goto('/distribucion');
  await expect(mainNav(page).getByRole('button', { name: 'Distribución', exact: true })).toBeVisible();
  await expect.poll(() => api.length).toBeGreaterThan(0);
  expect(api.filter((p) => p.startsWith('/api/g/'))).toEqual([]);

  const nadie = await page.request.get('/api/g/nadie/periodos');
  expect(nadie.status()).toBe(404);
  expect(await nadie.json()).toEqual({
    ok: false,
    code: 'gremio.noExiste',
    message: 'No hay ningún gremio con la dirección «nadie»',
  });
  const principal = await page.request.get('/api/g/principal/health');
  expect(principal.status()).toBe(200);
});
