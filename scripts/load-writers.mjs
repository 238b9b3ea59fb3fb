// `npm run load`'s writers in their own thread (worker_threads): their timers and answers are not
// queued behind the readers' autocannon, which keeps the script's main thread busy (scripts/load.mjs).
// workerData: { base, connections, duration, rate, tokens, idPeriodo, activos, codigo }; posts the
// `{ result, codes }` of ritmoConstante.
import { parentPort, workerData } from 'node:worker_threads';
import { pick, ritmoConstante } from './load-support.mjs';

const { base, connections, duration, rate, tokens, idPeriodo, activos } = workerData;
let codigo = workerData.codigo;
const json = { 'content-type': 'application/json' };
const salida = await ritmoConstante(base, {
  connections,
  duration,
  rate,
  request: (i) => ({
    path: '/api/distribuciones/crear',
    headers: { ...json, 'x-token': tokens[i % tokens.length] },
    body: JSON.stringify([
      {
        idDistribucion: codigo++,
        idPeriodoDist: idPeriodo,
        silver: 1_000_000 + Math.floor(Math.random() * 9_000_000),
        motivo: 'Carga',
        email: null,
        jugadores: [...new Set(Array.from({ length: 5 }, () => pick(activos)))],
      },
    ]),
  }),
});
parentPort.postMessage(salida);
