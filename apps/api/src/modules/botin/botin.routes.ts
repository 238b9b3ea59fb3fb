// Endpoints of the loot valuation (docs/botin.md).
export {};
