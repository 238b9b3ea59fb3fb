// The roles re-check of «Entrar con Discord» (docs/integraciones.md, "Roles → cargos"): every
// REVISION_ROLES_MS (5 minutes) the server reads again, with each Discord account's own stored token,
// whether the member is still in the server and which roles they hold. A member who left, whose access
// was revoked or whose cargos shrank has their sessions ended within minutes (token_version + 1), not at
// the next renewal up to 12 h later; new cargos are simply applied. Discord down: nothing changes.
import { CARGO } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { errorLogFields } from '../../lib/errors.js';
import { escribir } from '../../lib/escritura.js';
import { DiscordCaido, DiscordRechazo } from '../../adapters/discord/oauth.js';
import { findCuentaSesionByDiscord } from '../cuentas/cuentas.repository.js';
import { rolesPendientes } from '../notificaciones/miembros.repository.js';
import { cuentasDiscordConTokens, tokensDe } from './discord.repository.js';
import { aplicarCargos, cargosDe, descifrarTokens, rolesActuales, terminarSesiones, type DiscordLogin } from './discord-roles.js';

/** How often the roles are read again: a removed role or a member who left loses access within this. */
export const REVISION_ROLES_MS = 5 * 60_000;

export type ResultadoRevision = 'igual' | 'cargos' | 'terminada' | 'caido';

/** One account's re-check (an email account, an inactive one or one without tokens is left alone). */
export async function revisarCuentaDiscord(db: Db, login: DiscordLogin, discordUserId: string): Promise<ResultadoRevision> {
  const sesion = await findCuentaSesionByDiscord(db, discordUserId);
  if (!sesion || sesion.conClave) return 'igual';
  // The app's own cargo change is on its way to Discord: read the roles once it got there.
  if (await rolesPendientes(db, discordUserId)) return 'igual';
  const guardados = descifrarTokens(login, await tokensDe(db, sesion.idCuenta));
  if (!guardados) return 'igual';
  let miembro;
  try {
    miembro = await rolesActuales(db, login, sesion.idCuenta, guardados);
  } catch (error) {
    if (error instanceof DiscordCaido) return 'caido';
    if (!(error instanceof DiscordRechazo)) throw error;
    await terminarSesiones(db, sesion, 'acceso revocado', null);
    return 'terminada';
  }
  if (!miembro) {
    await terminarSesiones(db, sesion, 'fuera del servidor', null);
    return 'terminada';
  }
  const despues = cargosDe(login, miembro.roles);
  // MIEMBRO is what an account holds with no mapped role: replacing it by a mapped cargo is no loss.
  if (sesion.cargos.some((c) => c !== CARGO.MIEMBRO && !despues.includes(c))) {
    await terminarSesiones(db, sesion, 'roles quitados', despues);
    return 'terminada';
  }
  const { cambio } = await escribir(db, async (tx) => ({
    resultado: undefined,
    ...(await aplicarCargos(tx, sesion.idCuenta, sesion.cargos, despues)),
  }));
  return cambio ? 'cargos' : 'igual';
}

export interface LogRevision {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Every Discord account with tokens, one after another; a failure of one is logged and the walk goes on. */
export async function revisarRolesDiscord(
  db: Db,
  login: DiscordLogin,
  opciones: { log?: LogRevision; isStopped?: () => boolean } = {},
): Promise<Record<ResultadoRevision | 'errores', number>> {
  const cuenta = { igual: 0, cargos: 0, terminada: 0, caido: 0, errores: 0 };
  for (const { discordUserId } of await cuentasDiscordConTokens(db)) {
    if (opciones.isStopped?.()) break;
    try {
      cuenta[await revisarCuentaDiscord(db, login, discordUserId)]++;
    } catch (error) {
      cuenta.errores++;
      opciones.log?.warn(errorLogFields(error), 'revisión de roles de Discord: no se pudo revisar una cuenta');
    }
  }
  if (cuenta.terminada > 0 || cuenta.cargos > 0 || cuenta.errores > 0)
    opciones.log?.info(cuenta, 'revisión de roles de Discord terminada');
  return cuenta;
}

export interface RevisionRoles {
  stop(): void;
  /** Resolves when the run in progress, if any, is over (tests, shutdown). */
  idle(): Promise<void>;
}

/** Runs the re-check every `intervaloMs` (REVISION_ROLES_MS), never two runs at once. */
export function iniciarRevisionRoles(options: {
  db: Db;
  login: DiscordLogin;
  log: LogRevision;
  intervaloMs?: number;
}): RevisionRoles {
  const { db, login, log } = options;
  const intervalo = options.intervaloMs ?? REVISION_ROLES_MS;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const programar = () => {
    if (stopped) return;
    timer = setTimeout(tick, intervalo);
    timer.unref();
  };
  const tick = () => {
    running = (async () => {
      try {
        await revisarRolesDiscord(db, login, { log, isStopped: () => stopped });
      } catch (error) {
        log.error(errorLogFields(error), 'revisión de roles de Discord: error');
      }
      programar();
    })();
  };
  programar();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
    idle: () => running,
  };
}
