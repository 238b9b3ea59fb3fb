// Distributions of a period on the demo guild: demo period 3 (Caerleon) is open (state 3)
// and has distributions by encargado1 and encargado2, one of them deleted. Every distribution this
// spec creates carries a unique motivo, and no assertion depends on counts other specs could change.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, PHONE, apiToken, expectAccessible, loginAs, vigilarAvisos } from './support/fixtures';
import { demoChannels, disableFakeDiscord, enableFakeDiscord } from './support/fake-discord';
import { pickPlayers } from './support/periodo';

const PERIODO = '/distribucion/crearDist/3/tesorero/3';
const SHOTS = '/tmp/shots-distribuciones';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const run = Date.now().toString(36);
const motivo = (what: string) => `${what} e2e ${run}`;

/** `$1.234.567` → 1234567 */
const silverOf = (text: string) => Number(text.replace(/[^\d-]/g, ''));

async function total(page: Page): Promise<number> {
  return silverOf((await page.getByTestId('dist-total').locator('strong').textContent()) ?? '');
}

const table = (page: Page) => page.getByRole('table', { name: 'Distribuciones del periodo' });
const rowOf = (page: Page, text: string): Locator => table(page).getByRole('row').filter({ hasText: text });

async function openPeriod(page: Page) {
  await page.goto(PERIODO);
  await expect(page.getByRole('heading', { name: 'Distribuciones', level: 1 })).toBeVisible();
  // Wait for the rows of the demo period.
  await expect(table(page).getByRole('row').filter({ hasText: 'encargado2' }).first()).toBeVisible();
}

async function fillSilver(dialog: Locator, value: string) {
  const input = dialog.getByLabel('Silver');
  await input.click();
  await input.pressSequentially(value);
}

