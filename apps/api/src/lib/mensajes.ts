// The server's message catalogues and how a code is said (docs/idiomas.md, "El servidor"), from the
// contract's i18n/mensajes/ folder: one import path for the API, so the day the contract's entry
// exports them this line becomes `export … from '@reparto/contract'`.
export {
  MENSAJES,
  es as MENSAJES_ES,
  dichoEn,
  esCodigo,
  fragmento,
  frase,
  mensaje,
  textoEn,
  type CodigoMensaje,
  type Frase,
  type ValorMensaje,
  type ValoresMensaje,
} from '@reparto/contract';
