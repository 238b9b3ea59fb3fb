import { describe, expect, it } from 'vitest';
import { ladoEnPalabras, SIN_REFERENCIAS } from './auditoria-texto.js';

describe('an audit row in words', () => {
  it("names a distribution's origin instead of printing its JSON", () => {
    const texto = ladoEnPalabras(
      { motivo: 'ZvZ', origen: { canal: { id: '1180000000000000022', nombre: 'Mazmorras' }, lista: 'aldrakar\nbrunhild\n\n' } },
      SIN_REFERENCIAS,
    );
    expect(texto).toBe('Motivo: ZvZ · Origen: Canal de voz «Mazmorras» · Lista pegada (2 líneas)');
    expect(texto).not.toContain('{');
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
