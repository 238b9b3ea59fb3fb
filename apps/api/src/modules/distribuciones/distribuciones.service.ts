// Rules of the distributions of a period (docs/domain.md, "Distributions", "Permissions"): who may
// create, in which period state, and the idempotency of the client's code (deleting: eliminar.service.ts).
import {
  DISTRIBUCIONES_PAGE_SIZE,
  ESTADO_PERIODO,
  type CrearDistribucionItem,
  type Distribucion,
  type DistribucionParaCorregir,
  type FondoGremio,
  type Transferencia,
  type TransferenciaLiquidacion,
} from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { AUDITADA_EN_LA_SENTENCIA, escribir, sinCambios, type Escrito } from '../../lib/escritura.js';
import { BadRequest, Conflict, NotFound, isUniqueViolation } from '../../lib/errors.js';
import { fragmento, type Frase } from '../../lib/mensajes.js';
import { fraseCreada, fraseCreadaPorPeso } from './frases.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { findJugadores } from '../jugadores/jugadores.repository.js';
import { findPeriodoEstado, type PeriodoEstado } from '../periodos/periodos.repository.js';
import * as repo from './distribuciones.repository.js';
import { insertDistribucion, lockPeriodoParaCrear } from './crear.repository.js';
import { existeEvento, paraCorregir as paraCorregirRepo } from './corregir.repository.js';
import { calcularReparto, sameDesglose, sameExtras, sameSet } from './reparto.js';
import { version as versionDePlantilla } from '../plantillas/plantillas.service.js';
import { insertTransferencias, transferenciasDe, transferenciasDeDistribuciones } from './liquidacion.js';
import { comprobarVinculos, vincular, vinculosAuditados } from './vincular.js';
import { avisador, type AjustesAvisos } from '../notificaciones/notificar.js';
import { avisoDistribucionCreada } from '../notificaciones/mensajes.js';

const periodoNoExiste = (idPeriodo: number) => new NotFound('periodo.noExiste', { id: idPeriodo });

// ---------------------------------------------------------------------------------------------
// Reading

export async function getDistribuciones(db: Db, idPeriodo: number): Promise<Distribucion[]> {
  if (!(await findPeriodoEstado(db, idPeriodo))) throw periodoNoExiste(idPeriodo);
  return repo.listDistribuciones(db, { idPeriodo });
}

/** A page of the period's distributions (newest first), how many it has and the silver of the live ones. */
export async function paginaDistribuciones(
  db: Db,
  idPeriodo: number,
  page: number,
): Promise<{ rows: Distribucion[]; count: number; total: number }> {
  if (!(await findPeriodoEstado(db, idPeriodo))) throw periodoNoExiste(idPeriodo);
  const [rows, { count, total }] = await Promise.all([
    repo.listDistribuciones(
      db,
      { idPeriodo },
      { limit: DISTRIBUCIONES_PAGE_SIZE, offset: (page - 1) * DISTRIBUCIONES_PAGE_SIZE },
    ),
    repo.contarDistribuciones(db, idPeriodo),
  ]);
  return { rows, count, total };
}

/** What the guild keeps from the period's live distributions (tax + remainders). */
export async function fondoGremio(db: Db, idPeriodo: number): Promise<FondoGremio> {
  if (!(await findPeriodoEstado(db, idPeriodo))) throw periodoNoExiste(idPeriodo);
  return repo.sumFondoGremio(db, idPeriodo);
}

/**
 * «Corregir» (docs/domain.md, "Distributions"): everything a distribution was created with — players
 * and their weights, breakdown, reason, where the players came from — for a new one to start from.
 */
export async function paraCorregir(db: Db, idDistribucion: number): Promise<DistribucionParaCorregir> {
  const found = await paraCorregirRepo(db, idDistribucion);
  if (!found) throw new NotFound('distribucion.noExiste', { id: idDistribucion });
  return found;
}

// ---------------------------------------------------------------------------------------------
// Create

export interface CrearResultado {
  /** False when the same code with the same content was already stored (a retry). */
  creada: boolean;
  message: Frase;
  distribucion: Distribucion;
}

/** The refusal of a change to a period that is no longer open (creating, deleting: eliminar.service.ts). */
export function estadoNoAbierto(periodo: PeriodoEstado, accion: string) {
  return new Conflict('distribucion.estadoPeriodo', {
    periodo: periodo.idPeriodo,
    estado: fragmento(periodo.nombreEstado),
    accion: fragmento(accion),
  });
}

