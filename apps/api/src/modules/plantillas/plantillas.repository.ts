// SQL of the split templates (docs/calendario.md, «Plantillas de reparto»): a template's row holds its
// name, whether it is active and its current version; each version's rules are a row of
// plantilla_version, written once and never updated.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Plantilla, ReglasPlantilla } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { gremioODefecto } from '../../lib/gremio-contexto.js';
import { plantilla, plantillaVersion } from '../../db/schema.js';

const columnas = {
  idPlantilla: plantilla.idPlantilla,
  nombre: plantilla.nombre,
  activa: plantilla.activa,
  versionActual: plantilla.version,
  version: plantillaVersion.version,
  reglas: plantillaVersion.reglas,
  fecha: plantillaVersion.fecha,
};
type FilaPlantilla = {
  idPlantilla: number;
  nombre: string;
  activa: boolean;
  versionActual: number;
  version: number;
  reglas: unknown;
  fecha: Date;
};

export function toPlantilla(f: FilaPlantilla): Plantilla {
  return {
    id_plantilla: f.idPlantilla,
    nombre: f.nombre,
    activa: f.activa,
    version: f.version,
    version_actual: f.versionActual,
    reglas: f.reglas as ReglasPlantilla,
    fecha: new Date(f.fecha).toISOString(),
  };
}

/** Every template of the guild with its current version's rules, by name. */
export async function listPlantillas(db: DbOrTx): Promise<Plantilla[]> {
  const filas = await db
    .select(columnas)
    .from(plantilla)
    .innerJoin(
      plantillaVersion,
      and(eq(plantillaVersion.idPlantilla, plantilla.idPlantilla), eq(plantillaVersion.version, plantilla.version)),
    )
    .where(eq(plantilla.idGremio, gremioODefecto()))
    .orderBy(asc(sql`lower(${plantilla.nombre})`), asc(plantilla.idPlantilla));
  return filas.map(toPlantilla);
}

/** One version of a template (undefined: no such template or version in the guild). */
export async function findVersion(db: DbOrTx, idPlantilla: number, version: number): Promise<Plantilla | undefined> {
  const [fila] = await db
    .select(columnas)
    .from(plantilla)
    .innerJoin(plantillaVersion, eq(plantillaVersion.idPlantilla, plantilla.idPlantilla))
    .where(
      and(
        eq(plantilla.idPlantilla, idPlantilla),
        eq(plantillaVersion.version, version),
        eq(plantilla.idGremio, gremioODefecto()),
      ),
    );
  return fila ? toPlantilla(fila) : undefined;
}

/** A template's current version, locked for a change (FOR UPDATE of its row). */
export async function lockPlantilla(tx: DbOrTx, idPlantilla: number): Promise<Plantilla | undefined> {
  const [fila] = await tx
    .select(columnas)
    .from(plantilla)
    .innerJoin(
      plantillaVersion,
      and(eq(plantillaVersion.idPlantilla, plantilla.idPlantilla), eq(plantillaVersion.version, plantilla.version)),
    )
    .where(and(eq(plantilla.idPlantilla, idPlantilla), eq(plantilla.idGremio, gremioODefecto())))
    .for('update', { of: plantilla });
  return fila ? toPlantilla(fila) : undefined;
}

/** Another template of the guild with this name, whatever its case (the unique index's rule). */
export async function otraConNombre(db: DbOrTx, nombre: string, excepto?: number): Promise<boolean> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select id_plantilla as id from ${plantilla}
    where id_gremio = ${gremioODefecto()} and lower(nombre) = lower(${nombre})
      ${excepto === undefined ? sql`` : sql`and id_plantilla <> ${excepto}`}
    limit 1`);
  return rows.length > 0;
}

/** A new template and its version 1. */
export async function insertPlantilla(
  tx: DbOrTx,
  nombre: string,
  reglas: ReglasPlantilla,
  idCuenta: number,
): Promise<{ idPlantilla: number }> {
  const [fila] = await tx
    .insert(plantilla)
    .values({ idGremio: gremioODefecto(), nombre, version: 1 })
    .returning({ idPlantilla: plantilla.idPlantilla });
  await insertVersion(tx, fila!.idPlantilla, 1, reglas, idCuenta);
  return fila!;
}

/** A version's rules: a new row, never an update. */
export async function insertVersion(
  tx: DbOrTx,
  idPlantilla: number,
  version: number,
  reglas: ReglasPlantilla,
  idCuenta: number,
): Promise<void> {
  await tx.insert(plantillaVersion).values({ idPlantilla, version, idGremio: gremioODefecto(), reglas, idCuenta });
}

export async function updatePlantilla(
  tx: DbOrTx,
  idPlantilla: number,
  cambios: { nombre?: string; activa?: boolean; version?: number },
): Promise<void> {
  await tx.update(plantilla).set(cambios).where(eq(plantilla.idPlantilla, idPlantilla));
}
