// «Ajustes del gremio» end to end (docs/ajustes-gremio.md): the e2e server started with only
// environment values (ALBION_GUILD_ID, DISCORD_GUILD_ID: scripts/e2e-server.mjs) shows them as the
// guild's settings; the leader changes the name and the payment mode by keyboard on a desktop, the
// treasurer's open screen at 375 px shows the change without a reload (the live `gremio` change) and
// read-only and without the leavers' dry run (the leader's screen shows it), the treasurer's own PUT is
// refused with 403, a bad tax is refused next to its field, and the
// audit log has the change with before and after. Self-contained: it changes only what no other spec
// reads (name, payment mode) and puts back what it found.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, PHONE, apiToken, expectAccessible, followMenu, loginAs } from './support/fixtures';

const SHOTS = '/tmp/shots-ajustes-gremio';
const URL = '/api/gremio/ajustes';

interface Ajustes {
  nombre: string;
  discordGuildId: string | null;
  albionGuildId: string | null;
  modoPago: string;
}

async function leer(request: APIRequestContext, token: string): Promise<Ajustes> {
  const res = await request.get(URL, { headers: { 'x-token': token } });
  expect(res.status()).toBe(200);
  return (await res.json()).message as Ajustes;
}

test('the leader edits the guild settings; another account reads them live and is refused', async ({ browser, page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const tokenLider = await apiToken(page, ACCOUNTS.lider);
  const antes = await leer(page.request, tokenLider);
  const nombre = `Gremio e2e ${Date.now().toString(36)}`;
  const otroModo = antes.modoPago === 'acumular' ? 'al_finalizar' : 'acumular';
  const etiquetaModo = otroModo === 'acumular' ? 'Acumular (cada miembro retira cuando quiera)' : 'Al finalizar el periodo';

  // The treasurer's screen, open on a phone before the change.
  const ctx = await browser.newContext({ viewport: PHONE });
  const tesorero = await ctx.newPage();
  try {
    await loginAs(tesorero, ACCOUNTS.tesorero);
    await tesorero.goto('/gremio/ajustes');
    await expect(tesorero.getByRole('heading', { name: 'Ajustes del gremio', level: 1 })).toBeVisible();
    await expect(tesorero.getByText('Solo el líder cambia los ajustes del gremio; usted puede consultarlos.')).toBeVisible();
    await expect(tesorero.getByLabel('Nombre del gremio')).toHaveValue(antes.nombre);
    await expect(tesorero.getByLabel('Nombre del gremio')).toBeDisabled();
    await expect(tesorero.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    // The leavers' dry run is the leader's only (docs/integraciones.md, «Bajas»).
    await expect(tesorero.getByRole('heading', { name: 'Bajas previstas (simulación)' })).toHaveCount(0);
    // A fresh start with only environment values: the row holds them.
    await expect(tesorero.getByLabel('Servidor de Discord (id)')).toHaveValue(antes.discordGuildId ?? '');
    await expect(tesorero.getByLabel('Gremio en Albion Online (id)')).toHaveValue(antes.albionGuildId ?? '');
    expect(antes.discordGuildId).not.toBeNull();
    expect(antes.albionGuildId).not.toBeNull();
    await expectAccessible(tesorero);
    const tokenTesorero = await apiToken(tesorero, ACCOUNTS.tesorero);
    const prohibido = await tesorero.request.put(URL, { headers: { 'x-token': tokenTesorero }, data: [{ nombre: 'No' }] });
    expect(prohibido.status()).toBe(403);

    // The leader, from the menu, by keyboard.
    await loginAs(page, ACCOUNTS.lider);
    await followMenu(page, 'Distribución', 'Ajustes del gremio');
    await expect(page).toHaveURL(/\/gremio\/ajustes$/);
    const campoNombre = page.getByLabel('Nombre del gremio');
    await expect(campoNombre).toHaveValue(antes.nombre);
    await expect(page.getByRole('table', { name: 'Bajas previstas (simulación)' })).toBeVisible();
    await campoNombre.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(nombre);
    // A bad tax is refused next to its field, and nothing is sent.
    const impuesto = page.getByLabel('Impuesto por defecto (%)');
    const impuestoAntes = await impuesto.inputValue();
    await impuesto.fill('150');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('El impuesto del gremio debe ser un porcentaje entre 0 y 100 con dos decimales como máximo'),
    ).toBeVisible();
    await impuesto.fill(impuestoAntes);
    await page.getByLabel(etiquetaModo).check();
    await page.getByRole('button', { name: 'Guardar' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ajustes guardados', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/lider-1366.png`, fullPage: true });
    await expectAccessible(page);

    // The server's word, and the treasurer's screen updated by itself.
    expect(await leer(page.request, tokenLider)).toMatchObject({ nombre, modoPago: otroModo });
    await expect(tesorero.getByLabel('Nombre del gremio')).toHaveValue(nombre);
    await expect(tesorero.getByLabel(etiquetaModo)).toBeChecked();
    await tesorero.screenshot({ path: `${SHOTS}/tesorero-375.png`, fullPage: true });

    // The audit log: before and after.
    const lista = await page.request.post('/api/auditoria/lista', {
      headers: { 'x-token': tokenLider },
      data: [{ page: 1, rows: 5, accion: 'cambiar_ajustes' }],
    });
    const filas = (await lista.json()).message as { antes: unknown; despues: unknown }[];
    expect(filas[0]).toMatchObject({
      antes: { nombre: antes.nombre, modoPago: antes.modoPago },
      despues: { nombre, modoPago: otroModo },
    });
  } finally {
    await ctx.close();
    const vuelta = await page.request.put(URL, {
      headers: { 'x-token': tokenLider },
      data: [{ nombre: antes.nombre, modoPago: antes.modoPago }],
    });
    expect(vuelta.status()).toBe(200);
  }
});
