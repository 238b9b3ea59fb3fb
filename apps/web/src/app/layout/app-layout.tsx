import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MenuBar } from './menu-bar';
import { Footer } from './footer';
import { OfertaIdioma } from './oferta-idioma';
import { NuevaVersion } from '../../components/nueva-version';
import { LoadingOverlay } from '../../components/loading-overlay';
import { textosNucleo } from '../../lib/textos';
import { useTextos } from '../../lib/i18n/textos';
import './app-layout.css';

/** The page content's element. */
export const MAIN_CONTENT_ID = 'contenido';

/**
 * After a navigation (a menu entry, a link, a login) the focus goes to the new page's `h1`, as a
 * screen reader user expects and so that the next Tab starts from the page, not from `<body>`. The
 * first page of a visit keeps the browser's own start. A page still loading gets the focus as soon
 * as its heading appears, unless the user has put the focus somewhere meanwhile.
 */
function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    const focusHeading = () => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      // A focus the user has put outside the page meanwhile (the menu, opened while the page loaded)
      // is left where it is; one on the old page, or on nothing, moves to the new heading.
      const active = document.activeElement;
      if (active !== null && active !== document.body && !main.contains(active)) return true;
      heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname]);
}

export function AppLayout() {
  const t = useTextos(textosNucleo);
  useFocusHeadingOnNavigation();
  return (
    <div className="app-shell">
      {/* The first stop of Tab: past the menu, straight to the page (shown only when it has the focus). */}
      <a
        className="skip-link"
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(e) => {
          e.preventDefault();
          document.getElementById(MAIN_CONTENT_ID)?.focus();
        }}
      >
        {t('layout.saltar')}
      </a>
      <OfertaIdioma />
      <MenuBar />
      <main className="app-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<LoadingOverlay active />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <NuevaVersion />
    </div>
  );
}
