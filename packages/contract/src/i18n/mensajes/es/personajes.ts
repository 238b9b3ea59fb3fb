// The API's sentences about the personajes (docs/calendario.md).
export const personajes = {} as const;
