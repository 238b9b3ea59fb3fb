// The parser of the Guild Account silver log (docs/conciliacion.md) on realistic logs of several
// hundred lines in every variant the game and a spreadsheet write, on hostile lines, and fuzzed: it
// always answers (a result or the first bad line), never throws.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { leerLineas, leerRegistro, partirLinea } from './registro-juego.js';

const NOMBRES = ['Aldric', 'bruna_77', 'Cazador-X', 'Dagny', 'ElOtroTanque', 'Fenrir', 'Gala', 'Hugo1'];
type Fila = [fecha: string, jugador: string, motivo: string, monto: string];

/** A log of `n` lines: withdrawals (negative or "Withdrawal"), deposits and tax lines, in order. */
function filas(n: number, iso = false): { filas: Fila[]; esperado: Map<string, number> } {
  const esperado = new Map<string, number>();
  const out: Fila[] = [];
  for (let i = 0; i < n; i++) {
    const jugador = NOMBRES[i % NOMBRES.length]!;
    const monto = 10_000 + ((i * 7_919) % 900_000);
    const dia = 1 + (i % 28);
    const fecha = iso
      ? `2026-11-${String(dia).padStart(2, '0')}T21:${String(i % 60).padStart(2, '0')}:05Z`
      : `11/${dia}/2026 21:${String(i % 60).padStart(2, '0')}:05`;
    const tipo = i % 4;
    if (tipo === 0) out.push([fecha, jugador, 'Withdrawal', `-${monto}`]);
    else if (tipo === 1) out.push([fecha, jugador, 'Withdrawal', `${monto}`]);
    else if (tipo === 2) out.push([fecha, jugador, 'Deposit', `${monto}`]);
    else out.push([fecha, jugador, 'Tax', `-${monto}`]);
    // Deposits move nothing to the player, but the name is still in the log.
    esperado.set(jugador.toLowerCase(), (esperado.get(jugador.toLowerCase()) ?? 0) + (tipo === 2 ? 0 : monto));
  }
  return { filas: out, esperado };
}

const comoTexto = (f: Fila[], sep: string, comillas: boolean, cabecera: boolean) =>
  [...(cabecera ? [['Date', 'Player', 'Reason', 'Amount']] : []), ...f]
    .map((cols) => cols.map((c) => (comillas ? `"${c}"` : c)).join(sep))
    .join('\r\n');

const movidos = (texto: string) => {
  const r = leerRegistro(texto);
  if (!r.ok) throw new Error(`Línea ${r.linea}: ${r.motivo}`);
  return new Map([...r.movimientos].map(([k, m]) => [k, m.movido]));
};

describe('leerRegistro on realistic logs', () => {
  const { filas: f, esperado } = filas(600);
  it.each([
    ['game clipboard: tabs, quoted, header', '\t', true, true],
    ['tabs without header', '\t', true, false],
    ['; quoted', ';', true, true],
    ['; unquoted without header', ';', false, false],
    [', quoted', ',', true, true],
    [', unquoted', ',', false, true],
  ])('%s: 600 lines add up per player (withdrawals only)', (_name, sep, comillas, cabecera) => {
    expect(movidos(comoTexto(f, sep, comillas, cabecera))).toEqual(esperado);
  });

  it('reads ISO dates, a BOM, blank lines, grouped amounts and names in any case', () => {
    const { filas: iso, esperado: e } = filas(300, true);
    expect(movidos(`\uFEFF${comoTexto(iso, '\t', true, true)}\n\n`)).toEqual(e);
    const texto = [
      '"Date";"Player";"Reason";"Amount"',
      '"11/20/2026 21:04:11";"ALDRIC";"Withdrawal";"-1,000,000"',
      '"11/20/2026 21:04:12";"aldric";"Withdrawal";"1.500.000"',
      '"2026-11-20 21:04:13";"Aldric";"Withdrawal";"-2 000"',
    ].join('\n');
    const r = leerRegistro(texto);
    expect(r.ok && [...r.movimientos.values()]).toEqual([{ nombre: 'ALDRIC', movido: 2_502_000 }]);
  });

  it('splits quoted fields with separators and doubled quotes inside', () => {
    expect(partirLinea('"a;b";"c""d";e', ';')).toEqual(['a;b', 'c"d', 'e']);
  });
});

