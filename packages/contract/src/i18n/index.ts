// Languages, the catalogues' message syntax and each language's formats (docs/idiomas.md).
export * from './idioma.js';
export * from './icu.js';
export * from './numeros.js';
export * from './mensajes/index.js';
export * from './dichos.js';
