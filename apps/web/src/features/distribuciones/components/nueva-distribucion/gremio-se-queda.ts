// «El gremio se queda» means one thing wherever the new-distribution dialog says it (docs/domain.md,
// "Money rules"): the breakdown's tax plus the remainder of the shares, each named when both count.
import { formatSilver } from '@reparto/contract';

export function elGremioSeQueda(impuesto: number, resto: number): string {
  const total = `El gremio se queda: ${formatSilver(impuesto + resto)}`;
  if (impuesto > 0 && resto > 0)
    return `${total} (impuesto ${formatSilver(impuesto)} + resto del reparto ${formatSilver(resto)})`;
  if (impuesto > 0) return `${total} (impuesto del desglose)`;
  return `${total} (resto del reparto)`;
}
