// The contract's sentences a form shows as they are (a zod schema's message shared with the API, such
// as the nickname's rules) in the active language (docs/idiomas.md): the API's own catalogues and
// translator (@reparto/contract/mensajes), loaded only when the language is not Spanish.
import { useEffect, useState } from 'react';
import type { Idioma } from '@reparto/contract';
import { useIdioma } from './textos';

type Traductor = (texto: string, idioma: Idioma) => string;
let traductor: Traductor | undefined;
let cargando: Promise<Traductor> | undefined;

function cargarTraductor(): Promise<Traductor> {
  cargando ??= import('@reparto/contract/mensajes').then((m) => (traductor = m.traducirMensaje));
  return cargando;
}

/** `texto` (a Spanish sentence of the contract) in the active language: as it is in Spanish, or until the translator arrives. */
export function useMensajeTraducido(texto: string | undefined): string | undefined {
  const idioma = useIdioma();
  const [, listo] = useState(0);
  useEffect(() => {
    if (idioma !== 'es' && !traductor && texto) void cargarTraductor().then(() => listo((n) => n + 1));
  }, [idioma, texto]);
  if (!texto || idioma === 'es' || !traductor) return texto;
  return traductor(texto, idioma);
}