test.describe('as the content manager encargado1', () => {
  test('creates a distribution with 4 players through the multi-select, sees the row and the total change, and expands it', async ({
    page,
  }) => {
    await loginAs(page, ACCOUNTS.contenido);
    await openPeriod(page);
    const before = await total(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Nueva distribución' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva distribución' });
    await expect(dialog).toBeVisible();
    // Discord is not configured on the e2e server: the dialog says so.
    await expect(dialog.getByText('Discord no está configurado')).toBeVisible();

    // Validation mirrors the server: nothing chosen → three messages, no popup.
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(dialog.getByText('Seleccione al menos un jugador')).toBeVisible();
    await expect(dialog.getByText('Ingrese la cantidad de plata')).toBeVisible();
    await expect(dialog.getByText('Ingrese el motivo')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toBeHidden();

    const players = ['aldrakar', 'brunhild', 'caelum', 'darkvex'];
    await pickPlayers(page, dialog, players);
    // maxSelectedLabels={3}: four players collapse into a count.
    await expect(dialog.locator('.p-multiselect-label')).toHaveText('4 jugadores seleccionados');
    await fillSilver(dialog, '4000002');
    await expect(dialog.getByLabel('Silver')).toHaveValue('4.000.002');
    await dialog.getByLabel('Motivo').fill(motivo('ZvZ'));
    const seleccionados = dialog.getByRole('region', { name: /Jugadores seleccionados/ });
    await expect(seleccionados).toContainText('Jugadores seleccionados (4)');
    await expect(seleccionados).toContainText('$1.000.000 por jugador');
    for (const p of players) await expect(seleccionados.getByRole('button', { name: `Quitar ${p}` })).toBeVisible();
    await shot(page, '01-nueva-distribucion');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Crear' }).click();
    const popup = page.getByRole('alertdialog');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Silver: $4.000.002');
    await expect(popup).toContainText('Jugadores: 4');
    await expect(popup).toContainText('aldrakar, brunhild, caelum, darkvex');
    await shot(page, '02-confirmacion');
    const avisos = await vigilarAvisos(page);
    await popup.getByRole('button', { name: 'Sí, crear' }).click();

    await avisos.vio('Distribución realizada');
    await expect(dialog).toBeHidden();
    const row = rowOf(page, motivo('ZvZ'));
    await expect(row).toBeVisible();
    await expect(row).toContainText('encargado1');
    await expect(row).toContainText('$4.000.002');
    await expect(row).toContainText('Exitosa');
    await expect.poll(() => total(page)).toBe(before + 4_000_002);

    // The new row stays highlighted and already open on its players and shares (besides the toast).
    await expect(row).toHaveClass(/dist-nueva/);
    await expect(row).toContainText('Nueva');
    await expect(row.getByRole('button', { name: /^Ocultar jugadores de la distribución/ })).toBeVisible();
    const jugadores = page.getByRole('table', { name: /^Jugadores de la distribución/ });
    await expect(jugadores).toBeVisible();
    for (const p of players) await expect(jugadores.getByRole('row').filter({ hasText: p })).toContainText('$1.000.000');
    await expect(jugadores).toContainText('OFICIAL');
    await shot(page, '03-fila-expandida');
    await expectAccessible(page);
  });

  test('registers a new player from the page and uses it in a distribution', async ({ page }) => {
    const nickname = `nuevo${run}`.slice(0, 32);
    await loginAs(page, ACCOUNTS.contenido);
    await openPeriod(page);

    await page.getByRole('button', { name: 'Nueva distribución' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva distribución' });
    await dialog.getByRole('button', { name: 'Nuevo jugador' }).click();
    const nuevo = page.getByRole('dialog', { name: 'Nuevo jugador' });
    await expect(nuevo).toBeVisible();
    await expect(nuevo.getByRole('button', { name: 'Registrar' })).toBeDisabled();
    await nuevo.getByLabel('Nickname').fill(nickname);
    await shot(page, '04-nuevo-jugador');
    await expectAccessible(page);
    await nuevo.getByRole('button', { name: 'Registrar' }).click();
    await expect(page.getByText('Jugador registrado')).toBeVisible();
    await expect(nuevo).toBeHidden();

    // The new player is already in the selection; add one more through the multi-select.
    const seleccionados = dialog.getByRole('region', { name: /Jugadores seleccionados/ });
    await expect(seleccionados).toContainText(nickname);
    await pickPlayers(page, dialog, ['elyrion']);
    await expect(seleccionados).toContainText('Jugadores seleccionados (2)');
    await fillSilver(dialog, '1001');
    await dialog.getByLabel('Motivo').fill(motivo('Avalon'));
    await dialog.getByRole('button', { name: 'Crear' }).click();
    const avisos = await vigilarAvisos(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, crear' }).click();
    await avisos.vio('Distribución realizada');

    const row = rowOf(page, motivo('Avalon'));
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: /^Ocultar jugadores/ })).toBeVisible();
    const jugadores = page.getByRole('table', { name: /^Jugadores de la distribución/ });
    await expect(jugadores.getByRole('row').filter({ hasText: nickname })).toContainText('MIEMBRO');
    await expect(jugadores.getByRole('row').filter({ hasText: nickname })).toContainText('$500');

    // A nickname taken already: the server's message.
    await page.getByRole('button', { name: 'Nuevo jugador' }).click();
    const otra = page.getByRole('dialog', { name: 'Nuevo jugador' });
    await otra.getByLabel('Nickname').fill(nickname);
    await otra.getByRole('button', { name: 'Registrar' }).click();
    await expect(page.getByText('Ya existe un jugador con ese nickname')).toBeVisible();
  });

  test('deletes an own distribution with a reason', async ({ page }) => {
    await loginAs(page, ACCOUNTS.contenido);
    const token = await apiToken(page, ACCOUNTS.contenido);
    const jugadores = (
      await (await page.request.get('/api/distribuciones/getJugadoresSelect', { headers: { 'x-token': token } })).json()
    ).message as { id_player: number }[];
    const created = await page.request.post('/api/distribuciones/crear', {
      headers: { 'x-token': token },
      data: [
        {
          idDistribucion: 100000 + Math.floor(Math.random() * 900000),
          idPeriodoDist: 3,
          silver: 3_000_000,
          motivo: motivo('Para borrar'),
          jugadores: jugadores.slice(0, 3).map((j) => j.id_player),
        },
      ],
    });
    expect(created.status()).toBe(201);

    await openPeriod(page);
    const before = await total(page);
    const row = rowOf(page, motivo('Para borrar'));
    await row.getByRole('button', { name: /^Eliminar distribución/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar distribución' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Eliminar', exact: true })).toBeDisabled();
    await dialog.getByLabel('Razón').fill('Registrada dos veces');
    await shot(page, '05-eliminar');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();

    await expect(page.getByText('Distribución eliminada', { exact: true })).toBeVisible();
    await expect(row).toContainText('Eliminada');
    await expect(row).toContainText('Registrada dos veces');
    await expect(row.getByRole('button', { name: /^Eliminar distribución/ })).toHaveCount(0);
    await expect.poll(() => total(page)).toBe(before - 3_000_000);
    await shot(page, '06-eliminada');
  });
});

