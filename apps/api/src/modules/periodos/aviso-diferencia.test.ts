// The threshold of the closing warning (docs/domain.md, "Period life cycle"): the guild sets it with
// AVISO_DIFERENCIA_PCT and the close dialog reads it from GET /fondoGremio, beside the default tax.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/harness.js';
import { insertarPeriodoDePrueba } from '../../testing/fixtures/distribuciones.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ avisoDiferenciaPct: 25 });
});
afterAll(() => t.close());

describe('the closing warning threshold', () => {
  it('is the one the guild set, to anyone, with every period', async () => {
    const periodo = await insertarPeriodoDePrueba(t);
    const res = await t.request('GET', `/api/distribuciones/fondoGremio?idPeriodo=${periodo}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, aviso_diferencia_pct: 25 });
  });
});
