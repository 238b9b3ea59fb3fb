// The server's message catalogues and how a code is said (docs/idiomas.md, "El servidor").
export { es, type CodigoMensaje } from './es.js';
export { ptBR } from './pt-BR.js';
export { en } from './en.js';
export {
  MENSAJES,
  dichoEn,
  esCodigo,
  fragmento,
  frase,
  mensaje,
  textoEn,
  type Frase,
  type ValorMensaje,
  type ValoresMensaje,
} from './traductor.js';
