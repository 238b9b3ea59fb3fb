// The leader's view of the Discord outbox (docs/integraciones.md): the latest messages with their
// state, and queueing a failed one again.
import type { EstadoNotificacion, Notificacion } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { escribir, type Escrito } from '../../lib/escritura.js';
import { NotFound } from '../../lib/errors.js';
import type { Frase } from '../../lib/mensajes.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { listar as listarOutbox, reintentar as reintentarOutbox } from './outbox.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listar(db: Db): Promise<Notificacion[]> {
  const rows = await listarOutbox(db);
  return rows.map((r) => ({
    id_outbox: r.idOutbox,
    creado: r.creado.toISOString(),
    tipo: r.tipo,
    resumen: r.resumen,
    estado: r.estado as EstadoNotificacion,
    intentos: r.intentos,
    error: r.error,
    enviado: iso(r.enviado),
    proximo_intento: r.proximoIntento.toISOString(),
  }));
}

/** Queues a failed message again, audited like every write; no cached answer shows the outbox (no change). */
export async function reintentar(db: Db, cuenta: CuentaSesion, id: number): Promise<Escrito<Frase>> {
  return escribir(db, async (tx) => {
    if (!(await reintentarOutbox(tx, id, new Date()))) throw new NotFound('notificacion.noHayFallido', { id });
    return {
      resultado: { codigo: 'notificacion.enCola', valores: { id } },
      auditoria: [{ idCuenta: cuenta.idCuenta, accion: 'reintentar', entidad: 'notificacion', idEntidad: id }],
      cambio: null,
    };
  });
}
