import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
// The app's own CSS, in this order (each file says what it holds).
import './styles/base.css';
import './styles/contenido.css';
import './styles/primereact.css';
import { App } from './app/app';
import { cargarPrimeraPagina } from './app/paginas';
import { idiomaActual, iniciarIdioma } from './lib/i18n/idioma';
import { seguirIdiomaDeCuenta } from './lib/i18n/cuenta-idioma';
import { textosNucleo } from './lib/textos';
import { retenerPeticiones } from './lib/api-client';
import { sessionStore } from './lib/session';
import { validateSession } from './features/auth/api';

// No request leaves before the first screen is painted (lib/api-client.ts; app/app.tsx lets them go).
retenerPeticiones();
iniciarIdioma();
seguirIdiomaDeCuenta();
// A visitor without a stored token is signed out from the start: the first render is the one that
// stays, not «checking» and then every screen again (docs/performance.md, "Web delivery"). A stored
// token is validated as before, by the app shell.
if (!sessionStore.get().token) void validateSession();
// The first page with the menu in one paint, not a frame later (app/paginas.tsx), in the language
// chosen (its catalogues come with the entry: the page's `Link: rel=preload`, docs/idiomas.md).
void Promise.all([
  cargarPrimeraPagina(window.location.pathname),
  textosNucleo.cargar(idiomaActual()).catch(() => undefined),
]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the first screen in slices of a few milliseconds, giving the main
  // thread back between them, instead of one long task of a phone's CPU (Lighthouse's Total Blocking
  // Time; docs/performance.md, "Web delivery"). Nothing is painted before the whole screen is ready.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
