import { describe, expect, it } from 'vitest';
import { CARGO, ESTADO_PERIODO } from './constants.js';
import {
  admiteCambioDeValor,
  admiteDistribuciones,
  admitePagos,
  esDistribuidor,
  esLider,
  gestionaDistribuciones,
  gestionaPeriodos,
  leeLibro,
} from './permisos.js';

const { ABIERTO, EN_DISTRIBUCION, FINALIZADO } = ESTADO_PERIODO;

describe('permissions by cargo (docs/domain.md, "Permissions")', () => {
  it('periods are the treasurer’s, distributions the content manager’s, accounts the leader’s', () => {
    expect(gestionaPeriodos([CARGO.MIEMBRO, CARGO.TESORERO])).toBe(true);
    expect(gestionaPeriodos([CARGO.LIDER, CARGO.ENCARGADO_CONTENIDO])).toBe(false);
    expect(gestionaDistribuciones([CARGO.ENCARGADO_CONTENIDO])).toBe(true);
    expect(gestionaDistribuciones([CARGO.DISTRIBUIDOR, CARGO.TESORERO])).toBe(false);
    expect(esLider([CARGO.LIDER])).toBe(true);
    expect(esLider([CARGO.OFICIAL])).toBe(false);
    expect(esLider([])).toBe(false);
  });

  it("the period's distributor is who it names; nobody when it names none", () => {
    expect(esDistribuidor(4, 4)).toBe(true);
    expect(esDistribuidor(4, 5)).toBe(false);
    expect(esDistribuidor('tesorero', 'tesorero')).toBe(true);
    expect(esDistribuidor(null, null)).toBe(false);
    expect(esDistribuidor('', '')).toBe(false);
    expect(esDistribuidor<number>(null, 4)).toBe(false);
  });
});

describe('the ledger (docs/libro.md)', () => {
  it('is read by the treasurer, the leader and the distributor; a member reads only their own (in the API)', () => {
    expect([CARGO.TESORERO, CARGO.LIDER, CARGO.DISTRIBUIDOR].map((c) => leeLibro([CARGO.MIEMBRO, c]))).toEqual([
      true,
      true,
      true,
    ]);
    expect(leeLibro([CARGO.MIEMBRO, CARGO.ENCARGADO_CONTENIDO, CARGO.OFICIAL, CARGO.RECLUTADOR])).toBe(false);
    expect(leeLibro([])).toBe(false);
  });
});

describe('what each period state allows (docs/domain.md, "Period life cycle")', () => {
  it('distributions (and closing) while open; payments and finalizing in distribution', () => {
    expect([ABIERTO, EN_DISTRIBUCION, FINALIZADO].map(admiteDistribuciones)).toEqual([true, false, false]);
    expect([ABIERTO, EN_DISTRIBUCION, FINALIZADO].map(admitePagos)).toEqual([false, true, false]);
  });

  it('the value changes until the period is finalized', () => {
    expect([ABIERTO, EN_DISTRIBUCION, FINALIZADO].map(admiteCambioDeValor)).toEqual([true, true, false]);
  });
});
