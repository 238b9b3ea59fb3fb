// Rules of the split templates (docs/calendario.md, «Plantillas de reparto»): every signed-in account
// reads them, the leader creates and changes them (the route's check). A change of the rules writes a
// new version (a distribution keeps the version it used); a change of the regear part re-prices, in the
// same transaction, the pending claims of open periods that the template priced.
import { precioRegearDePlantilla, type ReclamoRepreciado, type Plantilla, type ReglasPlantilla } from '@reparto/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { escribir, sinCambios, type Escrito } from '../../lib/escritura.js';
import { Conflict, NotFound, isUniqueViolation } from '../../lib/errors.js';
import type { Frase } from '../../lib/mensajes.js';
import { repreciarReclamosDePlantilla } from '../regear/repreciar.repository.js';
import * as repo from './plantillas.repository.js';

export const plantillaNoExiste = (id: number) => new NotFound('plantilla.noExiste', { id });
const nombreRepetido = (nombre: string) => new Conflict('plantilla.nombreRepetido', { nombre });

// Reads with no rule of their own.
export const listar = (db: DbOrTx): Promise<Plantilla[]> => repo.listPlantillas(db);

/** One version of a template (GET ?idPlantilla=&version=, «Nueva distribución»'s check): 404 when missing. */
export async function version(db: DbOrTx, idPlantilla: number, numero: number): Promise<Plantilla> {
  const found = await repo.findVersion(db, idPlantilla, numero);
  if (!found) throw new NotFound('plantilla.versionNoExiste', { id: idPlantilla, version: numero });
  return found;
}

/** The unique name index fired after the check (a race of two creations): the same 409. */
async function conNombreUnico<T>(nombre: string, escritura: () => Promise<T>): Promise<T> {
  try {
    return await escritura();
  } catch (error) {
    if (isUniqueViolation(error)) throw nombreRepetido(nombre);
    throw error;
  }
}

export interface PlantillaEscrita {
  message: Frase;
  plantilla: Plantilla;
  reclamos: ReclamoRepreciado[];
}

/** A new template, version 1 (409 when another has the same name, whatever its case). */
export async function crear(
  db: Db,
  cuenta: CuentaSesion,
  input: { nombre: string; reglas: ReglasPlantilla },
): Promise<Escrito<PlantillaEscrita>> {
  return conNombreUnico(input.nombre, () =>
    escribir<PlantillaEscrita>(db, async (tx) => {
      if (await repo.otraConNombre(tx, input.nombre)) throw nombreRepetido(input.nombre);
      const { idPlantilla } = await repo.insertPlantilla(tx, input.nombre, input.reglas, cuenta.idCuenta);
      const plantilla = (await repo.findVersion(tx, idPlantilla, 1))!;
      return {
        resultado: { message: { codigo: 'plantilla.creada', valores: { nombre: input.nombre } }, plantilla, reclamos: [] },
        auditoria: [
          {
            idCuenta: cuenta.idCuenta,
            accion: 'crear',
            entidad: 'plantilla',
            idEntidad: idPlantilla,
            despues: { nombre: input.nombre, version: 1, reglas: input.reglas },
          },
        ],
        cambio: null,
      };
    }),
  );
}

/** Same rules, whatever the order of the weights' keys. */
const mismasReglas = (a: ReglasPlantilla, b: ReglasPlantilla) => JSON.stringify(ordenado(a)) === JSON.stringify(ordenado(b));
function ordenado(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(ordenado);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x !== undefined)
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([k, x]) => [k, ordenado(x)]),
    );
  return v;
}

/**
 * The leader changes a template: its name, whether it is active, its rules (a new version; the old one
 * stays as it was). A changed regear part re-prices the pending claims of open periods it priced, and the
 * answer lists them. The same values again change nothing.
 */
export async function cambiar(
  db: Db,
  cuenta: CuentaSesion,
  input: { idPlantilla: number; nombre?: string | undefined; reglas?: ReglasPlantilla | undefined; activa?: boolean | undefined },
): Promise<Escrito<PlantillaEscrita>> {
  const nombreNuevo = input.nombre ?? '';
  return conNombreUnico(nombreNuevo, () =>
    escribir<PlantillaEscrita>(db, async (tx) => {
      const antes = await repo.lockPlantilla(tx, input.idPlantilla);
      if (!antes) throw plantillaNoExiste(input.idPlantilla);
      const nombre = input.nombre !== undefined && input.nombre !== antes.nombre ? input.nombre : undefined;
      const activa = input.activa !== undefined && input.activa !== antes.activa ? input.activa : undefined;
      const reglas = input.reglas && !mismasReglas(input.reglas, antes.reglas) ? input.reglas : undefined;
      if (nombre === undefined && activa === undefined && reglas === undefined)
        return sinCambios({
          message: { codigo: 'plantilla.sinCambios', valores: { nombre: antes.nombre } },
          plantilla: antes,
          reclamos: [],
        });
      if (nombre !== undefined && (await repo.otraConNombre(tx, nombre, antes.id_plantilla))) throw nombreRepetido(nombre);

      const version = reglas ? antes.version + 1 : antes.version;
      if (reglas) await repo.insertVersion(tx, antes.id_plantilla, version, reglas, cuenta.idCuenta);
      await repo.updatePlantilla(tx, antes.id_plantilla, {
        ...(nombre === undefined ? {} : { nombre }),
        ...(activa === undefined ? {} : { activa }),
        ...(reglas ? { version } : {}),
      });
      const regearCambia =
        reglas !== undefined && JSON.stringify(ordenado(reglas.regear)) !== JSON.stringify(ordenado(antes.reglas.regear));
      const repreciados = regearCambia
        ? await repreciarReclamosDePlantilla(tx, antes.id_plantilla, version, (silverReglas) =>
            reglas.regear ? precioRegearDePlantilla(silverReglas, reglas.regear) : silverReglas,
          )
        : [];
      const reclamos = repreciados.map((r) => ({
        id_reclamo: r.idReclamo,
        nickname: r.nickname,
        antes: r.antes,
        despues: r.despues,
      }));
      const plantilla = (await repo.lockPlantilla(tx, antes.id_plantilla))!;
      const valores = { nombre: plantilla.nombre, version: plantilla.version };
      return {
        resultado: {
          message:
            reclamos.length > 0
              ? { codigo: 'plantilla.repreciados', valores: { ...valores, n: reclamos.length } }
              : { codigo: 'plantilla.guardada', valores },
          plantilla,
          reclamos,
        },
        auditoria: [
          {
            idCuenta: cuenta.idCuenta,
            accion: 'editar',
            entidad: 'plantilla',
            idEntidad: antes.id_plantilla,
            antes: {
              ...(nombre === undefined ? {} : { nombre: antes.nombre }),
              ...(activa === undefined ? {} : { activa: antes.activa }),
              ...(reglas ? { version: antes.version, reglas: antes.reglas } : {}),
            },
            despues: {
              ...(nombre === undefined ? {} : { nombre }),
              ...(activa === undefined ? {} : { activa }),
              ...(reglas ? { version, reglas } : {}),
              ...(reclamos.length > 0 ? { reclamos } : {}),
            },
          },
        ],
        // The re-priced claims show in the regear queue (its scope); a template itself is in no cached answer.
        cambio: reclamos.length > 0 ? { tipo: 'reglasRegear' } : null,
      };
    }),
  );
}
