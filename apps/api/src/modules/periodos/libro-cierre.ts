// The close's ledger transactions (docs/libro.md, «Cuándo se abona»): the period's shares are credited
// when it is closed, in both payment modes. One transaction for the split (Botín −(silver + tax) · each
// player +share · Tesorería +the rest, which is the tax and the remainders) and one per claim approved by then (Fondo de regear −x
// · player +x): what a member may withdraw can no longer be deleted or corrected. In a period that
// accumulates, each loot buyout sold in it (docs/venta-botin.md, «El libro») debits its buyer the winning
// silver against «Botín» (the loot came back from the buyer): with the share credited above the buyer's
// net is −pago.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { TransaccionLibro } from '../../lib/libro.js';
import { listSaldos, listSaldosRegear, totalesDelPeriodo } from './saldos.repository.js';

export async function transaccionesDeCierre(tx: DbOrTx, idPeriodo: number, idCuenta: number): Promise<TransaccionLibro[]> {
  const [saldos, reclamos, totales] = [
    await listSaldos(tx, idPeriodo),
    await listSaldosRegear(tx, idPeriodo),
    await totalesDelPeriodo(tx, idPeriodo),
  ];
  const partes = saldos.reduce((acc, s) => acc + s.sum, 0);
  const cierre: TransaccionLibro = {
    concepto: 'cierre',
    idPeriodo,
    idCuenta,
    apuntes: [
      { cuenta: { clave: 'botin' }, silver: -totales.bruto },
      ...[...saldos].sort((a, b) => a.id_player - b.id_player).map((s) => ({ cuenta: { jugador: s.id_player }, silver: s.sum })),
      { cuenta: { clave: 'tesoreria' }, silver: totales.bruto - partes },
    ],
  };
  const regear = reclamos.map((r): TransaccionLibro => ({
    concepto: 'regear',
    idPeriodo,
    idReclamo: r.id_reclamo,
    idCuenta,
    apuntes: [
      { cuenta: { clave: 'fondo_regear' }, silver: -r.silver },
      { cuenta: { jugador: r.id_player }, silver: r.silver },
    ],
  }));
  return [cierre, ...regear, ...(await ventasDelCierre(tx, idPeriodo, idCuenta))];
}

/**
 * The buyouts sold in an `acumular` period whose distribution still stands: buyer −W · Botín +W each.
 * Posted once, with the period's close (that transition happens once); until then the payment is held
 * back from what the buyer may withdraw (retiros.repository.ts, `comprometidoDe`).
 */
async function ventasDelCierre(tx: DbOrTx, idPeriodo: number, idCuenta: number): Promise<TransaccionLibro[]> {
  const { rows } = await tx.execute<{ id_player: number; silver: number | string }>(sql`
    select v.id_player_comprador as id_player, v.silver_ganador as silver
      from venta_botin v
      join periodo p on p.id_periodo = v.id_periodo
      join distribucion d on d.id_distribucion = v.id_distribucion
     where v.id_periodo = ${idPeriodo} and v.estado = 'vendida' and p.modo_pago = 'acumular' and d.estado
     order by v.id_venta`);
  return rows.map((r) => ({
    concepto: 'venta_botin',
    idPeriodo,
    idCuenta,
    apuntes: [
      { cuenta: { jugador: r.id_player }, silver: -Number(r.silver) },
      { cuenta: { clave: 'botin' }, silver: Number(r.silver) },
    ],
  }));
}
