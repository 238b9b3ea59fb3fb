// The catalogue's key of each code the server sends: an account's type, a withdrawal's state, an
// entry's concepto (CONCEPTOS_LIBRO). Written out so that every key is found in the code.
import type { EstadoRetiro, TipoCuentaLibro } from '@reparto/contract';
import type es from '../textos/es';

type Clave = keyof typeof es;

export const CLAVE_TIPO: Record<TipoCuentaLibro, Clave> = { jugador: 'tipo.jugador', gremio: 'tipo.gremio' };

export const CLAVE_ESTADO: Record<EstadoRetiro, Clave> = {
  pendiente: 'estado.pendiente',
  aprobado: 'estado.aprobado',
  rechazado: 'estado.rechazado',
  pagado: 'estado.pagado',
  cancelado: 'estado.cancelado',
};

const CLAVE_CONCEPTO: Record<string, Clave> = {
  cierre: 'concepto.cierre',
  regear: 'concepto.regear',
  regear_rechazado: 'concepto.regear_rechazado',
  pago: 'concepto.pago',
  pago_deshecho: 'concepto.pago_deshecho',
  pago_regear: 'concepto.pago_regear',
  pago_regear_deshecho: 'concepto.pago_regear_deshecho',
  retiro: 'concepto.retiro',
  retiro_deshecho: 'concepto.retiro_deshecho',
  ajuste: 'concepto.ajuste',
};

/** The key of a concepto, or undefined for a code this web does not know yet (shown as it came). */
export const claveConcepto = (concepto: string): Clave | undefined =>
  Object.hasOwn(CLAVE_CONCEPTO, concepto) ? CLAVE_CONCEPTO[concepto] : undefined;
