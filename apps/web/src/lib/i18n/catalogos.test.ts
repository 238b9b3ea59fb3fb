// @vitest-environment node
// Every catalogue (docs/idiomas.md, "No text left behind"): the three languages have the same keys,
// none empty, with the same variables and a valid syntax; the translations carry none of the Spanish
// sentinel phrases; and every key is used by its area's code (an unused one fails, as a missing one
// fails tsc).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IDIOMAS, formatear, variablesDe } from '@reparto/contract';

const modulos = import.meta.glob<{ default: Record<string, string> }>('../../**/textos/{es,pt-BR,en}.ts', { eager: true });
const SRC = path.resolve(__dirname, '../..');

/** area folder (relative to src) → its catalogue per language. */
const areas = new Map<string, Record<string, Record<string, string>>>();
for (const [archivo, modulo] of Object.entries(modulos)) {
  const relativo = path.relative(SRC, path.resolve(__dirname, archivo));
  const carpeta = path.dirname(path.dirname(relativo));
  const idioma = path.basename(relativo, '.ts');
  areas.set(carpeta, { ...areas.get(carpeta), [idioma]: modulo.default });
}

/** The folders whose code reads an area's keys: a feature's own, or (the shared catalogue) the frame's. */
const carpetasDe = (carpeta: string) => (carpeta === 'lib' ? ['app', 'components', 'lib', 'config', 'main.tsx'] : [carpeta]);

function fuentes(entrada: string): string[] {
  const ruta = path.join(SRC, entrada);
  if (statSync(ruta).isFile()) return [ruta];
  return readdirSync(ruta, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.split(path.sep).includes('textos'))
    .map((f) => path.join(ruta, f));
}

/** Spanish phrases that differ in all three languages: none may be left in pt-BR or en. */
const CENTINELAS = [
  'Distribución',
  'Cerrar sesión',
  'Ingresar',
  'Jugadores',
  'Periodos de distribución',
  'Nueva distribución',
  'Ganancias',
  'Contraseña',
  'Buscar',
  'Guardar cambios',
];

describe('catalogues', () => {
  it('are found: the shared one and one per feature', () => {
    expect([...areas.keys()].sort()).toContain('lib');
    expect(areas.size).toBeGreaterThanOrEqual(9);
  });

  for (const [carpeta, porIdioma] of areas) {
    describe(carpeta, () => {
      const es = porIdioma['es']!;
      it('has the three languages with the same keys, none empty, the same variables and a valid syntax', () => {
        for (const idioma of IDIOMAS) {
          const cat = porIdioma[idioma];
          expect(cat, `${carpeta}: falta ${idioma}`).toBeDefined();
          expect(Object.keys(cat!).sort()).toEqual(Object.keys(es).sort());
          for (const [clave, texto] of Object.entries(cat!)) {
            expect(texto.trim(), `${carpeta} ${idioma} ${clave} vacío`).not.toBe('');
            expect(variablesDe(texto), `${carpeta} ${idioma} ${clave}: variables`).toEqual(variablesDe(es[clave]!));
            const valores = Object.fromEntries(variablesDe(texto).map((v) => [v, 2]));
            expect(() => formatear(texto, valores, idioma)).not.toThrow();
          }
        }
      });
      it('translations carry no Spanish sentinel phrase', () => {
        for (const idioma of ['pt-BR', 'en'] as const) {
          for (const [clave, texto] of Object.entries(porIdioma[idioma] ?? {})) {
            for (const centinela of CENTINELAS) expect(texto, `${carpeta} ${idioma} ${clave}`).not.toContain(centinela);
          }
        }
      });
      it('every key is used by the area code', () => {
        const codigo = carpetasDe(carpeta)
          .flatMap(fuentes)
          .map((f) => readFileSync(f, 'utf8'))
          .join('\n');
        const sinUso = Object.keys(es).filter((clave) => !codigo.includes(`'${clave}'`) && !codigo.includes(`"${clave}"`));
        expect(sinUso, `${carpeta}: claves sin uso`).toEqual([]);
      });
    });
  }
});
