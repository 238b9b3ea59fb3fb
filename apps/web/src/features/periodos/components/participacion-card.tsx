// The participation leaderboard of the overview (docs/asistencia.md): who attended the most contents
// (attendance sessions) in the last 30 days, with their minutes. Loaded on demand (periodos-page.tsx),
// for a signed-in account only: the API reads attendance for accounts.
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodos } from '../textos';
import { useParticipacion } from '../api/get-participacion';
import { JugadorLink } from '../../../components/jugador-link';
import { TopCard } from './top-list';

/** The days the leaderboard covers (the API's window). */
export const DIAS_PARTICIPACION = 30;

export function ParticipacionCard() {
  const t = useTextos(textosPeriodos);
  const { entero } = useFormato();
  return (
    <section className="periodos-section" aria-label={t('part.titulo')} data-testid="participacion">
      <TopCard
        titulo={t('part.titulo')}
        subtitulo={t('part.sub', { dias: DIAS_PARTICIPACION })}
        consulta={useParticipacion()}
        sinCargar={t('part.error')}
        vacio={t('part.vacio', { dias: DIAS_PARTICIPACION })}
        fila={(p, i) => (
          <li key={p.id_player} className="top-item">
            <span className="top-position" aria-hidden="true">
              {i + 1}
            </span>
            <JugadorLink nickname={p.nickname} className="top-nickname" />
            <span className="top-silver">{t('part.fila', { n: p.contenidos, min: entero(p.minutos) })}</span>
          </li>
        )}
      />
    </section>
  );
}
