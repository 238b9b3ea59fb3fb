// The alliance split (docs/alianzas.md): every silver accounted for in integers, each guild's part in
// proportion to its participants' weights, each guild's own tax, and a one-guild alliance equal to an
// ordinary distribution.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { repartirAlianza, type GremioAlianza, type ParticipanteAlianza } from './alianza.js';
import { netoDelDesglose, repartir } from './reparto.js';
import { SILVER_MAX } from './constants.js';

const gremiosArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 5 })
  .chain((ids) =>
    fc.tuple(
      fc.constant(ids),
      // Percentages with at most two decimals, as «Ajustes del gremio» keeps them.
      fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: ids.length, maxLength: ids.length }),
    ),
  )
  .map(([ids, cent]) => ids.map((id, i): GremioAlianza => ({ id_gremio: id, impuesto_pct: cent[i]! / 100 })));

const casoArb = gremiosArb.chain((gremios) =>
  fc.tuple(
    fc.constant(gremios),
    fc.array(fc.record({ g: fc.nat(gremios.length - 1), decimas: fc.integer({ min: 1, max: 100 }) }), {
      minLength: 1,
      maxLength: 30,
    }),
    fc.integer({ min: 0, max: SILVER_MAX }),
  ),
);

const participantes = (gremios: GremioAlianza[], ps: { g: number; decimas: number }[]): ParticipanteAlianza[] =>
  ps.map((p, i) => ({ id_player: i + 1, id_gremio: gremios[p.g]!.id_gremio, decimas: p.decimas }));

describe('repartirAlianza', () => {
  it('accounts for every silver: the parts sum to the silver, each part is its tax, shares and remainder', () => {
    fc.assert(
      fc.property(casoArb, ([gremios, ps, silver]) => {
        const r = repartirAlianza(silver, gremios, participantes(gremios, ps));
        expect(r.map((g) => g.id_gremio)).toEqual(gremios.map((g) => g.id_gremio));
        expect(r.reduce((a, g) => a + g.parte, 0)).toBe(silver);
        for (const g of r) {
          expect(g.impuesto + g.neto).toBe(g.parte);
          expect(g.partes.reduce((a, p) => a + p.silver, 0) + g.resto).toBe(g.neto);
          for (const n of [g.parte, g.impuesto, g.neto, g.resto, ...g.partes.map((p) => p.silver)])
            expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
        }
      }),
    );
  });

  it('gives each guild its weights’ proportion, within one silver, and each guild’s own tax', () => {
    fc.assert(
      fc.property(casoArb, ([gremios, ps, silver]) => {
        const lista = participantes(gremios, ps);
        const total = lista.reduce((a, p) => a + p.decimas, 0);
        for (const g of repartirAlianza(silver, gremios, lista)) {
          const suyo = lista.filter((p) => p.id_gremio === g.id_gremio).reduce((a, p) => a + p.decimas, 0);
          const piso = (BigInt(silver) * BigInt(suyo)) / BigInt(total);
          expect(BigInt(g.parte) - piso === 0n || BigInt(g.parte) - piso === 1n).toBe(true);
          const pct = gremios.find((x) => x.id_gremio === g.id_gremio)!.impuesto_pct;
          expect(g.impuesto).toBe(
            netoDelDesglose({ valor_botin: g.parte, bolsas: 0, reparacion: 0, impuesto_pct: pct }).impuesto,
          );
        }
      }),
    );
  });

  it('one guild alone is an ordinary distribution of the silver with its tax', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SILVER_MAX }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 20 }),
        (silver, cent, decimas) => {
          const [g] = repartirAlianza(
            silver,
            [{ id_gremio: 7, impuesto_pct: cent / 100 }],
            decimas.map((d, i) => ({ id_player: i + 1, id_gremio: 7, decimas: d })),
          );
          const { neto } = netoDelDesglose({ valor_botin: silver, bolsas: 0, reparacion: 0, impuesto_pct: cent / 100 });
          const { partes, resto } = repartir(neto, decimas);
          expect(g!.parte).toBe(silver);
          expect(g!.partes.map((p) => p.silver)).toEqual(partes);
          expect(g!.resto).toBe(resto);
        },
      ),
    );
  });

  it('does not depend on the order of the participants', () => {
    fc.assert(
      fc.property(casoArb, fc.integer(), ([gremios, ps, silver], semilla) => {
        const lista = participantes(gremios, ps);
        const barajada = [...lista].sort((a, b) => ((a.id_player * 7919 + semilla) % 97) - ((b.id_player * 7919 + semilla) % 97));
        const porJugador = (r: ReturnType<typeof repartirAlianza>) =>
          new Map(r.flatMap((g) => g.partes.map((p) => [p.id_player, p.silver] as const)));
        expect(porJugador(repartirAlianza(silver, gremios, barajada))).toEqual(
          porJugador(repartirAlianza(silver, gremios, lista)),
        );
      }),
    );
  });

  it('a worked example: 10.000.000 between two guilds, 3 and 2 players, taxes 10 % and 5 %', () => {
    const r = repartirAlianza(
      10_000_000,
      [
        { id_gremio: 1, impuesto_pct: 10 },
        { id_gremio: 2, impuesto_pct: 5 },
      ],
      [
        { id_player: 1, id_gremio: 1, decimas: 10 },
        { id_player: 2, id_gremio: 1, decimas: 10 },
        { id_player: 3, id_gremio: 1, decimas: 10 },
        { id_player: 4, id_gremio: 2, decimas: 10 },
        { id_player: 5, id_gremio: 2, decimas: 15 },
      ],
    );
    // Weights 30 : 25 of 55: 5.454.545,45 and 4.545.454,54; the one silver the floors leave goes to the
    // larger fraction, guild 2's ,54.
    expect(r.map((g) => g.parte)).toEqual([5_454_545, 4_545_455]);
    // Guild 1: 10 % of 5.454.545 → net 4.909.090 (floor), tax 545.455; 1.636.363 each, 1 left.
    expect(r[0]).toMatchObject({ impuesto: 545_455, neto: 4_909_090, resto: 1 });
    expect(r[0]!.partes.map((p) => p.silver)).toEqual([1_636_363, 1_636_363, 1_636_363]);
    // Guild 2: 5 % of 4.545.455 → net 4.318.182, tax 227.273; 10 : 15 → 1.727.272 and 2.590.909, 1 left.
    expect(r[1]).toMatchObject({ impuesto: 227_273, neto: 4_318_182, resto: 1 });
    expect(r[1]!.partes.map((p) => p.silver)).toEqual([1_727_272, 2_590_909]);
  });

  it('refuses a participant of a guild that is not in the alliance', () => {
    expect(() =>
      repartirAlianza(100, [{ id_gremio: 1, impuesto_pct: 0 }], [{ id_player: 1, id_gremio: 2, decimas: 10 }]),
    ).toThrow('El gremio 2 no es de la alianza');
  });
});
