// Who may do what, and in which state of its period (docs/domain.md, "Permissions" and "Period life
// cycle"). The API enforces these rules; the web asks the same predicates so that it offers only what
// the API will accept.
import { CARGO, CARGO_DISTRIBUCIONES, CARGO_PERIODOS, ESTADO_PERIODO } from './constants.js';

/** An account's cargo ids. */
type Cargos = readonly number[];

/** Creates, revalues and closes periods (the treasurer). */
export const gestionaPeriodos = (cargos: Cargos) => cargos.includes(CARGO_PERIODOS);
/** Creates and deletes distributions (the content manager). */
export const gestionaDistribuciones = (cargos: Cargos) => cargos.includes(CARGO_DISTRIBUCIONES);
/** Open and close a period's loot buyouts (docs/venta-botin.md): ENCARGADO DE CONTENIDO, TESORERO or LIDER. */
export const CARGOS_VENTA_BOTIN = [CARGO.ENCARGADO_CONTENIDO, CARGO.TESORERO, CARGO.LIDER] as const;
export const gestionaVentasBotin = (cargos: Cargos) => CARGOS_VENTA_BOTIN.some((c) => cargos.includes(c));
/** Players, accounts and the audit log (the leader). */
export const esLider = (cargos: Cargos) => cargos.includes(CARGO.LIDER);

/**
 * `quien` is the period's distributor, who alone records its payments and finalizes it: compared by
 * player id in the API, by nickname on the web (the wire's `distribuidor_nickname`). No distributor:
 * nobody is.
 */
export const esDistribuidor = <T extends number | string>(distribuidor: T | null | undefined, quien: T | null | undefined) =>
  !!distribuidor && distribuidor === quien;

/** Distributions are created and deleted while the period is open; it is closed from that state too. */
export const admiteDistribuciones = (estado: number) => estado === ESTADO_PERIODO.ABIERTO;
/** The period's value in the game (silver albion) changes until it is finalized. */
export const admiteCambioDeValor = (estado: number) =>
  estado === ESTADO_PERIODO.ABIERTO || estado === ESTADO_PERIODO.EN_DISTRIBUCION;
/** Payments are recorded and undone, and the period finalized, while it is in distribution. */
export const admitePagos = (estado: number) => estado === ESTADO_PERIODO.EN_DISTRIBUCION;

/** Claims regear for any player, not only its own (TESORERO, ENCARGADO DE CONTENIDO, LIDER; docs/regear.md). */
export const reclamaRegearPorOtros = (cargos: Cargos) =>
  cargos.includes(CARGO_PERIODOS) || cargos.includes(CARGO_DISTRIBUCIONES) || cargos.includes(CARGO.LIDER);
/** The cargos that approve and reject regear claims: the guild's officers for the regear (docs/regear.md). */
export const CARGOS_REVISORES_REGEAR: readonly number[] = [CARGO_PERIODOS, CARGO.LIDER];
/** Approves and rejects regear claims (TESORERO or LIDER). */
export const revisaRegear = (cargos: Cargos) => CARGOS_REVISORES_REGEAR.some((c) => cargos.includes(c));
/** Edits the regear rules (LIDER). */
export const editaReglasRegear = esLider;
/** A period takes claims, and its claims are reviewed, until it is finalized. */
export const admiteRegear = (estado: number) => estado !== ESTADO_PERIODO.FINALIZADO;

/** The cargos that read the guild's ledger: every account, its entries, the CSV (docs/libro.md). */
export const CARGOS_LECTORES_LIBRO: readonly number[] = [CARGO_PERIODOS, CARGO.LIDER, CARGO.DISTRIBUIDOR];
/** Reads every ledger account and any member's balance (TESORERO, LIDER, DISTRIBUIDOR). */
export const leeLibro = (cargos: Cargos) => CARGOS_LECTORES_LIBRO.some((c) => cargos.includes(c));
