// «El botín lo tienen varios» (docs/liquidacion.md): the transfers of a distribution's settle-up — computed
// with the contract's `liquidar` from the shares of its split, stored with it, read with it and marked
// done one by one.
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  CARGO,
  liquidar,
  saldosDeLiquidacion,
  type Portador,
  type Transferencia,
  type TransferenciaLiquidacion,
} from '@reparto/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { cuenta as cuentaTabla, distribucion, distribucionTransferencia, jugador } from '../../db/schema.js';
import { escribir, sinCambios, type Escrito } from '../../lib/escritura.js';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import type { Frase } from '../../lib/mensajes.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';

/** The fewest transfers settling what `portadores` hold against the shares (`partes` in the order of `jugadores`). */
export function transferenciasDe(
  jugadores: readonly number[],
  partes: readonly number[],
  portadores: readonly Portador[],
): TransferenciaLiquidacion[] {
  const saldos = saldosDeLiquidacion(
    jugadores.map((id_player, i) => ({ id_player, silver: partes[i]! })),
    portadores,
  );
  return liquidar(saldos);
}

export async function insertTransferencias(
  tx: DbOrTx,
  idDistribucion: number,
  transferencias: readonly TransferenciaLiquidacion[],
): Promise<void> {
  if (transferencias.length === 0) return;
  await tx
    .insert(distribucionTransferencia)
    .values(transferencias.map((t) => ({ idDistribucion, deIdPlayer: t.de, aIdPlayer: t.a, silver: t.silver })));
}

const de = alias(jugador, 'de');
const a = alias(jugador, 'a');
const hecha = alias(jugador, 'hecha');

function leer(db: DbOrTx) {
  return (
    db
      .select({
        idDistribucion: distribucionTransferencia.idDistribucion,
        id_transferencia: distribucionTransferencia.idTransferencia,
        de_id_player: distribucionTransferencia.deIdPlayer,
        de_nickname: de.nickname,
        a_id_player: distribucionTransferencia.aIdPlayer,
        a_nickname: a.nickname,
        silver: distribucionTransferencia.silver,
        hechaEn: distribucionTransferencia.hechaEn,
        hecha_por: hecha.nickname,
      })
      .from(distribucionTransferencia)
      .innerJoin(de, eq(de.idPlayer, distribucionTransferencia.deIdPlayer))
      .innerJoin(a, eq(a.idPlayer, distribucionTransferencia.aIdPlayer))
      // The nickname of the account's player who marked it.
      .leftJoin(cuentaTabla, eq(cuentaTabla.idCuenta, distribucionTransferencia.hechaPor))
      .leftJoin(hecha, eq(hecha.idPlayer, cuentaTabla.idPlayer))
      .$dynamic()
  );
}

type Fila = Awaited<ReturnType<ReturnType<typeof leer>['execute']>>[number];
const aTransferencia = ({ idDistribucion: _, hechaEn, ...t }: Fila): Transferencia => ({
  ...t,
  hecha_en: hechaEn ? hechaEn.toISOString() : null,
});

/** The transfers of these distributions, in the order they were computed (none: not in the map). */
export async function transferenciasDeDistribuciones(db: DbOrTx, ids: readonly number[]): Promise<Map<number, Transferencia[]>> {
  const porDistribucion = new Map<number, Transferencia[]>();
  if (ids.length === 0) return porDistribucion;
  const filas = await leer(db)
    .where(inArray(distribucionTransferencia.idDistribucion, [...ids]))
    .orderBy(asc(distribucionTransferencia.idTransferencia));
  for (const f of filas) {
    const lista = porDistribucion.get(f.idDistribucion) ?? [];
    lista.push(aTransferencia(f));
    porDistribucion.set(f.idDistribucion, lista);
  }
  return porDistribucion;
}

/**
 * «Hecha» (docs/liquidacion.md): its payer or payee (the account's player), the content manager who
 * created the distribution, or an officer (leader, officer). Marking a done transfer again answers the
 * same success and writes nothing. A deleted distribution's transfers are no longer marked (409).
 */
export async function marcarHecha(
  db: Db,
  cuenta: CuentaSesion,
  idTransferencia: number,
): Promise<Escrito<{ message: Frase; transferencia: Transferencia; idPeriodo: number }>> {
  return escribir(db, async (tx) => {
    const [fila] = await tx
      .select({
        deIdPlayer: distribucionTransferencia.deIdPlayer,
        aIdPlayer: distribucionTransferencia.aIdPlayer,
        hechaEn: distribucionTransferencia.hechaEn,
        idDistribucion: distribucion.idDistribucion,
        idPeriodo: distribucion.idPeriodo,
        idCuentaEncargado: distribucion.idCuentaEncargado,
        estado: distribucion.estado,
      })
      .from(distribucionTransferencia)
      .innerJoin(distribucion, eq(distribucion.idDistribucion, distribucionTransferencia.idDistribucion))
      .where(eq(distribucionTransferencia.idTransferencia, idTransferencia))
      .for('update', { of: distribucionTransferencia });
    if (!fila) throw new NotFound('liquidacion.noExiste', { id: idTransferencia });
    const puede =
      cuenta.idPlayer === fila.deIdPlayer ||
      cuenta.idPlayer === fila.aIdPlayer ||
      cuenta.idCuenta === fila.idCuentaEncargado ||
      cuenta.cargos.includes(CARGO.LIDER) ||
      cuenta.cargos.includes(CARGO.OFICIAL);
    if (!puede) throw new Forbidden('liquidacion.sinPermiso');
    if (!fila.estado) throw new Conflict('liquidacion.distribucionEliminada', { id: fila.idDistribucion });
    const yaHecha = fila.hechaEn !== null;
    if (!yaHecha) {
      await tx
        .update(distribucionTransferencia)
        .set({ hechaEn: new Date(), hechaPor: cuenta.idCuenta })
        .where(and(eq(distribucionTransferencia.idTransferencia, idTransferencia), isNull(distribucionTransferencia.hechaEn)));
    }
    const [leida] = await leer(tx).where(eq(distribucionTransferencia.idTransferencia, idTransferencia));
    const transferencia = aTransferencia(leida!);
    const message: Frase = {
      codigo: 'liquidacion.hecha',
      valores: { de: transferencia.de_nickname, a: transferencia.a_nickname, silver: { plata: transferencia.silver } },
    };
    const resultado = { message, transferencia, idPeriodo: fila.idPeriodo };
    if (yaHecha) return sinCambios(resultado);
    return {
      resultado,
      auditoria: [
        {
          idCuenta: cuenta.idCuenta,
          accion: 'hecha',
          entidad: 'distribucion_transferencia',
          idEntidad: idTransferencia,
          antes: { hecha_en: null },
          despues: { hecha_en: transferencia.hecha_en, id_distribucion: fila.idDistribucion },
        },
      ],
      cambio: { tipo: 'distribucion', idPeriodo: fila.idPeriodo, jugadores: [fila.deIdPlayer, fila.aIdPlayer] },
    };
  });
}
