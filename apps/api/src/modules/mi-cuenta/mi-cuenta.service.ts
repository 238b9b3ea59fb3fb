// «Mi cuenta» (docs/domain.md, "Permissions": any signed-in account, its own data only): the member's
// pending silver per period with its distributor and their own house and chest, their approved regear
// still to collect and their claims' states, their balance in the ledger (one row, docs/libro.md) and
// their withdrawals still to pay, the account's cargos and where they came from, and totals.
import { MI_CUENTA_RECLAMOS, type CargoCuenta, type GremioDeCuenta, type MiCuenta } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { gananciasJugadorVigente } from '../ganancias/ganancias.service.js';
import { countReclamos, pageReclamos } from '../regear/regear.repository.js';
import { findCuentaRow, type CuentaSesion } from '../cuentas/cuentas.repository.js';
import { leerAvisosMd, leerIdiomaCuenta } from '../cuentas/idioma.repository.js';
import { saldoDeJugador } from '../libro/libro.repository.js';
import { nombresDeCargos } from './mi-cuenta.repository.js';
import { gremiosDeCuenta } from '../cuentas/gremios-de-cuenta.repository.js';
import { servidoresDeDiscord, type DiscordLogin } from '../auth/discord-roles.js';
import { tokensDe } from '../auth/discord.repository.js';
import { GREMIO_POR_DEFECTO, gremioODefecto } from '../../lib/gremio-contexto.js';
import { cofreDe } from './cofres.js';
import { miembroDeCuenta } from './miembro.js';

/**
 * The account's cargos with where they came from: a Discord account (no password) holds what its roles
 * map to, read again at every renewal (modules/auth/discord-roles.ts); an email account's are a leader's.
 */
async function cargosCuenta(db: DbOrTx, sesion: CuentaSesion): Promise<CargoCuenta[]> {
  const nombres = await nombresDeCargos(db, sesion.cargos);
  const origen = sesion.discordUserId !== null && !sesion.conClave ? 'discord' : 'asignado';
  return sesion.cargos.map((id) => ({ id_cargo: id, nombre_cargo: nombres.get(id) ?? String(id), origen }));
}

/**
 * «Mi cuenta», read through `db` (the read cache's transaction), and until when it stays right if nothing
 * is written (the player's page's windows move on Mondays). `base`: the database's root handle, where the
 * chests of the periods in distribution are kept (cofres.ts).
 */
export async function miCuenta(
  db: DbOrTx,
  base: object,
  sesion: CuentaSesion,
  discordHabilitado: boolean,
): Promise<{ value: MiCuenta; validUntil: number; ambitos: string[] }> {
  const propios = { idPlayer: sesion.idPlayer };
  const [{ value, validUntil }, row, idioma, cargos_cuenta, reclamos, reclamos_total, libro, md] = await Promise.all([
    gananciasJugadorVigente(db, sesion.nickname),
    findCuentaRow(db, { idCuenta: sesion.idCuenta }),
    leerIdiomaCuenta(db, sesion.idCuenta),
    cargosCuenta(db, sesion),
    pageReclamos(db, propios, 0, MI_CUENTA_RECLAMOS),
    countReclamos(db, propios),
    saldoDeJugador(db, sesion.idPlayer),
    leerAvisosMd(db, sesion.idCuenta),
  ]);
  const pendientes = await Promise.all(
    value.pendientes.map(async (p) => ({ ...p, ...(await cofreDe(db, base, p, sesion.idPlayer)) })),
  );
  const partes = pendientes.filter((p) => !p.esta_pagado).reduce((s, p) => s + p.silver, 0);
  const intervalo = (dias: number) =>
    value.totales.find((t) => t.interval === dias) ?? { interval: dias, total_silver_unitario: 0, cantidad_contenido: 0 };
  const cuenta: MiCuenta = {
    nickname: sesion.nickname,
    email: sesion.email,
    discord: row?.discord ?? null,
    nombre_cargo: sesion.nombreCargo,
    cargos: sesion.cargos,
    cargos_cuenta,
    discord_habilitado: discordHabilitado,
    dias30: intervalo(30),
    total: intervalo(0),
    pendientes,
    regear_pendiente: value.regear_pendiente,
    por_cobrar: partes + value.regear_pendiente.silver,
    saldo: libro.saldo,
    retiros_pendientes: libro.retirosPendientes,
    reclamos: reclamos.map((r) => ({
      id_reclamo: r.id_reclamo,
      id_periodo: r.id_periodo,
      event_id: r.event_id,
      fecha_muerte: r.fecha_muerte,
      estado: r.estado,
      silver: r.silver,
      razon: r.razon,
      fecha_pago: r.fecha_pago,
    })),
    reclamos_total,
    idioma: idioma ?? null,
    avisos_md: md.avisosMd,
    md_rechazado: md.mdRechazado?.toISOString() ?? null,
  };
  // A main with characters: its combined line (absent otherwise, so the answer stays as it was).
  const miembro = await miembroDeCuenta(db, sesion.idPlayer, { por_cobrar: cuenta.por_cobrar, saldo: cuenta.saldo });
  if (miembro) cuenta.miembro = miembro.miembro;
  return { value: cuenta, validUntil, ambitos: miembro?.ambitos ?? [] };
}

/**
 * The guilds the account belongs to, with its cargos in each (docs/alianzas.md, «Muchos gremios»): the
 * picker after login and «Mi cuenta».
 */
export async function misGremios(db: DbOrTx, sesion: CuentaSesion, login: DiscordLogin | null): Promise<GremioDeCuenta[]> {
  const actual = gremioODefecto();
  // A Discord account's servers: a guild whose server it is in is one of its guilds.
  const servidores = sesion.discordUserId === null ? [] : await servidoresDeDiscord(login, await tokensDe(db, sesion.idCuenta));
  return (await gremiosDeCuenta(db, sesion.idCuenta, servidores)).map((g) => ({
    slug: g.slug,
    nombre: g.nombre,
    porDefecto: g.idGremio === GREMIO_POR_DEFECTO,
    cargos: g.cargos,
    actual: g.idGremio === actual,
  }));
}
