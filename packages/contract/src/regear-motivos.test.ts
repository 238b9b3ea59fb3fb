import { describe, expect, it } from 'vitest';
import { mensaje } from './i18n/mensajes/index.js';
import { SLOTS_EQUIPO } from './regear-constantes.js';
import { codigoSlot, fraseDelMotivo } from './regear-motivos.js';

describe("a regear item's reason as a code", () => {
  it('is the one kept with the item', () => {
    const motivo_frase = { codigo: 'regear.motivoIp', valores: { ip: 1299, min: 1300 } };
    expect(fraseDelMotivo({ slot: 'Head', motivo: 'cualquier texto', motivo_frase })).toBe(motivo_frase);
  });

  it('of an item stored before reasons had codes: the code whose Spanish text is exactly the stored one', () => {
    for (const slot of SLOTS_EQUIPO) {
      for (const codigo of ['regear.motivoNunca', 'regear.motivoCasilla'] as const) {
        const valores = { slot: { codigo: codigoSlot(slot) } };
        expect(fraseDelMotivo({ slot, motivo: mensaje(codigo, valores) })).toEqual({ codigo, valores });
      }
    }
    expect(fraseDelMotivo({ slot: 'Head', motivo: mensaje('regear.motivoTier') })).toEqual({ codigo: 'regear.motivoTier' });
  });

  it('none for a stored text with a number, another slot’s reason, a changed text, or an item that counts', () => {
    expect(fraseDelMotivo({ slot: 'Head', motivo: 'Tier equivalente 9 por debajo del mínimo (10)' })).toBeUndefined();
    expect(fraseDelMotivo({ slot: 'Head', motivo: 'Capa: la casilla no cuenta según las reglas' })).toBeUndefined();
    expect(fraseDelMotivo({ slot: 'Cape', motivo: 'Capa: la casilla no cuenta según las reglas.' })).toBeUndefined();
    expect(fraseDelMotivo({ slot: 'Cape' })).toBeUndefined();
  });
});
