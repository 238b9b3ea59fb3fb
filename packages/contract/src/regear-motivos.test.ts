import { describe, expect, it } from 'vitest';
import { IDIOMAS } from './i18n/idioma.js';
import { MENSAJES } from './i18n/mensajes/index.js';
import { SLOTS_EQUIPO } from './regear-constantes.js';
import { codigoSlot } from './regear-motivos.js';

describe("a regear item's reason as a code", () => {
  it('names each slot by an entry of every catalogue (the `{slot}` of regear.motivoNunca and regear.motivoCasilla)', () => {
    for (const idioma of IDIOMAS)
      for (const slot of SLOTS_EQUIPO) expect(MENSAJES[idioma][codigoSlot(slot)], `${idioma} ${slot}`).toBeTruthy();
  });
});
