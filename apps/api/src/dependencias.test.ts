// The folders of apps/api/src depend one way (docs/development.md, "Dependencies run one way"): every
// non-test source's run-time imports (`import type` and imports of types only left out) between two
// folders are edges of the table in dependencias.ts, and neither the sources' folder graph nor the
// table has a cycle. The checker itself is proven on a tiny graph made up here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEPENDENCIAS } from './dependencias.js';

type Tabla = Readonly<Record<string, readonly string[]>>;
/** Each folder → the folders it imports → the files that do. */
type Grafo = Map<string, Map<string, string[]>>;

/** The folder of a path relative to src (see dependencias.ts). */
function carpetaDe(ruta: string): string {
  const partes = ruta.split('/');
  if (partes[0] === 'modules') return `modules/${partes[1]}`;
  if (partes.length > 1) return partes[0]!;
  const hoja = partes[0]!.replace(/\.[jt]s$/, '');
  return hoja === 'paths' || hoja === 'env' ? hoja : 'raíz';
}

const CLAUSULA = String.raw`(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+)`;
const ESTATICA = new RegExp(String.raw`^[ \t]*(import|export)\s+(type\s+)?(${CLAUSULA})\s+from\s+['"]([^'"]+)['"]`, 'gm');
const SOLO_EFECTO = /^[ \t]*import\s+['"]([^'"]+)['"]/gm;
const DINAMICA = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Whether an import clause names types only (`{ type A, type B }`). */
const soloTipos = (clausula: string) => {
  const llaves = /^\{([^}]*)\}$/.exec(clausula.trim());
  const nombres =
    llaves?.[1]!
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean) ?? [];
  return nombres.length > 0 && nombres.every((n) => n.startsWith('type '));
};

/** The specifiers a source imports at run time. */
function importaciones(fuente: string): string[] {
  const todas: string[] = [];
  for (const [, , tipo, clausula, desde] of fuente.matchAll(ESTATICA)) {
    if (!tipo && !soloTipos(clausula!)) todas.push(desde!);
  }
  for (const [, desde] of fuente.matchAll(SOLO_EFECTO)) todas.push(desde!);
  for (const [, desde] of fuente.matchAll(DINAMICA)) todas.push(desde!);
  return todas;
}

/** The folder graph of some sources (paths relative to src → their text); tests and packages are left out. */
function grafoDe(fuentes: Readonly<Record<string, string>>): Grafo {
  const grafo: Grafo = new Map();
  for (const [ruta, fuente] of Object.entries(fuentes)) {
    if (/\.test\.ts$/.test(ruta)) continue;
    const desde = carpetaDe(ruta);
    for (const especificador of importaciones(fuente)) {
      if (!especificador.startsWith('.')) continue;
      const hacia = carpetaDe(path.posix.normalize(path.posix.join(path.posix.dirname(ruta), especificador)));
      if (hacia === desde) continue;
      const aristas = grafo.get(desde) ?? new Map<string, string[]>();
      aristas.set(hacia, [...(aristas.get(hacia) ?? []), ruta]);
      grafo.set(desde, aristas);
    }
  }
  return grafo;
}

/** The edges the table does not allow, with the files that make them. */
function noPermitidas(grafo: Grafo, tabla: Tabla): string[] {
  return [...grafo].flatMap(([desde, aristas]) =>
    [...aristas]
      .filter(([hacia]) => !(tabla[desde] ?? []).includes(hacia))
      .map(([hacia, rutas]) => `${desde} → ${hacia} (${rutas.join(', ')})`),
  );
}

/** The cycles: every strongly connected set of more than one folder (Tarjan), each sorted. */
function ciclos(aristas: ReadonlyMap<string, Iterable<string>>): string[][] {
  const indice = new Map<string, number>();
  const bajo = new Map<string, number>();
  const pila: string[] = [];
  const enPila = new Set<string>();
  const encontrados: string[][] = [];
  const visitar = (v: string) => {
    indice.set(v, indice.size);
    bajo.set(v, indice.get(v)!);
    pila.push(v);
    enPila.add(v);
    for (const w of aristas.get(v) ?? []) {
      if (!indice.has(w)) {
        visitar(w);
        bajo.set(v, Math.min(bajo.get(v)!, bajo.get(w)!));
      } else if (enPila.has(w)) bajo.set(v, Math.min(bajo.get(v)!, indice.get(w)!));
    }
    if (bajo.get(v) !== indice.get(v)) return;
    const conjunto: string[] = [];
    let w: string;
    do {
      w = pila.pop()!;
      enPila.delete(w);
      conjunto.push(w);
    } while (w !== v);
    if (conjunto.length > 1) encontrados.push(conjunto.sort());
  };
  for (const v of aristas.keys()) if (!indice.has(v)) visitar(v);
  return encontrados;
}

