// What each cambio refreshes: exactly the TanStack queries that show it. One map for both ways a cambio
// arrives (lib/eventos.ts): the live events of everyone's writes, and the `x-cambio` header of this
// browser's own write (docs/performance.md "Live screens"). A refetch keeps the data on screen until
// the new answer arrives, so nothing flickers and an open dialog keeps what is typed in it.
import { useEffect } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { RETRASO_CLASIFICACIONES_MS, type EventoCambio } from '@reparto/contract';
import { alCambiar, cambioRecibido, escucharCambios } from '../lib/eventos';
import { consultasKeys } from '../lib/consultas/keys';
import { periodosKeys } from '../features/periodos/api/keys';
import { distribucionesKeys } from '../features/distribuciones/api/keys';
import { gananciasKeys } from '../features/ganancias/api/keys';
import { cuentasKeys, jugadoresKeys } from '../features/jugadores/api/keys';
import { miCuentaKeys } from '../features/mi-cuenta/api/keys';
import { regearKeys } from '../features/regear/api/keys';
import { asistenciaKeys } from '../features/distribuciones/api/asistencia-keys';
import { gremioKeys } from '../features/gremio/api/keys';
import { tesoreriaKeys } from '../features/tesoreria/api/keys';
import { calendarioKeys } from '../features/calendario/api/keys';
import { alianzasKeys } from '../features/alianzas/api/keys';

/** The queries a cambio makes out of date; null: all of them (nicknames show everywhere). */
export function clavesDeCambio(evento: EventoCambio): QueryKey[] | null {
  const id = evento.idPeriodo ?? 0;
  switch (evento.tipo) {
    case 'distribucion':
      return [
        distribucionesKeys.periodo(id),
        periodosKeys.tablaDePago(id),
        consultasKeys.fondoGremio(id),
        periodosKeys.all,
        gananciasKeys.all,
        miCuentaKeys.all,
        regearKeys.distribuciones(id),
        // A distribution that deducts claims («Descontar regear») links them to it, and deleting it unlinks them.
        regearKeys.all,
        // One fed by an attendance session links it (docs/asistencia.md).
        asistenciaKeys.all,
      ];
    case 'pago':
      return [periodosKeys.tablaDePago(id), gananciasKeys.all, miCuentaKeys.all, tesoreriaKeys.all];
    case 'periodo':
      return [
        periodosKeys.all,
        periodosKeys.tablaDePago(id),
        distribucionesKeys.periodo(id),
        consultasKeys.fondoGremio(id),
        gananciasKeys.all,
        miCuentaKeys.all,
        // A close credits the balances (docs/libro.md): «Tesorería» shows them.
        tesoreriaKeys.all,
        regearKeys.periodos(),
        regearKeys.distribuciones(id),
      ];
    case 'cuenta':
      // The leavers' purge removes an account's cargos: its dry run changes too.
      return [cuentasKeys.all, jugadoresKeys.all, periodosKeys.all, miCuentaKeys.all, gremioKeys.bajas()];
    case 'jugador':
      return null;
    case 'regear':
      return [regearKeys.all, periodosKeys.tablaDePago(id), gananciasKeys.all, miCuentaKeys.all, tesoreriaKeys.all];
    case 'reglasRegear':
      return [regearKeys.all];
    case 'asistencia':
      return [asistenciaKeys.all];
    case 'gremio':
      // The settings, and the split calculator's default tax (the guild fund's answer carries it).
      return [gremioKeys.all, consultasKeys.fondosGremio];
    case 'libro':
      // A leader's adjustment moves a member's balance («Mi cuenta» shows it; docs/libro.md), and «Tesorería» its accounts.
      // An alliance's split or payment posts to the ledger too: the alliance's page shows it.
      return [miCuentaKeys.all, tesoreriaKeys.all, alianzasKeys.all];
    case 'calendario':
      // The calendar's events and sign-ups.
      return [calendarioKeys.all];
    case 'venta':
      // A loot buyout opened, bid on or closed without bids (a sold one is a distribution's change).
      return [distribucionesKeys.ventas(id)];
    case 'alianza':
      // An alliance proposed, accepted, refused or left (docs/alianzas.md).
      return [alianzasKeys.all];
  }
}

/** The TOP lists a cambio may move: refreshed once the server's allowed lag has passed. */
const cambiaTops = (evento: EventoCambio) => evento.tipo === 'distribucion' || evento.tipo === 'jugador';

/** Refreshes the queries of a cambio; resolves when those on screen have loaded again. */
export async function refrescarCambio(queryClient: QueryClient, evento: EventoCambio): Promise<void> {
  if (cambiaTops(evento)) {
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: periodosKeys.topPlayers() });
      void queryClient.invalidateQueries({ queryKey: periodosKeys.topCreadores() });
    }, RETRASO_CLASIFICACIONES_MS + 200);
  }
  const claves = clavesDeCambio(evento);
  if (claves === null) await queryClient.invalidateQueries();
  else await Promise.all(claves.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** What a cambio refreshes, from the app shell's query client: for the live events and the writes' headers. */
export const refrescarCon = (queryClient: QueryClient) => alCambiar((evento) => refrescarCambio(queryClient, evento));

/** Subscribes once, for the life of the app shell. */
export function useCambiosEnVivo(queryClient: QueryClient): void {
  useEffect(() => {
    const quitar = refrescarCon(queryClient);
    const parar = escucharCambios({
      onCambio: (evento) => void cambioRecibido(evento),
      onReinicio: () => void queryClient.invalidateQueries(),
    });
    return () => {
      parar();
      quitar();
    };
  }, [queryClient]);
}
