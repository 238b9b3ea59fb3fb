import type { LoginResponse } from '@reparto/contract';
import { MENSAJE_CREDENCIALES } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import type { TokenService } from '../../lib/jwt.js';
import { dummyHash, verifyPassword } from '../../lib/password.js';
import { Unauthorized } from '../../lib/errors.js';
import { loadCuenta, type CuentaSesion } from '../../plugins/auth.js';

async function sessionResponse(tokens: TokenService, sesion: CuentaSesion): Promise<LoginResponse> {
  return {
    ok: true,
    message: { email: sesion.email, nickname: sesion.nickname, nombre_cargo: sesion.nombreCargo },
    token: await tokens.sign(sesion.idCuenta, sesion.tokenVersion),
    charges: sesion.cargos.map((id_cargo) => ({ id_cargo })),
  };
}

/** Wrong email and wrong password give the same message and take the same time (DESIGN §3). */
export async function login(db: Db, tokens: TokenService, email: string, pwd: string): Promise<LoginResponse> {
  const found = await loadCuenta(db, { email });
  if (!found) {
    await verifyPassword(await dummyHash(), pwd);
    throw new Unauthorized(MENSAJE_CREDENCIALES);
  }
  if (!(await verifyPassword(found.passwordHash, pwd))) throw new Unauthorized(MENSAJE_CREDENCIALES);
  return sessionResponse(tokens, found);
}

/** Token validation at start answers the login shape with a renewed token. */
export const renew = sessionResponse;
