// The sentences the feature builds outside components (form rules, the import notice, what the guild
// keeps, the text to copy) in the language active when they are built; Spanish as the contract's.
import { describe, expect, it } from 'vitest';
import { mensajeRepartoEnCero } from '@reparto/contract';
import { usarIdioma } from '../../testing/idioma';
import { regearSuperaNeto, validarDistribucion } from './reglas';
import { nombreEstado } from './estado';
import { avisoDe } from './components/nueva-distribucion/nombres-encontrados';
import { elGremioSeQueda } from './components/nueva-distribucion/gremio-se-queda';
import { resumenTexto } from './components/nueva-distribucion/confirmacion';

const desglose = {
  valor_botin: 1_000_000,
  bolsas: 0,
  reparacion: 0,
  impuesto_pct: 10,
  descontados: [{ id_reclamo: 3, silver: 2_000_000 }],
};

describe('the form rules in each language', () => {
  it('Spanish: a split of $0 says what the contract says, for one player and for several', () => {
    expect(validarDistribucion({ jugadores: [1, 2], silver: 1, motivo: 'x' }).silver).toBe(mensajeRepartoEnCero(1, 2));
    expect(validarDistribucion({ jugadores: [1, 2, 3], silver: 2, motivo: 'x' }).silver).toBe(mensajeRepartoEnCero(2, 3));
    expect(validarDistribucion({ jugadores: [1], silver: 1, motivo: 'x', pesos: { 1: 0.1 } }).silver).toBeUndefined();
  });

  it('English: every field, the $0 split with its plural and the regear over the net', async () => {
    await usarIdioma('en');
    expect(validarDistribucion({ jugadores: [], silver: null, motivo: ' ' })).toEqual({
      jugadores: 'Select at least one player',
      silver: 'Enter the amount of silver',
      motivo: 'Enter the reason',
    });
    expect(validarDistribucion({ jugadores: [1], silver: 1e12 + 1, motivo: 'x' }).silver).toBe(
      'The silver can be at most 1,000,000,000,000',
    );
    expect(validarDistribucion({ jugadores: [1, 2, 3], silver: 2, motivo: 'x' }).silver).toBe(
      'With $2 among 3 players each one would get $0: increase the silver or remove players',
    );
    expect(regearSuperaNeto(desglose)).toBe('The deducted regear ($2,000,000) leaves no silver to split: the net is $900,000');
    expect(nombreEstado('2')).toBe('In distribution');
    expect(nombreEstado('9')).toBe('Unknown state');
  });

  it('Português: the rules and the state names', async () => {
    await usarIdioma('pt-BR');
    expect(validarDistribucion({ jugadores: [], silver: 0, motivo: 'x' })).toEqual({
      jugadores: 'Selecione pelo menos um jogador',
      silver: 'A prata deve ser um número inteiro maior que 0',
    });
    expect(regearSuperaNeto(desglose)).toBe(
      'O regear descontado ($2.000.000) não deixa prata para distribuir: o líquido é $900.000',
    );
    expect(nombreEstado('3')).toBe('Aberto');
  });
});

describe('the sentences of the dialog in each language', () => {
  const r = { data: [{ id_player: 1, nickname: 'a' }], sin_registrar: ['x', 'y'], desactivados: ['z'] };

  it('Spanish: the import notice with its singulars and plurals, as before', () => {
    expect(avisoDe('canal', r)).toEqual([
      'En el canal: 1 jugador registrado añadido.',
      'Está desactivado y no se añade: z.',
      '2 nombres sin registrar (abajo).',
    ]);
    expect(avisoDe('lista', { data: [], sin_registrar: [], desactivados: ['p', 'q'] })).toEqual([
      'En la lista: 0 jugadores registrados añadidos.',
      'Están desactivados y no se añaden: p, q.',
    ]);
  });

  it('English: the import notice, what the guild keeps and the text to copy', async () => {
    await usarIdioma('en');
    expect(avisoDe('canal', r)).toEqual([
      'In the channel: 1 registered player added.',
      'Deactivated and not added: z.',
      '2 unregistered names (below).',
    ]);
    expect(avisoDe('lista', { data: [], sin_registrar: [], desactivados: [] })).toEqual(['The list has no names.']);
    expect(elGremioSeQueda(926_544, 2)).toBe('The guild keeps: $926,546 (tax $926,544 + remainder of the split $2)');
    const texto = resumenTexto({
      idPeriodo: 3,
      motivo: 'ZvZ',
      silver: 1_234_567,
      desglose: null,
      jugadores: [
        { id: 1, nickname: 'a' },
        { id: 2, nickname: 'b' },
      ],
      pesos: { 2: 1.5 },
    });
    expect(texto).toBe(
      ['Distribution for period 3', 'Reason: ZvZ', 'Silver: $1,234,567', 'Players (2):', 'a', 'b (weight 1.5)'].join('\n'),
    );
  });

  it('Português: the import notice and what the guild keeps', async () => {
    await usarIdioma('pt-BR');
    expect(avisoDe('canal', r)[0]).toBe('No canal: 1 jogador registrado adicionado.');
    expect(elGremioSeQueda(926_544, 0)).toBe('A guilda fica com: $926.544 (imposto do detalhamento)');
  });
});
