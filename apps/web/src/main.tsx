import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './styles.css';
import { App } from './app/app';
import { cargarPrimeraPagina } from './app/paginas';

// The first page with the menu in one paint, not a frame later (app/paginas.tsx).
void cargarPrimeraPagina(window.location.pathname).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
