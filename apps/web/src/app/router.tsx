// Routes and guards of docs/domain.md, "Screens and texts". Pages load lazily so the periods route stays light.
import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useSession } from '../lib/session';
import { LoadingOverlay } from '../components/loading-overlay';
import { AppLayout } from './layout/app-layout';
import { paths } from '../config/paths';

const PeriodosPage = lazy(() => import('../features/periodos/periodos-page'));
const DistribucionesPage = lazy(() => import('../features/distribuciones/distribuciones-page'));
const GananciasPage = lazy(() => import('../features/ganancias/ganancias-page'));
const JugadoresPage = lazy(() => import('../features/jugadores/jugadores-page'));
const AuditoriaPage = lazy(() => import('../features/auditoria/auditoria-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const DiscordPage = lazy(() => import('../features/auth/discord-page'));
const MiCuentaPage = lazy(() => import('../features/mi-cuenta/mi-cuenta-page'));

function OnlyAuthenticated({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'checking') return <LoadingOverlay active />;
  return status === 'authenticated' ? children : <Navigate to={paths.inicioSesion} replace />;
}

/** A phone-width screen: the width below which tables become cards (styles.css). */
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
  if (status === 'authenticated') return <Navigate to={primeraPantalla(nickname)} replace />;
  return children;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="distribucion">
          <Route index element={<PeriodosPage />} />
          <Route path="crearDist/:idPeriodo/:nickname/:estado" element={<DistribucionesPage />} />
          <Route path="jugador/:nickname" element={<GananciasPage />} />
          <Route path="*" element={<Navigate to={paths.distribucion} replace />} />
        </Route>
        <Route path="jugador">
          <Route
            index
            element={
              <OnlyAuthenticated>
                <JugadoresPage />
              </OnlyAuthenticated>
            }
          />
          <Route
            path="auditoria"
            element={
              <OnlyAuthenticated>
                <AuditoriaPage />
              </OnlyAuthenticated>
            }
          />
          <Route path="*" element={<Navigate to={paths.jugador} replace />} />
        </Route>
        <Route
          path="inicioSesion/*"
          element={
            <OnlyAnonymous>
              <LoginPage />
            </OnlyAnonymous>
          }
        />
        <Route path="discord" element={<DiscordPage />} />
        <Route
          path="mi-cuenta"
          element={
            <OnlyAuthenticated>
              <MiCuentaPage />
            </OnlyAuthenticated>
          }
        />
        <Route path="*" element={<Navigate to={paths.distribucion} replace />} />
      </Route>
    </Routes>
  );
}
