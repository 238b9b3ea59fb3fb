// The installable app (docs/pwa.md): the manifest and the worker as served, «Mi cuenta» read
// offline after a first visit (the balance and when it was read), a write offline that says nothing was
// saved, the logout that deletes the copy, and «Actualizar» offered after a new build of the worker.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken } from './support/fixtures';

const controlada = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);
const copiasGuardadas = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has('reparto-datos')) ? (await (await caches.open('reparto-datos')).keys()).length : 0,
  );

test('the manifest, its icons and the worker are served with their types and caching', async ({ request }) => {
  const manifiesto = await request.get('/manifest.webmanifest');
  expect(manifiesto.status()).toBe(200);
  expect(manifiesto.headers()['content-type']).toContain('application/manifest+json');
  const m = (await manifiesto.json()) as { start_url: string; display: string; icons: { src: string }[] };
  expect(m).toMatchObject({ start_url: '/mi-cuenta', display: 'standalone' });
  for (const icono of m.icons) {
    const r = await request.get(icono.src);
    expect(r.status()).toBe(200);
    expect(r.headers()['content-type']).toBe('image/png');
  }
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toContain('javascript');
  // Revalidated on every check: a new build is seen at once.
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('Chrome finds the app installable: its own installability check and manifest parser, no error', async ({ page }) => {
  // Lighthouse 12 no longer audits installability (docs/pwa.md): this is the browser's own verdict.
  await page.goto('/distribucion');
  const cdp = await page.context().newCDPSession(page);
  // Linked once the first screen is painted (lib/pwa.ts).
  await expect.poll(async () => (await cdp.send('Page.getAppManifest')).url).toMatch(/\/manifest\.webmanifest$/);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  // Every Playwright context is an incognito one, which Chrome never installs from: that error is the
  // test browser's, not the app's (`npm run bench:web` asks a normal profile, where the list is empty).
  await expect
    .poll(async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
        .map((e) => e.errorId)
        .filter((id) => id !== 'in-incognito'),
    )
    .toEqual([]);
});

test('«Mi cuenta» offline after a first visit: the kept balance, when it was read; a write says nothing was saved', async ({
  page,
  context,
}) => {
  // The very first page of this browser is «Mi cuenta» (the manifest's start_url), signed in.
  const token = await apiToken(page, ACCOUNTS.distribuidor);
  await context.addInitScript((t) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', t);
  }, token);
  const antes = Date.now();
  await page.goto('/mi-cuenta');
  const saldo = page.getByTestId('mi-saldo');
  await expect(saldo).toHaveText(/^\$/);
  const balance = (await saldo.textContent()) ?? '';
  // The worker, registered after the first paint, takes control of the page and «Mi cuenta» is read
  // again through it: one copy kept, for this account.
  await controlada(page);
  await expect.poll(() => copiasGuardadas(page)).toBe(1);
  // Every minute (UTC, the context's time zone) the copy may have been read in.
  const minutos: string[] = [];
  for (let t = antes - (antes % 60_000); t <= Date.now(); t += 60_000) minutos.push(new Date(t).toISOString().slice(11, 16));
  await expect(page.getByText(/Sin conexión/)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  await expect(page.getByTestId('mi-saldo')).toHaveText(balance);
  const linea = page.getByText(/^Sin conexión: datos leídos a las \d\d:\d\d$/);
  await expect(linea).toBeVisible();
  expect(minutos).toContain(/\d\d:\d\d$/.exec((await linea.textContent()) ?? '')?.[0]);
  // The session stays (the sign-in page would need the server).
  await expect(page).toHaveURL(/\/mi-cuenta$/);

  // A write offline goes nowhere and says so (never kept for later).
  const casilla = page.getByLabel(/Recibir un mensaje directo/);
  const marcada = await casilla.isChecked();
  await casilla.click();
  await expect(page.getByText('Sin conexión: no se guardó nada; vuelva a intentarlo cuando tenga conexión')).toBeVisible();
  await expect(casilla).toBeChecked({ checked: marcada });

  // Back online, the server's answer again, and no line; the logout deletes the copy.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId('mi-saldo')).toHaveText(balance);
  await expect(page.getByText(/Sin conexión/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect.poll(() => copiasGuardadas(page)).toBe(0);
});

test('a new build of the worker is offered with «Actualizar», and applied only on that click', async ({ page }) => {
  await page.goto('/distribucion');
  await controlada(page);
  await expect(page.getByText('Hay una nueva versión')).toHaveCount(0);

  // A new build: the server's sw.js (and its compressed twins) with other bytes.
  const dir = process.env['WEB_DIST_DIR'] ?? path.join(process.cwd(), 'apps/web/dist');
  const archivo = path.join(dir, 'sw.js');
  const original = readFileSync(archivo);
  const nuevo = Buffer.concat([original, Buffer.from('\n// otra compilación\n')]);
  const escribir = (codigo: Buffer) => {
    writeFileSync(archivo, codigo);
    writeFileSync(`${archivo}.br`, brotliCompressSync(codigo));
    writeFileSync(`${archivo}.gz`, gzipSync(codigo));
  };
  escribir(nuevo);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const aviso = page.getByRole('status').filter({ hasText: 'Hay una nueva versión' });
    await expect(aviso).toBeVisible();
    // Nothing is swapped by itself: the page is the same page until the click.
    await page.evaluate(() => ((window as unknown as { antes: boolean }).antes = true));
    await expect(aviso).toBeVisible();
    await Promise.all([page.waitForEvent('load'), aviso.getByRole('button', { name: 'Actualizar' }).click()]);
    await expect(page.getByText('Hay una nueva versión')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { antes?: boolean }).antes)).toBeUndefined();
    await controlada(page);
  } finally {
    escribir(original);
  }
});
