// "Fondo del gremio" of a period (docs/domain.md, "Money rules"): what the guild keeps from its live
// distributions, the breakdowns' tax plus the remainders of the divisions. Shown on the period page
// and in the payments dialog, each of which loads the figure with its own query.
import { formatSilver, type FondoGremio as Fondo } from '@reparto/contract';
import './fondo-gremio.css';

export function FondoGremio({ fondo, loading = false }: { fondo: Fondo | undefined; loading?: boolean }) {
  return (
    <p className="fondo-gremio" data-testid="fondo-gremio">
      Fondo del gremio: <strong>{fondo ? formatSilver(fondo.total) : loading ? '…' : '—'}</strong>
      {fondo ? (
        <span className="fondo-gremio-detalle">
          {' '}
          (impuesto {formatSilver(fondo.impuesto)} · restos {formatSilver(fondo.resto)})
        </span>
      ) : null}
    </p>
  );
}
