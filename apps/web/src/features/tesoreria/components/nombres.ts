// The catalogue's key of each code the server sends: an account's type, a withdrawal's state (an
// entry's concepto: lib/conceptos-libro.ts). Written out so that every key is found in the code.
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
