// A catalogue sentence with elements inside it (a nickname or an amount in bold): each element takes
// the place of its variable, so that every language orders the sentence its own way.
import { Fragment, type ReactNode } from 'react';
import type { Valores } from '@reparto/contract';

// A character no catalogue text contains: it marks where an element goes.
const MARCA = '\u0000';

/** `texto(valores)` → the sentence, with each element of `elementos` where its variable is. */
export function conElementos(texto: (valores: Valores) => string, elementos: Record<string, ReactNode>): ReactNode {
  const nombres = Object.keys(elementos);
  const valores = Object.fromEntries(nombres.map((n, i) => [n, `${MARCA}${i}${MARCA}`]));
  // Split on the marks: even parts are text, odd parts the index of an element.
  const partes = texto(valores).split(MARCA);
  return (
    <>{partes.map((parte, i) => (i % 2 === 0 ? parte : <Fragment key={i}>{elementos[nombres[Number(parte)]!]}</Fragment>))}</>
  );
}
