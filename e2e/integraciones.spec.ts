// Integrations in the browser, against the e2e server's fakes: a fake Discord read from a
// file (written here, removed at the end) and a fake gameinfo API (e2e/support/fake-albion.mjs:
// "renegado" plays for another guild, "fantasma…" does not exist, "albioncaido…" answers 503,
// "albionlento" never answers, any other name is a member). Runs on demo period 3 (open).
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, PHONE, apiToken, expectAccessible, loginAs, vigilarAvisos } from './support/fixtures';
import { demoChannels, disableFakeDiscord, enableFakeDiscord, type FakeVoiceChannel } from './support/fake-discord';

const PERIODO = '/distribucion/crearDist/3/tesorero/3';
const SHOTS = '/tmp/shots-integraciones';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const run = Date.now().toString(36);
/** Someone in the voice channel with no registered player (a unique name per run). */
const RECLUTA = `Recluta${run}`;

function channels(): FakeVoiceChannel[] {
  return demoChannels().map((c) => ({
    ...c,
    members: c.members.map((m) => (m === '[REP] NuevoRecluta' ? `[REP] ${RECLUTA}` : m)),
  }));
}

test.beforeAll(() => enableFakeDiscord({ channels: channels() }));
test.afterAll(() => disableFakeDiscord());

