// Query keys of the players screen (players and accounts).
import type { ListaJugadoresItem } from '@reparto/contract';

export const jugadoresKeys = {
  all: ['jugadores'] as const,
  selects: () => [...jugadoresKeys.all, 'selects'] as const,
  listas: () => [...jugadoresKeys.all, 'lista'] as const,
  lista: (params: Required<ListaJugadoresItem>) => [...jugadoresKeys.listas(), params] as const,
  /** The members with characters (docs/calendario.md, «Personajes de un miembro»). */
  personajes: () => [...jugadoresKeys.all, 'personajes'] as const,
  /** A write of this screen (the page's overlay counts them). */
  mutation: (name: string) => [...jugadoresKeys.all, name] as const,
};

export const cuentasKeys = {
  all: ['cuentas'] as const,
  /** The first Discord logins waiting for approval. */
  solicitudes: () => [...cuentasKeys.all, 'solicitudes'] as const,
  mutation: (name: string) => [...cuentasKeys.all, name] as const,
};
