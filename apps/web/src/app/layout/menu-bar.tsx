// The main menu: a disclosure navigation (a button per menu that shows or hides its list of links).
// Native buttons and links give it focus, Enter and Space; the arrow keys move within a menu and
// Escape closes it and returns to its button. Its layout is plain CSS in styles/base.css, so the first
// paint already shows the bar as it stays (nothing is injected at run time).
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { APP_NAME, leeLibro } from '@reparto/contract';
import { cargosDe, isLider, sessionStore, useSession, type Session } from '../../lib/session';
import { paths } from '../../config/paths';
import { textosNucleo } from '../../lib/textos';
import { useTextos } from '../../lib/i18n/textos';
import { Logo } from './logo';
import { SelectorIdioma } from './selector-idioma';

interface Entry {
  id: string;
  label: string;
  icon: string;
  /** Where the entry leads, decided when it is followed (the stored cargo may change). */
  to: () => string;
  /** Only for a signed-in user. */
  session?: boolean;
  /** Only for a signed-in user whose cargos this accepts (the server decides again). */
  cargos?: (cargos: number[]) => boolean;
}
interface Menu {
  id: string;
  label: string;
  icon: string;
  entries: Entry[];
}

/** The menus in the active language (built as the bar renders: a change of language renders it again). */
function menus(t: typeof textosNucleo.t): Menu[] {
  return [
    {
      id: 'menu-distribucion',
      label: t('menu.distribucion'),
      icon: 'pi pi-wallet',
      entries: [
        { id: 'periodos', label: t('menu.periodos'), icon: 'pi pi-list', to: () => '/' },
        // «Mi cuenta»: what the signed-in member is owed, who pays it and from where.
        { id: 'mi-cuenta', label: t('menu.miCuenta'), icon: 'pi pi-user', session: true, to: () => paths.miCuenta },
        // The signed-in member's own page (earnings, what is still owed, history).
        {
          id: 'ganancias',
          label: t('menu.ganancias'),
          icon: 'pi pi-chart-bar',
          session: true,
          to: () => paths.gananciasJugador(sessionStore.get().nickname ?? ''),
        },
        // Regear (docs/regear.md): claim lost gear, and the review queue; the rules, which the leader edits.
        { id: 'regear', label: t('menu.regear'), icon: 'pi pi-shield', session: true, to: () => paths.regear },
        { id: 'reglas', label: t('menu.reglas'), icon: 'pi pi-sliders-h', session: true, to: () => paths.reglasRegear },
        // «Calendario» (docs/calendario.md): content planned ahead and its sign-ups.
        { id: 'calendario', label: t('menu.calendario'), icon: 'pi pi-calendar', session: true, to: () => paths.calendario },
        { id: 'plantillas', label: t('menu.plantillas'), icon: 'pi pi-percentage', session: true, to: () => paths.plantillas },
        // The guild's settings (docs/ajustes-gremio.md): everyone reads them, the leader edits them.
        { id: 'ajustes-gremio', label: t('menu.ajustesGremio'), icon: 'pi pi-cog', session: true, to: () => paths.ajustesGremio },
        // «Tesorería» (docs/libro.md): the ledger's readers only (TESORERO, LIDER, DISTRIBUIDOR).
        {
          id: 'tesoreria',
          label: t('menu.tesoreria'),
          icon: 'pi pi-building-columns',
          session: true,
          cargos: leeLibro,
          to: () => paths.tesoreria,
        },
        // «Alianzas» (docs/alianzas.md): the guild's alliances and their splits.
        { id: 'alianzas', label: t('menu.alianzas'), icon: 'pi pi-sitemap', session: true, to: () => paths.alianzas },
      ],
    },
    {
      id: 'menu-jugadores',
      label: t('menu.jugadores'),
      icon: 'pi pi-users',
      // docs/domain.md, "Screens and texts": only the stored cargo LIDER goes to /jugador.
      entries: [
        {
          id: 'nuevo-player',
          label: t('menu.nuevoPlayer'),
          icon: 'pi pi-user-plus',
          to: () => (isLider(sessionStore.get()) ? paths.jugador : paths.inicioSesion),
        },
      ],
    },
  ];
}

function focusEntry(list: HTMLElement | null, index: number) {
  const links = list ? [...list.querySelectorAll<HTMLAnchorElement>('a')] : [];
  if (links.length === 0) return;
  links[(index + links.length) % links.length]?.focus();
}