test('another content manager is not offered the delete button and the API answers 403', async ({ page }) => {
  // encargado1 owns a live distribution in period 3 (created by this spec or by the demo).
  const owner = await apiToken(page, ACCOUNTS.contenido);
  const jugadores = (
    await (await page.request.get('/api/distribuciones/getJugadoresSelect', { headers: { 'x-token': owner } })).json()
  ).message as { id_player: number }[];
  const res = await page.request.post('/api/distribuciones/crear', {
    headers: { 'x-token': owner },
    data: [
      {
        idDistribucion: 100000 + Math.floor(Math.random() * 900000),
        idPeriodoDist: 3,
        silver: 1_000,
        motivo: motivo('Ajena'),
        jugadores: [jugadores[0]!.id_player],
      },
    ],
  });
  const idAjena = (await res.json()).distribucion.id_distribucion as number;

  await loginAs(page, ACCOUNTS.contenido2);
  await openPeriod(page);
  const ajena = rowOf(page, motivo('Ajena'));
  await expect(ajena).toBeVisible();
  await expect(ajena.getByRole('button', { name: /^Eliminar distribución/ })).toHaveCount(0);
  // Every live row of encargado1 lacks the button; encargado2's own live rows have it.
  for (const r of await table(page).getByRole('row').filter({ hasText: 'encargado1' }).all()) {
    await expect(r.getByRole('button', { name: /^Eliminar distribución/ })).toHaveCount(0);
  }
  const propias = table(page).getByRole('row').filter({ hasText: 'encargado2' }).filter({ hasText: 'Exitosa' });
  await expect(propias.first().getByRole('button', { name: /^Eliminar distribución/ })).toBeVisible();

  const token = await apiToken(page, ACCOUNTS.contenido2);
  const forbidden = await page.request.put('/api/distribuciones/eliminarDistribucion', {
    headers: { 'x-token': token },
    data: [{ idDistribucion: idAjena, razon: 'No es mía' }],
  });
  expect(forbidden.status()).toBe(403);
  expect((await forbidden.json()).ok).toBe(false);
});

