// The API's sentences in Spanish about attendance sessions (docs/asistencia.md). The source of pt-BR and en.
export const asistencia = {} as const;
