// "Fondo del gremio" of a period (docs/domain.md, "Money rules"): what the guild keeps from its live
// distributions, the breakdowns' tax plus the remainders of the divisions. Shown on the period page
// and in the payments dialog, each of which loads the figure with its own query.
import type { FondoGremio as Fondo } from '@reparto/contract';
import { textosNucleo } from '../lib/textos';
import { useTextos } from '../lib/i18n/textos';
import { useFormato } from '../lib/i18n/formato';
import './fondo-gremio.css';

export function FondoGremio({ fondo, loading = false }: { fondo: Fondo | undefined; loading?: boolean }) {
  const t = useTextos(textosNucleo);
  const { plata } = useFormato();
  return (
    <p className="fondo-gremio" data-testid="fondo-gremio">
      {t('fondo.titulo')} <strong>{fondo ? plata(fondo.total) : loading ? '…' : '—'}</strong>
      {fondo ? (
        <span className="fondo-gremio-detalle">
          {' '}
          {t('fondo.detalle', { impuesto: plata(fondo.impuesto), resto: plata(fondo.resto) })}
        </span>
      ) : null}
    </p>
  );
}
