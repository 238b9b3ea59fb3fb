// Linking a finished attendance session to the distribution it fed (docs/asistencia.md): the lock and
// the update a new distribution's transaction makes (distribuciones/vincular.ts).
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { distribucion, sesionAsistencia } from '../../db/schema.js';

/**
 * A session locked for linking: its end (null: still recording) and the distribution it is linked to,
 * with whether that one is live (a deleted distribution's session may feed another). Null: none.
 */
export async function lockSesionParaVincular(tx: DbOrTx, idSesion: number) {
  const [row] = await tx
    .select({
      fin: sesionAsistencia.fin,
      idDistribucion: sesionAsistencia.idDistribucion,
      viva: sql<
        boolean | null
      >`(select d.estado from ${distribucion} d where d.id_distribucion = sesion_asistencia.id_distribucion)`,
    })
    .from(sesionAsistencia)
    .where(eq(sesionAsistencia.idSesion, idSesion))
    .for('update');
  return row ?? null;
}

export async function vincularSesion(tx: DbOrTx, idSesion: number, idDistribucion: number): Promise<void> {
  await tx.update(sesionAsistencia).set({ idDistribucion }).where(eq(sesionAsistencia.idSesion, idSesion));
}
