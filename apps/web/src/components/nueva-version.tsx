// «Hay una nueva versión» with «Actualizar» (docs/pwa.md): shown when a new service worker waits; the
// page changes only when the user presses the button, never under a form being filled.
import { textosNucleo } from '../lib/textos';
import { useTextos } from '../lib/i18n/textos';
import { actualizar, useNuevaVersion } from '../lib/pwa';

export function NuevaVersion() {
  const t = useTextos(textosNucleo);
  if (!useNuevaVersion()) return null;
  return (
    <div className="nueva-version" role="status">
      <span>{t('pwa.nuevaVersion')}</span>
      <button type="button" className="p-button p-button-sm" onClick={actualizar}>
        {t('pwa.actualizar')}
      </button>
    </div>
  );
}
