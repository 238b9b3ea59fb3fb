// «El gremio se queda» means one thing wherever the new-distribution dialog says it (docs/domain.md,
// "Money rules"): the breakdown's tax plus the remainder of the shares, each named when both count.
// Called while a component renders, in the active language.
import { formato } from '../../../../lib/i18n/formato';
import { textosDistribuciones } from '../../textos';

export function elGremioSeQueda(impuesto: number, resto: number): string {
  const t = textosDistribuciones.t;
  const { plata } = formato();
  const total = plata(impuesto + resto);
  if (impuesto > 0 && resto > 0) return t('gremio.ambos', { total, impuesto: plata(impuesto), resto: plata(resto) });
  if (impuesto > 0) return t('gremio.impuesto', { total });
  return t('gremio.resto', { total });
}
