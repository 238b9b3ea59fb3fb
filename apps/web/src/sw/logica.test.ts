import { describe, expect, it } from 'vitest';
import { CACHE_DATOS, PREFIJO_APP, cachesViejas, claveMiCuenta, decidir, guardarRespuesta } from './logica';

const O = 'https://reparto.example';
const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.firma`;

describe('decidir', () => {
  it('lets every write through untouched: never cached, never queued', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(decidir({ method, url: `${O}/api/cuentas/mia` }, O)).toBe('pasar');
      expect(decidir({ method, url: `${O}/api/pagos/pagar` }, O)).toBe('pasar');
    }
  });
  it('keeps only «Mi cuenta» among the API reads', () => {
    expect(decidir({ method: 'GET', url: `${O}/api/cuentas/mia` }, O)).toBe('mi-cuenta');
    expect(decidir({ method: 'GET', url: `${O}/api/cuentas/mia?x=1` }, O)).toBe('mi-cuenta');
    expect(decidir({ method: 'GET', url: `${O}/api/periodos` }, O)).toBe('pasar');
    expect(decidir({ method: 'GET', url: `${O}/api/eventos` }, O)).toBe('pasar');
    // A navigation to an API address is the API's, not a page.
    expect(decidir({ method: 'GET', url: `${O}/api/exportar/x.csv`, mode: 'navigate' }, O)).toBe('pasar');
  });
  it('pages network first, build files cache first, the rest and other origins untouched', () => {
    expect(decidir({ method: 'GET', url: `${O}/mi-cuenta`, mode: 'navigate' }, O)).toBe('pagina');
    expect(decidir({ method: 'GET', url: `${O}/assets/index-abc.js` }, O)).toBe('archivo');
    expect(decidir({ method: 'GET', url: `${O}/sw.js` }, O)).toBe('pasar');
    expect(decidir({ method: 'GET', url: `https://otro.example/assets/a.js` }, O)).toBe('pasar');
  });
});

describe('claveMiCuenta', () => {
  it('is the account of the token, the same for a renewed token, another for another account', () => {
    const a = claveMiCuenta(jwt({ sub: '7', ver: 1, exp: 1 }), O);
    expect(a).toBe(`${O}/api/cuentas/mia?cuenta=7`);
    expect(claveMiCuenta(jwt({ sub: '7', ver: 2, exp: 99 }), O)).toBe(a);
    expect(claveMiCuenta(jwt({ sub: '8', ver: 1, exp: 1 }), O)).not.toBe(a);
  });
  it('gives no key without a token or with one that is not the server’s shape', () => {
    expect(claveMiCuenta(null, O)).toBeUndefined();
    expect(claveMiCuenta('basura', O)).toBeUndefined();
    expect(claveMiCuenta('a.%%%.b', O)).toBeUndefined();
    expect(claveMiCuenta(jwt({ sub: '7&cuenta=8' }), O)).toBeUndefined();
    expect(claveMiCuenta(jwt({ ver: 1 }), O)).toBeUndefined();
  });
});

describe('guardarRespuesta and cachesViejas', () => {
  it('keeps a success, deletes the copy on 401/403, leaves it on other errors', () => {
    expect(guardarRespuesta(200)).toBe('guardar');
    expect(guardarRespuesta(401)).toBe('borrar');
    expect(guardarRespuesta(403)).toBe('borrar');
    expect(guardarRespuesta(500)).toBe('nada');
    expect(guardarRespuesta(304)).toBe('nada');
  });
  it('a new version deletes the other shells, never the data copies', () => {
    expect(cachesViejas([`${PREFIJO_APP}a`, `${PREFIJO_APP}b`, CACHE_DATOS, 'otra'], 'b')).toEqual([`${PREFIJO_APP}a`]);
  });
});
