// The template arithmetic with integers (docs/calendario.md, «Plantillas de reparto»): tax → net, regear
// first, fixed extras before the even split, weights per role and position, the standby weight, the guild
// keeping the remainder; Σ shares + remainder + tax + regear = gross, exactly. Property tests over a seeded
// generator (the same cases every run), plus the worked example of the docs.
import { describe, expect, it } from 'vitest';
import {
  CrearPlantillaRequestSchema,
  PlantillasQuerySchema,
  ROLES_EVENTO,
  ReglasPlantillaSchema,
  pesoDePlantilla,
  precioRegearDePlantilla,
  repartoDePlantilla,
  type JugadorDePlantilla,
  type ReglasPlantilla,
} from './plantillas.js';
import { CrearDistribucionItemSchema } from './distribuciones.js';
import { netoDelDesglose } from './reparto.js';

/** mulberry32: a small seeded generator, so a failure names its case and repeats. */
function generador(semilla: number) {
  let a = semilla >>> 0;
  const siguiente = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const entero = (min: number, max: number) => min + Math.floor(siguiente() * (max - min + 1));
  return { siguiente, entero, elegir: <T>(xs: readonly T[]) => xs[entero(0, xs.length - 1)]! };
}

const BASE: ReglasPlantilla = {
  impuesto_pct: 10,
  pesos: {},
  extras: [],
  regear_primero: false,
  regear: null,
  peso_reserva: 0.5,
};

function caso(semilla: number) {
  const g = generador(semilla);
  const reglas: ReglasPlantilla = {
    ...BASE,
    impuesto_pct: g.entero(0, 10_000) / 100,
    pesos: Object.fromEntries(ROLES_EVENTO.filter(() => g.siguiente() < 0.5).map((r) => [r, g.entero(1, 100) / 10])),
    peso_reserva: g.entero(1, 100) / 10,
  };
  const desglose = {
    valor_botin: g.entero(0, 2_000_000_000),
    bolsas: g.entero(0, 50_000_000),
    reparacion: g.entero(0, 1_000_000),
    impuesto_pct: reglas.impuesto_pct,
  };
  const n = g.entero(1, 60);
  const jugadores: JugadorDePlantilla[] = Array.from({ length: n }, () => ({
    rol: g.siguiente() < 0.2 ? null : g.elegir(ROLES_EVENTO),
    reserva: g.siguiente() < 0.15,
    presencia: g.siguiente() < 0.3 ? g.entero(1, 10) / 10 : null,
    extra: g.siguiente() < 0.1 ? g.entero(1, 5_000_000) : 0,
  }));
  const { neto } = netoDelDesglose(desglose);
  const regear = g.siguiente() < 0.4 ? g.entero(0, Math.max(neto, 0)) : 0;
  return { reglas, desglose, jugadores, regear };
}

describe('repartoDePlantilla: properties over 1000 seeded cases', () => {
  const casos = Array.from({ length: 1000 }, (_, i) => ({ semilla: i + 1, ...caso(i + 1) }));

  it('Σ shares + remainder + tax + regear = gross exactly, every share an integer ≥ its extra', () => {
    const fallos: string[] = [];
    let repartidos = 0;
    for (const { semilla, reglas, desglose, jugadores, regear } of casos) {
      const r = repartoDePlantilla(desglose, regear, reglas, jugadores);
      const { bruto, neto } = netoDelDesglose(desglose);
      const extras = jugadores.reduce((a, j) => a + j.extra, 0);
      if (r === null) {
        // Only when nothing is left for the even split.
        if (neto - regear - extras > 0) fallos.push(`${semilla}: null con plata para repartir`);
        continue;
      }
      repartidos++;
      const suma = r.partes.reduce((a, b) => a + b, 0);
      if (suma + r.resto + r.impuesto + r.regear !== bruto) fallos.push(`${semilla}: la suma no es el bruto`);
      if (r.partes.some((p, i) => !Number.isSafeInteger(p) || p < jugadores[i]!.extra)) fallos.push(`${semilla}: una parte`);
      // The guild keeps less than one unit per player of the floor divisions, never a negative one.
      if (r.resto < 0 || r.resto >= jugadores.length) fallos.push(`${semilla}: resto ${r.resto}`);
    }
    expect(fallos).toEqual([]);
    expect(repartidos).toBeGreaterThan(700);
  });

  it('the tax is the guild’s: net = floor(gross × (1 − tax)), and the regear comes off the net before the split', () => {
    const fallos: string[] = [];
    for (const { semilla, reglas, desglose, jugadores, regear } of casos) {
      const r = repartoDePlantilla(desglose, regear, reglas, jugadores);
      const bruto = desglose.valor_botin + desglose.bolsas - desglose.reparacion;
      if (!r || bruto <= 0) continue;
      const neto = (BigInt(bruto) * BigInt(10_000 - Math.round(desglose.impuesto_pct * 100))) / 10_000n;
      if (BigInt(r.impuesto) !== BigInt(bruto) - neto) fallos.push(`${semilla}: impuesto`);
      if (r.neto !== bruto - r.impuesto - regear) fallos.push(`${semilla}: neto`);
    }
    expect(fallos).toEqual([]);
  });

  it('each even part is floor(common × w / Σw): the fixed extras come first, weights by role, standby at its weight', () => {
    const fallos: string[] = [];
    for (const { semilla, reglas, desglose, jugadores, regear } of casos) {
      const r = repartoDePlantilla(desglose, regear, reglas, jugadores);
      if (!r) continue;
      const comun = BigInt(r.neto - jugadores.reduce((a, j) => a + j.extra, 0));
      const total = BigInt(r.decimas.reduce((a, b) => a + b, 0));
      jugadores.forEach((j, i) => {
        const w = r.decimas[i]!;
        const esperado = j.reserva ? Math.round(reglas.peso_reserva * 10) : Math.round(pesoDePlantilla(reglas, j) * 10);
        if (w !== esperado) fallos.push(`${semilla}: peso ${i}`);
        if (!j.reserva && j.presencia == null && w !== Math.round((j.rol ? (reglas.pesos[j.rol] ?? 1) : 1) * 10))
          fallos.push(`${semilla}: peso del rol ${i}`);
        if (r.partes[i]! - j.extra !== Number((comun * BigInt(w)) / total)) fallos.push(`${semilla}: parte ${i}`);
      });
    }
    expect(fallos).toEqual([]);
  });
});

