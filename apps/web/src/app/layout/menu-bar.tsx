import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Menubar } from 'primereact/menubar';
import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import type { MenuItem } from 'primereact/menuitem';
import { APP_NAME } from '@reparto/contract';
import { isLider, sessionStore, useSession } from '../../lib/session';
import { paths } from '../../config/paths';

/** The page content's element: focused after a menu command. */
export const MAIN_CONTENT_ID = 'contenido';

export function MenuBar() {
  const navigate = useNavigate();
  const session = useSession();
  const authenticated = session.status === 'authenticated';

  // One model per navigation: PrimeReact's Menubar rebuilds (and closes) an open submenu whenever it
  // receives a new model, so a re-render while a submenu is open must not hand it a fresh array.
  const items = useMemo<MenuItem[]>(() => {
    // After a command the focus moves to the page's content (as a page load would put it there, and so
    // that a screen reader reads the new page). Left in the menu bar, its aria-activedescendant would
    // keep naming the submenu item that just closed. PrimeReact refocuses the bar once the command
    // returns, hence the next task.
    const go = (to: string) => {
      void navigate(to);
      setTimeout(() => document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true }));
    };
    return [
      {
        label: 'Distribución',
        icon: 'pi pi-wallet',
        items: [
          { label: 'Ver Periodos', icon: 'pi pi-list', command: () => go('/') },
          {
            label: 'Mis ganancias',
            icon: 'pi pi-chart-bar',
            visible: authenticated,
            command: () => go(paths.gananciasJugador(sessionStore.get().nickname ?? '')),
          },
        ],
      },
      {
        label: 'Jugadores',
        icon: 'pi pi-users',
        // docs/domain.md, "Screens and texts": only the stored cargo LIDER goes to /jugador.
        items: [
          {
            label: 'Nuevo player',
            icon: 'pi pi-user-plus',
            command: () => go(isLider(sessionStore.get()) ? paths.jugador : paths.inicioSesion),
          },
        ],
      },
    ];
  }, [navigate, authenticated]);

  const start = (
    <a href="/" className="brand" onClick={(e) => (e.preventDefault(), navigate('/'))} aria-label={`${APP_NAME}: inicio`}>
      <img src="/logo.svg" alt="" width={36} height={36} />
      <span className="brand-name">{APP_NAME}</span>
    </a>
  );

  const end = authenticated ? (
    <div className="session-box">
      <span className="session-nickname" data-testid="session-nickname">
        {session.nickname}
      </span>
      <Avatar image="/avatar.svg" imageAlt={`Avatar de ${session.nickname ?? ''}`} shape="circle" />
      <Button label="Cerrar sesión" icon="pi pi-sign-out" severity="danger" size="small" onClick={() => sessionStore.logout()} />
    </div>
  ) : (
    <Button
      label="Iniciar sesión"
      icon="pi pi-sign-in"
      severity="info"
      size="small"
      onClick={() => navigate(paths.inicioSesion)}
    />
  );

  return (
    <header>
      <Menubar model={items} start={start} end={end} className="app-menubar" aria-label="Menú principal" />
    </header>
  );
}
