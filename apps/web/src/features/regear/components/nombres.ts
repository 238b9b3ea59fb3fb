// The regear's own vocabulary in the active language: qualities and price modes (slots and claim states
// are named as on every screen: lib/i18n/nombres.ts). Each map names its keys literally (docs/idiomas.md).
import { ESTADO_PERIODO, type ModoPrecio } from '@reparto/contract';
import type { textosRegear } from '../textos';

type T = typeof textosRegear.t;

/** gameinfo's qualities 1…5. */
const CALIDAD: Readonly<Record<number, 'calidad.1' | 'calidad.2' | 'calidad.3' | 'calidad.4' | 'calidad.5'>> = {
  1: 'calidad.1',
  2: 'calidad.2',
  3: 'calidad.3',
  4: 'calidad.4',
  5: 'calidad.5',
};

const MODO = {
  mercado: 'modo.mercado',
  fijo: 'modo.fijo',
  menor: 'modo.menor',
} as const satisfies Record<ModoPrecio, string>;

/** The states of a period that takes claims (the server's `nombre_estado_distribucion` is the Spanish one). */
const ESTADO_PERIODO_REGEAR: Readonly<Record<number, 'periodo.abierto' | 'periodo.enDistribucion'>> = {
  [ESTADO_PERIODO.ABIERTO]: 'periodo.abierto',
  [ESTADO_PERIODO.EN_DISTRIBUCION]: 'periodo.enDistribucion',
};

/** «Abierto» / «Aberto» / «Open»; another state (never offered) as the server named it. */
export const nombreEstadoPeriodo = (t: T, estado: number, comoServidor: string) => {
  const clave = ESTADO_PERIODO_REGEAR[estado];
  return clave === undefined ? comoServidor : t(clave);
};

/** Potions and food have no quality (0): a dash. */
export const nombreCalidad = (t: T, calidad: number) => {
  const clave = CALIDAD[calidad];
  return clave === undefined ? '—' : t(clave);
};
export const nombreModo = (t: T, modo: ModoPrecio) => t(MODO[modo]);
