// The AO Loot Logger parser (docs/botin.md, "El archivo"): both formats, bad lines with their line
// number as in the file (the header is line 1), empty lines skipped; and the pure valuation steps.
import { describe, expect, it } from 'vitest';
import { CABECERA_LOOT_LOGGER_V2 } from '@reparto/contract';
import { clavePrecio } from '../../adapters/albion/killboard.js';
import { leerRegistro, leerRegistroPorTramos, leerCantidad, leerFecha, esItemId } from './registro.js';
import { registroBotinPeor, registroBotinValidoPeor } from '../../testing/botin-peor.js';
import { conPrecios, filtrar, sumarPorItem, valorDe } from './valorar.js';

const v2 = (fecha: string, gremio: string, nombre: string, item: string, cantidad: string | number) =>
  `${fecha};ALI;${gremio};${nombre};${item};Nombre de ${item};${cantidad};;Enemigos;Victima`;

describe('leerRegistro', () => {
  it('reads a v2 file by its header, skipping empty lines, and lists bad lines with their file line', () => {
    const texto = [
      CABECERA_LOOT_LOGGER_V2,
      v2('2025-09-21T10:00:00.000Z', 'Nuestro', 'Ana', 'T8_2H_CLAYMORE@3', 2),
      '',
      v2('2025-09-21T10:01:00Z', 'Otro', 'Beto', 'T4_BAG', 1),
      'a;b;c',
      v2('ayer', 'Nuestro', 'Ana', 'T4_BAG', 1),
      v2('2025-09-21T10:02:00Z', 'Nuestro', 'Ana', 'T4 BAG', 1),
      v2('2025-09-21T10:03:00Z', 'Nuestro', 'Ana', 'T4_BAG', 0),
      v2('2025-09-21T10:03:00Z', 'Nuestro', 'Ana', 'T4_BAG', '1.5'),
      '   ',
    ].join('\r\n');
    const r = leerRegistro(texto);
    expect(r.version).toBe(2);
    expect(r.cabecera).toBe(CABECERA_LOOT_LOGGER_V2);
    expect(r.lineas.map((l) => [l.linea, l.item, l.cantidad, l.gremio, l.por])).toEqual([
      [2, 'T8_2H_CLAYMORE@3', 2, 'Nuestro', 'Ana'],
      [4, 'T4_BAG', 1, 'Otro', 'Beto'],
    ]);
    expect(r.lineas[0]!.fecha).toBe(Date.parse('2025-09-21T10:00:00Z'));
    expect(r.lineas[0]!.nombre).toBe('Nombre de T8_2H_CLAYMORE@3');
    expect(r.invalidas).toEqual([
      { linea: 5, motivo: 'La línea debe tener 10 campos separados por «;» y tiene 3' },
      { linea: 6, motivo: 'La fecha «ayer» no es válida' },
      { linea: 7, motivo: 'El id de objeto «T4 BAG» no es válido' },
      { linea: 8, motivo: 'La cantidad «0» no es un número entero entre 1 y 1.000.000' },
      { linea: 9, motivo: 'La cantidad «1.5» no es un número entero entre 1 y 1.000.000' },
    ]);
  });

  it('reads a v1 file (no v2 header): 5 or 6 fields, no guild, its own header skipped', () => {
    const texto = [
      '',
      'lootedAt;lootedBy;itemId;amount;lootedFrom;itemName',
      '2025-09-21T10:00:00Z;Ana;T6_CAPE;1;Victima',
      '2025-09-21 10:05:00;Beto;T5_MOUNT_OX;3;Victima;Buey',
      '2025-09-21T10:00:00Z;Ana;T6_CAPE;1',
      `${CABECERA_LOOT_LOGGER_V2}`,
    ].join('\n');
    const r = leerRegistro(texto);
    expect(r.version).toBe(1);
    expect(r.cabecera).toBe('lootedAt;lootedBy;itemId;amount;lootedFrom;itemName');
    expect(r.lineas.map((l) => [l.linea, l.por, l.item, l.cantidad, l.gremio, l.nombre])).toEqual([
      [3, 'Ana', 'T6_CAPE', 1, null, null],
      [4, 'Beto', 'T5_MOUNT_OX', 3, null, 'Buey'],
    ]);
    // A date without a zone is UTC, the game's time.
    expect(r.lineas[1]!.fecha).toBe(Date.parse('2025-09-21T10:05:00Z'));
    expect(r.invalidas).toEqual([
      { linea: 5, motivo: 'La línea debe tener 5 o 6 campos separados por «;» y tiene 4' },
      { linea: 6, motivo: 'La línea debe tener 5 o 6 campos separados por «;» y tiene 10' },
    ]);
  });

  it('a v1 file without a header starts at line 1; a BOM is ignored', () => {
    const r = leerRegistro('\uFEFF2025-09-21T10:00:00Z;Ana;T6_CAPE;1;Victima\nmal');
    expect(r.cabecera).toBeNull();
    expect(r.lineas.map((l) => l.linea)).toEqual([1]);
    expect(r.invalidas).toEqual([{ linea: 2, motivo: 'La línea debe tener 5 o 6 campos separados por «;» y tiene 1' }]);
  });

  it('quotes at most 40 characters of a bad value', () => {
    const r = leerRegistro(`${'x'.repeat(60)};Ana;T6_CAPE;1;Victima`);
    expect(r.invalidas[0]!.motivo).toBe(`La fecha «${'x'.repeat(40)}…» no es válida`);
  });

  it('validates the fields on their own', () => {
    expect(leerCantidad('1000000')).toBe(1_000_000);
    expect(leerCantidad('1000001')).toBeNaN();
    expect(leerCantidad('-1')).toBeNaN();
    expect(leerCantidad('')).toBeNaN();
    expect(leerFecha('2025-09-21T10:00:00+02:00')).toBe(Date.parse('2025-09-21T08:00:00Z'));
    expect(leerFecha('2025-13-45T10:00:00Z')).toBeNaN();
    expect(esItemId('T8_2H_CLAYMORE@3')).toBe(true);
    expect(esItemId('T8/../x')).toBe(false);
    expect(esItemId('x'.repeat(101))).toBe(false);
  });
});

