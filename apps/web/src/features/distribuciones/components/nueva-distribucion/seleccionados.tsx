// The chosen players of a new distribution, each with a button to take it out, and the silver each gets.
import { Button } from 'primereact/button';
import { formatSilver } from '@reparto/contract';

export function Seleccionados({
  jugadores,
  porJugador,
  onQuitar,
}: {
  jugadores: { id: number; nickname: string }[];
  porJugador: number | null;
  onQuitar: (id: number) => void;
}) {
  return (
    <section className="dist-seleccionados" aria-labelledby="dist-seleccionados-titulo">
      <h2 id="dist-seleccionados-titulo">
        Jugadores seleccionados ({jugadores.length})
        {porJugador !== null ? <span className="dist-muted"> · {formatSilver(porJugador)} por jugador</span> : null}
      </h2>
      {jugadores.length === 0 ? (
        <p className="dist-muted">Ningún jugador seleccionado.</p>
      ) : (
        <ul>
          {jugadores.map((j) => (
            <li key={j.id}>
              <span>{j.nickname}</span>
              <Button
                type="button"
                icon="pi pi-times"
                rounded
                text
                severity="danger"
                aria-label={`Quitar ${j.nickname}`}
                onClick={() => onQuitar(j.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
