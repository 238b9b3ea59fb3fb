// The sentences a new distribution answers with (docs/idiomas.md, "El servidor"), as codes and raw values.
import { frase, type Frase } from '../../lib/mensajes.js';

/** The answer's sentence of a new distribution (the benchmark's floor sends it too: `mensajeCreada`). */
export function fraseCreada(idDistribucion: number, silver: number, jugadores: number, silverUnitario: number): Frase {
  const valores = { id: idDistribucion, silver: { plata: silver }, n: jugadores, unitario: { plata: silverUnitario } };
  return { codigo: 'distribucion.realizada', valores };
}

export const fraseCreadaPorPeso = (idDistribucion: number, silver: number, jugadores: number): Frase => ({
  codigo: 'distribucion.realizadaPeso',
  valores: { id: idDistribucion, silver: { plata: silver }, n: jugadores },
});

export const mensajeCreada = (idDistribucion: number, silver: number, jugadores: number, silverUnitario: number) =>
  frase(fraseCreada(idDistribucion, silver, jugadores, silverUnitario));
