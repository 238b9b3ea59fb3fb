// Attendance and loot value end to end (docs/asistencia.md, docs/botin.md), on demo period 3 (Caerleon,
// open): a content manager starts a session on a voice channel of the fake Discord, members move in and
// out, the session ends, «Importar asistencia» fills the players with weights by presence, a pasted AO
// Loot Logger file priced by the fake Albion Data Project gives the loot value, and the distribution's
// shares follow the weights. The fake Discord file is polled by the API (≤ 400 ms), so the session lasts
// a few real seconds; no assertion depends on an exact second, only on who stayed longer.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { repartir } from '@reparto/contract';
import { ACCOUNTS, apiToken, loginAs } from './support/fixtures';
import { disableFakeDiscord, enableFakeDiscord } from './support/fake-discord';

const PERIODO = '/distribucion/crearDist/3/tesorero/3';
const run = Date.now().toString(36);
const CANAL = { id: `9${Date.now() % 1_000_000}`, channel: `Asistencia ${run}` };
const ALDRAKAR = { id: 'd-aldrakar', name: 'aldrakar' };
const BRUNHILD = { id: 'd-brunhild', name: 'brunhild' };
const GORATH = { id: 'd-gorath', name: 'gorath' };

function canalCon(members: { id: string; name: string }[]) {
  enableFakeDiscord({ channels: [{ ...CANAL, members }] });
}

/** A weight field's value («0,4» in Spanish) as a number. */
async function peso(dialog: Locator, nickname: string): Promise<number> {
  return Number((await dialog.getByLabel(`Peso de ${nickname}`).inputValue()).replace(',', '.'));
}

/** An AO Loot Logger v2 file: our members' loot during the session, someone else's, and a bad line. */
function registroV2(momento: string): string {
  const linea = (quien: string, item: string, nombre: string, n: number) =>
    `${momento};;Reparto Demo;${quien};${item};${nombre};${n};;Enemigos;rival`;
  return [
    'timestamp_utc;looted_by__alliance;looted_by__guild;looted_by__name;item_id;item_name;quantity;looted_from__alliance;looted_from__guild;looted_from__name',
    linea('aldrakar', 'T8_MAIN_SWORD', 'Elder Broadsword', 1),
    linea('gorath', 'T6_BAG', 'Master Bag', 3),
    linea('aldrakar', 'T6_POTION_HEAL', 'Healing Potion', 10),
    linea('gorath', 'T4_RUNE_SIN_PRECIO', 'Mystery Rune', 2),
    linea('forastero', 'T8_2H_CLAYMORE', 'Elder Claymore', 1),
    'esto no es una línea del registro',
  ].join('\n');
}

