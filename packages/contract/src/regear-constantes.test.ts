// A pasted killboard event (docs/regear.md, "Claim"): the bare id, or an address of a known killboard host.
import { describe, expect, it } from 'vitest';
import { hostAjeno, leerEventoKillboard } from './regear-constantes.js';

describe('leerEventoKillboard', () => {
  it("reads the bare id and the addresses of Albion Online's killboard", () => {
    expect(leerEventoKillboard(' 123456789 ')).toBe(123456789);
    expect(leerEventoKillboard('https://albiononline.com/killboard/kill/123456789')).toBe(123456789);
    expect(leerEventoKillboard('https://albiononline.com/en/killboard/kill/987654321?server=live_ams')).toBe(987654321);
    expect(leerEventoKillboard('https://europe.albiononline.com/killboard/kill/5/')).toBe(5);
    expect(leerEventoKillboard('albiononline.com/killboard/kill/77')).toBe(77);
    expect(leerEventoKillboard('https://www.albiononline.com/killboard?eventId=42')).toBe(42);
  });

  it('never reads an address of another host as an event id', () => {
    for (const texto of [
      'https://evil.example/kill/123456789',
      'https://albiononline.com.evil.example/killboard/kill/123456789',
      'https://notalbiononline.com/killboard/kill/123456789',
      'https://evil.example/?eventId=123456789',
      'evil.example/kill/1',
    ]) {
      expect(leerEventoKillboard(texto), texto).toBeNull();
      expect(hostAjeno(texto), texto).toBe(true);
    }
  });

  it('refuses what is neither an id nor an address, which is no foreign host either', () => {
    for (const texto of ['la muerte de ayer', '', '0', '12.5', 'https://albiononline.com/killboard']) {
      expect(leerEventoKillboard(texto), texto).toBeNull();
    }
    expect(hostAjeno('la muerte de ayer')).toBe(false);
    expect(hostAjeno('https://albiononline.com/killboard')).toBe(false);
  });
});
