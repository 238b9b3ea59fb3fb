// The withdrawals' rules (docs/libro.md, «Retiros»). A member asks for silver from their balance (an
// officer, TESORERO or LIDER, for any player): at most what is available, under the player's locked
// balance row, so concurrent requests never withdraw more than the balance; and within the cargo's
// weekly cap. Asked and approved, a withdrawal only reserves; TESORERO or LIDER approve or reject it
// (with a reason); TESORERO or a DISTRIBUIDOR pays it in game, which posts player −x · «Pagado en el
// juego» +x, and undoes that payment with a reason (the reverse). The member or an officer cancels a
// pending one. Nobody approves or pays their own withdrawal (the leader only when nobody else can).
// A transition repeated changes nothing and answers success; any other wrong state is a 409.
import {
  CARGOS_PAGADORES_RETIRO,
  CARGOS_REVISORES_RETIRO,
  PAGE_SIZE,
  esLider,
  leeRetiros,
  revisaRetiros,
  type EstadoRetiro,
  type GuardarLimitesRetiroRequest,
  type FiltroListarRetiros,
  type Retiro,
} from '@reparto/contract';
import type { Db, Tx } from '../../db/client.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { escribir, sinCambios, type Escritura } from '../../lib/escritura.js';
import { bloquearSaldoJugador, pagadoEnElJuego, revertirUltima, ultimaSinRevertir } from '../../lib/libro.js';
import { otroJugadorConCargo, type CuentaSesion } from '../cuentas/cuentas.repository.js';
import { findJugadorDeNickname } from '../jugadores/jugadores.repository.js';
import { avisador, type AjustesAvisos } from '../notificaciones/notificar.js';
import * as repo from './retiros.repository.js';

type Accion = 'aprobar' | 'rechazar' | 'pagar' | 'deshacer' | 'cancelar';

export const noExiste = (idRetiro: number) => new NotFound('retiro.noExiste', { id: idRetiro });
export const enEstado = (idRetiro: number, estado: EstadoRetiro, accion: Accion) =>
  new Conflict('retiro.enEstado', { id: idRetiro, estado, accion });

/** The player a request names: the account's own, or (an officer only) another one by nickname; 404 when unknown. */
async function jugadorDe(db: Db, cuenta: CuentaSesion, nickname: string | undefined) {
  if (nickname === undefined || nickname === cuenta.nickname) return { idPlayer: cuenta.idPlayer, nickname: cuenta.nickname };
  const j = await findJugadorDeNickname(db, nickname);
  if (!j) throw new NotFound('jugador.noEncontrado');
  return { idPlayer: j.idPlayer, nickname: j.nickname };
}

/** `POST /api/retiros`: asks for a withdrawal (201), for oneself or, as an officer, for another player. */
export async function solicitar(db: Db, ajustesAvisos: AjustesAvisos, cuenta: CuentaSesion, silver: number, nickname?: string) {
  if (nickname !== undefined && nickname !== cuenta.nickname && !revisaRetiros(cuenta.cargos))
    throw new Forbidden('retiro.paraOtro');
  const jugador = await jugadorDe(db, cuenta, nickname);
  return escribir(
    db,
    async (tx) => {
      // The balance row first: a second request for the same player waits here until this one commits.
      const saldo = await bloquearSaldoJugador(tx, jugador.idPlayer);
      const { comprometido, cargo, limite, usado } = await repo.antesDeRetirar(tx, jugador.idPlayer);
      const disponible = Math.max(0, saldo - comprometido);
      if (silver > disponible)
        throw new BadRequest('retiro.superaDisponible', { silver: { plata: silver }, disponible: { plata: disponible } });
      if (limite !== null && usado + silver > limite)
        throw new Conflict('retiro.limiteSemanal', { cargo, limite: { plata: limite }, usado: { plata: usado } });
      const retiro = await repo.insertRetiro(tx, jugador.idPlayer, silver, cuenta.idCuenta);
      const idRetiro = retiro.id_retiro;
      return {
        resultado: retiro,
        auditoria: [
          {
            idCuenta: cuenta.idCuenta,
            accion: 'solicitar_retiro',
            entidad: 'retiro',
            idEntidad: idRetiro,
            antes: null,
            despues: { estado: 'pendiente', idPlayer: jugador.idPlayer, silver, disponible },
          },
        ],
        avisos: [{ tipo: 'retiro_solicitado', idRetiro, jugador: jugador.nickname, silver, por: cuenta.nickname }],
        cambio: { tipo: 'libro', jugadores: [jugador.idPlayer] },
      };
    },
    avisador(ajustesAvisos),
  );
}

