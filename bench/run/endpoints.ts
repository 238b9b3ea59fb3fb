// The endpoints `npm run bench` measures (docs/performance.md): the public reads, the players list,
// the regear reads and POST /crear at two concurrencies, with what they read chosen by bench/run.ts.
import type { Endpoint } from './measure.js';

export interface Elegidos {
  big: { id: number; n: number };
  deepPage: number;
  heavy: { nickname: string; n: number };
  jugadores: number[];
  idPeriodoBench: number;
  liderToken: string;
  encargadoToken: string;
  encargadoEmail: string;
  regear: Endpoint[];
  /** The ledger's: a member's balance, «Mi cuenta», withdrawal requests (bench/run/libro.ts). */
  libro: Endpoint[];
  /** `/saldo` over Discord's HTTP interactions (bench/run/discord.ts). */
  discord: Endpoint[];
  connections: number;
}

export function endpointsDelBanco(x: Elegidos): Endpoint[] {
  const { big, deepPage, heavy, jugadores, idPeriodoBench, liderToken, encargadoToken, encargadoEmail, connections } = x;
  let codigo = 100_000;
  return [
    { name: 'resumenDistribucion?page=1', method: 'GET', path: '/api/distribuciones/resumenDistribucion?page=1' },
    {
      name: `resumenDistribucion?page=${deepPage}`,
      method: 'GET',
      path: `/api/distribuciones/resumenDistribucion?page=${deepPage}`,
    },
    {
      name: `getDistribucion (periodo ${big.id}, ${big.n} filas)`,
      method: 'POST',
      path: '/api/distribuciones/getDistribucion',
      body: [{ idPeriodoDist: big.id }],
    },
    {
      name: `tablaDePago (periodo ${big.id})`,
      method: 'POST',
      path: '/api/distribuciones/tablaDePago',
      body: [{ idPeriodo: big.id }],
    },
    {
      name: `getDistribucion paginado (periodo ${big.id}, página 1)`,
      method: 'POST',
      path: '/api/distribuciones/getDistribucion',
      body: [{ idPeriodoDist: big.id, page: 1 }],
    },
    {
      name: `tablaDePago paginado (periodo ${big.id}, página 1)`,
      method: 'POST',
      path: '/api/distribuciones/tablaDePago',
      body: [{ idPeriodo: big.id, page: 1 }],
    },
    { name: 'top3BestPlayers', method: 'GET', path: '/api/distribuciones/top3BestPlayers' },
    { name: 'top3BestCreadores', method: 'GET', path: '/api/distribuciones/top3BestCreadores' },
    {
      name: `searchGananciasPlayer (30 días)`,
      method: 'GET',
      path: `/api/distribuciones/searchGananciasPlayer?nickname=${encodeURIComponent(heavy.nickname)}&interval=30`,
    },
    {
      name: `searchGananciasPlayer (desde la creación)`,
      method: 'GET',
      path: `/api/distribuciones/searchGananciasPlayer?nickname=${encodeURIComponent(heavy.nickname)}&interval=0`,
    },
    {
      name: 'gananciasJugador',
      method: 'GET',
      path: `/api/distribuciones/gananciasJugador?nickname=${encodeURIComponent(heavy.nickname)}`,
    },
    {
      name: 'historialJugador (página 3)',
      method: 'POST',
      path: '/api/distribuciones/historialJugador',
      body: [{ nickname: heavy.nickname, page: 3 }],
    },
    {
      name: 'jugadores/lista (filtro "or")',
      method: 'POST',
      path: '/api/jugadores/lista',
      body: [{ nickname: 'or', page: 2 }],
      headers: { 'x-token': liderToken },
    },
    ...x.regear,
    ...x.libro,
    ...x.discord,
    ...[connections, 8].map((n): Endpoint => ({
      name: n === connections ? 'POST /crear (40 jugadores)' : `POST /crear (40 jugadores, ${n} conexiones)`,
      connections: n,
      method: 'POST',
      path: '/api/distribuciones/crear',
      headers: { 'x-token': encargadoToken },
      write: true,
      // A fresh 6-digit code per request (at most 900,000 per period, far more than a run sends).
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify([
          {
            idDistribucion: codigo++,
            idPeriodoDist: idPeriodoBench,
            silver: 4_000_000,
            motivo: 'Benchmark',
            email: encargadoEmail,
            jugadores,
          },
        ]),
      }),
    })),
  ];
}
