// Data and failures that tests hand to the screens.
import { expect } from 'vitest';
import type { Periodo } from '@reparto/contract';
import { sessionStore } from '../lib/session';
import { HttpError } from '../lib/api-client';

/** A refused call as the API client reports it: the status and the server's `{ ok: false, message }`. */
export function failure(status: number, message: string) {
  return new HttpError(`El servidor respondió ${status}`, status, { ok: false, message });
}

/**
 * Signs in (in the store only) as `nickname` holding the given charges; no charges = anonymous.
 * The account's email is `${nickname}@${domain}`.
 */
export function signIn(
  nickname: string | null,
  cargos: number[] = [],
  { domain = 'test.local', cargo = 'MIEMBRO' }: { domain?: string; cargo?: string } = {},
) {
  if (nickname === null) {
    sessionStore.notAuthenticated();
    return;
  }
  sessionStore.authenticated({
    ok: true,
    message: { email: `${nickname}@${domain}`, nickname, nombre_cargo: cargo },
    token: 'token-de-prueba',
    charges: cargos.map((id_cargo) => ({ id_cargo })),
  });
}

export const periodo = (over: Partial<Periodo> = {}): Periodo => ({
  id_periodo: 7,
  distribuidor_nickname: null,
  lugar: 'Bridgewatch',
  id_lugar_distribucion: 2,
  fecha_inicial: '2025-09-21T10:00:00.000Z',
  fecha_final: null,
  silver_app: 1_500_000,
  silver_albion: 2_000_000,
  id_estado_distribucion: 3,
  nombre_estado_distribucion: 'Abierto',
  nickname: 'tesorero',
  ...over,
});

/** The options a write passes to the API client: the key of its intent (lib/mutation.ts). */
export const intento = () => ({ idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown as string });
