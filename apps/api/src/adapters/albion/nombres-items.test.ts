// The item names client (nombres-items.ts) against the local gameinfo fake (real field set of
// /items/{ID}/data): the three languages read from `localizedNames`, the enchantment dropped, a 404 as
// unknown, a failure as gameinfo's 503, and two asks at once sharing one request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGameinfo, type FakeGameinfo } from '../../testing/fake-gameinfo.js';
import { EN_CURSO_MAX, NombresItemsGameinfo } from './nombres-items.js';

let fake: FakeGameinfo;
let cliente: NombresItemsGameinfo;

beforeAll(async () => {
  fake = await startFakeGameinfo();
  cliente = new NombresItemsGameinfo({ baseUrl: fake.base, retryDelayMs: 0, requestsPerSecond: 1000, burst: 1000 });
});
afterAll(() => fake.close());

describe('NombresItemsGameinfo', () => {
  it('reads the es, en and pt-BR names of the item without its enchantment', async () => {
    expect(await cliente.nombres('T8_2H_CLAYMORE@3')).toEqual({
      es: 'Mandoble del anciano',
      en: "Elder's Claymore",
      'pt-BR': 'Montante do Ancião',
    });
    expect(fake.requests.at(-1)).toBe('/api/gameinfo/items/T8_2H_CLAYMORE/data');
  });

  it('answers null for an item gameinfo does not know (404) and never sends an id that is not one', async () => {
    expect(await cliente.nombres('T4_NO_EXISTE')).toBeNull();
    const antes = fake.requests.length;
    expect(await cliente.nombres('../search?q=x')).toBeNull();
    expect(fake.requests.length).toBe(antes);
  });

  it('fails with gameinfo’s 503 sentence when it keeps failing', async () => {
    fake.steps.push({ status: 503 }, { status: 503 });
    await expect(cliente.nombres('T6_CAPE')).rejects.toMatchObject({ statusCode: 503 });
  });

  it('fails at once (503) past EN_CURSO_MAX lookups in flight, without a request', async () => {
    const lento = new NombresItemsGameinfo({ baseUrl: fake.base, timeoutMs: 300, requestsPerSecond: 1000, burst: 1000 });
    for (let i = 0; i < EN_CURSO_MAX; i++) fake.steps.push({ hang: true });
    const colgados = Array.from({ length: EN_CURSO_MAX }, (_, i) => lento.nombres(`T4_COLGADO_${i}`).catch(() => null));
    const antes = fake.requests.length;
    await expect(lento.nombres('T4_UNO_MAS')).rejects.toMatchObject({ statusCode: 503 });
    await Promise.all(colgados);
    expect(fake.requests.slice(antes)).not.toContain('/api/gameinfo/items/T4_UNO_MAS/data');
    fake.steps.splice(0);
  });

  it('shares one request between two asks of the same item at once', async () => {
    const antes = fake.requests.length;
    const [a, b] = await Promise.all([cliente.nombres('T8_HEAD_PLATE_SET1@1'), cliente.nombres('T8_HEAD_PLATE_SET1@2')]);
    expect(a?.en).toBe("Elder's Soldier Helmet");
    expect(b).toEqual(a);
    // Only this item's requests count: an aborted request of the test above may still reach the fake late.
    expect(fake.requests.slice(antes).filter((r) => r.includes('T8_HEAD_PLATE_SET1'))).toEqual([
      '/api/gameinfo/items/T8_HEAD_PLATE_SET1/data',
    ]);
  });
});