/** 403 when the withdrawal is the account's own player's, unless it is the leader's and no other player holds one of `cargos`. */
export async function assertNoPropio(tx: Tx, cuenta: CuentaSesion, r: repo.RetiroBloqueado, cargos: readonly number[]) {
  if (r.idPlayer !== cuenta.idPlayer) return;
  if (esLider(cuenta.cargos) && !(await otroJugadorConCargo(tx, cuenta.idPlayer, cargos))) return;
  throw new Forbidden('retiro.revisionPropia', { id: r.idRetiro });
}

/**
 * One transition of a withdrawal, under its lock: `ya` is the state a repeat finds (it changes nothing),
 * `desde` the states it leaves; `hacer` writes it and answers its consequences.
 */
async function transicion(
  db: Db,
  ajustesAvisos: AjustesAvisos,
  idRetiro: number,
  regla: {
    accion: Accion;
    ya: (r: repo.RetiroBloqueado, tx: Tx) => Promise<boolean> | boolean;
    desde: readonly EstadoRetiro[];
    comprobar?: (tx: Tx, r: repo.RetiroBloqueado) => Promise<void>;
    hacer: (tx: Tx, r: repo.RetiroBloqueado) => Promise<Omit<Escritura<Retiro>, 'resultado' | 'cambio'>>;
  },
) {
  return escribir(
    db,
    async (tx) => {
      const r = await repo.lockRetiro(tx, idRetiro);
      if (!r) throw noExiste(idRetiro);
      await regla.comprobar?.(tx, r);
      if (await regla.ya(r, tx)) return sinCambios((await repo.findRetiro(tx, idRetiro))!);
      if (!regla.desde.includes(r.estado)) throw enEstado(idRetiro, r.estado, regla.accion);
      const consecuencias = await regla.hacer(tx, r);
      return {
        ...consecuencias,
        resultado: (await repo.findRetiro(tx, idRetiro))!,
        cambio: { tipo: 'libro', jugadores: [r.idPlayer] },
      };
    },
    avisador(ajustesAvisos),
  );
}

const auditoria = (cuenta: CuentaSesion, r: repo.RetiroBloqueado, accion: string, despues: Record<string, unknown>) => [
  {
    idCuenta: cuenta.idCuenta,
    accion,
    entidad: 'retiro',
    idEntidad: r.idRetiro,
    antes: { estado: r.estado, silver: r.silver },
    despues,
  },
];

const aviso = (cuenta: CuentaSesion, r: repo.RetiroBloqueado) => ({
  idRetiro: r.idRetiro,
  jugador: r.nickname,
  silver: r.silver,
  por: cuenta.nickname,
});

/** `PUT /api/retiros/aprobar`: a pending withdrawal approved (TESORERO or LIDER; never one's own). */
export function aprobar(db: Db, ajustesAvisos: AjustesAvisos, cuenta: CuentaSesion, idRetiro: number) {
  return transicion(db, ajustesAvisos, idRetiro, {
    accion: 'aprobar',
    ya: (r) => r.estado === 'aprobado',
    desde: ['pendiente'],
    comprobar: (tx, r) => assertNoPropio(tx, cuenta, r, CARGOS_REVISORES_RETIRO),
    hacer: async (tx, r) => {
      await repo.cambiarEstado(tx, r.idRetiro, { estado: 'aprobado', idCuenta: cuenta.idCuenta });
      return {
        auditoria: auditoria(cuenta, r, 'aprobar_retiro', { estado: 'aprobado' }),
        avisos: [{ tipo: 'retiro_aprobado', ...aviso(cuenta, r) }],
      };
    },
  });
}

