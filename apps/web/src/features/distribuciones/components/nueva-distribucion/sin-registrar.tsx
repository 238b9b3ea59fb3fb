// Names of a voice channel or a pasted list that are not registered players: "Registrar" opens the
// new-player dialog with the name, which the officer may correct before registering (cargo MIEMBRO,
// no rol); the registered player is added to the distribution.
import { Button } from 'primereact/button';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';

export function SinRegistrar({ nombres, onRegistrar }: { nombres: string[]; onRegistrar: (nombre: string) => void }) {
  const t = useTextos(textosDistribuciones);
  if (nombres.length === 0) return null;
  return (
    <div className="dist-sin-registrar" aria-live="polite">
      <p className="dist-muted">{t('sinreg.ayuda')}</p>
      <ul aria-label={t('sinreg.titulo')}>
        {nombres.map((nombre) => (
          <li key={nombre}>
            <span>{nombre}</span>
            <Button
              type="button"
              label={t('jugador.registrar')}
              size="small"
              text
              icon="pi pi-user-plus"
              aria-label={t('sinreg.registrarN', { nombre })}
              onClick={() => onRegistrar(nombre)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
