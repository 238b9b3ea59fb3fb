// The combined line of a member with characters (docs/calendario.md, «Personajes de un miembro»):
// in a period's payment table, one line per member over its characters' rows, and marking it paid,
// which pays each character's part in one transaction with the rules of a payment (pagos.service.ts).
import type { MiembroPago, PagoRow } from '@reparto/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import { escribir } from '../../lib/escritura.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { findFilaPersonaje, findMiembro, miembrosDeJugadores } from '../jugadores/personajes.repository.js';
import { avisador, type AjustesAvisos } from '../notificaciones/notificar.js';
import * as repo from './pagos.repository.js';
import { lockParaPagos, paginaTablaDePago, registrarPagos, tablaDePago } from './pagos.service.js';

/** The combined lines of the members among these payment rows: main first, then characters by nickname. */
async function miembrosDeTabla(db: DbOrTx, rows: PagoRow[]): Promise<MiembroPago[]> {
  const rowDe = new Map(rows.map((r) => [r.id_player, r]));
  const grupos = await miembrosDeJugadores(
    db,
    rows.map((r) => r.id_player),
  );
  return grupos.flatMap((m) => {
    const partes = [m, ...m.personajes]
      .map((j) => rowDe.get(j.id_player))
      .filter((r): r is PagoRow => r !== undefined)
      .map((r) => ({ id_player: r.id_player, nickname: r.nickname, sum: r.sum, esta_pagado: r.esta_pagado }));
    if (partes.length === 0) return [];
    const comercio = m.personajes.find((p) => p.id_player === m.id_player_comercio) ?? m;
    return [
      {
        id_player: m.id_player,
        nickname: m.nickname,
        comercio: { id_player: comercio.id_player, nickname: comercio.nickname },
        sum: partes.reduce((s, p) => s + p.sum, 0),
        esta_pagado: partes.every((p) => p.esta_pagado),
        partes,
      },
    ];
  });
}

/** `miembros` only when there is one: an answer without characters stays exactly as it was. */
const conMiembros = (miembros: MiembroPago[]) => (miembros.length > 0 ? { miembros } : {});

/** The whole payment table of a period with its combined lines. */
export async function tablaConMiembros(db: Db, idPeriodo: number) {
  const rows = await tablaDePago(db, idPeriodo);
  return { rows, ...conMiembros(await miembrosDeTabla(db, rows)) };
}

/** A page of the payment table with the combined lines of the whole period (few, and every page shows them). */
export async function paginaConMiembros(
  db: Db,
  idPeriodo: number,
  filtro: { page: number; nickname: string; pendientes: boolean },
) {
  const rows = await tablaDePago(db, idPeriodo);
  const pagina = await paginaTablaDePago(db, idPeriodo, filtro, rows);
  return { ...pagina, ...conMiembros(await miembrosDeTabla(db, rows)) };
}

/**
 * Marks a member's combined line paid (the period's distributor, state 2): the main's and every
 * character's part with silver in the period, in one transaction; parts already paid are counted and
 * left. Under the period's lock, so a double click, another combined payment or a character's own
 * payment racing it pays each part once. 404: an unknown player, or no part with silver; 409: a character.
 */
export async function pagarMiembro(
  db: Db,
  cuenta: CuentaSesion,
  idPeriodo: number,
  idPrincipal: number,
  ajustesAvisos: AjustesAvisos,
) {
  return escribir(
    db,
    async (tx) => {
      const p = await lockParaPagos(tx, cuenta, idPeriodo, 'registrar pagos en un periodo');
      const fila = await findFilaPersonaje(tx, idPrincipal);
      if (!fila) throw new NotFound('personaje.jugadorNoExiste', { id: idPrincipal });
      if (fila.idPlayerPrincipal !== null) {
        const principal = (await findFilaPersonaje(tx, fila.idPlayerPrincipal))!;
        throw new Conflict('pago.miembroEsPersonaje', { nickname: fila.nickname, principal: principal.nickname });
      }
      const miembro = (await findMiembro(tx, idPrincipal))!;
      const ids = [miembro.id_player, ...miembro.personajes.map((j) => j.id_player)];
      const silverDe = new Map([...(await repo.sumJugadoresPeriodo(tx, idPeriodo, ids))].filter(([, s]) => s > 0));
      if (silverDe.size === 0) throw new NotFound('pago.miembroSinPlata', { nickname: miembro.nickname, periodo: idPeriodo });
      return registrarPagos(tx, cuenta, p, silverDe, silverDe.size);
    },
    avisador(ajustesAvisos),
  );
}