/** `PUT /api/retiros/rechazar`: a pending or approved (not paid) withdrawal rejected with a reason. */
export function rechazar(db: Db, ajustesAvisos: AjustesAvisos, cuenta: CuentaSesion, idRetiro: number, razon: string) {
  return transicion(db, ajustesAvisos, idRetiro, {
    accion: 'rechazar',
    ya: (r) => r.estado === 'rechazado',
    desde: ['pendiente', 'aprobado'],
    hacer: async (tx, r) => {
      await repo.cambiarEstado(tx, r.idRetiro, { estado: 'rechazado', idCuenta: cuenta.idCuenta, razon });
      return {
        auditoria: auditoria(cuenta, r, 'rechazar_retiro', { estado: 'rechazado', razon }),
        avisos: [{ tipo: 'retiro_rechazado', ...aviso(cuenta, r), razon }],
      };
    },
  });
}

/**
 * What paying one approved withdrawal posts, audits and tells, `saldo` the player's balance it must
 * still fit in (a leader's adjustment may have lowered it since): a withdrawal never takes a balance
 * below zero. Marks it paid.
 */
export async function pagarBloqueado(tx: Tx, cuenta: CuentaSesion, r: repo.RetiroBloqueado, saldo: number) {
  if (saldo < r.silver)
    throw new Conflict('retiro.saldoInsuficiente', {
      nickname: r.nickname,
      saldo: { plata: saldo },
      id: r.idRetiro,
      silver: { plata: r.silver },
    });
  await repo.cambiarEstado(tx, r.idRetiro, { estado: 'pagado', idCuenta: cuenta.idCuenta });
  return {
    libro: [pagadoEnElJuego('retiro', r.idPlayer, r.silver, { idRetiro: r.idRetiro, idCuenta: cuenta.idCuenta })],
    auditoria: auditoria(cuenta, r, 'pagar_retiro', { estado: 'pagado', idPlayer: r.idPlayer, silver: r.silver }),
    avisos: [{ tipo: 'retiro_pagado' as const, ...aviso(cuenta, r) }],
  };
}

/**
 * `PUT /api/retiros/pagar`: an approved withdrawal paid in game (TESORERO or DISTRIBUIDOR; never one's
 * own): the ledger posts player −x · «Pagado en el juego» +x.
 */
export function pagar(db: Db, ajustesAvisos: AjustesAvisos, cuenta: CuentaSesion, idRetiro: number) {
  return transicion(db, ajustesAvisos, idRetiro, {
    accion: 'pagar',
    ya: (r) => r.estado === 'pagado',
    desde: ['aprobado'],
    comprobar: (tx, r) => assertNoPropio(tx, cuenta, r, CARGOS_PAGADORES_RETIRO),
    hacer: async (tx, r) => pagarBloqueado(tx, cuenta, r, await bloquearSaldoJugador(tx, r.idPlayer)),
  });
}

/**
 * `PUT /api/retiros/deshacerPago`: a paid withdrawal back to approved, with a reason; the ledger posts
 * the reverse of its payment. Repeated after the undo (approved, its payment reversed) it changes nothing.
 */