describe('the valuation steps', () => {
  const r = leerRegistro(
    [
      CABECERA_LOOT_LOGGER_V2,
      v2('2025-09-21T10:00:00Z', 'Nuestro', 'Ana', 'T4_BAG', 2),
      v2('2025-09-21T11:00:00Z', 'NUESTRO', 'Beto', 'T4_BAG', 3),
      v2('2025-09-21T12:00:00Z', 'Otro', 'Carla', 'T6_CAPE', 1),
      v2('2025-09-21T13:00:00Z', 'Nuestro', 'Ana', 'T6_CAPE', 1),
    ].join('\n'),
  );

  it('filters by guild (any case), window (inclusive) and names, counting what it left out', () => {
    expect(filtrar(r.lineas, { gremio: 'nuestro' }).filtradas).toBe(1);
    const ventana = filtrar(r.lineas, { desde: Date.parse('2025-09-21T11:00:00Z'), hasta: Date.parse('2025-09-21T12:00:00Z') });
    expect(ventana.kept.map((l) => l.por)).toEqual(['Beto', 'Carla']);
    expect(filtrar(r.lineas, { nombres: new Set(['ana']) }).kept.map((l) => l.linea)).toEqual([2, 5]);
    // v1 lines carry no guild: a guild filter leaves them out.
    const v1 = leerRegistro('2025-09-21T10:00:00Z;Ana;T6_CAPE;1;Victima').lineas;
    expect(filtrar(v1, { gremio: 'nuestro' })).toEqual({ kept: [], filtradas: 1, fuera: { gremio: 1, ventana: 0, sesion: 0 } });
  });

  it('sums per item, prices from the market, fills typed prices, and floors the share sold', () => {
    const sumas = sumarPorItem(r.lineas);
    expect(sumas).toEqual([
      { item: 'T4_BAG', nombre: 'Nombre de T4_BAG', cantidad: 5 },
      { item: 'T6_CAPE', nombre: 'Nombre de T6_CAPE', cantidad: 2 },
    ]);
    const mercado = new Map([
      [clavePrecio('T4_BAG', 1), { precio: 3_333, ciudad: 'Caerleon', fecha: '2025-09-21T10:00:00.000Z', calidad: 1 }],
      [clavePrecio('T6_CAPE', 1), null],
    ]);
    const items = conPrecios(sumas, mercado, [
      { item: 'T6_CAPE', precio: 10_001 },
      { item: 'T4_BAG', precio: 1 },
    ]);
    expect(items).toEqual([
      { ...sumas[0], precio_unidad: 3_333, ciudad: 'Caerleon', fecha_precio: '2025-09-21T10:00:00.000Z', sin_precio: false },
      { ...sumas[1], precio_unidad: 10_001, ciudad: null, fecha_precio: null, sin_precio: true },
    ]);
    // 5 × 3.333 + 2 × 10.001 = 36.667; 33 % of it is 12.100,11 → 12.100.
    expect(valorDe(items, 33)).toEqual({ valorTotal: 36_667, valor: 12_100 });
    expect(valorDe(items, 100)).toEqual({ valorTotal: 36_667, valor: 36_667 });
    expect(valorDe(items, 0)).toEqual({ valorTotal: 36_667, valor: 0 });
    // The price API down: every item sin precio, none typed.
    expect(conPrecios(sumas, null, []).every((i) => i.sin_precio && i.precio_unidad === null)).toBe(true);
    expect(() =>
      conPrecios(sumas, null, [
        { item: 'T4_BAG', precio: 1 },
        { item: 'T4_BAG', precio: 2 },
      ]),
    ).toThrow('El precio de T4_BAG está repetido');
    expect(() => valorDe([{ ...items[0]!, cantidad: 1_000_000, precio_unidad: 10_000_000 }], 100)).toThrow(
      'El valor del botín ($10.000.000.000.000) supera el máximo de 1.000.000.000.000',
    );
  });
});

