// The route pages, each in a chunk of its own (the periods route stays light), and the first page of a
// visit loaded before React's first render (main.tsx). Its chunk comes with the entry (the page's
// `Link: rel=preload`, docs/performance.md, "Web delivery"), so waiting for it costs next to nothing,
// while a page behind React.lazy paints a frame later than the menu, after a Suspense fallback: on a
// phone's first visit that second pass was ~0.3 s of the LCP (docs/decisions/010-one-light-table.md).
import { lazy, useState, type ComponentType } from 'react';
import { RUTAS_WEB, direccionDeGremio, prefijoDe } from '@reparto/contract';
import { idiomaActual } from '../lib/i18n/idioma';
import { paths } from '../config/paths';
import type { Textos } from '../lib/i18n/textos';
import { textosAuditoria } from '../features/auditoria/textos';
import { textosAuth } from '../features/auth/textos';
import { textosCalendario } from '../features/calendario/textos';
import { textosPlantillas } from '../features/calendario/plantillas/textos';
import { textosDistribuciones } from '../features/distribuciones/textos';
import { textosGanancias } from '../features/ganancias/textos';
import { textosJugadores } from '../features/jugadores/textos';
import { textosMiCuenta } from '../features/mi-cuenta/textos';
import { textosPeriodos } from '../features/periodos/textos';
import { textosRegear } from '../features/regear/textos';
import { textosGremio } from '../features/gremio/textos';
import { textosTesoreria } from '../features/tesoreria/textos';
import { textosAlianzas } from '../features/alianzas/textos';

type Modulo = { default: ComponentType };

/**
 * A page loaded on demand, with its feature's catalogue in the active language (fetched together, not
 * one after the other; docs/idiomas.md); `cargar()` loads both ahead, and a page loaded ahead renders at once.
 */
function pagina(load: () => Promise<Modulo>, textos: Textos<Readonly<Record<string, string>>>) {
  let lista: ComponentType | undefined;
  const cargar = () =>
    Promise.all([load(), textos.cargar(idiomaActual())]).then(([m]) => {
      lista = m.default;
      return m;
    });
  const Perezosa = lazy(cargar);
  function Pagina() {
    // Chosen once: a page mounted through React.lazy stays that one (no remount when it arrives).
    const [Componente] = useState<ComponentType>(() => lista ?? Perezosa);
    return <Componente />;
  }
  return Object.assign(Pagina, { cargar });
}

export const PeriodosPage = pagina(() => import('../features/periodos/periodos-page'), textosPeriodos);
export const DistribucionesPage = pagina(() => import('../features/distribuciones/distribuciones-page'), textosDistribuciones);
export const GananciasPage = pagina(() => import('../features/ganancias/ganancias-page'), textosGanancias);
export const JugadoresPage = pagina(() => import('../features/jugadores/jugadores-page'), textosJugadores);
export const AuditoriaPage = pagina(() => import('../features/auditoria/auditoria-page'), textosAuditoria);
export const LoginPage = pagina(() => import('../features/auth/login-page'), textosAuth);
export const DiscordPage = pagina(() => import('../features/auth/discord-page'), textosAuth);
export const GremiosPage = pagina(() => import('../features/auth/gremios-page'), textosAuth);
export const MiCuentaPage = pagina(() => import('../features/mi-cuenta/mi-cuenta-page'), textosMiCuenta);
export const RegearPage = pagina(() => import('../features/regear/regear-page'), textosRegear);
export const ReglasRegearPage = pagina(() => import('../features/regear/reglas-page'), textosRegear);
export const TesoreriaPage = pagina(() => import('../features/tesoreria/tesoreria-page'), textosTesoreria);
export const AjustesGremioPage = pagina(() => import('../features/gremio/ajustes-gremio-page'), textosGremio);
export const CalendarioPage = pagina(() => import('../features/calendario/calendario-page'), textosCalendario);
export const PlantillasPage = pagina(() => import('../features/calendario/plantillas/plantillas-page'), textosPlantillas);
export const AlianzasPage = pagina(() => import('../features/alianzas/alianzas-page'), textosAlianzas);

/** The page of a path (the contract's RUTAS_WEB, as router.tsx routes them; any other path lands on the periods). */
function paginaDe(pathname: string) {
  const camino = pathname.replace(/\/+$/, '');
  const paginas: [string, ReturnType<typeof pagina>][] = [
    [prefijoDe(RUTAS_WEB.distribuciones), DistribucionesPage],
    [prefijoDe(RUTAS_WEB.gananciasJugador), GananciasPage],
    [RUTAS_WEB.auditoria, AuditoriaPage],
    [RUTAS_WEB.jugadores, JugadoresPage],
    [RUTAS_WEB.inicioSesion, LoginPage],
    [RUTAS_WEB.discord, DiscordPage],
    [RUTAS_WEB.gremios, GremiosPage],
    [RUTAS_WEB.miCuenta, MiCuentaPage],
    [RUTAS_WEB.regear, RegearPage],
    [RUTAS_WEB.reglasRegear, ReglasRegearPage],
    [RUTAS_WEB.tesoreria, TesoreriaPage],
    [RUTAS_WEB.calendario, CalendarioPage],
    [RUTAS_WEB.plantillas, PlantillasPage],
    [RUTAS_WEB.alianzas, AlianzasPage],
    [paths.ajustesGremio, AjustesGremioPage],
  ];
  const hallada = paginas.find(([ruta]) => (ruta.endsWith('/') ? camino.startsWith(ruta) : camino === ruta));
  return hallada ? hallada[1] : PeriodosPage;
}

/**
 * Loads the page of `pathname` before the first render: settles when it is there, when it failed (the
 * route's own loading says so then) or after `maxMs` (a slow network paints the menu first, as before).
 */
export function cargarPrimeraPagina(pathname: string, maxMs = 3000): Promise<void> {
  return Promise.race([
    paginaDe(direccionDeGremio(pathname).ruta)
      .cargar()
      .then(
        () => undefined,
        () => undefined,
      ),
    new Promise<void>((resolve) => setTimeout(resolve, maxMs)),
  ]);
}
