// Deleting a distribution (docs/domain.md, "Distributions", "Permissions"): only its creator, only
// while its period is open; its regear discounts are let go, and the guild is told.
import { ESTADO_PERIODO, type Distribucion } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { escribir, type Escrito } from '../../lib/escritura.js';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import type { Frase } from '../../lib/mensajes.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { findPeriodoEstado, lockPeriodo } from '../periodos/periodos.repository.js';
import { desvincularReclamos } from '../regear/pagos-regear.repository.js';
import { avisador, type AjustesAvisos } from '../notificaciones/notificar.js';
import * as repo from './distribuciones.repository.js';
import { estadoNoAbierto } from './distribuciones.service.js';

export async function eliminarDistribucion(
  db: Db,
  cuenta: CuentaSesion,
  idDistribucion: number,
  razon: string,
  ajustesAvisos: AjustesAvisos,
): Promise<Escrito<{ message: Frase; distribucion: Distribucion }>> {
  return escribir(
    db,
    async (tx) => {
      const first = await repo.findDistribucion(tx, idDistribucion);
      if (!first) throw new NotFound('distribucion.noExiste', { id: idDistribucion });
      const locked = await lockPeriodo(tx, first.idPeriodo);
      const periodo = locked && (await findPeriodoEstado(tx, first.idPeriodo));
      const current = await repo.findDistribucion(tx, idDistribucion, { forUpdate: true });
      if (!periodo || !current) throw new NotFound('distribucion.noExiste', { id: idDistribucion });

      if (current.idCuentaEncargado !== cuenta.idCuenta) {
        throw new Forbidden('distribucion.soloCreador');
      }
      if (periodo.idEstadoDistribucion !== ESTADO_PERIODO.ABIERTO) throw estadoNoAbierto(periodo, 'eliminar');
      if (!current.estado) throw new Conflict('distribucion.yaEliminada', { id: idDistribucion });

      await repo.marcarEliminada(tx, idDistribucion, razon, new Date());
      await desvincularReclamos(tx, idDistribucion);
      const [stored] = await repo.listDistribuciones(tx, { idDistribucion });
      const jugadores = await repo.jugadoresDe(tx, idDistribucion);
      return {
        resultado: {
          message: { codigo: 'distribucion.eliminada', valores: { id: idDistribucion } } satisfies Frase,
          distribucion: stored!,
        },
        auditoria: [
          {
            idCuenta: cuenta.idCuenta,
            accion: 'eliminar',
            entidad: 'distribucion',
            idEntidad: idDistribucion,
            antes: { estado: true, razonEliminacion: null },
            despues: { estado: false, razonEliminacion: razon },
          },
        ],
        avisos: [
          {
            tipo: 'distribucion_eliminada',
            idDistribucion,
            idPeriodo: current.idPeriodo,
            motivo: current.motivo,
            por: cuenta.nickname,
            razon,
          },
        ],
        cambio: { tipo: 'distribucion', idPeriodo: current.idPeriodo, jugadores },
      };
    },
    avisador(ajustesAvisos),
  );
}
