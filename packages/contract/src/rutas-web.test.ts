import { describe, expect, it } from 'vitest';
import { RUTAS_WEB, prefijoDe, rutaCon, rutaWeb } from './rutas-web.js';

describe('the web paths (docs/domain.md, "Screens and texts")', () => {
  it('are the URLs of the spec', () => {
    expect(RUTAS_WEB).toEqual({
      periodos: '/distribucion',
      distribuciones: '/distribucion/crearDist/:idPeriodo/:nickname/:estado',
      gananciasJugador: '/distribucion/jugador/:nickname',
      jugadores: '/jugador',
      auditoria: '/jugador/auditoria',
      inicioSesion: '/inicioSesion',
      discord: '/discord',
      miCuenta: '/mi-cuenta',
      regear: '/regear',
      reglasRegear: '/regear/reglas',
      tesoreria: '/tesoreria',
      calendario: '/calendario',
      plantillas: '/calendario/plantillas',
      gremios: '/gremios',
      alianzas: '/alianzas',
    });
  });

  it('fill in their parameters encoded, a missing distributor as -', () => {
    expect(rutaWeb.distribuciones(7, 'tesorero', 3)).toBe('/distribucion/crearDist/7/tesorero/3');
    expect(rutaWeb.distribuciones(7, '', '2')).toBe('/distribucion/crearDist/7/-/2');
    expect(rutaWeb.distribuciones(7, null, 1)).toBe('/distribucion/crearDist/7/-/1');
    expect(rutaWeb.gananciasJugador('ana maría/x')).toBe('/distribucion/jugador/ana%20mar%C3%ADa%2Fx');
    expect(() => rutaCon(RUTAS_WEB.gananciasJugador, {})).toThrow(/nickname/);
  });

  it("give a page's prefix: the part before its first parameter", () => {
    expect(prefijoDe(RUTAS_WEB.distribuciones)).toBe('/distribucion/crearDist/');
    expect(prefijoDe(RUTAS_WEB.gananciasJugador)).toBe('/distribucion/jugador/');
    expect(prefijoDe(RUTAS_WEB.jugadores)).toBe('/jugador');
  });
});
