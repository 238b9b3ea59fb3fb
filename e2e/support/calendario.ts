// Helpers of the calendar's e2e flow (e2e/calendario.spec.ts): members of its own for each run, and a
// place with an open period (where «Crear distribución» leads).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, type Account } from './fixtures';
import { lugarLibre } from './periodo';

/** The `x-token` header of `account`, signed in through the API. */
export async function cabeceras(request: APIRequestContext, account: Account): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/login', { data: [{ email: account.email, pwd: account.password }] });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { 'x-token': ((await res.json()) as { token: string }).token };
}

/**
 * `n` members for this run: active players of the demo guild without an account or characters, each given one with no
 * cargo (they sign up for themselves only). The last players first, as e2e/support/regear.ts does: the
 * earlier ones are those other specs name.
 */
export async function miembrosDelCalendario(request: APIRequestContext, etiqueta: string, n: number): Promise<Account[]> {
  const lider = await cabeceras(request, ACCOUNTS.lider);
  const res = await request.get('/api/distribuciones/getJugadoresSelect', { headers: lider });
  const activos = ((await res.json()) as { message: { nickname: string }[] }).message.map((j) => j.nickname);
  const cuentas = new Set(Object.values(ACCOUNTS).map((a) => a.nickname));
  // Nobody's character and no main: a spec may link characters on this worker's server (a character
  // cannot be a main, so a member who is one could not be given a character of their own).
  const conPersonajes = await request.get('/api/jugadores/personajes', { headers: lider });
  for (const m of ((await conPersonajes.json()) as { message: { nickname: string; personajes: { nickname: string }[] }[] })
    .message)
    for (const n of [m.nickname, ...m.personajes.map((p) => p.nickname)]) cuentas.add(n);
  const miembros: Account[] = [];
  for (const nickname of activos.filter((x) => !cuentas.has(x) && /^[a-z]+$/.test(x)).reverse()) {
    const cuenta = { nickname, email: `cal-${etiqueta}-${nickname}@reparto.local`, password: 'miembro-calendario-1234' };
    const alta = await request.post('/api/cuentas', {
      headers: lider,
      data: [{ nickname, email: cuenta.email, password: cuenta.password, cargos: [] }],
    });
    if (alta.ok()) miembros.push(cuenta);
    if (miembros.length === n) return miembros;
  }
  throw new Error(`No quedan ${n} jugadores del gremio demo sin cuenta`);
}

/** A place with an open period: one of the demo's, or a new period the treasurer opens on a free place. */
export async function lugarConPeriodoAbierto(request: APIRequestContext): Promise<{ lugar: string; idPeriodo: number }> {
  const tesorero = await cabeceras(request, ACCOUNTS.tesorero);
  const res = await request.get('/api/distribuciones/periodosEnCurso?page=1', { headers: tesorero });
  const enCurso = ((await res.json()) as { message: { id_periodo: number; lugar: string; id_estado_distribucion: number }[] })
    .message;
  const abierto = enCurso.find((p) => p.id_estado_distribucion === 3);
  if (abierto) return { lugar: abierto.lugar, idPeriodo: abierto.id_periodo };
  const libre = await lugarLibre(request);
  const nuevo = await request.post('/api/distribuciones', {
    headers: tesorero,
    data: [{ idLugarDist: libre.id_lugar_distribucion }],
  });
  expect(nuevo.ok(), await nuevo.text()).toBeTruthy();
  return { lugar: libre.lugar, idPeriodo: ((await nuevo.json()) as { id_periodo: number }).id_periodo };
}

/**
 * A template of this run, created by the leader (version 1): tax 10 %, caller ×1,5, standby ×0,5 and the
 * looter's +200.000. Answers its id.
 */
export async function plantillaDePrueba(request: APIRequestContext, nombre: string): Promise<number> {
  const res = await request.post('/api/calendario/plantillas', {
    headers: await cabeceras(request, ACCOUNTS.lider),
    data: [
      {
        nombre,
        reglas: {
          impuesto_pct: 10,
          pesos: { caller: 1.5 },
          extras: [{ concepto: 'Looter', silver: 200_000 }],
          regear_primero: false,
          regear: null,
          peso_reserva: 0.5,
        },
      },
    ],
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { plantilla: { id_plantilla: number } }).plantilla.id_plantilla;
}

/** Chooses `option` in the PrimeReact Dropdown whose input is `#id`, within `scope`. */
export async function elegirEn(page: Page, scope: Locator, id: string, option: string): Promise<void> {
  await scope
    .locator('.p-dropdown')
    .filter({ has: page.locator(`#${id}`) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