function DisclosureMenu({
  menu,
  open,
  onToggle,
  session,
}: {
  menu: Menu;
  open: boolean;
  onToggle: (open: boolean) => void;
  session: Session;
}) {
  const authenticated = session.status === 'authenticated';
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // Opening with ArrowDown/ArrowUp puts the focus on the first/last entry once the list is shown.
  const [pendingFocus, setPendingFocus] = useState<number | null>(null);
  useEffect(() => {
    if (open && pendingFocus !== null) {
      focusEntry(list.current, pendingFocus);
      setPendingFocus(null);
    }
  }, [open, pendingFocus]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setPendingFocus(e.key === 'ArrowDown' ? 0 : -1);
      onToggle(true);
    } else if (e.key === 'Escape' && open) {
      onToggle(false);
    }
  };

  const onListKey = (e: KeyboardEvent) => {
    const links = [...(list.current?.querySelectorAll('a') ?? [])];
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[e.key];
    if (target !== undefined) {
      e.preventDefault();
      focusEntry(list.current, target);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onToggle(false);
      button.current?.focus();
    }
  };

  const follow = (e: MouseEvent, entry: Entry) => {
    e.preventDefault();
    // The entry leaves with its menu: its focus goes nowhere, so the new page's heading takes it.
    (e.currentTarget as HTMLElement).blur();
    onToggle(false);
    void navigate(entry.to());
  };

  return (
    <li className="nav-menu">
      <button
        ref={button}
        type="button"
        className="nav-menu-button"
        aria-expanded={open}
        aria-controls={menu.id}
        onClick={() => onToggle(!open)}
        onKeyDown={onButtonKey}
      >
        <i className={menu.icon} aria-hidden="true" />
        <span>{menu.label}</span>
        <i className="pi pi-angle-down nav-menu-caret" aria-hidden="true" />
      </button>
      <ul id={menu.id} ref={list} className="nav-menu-list" hidden={!open} onKeyDown={onListKey}>
        {menu.entries
          .filter((entry) => (authenticated || !entry.session) && (!entry.cargos || entry.cargos(cargosDe(session))))
          .map((entry) => (
            <li key={entry.id}>
              {/* The href is where the entry leads now; the click decides again (the session may have changed). */}
              <a href={entry.to()} onClick={(e) => follow(e, entry)}>
                <i className={entry.icon} aria-hidden="true" />
                <span>{entry.label}</span>
              </a>
            </li>
          ))}
      </ul>
    </li>
  );
}

export function MenuBar() {
  const t = useTextos(textosNucleo);
  const navigate = useNavigate();
  const session = useSession();
  const authenticated = session.status === 'authenticated';
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  // «Cerrar sesión»: this browser's notifications are turned off first (docs/pwa.md), at most ~2 s.
  const [saliendo, setSaliendo] = useState(false);
  // Loaded on demand: the push module (and the contract's schemas it brings) stays out of every page's
  // first download; a chunk that cannot load (offline, never fetched) does not stop the logout.
  const salir = async () => {
    setSaliendo(true);
    await import('../../features/mi-cuenta/api/push').then((m) => m.olvidarPushAlSalir()).catch(() => undefined);
    setSaliendo(false);
    sessionStore.logout();
  };

  // A click elsewhere, or the focus leaving the bar, closes the open menu.
  useEffect(() => {
    if (openMenu === null) return;
    const close = (e: Event) => {
      if (!nav.current?.contains(e.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
    };
  }, [openMenu]);

  return (
    <header className="app-header">
      <nav ref={nav} className="app-nav" aria-label={t('menu.principal')}>
        <a
          href="/"
          className="brand"
          onClick={(e) => (e.preventDefault(), navigate('/'))}
          aria-label={t('menu.inicio', { app: APP_NAME })}
        >
          <Logo />
          <span className="brand-name">{APP_NAME}</span>
        </a>
        <ul className="nav-menus">
          {menus(t).map((menu) => (
            <DisclosureMenu
              key={menu.id}
              menu={menu}
              open={openMenu === menu.id}
              onToggle={(open) => setOpenMenu(open ? menu.id : null)}
              session={session}
            />
          ))}
        </ul>
        <div className="session-box">
          <SelectorIdioma />
          {authenticated ? (
            <>
              <span className="session-nickname" data-testid="session-nickname">
                {session.nickname}
              </span>
              <img
                src="/avatar.svg"
                alt={t('sesion.avatar', { nickname: session.nickname ?? '' })}
                width={32}
                height={32}
                className="session-avatar"
              />
              <Button
                label={t('sesion.cerrar')}
                icon="pi pi-sign-out"
                severity="danger"
                size="small"
                className="session-logout"
                loading={saliendo}
                onClick={() => void salir()}
              />
            </>
          ) : (
            <Button
              label={t('sesion.iniciar')}
              icon="pi pi-sign-in"
              severity="info"
              size="small"
              onClick={() => navigate(paths.inicioSesion)}
            />
          )}
        </div>
      </nav>
    </header>
  );
}
