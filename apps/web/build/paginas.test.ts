import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGINAS_CON_PRELOAD } from './paginas';

describe('the pages the build preloads', () => {
  it('are the paths of the contract’s table (prefixes for pages with parameters), each with its page module', () => {
    expect(Object.keys(PAGINAS_CON_PRELOAD)).toEqual([
      '/',
      '/distribucion',
      '/distribucion/crearDist/',
      '/distribucion/jugador/',
      '/mi-cuenta',
      '/inicioSesion',
      '/gremios',
      '/jugador',
      '/jugador/auditoria',
      '/regear',
      '/regear/reglas',
      '/tesoreria',
      '/calendario',
      '/calendario/plantillas',
      '/alianzas',
    ]);
    for (const modulo of Object.values(PAGINAS_CON_PRELOAD)) {
      expect(existsSync(path.resolve(__dirname, '..', modulo)), modulo).toBe(true);
    }
  });
});