export function deshacerPago(db: Db, ajustesAvisos: AjustesAvisos, cuenta: CuentaSesion, idRetiro: number, razon: string) {
  return transicion(db, ajustesAvisos, idRetiro, {
    accion: 'deshacer',
    ya: async (r, tx) =>
      r.estado === 'aprobado' && (await ultimaSinRevertir(tx, { concepto: 'retiro_deshecho', idRetiro })) !== null,
    desde: ['pagado'],
    hacer: async (tx, r) => {
      await repo.cambiarEstado(tx, r.idRetiro, { estado: 'deshecho', razon });
      const reverso = await revertirUltima(
        tx,
        { concepto: 'retiro', idRetiro },
        { concepto: 'retiro_deshecho', idRetiro, idCuenta: cuenta.idCuenta, razon },
      );
      return {
        libro: [reverso],
        auditoria: auditoria(cuenta, r, 'deshacer_pago_retiro', { estado: 'aprobado', razon }),
      };
    },
  });
}

/** `PUT /api/retiros/cancelar`: the member (or TESORERO, LIDER) cancels a pending withdrawal. */
export function cancelar(db: Db, ajustesAvisos: AjustesAvisos, cuenta: CuentaSesion, idRetiro: number) {
  return transicion(db, ajustesAvisos, idRetiro, {
    accion: 'cancelar',
    ya: (r) => r.estado === 'cancelado',
    desde: ['pendiente'],
    comprobar: async (_tx, r) => {
      if (r.idPlayer !== cuenta.idPlayer && !revisaRetiros(cuenta.cargos))
        throw new Forbidden('retiro.cancelarAjeno', { id: r.idRetiro });
    },
    hacer: async (tx, r) => {
      await repo.cambiarEstado(tx, r.idRetiro, { estado: 'cancelado' });
      return { auditoria: auditoria(cuenta, r, 'cancelar_retiro', { estado: 'cancelado' }) };
    },
  });
}

/** `GET /api/retiros`: officers (TESORERO, LIDER, DISTRIBUIDOR) every player's, a member only their own. */
export async function listar(db: Db, cuenta: CuentaSesion, query: FiltroListarRetiros) {
  const oficial = leeRetiros(cuenta.cargos);
  let idPlayer: number | undefined = oficial ? undefined : cuenta.idPlayer;
  if (query.nickname !== undefined && query.nickname !== cuenta.nickname) {
    if (!oficial) throw new Forbidden('retiro.verOtro');
    idPlayer = (await jugadorDe(db, cuenta, query.nickname)).idPlayer;
  } else if (query.nickname !== undefined) idPlayer = cuenta.idPlayer;
  const page = query.page ?? 1;
  return repo.pageRetiros(db, { estado: query.estado, idPlayer }, (page - 1) * PAGE_SIZE, PAGE_SIZE);
}

// Reads with no rule of their own.
export const limites = (db: Db) => repo.listLimites(db);
/** One withdrawal (its state and who reviewed it), or undefined: a Discord button's check. */
export const retiro = (db: Db, idRetiro: number) => repo.findRetiro(db, idRetiro);

/** `PUT /api/retiros/limites` (LIDER): sets or takes away caps, audited with the before and the after. */
export async function guardarLimites(db: Db, cuenta: CuentaSesion, limites: GuardarLimitesRetiroRequest) {
  return escribir(db, async (tx) => {
    const antes = await repo.listLimites(tx);
    await repo.guardarLimites(tx, limites);
    const despues = await repo.listLimites(tx);
    const solo = (l: typeof antes) =>
      Object.fromEntries(
        l.filter((x) => limites.some((n) => n.idCargo === x.id_cargo)).map((x) => [x.id_cargo, x.silver_semana]),
      );
    if (JSON.stringify(solo(antes)) === JSON.stringify(solo(despues))) return sinCambios(despues);
    return {
      resultado: despues,
      auditoria: [
        {
          idCuenta: cuenta.idCuenta,
          accion: 'guardar_limites_retiro',
          entidad: 'limite_retiro',
          idEntidad: null,
          antes: solo(antes),
          despues: solo(despues),
        },
      ],
      cambio: { tipo: 'libro', jugadores: [] },
    };
  });
}