async function crearEnTransaccion(
  db: Db,
  cuenta: CuentaSesion,
  input: CrearDistribucionItem,
  ajustesAvisos: AjustesAvisos,
): Promise<Escrito<CrearResultado>> {
  const reparto = calcularReparto(input);
  // «El botín lo tienen varios» (docs/liquidacion.md): the fewest transfers settling what the carriers hold.
  const transferencias = input.portadores ? transferenciasDe(input.jugadores, reparto.partes, input.portadores) : null;
  return escribir<CrearResultado>(
    db,
    async (tx) => {
      // Shared: concurrent creations in the period do not wait for each other; a close still waits.
      // The same statement says whether the client's code is already used (docs/performance.md).
      const periodo = await lockPeriodoParaCrear(tx, input.idPeriodoDist, input.idDistribucion);
      if (!periodo) throw periodoNoExiste(input.idPeriodoDist);
      if (periodo.idEstadoDistribucion !== ESTADO_PERIODO.ABIERTO) throw estadoNoAbierto(periodo, 'crear');

      // The client's 6-digit code is an idempotency key within the period (docs/domain.md, "Distributions").
      const existing =
        periodo.existente === null ? undefined : await repo.findByCodigo(tx, periodo.idPeriodo, input.idDistribucion);
      if (existing) {
        const same =
          existing.silver === input.silver &&
          existing.motivo === input.motivo &&
          existing.idCuentaEncargado === cuenta.idCuenta &&
          sameSet(existing.jugadores, input.jugadores) &&
          input.jugadores.every((id, i) => existing.pesos.get(id) === reparto.decimas[i]) &&
          sameDesglose(existing.desglose, reparto.desglose) &&
          sameExtras(existing.extras, input.extras) &&
          (existing.idPlantilla ?? null) === (input.plantilla?.idPlantilla ?? null) &&
          (existing.plantillaVersion ?? null) === (input.plantilla?.version ?? null) &&
          mismasTransferencias(
            (await transferenciasDeDistribuciones(tx, [existing.idDistribucion])).get(existing.idDistribucion),
            transferencias,
          );
        if (!same) {
          throw new Conflict('distribucion.codigoRepetido', { id: input.idDistribucion });
        }
        const [stored] = await repo.listDistribuciones(tx, { idDistribucion: existing.idDistribucion });
        const message: Frase = { codigo: 'distribucion.yaRegistrada', valores: { id: existing.idDistribucion } };
        return sinCambios({ creada: false, message, distribucion: stored! });
      }

      const found = await findJugadores(tx, input.jugadores);
      const known = new Set(found.map((j) => j.idPlayer));
      const missing = input.jugadores.filter((id) => !known.has(id));
      if (missing.length > 0) {
        throw missing.length === 1
          ? new BadRequest('distribucion.jugadorNoExiste', { id: missing[0]! })
          : new BadRequest('distribucion.jugadoresNoExisten', { ids: missing.join(', ') });
      }
      const inactive = found.filter((j) => !j.estado).map((j) => j.nickname);
      if (inactive.length > 0) {
        throw inactive.length === 1
          ? new BadRequest('distribucion.jugadorDesactivado', { nickname: inactive[0]! })
          : new BadRequest('distribucion.jugadoresDesactivados', { nicknames: inactive.join(', ') });
      }

      // The template's version that filled the dialog, and the event it came from, must exist (404).
      if (input.plantilla) await versionDePlantilla(tx, input.plantilla.idPlantilla, input.plantilla.version);
      if (input.idEvento !== undefined && !(await existeEvento(tx, input.idEvento)))
        throw new NotFound('distribucion.eventoNoExiste', { id: input.idEvento });
      const vinculos = await comprobarVinculos(tx, periodo.idPeriodo, input, cuenta.idCuenta);
      // The remainder of the floor division stays with the guild (docs/domain.md, "Money rules").
      const { silverUnitario, ponderado } = reparto;
      const extra = {
        impuesto: reparto.impuesto,
        resto: reparto.resto,
        ...(reparto.desglose ? { desglose: reparto.desglose } : {}),
        ...(input.origen ? { origen: input.origen } : {}),
        // docs/calendario.md: the fixed extras, the template version (kept for good) and the event.
        ...(input.extras && input.extras.length > 0 ? { extras: input.extras } : {}),
        ...(input.plantilla ? { idPlantilla: input.plantilla.idPlantilla, plantillaVersion: input.plantilla.version } : {}),
        ...(input.idEvento === undefined ? {} : { idEvento: input.idEvento }),
      };
      // The distribution, its player rows and its audit row are one statement (lib/audit.ts auditFrom;
      // declared below as AUDITADA_EN_LA_SENTENCIA: one round trip for the hottest write).
      const created = await insertDistribucion(
        tx,
        {
          idPeriodo: periodo.idPeriodo,
          codigo: input.idDistribucion,
          motivo: input.motivo,
          silver: input.silver,
          silverUnitario,
          idCuentaEncargado: cuenta.idCuenta,
          idPlayerEncargado: cuenta.idPlayer,
          jugadores: input.jugadores,
          ...(ponderado ? { partes: reparto.partes, pesosDecimas: reparto.decimas, extrasJugador: reparto.extras } : {}),
          ...extra,
        },
        {
          idPeriodo: periodo.idPeriodo,
          codigo: input.idDistribucion,
          motivo: input.motivo,
          silver: input.silver,
          silverUnitario,
          jugadores: input.jugadores,
          ...(ponderado ? { pesos: input.pesos } : {}),
          ...extra,
          ...vinculosAuditados(vinculos),
          ...(input.portadores ? { portadores: input.portadores, transferencias } : {}),
        },
      );
      await vincular(tx, vinculos, created.idDistribucion);
      if (transferencias) await insertTransferencias(tx, created.idDistribucion, transferencias);
      const parteDe = new Map(input.jugadores.map((id, i) => [id, reparto.partes[i]!]));
      // The answer is what listDistribuciones would read back, built from what this transaction already
      // holds (two round trips fewer; docs/performance.md): players by nickname, as the list orders them.
      const stored = repo.toDistribucion(
        {
          idDistribucion: created.idDistribucion,
          fecha: created.fecha,
          motivo: input.motivo,
          nicknameEncargado: cuenta.nickname,
          silver: input.silver,
          razonEliminacion: null,
          estado: true,
        },
        found.map((j) => repo.toJugadorDeDistribucion({ ...j, silverUnitario: parteDe.get(j.idPlayer)! })).sort(repo.porNickname),
      );
      const guardadas = transferencias
        ? (await transferenciasDeDistribuciones(tx, [created.idDistribucion])).get(created.idDistribucion)
        : undefined;
      const distribucion = guardadas ? { ...stored, transferencias: guardadas } : stored;
      return {
        resultado: {
          creada: true,
          message: ponderado
            ? fraseCreadaPorPeso(created.idDistribucion, input.silver, input.jugadores.length)
            : fraseCreada(created.idDistribucion, input.silver, input.jugadores.length, silverUnitario),
          distribucion,
        },
        auditoria: AUDITADA_EN_LA_SENTENCIA,
        avisos: [avisoDistribucionCreada(periodo.idPeriodo, distribucion)],
        cambio: { tipo: 'distribucion', idPeriodo: periodo.idPeriodo, jugadores: input.jugadores },
      };
    },
    avisador(ajustesAvisos),
  );
}

