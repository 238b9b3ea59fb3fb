import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, MenuBar } from './menu-bar';
import { Footer } from './footer';
import { LoadingOverlay } from '../../components/loading-overlay';

export function AppLayout() {
  return (
    <div className="app-shell">
      <MenuBar />
      <main className="app-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<LoadingOverlay active />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
