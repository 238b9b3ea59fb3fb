import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './styles.css';
import { App } from './app/app';
import { cargarPrimeraPagina } from './app/paginas';
import { idiomaActual, iniciarIdioma } from './lib/i18n/idioma';
import { seguirIdiomaDeCuenta } from './lib/i18n/cuenta-idioma';
import { textosNucleo } from './lib/textos';

iniciarIdioma();
seguirIdiomaDeCuenta();
// The first page with the menu in one paint, not a frame later (app/paginas.tsx), in the language
// chosen (its catalogues come with the entry: the page's `Link: rel=preload`, docs/idiomas.md).
void Promise.all([
  cargarPrimeraPagina(window.location.pathname),
  textosNucleo.cargar(idiomaActual()).catch(() => undefined),
]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
