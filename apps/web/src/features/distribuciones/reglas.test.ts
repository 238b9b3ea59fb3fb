import { describe, expect, it } from 'vitest';
import { mensajeRegearSuperaNeto } from '@reparto/contract';
import {
  nuevoCodigo,
  peticionDe,
  regearDescontado,
  regearSuperaNeto,
  resolverBorrador,
  validarDistribucion,
  valoresDe,
  type BorradorForm,
} from './reglas';
import { nombreEstado } from './estado';

describe('nuevoCodigo', () => {
  it('draws a 6-digit code between 100000 and 999999', () => {
    expect(nuevoCodigo(() => 0)).toBe(100000);
    expect(nuevoCodigo(() => 0.9999999999)).toBe(999999);
    for (let i = 0; i < 200; i++) {
      const c = nuevoCodigo();
      expect(Number.isInteger(c)).toBe(true);
      expect(c).toBeGreaterThanOrEqual(100000);
      expect(c).toBeLessThanOrEqual(999999);
    }
  });
});

describe('validarDistribucion (docs/domain.md, "Distributions")', () => {
  it('asks for at least one player, a silver amount and a non-blank reason', () => {
    expect(validarDistribucion({ jugadores: [], silver: null, motivo: '   ' })).toEqual({
      jugadores: 'Seleccione al menos un jugador',
      silver: 'Ingrese la cantidad de plata',
      motivo: 'Ingrese el motivo',
    });
  });

  it('refuses zero, decimals and amounts over 10^12, and reasons over 200 characters', () => {
    expect(validarDistribucion({ jugadores: [1], silver: 0, motivo: 'x' }).silver).toMatch(/mayor que 0/);
    expect(validarDistribucion({ jugadores: [1], silver: 1.5, motivo: 'x' }).silver).toMatch(/entero/);
    expect(validarDistribucion({ jugadores: [1], silver: 1e12 + 1, motivo: 'x' }).silver).toMatch(/como máximo/);
    expect(validarDistribucion({ jugadores: [1], silver: 5, motivo: 'x'.repeat(201) }).motivo).toMatch(/200/);
  });

  it('accepts a complete draft', () => {
    expect(validarDistribucion({ jugadores: [1, 2], silver: 1e12, motivo: ' ZvZ ' })).toEqual({});
  });
});

describe('nombreEstado', () => {
  it('names the route state', () => {
    expect(nombreEstado('3')).toBe('Abierto');
    expect(nombreEstado('2')).toBe('En distribución');
    expect(nombreEstado('1')).toBe('Finalizado');
    expect(nombreEstado('9')).toBe('Estado desconocido');
  });
});

describe('«Descontar regear» (docs/regear.md, combined mode)', () => {
  const desglose = { valor_botin: 1_000_000, bolsas: 0, reparacion: 0, impuesto_pct: 10 };
  const datos = { idDistribucion: 123456, idPeriodoDist: 3, email: 'e@reparto.local', origen: null };

  it('sends the deducted claims by id in desglose.regear, and no `regear` key when none is ticked', () => {
    const valida = { jugadores: [1], silver: 700_000, motivo: 'ZvZ', pesos: {}, extras: [] };
    const con = peticionDe(
      {
        ...valida,
        desglose: {
          ...desglose,
          descontados: [
            { id_reclamo: 4, silver: 150_000 },
            { id_reclamo: 9, silver: 50_000 },
          ],
        },
      },
      datos,
    );
    expect(con.desglose).toEqual({ ...desglose, regear: [4, 9] });
    expect(peticionDe({ ...valida, desglose: { ...desglose, descontados: [] } }, datos).desglose).toEqual(desglose);
    expect(peticionDe({ ...valida, desglose }, datos).desglose).toEqual(desglose);
  });

  it('sends the valuation it used, never its looters (the form’s own, for «Tomar del registro de botín»)', () => {
    const valida = { jugadores: [1], silver: 700_000, motivo: 'ZvZ', pesos: {}, extras: [] };
    const conRegistro = { ...desglose, valoracion_botin: 41, portadores_botin: [{ nombre: 'ana', valor: 5 }] };
    expect(peticionDe({ ...valida, desglose: conRegistro }, datos).desglose).toEqual({ ...desglose, valoracion_botin: 41 });
  });

  it('counts the deducted silver, and refuses a deduction that leaves nothing to split (the net before it named)', () => {
    expect(regearDescontado(null)).toBe(0);
    expect(regearDescontado({ descontados: [{ silver: 3 }, { silver: 4 }] })).toBe(7);
    // Net 900.000: 899.999 leaves 1; 900.000 leaves nothing.
    expect(regearSuperaNeto({ ...desglose, descontados: [{ id_reclamo: 1, silver: 899_999 }] })).toBeUndefined();
    expect(regearSuperaNeto({ ...desglose, descontados: [{ id_reclamo: 1, silver: 900_000 }] })).toBe(
      mensajeRegearSuperaNeto(900_000, 900_000),
    );
    expect(regearSuperaNeto(desglose)).toBeUndefined();
  });

  it("puts that refusal on the silver, over the schema's «Ingrese la cantidad de plata»", async () => {
    const values: BorradorForm = {
      jugadores: [1],
      silver: null,
      motivo: 'ZvZ',
      pesos: {},
      desglose: { ...desglose, descontados: [{ id_reclamo: 1, silver: 2_000_000 }] },
    };
    const res = await resolverBorrador(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(res.errors.silver?.message).toBe(mensajeRegearSuperaNeto(2_000_000, 900_000));
    const sinRegear = await resolverBorrador({ ...values, desglose }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(sinRegear.errors.silver?.message).toBe('Ingrese la cantidad de plata');
  });

  it('«Corregir» a distribution that deducted regear starts from the net before it (its claims are ticked again)', () => {
    const inicial = {
      id_distribucion: 10,
      motivo: 'ZvZ',
      silver: 700_000,
      desglose: { ...desglose, regear: [4] },
      jugadores: [{ id_player: 1, nickname: 'aldrakar', peso: 1, activo: true }],
      origen: null,
    };
    expect(valoresDe(inicial)).toMatchObject({ silver: 900_000, desglose });
    expect(valoresDe(inicial).desglose).not.toHaveProperty('regear');
    expect(valoresDe({ ...inicial, desglose }).silver).toBe(700_000);
  });
});
