import { describe, expect, it } from 'vitest';
import { ProponerAlianzaRequestSchema, RepartoAlianzaRequestSchema } from './alianzas.js';
import { MENSAJE_JUGADORES_REPETIDOS } from './distribuciones.js';

const reparto = (participantes: unknown) =>
  RepartoAlianzaRequestSchema.safeParse([{ idAlianza: 1, motivo: 'ZvZ', silver: 1000, participantes }]);

describe('the alliances’ wire', () => {
  it('reads a guild’s address trimmed and in lower case, and refuses anything else', () => {
    expect(ProponerAlianzaRequestSchema.parse([{ slug: ' Aliados-2 ', nombre: 'Norte' }])[0].slug).toBe('aliados-2');
    for (const slug of ['', '-aliados', 'aliados-', 'ali dos', 'ñandú', 'a'.repeat(65)])
      expect(ProponerAlianzaRequestSchema.safeParse([{ slug, nombre: 'Norte' }]).success, slug).toBe(false);
  });

  it('takes 1 to 1000 participants, each once, with a weight of 0,1 to 10 in steps of 0,1', () => {
    expect(reparto([{ id_player: 1, peso: 1.5 }]).success).toBe(true);
    expect(reparto([]).success).toBe(false);
    expect(reparto([{ id_player: 1, peso: 0.05 }]).success).toBe(false);
    const repetidos = reparto([
      { id_player: 1, peso: 1 },
      { id_player: 1, peso: 2 },
    ]);
    expect(repetidos.error?.issues[0]?.message).toBe(MENSAJE_JUGADORES_REPETIDOS);
  });
});
