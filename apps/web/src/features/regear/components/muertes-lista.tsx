// The player's recent deaths (GET /api/regear/muertes): each with its date, battle, item power and
// items as the rules see them, and «Reclamar»; a death already claimed (by anyone) says so and cannot
// be claimed again.
import type { Muerte } from '@reparto/contract';
import { BotonFila } from '../../../components/boton-fila';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { textosRegear } from '../textos';
import { ItemsRegear, totalItems } from './items-regear';

/** `HH:MM` UTC, the game's server time (the date format gives the day). */
export const horaUtc = (iso: string) => iso.slice(11, 16);

export function MuertesLista({
  muertes,
  puedeReclamar,
  enviando,
  onReclamar,
}: {
  muertes: Muerte[];
  /** A period is chosen: the deaths may be claimed. */
  puedeReclamar: boolean;
  /** The event being sent, if any. */
  enviando: number | null;
  onReclamar: (eventId: number) => void;
}) {
  const t = useTextos(textosRegear);
  const { fecha, plata } = useFormato();
  if (muertes.length === 0) return <p>{t('muertes.vacio')}</p>;
  return (
    <ul className="regear-muertes">
      {muertes.map((m) => {
        const cuando = { fecha: fecha(m.fecha), hora: horaUtc(m.fecha), evento: String(m.eventId) };
        const titulo = t('muerte.titulo', cuando);
        const batalla = m.battleId === null ? t('muerte.sinBatalla') : t('muerte.batalla', { id: String(m.battleId) });
        return (
          <li key={m.eventId} className="regear-muerte" data-testid={`muerte-${m.eventId}`}>
            <article aria-label={titulo}>
              <header className="regear-muerte-cabecera">
                <div>
                  <strong>{t('muerte.cuando', cuando)}</strong>
                  <span className="regear-muerte-datos">
                    {t('muerte.datos', {
                      evento: cuando.evento,
                      batalla,
                      ip: String(Math.round(m.ip)),
                      total: plata(totalItems(m.items)),
                    })}
                  </span>
                </div>
                {m.reclamada ? (
                  <BotonFila
                    label={t('muerte.reclamada')}
                    nombre={t('muerte.yaReclamada', cuando)}
                    icon="pi pi-check"
                    severity="secondary"
                    disabled
                  />
                ) : (
                  <BotonFila
                    label={t('reclamar')}
                    nombre={t('muerte.reclamar', cuando)}
                    icon="pi pi-send"
                    disabled={!puedeReclamar || (enviando !== null && enviando !== m.eventId)}
                    loading={enviando === m.eventId}
                    onClick={() => onReclamar(m.eventId)}
                  />
                )}
              </header>
              <ItemsRegear items={m.items} label={t('muerte.objetos', cuando)} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
