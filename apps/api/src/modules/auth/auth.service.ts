// The session's rules (docs/domain.md, "Permissions"): the login and the renewal of a valid token.
import type { LoginResponse } from '@reparto/contract';
import {} from '@reparto/contract';
import type { Db } from '../../db/client.js';
import type { TokenService } from '../../lib/jwt.js';
import { dummyHash, verifyPassword } from '../../lib/password.js';
import { Unauthorized } from '../../lib/errors.js';
import { findCuentaSesionByEmail, type CuentaSesion } from '../cuentas/cuentas.repository.js';
import { gremiosDeCuenta } from '../cuentas/gremios-de-cuenta.repository.js';

type Sesion = Omit<LoginResponse, 'ok'>;

export async function sessionResponse(tokens: TokenService, sesion: CuentaSesion, gremios = 1): Promise<Sesion> {
  return {
    message: { email: sesion.email, nickname: sesion.nickname, nombre_cargo: sesion.nombreCargo },
    token: await tokens.sign(sesion.idCuenta, sesion.tokenVersion),
    charges: sesion.cargos.map((id_cargo) => ({ id_cargo })),
    ...(gremios > 1 ? { gremios } : {}),
  };
}

/** How many guilds the account belongs to (docs/alianzas.md, «Muchos gremios»): the login's `gremios`. */
export const cuantosGremios = async (db: Db, idCuenta: number, servidores: readonly string[] = []) =>
  (await gremiosDeCuenta(db, idCuenta, servidores)).length;

/** Wrong email and wrong password give the same message and take the same time (docs/domain.md, "Permissions"). */
export async function login(db: Db, tokens: TokenService, email: string, pwd: string): Promise<Sesion> {
  const found = await findCuentaSesionByEmail(db, email);
  if (!found?.passwordHash) {
    await verifyPassword(await dummyHash(), pwd);
    throw new Unauthorized('sesion.credenciales');
  }
  if (!(await verifyPassword(found.passwordHash, pwd))) throw new Unauthorized('sesion.credenciales');
  return sessionResponse(tokens, found, await cuantosGremios(db, found.idCuenta));
}
