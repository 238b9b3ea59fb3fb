import { APP_VERSION, LAST_UPDATE } from '@reparto/contract';
import { COMMUNITY_LINKS } from '../../config/app';
import { textosNucleo } from '../../lib/textos';
import { useTextos } from '../../lib/i18n/textos';
import { useFormato } from '../../lib/i18n/formato';

export function Footer() {
  const t = useTextos(textosNucleo);
  const { fecha } = useFormato();
  return (
    <footer className="app-footer">
      <nav aria-label={t('pie.canales')} className="footer-links">
        {COMMUNITY_LINKS.map((l) => (
          <a key={l.href} href={l.href} target="_blank" rel="noopener noreferrer">
            <i className={l.icon} aria-hidden="true" /> {l.label}
          </a>
        ))}
      </nav>
      <p className="footer-info">{t('pie.creditos', { proveedor: t('pie.proveedor') })}</p>
      <p className="footer-version">
        {t('pie.version')} <span data-testid="app-version">{APP_VERSION}</span> ·{' '}
        {t('pie.actualizacion', { fecha: fecha(LAST_UPDATE) })}
      </p>
    </footer>
  );
}
