// «Mi cuenta» (docs/domain.md, "Permissions": any signed-in account, its own data only): the member's
// pending silver per period with its distributor and houses, and their totals.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Casa, MiCuenta } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { casa, periodoCasa } from '../../db/schema.js';
import { gananciasJugadorVigente } from '../ganancias/ganancias.service.js';
import { findCuentaRow, type CuentaSesion } from './cuentas.repository.js';

async function casasDe(db: DbOrTx, periodos: number[]): Promise<Map<number, Casa[]>> {
  const porPeriodo = new Map<number, Casa[]>();
  if (periodos.length === 0) return porPeriodo;
  const rows = await db
    .select({
      id_periodo: periodoCasa.idPeriodo,
      id_casa: casa.idCasa,
      nombre_casa: casa.nombreCasa,
      cantidad_cofres: casa.cantidadCofres,
    })
    .from(periodoCasa)
    .innerJoin(casa, eq(casa.idCasa, periodoCasa.idCasa))
    .where(inArray(periodoCasa.idPeriodo, periodos))
    .orderBy(asc(casa.idCasa));
  for (const { id_periodo, ...c } of rows) porPeriodo.set(id_periodo, [...(porPeriodo.get(id_periodo) ?? []), c]);
  return porPeriodo;
}

export async function miCuenta(db: DbOrTx, sesion: CuentaSesion, discordHabilitado: boolean): Promise<MiCuenta> {
  const [{ value }, row] = await Promise.all([
    gananciasJugadorVigente(db, sesion.nickname),
    findCuentaRow(db, { idCuenta: sesion.idCuenta }),
  ]);
  const casas = await casasDe(
    db,
    value.pendientes.map((p) => p.id_periodo),
  );
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
    pendientes: value.pendientes.map((p) => ({ ...p, casas: casas.get(p.id_periodo) ?? [] })),
  };
}
