// The host's operator (docs/deploy.md, «Operador»): makes a guild with what a new guild needs (its row,
// its houses, its ledger's fixed accounts, its leader's account and player with LIDER in it), suspends and
// reactivates it, sets its quotas. Every change is audited in the guild concerned, by the operator's account.
import { randomBytes } from 'node:crypto';
import { CARGO, ROL, type CrearGremioRequest, type CuotasGremio, type GremioOperador } from '@reparto/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { fijarGremioEnTx } from '../../lib/gremio-contexto.js';
import { sembrarCasasDelGremio } from '../../db/seed.js';
import { Conflict, isUniqueViolation, NotFound } from '../../lib/errors.js';
import { escribir, sinCambios } from '../../lib/escritura.js';
import { crearCuentasFijas } from '../../lib/libro.js';
import { hashPassword } from '../../lib/password.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { cuentaExiste, insertCuentaLider } from '../cuentas/cuentas.repository.js';
import { insertJugador } from '../jugadores/jugadores.repository.js';
import * as repo from './operador.repository.js';

// Reads with no rule of their own.
export const listar = (db: DbOrTx): Promise<GremioOperador[]> => repo.listarGremios(db);

/** A new guild, and the password its email leader signs in with the first time (null: a Discord leader). */
export interface GremioCreado {
  gremio: GremioOperador;
  claveTemporal: string | null;
}

/** The leader's player's nickname: the email's name in letters and digits (3–32), else `lider`. */
function apodoDelLider(email: string | null): string {
  const nombre = (email?.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 32);
  return nombre.length >= 3 ? nombre : 'lider';
}

/**
 * A new guild. Its leader is a new account: until an account may belong to several guilds, an email or
 * Discord id that already signs in is refused (409), so that no account gains a cargo in two guilds.
 */
export async function crear(db: Db, operador: CuentaSesion, datos: CrearGremioRequest) {
  const email = datos.liderEmail?.trim().toLowerCase() ?? null;
  const discordUserId = datos.liderDiscordId ?? null;
  const claveTemporal = email === null ? null : randomBytes(12).toString('base64url');
  const passwordHash = claveTemporal === null ? null : await hashPassword(claveTemporal);
  try {
    return await escribir(db, async (tx) => {
      if (await repo.slugOcupado(tx, datos.slug)) throw new Conflict('operador.slugOcupado', { slug: datos.slug });
      if (await cuentaExiste(tx, { email, discordUserId })) throw new Conflict('operador.liderEnOtroGremio');
      const idGremio = await repo.insertarGremio(tx, { nombre: datos.nombre, slug: datos.slug });
      // What follows is the new guild's (its audit too, once the guild's setting scopes the writes).
      await fijarGremioEnTx(tx, idGremio);
      await sembrarCasasDelGremio(tx, idGremio);
      await crearCuentasFijas(tx, idGremio);
      const jugador = await insertJugador(tx, {
        nickname: apodoDelLider(email),
        idRol: ROL.SIN_ROL,
        idCargo: CARGO.LIDER,
        idGremio,
      });
      await insertCuentaLider(tx, { email, passwordHash, discordUserId, idPlayer: jugador.idPlayer, idGremio });
      const gremio = (await repo.leerGremio(tx, idGremio))!;
      return {
        resultado: { gremio, claveTemporal } satisfies GremioCreado,
        auditoria: [
          {
            idCuenta: operador.idCuenta,
            accion: 'crear',
            entidad: 'gremio',
            idEntidad: idGremio,
            despues: { nombre: datos.nombre, slug: datos.slug, lider: email ?? discordUserId, idPlayer: jugador.idPlayer },
          },
        ],
        // The roster's scope: until every read names its guild (row-level security), a read of the
        // default guild's players or houses could see the new guild's.
        cambio: { tipo: 'jugador', idPlayer: jugador.idPlayer },
      };
    });
  } catch (error) {
    // Two operators creating the same slug at once: the unique key decides, the same sentence answers.
    if (isUniqueViolation(error)) throw new Conflict('operador.slugOcupado', { slug: datos.slug });
    throw error;
  }
}

/** Suspends (`true`) or reactivates a guild; the same state again changes nothing. */
export async function suspender(db: Db, operador: CuentaSesion, idGremio: number, suspendido: boolean) {
  return escribir(db, async (tx) => {
    const antes = await repo.bloquearGremio(tx, idGremio);
    if (!antes) throw new NotFound('operador.gremioNoExiste');
    if ((antes.suspendido !== null) === suspendido) return sinCambios((await repo.leerGremio(tx, idGremio))!);
    await fijarGremioEnTx(tx, idGremio);
    await repo.fijarSuspension(tx, idGremio, suspendido);
    return {
      resultado: (await repo.leerGremio(tx, idGremio))!,
      auditoria: [
        {
          idCuenta: operador.idCuenta,
          accion: suspendido ? 'suspender' : 'reactivar',
          entidad: 'gremio',
          idEntidad: idGremio,
          antes: { suspendido: antes.suspendido },
        },
      ],
      // The guild's row changed: every instance reloads what it holds of it.
      cambio: { tipo: 'gremio' },
    };
  });
}

/** The host's quotas of a guild (null: no limit); the same quotas again change nothing. */
export async function cambiarCuotas(db: Db, operador: CuentaSesion, idGremio: number, cuotas: CuotasGremio) {
  return escribir(db, async (tx) => {
    const antes = await repo.bloquearGremio(tx, idGremio);
    if (!antes) throw new NotFound('operador.gremioNoExiste');
    if (antes.cuotaMiembros === cuotas.cuotaMiembros && antes.cuotaAuditoriaMeses === cuotas.cuotaAuditoriaMeses)
      return sinCambios((await repo.leerGremio(tx, idGremio))!);
    await fijarGremioEnTx(tx, idGremio);
    await repo.fijarCuotas(tx, idGremio, cuotas);
    return {
      resultado: (await repo.leerGremio(tx, idGremio))!,
      auditoria: [
        {
          idCuenta: operador.idCuenta,
          accion: 'cambiar_cuotas',
          entidad: 'gremio',
          idEntidad: idGremio,
          antes: { cuotaMiembros: antes.cuotaMiembros, cuotaAuditoriaMeses: antes.cuotaAuditoriaMeses },
          despues: cuotas,
        },
      ],
      cambio: { tipo: 'gremio' },
    };
  });
}
