// The catalogues of the web (docs/idiomas.md): one per area — the shared one (lib/textos: the frame,
// components/ and lib/) and one per feature (features/<name>/textos) — in three files each, es.ts (the
// source), pt-BR.ts and en.ts (`Traduccion<typeof es>`: tsc fails on a missing or extra key). Only the
// active language's file of an area is downloaded, when the area is first shown; a page waits for it
// with its own chunk (app/paginas.tsx), so nothing paints in the wrong language.
import { use, useSyncExternalStore } from 'react';
import { formatear, type Idioma, type Valores } from '@reparto/contract';
import { fijarIdioma, idiomaActual, suscribirIdioma } from './idioma';

type Catalogo = Readonly<Record<string, string>>;
type Cargadores<E extends Catalogo> = Record<Idioma, () => Promise<{ default: { readonly [K in keyof E]: string } }>>;

export interface Textos<E extends Catalogo> {
  readonly area: string;
  /** Loads the area's catalogue of `idioma` (once; a repeat gets the same promise). */
  cargar(idioma: Idioma): Promise<void>;
  /** A text in the active language (its catalogue must be loaded: a rendered page's is). */
  t(clave: keyof E & string, valores?: Valores): string;
  /** The raw catalogue of a language, if loaded (tests). */
  catalogo(idioma: Idioma): Catalogo | undefined;
}

const areas: Textos<Catalogo>[] = [];

/** Declares an area's catalogue: its three loaders. */
export function definirTextos<E extends Catalogo>(area: string, cargadores: Cargadores<E>): Textos<E> {
  const cargados = new Map<Idioma, Catalogo>();
  const pendientes = new Map<Idioma, Promise<void>>();
  const textos: Textos<E> = {
    area,
    cargar(idioma) {
      let p = pendientes.get(idioma);
      if (!p) {
        p = cargadores[idioma]().then((m) => {
          cargados.set(idioma, m.default);
        });
        // A failed download (offline) may be tried again.
        p.catch(() => pendientes.delete(idioma));
        pendientes.set(idioma, p);
      }
      return p;
    },
    t(clave, valores) {
      const idioma = idiomaActual();
      const texto = cargados.get(idioma)?.[clave];
      if (texto === undefined) return clave;
      return formatear(texto, valores, idioma);
    },
    catalogo: (idioma) => cargados.get(idioma),
  };
  areas.push(textos as unknown as Textos<Catalogo>);
  return textos;
}

/** The active language, as a React state: a change re-renders every component that reads it. */
export function useIdioma(): Idioma {
  return useSyncExternalStore(suscribirIdioma, idiomaActual, idiomaActual);
}

/**
 * `t` of an area in the active language. A component shown before its area's catalogue arrived
 * suspends until it does (the nearest Suspense shows its fallback); pages never do (app/paginas.tsx).
 */
export function useTextos<E extends Catalogo>(textos: Textos<E>): Textos<E>['t'] {
  const idioma = useIdioma();
  if (!textos.catalogo(idioma)) use(textos.cargar(idioma));
  return textos.t;
}

/**
 * Switches language without a frame in the old one or a blank one: the catalogues of every area
 * already shown are loaded in the new language first, then everything re-renders at once.
 */
export async function cambiarIdioma(idioma: Idioma): Promise<void> {
  const anterior = idiomaActual();
  await Promise.all(areas.filter((a) => a.catalogo(anterior)).map((a) => a.cargar(idioma)));
  fijarIdioma(idioma);
}

/** Every area declared so far (tests: each catalogue's keys and variables). */
export const areasDeclaradas = (): readonly Textos<Catalogo>[] => areas;
