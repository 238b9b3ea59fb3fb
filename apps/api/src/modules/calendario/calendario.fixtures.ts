// The calendar's tests' data (docs/calendario.md): an event's request with sensible defaults, instants
// relative to now, and a split template written straight to its tables (the templates' own API is
// modules/plantillas').
import type { ReglasPlantilla } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { plantilla, plantillaVersion } from '../../db/schema.js';

/** The instant `h` hours from now, ISO 8601. */
export const horas = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** A valid POST /api/calendario/eventos item (tomorrow, 2 hours, sign-ups close an hour before), with `cambios`. */
export function nuevoEvento(cambios: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    titulo: 'ZvZ',
    idLugarDist: 1,
    inicio: horas(24),
    fin: horas(26),
    cierreInscripcion: horas(23),
    huecos: { tanque: 1, dps: 2 },
    ...cambios,
  };
}

export const REGLAS_PRUEBA: ReglasPlantilla = {
  impuesto_pct: 10,
  pesos: { caller: 1.5, explorador: 1.25 },
  extras: [{ concepto: 'Looter', silver: 200_000 }],
  regear_primero: false,
  regear: null,
  peso_reserva: 0.5,
};

/** A template with one version of `reglas`, answering its id. */
export async function crearPlantilla(
  db: DbOrTx,
  idCuenta: number,
  nombre: string,
  activa = true,
  reglas: ReglasPlantilla = REGLAS_PRUEBA,
): Promise<number> {
  const [p] = await db.insert(plantilla).values({ nombre, activa }).returning({ id: plantilla.idPlantilla });
  await db.insert(plantillaVersion).values({ idPlantilla: p!.id, version: 1, reglas, idCuenta });
  return p!.id;
}
