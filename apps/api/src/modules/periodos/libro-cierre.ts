// The close's ledger transactions (docs/libro.md, «Cuándo se abona»): the period's shares are credited
// when it is closed, in both payment modes. One transaction for the split (Botín −(silver + tax) · each
// player +share · Tesorería +the rest, which is the tax and the remainders) and one per claim approved by then (Fondo de regear −x
// · player +x): what a member may withdraw can no longer be deleted or corrected.
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
  return [cierre, ...regear];
}
