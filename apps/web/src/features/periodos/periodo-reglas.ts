// What the periods screen offers to whom (docs/domain.md, "Permissions"). The server enforces every rule; these
// only mirror them so that the buttons match.
import { CARGO, ESTADO_PERIODO, type PagoRow, type Periodo } from '@reparto/contract';
import { hasCharge, type Session } from '../../lib/session';

type Viewer = Pick<Session, 'status' | 'roles' | 'nickname'>;

export const esTesorero = (s: Viewer) => hasCharge(s, CARGO.TESORERO);
export const esEncargado = (s: Viewer) => hasCharge(s, CARGO.ENCARGADO_CONTENIDO);

/** The signed-in viewer is the period's distributor. */
export const esDistribuidorDe = (s: Viewer, distribuidorNickname: string | null) =>
  s.status === 'authenticated' && !!s.nickname && !!distribuidorNickname && s.nickname === distribuidorNickname;

/** Silver albion can be changed by charge 8 in states 3 and 2. */
export const puedeCambiarValor = (s: Viewer, p: Pick<Periodo, 'id_estado_distribucion'>) =>
  esTesorero(s) &&
  (p.id_estado_distribucion === ESTADO_PERIODO.ABIERTO || p.id_estado_distribucion === ESTADO_PERIODO.EN_DISTRIBUCION);

/** Pay button: authenticated, the period's distributor, state 2 (docs/domain.md, "Permissions"). */
export const puedePagar = (s: Viewer, p: { distribuidor_nickname: string | null; id_estado_distribucion: number }) =>
  esDistribuidorDe(s, p.distribuidor_nickname) && p.id_estado_distribucion === ESTADO_PERIODO.EN_DISTRIBUCION;

export const todosPagados = (rows: Pick<PagoRow, 'esta_pagado'>[]) => rows.every((r) => r.esta_pagado);

/**
 * Close dialog: silver albion below silver app by more than `pct` % of silver app (the guild's
 * AVISO_DIFERENCIA_PCT; docs/domain.md, "Period life cycle"). Integer silver: compared without division.
 */
export const muyPorDebajo = (p: Pick<Periodo, 'silver_app' | 'silver_albion'>, pct: number) =>
  p.silver_albion < p.silver_app && (p.silver_app - p.silver_albion) * 100 > p.silver_app * pct;

/** Close dialog: enough chests for one per player, and at least one house (docs/domain.md, "Period life cycle"). */
export const cofresSuficientes = (seleccionados: number, requeridos: number, casas: number) =>
  casas > 0 && seleccionados >= requeridos;
