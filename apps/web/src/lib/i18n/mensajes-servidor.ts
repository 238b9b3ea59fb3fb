// The contract's own sentences a screen shows as they come (docs/idiomas.md, "La web"): a zod field
// message of a form checked before any request is sent («El nickname es obligatorio»), and a regear
// item's reason, stored with its code. Each is found by its code — a schema's text by its exact text
// (`dichoDe`), a reason by the code kept with it (`motivo_frase`) — and said from the active
// language's chunk of the catalogue's `campos` area (textos-campos-<language>, ≤ 4 KB gzip: build/
// chunk-campos.test.ts), loaded only when the language is not Spanish. Nothing is parsed.
import { useEffect, useState } from 'react';
import { dichoDe, formatear, type Idioma, type ItemRegear } from '@reparto/contract';
import { useIdioma } from './textos';

type Catalogo = Readonly<Record<string, string>>;
type Valor = string | number | { readonly codigo: string };
interface Dicha {
  readonly codigo: string;
  readonly valores?: Readonly<Record<string, Valor>>;
}

const CARGAR: Record<Exclude<Idioma, 'es'>, () => Promise<Catalogo>> = {
  'pt-BR': () => import('@reparto/contract/campos/pt-BR').then((m) => m.campos),
  en: () => import('@reparto/contract/campos/en').then((m) => m.campos),
};
const cargados = new Map<Idioma, Catalogo>();
const cargando = new Map<Idioma, Promise<Catalogo>>();

function cargar(idioma: Exclude<Idioma, 'es'>): Promise<Catalogo> {
  let p = cargando.get(idioma);
  if (!p) cargando.set(idioma, (p = CARGAR[idioma]().then((c) => (cargados.set(idioma, c), c))));
  return p;
}

/** A sentence in the language of `catalogo`; undefined when the catalogue lacks its code. */
export function decir(d: Dicha, catalogo: Catalogo, idioma: Idioma): string | undefined {
  const plantilla = catalogo[d.codigo];
  if (plantilla === undefined) return undefined;
  const planos: Record<string, string | number> = {};
  for (const [nombre, v] of Object.entries(d.valores ?? {})) {
    if (typeof v === 'number') planos[nombre] = v;
    else if (typeof v === 'object') planos[nombre] = catalogo[v.codigo] ?? v.codigo;
    else {
      // A value that is itself a contract text (a field's name: «El motivo»).
      const dicho = dichoDe(v);
      planos[nombre] = (dicho && decir(dicho, catalogo, idioma)) ?? v;
    }
  }
  return formatear(plantilla, planos, idioma);
}

/** `d` said in the active language once its chunk has arrived; `espanol` until then, in Spanish, and without `d`. */
function useDicho(d: Dicha | undefined, espanol: string | undefined): string | undefined {
  const idioma = useIdioma();
  const [, listo] = useState(0);
  const catalogo = idioma === 'es' ? undefined : cargados.get(idioma);
  const falta = d !== undefined && idioma !== 'es' && !catalogo;
  useEffect(() => {
    if (falta) void cargar(idioma as Exclude<Idioma, 'es'>).then(() => listo((n) => n + 1));
  }, [falta, idioma]);
  if (!d || !catalogo) return espanol;
  return decir(d, catalogo, idioma) ?? espanol;
}

/** `texto` (a field message of the contract's schemas, in Spanish) in the active language; any other text as it is. */
export function useMensajeTraducido(texto: string | undefined): string | undefined {
  return useDicho(texto === undefined ? undefined : dichoDe(texto), texto);
}

/**
 * Why a regear item does not count, in the active language, from the code kept with it (every stored
 * item has one since migration 0021; a text without one would stay in Spanish).
 */
export function useMotivoTraducido(item: ItemRegear): string | undefined {
  return useDicho(item.motivo_frase, item.motivo);
}
