// Rules of the period life cycle (docs/domain.md, "Period life cycle", "Permissions"). Every state
// change runs in one transaction that locks the period row first, so two requests on one period are
// serialized, and declares its audit row, its change and its Discord message (lib/escritura.ts).
import { ESTADO_PERIODO, type CerrarPeriodoRequest, type Lugar, type ModoPago, type Periodo } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { escribir } from '../../lib/escritura.js';
import { BadRequest, Conflict, NotFound, isUniqueViolation } from '../../lib/errors.js';
import { mensaje } from '../../lib/mensajes.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { findDistribuidorElegible } from '../jugadores/jugadores.repository.js';
import { assertDistribuidor, lockPeriodoOrThrow, wrongState } from './bloqueo.js';
import { contarRegearAbierto, contarSaldos } from './saldos.repository.js';
import { transaccionesDeCierre } from './libro-cierre.js';
import * as repo from './periodos.repository.js';
import { avisador, type AjustesAvisos } from '../notificaciones/notificar.js';

function snapshot(p: Omit<repo.PeriodoBloqueado, 'lugar'>) {
  return {
    idEstadoDistribucion: p.idEstadoDistribucion,
    silverAlbion: p.silverAlbion,
    idPlayerDistribuidor: p.idPlayerDistribuidor,
    fechaFinal: p.fechaFinal ? p.fechaFinal.toISOString() : null,
  };
}

// ---- Reads ---------------------------------------------------------------------------------------

// Reads with no rule of their own (docs/development.md, "Layers").
export const resumen = (db: Db, page: number): Promise<{ rows: Periodo[]; count: number }> => repo.listPeriodos(db, page);
export const lugares = (db: Db): Promise<Lugar[]> => repo.listLugares(db);
export const enCurso = (db: Db, page: number): Promise<{ rows: Periodo[]; count: number }> =>
  repo.listPeriodos(db, page, 'en-curso');

/** One period, as the overview shows it (404 «No existe el periodo N», as the distributions list says). */
export async function periodoPorId(db: Db, idPeriodo: number): Promise<Periodo> {
  const found = await repo.findPeriodo(db, idPeriodo);
  if (!found) throw new NotFound('periodo.noExiste', { id: idPeriodo });
  return found;
}

export async function casasDeLugar(db: Db, idLugar: number) {
  if (!(await repo.findLugar(db, idLugar))) throw new NotFound('periodo.lugarNoExiste', { id: idLugar });
  return repo.listCasas(db, idLugar);
}

// ---- Writes --------------------------------------------------------------------------------------

