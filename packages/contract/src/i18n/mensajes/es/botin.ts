// The API's sentences in Spanish about the loot valuation (docs/botin.md). The source of pt-BR and en.
export const botin = {} as const;
