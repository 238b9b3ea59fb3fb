// The API's sentences about the plantillas (docs/calendario.md).
export const plantillas = {} as const;
