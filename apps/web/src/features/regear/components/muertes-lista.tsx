// The player's recent deaths (GET /api/regear/muertes): each with its date, battle, item power and
// items as the rules see them, and «Reclamar»; a death already claimed (by anyone) says so and cannot
// be claimed again.
import { formatFecha, formatSilver, type Muerte } from '@reparto/contract';
import { BotonFila } from '../../../components/boton-fila';
import { ItemsRegear, totalItems } from './items-regear';

/** `HH:MM` UTC, the game's server time (formatFecha gives the day). */
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
  if (muertes.length === 0) return <p>El killboard no tiene muertes recientes de este jugador.</p>;
  return (
    <ul className="regear-muertes">
      {muertes.map((m) => {
        const titulo = `Muerte del ${formatFecha(m.fecha)} a las ${horaUtc(m.fecha)} (evento ${m.eventId})`;
        return (
          <li key={m.eventId} className="regear-muerte" data-testid={`muerte-${m.eventId}`}>
            <article aria-label={titulo}>
              <header className="regear-muerte-cabecera">
                <div>
                  <strong>
                    {formatFecha(m.fecha)} · {horaUtc(m.fecha)} UTC
                  </strong>
                  <span className="regear-muerte-datos">
                    Evento {m.eventId} · {m.battleId === null ? 'Sin batalla' : `Batalla ${m.battleId}`} · IP {Math.round(m.ip)}
                    {' · '}Total {formatSilver(totalItems(m.items))}
                  </span>
                </div>
                {m.reclamada ? (
                  <BotonFila
                    label="Reclamada"
                    nombre={`${titulo}: ya reclamada`}
                    icon="pi pi-check"
                    severity="secondary"
                    disabled
                  />
                ) : (
                  <BotonFila
                    label="Reclamar"
                    nombre={`Reclamar la ${titulo.charAt(0).toLowerCase()}${titulo.slice(1)}`}
                    icon="pi pi-send"
                    disabled={!puedeReclamar || (enviando !== null && enviando !== m.eventId)}
                    loading={enviando === m.eventId}
                    onClick={() => onReclamar(m.eventId)}
                  />
                )}
              </header>
              <ItemsRegear items={m.items} label={`Objetos de la ${titulo.charAt(0).toLowerCase()}${titulo.slice(1)}`} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