async function openDialog(page: Page): Promise<Locator> {
  await loginAs(page, ACCOUNTS.contenido);
  await page.goto(PERIODO);
  await expect(page.getByRole('heading', { name: 'Distribuciones', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva distribución' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva distribución' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseChannel(page: Page, dialog: Locator, name: string) {
  await dialog.locator('.p-dropdown:has(#dist-canal)').click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('the distribution dialog fills the players from a voice channel and offers to register the unknown name', async ({
  page,
}) => {
  const dialog = await openDialog(page);
  await expect(dialog.getByText('Discord no está configurado')).toHaveCount(0);
  await dialog.locator('.p-dropdown:has(#dist-canal)').click();
  for (const name of ['ZvZ principal', 'Mazmorras', 'Escenario del gremio']) {
    await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
  }
  await shot(page, '01-canales');
  await page.getByRole('option', { name: 'ZvZ principal', exact: true }).click();

  // "[REP] aldrakar", "Brunhild", "[REP] CAELUM", "DarkVex" are registered players; the bot is skipped.
  const seleccionados = dialog.getByRole('region', { name: /Jugadores seleccionados/ });
  await expect(seleccionados).toContainText('Jugadores seleccionados (4)');
  for (const p of ['aldrakar', 'brunhild', 'caelum', 'darkvex']) {
    await expect(seleccionados.getByRole('button', { name: `Quitar ${p}` })).toBeVisible();
  }
  await expect(dialog.locator('.p-multiselect-label')).toHaveText('4 jugadores seleccionados');
  const sinRegistrar = dialog.getByRole('list', { name: 'Sin registrar' });
  await expect(sinRegistrar.getByRole('listitem')).toHaveCount(1);
  await expect(sinRegistrar).toContainText(RECLUTA);
  await expect(dialog).not.toContainText('Jockie Music');
  await shot(page, '02-canal-elegido');
  await expectAccessible(page);

  // The unknown name is a guild member in Albion Online: registered and added.
  await sinRegistrar.getByRole('button', { name: `Registrar ${RECLUTA}` }).click();
  // «Registrar» opens «Nuevo jugador» with the name, to be corrected if needed.
  const registro = page.getByRole('dialog', { name: 'Nuevo jugador' });
  await expect(registro.getByLabel('Nickname')).toHaveValue(RECLUTA);
  await registro.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Jugador registrado')).toBeVisible();
  await expect(page.getByText(/miembro del gremio en Albion Online/).first()).toBeVisible();
  await expect(seleccionados).toContainText('Jugadores seleccionados (5)');
  await expect(seleccionados.getByRole('button', { name: `Quitar ${RECLUTA.toLowerCase()}` })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Sin registrar' })).toHaveCount(0);
  await shot(page, '03-registrado');

  // A second channel adds its players to the selection.
  await chooseChannel(page, dialog, 'Mazmorras');
  await expect(seleccionados).toContainText('Jugadores seleccionados (7)');

  const silver = dialog.getByLabel('Silver');
  await silver.click();
  await silver.pressSequentially('7000000');
  await dialog.getByLabel('Motivo').fill(`Canal de voz e2e ${run}`);
  await dialog.getByRole('button', { name: 'Crear' }).click();
  const popup = page.getByRole('alertdialog');
  await expect(popup).toContainText('Jugadores: 7');
  const avisos = await vigilarAvisos(page);
  await popup.getByRole('button', { name: 'Sí, crear' }).click();
  await avisos.vio('Distribución realizada');
  await expect(page.getByRole('table', { name: 'Distribuciones del periodo' })).toContainText(`Canal de voz e2e ${run}`);
});

test('the new-player dialog refuses a non-member with the server message and accepts a member', async ({ page }) => {
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Nuevo jugador' }).click();
  const nuevo = page.getByRole('dialog', { name: 'Nuevo jugador' });
  const nickname = nuevo.getByLabel('Nickname');

  await nickname.fill('renegado');
  await nuevo.getByRole('button', { name: 'Registrar' }).click();
  await expect(
    page.getByText('El jugador renegado no es miembro del gremio en Albion Online (gremio actual: Los Otros)'),
  ).toBeVisible();
  await expect(nuevo).toBeVisible();
  await shot(page, '04-no-miembro');
  await expectAccessible(page);

  // Only near matches ("fantasma…2", "xfantasma…x") exist: not the player.
  await nickname.fill(`fantasma${run}`);
  await nuevo.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText(`El jugador fantasma${run} no es miembro del gremio en Albion Online`)).toBeVisible();
  await expect(nuevo).toBeVisible();

  const miembro = `miembro${run}`;
  await nickname.fill(miembro);
  await nuevo.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Jugador registrado')).toBeVisible();
  await expect(nuevo).toBeHidden();
  await expect(dialog.getByRole('region', { name: /Jugadores seleccionados/ })).toContainText(miembro);
  await shot(page, '05-miembro-registrado');
});

test('when Albion Online is down, the lenient default registers and says it was not verified', async ({ page }) => {
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Nuevo jugador' }).click();
  const nuevo = page.getByRole('dialog', { name: 'Nuevo jugador' });
  // A new nickname on every attempt: a retry (or a repeat) runs against the same server.
  await nuevo.getByLabel('Nickname').fill(`albioncaido${Date.now().toString(36)}`);
  await nuevo.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Jugador registrado')).toBeVisible();
  await expect(page.getByText(/no se pudo verificar su membresía en Albion Online/)).toBeVisible();
  await expect(nuevo).toBeHidden();
});

test('when Discord is down the dialog says so', async ({ page }) => {
  enableFakeDiscord({ channels: channels(), unavailable: 'voz.reconectando' });
  try {
    const dialog = await openDialog(page);
    await expect(dialog.getByRole('alert').filter({ hasText: 'Se perdió la conexión con Discord' })).toBeVisible();
    await shot(page, '06-discord-caido');
  } finally {
    enableFakeDiscord({ channels: channels() });
  }
});

test('isMember answers member, non-member, 504 on a slow API and 403 without the charge', async ({ page }) => {
  const token = await apiToken(page, ACCOUNTS.contenido);
  const ask = (nickname: string, t = token) =>
    page.request.get(`/api/jugadores/isMember?nickname=${nickname}`, { headers: { 'x-token': t }, timeout: 100_000 });

  const member = await ask('brunhild');
  expect(member.status()).toBe(200);
  expect(await member.json()).toEqual({
    ok: true,
    miembro: true,
    nickname: 'Brunhild',
    guild: 'Reparto Demo',
    message: 'Brunhild es miembro del gremio Reparto Demo en Albion Online',
  });
  expect(await (await ask('renegado')).json()).toMatchObject({ ok: true, miembro: false, guild: 'Los Otros' });

  const slow = await ask('albionlento');
  expect(slow.status()).toBe(504);
  expect(await slow.json()).toEqual({
    ok: false,
    message: 'La API de Albion Online no respondió a tiempo; inténtelo de nuevo más tarde',
    code: 'albion.apiTimeout',
  });
  const down = await ask('albioncaido');
  expect(down.status()).toBe(503);

  const tesorero = await apiToken(page, ACCOUNTS.tesorero);
  expect((await ask('brunhild', tesorero)).status()).toBe(403);
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the voice channel selector and the unregistered list fit', async ({ page }) => {
    enableFakeDiscord({
      channels: [{ id: '1180000000000000099', channel: 'Canal móvil', members: ['aldrakar', `[REP] Movil${run}`] }],
    });
    try {
      const dialog = await openDialog(page);
      await chooseChannel(page, dialog, 'Canal móvil');
      await expect(dialog.getByRole('list', { name: 'Sin registrar' })).toContainText(`Movil${run}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await shot(page, '07-telefono');
    } finally {
      enableFakeDiscord({ channels: channels() });
    }
  });
});
