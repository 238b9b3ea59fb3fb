import { APP_VERSION, LAST_UPDATE, formatFecha } from '@reparto/contract';
import { COMMUNITY_LINKS, PROVIDER } from '../../config/app';

export function Footer() {
  return (
    <footer className="app-footer">
      <nav aria-label="Canales de la comunidad" className="footer-links">
        {COMMUNITY_LINKS.map((l) => (
          <a key={l.href} href={l.href} target="_blank" rel="noopener noreferrer">
            <i className={l.icon} aria-hidden="true" /> {l.label}
          </a>
        ))}
      </nav>
      <p className="footer-info">Aplicación creada y diseñada por {PROVIDER}. Todos los derechos reservados.</p>
      <p className="footer-version">
        Versión <span data-testid="app-version">{APP_VERSION}</span> · Última actualización: {formatFecha(LAST_UPDATE)}
      </p>
    </footer>
  );
}
