// «Arqueo del cofre» (docs/libro.md): the guild's pasted silver log matched line by line to the
// approved withdrawals, the pending payments of `al_finalizar` periods and the leader's adjustments
// (a read), and the matched withdrawals paid in one batch with the rules of retiros.service.ts `pagar`.
import { CARGOS_PAGADORES_RETIRO, type LineaArqueo } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { BadRequest } from '../../lib/errors.js';
import { escribir } from '../../lib/escritura.js';
import { bloquearSaldosJugadores } from '../../lib/libro.js';
import { type Frase } from '../../lib/mensajes.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { findJugadoresPorNickname } from '../jugadores/jugadores.repository.js';
import { ajustesAbonados } from '../libro/libro.repository.js';
import { avisador, type AjustesAvisos } from '../notificaciones/notificar.js';
import { leerLineas } from '../pagos/registro-juego.js';
import * as repo from './retiros.repository.js';
import { assertNoPropio, enEstado, noExiste, pagarBloqueado } from './retiros.service.js';

/**
 * `PUT /api/retiros/pagarVarios` (docs/libro.md, «Arqueo del cofre»): several approved withdrawals
 * paid in ONE transaction, each with the rules of `pagar` (its own ledger transaction, audit row and
 * Discord message). The withdrawals are locked in id order; one already paid is counted and not paid
 * again (a retry); any other state, an unknown one, one's own or a balance that no longer holds them
 * fails the whole batch, naming it.
 */
export async function pagarVarios(db: Db, ajustesAvisos: AjustesAvisos, cuenta: CuentaSesion, ids: readonly number[]) {
  return escribir(
    db,
    async (tx) => {
      const bloqueados = await repo.lockRetiros(tx, ids);
      const falta = ids.find((id) => !bloqueados.some((r) => r.idRetiro === id));
      if (falta !== undefined) throw noExiste(falta);
      // Every player's balance row at once, in id order: two batches never lock them crosswise.
      const saldos = await bloquearSaldosJugadores(tx, [
        ...new Set(bloqueados.filter((r) => r.estado === 'aprobado').map((r) => r.idPlayer)),
      ]);
      const hechos: Awaited<ReturnType<typeof pagarBloqueado>>[] = [];
      const jugadores = new Set<number>();
      for (const r of bloqueados) {
        await assertNoPropio(tx, cuenta, r, CARGOS_PAGADORES_RETIRO);
        if (r.estado === 'pagado') continue;
        if (r.estado !== 'aprobado') throw enEstado(r.idRetiro, r.estado, 'pagar');
        // The batch's earlier withdrawals of the same player are posted at the end: count them here.
        const saldo = saldos.get(r.idPlayer)!;
        hechos.push(await pagarBloqueado(tx, cuenta, r, saldo));
        saldos.set(r.idPlayer, saldo - r.silver);
        jugadores.add(r.idPlayer);
      }
      const message: Frase = { codigo: 'retiro.pagados', valores: { n: hechos.length, ya: ids.length - hechos.length } };
      return {
        resultado: { message, pagados: hechos.length },
        libro: hechos.flatMap((h) => h.libro),
        auditoria: hechos.flatMap((h) => h.auditoria),
        avisos: hechos.flatMap((h) => h.avisos),
        cambio: hechos.length > 0 ? { tipo: 'libro' as const, jugadores: [...jugadores] } : null,
      };
    },
    avisador(ajustesAvisos),
  );
}

/** A line of the chest audit, its reason still a sentence to say in the reader's language. */
export type LineaArqueoFrase = Omit<LineaArqueo, 'motivo'> & { motivo?: Frase };

/**
 * `POST /api/retiros/conciliar` (docs/libro.md, «Arqueo del cofre»): each line of the pasted log, in
 * order, matched to one approved withdrawal of its player with the same silver (the oldest first), else
 * to an unpaid share of that silver in an `al_finalizar` period in distribution, a deposit to a leader's
 * adjustment crediting that silver to the player (else to «Tesorería» itself; the newest first); each
 * candidate is matched once. Writes nothing.
 */
export async function conciliar(db: Db, registro: string): Promise<{ lineas: LineaArqueoFrase[]; coincidencias: number[] }> {
  const leido = leerLineas(registro);
  if (!leido.ok) throw new BadRequest('pago.registroLinea', { linea: leido.linea, motivo: leido.razon });
  const nombres = [...new Set(leido.lineas.map((l) => l.nombre.toLowerCase()))];
  const conocidos = new Map((await findJugadoresPorNickname(db, nombres)).map((j) => [j.nickname, j]));
  const ids = [...conocidos.values()].map((j) => j.idPlayer);
  const [retiros, partes, ajustes] = await Promise.all([
    repo.retirosAprobadosOPagados(db, ids),
    repo.partesPendientes(db, ids),
    ajustesAbonados(db, ids),
  ]);
  const usados = new Set<object>();
  const tomar = <T extends object>(lista: readonly T[], cumple: (x: T) => boolean): T | undefined => {
    const x = lista.find((c) => !usados.has(c) && cumple(c));
    if (x) usados.add(x);
    return x;
  };
  const coincidencias: number[] = [];
  const lineas = leido.lineas.map((l): LineaArqueoFrase => {
    const base = { linea: l.linea, fecha: l.fecha, jugador: l.nombre, silver: l.silver, tipo: l.tipo };
    const silver = Math.abs(l.silver);
    const sinPareja = (motivo: Frase): LineaArqueoFrase => ({ ...base, resultado: 'sin_pareja', motivo });
    const j = conocidos.get(l.nombre.toLowerCase());
    const deJugador = (x: { idPlayer: number | null; silver: number }) => x.idPlayer === j?.idPlayer && x.silver === silver;
    if (l.tipo === 'otro') return sinPareja({ codigo: 'arqueo.otraLinea' });
    if (l.tipo === 'deposito') {
      const a = (j && tomar(ajustes, deJugador)) ?? tomar(ajustes, (x) => x.idPlayer === null && x.silver === silver);
      if (a) return { ...base, resultado: 'deposito', idTransaccion: a.idTransaccion };
      return sinPareja({ codigo: 'arqueo.sinAjuste', valores: { jugador: l.nombre, silver: { plata: silver } } });
    }
    if (!j) return sinPareja({ codigo: 'arqueo.jugadorDesconocido', valores: { jugador: l.nombre } });
    const r = tomar(retiros, (x) => x.estado === 'aprobado' && deJugador(x));
    if (r) {
      coincidencias.push(r.idRetiro);
      return { ...base, resultado: 'retiro', idRetiro: r.idRetiro };
    }
    const p = tomar(partes, deJugador);
    if (p) return { ...base, resultado: 'pago', idPeriodo: p.idPeriodo };
    const pagado = tomar(retiros, (x) => x.estado === 'pagado' && deJugador(x));
    if (pagado) {
      return {
        ...sinPareja({
          codigo: 'arqueo.retiroYaPagado',
          valores: { id: pagado.idRetiro, jugador: j.nickname, silver: { plata: silver } },
        }),
        idRetiro: pagado.idRetiro,
      };
    }
    return sinPareja({ codigo: 'arqueo.sinRetiro', valores: { jugador: l.nombre, silver: { plata: silver } } });
  });
  return { lineas, coincidencias };
}
