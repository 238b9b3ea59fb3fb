// «Alianzas» end to end (docs/alianzas.md), at 1366 and 375 px, in Spanish: the default guild's leader
// opens the page from the menu, proposes an alliance to the demo's second guild (`segundo`) with the
// keyboard only, and sees it listed with each guild's state (the founder a member, `segundo` invited);
// proposing it again is refused with the server's sentence. The second guild has no members in the demo
// (no leader to accept), so the accepted alliance, its split and its payments are the API's tests
// (apps/api/src/modules/alianzas/alianzas.test.ts) and the page's (alianzas-page.test.tsx).
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, PHONE, apiToken, expectAccessible, followMenu, loginAs, vigilarAvisos } from './support/fixtures';

const SHOTS = '/tmp/shots-alianzas';
mkdirSync(SHOTS, { recursive: true });
const NOMBRE = 'Alianza del Norte';

/** The alliance card of the page that names `nombre`. */
const tarjeta = (page: Page, nombre: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nombre }) });

test.describe.configure({ mode: 'serial' });

test('the leader proposes an alliance to another guild with the keyboard, and sees it invited (1366 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, ACCOUNTS.lider);
  await followMenu(page, 'Distribución', 'Alianzas');
  await expect(page).toHaveURL(/\/alianzas$/);
  await expect(page.getByRole('heading', { name: 'Alianzas', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Su gremio: .+ \(principal\)$/)).toBeVisible();
  await expect(page.getByText('Su gremio no tiene alianzas ni invitaciones.')).toBeVisible();
  await expectAccessible(page);

  // Keyboard only: the button, the two fields, Enter sends the dialog's form.
  const proponer = page.getByRole('button', { name: 'Proponer alianza' });
  await proponer.focus();
  await page.keyboard.press('Enter');
  const dialogo = page.getByRole('dialog', { name: 'Proponer alianza' });
  await expect(dialogo.getByLabel('Dirección del otro gremio')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialogo.getByText('Escriba la dirección del otro gremio')).toBeVisible();
  await page.keyboard.type('segundo');
  await page.keyboard.press('Tab');
  await expect(dialogo.getByLabel('Nombre de la alianza')).toBeFocused();
  await page.keyboard.type(NOMBRE);
  const avisos = await vigilarAvisos(page);
  await page.keyboard.press('Enter');
  await avisos.vio('Alianza propuesta');
  await expect(dialogo).toHaveCount(0);

  const alianza = tarjeta(page, NOMBRE);
  await expect(alianza.locator('.p-tag')).toHaveText('Miembro');
  const gremios = alianza.getByRole('list', { name: `Gremios de la alianza «${NOMBRE}»` });
  await expect(gremios.getByRole('listitem')).toHaveCount(2);
  await expect(gremios.getByRole('listitem').nth(0)).toContainText('(principal) · fundador · Miembro');
  await expect(gremios.getByRole('listitem').nth(1)).toContainText('Segundo Gremio (segundo) · Invitado');
  // No split yet: «Ver repartos» opens an empty list with «Nuevo reparto de alianza» for the leader.
  await alianza.getByRole('button', { name: 'Ver repartos' }).click();
  await expect(page.getByRole('heading', { name: `Repartos de «${NOMBRE}»` })).toBeVisible();
  await expect(page.getByText('Esta alianza aún no tiene repartos.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuevo reparto de alianza' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/alianzas-1366.png`, fullPage: true });
});

test('on a phone the alliance is listed, and a second proposal to the same guild is refused (375 px)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // Independent of the first test: the alliance is proposed through the API when it is not there.
  const token = await apiToken(page, ACCOUNTS.lider);
  const lista = await (await page.request.get('/api/alianzas', { headers: { 'x-token': token } })).json();
  if ((lista.message as unknown[]).length === 0) {
    const res = await page.request.post('/api/alianzas', {
      headers: { 'x-token': token },
      data: [{ slug: 'segundo', nombre: NOMBRE }],
    });
    expect(res.status()).toBe(201);
  }
  await loginAs(page, ACCOUNTS.lider);
  await page.goto('/alianzas');
  const alianza = tarjeta(page, NOMBRE);
  await expect(alianza.getByText('Segundo Gremio')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/alianzas-375.png`, fullPage: true });

  await page.getByRole('button', { name: 'Proponer alianza' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Proponer alianza' });
  await dialogo.getByLabel('Dirección del otro gremio').fill('segundo');
  await dialogo.getByLabel('Nombre de la alianza').fill('Otra más');
  const avisos = await vigilarAvisos(page);
  await dialogo.getByRole('button', { name: 'Proponer' }).click();
  await avisos.vio('Su gremio ya tiene una alianza con «segundo», propuesta o aceptada');
  await expect(dialogo).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/alianzas-375-rechazo.png`, fullPage: true });
});
