// Web Push's rules (docs/pwa.md, «Avisos en el dispositivo»), through the one write path: a member
// turns notifications on in this browser (its subscription stored, or its kinds updated: the same
// endpoint is one row), and off. Only the account's own devices; a browser another account had turned
// on moves to this one (the browser holds its keys: whoever signs in there now receives). Audited when
// something changes; the same subscription again changes nothing and audits nothing.
import type { SuscripcionPush, SuscripcionPushRequest, TipoPush } from '@reparto/contract';
import { TIPOS_PUSH } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { escribir, sinCambios, type Escrito } from '../../lib/escritura.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import * as repo from './push.repository.js';

const aSuscripcion = (f: repo.FilaSuscripcion): SuscripcionPush => ({
  endpoint: f.endpoint,
  tipos: f.tipos,
  etiqueta: f.etiqueta,
  creada: f.creada.toISOString(),
});

/** The kinds in the catalogue's order, each once. */
const ordenar = (tipos: readonly TipoPush[]): TipoPush[] => TIPOS_PUSH.filter((t) => tipos.includes(t));

export async function guardar(
  db: Db,
  sesion: CuentaSesion,
  pedido: SuscripcionPushRequest[0],
): Promise<Escrito<SuscripcionPush>> {
  const tipos = ordenar(pedido.tipos);
  const etiqueta = (pedido.etiqueta ?? '').trim();
  return escribir(db, async (tx) => {
    const actual = await repo.lockPorEndpoint(tx, pedido.endpoint);
    const igual =
      actual &&
      actual.idCuenta === sesion.idCuenta &&
      actual.p256dh === pedido.keys.p256dh &&
      actual.auth === pedido.keys.auth &&
      actual.etiqueta === etiqueta &&
      actual.tipos.join() === tipos.join();
    if (igual) return sinCambios(aSuscripcion(actual));
    if (actual && actual.idCuenta !== sesion.idCuenta) await repo.borrar(tx, actual.idSuscripcion);
    const fila = await repo.guardar(tx, {
      idCuenta: sesion.idCuenta,
      endpoint: pedido.endpoint,
      p256dh: pedido.keys.p256dh,
      auth: pedido.keys.auth,
      etiqueta,
      tipos,
    });
    const nueva = !actual || actual.idCuenta !== sesion.idCuenta;
    return {
      resultado: aSuscripcion(fila),
      auditoria: [
        {
          idCuenta: sesion.idCuenta,
          accion: nueva ? 'activar_push' : 'cambiar_push',
          entidad: 'suscripcion_push',
          idEntidad: fila.idSuscripcion,
          antes: nueva ? null : { tipos: actual!.tipos },
          despues: { tipos, etiqueta },
        },
      ],
      cambio: null,
    };
  });
}

/** This browser's notifications off: its subscription deleted (nothing when it is not the account's). */
export async function baja(db: Db, sesion: CuentaSesion, endpoint: string): Promise<Escrito<null>> {
  return escribir(db, async (tx) => {
    const actual = await repo.lockPorEndpoint(tx, endpoint);
    if (!actual || actual.idCuenta !== sesion.idCuenta) return sinCambios(null);
    await repo.borrar(tx, actual.idSuscripcion);
    return {
      resultado: null,
      auditoria: [
        {
          idCuenta: sesion.idCuenta,
          accion: 'desactivar_push',
          entidad: 'suscripcion_push',
          idEntidad: actual.idSuscripcion,
          antes: { tipos: actual.tipos, etiqueta: actual.etiqueta },
          despues: null,
        },
      ],
      cambio: null,
    };
  });
}

export async function listar(db: Db, sesion: CuentaSesion): Promise<SuscripcionPush[]> {
  return (await repo.listarDeCuenta(db, sesion.idCuenta)).map(aSuscripcion);
}