describe('pesoDePlantilla', () => {
  const reglas = { pesos: { caller: 1.5, explorador: 1.3 } as ReglasPlantilla['pesos'], peso_reserva: 0.5 };
  it('the role’s weight, 1 without one, standby at peso_reserva, presence multiplies, within 0.1–10', () => {
    expect(pesoDePlantilla(reglas, { rol: 'caller', reserva: false })).toBe(1.5);
    expect(pesoDePlantilla(reglas, { rol: 'dps', reserva: false })).toBe(1);
    expect(pesoDePlantilla(reglas, { rol: null, reserva: false })).toBe(1);
    expect(pesoDePlantilla(reglas, { rol: 'caller', reserva: true })).toBe(0.5);
    expect(pesoDePlantilla(reglas, { rol: 'caller', reserva: false, presencia: 0.5 })).toBe(0.8);
    expect(pesoDePlantilla({ pesos: { caller: 10 }, peso_reserva: 1 }, { rol: 'caller', reserva: false, presencia: 0.001 })).toBe(
      0.1,
    );
  });
});

describe('the worked example of docs/calendario.md', () => {
  it('a ZvZ: 10.000.000 gross, 10 % tax, looter +200.000, caller 1.5, one standby at 0.5, two at 1', () => {
    const reglas: ReglasPlantilla = { ...BASE, pesos: { caller: 1.5, explorador: 1.3 }, peso_reserva: 0.5 };
    const desglose = { valor_botin: 10_000_000, bolsas: 0, reparacion: 0, impuesto_pct: 10 };
    const r = repartoDePlantilla(desglose, 0, reglas, [
      { rol: 'caller', reserva: false, extra: 0 },
      { rol: 'dps', reserva: false, extra: 200_000 },
      { rol: 'sanador', reserva: false, extra: 0 },
      { rol: 'tanque', reserva: true, extra: 0 },
    ]);
    // net 9.000.000; common 8.800.000 over 1.5 + 1 + 1 + 0.5 = 4 → 2.200.000 a unit.
    expect(r).toEqual({
      bruto: 10_000_000,
      impuesto: 1_000_000,
      regear: 0,
      neto: 9_000_000,
      decimas: [15, 10, 10, 5],
      partes: [3_300_000, 2_400_000, 2_200_000, 1_100_000],
      resto: 0,
    });
  });

  it('the extras taking all of the net leave nothing to split: null', () => {
    const desglose = { valor_botin: 1000, bolsas: 0, reparacion: 0, impuesto_pct: 0 };
    expect(repartoDePlantilla(desglose, 0, BASE, [{ rol: null, reserva: false, extra: 1000 }])).toBeNull();
    expect(repartoDePlantilla(desglose, 1000, BASE, [{ rol: null, reserva: false, extra: 0 }])).toBeNull();
  });
});

describe('precioRegearDePlantilla', () => {
  it('floor(amount × coverage / 100), capped', () => {
    expect(precioRegearDePlantilla(1_000_001, { cobertura_pct: 50, tope: null })).toBe(500_000);
    expect(precioRegearDePlantilla(1_000_000, { cobertura_pct: 80, tope: 700_000 })).toBe(700_000);
    expect(precioRegearDePlantilla(1_000_000, { cobertura_pct: 0, tope: 5 })).toBe(0);
  });
});

describe('the wire', () => {
  it('weights out of range and unknown roles are refused by the rules’ schema', () => {
    expect(ReglasPlantillaSchema.safeParse({ ...BASE, pesos: { caller: 11 } }).success).toBe(false);
    expect(ReglasPlantillaSchema.safeParse({ ...BASE, pesos: { caller: 0.05 } }).success).toBe(false);
    expect(ReglasPlantillaSchema.safeParse({ ...BASE, pesos: { mago: 1.5 } }).success).toBe(false);
    expect(ReglasPlantillaSchema.safeParse({ ...BASE, peso_reserva: 0 }).success).toBe(false);
    expect(CrearPlantillaRequestSchema.safeParse([{ nombre: 'ZvZ', reglas: BASE }]).success).toBe(true);
  });

  it('idPlantilla and version go together', () => {
    expect(PlantillasQuerySchema.safeParse({}).success).toBe(true);
    expect(PlantillasQuerySchema.safeParse({ idPlantilla: '1', version: '2' }).success).toBe(true);
    expect(PlantillasQuerySchema.safeParse({ idPlantilla: '1' }).success).toBe(false);
  });

  it('a distribution’s extra must go to one of its players', () => {
    const item = { idDistribucion: 123456, idPeriodoDist: 1, silver: 1000, motivo: 'ZvZ', jugadores: [1, 2] };
    expect(
      CrearDistribucionItemSchema.safeParse({ ...item, extras: [{ id_player: 2, concepto: 'Looter', silver: 10 }] }).success,
    ).toBe(true);
    const r = CrearDistribucionItemSchema.safeParse({ ...item, extras: [{ id_player: 3, concepto: 'Looter', silver: 10 }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Cada extra fijo debe ser para un jugador de la distribución');
  });
});
