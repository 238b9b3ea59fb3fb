// The chosen players of a new distribution, each with its weight ("Peso"), the silver it gets (live,
// by weight) and a button to take it out.
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { PESO_DEFECTO, PESO_MAX, PESO_MIN, formatSilver } from '@reparto/contract';

export function Seleccionados({
  jugadores,
  pesos,
  partes,
  porJugador,
  onPeso,
  onQuitar,
}: {
  jugadores: { id: number; nickname: string }[];
  pesos: Record<string, number>;
  /** Each player's share (null while there is no silver). */
  partes: Map<number, number> | null;
  /** The equal share, while every weight is 1. */
  porJugador: number | null;
  onPeso: (id: number, peso: number) => void;
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
            <li key={j.id} data-testid={`seleccionado-${j.nickname}`}>
              <span className="dist-seleccionado-nombre">{j.nickname}</span>
              <label className="dist-peso">
                <span>Peso</span>
                <InputNumber
                  value={pesos[j.id] ?? PESO_DEFECTO}
                  onChange={(e) => onPeso(j.id, e.value ?? PESO_DEFECTO)}
                  onValueChange={(e) => onPeso(j.id, e.value ?? PESO_DEFECTO)}
                  min={PESO_MIN}
                  max={PESO_MAX}
                  step={0.1}
                  minFractionDigits={1}
                  maxFractionDigits={1}
                  locale="es-ES"
                  size={3}
                  aria-label={`Peso de ${j.nickname}`}
                />
              </label>
              <span className="dist-parte" data-testid="parte">
                {partes ? formatSilver(partes.get(j.id) ?? 0) : '—'}
              </span>
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
