// How the built web app is served (docs/performance.md, "Delivery"): the precompressed twin the
// client accepts, long-lived caching for hashed assets only, the page's own files announced with the
// HTML, and a 404 (never the app's HTML) for a file the build does not have.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/harness.js';

const INDEX =
  '<!doctype html><html lang="es"><head><title>Reparto de Plata</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function writeWithTwins(dir: string, name: string, content: string) {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

describe('serving the built web app', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'reparto-web-'));
    writeWithTwins(dir, 'index.html', INDEX);
    writeWithTwins(dir, 'robots.txt', 'User-agent: *\nDisallow: /api/\n');
    writeWithTwins(dir, 'assets/periodos-page-abc123.js', SCRIPT);
    writeWithTwins(dir, 'assets/login-page-def456.js', SCRIPT);
    writeFileSync(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify([
        { path: '/distribucion', files: [{ href: '/assets/periodos-page-abc123.js', as: 'script' }] },
        { path: '/distribucion/crearDist/', files: [{ href: '/assets/crear.css', as: 'style' }] },
        { path: '/inicioSesion', files: [{ href: '/assets/login-page-def456.js', as: 'script' }] },
        {
          path: '/mi-cuenta',
          files: [{ href: '/assets/mi-cuenta.js', as: 'script' }],
          idiomas: {
            es: [{ href: '/assets/es-1.js', as: 'script' }],
            'pt-BR': [{ href: '/assets/pt-BR-1.js', as: 'script' }],
            en: [{ href: '/assets/en-1.js', as: 'script' }],
          },
        },
      ]),
    );
    t = await buildTestApp({ webDistDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the Brotli twin to a client that accepts it, gzip to one that accepts only gzip, and the file itself otherwise', async () => {
    const url = '/assets/periodos-page-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches hashed assets for a year as immutable, and revalidates the HTML and the other files on every visit', async () => {
    const asset = await t.app.inject({ url: '/assets/periodos-page-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/distribucion', '/', '/robots.txt']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
    }
  });

  it('answers robots.txt as text, and a file the build lacks (favicon, a stale chunk) with a 404, not the HTML', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('User-agent: *');
    for (const url of ['/favicon.ico', '/assets/periodos-page-old999.js', '/distribucion/logo.png']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
    // A page of the app (no extension) is still the app's HTML.
    const page = await t.app.inject({ url: '/distribucion/crearDist/3/tesorero/3' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it("announces each page's own files with the HTML of that page, and nothing on other pages", async () => {
    const periodos = await t.app.inject({ url: '/distribucion' });
    expect(periodos.headers['link']).toBe('</assets/periodos-page-abc123.js>; rel=preload; as=script; crossorigin');
    const conBarra = await t.app.inject({ url: '/distribucion/' });
    expect(conBarra.headers['link']).toBe(periodos.headers['link']);
    const periodo = await t.app.inject({ url: '/distribucion/crearDist/3/tesorero/3' });
    expect(periodo.headers['link']).toBe('</assets/crear.css>; rel=preload; as=style; crossorigin');
    const login = await t.app.inject({ url: '/inicioSesion' });
    expect(login.headers['link']).toBe('</assets/login-page-def456.js>; rel=preload; as=script; crossorigin');
    const otra = await t.app.inject({ url: '/jugador' });
    expect(otra.headers['link']).toBeUndefined();
  });

  it('adds the catalogue of the language the `idioma` cookie names (Spanish without one, or with an unknown one)', async () => {
    const pagina = (cookie?: string) => t.app.inject({ url: '/mi-cuenta', headers: cookie ? { cookie } : {} });
    const script = (href: string) => `<${href}>; rel=preload; as=script; crossorigin`;
    expect((await pagina()).headers['link']).toBe(`${script('/assets/mi-cuenta.js')}, ${script('/assets/es-1.js')}`);
    expect((await pagina('a=1; idioma=en')).headers['link']).toBe(
      `${script('/assets/mi-cuenta.js')}, ${script('/assets/en-1.js')}`,
    );
    expect((await pagina('idioma=pt-BR')).headers['link']).toContain(script('/assets/pt-BR-1.js'));
    expect((await pagina('idioma=%E0%A4%A')).headers['link']).toContain(script('/assets/es-1.js'));
    expect((await pagina('idioma=en')).headers['vary']).toMatch(/cookie/i);
  });
});
