// The server's message catalogues and their translator (docs/idiomas.md, "El servidor").
export { es, type CodigoMensaje } from './es.js';
export { ptBR } from './pt-BR.js';
export { en } from './en.js';
export {
  MENSAJES,
  esCodigo,
  fragmento,
  frase,
  mensaje,
  reconocerMensaje,
  textoEn,
  traducirFragmento,
  traducirMensaje,
  type Frase,
  type ValorMensaje,
  type ValoresMensaje,
} from './traductor.js';