/** Create (charge 8): one open period per place, enforced by a partial unique index (also concurrently). */
export async function crearPeriodo(
  db: Db,
  cuenta: CuentaSesion,
  { idLugar, gremioFederacion, modoPago }: { idLugar: number; gremioFederacion: number; modoPago: ModoPago },
  ajustesAvisos: AjustesAvisos,
) {
  const lugar = await repo.findLugar(db, idLugar);
  if (!lugar) throw new NotFound('periodo.lugarNoExiste', { id: idLugar });
  try {
    return await escribir(
      db,
      async (tx) => {
        const row = await repo.insertPeriodo(tx, { idLugar, idCuenta: cuenta.idCuenta, gremioFederacion, modoPago });
        const { idPeriodo } = row;
        return {
          resultado: idPeriodo,
          auditoria: [
            {
              idCuenta: cuenta.idCuenta,
              accion: 'crear',
              entidad: 'periodo',
              idEntidad: idPeriodo,
              despues: {
                idLugarDistribucion: idLugar,
                gremioFederacion,
                idEstadoDistribucion: row.idEstadoDistribucion,
                ...(modoPago === 'acumular' ? { modoPago } : {}),
              },
            },
          ],
          avisos: [{ tipo: 'periodo_abierto', idPeriodo, lugar: lugar.lugar, por: cuenta.nickname }],
          cambio: { tipo: 'periodo', idPeriodo, nuevo: true },
        };
      },
      avisador(ajustesAvisos),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('periodo.yaAbierto', { lugar: lugar.lugar });
    throw error;
  }
}

/** Change silver albion (charge 8): states 3 and 2 only. */
export async function cambiarSilver(db: Db, cuenta: CuentaSesion, idPeriodo: number, silver: number) {
  return escribir(db, async (tx) => {
    const p = await lockPeriodoOrThrow(tx, idPeriodo);
    if (p.idEstadoDistribucion !== ESTADO_PERIODO.ABIERTO && p.idEstadoDistribucion !== ESTADO_PERIODO.EN_DISTRIBUCION) {
      throw wrongState(p.idEstadoDistribucion, 'cambiar el valor de un periodo', 'Abierto o En distribución');
    }
    await repo.updatePeriodo(tx, idPeriodo, { silverAlbion: silver });
    return {
      resultado: undefined,
      auditoria: [
        {
          idCuenta: cuenta.idCuenta,
          accion: 'cambiar_silver',
          entidad: 'periodo',
          idEntidad: idPeriodo,
          antes: { silverAlbion: p.silverAlbion },
          despues: { silverAlbion: silver },
        },
      ],
      cambio: { tipo: 'periodo', idPeriodo },
    };
  });
}

/**
 * Close (charge 8, state 3 → 2): an eligible distributor, at least one active house of the period's
 * place, and Σ chests ≥ players with a payment (one chest per player; docs/domain.md, "Period life
 * cycle"). fecha_final = now.
 */
export async function cerrarPeriodo(db: Db, cuenta: CuentaSesion, input: CerrarPeriodoRequest[0], ajustesAvisos: AjustesAvisos) {
  const idsCasas = [...new Set(input.idsCasas)];
  return escribir(
    db,
    async (tx) => {
      const p = await lockPeriodoOrThrow(tx, input.idPeriodo);
      if (p.idEstadoDistribucion !== ESTADO_PERIODO.ABIERTO) {
        throw wrongState(p.idEstadoDistribucion, 'cerrar un periodo', 'Abierto');
      }
      const distribuidor = await findDistribuidorElegible(tx, input.idPlayerDistribuidor);
      if (!distribuidor) {
        throw new BadRequest('periodo.distribuidorInvalido');
      }
      const casas = await repo.casasByIds(tx, idsCasas);
      for (const id of idsCasas) {
        const c = casas.find((x) => x.idCasa === id);
        if (!c) throw new BadRequest('periodo.casaNoExiste', { id });
        if (c.idLugarDistribucion !== p.idLugarDistribucion) {
          throw new BadRequest('periodo.casaAjena', { casa: c.nombreCasa, lugar: p.lugar });
        }
        if (!c.activa) throw new BadRequest('periodo.casaInactiva', { casa: c.nombreCasa });
      }
      const cofres = casas.reduce((acc, c) => acc + c.cantidadCofres, 0);
      const requeridos = (await contarSaldos(tx, input.idPeriodo)).total;
      if (cofres < requeridos) {
        throw new Conflict('periodo.cofres', { cofres, requeridos });
      }
      const fechaFinal = new Date();
      const after = await repo.updatePeriodo(tx, input.idPeriodo, {
        idEstadoDistribucion: ESTADO_PERIODO.EN_DISTRIBUCION,
        idPlayerDistribuidor: input.idPlayerDistribuidor,
        fechaFinal,
      });
      await repo.insertPeriodoCasas(tx, input.idPeriodo, idsCasas);
      const libro = await transaccionesDeCierre(tx, input.idPeriodo, cuenta.idCuenta);
      return {
        resultado: undefined,
        libro,
        auditoria: [
          {
            idCuenta: cuenta.idCuenta,
            accion: 'cerrar_periodo',
            entidad: 'periodo',
            idEntidad: input.idPeriodo,
            antes: snapshot(p),
            despues: { ...snapshot(after), idsCasas, cofres, requeridos },
          },
        ],
        avisos: [
          {
            tipo: 'periodo_cerrado',
            idPeriodo: input.idPeriodo,
            lugar: p.lugar,
            por: cuenta.nickname,
            distribuidor: distribuidor.nickname,
            // As the period's houses are listed: by name.
            casas: casas
              .map((c) => ({ nombre: c.nombreCasa, cofres: c.cantidadCofres }))
              .sort((a, b) => (a.nombre < b.nombre ? -1 : a.nombre > b.nombre ? 1 : 0)),
          },
        ],
        cambio: { tipo: 'periodo', idPeriodo: input.idPeriodo },
      };
    },
    avisador(ajustesAvisos),
  );
}

/** 409 of a finalize with regear not settled (docs/regear.md, "Payment"): what is left, in words. */
/** The values of `periodo.regearAbierto`: the claims left approved and pending. */
export function regearAbierto({ pendientes, aprobados }: { pendientes: number; aprobados: number }) {
  return { total: aprobados + pendientes, aprobados, pendientes, ambos: aprobados > 0 && pendientes > 0 ? 'si' : 'no' };
}

export const mensajeRegearAbierto = (regear: { pendientes: number; aprobados: number }): string =>
  mensaje('periodo.regearAbierto', regearAbierto(regear));

/** Finalize (the period's distributor, state 2, every payment done and every regear paid or rejected → 1). */
export async function finalizarPeriodo(db: Db, cuenta: CuentaSesion, idPeriodo: number, ajustesAvisos: AjustesAvisos) {
  return escribir(
    db,
    async (tx) => {
      const p = await lockPeriodoOrThrow(tx, idPeriodo);
      assertDistribuidor(p, cuenta);
      if (p.idEstadoDistribucion !== ESTADO_PERIODO.EN_DISTRIBUCION) {
        throw wrongState(p.idEstadoDistribucion, 'finalizar la distribución de un periodo', 'En distribución');
      }
      // In `acumular` the close credited the shares and the approved claims to the balances
      // (docs/libro.md): only the claims still to review hold the period open.
      const acumula = p.modoPago === 'acumular';
      const { pendientes } = acumula ? { pendientes: 0 } : await contarSaldos(tx, idPeriodo);
      if (pendientes > 0) {
        throw new Conflict('periodo.faltanPagos', { n: pendientes });
      }
      const abierto = await contarRegearAbierto(tx, idPeriodo);
      const regear = acumula ? { ...abierto, aprobados: 0 } : abierto;
      if (regear.pendientes + regear.aprobados > 0) throw new Conflict('periodo.regearAbierto', regearAbierto(regear));
      const after = await repo.updatePeriodo(tx, idPeriodo, { idEstadoDistribucion: ESTADO_PERIODO.FINALIZADO });
      return {
        resultado: undefined,
        auditoria: [
          {
            idCuenta: cuenta.idCuenta,
            accion: 'finalizar',
            entidad: 'periodo',
            idEntidad: idPeriodo,
            antes: snapshot(p),
            despues: snapshot(after),
          },
        ],
        avisos: [{ tipo: 'periodo_finalizado', idPeriodo, lugar: p.lugar, por: cuenta.nickname }],
        cambio: { tipo: 'periodo', idPeriodo },
      };
    },
    avisador(ajustesAvisos),
  );
}
