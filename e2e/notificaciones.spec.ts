// Discord notifications in the browser: the e2e server posts to a local fake webhook
// (e2e/support/fake-webhook.mjs) that answers 404 to the first post of a message mentioning
// "WebhookBorrado". The leader sees that message failed, with Discord's error, and retries it.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken, expectAccessible, loginAs } from './support/fixtures';

const SHOTS = '/tmp/shots-notificaciones';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const run = Date.now().toString(36);
const MOTIVO = `Prueba WebhookBorrado ${run}`;

test('the leader sees a failed Discord notification and retries it', async ({ page }) => {
  // A distribution created and deleted again (no silver stays) on the demo's open period 3.
  const token = await apiToken(page, ACCOUNTS.contenido);
  const headers = { 'x-token': token };
  const jugadores = (await (await page.request.get('/api/distribuciones/getJugadoresSelect', { headers })).json()) as {
    message: { id_player: number }[];
  };
  const crear = await page.request.post('/api/distribuciones/crear', {
    headers,
    data: [
      {
        idDistribucion: 100_000 + Math.floor(Math.random() * 899_999),
        idPeriodoDist: 3,
        silver: 100_000,
        motivo: MOTIVO,
        jugadores: [jugadores.message[0]!.id_player],
      },
    ],
  });
  expect(crear.status()).toBe(201);
  const { distribucion } = (await crear.json()) as { distribucion: { id_distribucion: number } };
  const borrar = await page.request.put('/api/distribuciones/eliminarDistribucion', {
    headers,
    data: [{ idDistribucion: distribucion.id_distribucion, razon: 'Prueba de notificaciones' }],
  });
  expect(borrar.status()).toBe(200);

  await loginAs(page, ACCOUNTS.lider);
  await page.goto('/jugador/auditoria');
  const panel = page.getByRole('table', { name: 'Notificaciones de Discord' });
  const fila = panel.getByRole('row').filter({ hasText: MOTIVO });
  // The worker sends within a second or two; the panel refreshes every 5 s.
  await expect(fila).toContainText('Fallido', { timeout: 30_000 });
  await expect(fila).toContainText('Discord respondió 404: Unknown Webhook');
  await expectAccessible(page);
  await shot(page, '01-fallido');

  await fila.getByRole('button', { name: /^Reintentar mensaje \d+$/ }).click();
  await expect(page.getByText(/^Mensaje \d+ en cola de nuevo$/)).toBeVisible();
  await expect(fila).toContainText('Enviado', { timeout: 30_000 });
  await expect(fila.getByRole('button', { name: /^Reintentar/ })).toHaveCount(0);
  await shot(page, '02-reintentado');
});
