// Helpers of the regear flow (e2e/regear.spec.ts, docs/regear.md): a member of the demo guild with an
// account of its own and no claim yet, its deaths inside the demo's period 2 as the API values them,
// and the claims of a player.
import { expect, type APIRequestContext } from '@playwright/test';
import type { ListarRegearResponse, Muerte, MuertesResponse, Reclamo } from '@reparto/contract';
import { ACCOUNTS, type Account } from './fixtures';

/** The demo's period «En distribución» (Lymhurst, from 25 to 3 days ago; apps/api/src/db/demo.ts). */
export const PERIODO_REGEAR = 2;
const DIA = 86_400_000;

/** Silver as the screens and messages write it (the contract's formatSilver): `$1.234.567`. */
export const plata = (n: number) => `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** A token's headers for an API call made by the test. */
async function cabeceras(request: APIRequestContext, account: Account): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/login', { data: [{ email: account.email, pwd: account.password }] });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { 'x-token': ((await res.json()) as { token: string }).token };
}

/** Every claim of a player (GET /api/regear?nickname=, page after page). */
export async function reclamosDe(request: APIRequestContext, nickname: string): Promise<Reclamo[]> {
  const todos: Reclamo[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/regear?nickname=${encodeURIComponent(nickname)}&page=${page}`);
    expect(res.ok(), await res.text()).toBeTruthy();
    const body = (await res.json()) as ListarRegearResponse;
    todos.push(...body.message);
    if (body.message.length === 0 || todos.length >= body.count) return todos;
  }
}

/**
 * A member for this run: an active player of the demo guild with no account and no claim yet, given an
 * account with no cargo (no officer: it claims for its own player only). Each call takes another player,
 * so the desktop and phone runs (and their repeats) never claim the same deaths: a death is claimed once
 * for ever.
 */
export async function miembroNuevo(request: APIRequestContext, etiqueta: string): Promise<Account> {
  const lider = await cabeceras(request, ACCOUNTS.lider);
  const activos = (await (await request.get('/api/distribuciones/getJugadoresSelect', { headers: lider })).json()) as {
    message: { nickname: string }[];
  };
  const cuentas = new Set(Object.values(ACCOUNTS).map((a) => a.nickname));
  // The last of the demo's players first: the earlier ones are those other specs use.
  const candidatos = activos.message.map((j) => j.nickname).filter((n) => !cuentas.has(n) && /^[a-z]+$/.test(n));
  for (const nickname of candidatos.reverse()) {
    if ((await reclamosDe(request, nickname)).length > 0) continue;
    const password = 'miembro-regear-1234';
    const email = `regear-${etiqueta}-${nickname}@reparto.local`;
    const res = await request.post('/api/cuentas', { headers: lider, data: [{ nickname, email, password, cargos: [] }] });
    if (res.ok()) return { email, password, nickname };
  }
  throw new Error('No queda ningún jugador del gremio demo sin cuenta ni reclamos');
}

/**
 * Two deaths of the member inside period 2 that nobody claimed: `aprobar` has a price for every item
 * that counts (it can be approved as it is), `rechazar` is another one.
 */
export async function muertesDelPeriodo(
  request: APIRequestContext,
  member: Account,
): Promise<{ aprobar: Muerte; rechazar: Muerte }> {
  const headers = await cabeceras(request, member);
  const res = await request.get(`/api/regear/muertes?nickname=${member.nickname}`, { headers });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { message } = (await res.json()) as MuertesResponse;
  // The fake killboard's deaths of ten days ago (e2e/support/fake-albion.mjs): inside period 2.
  const edad = (m: Muerte) => (Date.now() - Date.parse(m.fecha)) / DIA;
  const libres = message.filter((m) => !m.reclamada && edad(m) > 5 && edad(m) < 20);
  const conPrecio = (m: Muerte) => m.items.every((i) => i.motivo !== undefined || (i.precio ?? null) !== null);
  const aprobar = libres.find(conPrecio);
  const rechazar = libres.find((m) => m !== aprobar);
  expect(aprobar, 'a death of period 2 with every counted item priced').toBeTruthy();
  expect(rechazar, 'another death of period 2').toBeTruthy();
  return { aprobar: aprobar!, rechazar: rechazar! };
}
