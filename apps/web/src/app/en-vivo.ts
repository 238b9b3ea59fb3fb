// What each live change refreshes (lib/eventos.ts, docs/performance.md "Live screens"): exactly the
// TanStack queries that show it. A refetch keeps the data on screen until the new answer arrives, so
// nothing flickers and an open dialog keeps what is typed in it.
import { useEffect } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { RETRASO_CLASIFICACIONES_MS, type EventoCambio } from '@reparto/contract';
import { escucharCambios } from '../lib/eventos';
import { periodosKeys } from '../features/periodos/api/keys';
import { distribucionesKeys } from '../features/distribuciones/api/keys';
import { gananciasKeys } from '../features/ganancias/api/keys';
import { cuentasKeys, jugadoresKeys } from '../features/jugadores/api/keys';

/** The queries a change makes out of date; null: all of them (nicknames show everywhere). */
export function clavesDeCambio(evento: EventoCambio): QueryKey[] | null {
  const id = evento.idPeriodo ?? 0;
  switch (evento.tipo) {
    case 'distribucion':
      return [
        distribucionesKeys.periodo(id),
        periodosKeys.tablaDePago(id),
        periodosKeys.fondoGremio(id),
        periodosKeys.all,
        gananciasKeys.all,
      ];
    case 'pago':
      return [periodosKeys.tablaDePago(id), gananciasKeys.all];
    case 'periodo':
      return [periodosKeys.all, periodosKeys.tablaDePago(id), distribucionesKeys.periodo(id), gananciasKeys.all];
    case 'cuenta':
      return [cuentasKeys.all, jugadoresKeys.all, periodosKeys.all];
    case 'jugador':
      return null;
  }
}

/** The TOP lists a change may move: refreshed once the server's allowed lag has passed. */
const cambiaTops = (evento: EventoCambio) => evento.tipo === 'distribucion' || evento.tipo === 'jugador';

export function refrescarCambio(queryClient: QueryClient, evento: EventoCambio): void {
  const claves = clavesDeCambio(evento);
  if (claves === null) void queryClient.invalidateQueries();
  else for (const queryKey of claves) void queryClient.invalidateQueries({ queryKey });
  if (cambiaTops(evento)) {
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: periodosKeys.topPlayers() });
      void queryClient.invalidateQueries({ queryKey: periodosKeys.topCreadores() });
    }, RETRASO_CLASIFICACIONES_MS + 200);
  }
}

/** Subscribes once, for the life of the app shell. */
export function useCambiosEnVivo(queryClient: QueryClient): void {
  useEffect(
    () =>
      escucharCambios({
        onCambio: (evento) => refrescarCambio(queryClient, evento),
        onReinicio: () => void queryClient.invalidateQueries(),
      }),
    [queryClient],
  );
}
