import { describe, expect, it } from 'vitest';
import { etiqueta, idEntidadTexto, ladoEnPalabras, SIN_REFERENCIAS } from './auditoria-texto.js';
import { REGLAS_REGEAR_DEFECTO } from './regear-reglas.js';

describe('an audit row in words', () => {
  it("names a distribution's origin instead of printing its JSON", () => {
    const texto = ladoEnPalabras(
      { motivo: 'ZvZ', origen: { canal: { id: '1180000000000000022', nombre: 'Mazmorras' }, lista: 'aldrakar\nbrunhild\n\n' } },
      SIN_REFERENCIAS,
    );
    expect(texto).toBe('Motivo: ZvZ · Origen: Canal de voz «Mazmorras» · Lista pegada (2 líneas)');
    expect(texto).not.toContain('{');
  });

  it('says an instant with its date and a text that only looks like one as typed, never throwing', () => {
    expect(ladoEnPalabras({ fecha: '2026-12-07T10:00:00.000Z' }, SIN_REFERENCIAS)).toBe(
      'fecha: 7 de diciembre del 2026 10:00:00',
    );
    for (const texto of ['2026-13-45T25:61 no se entregó', '9999-99-99T99:99:99Z', '0000-00-00T00:00:00Z'])
      expect(ladoEnPalabras({ razon: texto }, SIN_REFERENCIAS)).toBe(`Razón: ${texto}`);
  });

  it('keeps a text origin (an account made at start) as it is', () => {
    expect(ladoEnPalabras({ origen: 'arranque' }, SIN_REFERENCIAS)).toBe('Origen: arranque');
    expect(ladoEnPalabras({ origen: { lista: 'caelum' } }, SIN_REFERENCIAS)).toBe('Origen: Lista pegada (1 línea)');
  });

  it('names the fields of a Discord link, the player by nickname', () => {
    const refs = { ...SIN_REFERENCIAS, jugadores: { '45': 'ofm' } };
    expect(ladoEnPalabras({ discord: 'ofm_dc', id_player: 45, discord_user_id: '740000000000000004' }, refs)).toBe(
      'Discord: ofm_dc · Jugador: ofm · Usuario de Discord (id): 740000000000000004',
    );
  });

  it('names a session reset, an account without cargos and the unit silver of a weighted split in words', () => {
    expect(ladoEnPalabras({ tokenVersion: 1 }, SIN_REFERENCIAS)).toBe('Versión de las sesiones (sube al cerrarlas todas): 1');
    expect(ladoEnPalabras({ cargos: [] }, SIN_REFERENCIAS)).toBe('Cargos: Sin cargos');
    const refs = { ...SIN_REFERENCIAS, jugadores: { '1': 'ana', '2': 'beto' } };
    expect(
      ladoEnPalabras(
        {
          silverUnitario: 400,
          pesos: [
            { id_player: 1, peso: 1.5 },
            { id_player: 2, peso: 0.5 },
          ],
        },
        refs,
      ),
    ).toBe('Plata por peso 1: $400 · Pesos: ana × 1,5, beto × 0,5');
    expect(ladoEnPalabras({ silverUnitario: 400 }, refs)).toBe('Plata por jugador: $400');
  });
});

describe('the regear in words (docs/regear.md)', () => {
  it('names a claim, its review and its state', () => {
    expect(idEntidadTexto({ entidad: 'reclamo_regear', id_entidad: '42' }, SIN_REFERENCIAS)).toBe('Regear #42');
    expect(etiqueta('reclamo_regear')).toBe('Reclamo de regear');
    expect(etiqueta('aprobar_regear')).toBe('Aprobar regear');
    expect(
      ladoEnPalabras(
        { estado: 'aprobado', silver: 300_000, silverReglas: 500_000, precios: [{ slot: 'Armor', silver: 150_000 }] },
        SIN_REFERENCIAS,
      ),
    ).toBe('Estado: Aprobado · Plata: $300.000 · Plata según las reglas: $500.000 · Precios del revisor: Armadura: $150.000');
    expect(ladoEnPalabras({ eventId: 123, sinPrecio: 2 }, SIN_REFERENCIAS)).toBe(
      'Evento del killboard: 123 · Objetos sin precio: 2',
    );
  });

  it('reads the rules field by field', () => {
    const texto = ladoEnPalabras(
      { ...REGLAS_REGEAR_DEFECTO, tabla_fija: [{ slot: 'Head', tier_eq: 9, silver: 50_000 }], tope_reclamo: 1_000_000 },
      SIN_REFERENCIAS,
    );
    expect(texto).toBe(
      'Casillas que cuentan: Cabeza, Armadura, Botas, Mano principal, Mano secundaria · Tier mínimo: — · Tier máximo: — · ' +
        'Poder de objeto mínimo: — · Modo de precio: mercado · Porcentaje del mercado: 100 % · ' +
        'Tabla de precios fijos: Cabeza tier 9: $50.000 · Tope por reclamo: $1.000.000 · Tope por jugador y periodo: — · ' +
        'Precio máximo por objeto: $5.000.000 · Ciudades de mercado: Caerleon, Bridgewatch, Fort Sterling, Lymhurst, Martlock, Thetford',
    );
  });
});

describe('an object or a list of any other field', () => {
  it('reads in words, never as JSON (an event’s slots per role, a list of extras)', () => {
    const refs = { jugadores: {}, casas: {}, lugares: {}, cargos: {}, roles: {} };
    const texto = ladoEnPalabras({ huecos: { tanque: 2, dps: 8 }, extras: [{ concepto: 'Looter', silver: 200_000 }] }, refs);
    expect(texto).not.toContain('{"');
    expect(texto).toContain('tanque: 2, dps: 8');
    expect(texto).toContain('(concepto: Looter, silver: $200.000)');
  });
});
