// «Mi cuenta» (docs/domain.md, "Permissions": any signed-in account, its own data only): the member's
// pending silver per period with its distributor and their own house and chest, and their totals.
import type { MiCuenta } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { gananciasJugadorVigente } from '../ganancias/ganancias.service.js';
import { pagoRowsConCofre } from '../pagos/pagos.repository.js';
import { findCuentaRow, type CuentaSesion } from './cuentas.repository.js';
import { leerIdiomaCuenta } from './idioma.repository.js';

/**
 * The player's house and chest in a period: their row of the period's payment table, numbered as that
 * table numbers it (one numbering for everyone: the whole table is read, then their row taken).
 */
async function cofreDe(db: DbOrTx, idPeriodo: number, idPlayer: number) {
  const fila = (await pagoRowsConCofre(db, idPeriodo)).find((r) => r.id_player === idPlayer);
  return { casa: fila?.casa ?? null, cofre: fila?.cofre ?? null };
}

export async function miCuenta(db: DbOrTx, sesion: CuentaSesion, discordHabilitado: boolean): Promise<MiCuenta> {
  const [{ value }, row, idioma] = await Promise.all([
    gananciasJugadorVigente(db, sesion.nickname),
    findCuentaRow(db, { idCuenta: sesion.idCuenta }),
    leerIdiomaCuenta(db, sesion.idCuenta),
  ]);
  const pendientes = [];
  for (const p of value.pendientes) pendientes.push({ ...p, ...(await cofreDe(db, p.id_periodo, sesion.idPlayer)) });
  const intervalo = (dias: number) =>
    value.totales.find((t) => t.interval === dias) ?? { interval: dias, total_silver_unitario: 0, cantidad_contenido: 0 };
  return {
    nickname: sesion.nickname,
    email: sesion.email,
    discord: row?.discord ?? null,
    nombre_cargo: sesion.nombreCargo,
    cargos: sesion.cargos,
    discord_habilitado: discordHabilitado,
    dias30: intervalo(30),
    total: intervalo(0),
    pendientes,
    idioma: idioma ?? null,
  };
}