describe('leerRegistro on hostile lines: the first bad line and why', () => {
  const ok = '"11/20/2026 21:04:11"\t"Aldric"\t"Withdrawal"\t"-1000"';
  it.each([
    ['a formula as the name', '"11/20/2026 21:04:11"\t"=HYPERLINK(""http://x"")"\t"Withdrawal"\t"-1"', 'el jugador'],
    ['a formula as the amount', '"11/20/2026 21:04:11"\t"Aldric"\t"Withdrawal"\t"=1+1"', 'el monto'],
    ['a huge number', '"11/20/2026 21:04:11"\t"Aldric"\t"Withdrawal"\t"-99999999999999999999"', 'el monto'],
    ['above 10^12', '"11/20/2026 21:04:11"\t"Aldric"\t"Withdrawal"\t"-1000000000001"', 'el monto'],
    ['a decimal amount', '"11/20/2026 21:04:11"\t"Aldric"\t"Withdrawal"\t"-10.5"', 'el monto'],
    ['a missing column', '"11/20/2026 21:04:11"\t"Aldric"\t"-1000"', 'tiene 3 columnas'],
    ['an extra column', `${ok}\t"x"`, 'tiene 5 columnas'],
    ['an impossible date', '"13/40/2026 21:04:11"\t"Aldric"\t"Withdrawal"\t"-1"', 'la fecha'],
    ['mojibake of another encoding', '"11/20/2026 21:04:11"\t"Ã\u0083Â©"\t"Withdrawal"\t"-1"', 'el jugador'],
  ])('%s', (_name, linea, motivo) => {
    const r = leerRegistro(`${ok}\n${ok}\n${linea}\n${ok}`);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.linea).toBe(3);
      expect(r.motivo).toContain(motivo);
    }
  });

  it('refuses UTF-16 read as bytes (NUL characters), an empty log and too many lines', () => {
    expect(leerRegistro('"\u0000D\u0000a\u0000t\u0000e"')).toMatchObject({ ok: false, linea: 1 });
    expect(leerRegistro('"Date"\t"Player"\t"Reason"\t"Amount"\n')).toMatchObject({ ok: false });
    expect(leerRegistro(Array.from({ length: 20_001 }, () => ok).join('\n'))).toMatchObject({ ok: false, linea: 20_001 });
  });

  it('counts only the lines with text: 20,000 lines ending with a line break, or with blank lines between, are read', () => {
    const maximo = Array.from({ length: 20_000 }, () => ok);
    expect(leerRegistro(`${maximo.join('\n')}\n`)).toMatchObject({ ok: true, lineas: 20_000 });
    expect(leerRegistro(`${maximo.join('\r\n\r\n')}\r\n \r\n`)).toMatchObject({ ok: true, lineas: 20_000 });
    // The 20,001st line with text is the one refused, wherever the blank lines are.
    expect(leerRegistro(`\n\n${[...maximo, ok].join('\n')}`)).toMatchObject({ ok: false, linea: 20_003 });
  });
});