const deGrafo = (grafo: Grafo) => new Map([...grafo].map(([desde, aristas]) => [desde, [...aristas.keys()]]));
const deTabla = (tabla: Tabla) => new Map(Object.entries(tabla));

/** Every source under src, by its path relative to src. */
function fuentesDe(src: string): Record<string, string> {
  const fuentes: Record<string, string> = {};
  for (const entrada of readdirSync(src, { recursive: true, withFileTypes: true })) {
    if (!entrada.isFile() || !/\.ts$/.test(entrada.name)) continue;
    const ruta = path.join(entrada.parentPath, entrada.name);
    fuentes[path.relative(src, ruta).split(path.sep).join('/')] = readFileSync(ruta, 'utf8');
  }
  return fuentes;
}

describe('apps/api/src depends one way (dependencias.ts)', () => {
  const grafo = grafoDe(fuentesDe(path.dirname(fileURLToPath(import.meta.url))));

  it('has no import between folders that the table does not allow', () => {
    expect(grafo.size).toBeGreaterThan(10);
    expect(noPermitidas(grafo, DEPENDENCIAS)).toEqual([]);
  });

  it('has no cycle among folders, nor does the table', () => {
    expect(ciclos(deGrafo(grafo))).toEqual([]);
    expect(ciclos(deTabla(DEPENDENCIAS))).toEqual([]);
  });

  it('keeps lib/, plugins/ and the layers below the modules from importing one', () => {
    for (const capa of ['paths', 'env', 'lib', 'openapi', 'db', 'adapters', 'ops', 'plugins']) {
      expect(
        DEPENDENCIAS[capa]!.filter((hacia) => hacia.startsWith('modules/') || hacia === 'raíz'),
        capa,
      ).toEqual([]);
    }
  });
});

describe('the checker, on a graph made up here', () => {
  const fuentes = {
    'modules/a/a.service.ts': "import { b } from '../b/b.repository.js';\nimport { x } from '../../lib/x.js';",
    'modules/b/b.repository.ts': [
      "import type { A } from '../a/a.service.js';",
      "import { type S, type T } from '../a/tipos.js';",
      "export { c } from '../c/c.service.js';",
      "export const f = () => import('../../plugins/p.js');",
    ].join('\n'),
    'modules/c/c.service.ts': "import {\n  a,\n  b,\n} from '../a/a.service.js';\nimport 'node:fs';",
    'modules/c/c.test.ts': "import { z } from '../../raro/z.js';",
    'lib/x.ts': "import { sql } from 'drizzle-orm';",
  };
  const grafo = grafoDe(fuentes);
  const tabla = { 'modules/a': ['lib', 'modules/b'], 'modules/b': ['modules/c'], 'modules/c': [], lib: [] };

  it('reads run-time imports only: static, re-exports, dynamic; not types, packages nor tests', () => {
    expect(deGrafo(grafo)).toEqual(
      new Map([
        ['modules/a', ['modules/b', 'lib']],
        ['modules/b', ['modules/c', 'plugins']],
        ['modules/c', ['modules/a']],
      ]),
    );
  });

  it('fails on an edge the table does not have', () => {
    expect(noPermitidas(grafo, tabla)).toEqual([
      'modules/b → plugins (modules/b/b.repository.ts)',
      'modules/c → modules/a (modules/c/c.service.ts)',
    ]);
  });

  it('fails on a cycle among folders, in the sources and in a table', () => {
    expect(ciclos(deGrafo(grafo))).toEqual([['modules/a', 'modules/b', 'modules/c']]);
    expect(ciclos(deTabla({ ...tabla, 'modules/c': ['modules/a'] }))).toEqual([['modules/a', 'modules/b', 'modules/c']]);
    expect(ciclos(deTabla(tabla))).toEqual([]);
  });

  it('names the folders: modules/<module>, a folder of src, paths, env, and the root', () => {
    const rutas = ['modules/pagos/x.ts', 'lib/route.ts', 'adapters/discord/x.ts', 'paths.ts', 'env.ts', 'app.ts'];
    expect(rutas.map(carpetaDe)).toEqual(['modules/pagos', 'lib', 'adapters', 'paths', 'env', 'raíz']);
  });
});
