// Business constants (docs/domain.md). Ids are part of the wire contract.

export const APP_NAME = 'Reparto de Plata';
export const APP_VERSION = '3.0.0';
/** Last update shown in the footer. */
export const LAST_UPDATE = '2025-09-21';
export const LIDER = 'LIDER';

/** Cargo ids (guild rank / permission): docs/domain.md, "Entities". */
export const CARGO = {
  LIDER: 1,
  OFICIAL: 2,
  MIEMBRO: 3,
  RECLUTA: 4,
  DISTRIBUIDOR: 5,
  RECLUTADOR: 6,
  ENCARGADO_CONTENIDO: 7,
  TESORERO: 8,
} as const;
export type CargoId = (typeof CARGO)[keyof typeof CARGO];
export const CARGO_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** Charge that creates, revalues and closes periods (docs/domain.md, "Permissions"). */
export const CARGO_PERIODOS = CARGO.TESORERO;
/** Charge that creates distributions (docs/domain.md, "Permissions"). */
export const CARGO_DISTRIBUCIONES = CARGO.ENCARGADO_CONTENIDO;

/** Combat roles. */
export const ROL = { TANQUE: 1, SANADOR: 2, DPS: 3, SOPORTE: 4, SIN_ROL: 5 } as const;

/** A player registered from the distribution page. */
export const CARGO_NUEVO_JUGADOR = CARGO.MIEMBRO;
export const ROL_NUEVO_JUGADOR = ROL.SIN_ROL;

/** Period states (id_estado_distribucion): docs/domain.md, "Period life cycle". */
export const ESTADO_PERIODO = { FINALIZADO: 1, EN_DISTRIBUCION: 2, ABIERTO: 3 } as const;
export type EstadoPeriodo = (typeof ESTADO_PERIODO)[keyof typeof ESTADO_PERIODO];

/** Earnings-search intervals in days; 0 means since creation. */
export const INTERVALOS = [15, 30, 60, 90, 0] as const;
export type Intervalo = (typeof INTERVALOS)[number];

export const PAGE_SIZE = 10;
/** Rows of a page of a player's history. */
export const HISTORIAL_PAGE_SIZE = 25;
/** Distributions of a page of POST /getDistribucion with `page` (here, out of the schemas: no zod for the page). */
export const DISTRIBUCIONES_PAGE_SIZE = 25;
/** Weeks in a player's chart (the current one included). */
export const SEMANAS_GRAFICO = 26;
export const TOP_N = 3;
export const TOP_DIAS = 30;
export const GREMIO_FEDERACION = 1;

export const REQUEST_TIMEOUT_MS = 30_000;
export const MEMBER_CHECK_TIMEOUT_MS = 100_000;

/** Random 6-digit distribution code (docs/domain.md, "Distributions"). */
export const CODIGO_DISTRIBUCION_MIN = 100_000;
export const CODIGO_DISTRIBUCION_MAX = 999_999;

/** Largest silver amount accepted in one distribution or value. */
export const SILVER_MAX = 1_000_000_000_000;
export const TEXTO_MAX = 200;

/**
 * Closing a period asks first when its silver albion is below its silver app by more than this % of
 * silver app, unless the guild sets its own threshold (AVISO_DIFERENCIA_PCT; docs/domain.md, "Period life cycle").
 */
export const AVISO_DIFERENCIA_PCT_DEFECTO = 10;

/** Toast lifetimes in ms (docs/domain.md, "Screens and texts"). */
export const TOAST_MS = 3000;

// Plain values the web's shell and periods page need, kept out of the schema modules so that those
// pages load no zod (docs/performance.md).

/** Header that carries the token. */
export const TOKEN_HEADER = 'x-token';

/** Names of the period states (reference table estado_distribucion). */
export const NOMBRE_ESTADO_PERIODO: Record<number, string> = {
  [ESTADO_PERIODO.FINALIZADO]: 'Finalizado',
  [ESTADO_PERIODO.EN_DISTRIBUCION]: 'En distribución',
  [ESTADO_PERIODO.ABIERTO]: 'Abierto',
};

export const MENSAJE_SELECCIONE_DISTRIBUIDOR = 'Seleccione un distribuidor';
export const MENSAJE_JUGADOR_NO_ENCONTRADO = 'No se encuentra el jugador';
