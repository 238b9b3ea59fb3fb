// Draws the installable app's icons (docs/pwa.md): the coin of the favicon (app/layout/logo.tsx) as
// PNG files of 192 and 512 px, and a maskable 512 px one (the coin inside the safe circle, 80 % of
// the side, on a full background). Pure Node: a small PNG encoder over zlib, no native package.
// Run `node scripts/iconos-pwa.mjs` after changing the drawing; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const destino = path.join(path.dirname(new URL(import.meta.url).pathname), '../apps/web/public/iconos');

const CRC = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function trozo(tipo, datos) {
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'ascii'), datos]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(cuerpo));
  return Buffer.concat([largo, cuerpo, crc]);
}
/** A PNG of `lado`×`lado` RGBA pixels (8 bits each, no interlace). */
export function png(lado, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(lado, 0);
  ihdr.writeUInt32BE(lado, 4);
  ihdr[8] = 8; // bits per channel
  ihdr[9] = 6; // RGBA
  const filas = Buffer.alloc(lado * (lado * 4 + 1));
  for (let y = 0; y < lado; y++) rgba.copy(filas, y * (lado * 4 + 1) + 1, y * lado * 4, (y + 1) * lado * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    trozo('IHDR', ihdr),
    trozo('IDAT', deflateSync(filas, { level: 9 })),
    trozo('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const FONDO = hex('#1f2937');
const BORDE = hex('#5b6570');
const CLARO = hex('#f4f6f8');
const OSCURO = hex('#9aa4ae');
const SIGNO = hex('#3b434b');

/** The coin: a silver disc with a gradient, its rim, an inner ring and a «$» of strokes. `escala` is the coin's diameter over the side. */
function moneda(lado, escala, fondo) {
  const rgba = Buffer.alloc(lado * lado * 4);
  const c = lado / 2;
  const r = (lado * escala) / 2;
  const muestras = 4; // 4×4 samples per pixel: smooth edges
  for (let y = 0; y < lado; y++) {
    for (let x = 0; x < lado; x++) {
      const acc = [0, 0, 0, 0];
      let cubiertas = 0;
      for (let sy = 0; sy < muestras; sy++) {
        for (let sx = 0; sx < muestras; sx++) {
          const px = x + (sx + 0.5) / muestras;
          const py = y + (sy + 0.5) / muestras;
          const color = pixel(px, py, c, r, fondo);
          if (!color) continue;
          cubiertas++;
          for (let i = 0; i < 4; i++) acc[i] += color[i];
        }
      }
      const n = muestras * muestras;
      const o = (y * lado + x) * 4;
      const a = acc[3] / n;
      for (let i = 0; i < 3; i++) rgba[o + i] = cubiertas ? Math.round(acc[i] / cubiertas) : 0;
      rgba[o + 3] = Math.round(a);
    }
  }
  return rgba;
}
function pixel(px, py, c, r, fondo) {
  const dx = (px - c) / r;
  const dy = (py - c) / r;
  const d = Math.hypot(dx, dy);
  if (d > 1) return fondo ? [...fondo, 255] : null;
  if (d > 0.9) return [...BORDE, 255];
  if (Math.abs(d - 0.66) < 0.035) return [...BORDE, 255];
  // «$»: an S of two half rings and a vertical bar.
  const sx = dx / 0.42;
  const sy = dy / 0.42;
  const barra = Math.abs(sx) < 0.07 && Math.abs(sy) < 1.05;
  const arriba = Math.abs(Math.hypot(sx, sy + 0.42) - 0.42) < 0.1 && !(sx > 0 && sy > -0.42);
  const abajo = Math.abs(Math.hypot(sx, sy - 0.42) - 0.42) < 0.1 && !(sx < 0 && sy < 0.42);
  if (barra || arriba || abajo) return [...SIGNO, 255];
  const t = Math.min(1, Math.max(0, (dx + dy + 2) / 4));
  return [...CLARO.map((v, i) => Math.round(v + (OSCURO[i] - v) * t)), 255];
}

writeFileSync(path.join(destino, 'icono-192.png'), png(192, moneda(192, 0.94, null)));
writeFileSync(path.join(destino, 'icono-512.png'), png(512, moneda(512, 0.94, null)));
// Maskable: the launcher may cut the icon to any shape within the central circle of 80 % of the side.
writeFileSync(path.join(destino, 'icono-maskable-512.png'), png(512, moneda(512, 0.72, FONDO)));