describe('leerRegistroPorTramos', () => {
  it('reads the worst pastes exactly as leerRegistro, letting other callbacks run between its slices', async () => {
    for (const texto of [registroBotinPeor(), registroBotinValidoPeor(), archivoCorto()]) {
      const visto: string[] = [];
      let turnos = 0;
      let seguir = true;
      const contar = () => {
        turnos++;
        if (seguir) setImmediate(contar);
      };
      setImmediate(contar);
      // Every other line kept: the stored pieces are compared too.
      const tramos = await leerRegistroPorTramos(texto, (l) => visto.push(`${l.linea}:${l.item}:${l.cantidad}`) % 2 === 0);
      seguir = false;
      const entero: string[] = [];
      expect(tramos).toEqual(leerRegistro(texto, (l) => entero.push(`${l.linea}:${l.item}:${l.cantidad}`) % 2 === 0));
      expect(visto.length).toBe(entero.length);
      expect(visto.join('\n') === entero.join('\n')).toBe(true);
      // An 8 MB paste takes far more than one slice: the loop turned while it was read.
      if (texto.length > 1_000_000) expect(turnos).toBeGreaterThan(1);
    }
  });
});

function archivoCorto(): string {
  return [CABECERA_LOOT_LOGGER_V2, v2('2025-09-21T10:00:00Z', 'G', 'Ana', 'T4_BAG', 2), 'mal', ''].join('\n');
}

describe('the stored text (texto-guardado.ts)', () => {
  /** What was stored before the pieces: the header and every kept line, each as read, joined. */
  function comoAntes(texto: string, guardar: (l: { item: string; linea: number }) => boolean): string {
    const filas: string[] = [];
    const r = leerRegistro(texto, (l) => {
      if (guardar(l)) filas.push(l.texto);
    });
    return (r.cabecera === null ? filas : [r.cabecera, ...filas]).join('\n');
  }

  it('is the header and the kept lines as pasted, whatever the line ends, empty lines and lines left out', () => {
    const lineas = [
      v2('2025-09-21T10:00:00Z', 'G', 'Ana', 'T4_BAG', 1),
      v2('2025-09-21T10:01:00Z', 'G', 'Beto', 'T5_BAG', 2),
      'mal',
      v2('2025-09-21T10:02:00Z', 'G', 'Ana', 'T6_BAG', 3),
      '',
      '   ',
      v2('2025-09-21T10:03:00Z', 'G', 'Cris', 'T4_BAG', 4),
      v2('2025-09-21T10:04:00Z', 'G', 'Ana', 'T5_BAG', 5),
    ];
    const guardarTodo = () => true;
    const sinT5 = (l: { item: string }) => l.item !== 'T5_BAG';
    for (const fin of ['\n', '\r\n']) {
      for (const texto of [
        [CABECERA_LOOT_LOGGER_V2, ...lineas].join(fin),
        `\uFEFF${[CABECERA_LOOT_LOGGER_V2, ...lineas].join(fin)}${fin}`,
        `${fin}${fin}${[CABECERA_LOOT_LOGGER_V2, ...lineas].join(fin)}`,
        '2025-09-21T10:00:00Z;Ana;T6_CAPE;1;V\n2025-09-21T10:00:00Z;Beto;T5_BAG;1;V',
      ]) {
        for (const guardar of [guardarTodo, sinT5]) {
          const r = leerRegistro(texto, (l) => guardar(l));
          expect(r.guardadas.join('\n')).toBe(comoAntes(texto, guardar));
        }
      }
    }
  });

  it('keeps a paste whose lines are all kept as one piece of it, and starts a piece where a line was left out', () => {
    const texto = registroBotinValidoPeor();
    expect(leerRegistro(texto, () => true).guardadas).toEqual([texto]);
    const archivo = [
      CABECERA_LOOT_LOGGER_V2,
      v2('2025-09-21T10:00:00Z', 'G', 'Ana', 'T4_BAG', 1),
      'mal',
      v2('2025-09-21T10:01:00Z', 'G', 'Ana', 'T4_BAG', 1),
    ];
    expect(leerRegistro(archivo.join('\n'), () => true).guardadas).toEqual([archivo.slice(0, 2).join('\n'), archivo[3]]);
  });
});
