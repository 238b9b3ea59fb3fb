// The ledger's concepto names (docs/libro.md, «What posts what») are the API's own (its CSV and Discord
// say them too): the web's shared catalogue takes them from the contract's catalogue of each language,
// not a copy of them.
type Conceptos<T> = { [K in keyof T as K extends `libro.concepto.${string}` ? K : never]: T[K] };

/** The `libro.concepto.*` entries of a contract catalogue. */
export const conceptos = <T extends Record<string, string>>(libro: T): Conceptos<T> =>
  Object.fromEntries(Object.entries(libro).filter(([k]) => k.startsWith('libro.concepto.'))) as Conceptos<T>;
