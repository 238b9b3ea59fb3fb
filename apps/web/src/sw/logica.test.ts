import { describe, expect, it } from 'vitest';
import {
  CACHE_DATOS,
  ICONO_NOTIFICACION,
  PREFIJO_APP,
  cachesViejas,
  claveMiCuenta,
  decidir,
  guardarRespuesta,
  notificacionDePush,
  urlDeNotificacion,
  ventanaParaAbrir,
} from './logica';

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

describe('push notifications (docs/pwa.md, «Avisos en el dispositivo»)', () => {
  const contenido = {
    title: 'Pago recibido',
    body: 'Se le pagaron $100.000 del periodo 3 (Martlock)',
    url: '/mi-cuenta',
    tag: 'pago-3',
  };

  it('shows the push’s title and body with the app’s icon, its tag, and the page it opens', () => {
    expect(notificacionDePush(JSON.stringify(contenido))).toEqual({
      titulo: 'Pago recibido',
      opciones: {
        body: 'Se le pagaron $100.000 del periodo 3 (Martlock)',
        icon: ICONO_NOTIFICACION,
        badge: ICONO_NOTIFICACION,
        tag: 'pago-3',
        data: { url: '/mi-cuenta' },
      },
    });
  });

  it('always shows something, and never opens another site', () => {
    expect(notificacionDePush(null)).toMatchObject({
      titulo: 'Reparto de Plata',
      opciones: { body: '', data: { url: '/mi-cuenta' } },
    });
    expect(notificacionDePush('no es json').titulo).toBe('Reparto de Plata');
    expect(notificacionDePush(JSON.stringify({ ...contenido, url: 'https://malo.example/' })).opciones.data.url).toBe(
      '/mi-cuenta',
    );
    expect(notificacionDePush(JSON.stringify({ ...contenido, url: '//malo.example/' })).opciones.data.url).toBe('/mi-cuenta');
    expect(urlDeNotificacion({ url: '/calendario' }, O)).toBe(`${O}/calendario`);
    expect(urlDeNotificacion({ url: 'https://malo.example/' }, O)).toBe(`${O}/mi-cuenta`);
    expect(urlDeNotificacion(null, O)).toBe(`${O}/mi-cuenta`);
  });

  it('a click focuses the window at that page, else another of the app’s (navigated there), else opens one', () => {
    const a = { url: `${O}/periodos` };
    const b = { url: `${O}/mi-cuenta` };
    expect(ventanaParaAbrir([a, b], `${O}/mi-cuenta`)).toEqual({ ventana: b, navegar: false });
    expect(ventanaParaAbrir([a], `${O}/mi-cuenta`)).toEqual({ ventana: a, navegar: true });
    expect(ventanaParaAbrir([], `${O}/mi-cuenta`)).toBeNull();
  });
});