/** The idempotency rule compares the settle-up too: the same transfers, in order (none equals none). */
function mismasTransferencias(
  guardadas: readonly Transferencia[] | undefined,
  nuevas: readonly TransferenciaLiquidacion[] | null,
): boolean {
  const a = (guardadas ?? []).map((t) => `${t.de_id_player}>${t.a_id_player}:${t.silver}`);
  const b = (nuevas ?? []).map((t) => `${t.de}>${t.a}:${t.silver}`);
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export async function crearDistribucion(
  db: Db,
  cuenta: CuentaSesion,
  input: CrearDistribucionItem,
  ajustesAvisos: AjustesAvisos,
): Promise<Escrito<CrearResultado>> {
  // The email of the payload is never trusted: the creator is the account of the token.
  // One that names another account is refused rather than silently ignored.
  const email = input.email?.trim().toLowerCase();
  if (email && email !== cuenta.email.toLowerCase()) {
    throw new BadRequest('distribucion.emailAjeno');
  }
  try {
    return await crearEnTransaccion(db, cuenta, input, ajustesAvisos);
  } catch (error) {
    // The period lock serializes creators, so this is rare; if the unique (period, code) index still
    // fires, another request stored the same code first: answer as a retry (or 409 if it differs).
    if (isUniqueViolation(error)) return crearEnTransaccion(db, cuenta, input, ajustesAvisos);
    throw error;
  }
}
