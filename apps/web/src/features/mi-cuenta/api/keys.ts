// Query keys of the signed-in account's own page.
export const miCuentaKeys = {
  all: ['mi-cuenta'] as const,
};
