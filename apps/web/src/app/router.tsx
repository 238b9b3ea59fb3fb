// Routes and guards of docs/domain.md, "Screens and texts" (their paths: the contract's RUTAS_WEB). Pages load lazily so the periods route stays light.
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { LoadingOverlay } from '../components/loading-overlay';
import { AppLayout } from './layout/app-layout';
import { RUTAS_WEB } from '@reparto/contract';
import { paths } from '../config/paths';
import { debeElegirGremio } from '../features/auth/api';
import {
  AuditoriaPage,
  CalendarioPage,
  PlantillasPage,
  AlianzasPage,
  DiscordPage,
  GremiosPage,
  DistribucionesPage,
  GananciasPage,
  JugadoresPage,
  LoginPage,
  MiCuentaPage,
  PeriodosPage,
  RegearPage,
  ReglasRegearPage,
  AjustesGremioPage,
  TesoreriaPage,
} from './paginas';

/**
 * A redirect that fires on every visit of its route. React Router's `Navigate` navigates once, when it
 * mounts; its navigation runs in a transition, so while the next screen is still loading the old one —
 * this very `Navigate` — stays on screen. Coming back to the same route then (the login's redirect to
 * the periods still pending when «Nuevo player» leads to /inicioSesion again) would keep that mounted
 * `Navigate` and stop on a blank page. Keyed by the location, each visit mounts a new one.
 */
export function Redirigir({ to }: { to: string }) {
  const { key } = useLocation();
  return <Navigate key={key} to={to} replace />;
}

function OnlyAuthenticated({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'checking') return <LoadingOverlay active />;
  return status === 'authenticated' ? children : <Redirigir to={paths.inicioSesion} />;
}

/**
 * A phone-width screen: the width below which tables become cards (components/tabla-apilada.css) and
 * the shell takes its phone layout (styles/contenido.css).
 */
export const TELEFONO = '(max-width: 640px)';

/**
 * The first screen after signing in (docs/domain.md, "Mi cuenta"): on a phone, «Mi cuenta» (every
 * account has a player: `nickname`; without one there would be nothing of their own to show), else the
 * periods. «Entrar con Discord» lands on «Mi cuenta» at any width.
 */
export function primeraPantalla(nickname: string | null): string {
  return nickname && window.matchMedia(TELEFONO).matches ? paths.miCuenta : paths.distribucion;
}

/** The login card: a signed-in visitor (just now, or already) goes to their first screen. */
export function OnlyAnonymous({ children }: { children: ReactNode }) {
  const { status, nickname } = useSession();
  // An account of several guilds picks one first (docs/alianzas.md, «Muchos gremios»).
  if (status === 'authenticated') return <Redirigir to={debeElegirGremio() ? paths.gremios : primeraPantalla(nickname)} />;
  return children;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={RUTAS_WEB.periodos}>
          <Route index element={<PeriodosPage />} />
          <Route path={RUTAS_WEB.distribuciones} element={<DistribucionesPage />} />
          <Route path={RUTAS_WEB.gananciasJugador} element={<GananciasPage />} />
          <Route path="*" element={<Redirigir to={paths.distribucion} />} />
        </Route>
        <Route path={RUTAS_WEB.jugadores}>
          <Route
            index
            element={
              <OnlyAuthenticated>
                <JugadoresPage />
              </OnlyAuthenticated>
            }
          />
          <Route
            path={RUTAS_WEB.auditoria}
            element={
              <OnlyAuthenticated>
                <AuditoriaPage />
              </OnlyAuthenticated>
            }
          />
          <Route path="*" element={<Redirigir to={paths.jugador} />} />
        </Route>
        <Route
          path={`${RUTAS_WEB.inicioSesion}/*`}
          element={
            <OnlyAnonymous>
              <LoginPage />
            </OnlyAnonymous>
          }
        />
        <Route path={RUTAS_WEB.discord} element={<DiscordPage />} />
        <Route
          path={RUTAS_WEB.gremios}
          element={
            <OnlyAuthenticated>
              <GremiosPage />
            </OnlyAuthenticated>
          }
        />
        <Route
          path={RUTAS_WEB.miCuenta}
          element={
            <OnlyAuthenticated>
              <MiCuentaPage />
            </OnlyAuthenticated>
          }
        />
        <Route path={RUTAS_WEB.regear}>
          <Route
            index
            element={
              <OnlyAuthenticated>
                <RegearPage />
              </OnlyAuthenticated>
            }
          />
          <Route
            path={RUTAS_WEB.reglasRegear}
            element={
              <OnlyAuthenticated>
                <ReglasRegearPage />
              </OnlyAuthenticated>
            }
          />
          <Route path="*" element={<Redirigir to={paths.regear} />} />
        </Route>
        <Route
          path={RUTAS_WEB.tesoreria}
          element={
            <OnlyAuthenticated>
              <TesoreriaPage />
            </OnlyAuthenticated>
          }
        />
        <Route
          path={RUTAS_WEB.calendario}
          element={
            <OnlyAuthenticated>
              <CalendarioPage />
            </OnlyAuthenticated>
          }
        />
        <Route
          path={RUTAS_WEB.plantillas}
          element={
            <OnlyAuthenticated>
              <PlantillasPage />
            </OnlyAuthenticated>
          }
        />
        <Route
          path={RUTAS_WEB.alianzas}
          element={
            <OnlyAuthenticated>
              <AlianzasPage />
            </OnlyAuthenticated>
          }
        />
        <Route
          path={paths.ajustesGremio}
          element={
            <OnlyAuthenticated>
              <AjustesGremioPage />
            </OnlyAuthenticated>
          }
        />
        <Route path="*" element={<Redirigir to={paths.distribucion} />} />
      </Route>
    </Routes>
  );
}