test('an anonymous visitor sees everything and no action buttons', async ({ page }) => {
  await openPeriod(page);
  await expect(table(page)).toContainText('Exitosa');
  await expect(table(page)).toContainText('Eliminada');
  await expect(page.getByTestId('dist-total')).toContainText('Total: $');
  await expect(page.getByRole('button', { name: 'Nueva distribución' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nuevo jugador' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);
  // Expanding works for everyone.
  await table(page)
    .getByRole('button', { name: /^Ver jugadores/ })
    .first()
    .click();
  await expect(page.getByRole('table', { name: /^Jugadores de la distribución/ })).toBeVisible();
  await shot(page, '07-anonimo');
  await expectAccessible(page);
});

test('a closed period shows no create or delete button to its content manager', async ({ page }) => {
  await loginAs(page, ACCOUNTS.contenido);
  await page.goto('/distribucion/crearDist/1/tesorero/1');
  await expect(page.getByRole('heading', { name: 'Distribuciones', level: 1 })).toBeVisible();
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nueva distribución' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Eliminar distribución/ })).toHaveCount(0);
});

test('with Discord configured, the voice channel selector stays accessible while it has focus', async ({ page }) => {
  enableFakeDiscord({ channels: demoChannels() });
  try {
    await loginAs(page, ACCOUNTS.contenido);
    await openPeriod(page);
    await page.getByRole('button', { name: 'Nueva distribución' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva distribución' });
    await dialog.locator('.p-dropdown:has(#dist-canal)').click();
    await page.getByRole('option', { name: 'ZvZ principal', exact: true }).click();
    await expect(dialog.getByRole('region', { name: /Jugadores seleccionados/ })).toContainText('caelum');
    // Focus stays on the selector (PrimeReact marks its root with aria-activedescendant then).
    await expect(dialog.locator('.p-dropdown:has(#dist-canal)')).toHaveClass(/p-focus/);
    await expectAccessible(page);
    await shot(page, '10-canal-de-voz');
  } finally {
    disableFakeDiscord();
  }
});

test.describe('«Nueva distribución» typed as a user types', () => {
  test('the players list keeps its search after a selection: several players from one search, and the next key refines it', async ({
    page,
  }) => {
    await loginAs(page, ACCOUNTS.contenido);
    await openPeriod(page);
    await page.getByRole('button', { name: 'Nueva distribución' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva distribución' });
    await dialog.locator('.p-multiselect').click();
    const lista = page.getByRole('listbox', { name: 'Jugadores' });
    const filtro = page.locator('.p-multiselect-panel input.p-multiselect-filter');
    await expect(filtro).toBeFocused();
    await page.keyboard.type('ra');
    const opciones = lista.getByRole('option');
    await expect(opciones.filter({ hasNotText: 'ra' })).toHaveCount(0);
    const conRa = await opciones.allTextContents();
    expect(conRa).toEqual(expect.arrayContaining(['aldrakar', 'gorath', 'ravenna']));

    for (const nick of ['aldrakar', 'gorath']) {
      await lista.getByRole('option', { name: nick, exact: true }).click();
      await expect(filtro).toBeFocused();
      await expect(filtro).toHaveValue('ra');
      await expect(opciones).toHaveText(conRa);
    }
    // The next key still goes into the search.
    await page.keyboard.type('v');
    await expect(filtro).toHaveValue('rav');
    await expect(opciones).toHaveText(['ravenna']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(filtro).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(lista).toBeHidden();
    const seleccionados = dialog.getByRole('region', { name: /Jugadores seleccionados/ });
    await expect(seleccionados).toContainText('Jugadores seleccionados (3)');
    for (const nick of ['aldrakar', 'gorath', 'ravenna']) {
      await expect(seleccionados.getByRole('button', { name: `Quitar ${nick}` })).toBeVisible();
    }
  });

  test('the breakdown keeps 10.000.000 and 1.234.567 typed key by key, and its net is the silver', async ({ page }) => {
    await loginAs(page, ACCOUNTS.contenido);
    await openPeriod(page);
    await page.getByRole('button', { name: 'Nueva distribución' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva distribución' });
    await dialog.getByText('Calcular la plata con un desglose').click();
    for (const [campo, texto] of [
      ['Valor del botín', '10.000.000'],
      ['Reparación', '1.234.567'],
    ] as const) {
      const input = dialog.getByLabel(campo);
      await input.click();
      await input.pressSequentially(texto);
      await expect(input).toHaveValue(texto);
    }
    const pct = Number((await dialog.getByLabel('Impuesto del gremio (%)').inputValue()).replace(',', '.'));
    const neto = Math.floor(((10_000_000 - 1_234_567) * (100 - pct)) / 100);
    const agrupado = String(neto).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    await expect(dialog.getByTestId('neto-desglose').locator('strong')).toHaveText(`$${agrupado}`);
    await expect(dialog.getByLabel('Silver')).toHaveValue(agrupado);
  });
});

test('at 1366 px «Motivo» has room: at least 14rem beside «Acción», and the table fits its box', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await loginAs(page, ACCOUNTS.contenido);
  await openPeriod(page);
  await expect(table(page).getByRole('columnheader', { name: 'Acción' })).toBeVisible();
  const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  const motivo = await table(page).getByRole('columnheader', { name: 'Motivo' }).boundingBox();
  expect(motivo!.width).toBeGreaterThanOrEqual(14 * rem);
  const wrapper = page.locator('.dist-table .p-datatable-wrapper');
  const scroll = await wrapper.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
  // The narrower columns still hold their texts: nothing spills out of a cell.
  const desbordadas = await table(page)
    .locator('tbody td')
    .evaluateAll((tds) => tds.filter((td) => td.scrollWidth > td.clientWidth + 1).map((td) => td.textContent));
  expect(desbordadas).toEqual([]);
  await shot(page, '11-motivo-1366');
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the page fits and the table is a pile of cards, nothing scrolling sideways', async ({ page }) => {
    await loginAs(page, ACCOUNTS.contenido);
    await openPeriod(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    const wrapper = page.locator('.dist-table .p-datatable-wrapper');
    const scroll = await wrapper.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
    await shot(page, '08-telefono');
    await page.getByRole('button', { name: 'Nueva distribución' }).click();
    await expect(page.getByRole('dialog', { name: 'Nueva distribución' })).toBeVisible();
    await shot(page, '09-telefono-dialogo');
  });
});
