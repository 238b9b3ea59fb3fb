// What the confirmation popup of a new distribution lists: the silver (and its breakdown, with the
// regear it deducts), the shares (one for all, or each player's by weight) and what the guild keeps
// (tax and remainder).
import { formatSilver, netoDelDesglose } from '@reparto/contract';
import { regearDescontado } from '../../reglas';
import type { DesgloseForm } from './calculadora';
import { elGremioSeQueda } from './gremio-se-queda';

/** «Regear descontado: $… (#3, #5)»: the deducted claims (null when there are none). */
export function lineaRegear(desglose: DesgloseForm | null): string | null {
  const descontados = desglose?.descontados ?? [];
  if (descontados.length === 0) return null;
  const ids = descontados.map((r) => `#${r.id_reclamo}`).join(', ');
  return `Regear descontado: ${formatSilver(regearDescontado(desglose))} (${ids})`;
}

export function Confirmacion({
  silver,
  desglose,
  jugadores,
  partes,
  resto,
  porJugador,
}: {
  silver: number | null;
  desglose: DesgloseForm | null;
  jugadores: { id: number; nickname: string }[];
  partes: Map<number, number> | null;
  resto: number;
  /** The equal share when every weight is 1 (then the nicknames are listed once); null with weights. */
  porJugador: number | null;
}) {
  const impuesto = desglose ? netoDelDesglose(desglose).impuesto : 0;
  const regear = lineaRegear(desglose);
  return (
    <div className="dist-confirm" data-testid="confirmar-distribucion">
      <p>¿Crear esta distribución?</p>
      {desglose ? (
        <p className="dist-confirm-desglose">
          Valor del botín {formatSilver(desglose.valor_botin)} + Bolsas de plata {formatSilver(desglose.bolsas)} − Reparación{' '}
          {formatSilver(desglose.reparacion)}, Impuesto del gremio {desglose.impuesto_pct} %
        </p>
      ) : null}
      {regear ? (
        <p className="dist-confirm-regear" data-testid="confirmar-regear">
          <strong>{regear}</strong>
        </p>
      ) : null}
      <p>
        Silver: <strong>{formatSilver(silver)}</strong>
      </p>
      <p>
        Jugadores: <strong>{jugadores.length}</strong>
      </p>
      {porJugador !== null ? (
        <>
          <p>
            Por jugador: <strong>{formatSilver(porJugador)}</strong>
          </p>
          <p className="dist-confirm-nicknames">{jugadores.map((j) => j.nickname).join(', ')}</p>
        </>
      ) : (
        <ul className="dist-confirm-partes">
          {jugadores.map((j) => (
            <li key={j.id}>
              {j.nickname}: {formatSilver(partes?.get(j.id) ?? 0)}
            </li>
          ))}
        </ul>
      )}
      <p>
        <strong>{elGremioSeQueda(impuesto, resto)}</strong>
      </p>
    </div>
  );
}

/** What was typed, as plain text to copy (a period that closed under the dialog). */
export function resumenTexto(d: {
  idPeriodo: number;
  motivo: string;
  silver: number | null;
  desglose: DesgloseForm | null;
  jugadores: { id: number; nickname: string }[];
  pesos: Record<string, number | null>;
}): string {
  const lineas = [`Distribución para el periodo ${d.idPeriodo}`, `Motivo: ${d.motivo}`, `Silver: ${formatSilver(d.silver)}`];
  if (d.desglose) {
    lineas.push(
      `Desglose: Valor del botín ${formatSilver(d.desglose.valor_botin)} + Bolsas de plata ${formatSilver(d.desglose.bolsas)} − Reparación ${formatSilver(d.desglose.reparacion)}, Impuesto del gremio ${d.desglose.impuesto_pct} %`,
    );
    const regear = lineaRegear(d.desglose);
    if (regear) lineas.push(regear);
  }
  lineas.push(`Jugadores (${d.jugadores.length}):`);
  for (const j of d.jugadores) {
    const peso = d.pesos[j.id];
    lineas.push(peso === undefined || peso === 1 ? j.nickname : `${j.nickname} (peso ${String(peso ?? '?').replace('.', ',')})`);
  }
  return lineas.join('\n');
}
