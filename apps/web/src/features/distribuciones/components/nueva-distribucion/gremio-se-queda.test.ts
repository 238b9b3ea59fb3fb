// «El gremio se queda» (docs/domain.md, "Money rules"): one total, the breakdown's tax plus the
// remainder of the shares, and each part named when both count.
import { describe, expect, it } from 'vitest';
import { elGremioSeQueda } from './gremio-se-queda';

describe('elGremioSeQueda', () => {
  it('names both the tax and the remainder when both count, under their sum', () => {
    expect(elGremioSeQueda(926_544, 2)).toBe('El gremio se queda: $926.546 (impuesto $926.544 + resto del reparto $2)');
  });

  it('names the one part that counts', () => {
    expect(elGremioSeQueda(926_544, 0)).toBe('El gremio se queda: $926.544 (impuesto del desglose)');
    expect(elGremioSeQueda(0, 1)).toBe('El gremio se queda: $1 (resto del reparto)');
    expect(elGremioSeQueda(0, 0)).toBe('El gremio se queda: $0 (resto del reparto)');
  });
});