async function abrirNuevaDistribucion(page: Page): Promise<Locator> {
  await page.goto(PERIODO);
  await expect(page.getByRole('heading', { name: 'Distribuciones', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva distribución' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva distribución' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.afterEach(() => disableFakeDiscord());

test('a session recorded from the fake Discord feeds a distribution with weights by presence, and a pasted loot log gives its loot value', async ({
  page,
}) => {
  test.setTimeout(120_000);
  canalCon([ALDRAKAR, BRUNHILD]);
  await loginAs(page, ACCOUNTS.contenido);
  const dialog = await abrirNuevaDistribucion(page);

  // 1. Start a session on the channel.
  await dialog.locator('.p-dropdown:has(#dist-canal)').click();
  await page.getByRole('option', { name: CANAL.channel, exact: true }).click();
  await dialog.getByRole('button', { name: `Iniciar sesión de asistencia en ${CANAL.channel}` }).click();
  await expect(dialog.getByText(new RegExp(`Grabando en ${CANAL.channel}`))).toBeVisible();
  const momento = new Date(Date.now() + 500).toISOString();

  // 2. The fake Discord moves members: brunhild leaves early, gorath comes late; aldrakar stays.
  // brunhild about 1.5 s of a session of about 11.5 s, gorath about 10 s: far apart whatever the machine's load.
  await page.waitForTimeout(1_500);
  canalCon([ALDRAKAR, GORATH]);
  await page.waitForTimeout(10_000);

  // 3. End it.
  await dialog.getByRole('button', { name: `Terminar la sesión de ${CANAL.channel}` }).click();
  await expect(dialog.getByText(new RegExp(`Grabando en ${CANAL.channel}`))).toBeHidden();

  // 4. Import it: the players with weights by presence.
  await dialog.locator('.p-dropdown:has(#dist-asistencia)').click();
  await page.getByRole('option', { name: new RegExp(`^${CANAL.channel} · `) }).click();
  const seleccionados = dialog.getByRole('region', { name: /Jugadores seleccionados/ });
  for (const nick of ['aldrakar', 'brunhild', 'gorath']) {
    await expect(seleccionados.getByRole('button', { name: `Quitar ${nick}` })).toBeVisible();
  }
  await expect.poll(() => peso(dialog, 'gorath')).toBeLessThan(1);
  const pesos = {
    aldrakar: await peso(dialog, 'aldrakar'),
    brunhild: await peso(dialog, 'brunhild'),
    gorath: await peso(dialog, 'gorath'),
  };
  expect(pesos.aldrakar).toBe(1);
  expect(pesos.brunhild).toBeLessThan(pesos.gorath);
  expect(pesos.brunhild).toBeGreaterThanOrEqual(0.1);

  // 5. Paste the loot log (filtered to the session's members), type the price the market lacks.
  await dialog.getByText('Calcular la plata con un desglose').click();
  await dialog.getByRole('button', { name: 'Pegar registro de botín' }).click();
  const botin = page.getByRole('dialog', { name: 'Valorar un registro de botín' });
  await botin.getByLabel('Registro de AO Loot Logger').fill(registroV2(momento));
  await botin.getByRole('button', { name: 'Valorar' }).click();
  const items = botin.getByRole('table', { name: 'Objetos del botín' });
  await expect(items.getByRole('row')).toHaveCount(5); // header + 4 items of our members
  await expect(items).not.toContainText('T8_2H_CLAYMORE');
  await expect(botin.getByText('Línea 7: ', { exact: false })).toBeVisible();
  await botin.getByLabel('Precio de Mystery Rune').fill('1.000');
  await botin.getByRole('button', { name: 'Valorar' }).click();

  // 6. Use its value.
  const usar = botin.getByRole('button', { name: 'Usar como valor del botín' });
  await expect(usar).toBeEnabled();
  await usar.click();
  await expect(botin).toBeHidden();
  const valorBotin = Number((await dialog.getByLabel('Valor del botín').inputValue()).replace(/\D/g, ''));
  expect(valorBotin).toBeGreaterThan(0);

  // 7. Create: the confirmation shows the minutes beside the shares.
  await dialog.getByLabel('Motivo').fill(`ZvZ asistencia ${run}`);
  const silver = Number((await dialog.getByLabel('Silver').inputValue()).replace(/\D/g, ''));
  await dialog.getByRole('button', { name: 'Crear' }).click();
  const confirmacion = dialog.getByRole('alertdialog', { name: 'Confirmar la distribución' });
  await expect(confirmacion).toContainText('min');
  await confirmacion.getByRole('button', { name: 'Sí, crear' }).click();
  await expect(dialog).toBeHidden();

  // 8. The shares follow the weights, the session and the valuation are linked.
  const token = await apiToken(page, ACCOUNTS.contenido);
  const res = await page.request.post('/api/distribuciones/getDistribucion', { data: [{ idPeriodoDist: 3, page: 1 }] });
  const creada = (
    (await res.json()) as {
      message: {
        motivo: string;
        silver: number;
        id_distribucion: number;
        jugadores: { nickname: string; silver_unitario: number }[];
      }[];
    }
  ).message.find((d) => d.motivo === `ZvZ asistencia ${run}`);
  expect(creada).toBeTruthy();
  expect(creada!.silver).toBe(silver);
  const orden = ['aldrakar', 'brunhild', 'gorath'] as const;
  const { partes } = repartir(
    silver,
    orden.map((n) => Math.round(pesos[n] * 10)),
  );
  const porNick = new Map(creada!.jugadores.map((j) => [j.nickname, j.silver_unitario]));
  orden.forEach((n, i) => expect(porNick.get(n), n).toBe(partes[i]));

  const sesiones = await page.request.get('/api/asistencia/sesiones?page=1', { headers: { 'x-token': token } });
  const sesion = ((await sesiones.json()) as { message: { canal: string; id_distribucion: number | null }[] }).message.find(
    (s) => s.canal === CANAL.channel,
  );
  expect(sesion?.id_distribucion).toBe(creada!.id_distribucion);
});
