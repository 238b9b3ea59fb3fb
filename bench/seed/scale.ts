// Sizes, accounts and word lists of the benchmark's generated guild (bench/seed.ts).

export interface Scale {
  name: 'full' | 'smoke';
  players: number;
  /** Periods per place (8 places). */
  periodsPerPlace: number;
  distributions: number;
  /** Players per distribution: 2 … maxPlayers, skewed towards small groups. */
  maxPlayers: number;
  contentManagers: number;
  distributors: number;
  days: number;
  /** Regear claims over the periods (bench/seed/regear.ts). */
  claims: number;
}

export const FULL: Scale = {
  name: 'full',
  players: 2000,
  periodsPerPlace: 125,
  distributions: 100_000,
  maxPlayers: 40,
  contentManagers: 20,
  distributors: 10,
  days: 3 * 365,
  claims: 20_000,
};

export const SMOKE: Scale = {
  name: 'smoke',
  players: 120,
  periodsPerPlace: 4,
  distributions: 400,
  maxPlayers: 40,
  contentManagers: 3,
  distributors: 2,
  days: 90,
  claims: 300,
};

export const PLACES = 8;
/** Place of the benchmark's own open period (POST /crear): the seed leaves it without an open one. */
export const BENCH_PLACE = 8;
export const PASSWORD = 'bench-password-1234';
export const ACCOUNTS = {
  lider: 'lider@bench.local',
  tesorero: 'tesorero@bench.local',
  encargado: (n: number) => `encargado${String(n).padStart(2, '0')}@bench.local`,
  distribuidor: (n: number) => `distribuidor${String(n).padStart(2, '0')}@bench.local`,
};

export const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench';
export const DEFAULT_SMOKE_URL = 'postgres://postgres@127.0.0.1:5432/bench_smoke';

export const SYLLABLES = [
  'ar',
  'bel',
  'cor',
  'dra',
  'el',
  'fen',
  'gal',
  'hor',
  'ix',
  'jun',
  'kal',
  'lor',
  'mor',
  'nar',
  'or',
  'pyr',
  'quel',
  'ras',
  'sil',
  'tor',
  'ul',
  'vek',
  'wyn',
  'xan',
  'yr',
  'zor',
];

export const MOTIVOS = [
  'ZvZ en Caerleon',
  'Mazmorra de avalón',
  'Recolección de territorio',
  'Hellgate 5v5',
  'Defensa de castillo',
  'Cofres de territorio',
  'Mazmorra grupal',
  'Mundo abierto en zona negra',
  'Roaming',
  'Tracking de facción',
];

/**
 * The scale of each guild with `gremios` guilds (docs/performance.md, «Many guilds»). The small guild
 * (--smoke) is copied whole, each copy a guild of the same size (`npm run instancias`' two guilds). The
 * full dataset keeps its total rows: 100,000 distributions and 20,000 regear claims shared among the
 * guilds, each guild's roster the full one ÷ 20 (100 players: what a guild of the issue's «size ÷ 20»
 * has), with three periods per place (a finalized one, one being paid, an open one).
 */
export function escalaDeGremios(base: Scale, gremios: number): Scale {
  if (gremios <= 1 || base.name === 'smoke') return base;
  return {
    ...base,
    players: base.players / 20,
    periodsPerPlace: 3,
    distributions: Math.round(base.distributions / gremios),
    contentManagers: 3,
    distributors: 2,
    claims: Math.round(base.claims / gremios),
  };
}
