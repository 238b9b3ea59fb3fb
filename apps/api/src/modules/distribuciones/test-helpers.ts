// Helpers shared by the tests of this module: periods created straight in the database (the periods
// API belongs to another module) and the body of a valid `crear` request.
import { eq } from 'drizzle-orm';
import { ESTADO_PERIODO } from '@reparto/contract';
import { periodo } from '../../db/schema.js';
import type { TestApp } from '../../testing/harness.js';

let nextLugar = 1;

/**
 * A period in the given state. Only one open period per place is allowed, so open periods take the
 * next free place (8 per test file); closed ones share place 1.
 */
export async function crearPeriodo(t: TestApp, estado: number = ESTADO_PERIODO.ABIERTO): Promise<number> {
  const idLugarDistribucion = estado === ESTADO_PERIODO.ABIERTO ? nextLugar++ : 1;
  if (idLugarDistribucion > 8) throw new Error('Sin lugares libres para otro periodo abierto en este archivo de pruebas');
  const [row] = await t.db
    .insert(periodo)
    .values({ idLugarDistribucion, idEstadoDistribucion: estado, idCuentaCreador: t.lider.idCuenta })
    .returning({ id: periodo.idPeriodo });
  return row!.id;
}

export async function cambiarEstadoPeriodo(t: TestApp, idPeriodo: number, estado: number): Promise<void> {
  await t.db.update(periodo).set({ idEstadoDistribucion: estado }).where(eq(periodo.idPeriodo, idPeriodo));
}

let nextCodigo = 100000;
export const codigo = () => nextCodigo++;

export interface CrearBody {
  idDistribucion: number;
  idPeriodoDist: number;
  silver: number;
  motivo: string;
  email?: string | null;
  jugadores: number[];
}

export const crearBody = (overrides: Partial<CrearBody> & Pick<CrearBody, 'idPeriodoDist' | 'jugadores'>): CrearBody => ({
  idDistribucion: codigo(),
  silver: 1_000_000,
  motivo: 'ZvZ en Caerleon',
  ...overrides,
});
