// Helpers of the e2e flows around a period: a place free for a new one, a distribution made through the API, and the players picker of
// «Nueva distribución».
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken } from './fixtures';

export interface Lugar {
  id_lugar_distribucion: number;
  lugar: string;
}

/** A place without an open period (the periods overview lists every period, 10 a page); the last such place. */
export async function lugarLibre(request: APIRequestContext): Promise<Lugar> {
  const { lugares } = (await (await request.get('/api/distribuciones/getLugares')).json()) as { lugares: Lugar[] };
  const abiertos = new Set<number>();
  for (let page = 1; ; page++) {
    const body = await (await request.get(`/api/distribuciones/resumenDistribucion?page=${page}`)).json();
    for (const p of body.message) if (p.id_estado_distribucion === 3) abiertos.add(p.id_lugar_distribucion);
    if (page * 10 >= body.count || body.message.length === 0) break;
  }
  const libre = [...lugares].reverse().find((l) => !abiertos.has(l.id_lugar_distribucion));
  expect(libre, 'a place without an open period').toBeTruthy();
  return libre!;
}

/** Picks players in the MultiSelect through its filter; Escape closes the list only, never the dialog. */
export async function pickPlayers(page: Page, dialog: Locator, nicknames: string[]): Promise<void> {
  await dialog.locator('.p-multiselect').click();
  const panel = page.locator('.p-multiselect-panel');
  await expect(panel).toBeVisible();
  const filter = panel.getByRole('searchbox').or(panel.locator('input.p-multiselect-filter'));
  for (const nickname of nicknames) {
    await filter.first().fill(nickname);
    await panel.getByRole('option', { name: nickname, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(dialog).toBeVisible();
}

/** The treasurer closes a period through the API: the demo distributor and every house of its place. */
export async function cerrarPorApi(
  request: APIRequestContext,
  tesorero: Record<string, string>,
  idPeriodo: number,
  idLugar: number,
): Promise<void> {
  const { distribuidores } = await (await request.get('/api/jugadores/getDistributors', { headers: tesorero })).json();
  const distribuidor = (distribuidores as { id_player: number; nickname: string }[]).find((d) => d.nickname === 'distribuidor');
  const casas = (await (await request.post('/api/distribuciones/getCasas', { headers: tesorero, data: [{ idLugar }] })).json())
    .message as { id_casa: number }[];
  const cerrado = await request.put('/api/distribuciones/cerrarPeriodo', {
    headers: tesorero,
    data: [{ idPeriodo, idPlayerDistribuidor: distribuidor!.id_player, idsCasas: casas.map((c) => c.id_casa) }],
  });
  expect(cerrado.ok(), await cerrado.text()).toBeTruthy();
}

/** The treasurer opens a period on a free place through the API: its id, its place and the treasurer's headers. */
export async function abrirPeriodoPorApi(page: Page): Promise<{ id: number; lugar: Lugar; tesorero: Record<string, string> }> {
  const lugar = await lugarLibre(page.request);
  const tesorero = { 'x-token': await apiToken(page, ACCOUNTS.tesorero) };
  const abierto = await page.request.post('/api/distribuciones', {
    headers: tesorero,
    data: [{ idLugarDist: lugar.id_lugar_distribucion, gremioFederacion: 1 }],
  });
  expect(abierto.ok(), await abierto.text()).toBeTruthy();
  const { id_periodo: id } = (await abierto.json()) as { id_periodo: number };
  return { id, lugar, tesorero };
}

/**
 * A content manager shares `silver` of period `idPeriodo` among `nicknames` through the API (201);
 * answers each nickname's player id.
 */
export async function repartirPorApi(
  page: Page,
  idPeriodo: number,
  nicknames: string[],
  silver: number,
  motivo: string,
): Promise<Record<string, number>> {
  const contenido = { 'x-token': await apiToken(page, ACCOUNTS.contenido) };
  const { message: activos } = (await (
    await page.request.get('/api/distribuciones/getJugadoresSelect', { headers: contenido })
  ).json()) as { message: { id_player: number; nickname: string }[] };
  const ids = Object.fromEntries(nicknames.map((n) => [n, activos.find((j) => j.nickname === n)!.id_player]));
  const dist = await page.request.post('/api/distribuciones/crear', {
    headers: contenido,
    data: [
      {
        idDistribucion: 100_000 + Math.floor(Math.random() * 899_999),
        idPeriodoDist: idPeriodo,
        silver,
        motivo,
        email: null,
        jugadores: nicknames.map((n) => ids[n]!),
      },
    ],
  });
  expect(dist.status(), await dist.text()).toBe(201);
  return ids;
}