describe('leerLineas: each line read, for the chest audit (docs/libro.md)', () => {
  it('answers every line in order with its number, name, reason, signed silver and kind', () => {
    const texto = [
      '"Date"\t"Player"\t"Reason"\t"Amount"',
      '"11/20/2026 21:04:11"\t"Aldric"\t"Withdrawal"\t"-1,000,000"',
      '',
      '"11/20/2026 21:05:00"\t"Gala"\t"Withdrawal"\t"250000"',
      '"11/20/2026 21:06:00"\t"Gala"\t"Deposit"\t"80000"',
      '"11/20/2026 21:07:00"\t"Hugo1"\t"Tax"\t"-500"',
      '"11/20/2026 21:08:00"\t"Hugo1"\t"Deposit"\t"0"',
      '"11/20/2026 21:09:00"\t"Hugo1"\t"Tax"\t"0"',
    ].join('\n');
    const r = leerLineas(texto);
    if (!r.ok) throw new Error(r.motivo);
    expect(r.lineas.map((l) => [l.linea, l.nombre, l.razon, l.silver, l.tipo])).toEqual([
      [2, 'Aldric', 'Withdrawal', -1_000_000, 'retiro'],
      [4, 'Gala', 'Withdrawal', 250_000, 'retiro'],
      [5, 'Gala', 'Deposit', 80_000, 'deposito'],
      [6, 'Hugo1', 'Tax', -500, 'retiro'],
      [7, 'Hugo1', 'Deposit', 0, 'deposito'],
      [8, 'Hugo1', 'Tax', 0, 'otro'],
    ]);
    expect(r.lineas[0]!.fecha).toBe('11/20/2026 21:04:11');
    // The aggregate reads the same lines: withdrawals add up per player.
    const leido = leerRegistro(texto);
    expect(leido.ok && [...leido.movimientos.values()].map((m) => [m.nombre, m.movido])).toEqual([
      ['Aldric', 1_000_000],
      ['Gala', 250_000],
      ['Hugo1', 500],
    ]);
  });

  it('stops at the first bad line, with the same reasons and the same cap as leerRegistro', () => {
    expect(leerLineas('"11/20/2026 21:04:11"\t"Ana"\t"Withdrawal"\t"-5"\n"mañana"\t"Ana"\t"Withdrawal"\t"-5"')).toEqual({
      ok: false,
      linea: 2,
      motivo: 'la fecha no es MM/DD/YYYY HH:MM:SS ni ISO 8601',
      razon: { codigo: 'pago.registroFecha' },
    });
    expect(leerLineas('  \n')).toMatchObject({ ok: false, linea: 1, motivo: 'no hay ningún movimiento en el registro' });
    const largo = Array.from({ length: 20_001 }, () => '2026-11-20;Ana;Withdrawal;-1').join('\n');
    expect(leerLineas(largo)).toEqual({
      ok: false,
      linea: 20_001,
      motivo: 'el registro admite como máximo 20000 líneas',
      razon: { codigo: 'pago.registroLineas', valores: { max: 20_000 } },
    });
  });
});

describe('leerRegistro fuzzed', () => {
  it('never throws and never answers an unsafe integer, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (texto) => {
        const r = leerRegistro(texto);
        if (r.ok) for (const m of r.movimientos.values()) expect(Number.isSafeInteger(m.movido)).toBe(true);
        else expect(r.linea).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 2_000 },
    );
  });

  it('never throws on lines that look almost right (mutated fields)', () => {
    const campo = fc.oneof(
      fc.constantFrom('11/20/2026 21:04:11', '2026-11-20T21:04:11Z', 'Withdrawal', 'Aldric', '-1000', '"', ';', ',', '\t'),
      fc.string({ maxLength: 20 }),
      fc.integer().map(String),
      fc.bigInt().map(String),
    );
    const linea = fc
      .array(campo, { minLength: 0, maxLength: 6 })
      .chain((cols) => fc.constantFrom('\t', ';', ',').map((sep) => cols.map((c) => `"${c}"`).join(sep)));
    fc.assert(
      fc.property(fc.array(linea, { maxLength: 30 }), (lineas) => {
        const r = leerRegistro(lineas.join('\n'));
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('the examples of docs/conciliacion.md', () => {
  it('read as the document says', async () => {
    const { readFile } = await import('node:fs/promises');
    const doc = await readFile(new URL('../../../../../docs/conciliacion.md', import.meta.url), 'utf8');
    const bloques = [...doc.matchAll(/```\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(bloques).toHaveLength(3);
    expect(movidos(bloques[0]!)).toEqual(
      new Map([
        ['aldrakar', 2_000_000],
        ['brunhild', 1_000_000],
        ['caelum', 0],
      ]),
    );
    expect(movidos(bloques[1]!)).toEqual(new Map([['aldrakar', 2_000_000]]));
    expect(movidos(bloques[2]!)).toEqual(
      new Map([
        ['aldrakar', 1_500_000],
        ['brunhild', 1_000_000],
      ]),
    );
  });
});
