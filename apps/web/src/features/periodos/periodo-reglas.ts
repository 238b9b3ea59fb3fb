// What the periods screen offers to whom (docs/domain.md, "Permissions"): the contract's predicates
// (packages/contract/src/permisos.ts), which the server enforces, asked of the signed-in viewer so that
// the buttons match.
import {
  admiteCambioDeValor,
  admitePagos,
  esDistribuidor,
  gestionaDistribuciones,
  gestionaPeriodos,
  type PagoRow,
  type Periodo,
} from '@reparto/contract';
import { cargosDe, type Session } from '../../lib/session';

type Viewer = Pick<Session, 'status' | 'roles' | 'nickname'>;

export const esTesorero = (s: Viewer) => gestionaPeriodos(cargosDe(s));
export const esEncargado = (s: Viewer) => gestionaDistribuciones(cargosDe(s));

/** The signed-in viewer is the period's distributor. */
export const esDistribuidorDe = (s: Viewer, distribuidorNickname: string | null) =>
  s.status === 'authenticated' && esDistribuidor(distribuidorNickname, s.nickname);

/** «Cambiar valor»: the treasurer, until the period is finalized. */
export const puedeCambiarValor = (s: Viewer, p: Pick<Periodo, 'id_estado_distribucion'>) =>
  esTesorero(s) && admiteCambioDeValor(p.id_estado_distribucion);

/** Pay button: the period's distributor, while it is in distribution. */
export const puedePagar = (s: Viewer, p: { distribuidor_nickname: string | null; id_estado_distribucion: number }) =>
  esDistribuidorDe(s, p.distribuidor_nickname) && admitePagos(p.id_estado_distribucion);

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
