// The signed-in account's own preferences, through the one write path: its language (PUT
// /api/cuentas/idioma; docs/idiomas.md) and its Discord direct messages (PUT /api/cuentas/avisosMd;
// docs/integraciones.md). An audit row and the accounts' change (like every write to `cuenta`: cached
// answers read that table) when it changes; the same value again changes nothing and audits nothing.
import type { Idioma } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { escribir, sinCambios, type Escrito } from '../../lib/escritura.js';
import { Unauthorized } from '../../lib/errors.js';
import type { CuentaSesion } from './cuentas.repository.js';
import * as repo from './idioma.repository.js';

/** Each preference's audit action. */
const ACCION: Record<keyof repo.Preferencias, string> = { idioma: 'cambiar_idioma', avisosMd: 'cambiar_avisos_md' };

function guardarPreferencia<K extends keyof repo.Preferencias>(
  db: Db,
  sesion: CuentaSesion,
  campo: K,
  valor: repo.Preferencias[K],
): Promise<Escrito<Pick<repo.Preferencias, K>>> {
  const resultado = { [campo]: valor } as Pick<repo.Preferencias, K>;
  return escribir(db, async (tx) => {
    const actual = await repo.lockPreferencia(tx, sesion.idCuenta, campo);
    if (actual === undefined) throw new Unauthorized();
    if (actual === valor) return sinCambios(resultado);
    await repo.setPreferencia(tx, sesion.idCuenta, campo, valor);
    return {
      resultado,
      auditoria: [
        {
          idCuenta: sesion.idCuenta,
          accion: ACCION[campo],
          entidad: 'cuenta',
          idEntidad: sesion.idCuenta,
          antes: { [campo]: actual },
          despues: resultado,
        },
      ],
      cambio: { tipo: 'cuenta' },
    };
  });
}

export const guardarIdioma = (db: Db, sesion: CuentaSesion, idioma: Idioma): Promise<Escrito<{ idioma: Idioma }>> =>
  guardarPreferencia(db, sesion, 'idioma', idioma) as Promise<Escrito<{ idioma: Idioma }>>;

/** The member's Discord direct messages on or off («Mi cuenta»). */
export const guardarAvisosMd = (db: Db, sesion: CuentaSesion, avisosMd: boolean) =>
  guardarPreferencia(db, sesion, 'avisosMd', avisosMd);
