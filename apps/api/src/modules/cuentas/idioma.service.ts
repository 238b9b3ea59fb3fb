// The signed-in account's own language (PUT /api/cuentas/idioma; docs/idiomas.md), through the one
// write path: an audit row and the accounts' change (like every write to `cuenta`: cached answers read
// that table) when it changes; the same language again changes nothing and audits nothing.
import type { Idioma } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { escribir, sinCambios, type Escrito } from '../../lib/escritura.js';
import { Unauthorized } from '../../lib/errors.js';
import type { CuentaSesion } from './cuentas.repository.js';
import * as repo from './idioma.repository.js';

export function guardarIdioma(db: Db, sesion: CuentaSesion, idioma: Idioma): Promise<Escrito<{ idioma: Idioma }>> {
  return escribir(db, async (tx) => {
    const actual = await repo.lockIdiomaCuenta(tx, sesion.idCuenta);
    if (actual === undefined) throw new Unauthorized();
    if (actual === idioma) return sinCambios({ idioma });
    await repo.setIdiomaCuenta(tx, sesion.idCuenta, idioma);
    return {
      resultado: { idioma },
      auditoria: [
        {
          idCuenta: sesion.idCuenta,
          accion: 'cambiar_idioma',
          entidad: 'cuenta',
          idEntidad: sesion.idCuenta,
          antes: { idioma: actual },
          despues: { idioma },
        },
      ],
      cambio: { tipo: 'cuenta' },
    };
  });
}
