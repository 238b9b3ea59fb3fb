// The API's sentences about the calendario (docs/calendario.md).
export const calendario = {} as const;
