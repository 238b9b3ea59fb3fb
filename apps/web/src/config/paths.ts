// The pages' paths: the contract's one table (packages/contract/src/rutas-web.ts, also read by the
// build's preloads and the API's links), under the names the screens use.
import { rutaWeb } from '@reparto/contract';

export const paths = {
  ...rutaWeb,
  /** The periods' overview: where «Distribución» of the menu goes. */
  distribucion: rutaWeb.periodos,
  /** Players and accounts. */
  jugador: rutaWeb.jugadores,
  /** «Ajustes del gremio» (docs/ajustes-gremio.md): every signed-in account reads, the leader edits. */
  ajustesGremio: '/gremio/ajustes',
} as const;
